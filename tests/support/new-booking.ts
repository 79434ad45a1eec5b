/**
 * A new booking for the storage tests: valid, priced by the server's own rules, and with a contact (name, phone,
 * e-mail) that no other booking of this process has, so that the first-order and open-booking rules see a new
 * customer unless a test says otherwise.
 */
import type { NewBooking } from "../../app/booking/model";
import { type Catalog, defaultCatalog } from "../../app/domain/catalog";
import { priceOrder } from "../../app/domain/pricing";

let seq = 0;

/** The quote of `lines` (a 2BR/2BA clean unless told) by the server's own pricing, in `catalog` (the first one). */
export function pricedQuote(
  lines: NewBooking["lines"] = [{ service: "cleaning", tier: "2", addons: [] }],
  catalog: Catalog = defaultCatalog(),
): NewBooking["quote"] {
  const priced = priceOrder({ lines }, catalog);
  if (!priced.ok) throw new Error("a booking fixture with an invalid order");
  return priced.quote;
}

export function newBooking(date: string, window: string, patch: Partial<NewBooking> = {}): NewBooking {
  const n = ++seq;
  const lines = patch.lines ?? [{ service: "cleaning", tier: "2", addons: [] }];
  return {
    date,
    windowStart: window,
    windowEnd: `${String(Number(window.slice(0, 2)) + 2).padStart(2, "0")}:00`,
    bundleId: null,
    lines,
    quote: pricedQuote(lines),
    promoCode: null,
    city: "dallas",
    address: "1 Main St",
    zip: "75201",
    name: `Customer ${n}`,
    phone: `(214) 555-${1000 + (n % 9000)}`,
    email: `customer${n}@example.com`,
    notes: null,
    ...patch,
  };
}
