/**
 * Form values → the live price preview (pricing.ts, the same rules the server
 * applies). Browser-safe: no zod here.
 */
import { getBundle } from "~/content/bundles";
import type { ServiceId } from "~/content/schema";
import { findAddon, findTier, getService, services } from "~/content/services";
import { type OrderLine, priceOrder, type Quote } from "~/domain/pricing";
import type { FormValues } from "./types";

/** Service ids in display order. */
export const serviceOrder: ServiceId[] = services.map((s) => s.id);

/** A typed quantity as a whole number in 0…max (anything else counts as 0). */
export function quantityOf(text: string | undefined, max: number): number {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return 0;
  return Math.min(Number(text), max);
}

/** The services the order holds, in display order. */
export function orderServices(values: FormValues): ServiceId[] {
  const bundle = values.bundle ? getBundle(values.bundle) : undefined;
  if (bundle) return serviceOrder.filter((id) => bundle.items.some((item) => item.service === id));
  return serviceOrder.filter((id) => values.services.includes(id));
}

export type Preview = {
  /** The priced order, or null when nothing can be priced yet. */
  quote: Quote | null;
  /** Chosen services still waiting for a size/area. */
  missingTiers: ServiceId[];
};

/** Prices what is chosen so far (lines without a tier are left out and listed). */
export function previewPrice(values: FormValues): Preview {
  const bundle = values.bundle ? getBundle(values.bundle) : undefined;
  const chosen = orderServices(values);
  const missingTiers: ServiceId[] = [];
  const lines: OrderLine[] = [];
  for (const service of chosen) {
    const tier = bundle ? bundle.items.find((item) => item.service === service)!.tier : (values.tiers[service] ?? "");
    if (!findTier(service, tier)) {
      missingTiers.push(service);
      continue;
    }
    const addons = getService(service)!.addons.flatMap((addon) => {
      const quantity = quantityOf(values.addons[`${service}.${addon.id}`], findAddon(service, addon.id)!.maxQuantity);
      return quantity > 0 ? [{ id: addon.id, quantity }] : [];
    });
    lines.push({ service, tier, addons });
  }
  if (lines.length === 0) return { quote: null, missingTiers };
  const priced = priceOrder({
    lines,
    bundleId: bundle && missingTiers.length === 0 ? bundle.id : undefined,
    promoCode: values.promoCode,
  });
  return { quote: priced.ok ? priced.quote : null, missingTiers };
}
