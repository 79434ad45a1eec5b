import type { Bundle, ServiceId } from "~/content/schema";
import { getService } from "~/content/services";

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
