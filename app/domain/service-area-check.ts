/**
 * The service-area check itself (README, Configuration: `SERVICE_RADIUS_MILES`), on the ZIP centroids generated at
 * build time (scripts/build-zips.ts): only the Texas ZIPs within ZIP_DATA_RANGE_MILES (40) of a city, so a radius
 * larger than that serves no more ZIPs. Pure; used by the server (the API and the booking handler).
 */
import { cityList, findCityRef } from "../content/city-list.ts";
import { dfwZips, ZIP_DATA_RANGE_MILES } from "../content/generated/dfw-zips.ts";
import { haversineMiles } from "../lib/geo.ts";
import type { ServiceArea } from "./catalog";
import { type ServiceAreaAnswer, ZIP_RE } from "./service-area.ts";

const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * Checks a ZIP against the catalog's service area (docs/decisions/0038): its radius in miles, and the ZIPs the owner
 * always or never serves. Returns null for a malformed ZIP (not exactly five digits).
 *
 * - ZIP in the data: `miles` = distance to the nearest city, rounded to one decimal; `served` = `miles <= radius`
 *   (the rounded figure, the one the visitor sees), or the owner's word for it; `city` = the nearest city's slug,
 *   served or not.
 * - ZIP not in the data: `{ served: false, city: null, miles: null }`.
 */
export function checkZip(zip: string, area: Pick<ServiceArea, "radiusMiles" | "alwaysServed" | "neverServed">) {
  const answer = byDistance(zip, area.radiusMiles);
  if (!answer) return null;
  if (area.neverServed.includes(zip)) return { ...answer, served: false };
  if (area.alwaysServed.includes(zip) && answer.city) return { ...answer, served: true };
  return answer;
}

function byDistance(zip: string, radiusMiles: number): ServiceAreaAnswer | null {
  if (!ZIP_RE.test(zip)) return null;
  const centroid = dfwZips.get(zip);
  if (!centroid) return { zip, served: false, city: null, miles: null };
  const [lat, lng] = centroid;
  let nearest: { slug: string; miles: number } | null = null;
  for (const city of cityList) {
    const miles = haversineMiles({ lat, lng }, city);
    if (!nearest || miles < nearest.miles) nearest = { slug: city.slug, miles };
  }
  // Only a stale data module (a city removed since it was generated) could leave a ZIP farther than the data range.
  if (!nearest || nearest.miles > ZIP_DATA_RANGE_MILES) return { zip, served: false, city: null, miles: null };
  const miles = round1(nearest.miles);
  return { zip, served: miles <= radiusMiles, city: nearest.slug, miles };
}

/** Great-circle miles, one decimal, from a ZIP's centroid to a city of ours; null for an unknown ZIP or city. */
export function zipToCityMiles(zip: string, citySlug: string): number | null {
  const centroid = dfwZips.get(zip);
  const city = findCityRef(citySlug);
  if (!centroid || !city) return null;
  return round1(haversineMiles({ lat: centroid[0], lng: centroid[1] }, city));
}

/**
 * Straight-line miles between two ZIPs' centroids (the planner's travel, docs/decisions/0044); null when either is
 * not in the data.
 */
export function zipMiles(a: string, b: string): number | null {
  const from = dfwZips.get(a);
  const to = dfwZips.get(b);
  if (!from || !to) return null;
  return haversineMiles({ lat: from[0], lng: from[1] }, { lat: to[0], lng: to[1] });
}
