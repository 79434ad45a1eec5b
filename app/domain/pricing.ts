/**
 * Pricing rules: ONE pure module used by the browser (live preview) and the
 * server (the price that is stored). No I/O. Money is integer cents everywhere.
 *
 * Rules (docs/decisions/0005), with the figures of the owner's catalog (docs/decisions/0038), which every function
 * here is given:
 * - An order has one to three different services, each with exactly one offered tier
 *   and any offered add-ons with a quantity (1..the add-on's maxQuantity).
 * - A tier without a price has none: the order becomes a quote request
 *   (`total: null`, `isQuote: true`).
 * - Two or more services: the multi-service discount (15%) off the tier prices.
 * - A valid promo code (active, in its days, a first order for a first-order code): its percent or amount off the
 *   tier prices. Its use limits are the server's, in the booking's transaction.
 * - Add-ons are always at list price. Discounts never stack: at most one
 *   discount, the larger, named in the breakdown. Rounding: nearest cent, half up.
 * - A bundle: its items at the bundle price (which replaces the list price of
 *   the items, including the add-ons the bundle itself includes); extra add-ons
 *   at list price; no further discount.
 */
import { getBundle as contentBundle } from "../content/bundles.ts";
import type { ServiceId } from "../content/schema.ts";
import { getService } from "../content/services.ts";
import {
  bundleListPriceOf,
  type Catalog,
  catalogAddon,
  catalogBundle,
  catalogTier,
  type PromoCode,
  promoAmountLabel,
} from "./catalog.ts";

/** Most services one order may hold. */
export const MAX_ORDER_LINES = 3;

/** One service in an order: which service, which tier code, which add-ons. */
export type OrderLine = {
  service: ServiceId;
  /** The tier code, e.g. "2" (cleaning rooms), "medium" (junk load), "front-house" (power-washing area). */
  tier: string;
  /** Add-ons with a quantity (1..maxQuantity). Per-room add-ons: quantity = number of rooms. */
  addons: { id: string; quantity: number }[];
};

/** What the visitor is ordering. */
export type Order = {
  lines: OrderLine[];
  /** A bundle id of the catalog. The lines must then be exactly the bundle's services and tiers. */
  bundleId?: string;
  /** A promo code as typed (case-insensitive, surrounding spaces ignored). */
  promoCode?: string;
  /**
   * Whether this is the customer's first order. Only the server knows; leave it
   * undefined in the browser, where a valid promo code is previewed as if it
   * were a first order.
   */
  isFirstOrder?: boolean;
  /** Today in America/Chicago ("YYYY-MM-DD"): a promo code's days are checked against it. */
  today?: string;
};

/** One add-on row of the breakdown. `total = unitPrice × quantity`, in cents. */
export type AddonRow = {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Bundle orders only: how many of `quantity` the bundle already includes (they are paid by the bundle price). */
  includedQuantity?: number;
};

/** One service of the breakdown. */
export type QuoteLine = {
  service: ServiceId;
  /** Service title, e.g. "Move In/Out Cleaning". */
  serviceTitle: string;
  tier: string;
  tierLabel: string;
  /** List price of the tier in cents; null for a custom ("to be quoted") tier. */
  tierPrice: number | null;
  addons: AddonRow[];
};

export type DiscountKind = "multi-service" | "promo" | "bundle";

/** The single discount an order gets (never more than one). `amount` is positive cents taken off. */
export type Discount = { kind: DiscountKind; label: string; amount: number };

/** Why a promo code that was given is not applied ("invalid": not ours, off, or outside its days). */
export type PromoNoteReason = "invalid" | "not-first-order" | "no-stacking";
export type PromoNote = { reason: PromoNoteReason; message: string };

/** A priced order. Invariant (priced orders): sum(tier prices) + sum(add-on totals) − discount = total. */
export type Quote = {
  lines: QuoteLine[];
  /** The bundle booked, if any. */
  bundle: { id: string; name: string; bundlePrice: number; originalPrice: number } | null;
  /** Sum of every known list price: tier prices (custom tiers count 0) and add-on totals. */
  subtotal: number;
  discount: Discount | null;
  /** Set when a promo code was given but not applied, with the reason. */
  promoNote: PromoNote | null;
  /** The promo code that was applied (normalised, upper case), or null. */
  appliedPromoCode: string | null;
  /** `subtotal − discount`: the priced part of the order. Equals `total` when the order is not a quote. */
  pricedTotal: number;
  /** Amount due in cents, or null when a custom tier makes the order a quote request ("to be quoted"). */
  total: number | null;
  /** True when any tier is custom: the order is booked as a quote request. */
  isQuote: boolean;
};

/**
 * A pricing error with a stable path in the booking-form vocabulary:
 * "services", "services.{i}.service", "services.{i}.tier",
 * "services.{i}.addons.{j}.id", "services.{i}.addons.{j}.quantity", "bundle".
 */
export type PricingError = { path: string; message: string };

export type PriceResult = { ok: true; quote: Quote } | { ok: false; errors: PricingError[] };

/** Rounds `amount × percent / 100` to the nearest cent, half up (amount ≥ 0, integer cents). */
export function percentOf(amount: number, percent: number): number {
  // Integer arithmetic: exact for any realistic amount.
  return Math.floor((amount * percent + 50) / 100);
}

const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** The one message for a promo code that is not ours (the preview shows it as the server refuses with it). */
export const INVALID_PROMO_MESSAGE = "That promo code isn't valid. Check the spelling, or leave it empty.";

/** The catalog's code `code` (case-insensitive, surrounding spaces ignored), whatever its state; or undefined. */
export const findPromo = (catalog: Catalog, code: string | null | undefined): PromoCode | undefined =>
  typeof code === "string" ? catalog.promoCodes.find((p) => p.code === normalizeCode(code)) : undefined;

/** "December 31, 2026" of a "YYYY-MM-DD" day. */
const dayWords = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * Why `code` cannot be used `today` (not ours, turned off, before its first or after its last day), or null when it
 * can be. The message is the one the customer reads.
 */
export function promoRefusal(catalog: Catalog, code: string | null | undefined, today?: string): string | null {
  const promo = findPromo(catalog, code);
  if (!promo || !promo.active) return INVALID_PROMO_MESSAGE;
  if (today && promo.startsOn && today < promo.startsOn)
    return `The code ${promo.code} starts on ${dayWords(promo.startsOn)}. Please leave it empty until then.`;
  if (today && promo.endsOn && today > promo.endsOn)
    return `The code ${promo.code} ended on ${dayWords(promo.endsOn)}. Please leave it empty.`;
  return null;
}

/** True when `code` can be used `today` (case-insensitive, surrounding spaces ignored). */
export function isPromoCode(catalog: Catalog, code: string | null | undefined, today?: string): boolean {
  return typeof code === "string" && promoRefusal(catalog, code, today) === null;
}

// A Map: the key is a visitor's query value, and a plain object would also "find" "constructor" or "__proto__".
const legacyCodes = new Map<string, readonly ServiceId[]>([
  ["bundle-cleaning-junk", ["cleaning", "junk-removal"]],
  ["bundle-cleaning-power", ["cleaning", "power-washing"]],
  ["bundle-junk-power", ["junk-removal", "power-washing"]],
]);

/**
 * Maps a `service=` booking query value to services: a plain service id gives
 * `[id]`, a legacy bundle code of the original site gives its two services
 * (e.g. "bundle-cleaning-junk" → ["cleaning", "junk-removal"]); anything else null.
 */
export function parseLegacyServiceCode(code: string | null | undefined): ServiceId[] | null {
  if (typeof code !== "string") return null;
  const value = code.trim().toLowerCase();
  const legacy = legacyCodes.get(value);
  if (legacy) return [...legacy];
  const service = getService(value);
  return service ? [service.id] : null;
}

const tierNoun: Record<ServiceId, string> = {
  cleaning: "a home size",
  "junk-removal": "a load size",
  "power-washing": "an area to wash",
};

/** Human message for a missing or unknown tier of `service`. */
export function tierErrorMessage(service: ServiceId): string {
  return `Please choose ${tierNoun[service]} for ${getService(service)?.shortTitle ?? service}.`;
}

/**
 * Checks the lines of an order (count, distinct services, offered tiers and add-ons, quantities) against the
 * catalog. Returns [] when they are valid.
 */
export function validateOrderLines(lines: readonly OrderLine[], catalog: Catalog): PricingError[] {
  const errors: PricingError[] = [];
  if (lines.length === 0) errors.push({ path: "services", message: "Please choose at least one service." });
  if (lines.length > MAX_ORDER_LINES)
    errors.push({ path: "services", message: `Please choose at most ${MAX_ORDER_LINES} services.` });
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    const service = getService(line.service);
    if (!service) {
      errors.push({ path: `services.${i}.service`, message: "Please choose a service from the list." });
      return;
    }
    if (seen.has(service.id)) {
      if (!errors.some((e) => e.path === "services"))
        errors.push({ path: "services", message: "Please choose each service only once." });
      return;
    }
    seen.add(service.id);
    if (!catalogTier(catalog, service.id, line.tier)?.offered)
      errors.push({ path: `services.${i}.tier`, message: tierErrorMessage(service.id) });
    const seenAddons = new Set<string>();
    line.addons.forEach((a, j) => {
      const addon = catalogAddon(catalog, service.id, a.id);
      if (!addon?.offered) {
        errors.push({
          path: `services.${i}.addons.${j}.id`,
          message: `Please choose extras from the ${service.shortTitle} list.`,
        });
        return;
      }
      if (seenAddons.has(addon.id)) {
        errors.push({
          path: `services.${i}.addons.${j}.id`,
          message: `“${addon.label}” is listed twice. Choose it once with a quantity.`,
        });
        return;
      }
      seenAddons.add(addon.id);
      if (!Number.isInteger(a.quantity) || a.quantity < 1 || a.quantity > addon.maxQuantity) {
        errors.push({
          path: `services.${i}.addons.${j}.quantity`,
          message: `Please choose a quantity from 1 to ${addon.maxQuantity} for “${addon.label}”.`,
        });
      }
    });
  });
  return errors;
}

/** A bundle's name (its words are the content's). */
export const bundleName = (id: string) => contentBundle(id)?.name ?? id;

/**
 * Checks that `lines` book exactly the bundle's services with the bundle's tiers
 * (in any order). Add-ons are free to add. Returns [] when they match.
 */
export function validateBundleLines(bundleId: string, lines: readonly OrderLine[], catalog: Catalog): PricingError[] {
  const bundle = catalogBundle(catalog, bundleId);
  if (!bundle?.offered) return [{ path: "bundle", message: "Please choose a bundle from the list." }];
  const matches =
    lines.length === bundle.items.length &&
    bundle.items.every((item) => lines.some((line) => line.service === item.service && line.tier === item.tier));
  return matches
    ? []
    : [
        {
          path: "bundle",
          message: `The ${bundleName(bundle.id)} bundle includes ${bundle.items
            .map(
              (item) =>
                `${getService(item.service)?.shortTitle} (${catalogTier(catalog, item.service, item.tier)?.label})`,
            )
            .join(", ")}. Please keep those services, or remove the bundle.`,
        },
      ];
}

const promoLabel = (promo: PromoCode) =>
  `${promo.firstOrderOnly ? "First-order promo" : "Promo"} ${promo.code} (${promoAmountLabel(promo)} off services)`;
const multiLabel = (catalog: Catalog) =>
  `Multi-service discount (${catalog.discounts.multiServicePercent}% off services)`;

/**
 * Prices an order. Returns `{ ok: false, errors }` for an invalid order
 * (no/too many lines, duplicate service, unknown tier or add-on, quantity out
 * of range, bundle lines not matching the bundle); otherwise `{ ok: true, quote }`.
 *
 * An invalid promo code is not an error here: the quote carries a `promoNote`.
 */
export function priceOrder(order: Order, catalog: Catalog): PriceResult {
  const errors = validateOrderLines(order.lines, catalog);
  const bundle = order.bundleId === undefined ? undefined : catalogBundle(catalog, order.bundleId);
  if (order.bundleId !== undefined) errors.push(...validateBundleLines(order.bundleId, order.lines, catalog));
  if (errors.length > 0) return { ok: false, errors };

  const lines: QuoteLine[] = order.lines.map((line) => {
    const service = getService(line.service)!;
    const tier = catalogTier(catalog, line.service, line.tier)!;
    const included = bundle?.items.find((item) => item.service === line.service)?.addons ?? [];
    const quantities = new Map<string, number>(line.addons.map((a) => [a.id, a.quantity]));
    // A bundle's own add-ons are always part of it, whether or not the line lists them.
    for (const inc of included) quantities.set(inc.id, Math.max(quantities.get(inc.id) ?? 0, inc.quantity));
    const addons: AddonRow[] = [...quantities].map(([id, quantity]) => {
      const addon = catalogAddon(catalog, line.service, id)!;
      const row: AddonRow = {
        id,
        label: addon.label,
        quantity,
        unitPrice: addon.priceCents,
        total: addon.priceCents * quantity,
      };
      const inc = included.find((a) => a.id === id);
      if (inc) row.includedQuantity = inc.quantity;
      return row;
    });
    return {
      service: line.service,
      serviceTitle: service.title,
      tier: tier.code,
      tierLabel: tier.label,
      tierPrice: tier.priceCents,
      addons,
    };
  });

  const tierSum = lines.reduce((s, l) => s + (l.tierPrice ?? 0), 0);
  const addonSum = lines.reduce((s, l) => s + l.addons.reduce((a, r) => a + r.total, 0), 0);
  const subtotal = tierSum + addonSum;
  const isQuote = lines.some((l) => l.tierPrice === null);

  const promoGiven = typeof order.promoCode === "string" && order.promoCode.trim() !== "";
  const refusal = promoGiven ? promoRefusal(catalog, order.promoCode, order.today) : null;
  const promoValid = promoGiven && refusal === null;
  const promo = promoValid ? findPromo(catalog, order.promoCode)! : null;

  let discount: Discount | null = null;
  let promoNote: PromoNote | null = null;
  let appliedPromoCode: string | null = null;

  if (bundle) {
    const listPrice = bundleListPriceOf(catalog, bundle.items);
    discount = {
      kind: "bundle",
      label: `${bundleName(bundle.id)} bundle savings`,
      amount: Math.max(0, listPrice - bundle.priceCents),
    };
    if (promoValid)
      promoNote = {
        reason: "no-stacking",
        message: "Bundles are already discounted, so promo codes don't apply to them.",
      };
  } else {
    const multi = lines.length >= 2 ? percentOf(tierSum, catalog.discounts.multiServicePercent) : 0;
    const promoEligible = promo !== null && !(promo.firstOrderOnly && order.isFirstOrder === false);
    const promoAmount = !promoEligible
      ? 0
      : promo.percentOff !== null
        ? percentOf(tierSum, promo.percentOff)
        : Math.min(tierSum, promo.amountOffCents ?? 0);
    if (lines.length >= 2 && multi >= promoAmount) {
      discount = { kind: "multi-service", label: multiLabel(catalog), amount: multi };
      if (promoEligible)
        promoNote = {
          reason: "no-stacking",
          message: `Discounts don't stack: your order already gets the ${catalog.discounts.multiServicePercent}% multi-service discount.`,
        };
    } else if (promoEligible) {
      discount = { kind: "promo", label: promoLabel(promo), amount: promoAmount };
      appliedPromoCode = promo.code;
    }
    if (promo?.firstOrderOnly && order.isFirstOrder === false)
      promoNote = { reason: "not-first-order", message: "This code is for first orders only." };
  }
  if (promoGiven && refusal !== null) promoNote = { reason: "invalid", message: refusal };

  const pricedTotal = subtotal - (discount?.amount ?? 0);
  return {
    ok: true,
    quote: {
      lines,
      bundle: bundle
        ? {
            id: bundle.id,
            name: bundleName(bundle.id),
            bundlePrice: bundle.priceCents,
            originalPrice: bundleListPriceOf(catalog, bundle.items),
          }
        : null,
      subtotal,
      discount,
      promoNote,
      appliedPromoCode,
      pricedTotal,
      total: isQuote ? null : pricedTotal,
      isQuote,
    },
  };
}
