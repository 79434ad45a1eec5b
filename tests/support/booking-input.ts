/**
 * What a visitor sends to book (the input of `submitBooking`, the JSON of `POST /api/bookings`), for the booking
 * service's tests: a valid order of two services with a contact no other input of this process has, so that no
 * two bookings share a customer by accident.
 */
let seq = 0;

export function bookingInput(date: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = ++seq;
  return {
    services: [
      { service: "cleaning", tier: "2", addons: [{ id: "oven", quantity: 1 }] },
      { service: "junk-removal", tier: "medium", addons: [] },
    ],
    date,
    window: "09:00",
    city: "dallas",
    address: "100 Main St",
    zip: "75201",
    name: "Pat Doe",
    phone: `(214) 555-${1000 + (n % 9000)}`,
    email: `pat${n}@example.com`,
    ...overrides,
  };
}

/** A 2BR/2BA clean alone on `date` at `window`, from a contact of its own. */
export const cleaningInput = (date: string, window = "13:00", overrides: Record<string, unknown> = {}) =>
  bookingInput(date, { window, services: [{ service: "cleaning", tier: "2", addons: [] }], ...overrides });
