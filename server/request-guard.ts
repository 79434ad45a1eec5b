/**
 * The first middleware of every request (docs/decisions/0009): refuses request shapes that no page or endpoint
 * accepts, before any routing work is spent on them. React Router's route matching is quadratic in the number of
 * path segments, so a long path of many segments could otherwise hold the CPU for seconds.
 */
import type { RequestHandler } from "express";

/** Longest accepted path, in bytes (the query string is not counted; Node caps the whole request head at 16 KB). */
export const MAX_PATH_BYTES = 2048;

/** The most path segments any route has is 4 (`/booking/confirmed/{token}/calendar.ics`); beyond this, nothing matches. */
export const MAX_PATH_SEGMENTS = 8;

/** The path part of a raw request target, without the query string. */
export const rawPathOf = (url: string) => {
  const q = url.indexOf("?");
  return q === -1 ? url : url.slice(0, q);
};

/** Why a request target is refused before routing, or null when it may go on. */
export function requestTargetProblem(url: string): { status: 400 | 414; message: string } | null {
  const rawPath = rawPathOf(url);
  if (Buffer.byteLength(rawPath) > MAX_PATH_BYTES)
    return { status: 414, message: `The address is too long (at most ${MAX_PATH_BYTES} bytes).` };
  try {
    decodeURIComponent(rawPath);
  } catch {
    return { status: 400, message: "The address has malformed percent-encoding." };
  }
  return null;
}

/** More segments than any route has: such a path can only be "not found" (counted cheaply, without splitting). */
export function hasTooManySegments(rawPath: string): boolean {
  let count = 0;
  for (let i = 0; i < rawPath.length; i++)
    if (rawPath.charCodeAt(i) === 47 /* "/" */ && ++count > MAX_PATH_SEGMENTS) return true;
  return false;
}

/**
 * Stands in for a path deeper than any route: it matches no route either, so React Router renders the same 404
 * page, without matching hundreds of segments first.
 */
export const DEEP_PATH_STAND_IN = "/not-found";

export function requestGuard(): RequestHandler {
  return (req, res, next) => {
    const problem = requestTargetProblem(req.url);
    if (!problem) {
      if (hasTooManySegments(rawPathOf(req.url))) req.url = req.originalUrl = DEEP_PATH_STAND_IN;
      return next();
    }
    res
      .status(problem.status)
      .set({ "Cache-Control": "no-store", Connection: "close" })
      .type("text/plain")
      .send(problem.message);
  };
}

/**
 * Is this a change sent by another site's page (cross-site request forgery)? Only when the browser says so: an
 * Origin that is none of ours, or, without an Origin, a Sec-Fetch-Site other than same-origin or none (a request
 * that carries neither, from a script or an old browser, is not a browser's cross-site post).
 */
export function isCrossSiteChange(
  method: string,
  headers: { origin?: string | undefined; secFetchSite?: string | undefined },
  ownOrigins: readonly string[],
): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (headers.origin) return !ownOrigins.includes(headers.origin);
  return headers.secFetchSite !== undefined && !["same-origin", "none"].includes(headers.secFetchSite);
}

/**
 * Refuses a change another site's page sends (the booking form, a customer's page; the dashboard checks even more
 * strictly itself): 403 with a plain message and its one request log line, before any route runs. Stripe's webhooks
 * come from Stripe's servers with a signature instead (docs/decisions/0029).
 */
export function crossSiteGuard(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.path.startsWith("/webhooks/")) return next();
    const own = `${req.protocol}://${req.get("host") ?? ""}`;
    const cross = isCrossSiteChange(
      req.method,
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") },
      [own, site],
    );
    if (!cross) return next();
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .type("text/plain")
      .send("This form must be sent from our own website. Please go back to our page and try again.");
  };
}
