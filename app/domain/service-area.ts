/**
 * The service-area check (README, Configuration: `SERVICE_RADIUS_MILES`): a ZIP is served when its centroid lies
 * within the service radius of one of our cities; the nearest city is "its" city.
 *
 * This module is the vocabulary (shape of a ZIP, the answer, the sentences), pure and light enough for the browser;
 * the check itself, with the ZIP data, is service-area-check.ts (the server's, through `GET /api/service-area`).
 */

import type { Locale } from "../i18n/locale.ts";
import { translate } from "../i18n/messages.ts";

/** A well-formed ZIP: exactly five digits (no ZIP+4, no spaces). */
export const ZIP_RE = /^\d{5}$/;

/** What to tell a visitor whose input does not match ZIP_RE. */
export const zipFormatMessage = (locale: Locale = "en") => translate(locale, "zip.format");
export const ZIP_FORMAT_MESSAGE = zipFormatMessage("en");

/** The answer for one well-formed ZIP. */
export type ServiceAreaAnswer = {
  zip: string;
  /** the centroid is within the service radius of a city (`miles <= radius`) */
  served: boolean;
  /**
   * The slug of the nearest city: when served, and also when not served but the ZIP is in the data (within
   * ZIP_DATA_RANGE_MILES of a city), so the visitor can be told which city is nearest. null for a ZIP not in the
   * data (farther away, not Texan, PO-box-only or not a ZIP at all).
   */
  city: string | null;
  /** great-circle miles from the centroid to the nearest city, one decimal; null when the ZIP is not in the data */
  miles: number | null;
};

/**
 * The visitor-facing sentence for an answer, e.g. "Yes, we serve 75201 (Dallas)." Out of area, it names the nearest
 * city when there is one and always the phone number (the owner may still take the job by phone).
 *
 * @param cityName the display name of a city slug
 * @param phone our phone number as displayed (site.phone), passed in by the caller
 */
export function serviceAreaMessage(
  answer: ServiceAreaAnswer,
  cityName: (slug: string) => string,
  phone: string,
  locale: Locale = "en",
): string {
  const { zip } = answer;
  if (answer.served && answer.city) return translate(locale, "zip.served", { zip, city: cityName(answer.city) });
  if (answer.city && answer.miles !== null)
    return translate(locale, "zip.outside-near", {
      zip,
      city: cityName(answer.city),
      miles: answer.miles.toFixed(1),
      phone,
    });
  return translate(locale, "zip.outside", { zip, phone });
}

/** A gentle word when the ZIP's centre is farther than the radius from the city chosen for it (null: no mismatch). */
export function cityMismatchMessage(zip: string, cityName: string, cityMiles: number | null, radiusMiles: number) {
  if (cityMiles === null || cityMiles <= radiusMiles) return null;
  return `${zip} is about ${Math.round(cityMiles)} miles from ${cityName}. Please check the city or the ZIP code.`;
}
