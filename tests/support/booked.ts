/**
 * Bookings made as the booking service makes them (submitBooking), for unit tests on a storage of their own: the
 * options a test books with, and a booking made and read back as stored. The input: tests/support/booking-input.ts.
 */
import type { BookingOptions } from "../../app/booking/context.server";
import { bookingLimiter } from "../../app/booking/limits.server";
import type { StoredBooking } from "../../app/booking/model";
import { submitBooking } from "../../app/booking/service.server";
import type { BookingRepository } from "../../app/storage/bookings.server";

/**
 * The options a test books with at `now`: `repo`, room for 20 a window, no card payments, limits no test reaches,
 * e-mails of https://ns.example to owner@ns.example; `over` changes any of them.
 */
export const bookingOptions = (
  repo: BookingRepository,
  now: Date,
  over: Partial<BookingOptions> = {},
): BookingOptions & { repo: BookingRepository } => ({
  repo,
  capacity: 20,
  now,
  gateway: null,
  openPerCustomer: 50,
  limiter: bookingLimiter({ per10Minutes: 1_000, perDay: 1_000 }),
  mail: { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" },
  ...over,
});

/** `input` booked through submitBooking with `options`, as stored; any answer but 201 is thrown. */
export async function booked(
  input: Record<string, unknown>,
  options: BookingOptions & { repo: BookingRepository },
): Promise<StoredBooking> {
  const answer = await submitBooking(input, options);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer));
  return (await options.repo.findByReference(answer.reference))!;
}
