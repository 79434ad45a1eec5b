/**
 * The owner's catalog (docs/decisions/0038): prices and add-ons of each service, the bundles, the discounts and promo
 * codes, the week (open days, hours and so the arrival windows, places per window, the customers' change cut-off) and
 * the service area. One document, versioned by the server; this module is its pure side, shared by the browser (the
 * price preview) and the server: its types, the first version made from the typed content, the lookups the pricing
 * and the pages need, the arrival windows of a week, and the words that name catalog figures in the content's text.
 * Pure and browser-safe.
 */
import { bundles as contentBundles } from "../content/bundles.ts";
import type { BundleItem, ServiceId } from "../content/schema.ts";
import { services as contentServices } from "../content/services.ts";
import { site } from "../content/site.ts";

export type AddonUnit = "each" | "per-room";

export type CatalogTier = {
  code: string;
  label: string;
  /** Whole cents, or null for a quote ("to be quoted"). */
  priceCents: number | null;
  /** How long the crew works on it: whole minutes, 15 to 720, a multiple of 5 (docs/decisions/0044). */
  minutes: number;
  /** Offered on the site and in new bookings; a tier no longer offered stays on the bookings that have it. */
  offered: boolean;
};

export type CatalogAddon = {
  id: string;
  label: string;
  priceCents: number;
  /** `per-room`: the quantity is a number of rooms. */
  unit: AddonUnit;
  maxQuantity: number;
  /** Minutes of work per unit, 0 to 240 (docs/decisions/0044). */
  minutes: number;
  offered: boolean;
};

export type CatalogService = { id: ServiceId; tiers: CatalogTier[]; addons: CatalogAddon[] };

/** A fixed-price package: its services with their tiers (and included add-ons), at `priceCents`. */
export type CatalogBundle = { id: string; items: BundleItem[]; priceCents: number; offered: boolean };

export type PromoCode = {
  /** Upper case, as customers type it (case-insensitive). */
  code: string;
  /** Exactly one of `percentOff` and `amountOffCents` is set. */
  percentOff: number | null;
  amountOffCents: number | null;
  firstOrderOnly: boolean;
  /** A customer (e-mail or phone) may use it once. */
  oncePerCustomer: boolean;
  /** "YYYY-MM-DD", America/Chicago days, both included; null: no limit. */
  startsOn: string | null;
  endsOn: string | null;
  /** Uses in all (bookings that were not left unpaid); null: no limit. */
  maxUses: number | null;
  active: boolean;
};

export type Week = {
  /** 0 = Sunday … 6 = Saturday. */
  openWeekdays: number[];
  /** "HH:MM": the first arrival window starts at `opens`; the last ends by `closes`. */
  opens: string;
  closes: string;
  capacityPerWindow: number;
  changeCutoffHours: number;
  /** Travel between two consecutive jobs of a crew: this base (0 to 120 minutes)… */
  travelBaseMinutes: number;
  /** …plus this many minutes per straight-line mile between their ZIPs' centres (0 to 10), docs/decisions/0044. */
  travelMinutesPerMile: number;
};

export type ServiceArea = {
  radiusMiles: number;
  /** ZIPs served whatever their distance (each needs a centroid we know). */
  alwaysServed: string[];
  /** ZIPs never served, whatever their distance. */
  neverServed: string[];
};

export type Catalog = {
  /** The version in force (1 is made from the typed content); 0 for a document not saved yet. */
  version: number;
  services: CatalogService[];
  bundles: { percentOff: number; items: CatalogBundle[] };
  discounts: { multiServicePercent: number };
  promoCodes: PromoCode[];
  week: Week;
  serviceArea: ServiceArea;
};

/** The settings that were the catalog's figures before it was data: the first version takes them. */
export type CatalogSettings = { capacityPerWindow: number; changeCutoffHours: number; radiusMiles: number };
export const DEFAULT_CATALOG_SETTINGS: CatalogSettings = {
  capacityPerWindow: 2,
  changeCutoffHours: 24,
  radiusMiles: 15,
};

/**
 * The travel rule of a catalog that does not say (docs/decisions/0044, README "Travel between jobs"): road speed, the
 * straight-line miles × ~1.3 on the roads at ~50 mph ≈ 1.5 minutes a mile, plus 10 minutes to park and load (issue 55:
 * the first defaults, 15 + 3, priced Dallas → Fort Worth at 1 h 55 for a 40-minute drive). A version saved with other
 * figures keeps them.
 */
export const DEFAULT_TRAVEL = { travelBaseMinutes: 10, travelMinutesPerMile: 1.5 } as const;

/** The first version of the catalog: the typed content's prices, add-ons, bundles and codes, and `settings`. */
export function defaultCatalog(settings: CatalogSettings = DEFAULT_CATALOG_SETTINGS): Catalog {
  const promo = (code: string): PromoCode => ({
    code,
    percentOff: site.promo.percentOff,
    amountOffCents: null,
    firstOrderOnly: true,
    oncePerCustomer: false,
    startsOn: null,
    endsOn: null,
    maxUses: null,
    active: true,
  });
  return {
    version: 1,
    services: contentServices.map((s) => ({
      id: s.id,
      tiers: s.tiers.map((t) => ({
        code: t.code,
        label: t.label,
        priceCents: t.price,
        minutes: t.minutes,
        offered: true,
      })),
      addons: s.addons.map((a) => ({
        id: a.id,
        label: a.label,
        priceCents: a.price,
        unit: a.unit,
        maxQuantity: a.maxQuantity,
        minutes: a.minutes,
        offered: true,
      })),
    })),
    bundles: {
      percentOff: site.multiServiceDiscountPercent,
      items: contentBundles.map((b) => ({ id: b.id, items: b.items, priceCents: b.bundlePrice, offered: true })),
    },
    discounts: { multiServicePercent: site.multiServiceDiscountPercent },
    // the advertised code first; the other spelling the original site showed is accepted too
    promoCodes: [site.promo.code, ...site.promo.acceptedCodes.filter((c) => c !== site.promo.code)].map(promo),
    week: {
      openWeekdays: [0, 1, 2, 3, 4, 5, 6],
      opens: site.hours.open,
      closes: site.hours.close,
      capacityPerWindow: settings.capacityPerWindow,
      changeCutoffHours: settings.changeCutoffHours,
      ...DEFAULT_TRAVEL,
    },
    serviceArea: { radiusMiles: settings.radiusMiles, alwaysServed: [], neverServed: [] },
  };
}

/**
 * A catalog saved before jobs had lengths (docs/decisions/0044), with them: each tier and add-on the first version
 * knows takes its length; a size the owner added, its service's longest first-version size; an extra, none; the
 * week, the default travel. A catalog that has them is returned as it is.
 */
export function withLengths(catalog: Catalog): Catalog {
  const first = defaultCatalog();
  const longest = (service: string) =>
    Math.max(...(catalogService(first, service)?.tiers ?? []).map((t) => t.minutes), 15);
  // each object rebuilt in the schema's order of keys, so that a document compares (catalogBody) as saved
  return {
    ...catalog,
    services: catalog.services.map((s) => ({
      id: s.id,
      tiers: s.tiers.map(({ code, label, priceCents, minutes, offered }) => ({
        code,
        label,
        priceCents,
        minutes: minutes ?? catalogTier(first, s.id, code)?.minutes ?? longest(s.id),
        offered,
      })),
      addons: s.addons.map(({ id, label, priceCents, unit, maxQuantity, minutes, offered }) => ({
        id,
        label,
        priceCents,
        unit,
        maxQuantity,
        minutes: minutes ?? catalogAddon(first, s.id, id)?.minutes ?? 0,
        offered,
      })),
    })),
    week: {
      ...catalog.week,
      travelBaseMinutes: catalog.week.travelBaseMinutes ?? DEFAULT_TRAVEL.travelBaseMinutes,
      travelMinutesPerMile: catalog.week.travelMinutesPerMile ?? DEFAULT_TRAVEL.travelMinutesPerMile,
    },
  };
}

/** The document without its version: what two versions are compared by, and the build's fingerprint is made of. */
export const catalogBody = (catalog: Catalog) => JSON.stringify({ ...catalog, version: undefined });

// --- Lookups ------------------------------------------------------------------------------------------------------

export const catalogService = (catalog: Catalog, id: string) => catalog.services.find((s) => s.id === id);
export const catalogTier = (catalog: Catalog, service: string, code: string) =>
  catalogService(catalog, service)?.tiers.find((t) => t.code === code);
export const catalogAddon = (catalog: Catalog, service: string, id: string) =>
  catalogService(catalog, service)?.addons.find((a) => a.id === id);
export const catalogBundle = (catalog: Catalog, id: string) => catalog.bundles.items.find((b) => b.id === id);

/** The lowest price of a service's offered tiers, in cents: the "Starting at" figure (null: all to be quoted). */
export function startingPriceOf(catalog: Catalog, service: string): number | null {
  const prices = (catalogService(catalog, service)?.tiers ?? []).flatMap((t) =>
    t.offered && t.priceCents !== null ? [t.priceCents] : [],
  );
  return prices.length === 0 ? null : Math.min(...prices);
}

/** A bundle's items at list price (their tiers and included add-ons), in cents. */
export function bundleListPriceOf(catalog: Catalog, items: readonly BundleItem[]): number {
  return items.reduce((sum, item) => {
    const tier = catalogTier(catalog, item.service, item.tier)?.priceCents ?? 0;
    const addons = item.addons.reduce(
      (s, a) => s + (catalogAddon(catalog, item.service, a.id)?.priceCents ?? 0) * a.quantity,
      0,
    );
    return sum + tier + addons;
  }, 0);
}

/** The bundle rule: a bundle costs its items at list price less the bundles' percent, rounded to whole dollars. */
export const bundlePriceRule = (listCents: number, percentOff: number) =>
  Math.round((listCents * (100 - percentOff)) / 100 / 100) * 100;

/** The promo code of the site's banner and pages: the first active first-order code, or null. */
export const advertisedPromo = (catalog: Catalog): PromoCode | null =>
  catalog.promoCodes.find((p) => p.active && p.firstOrderOnly) ?? null;

/** "15%" or "$20": what a code takes off. */
export const promoAmountLabel = (promo: PromoCode) =>
  promo.percentOff !== null ? `${promo.percentOff}%` : `$${((promo.amountOffCents ?? 0) / 100).toFixed(0)}`;

// --- The week -----------------------------------------------------------------------------------------------------

/** Length of an arrival window in hours. */
export const WINDOW_HOURS = 2;

/** "HH:MM" as minutes after midnight, and back: the arrival windows', the owner's hours' and the planner's times. */
export const toMinutes = (hhmm: string): number => {
  const colon = hhmm.indexOf(":");
  return Number(hhmm.slice(0, colon)) * 60 + Number(hhmm.slice(colon + 1));
};
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The arrival windows of a week's days ("HH:MM" starts and ends): two hours each, from `opens`, ending by `closes`. */
export function windowTimesOf(week: Pick<Week, "opens" | "closes">): { start: string; end: string }[] {
  const windows: { start: string; end: string }[] = [];
  const length = WINDOW_HOURS * 60;
  for (let start = toMinutes(week.opens); start + length <= toMinutes(week.closes); start += length)
    windows.push({ start: clockOf(start), end: clockOf(start + length) });
  return windows;
}

/** The weekday (0 = Sunday) of a "YYYY-MM-DD" date. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** True when the week opens on that date's weekday. */
export const isOpenDay = (week: Pick<Week, "openWeekdays">, date: string) =>
  week.openWeekdays.includes(weekdayOf(date));

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

// --- Words ---------------------------------------------------------------------------------------------------------

// The words that name the catalog's figures in the content's text (`{promoCode}`, `{multiPercent}`, …) and fill them:
// app/domain/catalog-words.ts, a module of its own with no import, so the pages' JavaScript carries none of this one
// (the content's first version, the booking rules). They are made from a catalog by `catalogWordsOf`
// (app/domain/catalog-facts.ts), on the server.
export {
  type CatalogWords,
  fillCatalogFaqs,
  fillCatalogText,
  fillCatalogWords,
  hoursMidSentence,
  namesPromo,
} from "./catalog-words.ts";
