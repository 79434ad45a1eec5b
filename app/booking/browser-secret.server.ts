/**
 * The booking form's browser secret (docs/decisions/0024): a random value in a cookie, given with the /booking page.
 * A form sent without JavaScript carries no idempotency key of its own; the action makes one of this secret and the
 * booking's details (`idempotencyScope` of `submitBooking`), so a double submit books once. It is renewed after each
 * booking, so the same details booked again later (after a cancellation) are a new booking.
 *
 * The /booking page is kept by the server for the day (app/lib/kept-page.ts): `keptForTheDay` declares it, with
 * this cookie, which the server then gives to the visitors of the kept page who have none.
 */
import { addDays, dateInZone, zonedTimeToInstant } from "../domain/booking/dates";
import {
  cookieDeclaration,
  KEEP_UNTIL,
  KEEP_VISITOR_COOKIE,
  newVisitorSecret,
  visitorCookie,
  visitorSecretOf,
} from "../lib/kept-page";
import { getEnv } from "../utils/env.server";
import { BOOKING_COOKIE_DAYS, BOOKING_COOKIE_NAME } from "../content/privacy";

const NAME = BOOKING_COOKIE_NAME;

/**
 * HttpOnly, SameSite=Lax, Secure when SITE_URL is https, for 30 days. Unsigned: a made-up value only scopes its
 * sender's own keys.
 */
const declaration = () =>
  cookieDeclaration(NAME, [
    `Max-Age=${BOOKING_COOKIE_DAYS * 24 * 60 * 60}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(getEnv().SITE_URL.startsWith("https:") ? ["Secure"] : []),
  ]);

/** The secret a request carries, or null. */
export const bookingSecretOf = (cookieHeader: string | null | undefined): string | null =>
  visitorSecretOf(cookieHeader, NAME);

/** A `Set-Cookie` value with a new secret. */
export const newBookingSecretCookie = (): string => visitorCookie(declaration(), newVisitorSecret());

/** The headers that give a visitor without a secret one: set with every /booking page. */
export const bookingSecretCookieFor = (cookieHeader: string | null | undefined): Record<string, string> =>
  bookingSecretOf(cookieHeader) ? {} : { "Set-Cookie": newBookingSecretCookie() };

/** The keep declaration among a loader's headers, for the route's `headers` to pass on. */
export const keptPageHeaders = (loaderHeaders: Headers): Record<string, string> =>
  Object.fromEntries(
    [KEEP_UNTIL, KEEP_VISITOR_COOKIE].flatMap((name) => {
      const value = loaderHeaders.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );

/** The headers that have the server keep the page until the next midnight in America/Chicago, with this cookie. */
export const keptForTheDay = (now: Date): Record<string, string> => ({
  [KEEP_UNTIL]: zonedTimeToInstant(addDays(dateInZone(now), 1), "00:00").toISOString(),
  [KEEP_VISITOR_COOKIE]: declaration(),
});
