/**
 * GET /api/service-area/:zip: is a ZIP in our service area (resource route; README, Booking API)?
 *
 * - 200 `{ zip, served, city, miles }` with `Cache-Control: public, max-age=86400` for any five-digit ZIP.
 *   `served`: its centroid is within SERVICE_RADIUS_MILES of one of our cities. `city`: the nearest city's slug,
 *   also for a near-miss; null, like `miles`, when the ZIP is not in our data (more than 40 miles from every city,
 *   not Texan, PO boxes only, or no ZIP at all). `miles`: to the nearest city, one decimal.
 * - With `?city={slug}` (the city chosen in the booking form), the answer adds `cityMiles`: from the ZIP's centre to
 *   that city, one decimal (null for an unknown ZIP or city), so the form can point out a ZIP and city that disagree.
 * - 400 `{ error }` with `Cache-Control: no-store` for anything but exactly five digits.
 *
 * The answer depends only on the ZIP, the generated data and the radius setting, so shared caches may keep it a day.
 */
import { ZIP_FORMAT_MESSAGE } from "../domain/service-area";
import { checkZip, zipToCityMiles } from "../domain/service-area-check";
import { getCatalog } from "../catalog/catalog.server";
import type { Route } from "./+types/api.service-area";

export function loader({ params, request }: Route.LoaderArgs) {
  const answer = checkZip(params.zip, getCatalog().serviceArea);
  if (!answer)
    return Response.json({ error: ZIP_FORMAT_MESSAGE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const city = new URL(request.url).searchParams.get("city");
  const body = city === null ? answer : { ...answer, cityMiles: zipToCityMiles(params.zip, city) };
  return Response.json(body, { headers: { "Cache-Control": "public, max-age=86400" } });
}
