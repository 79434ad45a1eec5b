/**
 * Form values → the order: which services (a bundle expands into its own), which tiers, which extras with which
 * quantities; the preview price, which IS the server's pricing (pricing.ts) of the same order; and where each
 * pricing error belongs in the form. Used by the browser (live preview) and the server (the order it stores), each
 * with the catalog in force (docs/decisions/0038).
 */
import { serviceIds, type ServiceId } from "../../content/service-ids";
import { getService } from "../../content/services";
import { type Catalog, catalogBundle, catalogService, catalogTier } from "../catalog";
import {
  type OrderLine,
  type PricingError,
  priceOrder,
  type Quote,
  validateBundleLines,
  validateOrderLines,
} from "../pricing";
import { addonField, type FieldErrors, type FormValues, tierField } from "./fields";
import { orderMinutes } from "../job-length";
import { ZIP_RE } from "../service-area";
import { takesCustomerPhotos } from "../photos";

/** The bundle's items, or none for an unknown id. */
const bundleItems = (catalog: Catalog, bundleId: string) => catalogBundle(catalog, bundleId)?.items ?? [];

/** The services the order holds, in display order: a bundle's own, else the chosen ones. */
export function orderServices(values: Pick<FormValues, "bundle" | "services">, catalog: Catalog): ServiceId[] {
  const items = bundleItems(catalog, values.bundle);
  if (items.length > 0) return serviceIds.filter((id) => items.some((item) => item.service === id));
  return serviceIds.filter((id) => values.services.includes(id));
}

/** The tier a service line carries: the bundle's when booking a bundle, else the one chosen ("" when none). */
export function lineTier(values: Pick<FormValues, "bundle" | "tiers">, service: ServiceId, catalog: Catalog): string {
  return (
    bundleItems(catalog, values.bundle).find((item) => item.service === service)?.tier ?? values.tiers[service] ?? ""
  );
}

/**
 * A typed quantity: empty or 0 → not chosen (null); anything else as the number it says (a fraction, a negative
 * or NaN stay what they are, so the pricing rules refuse them with their own message).
 */
export function parseQuantity(text: string | undefined): number | null {
  if (text === undefined || text.trim() === "") return null;
  const quantity = Number(text.trim());
  return quantity === 0 ? null : quantity;
}

/** A line's extras in the catalogue's order, with the quantities typed (see `parseQuantity`). */
function lineAddons(values: Pick<FormValues, "addons">, service: ServiceId, catalog: Catalog): OrderLine["addons"] {
  return (catalogService(catalog, service)?.addons ?? []).flatMap((addon) => {
    const key = `${service}.${addon.id}`;
    const quantity = parseQuantity(Object.hasOwn(values.addons, key) ? values.addons[key] : undefined);
    return quantity === null ? [] : [{ id: addon.id, quantity }];
  });
}

/** Every service line of the order, each with its tier ("" when none is chosen yet). */
export function orderLines(values: FormValues, catalog: Catalog): OrderLine[] {
  return orderServices(values, catalog).map((service) => ({
    service,
    tier: lineTier(values, service, catalog),
    addons: lineAddons(values, service, catalog),
  }));
}

/**
 * Where a pricing or validation error path ("services", "services.{i}.tier", "services.{i}.addons.{j}.quantity",
 * "bundle", "email", …) belongs in the form, given the lines it speaks of.
 */
export function formFieldOf(path: string, lines: readonly { service?: unknown; addons?: unknown }[], bundle: boolean) {
  const m = /^services\.(\d+)\.(service|tier|addons\.(\d+)\.(?:id|quantity))$/.exec(path);
  if (!m) return path.startsWith("services") ? "service" : path;
  const line = lines[Number(m[1])];
  const service = typeof line?.service === "string" ? (line.service as ServiceId) : undefined;
  if (!service || !getService(service) || m[2] === "service") return "service";
  if (m[2] === "tier") return bundle ? "bundle" : tierField(service);
  const addons = Array.isArray(line?.addons) ? (line.addons as { id?: unknown }[]) : [];
  const id = addons[Number(m[3])]?.id;
  return typeof id === "string" ? addonField(service, id) : "service";
}

/** Errors keyed by their form field; the first message of a field wins. */
export function formErrors(
  errors: readonly PricingError[],
  lines: readonly { service?: unknown; addons?: unknown }[],
  bundle: boolean,
): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, message } of errors) {
    const field = formFieldOf(path, lines, bundle);
    if (!Object.hasOwn(out, field)) out[field] = message;
  }
  return out;
}

export type Preview = {
  /** The priced order, or null when nothing can be priced yet (or something chosen is refused). */
  quote: Quote | null;
  /** Chosen services still waiting for a size/area. */
  missingTiers: ServiceId[];
  /** What the server would refuse in what is chosen so far, under the form's field names (same messages). */
  errors: FieldErrors;
};

/**
 * Prices what is chosen so far exactly as the server will, with the same catalog: lines without a tier are left out
 * and listed. `today` (America/Chicago) checks a promo code's days.
 */
export function previewPrice(values: FormValues, catalog: Catalog, today?: string): Preview {
  const all = orderLines(values, catalog);
  const hasTier = (line: OrderLine) => catalogTier(catalog, line.service, line.tier)?.offered === true;
  const missingTiers = all.filter((line) => !hasTier(line)).map((line) => line.service);
  const lines = all.filter(hasTier);
  if (lines.length === 0) return { quote: null, missingTiers, errors: {} };
  const bundleId = catalogBundle(catalog, values.bundle) && missingTiers.length === 0 ? values.bundle : undefined;
  const priced = priceOrder({ lines, bundleId, promoCode: values.promoCode, today }, catalog);
  if (!priced.ok)
    return { quote: null, missingTiers, errors: formErrors(priced.errors, lines, bundleId !== undefined) };
  // A code that is not ours (or not now) is priced without it, and refused by the server: say so on its field.
  const note = priced.quote.promoNote;
  return { quote: priced.quote, missingTiers, errors: note?.reason === "invalid" ? { promoCode: note.message } : {} };
}

/**
 * What the server's schema says of the order as it stands (services, sizes, extras, the bundle), under the form's
 * field names: the same rules (pricing.ts), so the form can show them as the visitor fixes the order. Empty when the
 * order can be booked.
 */
export function orderFieldErrors(values: FormValues, catalog: Catalog): FieldErrors {
  const lines = orderLines(values, catalog);
  const bundle = catalogBundle(catalog, values.bundle) !== undefined;
  const errors = formErrors(validateOrderLines(lines, catalog), lines, bundle);
  // the server checks a bundle's services once the lines themselves are fine
  if (bundle && Object.keys(errors).length === 0)
    return formErrors(validateBundleLines(values.bundle, lines, catalog), lines, true);
  return errors;
}

/**
 * The order as the calendar asks for its places (`GET /api/availability/:date?minutes=&services=&zip=`,
 * docs/decisions/0044): its length, its services and its ZIP once typed; "" while no size is chosen.
 */
export function availabilityQueryOf(values: FormValues, catalog: Catalog): string {
  const lines = orderLines(values, catalog).filter((line) => line.tier !== "");
  if (lines.length === 0) return "";
  const query = new URLSearchParams({
    minutes: String(orderMinutes(catalog, { lines, bundleId: values.bundle || undefined })),
    services: lines.map((line) => line.service).join(","),
  });
  const zip = values.zip.trim();
  if (ZIP_RE.test(zip)) query.set("zip", zip);
  return `?${query}`;
}

/**
 * Whether the order on the form takes the customer's photos (issue 48: junk removal, or a size priced as a quote),
 * by the rule the server keeps them by (`takesCustomerPhotos`).
 */
export function orderTakesPhotos(values: FormValues, catalog: Catalog): boolean {
  const lines = orderLines(values, catalog);
  const quote = lines.some((line) => catalogTier(catalog, line.service, line.tier)?.priceCents === null);
  return takesCustomerPhotos({ lines, totalCents: quote ? null : 0 });
}
