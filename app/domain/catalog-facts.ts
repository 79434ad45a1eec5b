/**
 * What the public pages show of the owner's catalog (docs/decisions/0038): each page's loader takes these facts from
 * the catalog in force and sends them as loader data; its components show them, with the words of the typed content
 * (titles, descriptions, features, bundle names), and the words that name its figures in their text
 * (./catalog-words.ts). Only what is offered is shown. Pure; used by loaders (server side).
 */
import { getBundle } from "../content/bundles.ts";
import type { ServiceId } from "../content/schema.ts";
import { serviceIds } from "../content/service-ids.ts";
import { hoursLabelIn } from "./booking/windows.ts";
import type { Locale } from "../i18n/locale.ts";
import {
  type AddonUnit,
  advertisedPromo,
  bundleListPriceOf,
  type Catalog,
  catalogService,
  promoAmountLabel,
  startingPriceOf,
} from "./catalog.ts";
import type { CatalogWords } from "./catalog-words.ts";

/** A tier as a page shows it: `priceCents` null for a quote ("Custom quote"). */
export type TierFact = { code: string; label: string; priceCents: number | null };

/** An add-on as a page shows it. */
export type AddonFact = { id: string; label: string; priceCents: number; unit: AddonUnit };

/**
 * A bundle as a page shows it: its id, its price, and its items at list price (the savings are the difference). A
 * tuple, not an object: it travels in the home page's HTML, whose every byte counts (docs/decisions/0025).
 */
export type BundleFact = readonly [id: string, priceCents: number, listCents: number];

/** Each service's "Starting at" figure in cents (null: none of its offered tiers has a price). */
export type StartingPrices = Record<ServiceId, number | null>;

/** The offered tiers of a service, in the catalog's order. */
export function offeredTiers(catalog: Catalog, service: ServiceId): TierFact[] {
  return (catalogService(catalog, service)?.tiers ?? []).flatMap((t) =>
    t.offered ? [{ code: t.code, label: t.label, priceCents: t.priceCents }] : [],
  );
}

/** The offered add-ons of a service, in the catalog's order. */
export function offeredAddons(catalog: Catalog, service: ServiceId): AddonFact[] {
  return (catalogService(catalog, service)?.addons ?? []).flatMap((a) =>
    a.offered ? [{ id: a.id, label: a.label, priceCents: a.priceCents, unit: a.unit }] : [],
  );
}

export function startingPrices(catalog: Catalog): StartingPrices {
  return Object.fromEntries(serviceIds.map((id) => [id, startingPriceOf(catalog, id)])) as StartingPrices;
}

/** The offered bundles that the content has words for (a name, features), in the catalog's order. */
export function offeredBundles(catalog: Catalog): BundleFact[] {
  return catalog.bundles.items.flatMap((b) =>
    b.offered && getBundle(b.id) ? [[b.id, b.priceCents, bundleListPriceOf(catalog, b.items)] as const] : [],
  );
}

/**
 * The words of `catalog` that the content's tokens name and the layout shows (./catalog-words.ts): the advertised
 * code and what it takes off ("" and "" without one), the percents, the week's hours.
 */
export function catalogWordsOf(catalog: Catalog, locale: Locale = "en"): CatalogWords {
  const promo = advertisedPromo(catalog);
  return {
    promoCode: promo?.code ?? "",
    promoOff: promo ? promoAmountLabel(promo) : "",
    multiPercent: `${catalog.discounts.multiServicePercent}%`,
    hoursLabel: hoursLabelIn(locale, catalog.week),
  };
}
