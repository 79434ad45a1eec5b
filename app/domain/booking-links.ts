import type { Bundle, ServiceId } from "~/content/schema";
import { serviceIds } from "~/content/service-ids";
import { getService } from "~/content/services";

/**
 * The query parameters the third-party booking widget may be given as prefill (embed mode; issue 56): the order and
 * the place, nothing else. Never `again` (a customer's page token, a bearer secret) nor a parameter we do not know:
 * the widget's host would receive, and may log, whatever its frame's URL carries.
 */
export const WIDGET_PREFILL_PARAMS: readonly string[] = [
  "service",
  ...serviceIds.map((id) => getService(id)!.tierParam),
  "bundle",
  "city",
  "zip",
  "address",
];

/** "Book again" links carry the customer's page token in this parameter: our own page reads it, no one else. */
export const BOOK_AGAIN_TOKEN_PARAM = "again";

/** The scheduling page's URL with the visitor's prefill parameters added (the configured ones win on a clash). */
export function widgetFrameUrl(frameUrl: string, search: URLSearchParams): string {
  const url = new URL(frameUrl);
  const own = new Set(url.searchParams.keys());
  for (const [name, value] of search)
    if (WIDGET_PREFILL_PARAMS.includes(name) && !own.has(name)) url.searchParams.append(name, value);
  return url.toString();
}

/**
 * Links into the booking page, using the booking page's query parameters
 * section 2 (`service`, `rooms`, `load`, `area`, `city`) plus `bundle`.
 */
export function bookingHref(options: { service?: ServiceId; tier?: string; city?: string } = {}) {
  const params = new URLSearchParams();
  if (options.service) {
    params.set("service", options.service);
    if (options.tier) params.set(getService(options.service)!.tierParam, options.tier);
  }
  if (options.city) params.set("city", options.city);
  const query = params.toString();
  return query ? `/booking?${query}` : "/booking";
}

/**
 * "Book again" from a customer's page (issue 37): the same services with their tiers (or the same bundle), city,
 * street address and ZIP, filled in on `/booking`.
 */
export function bookAgainHref(booking: {
  bundleId: string | null;
  lines: readonly { service: ServiceId; tier: string }[];
  city: string;
  address: string;
  zip: string;
}) {
  const params = new URLSearchParams();
  if (booking.bundleId) params.set("bundle", booking.bundleId);
  for (const line of booking.lines) {
    params.append("service", line.service);
    params.set(getService(line.service)!.tierParam, line.tier);
  }
  if (booking.city) params.set("city", booking.city);
  if (booking.address) params.set("address", booking.address);
  if (booking.zip) params.set("zip", booking.zip);
  return `/booking?${params.toString()}`;
}

/** A bundle card's link: the bundle id plus each of its services with its tier. */
export function bundleBookingHref(bundle: Pick<Bundle, "id" | "items">, city?: string) {
  const params = new URLSearchParams({ bundle: bundle.id });
  for (const item of bundle.items) {
    params.append("service", item.service);
    params.set(getService(item.service)!.tierParam, item.tier);
  }
  if (city) params.set("city", city);
  return `/booking?${params.toString()}`;
}
