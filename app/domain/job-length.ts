/**
 * How long a job takes (docs/decisions/0044): one function for the booking form (the windows it asks for) and the
 * server (the length it plans and stores). Pure and browser-safe.
 */
import { type Catalog, catalogAddon, catalogBundle, catalogService, catalogTier } from "./catalog.ts";
import type { Order } from "./pricing.ts";

/** The longest a job may be planned for (a whole day's work), the shortest, and the step, in minutes. */
export const JOB_MINUTES = { min: 15, max: 720, step: 5 } as const;

/** A job's own length as the owner types it ("360"), or null when it is not one. */
export function parseJobMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= JOB_MINUTES.min && n <= JOB_MINUTES.max && n % JOB_MINUTES.step === 0 ? n : null;
}

/**
 * An order's length in minutes: each service's tier plus its add-ons times their quantity, and a bundle's included
 * add-ons. A tier priced as a quote counts as its service's longest size until the owner sets the job's own length.
 * Unknown tiers or extras count nothing (the pricing refuses them first).
 */
export function orderMinutes(catalog: Catalog, order: Pick<Order, "lines" | "bundleId">): number {
  let minutes = 0;
  for (const line of order.lines) {
    const tier = catalogTier(catalog, line.service, line.tier);
    if (tier)
      minutes +=
        tier.priceCents === null
          ? Math.max(...(catalogService(catalog, line.service)?.tiers ?? []).map((t) => t.minutes))
          : tier.minutes;
    for (const addon of line.addons)
      minutes += (catalogAddon(catalog, line.service, addon.id)?.minutes ?? 0) * addon.quantity;
  }
  const bundle = order.bundleId ? catalogBundle(catalog, order.bundleId) : undefined;
  for (const item of bundle?.items ?? [])
    for (const addon of item.addons)
      minutes += (catalogAddon(catalog, item.service, addon.id)?.minutes ?? 0) * addon.quantity;
  return minutes;
}

/** "4 h 30", "45 min", "3 h": a length as the owner and the crews read it. */
export function formatLength(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, "0")}`;
}
