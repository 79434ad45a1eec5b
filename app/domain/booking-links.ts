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

/** A bundle card's link: the bundle id plus each of its services with its tier. */
export function bundleBookingHref(bundle: Bundle, city?: string) {
  const params = new URLSearchParams({ bundle: bundle.id });
  for (const item of bundle.items) {
    params.append("service", item.service);
    params.set(getService(item.service)!.tierParam, item.tier);
  }
  if (city) params.set("city", city);
  return `/booking?${params.toString()}`;
}
