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
 * The order as the calendar asks for its places (docs/decisions/0044, issue 55): its length, services and ZIP once
 * typed. While a chosen service has no size yet (`complete` false), its smallest offered size counts: the windows
 * shown are those the smallest order of these services fits, and the form says so. Null while no service is chosen.
 * One rule for the form's query and the server's answer to a form sent without JavaScript.
 */
export function calendarOrderOf(
  values: FormValues,
  catalog: Catalog,
): { order: { minutes: number; services: ServiceId[]; zip: string | null }; complete: boolean } | null {
  const lines = orderLines(values, catalog);
  if (lines.length === 0) return null;
  const sized = lines.filter((line) => catalogTier(catalog, line.service, line.tier)?.offered === true);
  const smallest = (service: ServiceId) =>
    Math.min(...(catalogService(catalog, service)?.tiers ?? []).filter((t) => t.offered).map((t) => t.minutes));
  const unsized = lines.filter((line) => !sized.includes(line)).map((line) => smallest(line.service));
  const complete = unsized.length === 0;
  const minutes =
    orderMinutes(catalog, { lines: sized, bundleId: complete ? values.bundle || undefined : undefined }) +
    unsized.filter(Number.isFinite).reduce((sum, m) => sum + m, 0);
  const zip = values.zip.trim();
  return {
    order: {
      minutes: Math.max(minutes, 1),
      services: lines.map((line) => line.service),
      zip: ZIP_RE.test(zip) ? zip : null,
    },
    complete,
  };
}

/** `?minutes=&services=&zip=` of `GET /api/availability/:date` for the form's order; "" while none is chosen. */
export function availabilityQueryOf(values: FormValues, catalog: Catalog): string {
  const calendar = calendarOrderOf(values, catalog);
  if (!calendar) return "";
  const { minutes, services, zip } = calendar.order;
  const query = new URLSearchParams({ minutes: String(minutes), services: services.join(",") });
  if (zip) query.set("zip", zip);
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
