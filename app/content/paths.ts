import { cityList } from "./city-list.ts";
import { serviceIds } from "./service-ids.ts";
import { pathIn, spanishPages } from "../i18n/locale.ts";

/**
 * Every content page, derived from the content data. Used by the pre-renderer
 * and by the browser tests, so a new city or service is picked up everywhere.
 */
export function prerenderPaths(): string[] {
  const staticPages = ["/", "/bundles", "/about", "/contact", "/blog", "/locations"];
  const servicePages = serviceIds.map((s) => `/services/${s}`);
  const citySlugs = cityList.map((c) => c.slug);
  const cityPages = citySlugs.map((c) => `/locations/${c}`);
  const serviceCityPages = serviceIds.flatMap((s) => citySlugs.map((c) => `/services/${s}/${c}`));
  // the pages with a Spanish version, under /es (docs/decisions/0052)
  const spanish = spanishPages().map((p) => pathIn("es", p));
  return [...staticPages, ...servicePages, ...cityPages, ...serviceCityPages, ...spanish];
}

/**
 * Server-rendered pages that search engines may index too (not pre-rendered: /booking reads the clock and the
 * query; /reviews shows a review as soon as it is sent; /privacy says what the payment mode the server runs in does).
 */
export const indexableDynamicPaths = ["/booking", "/reviews", "/privacy"] as const;

/** Every indexable page: the sitemap's list, and the pages that get a share image of their own. */
export function sitemapPaths(): string[] {
  return [...prerenderPaths(), ...indexableDynamicPaths];
}

let indexable: Set<string> | undefined;

/** Whether `path` is one of `sitemapPaths()`. */
export function isIndexable(path: string): boolean {
  indexable ??= new Set(sitemapPaths());
  return indexable.has(path);
}
