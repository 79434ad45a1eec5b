/**
 * How a booking's status may change (docs/decisions/0013): requested → confirmed → completed, cancelled from an open
 * state. Customer self-service (docs/decisions/0012): an open booking may be moved or cancelled by its customer until
 * the cut-off before its window starts; after that, they phone. Pure and browser-safe.
 */
import { dateInZone, zonedTimeToInstant } from "./dates.ts";

/** `expired`: an unpaid booking whose hold ended (docs/decisions/0029); it holds no place and changes no more. */
export type BookingStatus = "requested" | "confirmed" | "completed" | "cancelled" | "expired";

/** The status changes the owner may make. */
export const STATUS_CHANGES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
  expired: [],
};

/** The arrival estimates the owner picks from when telling a customer the crew is on its way (docs/decisions/0035). */
export const ON_MY_WAY_MINUTES = [15, 30, 45, 60] as const;
export type OnMyWayMinutes = (typeof ON_MY_WAY_MINUTES)[number];
export const isOnMyWayMinutes = (value: number): value is OnMyWayMinutes =>
  (ON_MY_WAY_MINUTES as readonly number[]).includes(value);
/** Past the longest estimate, "on my way" is no news: a message not sent by then is withdrawn, and never resent. */
export const ON_MY_WAY_STALE_MS = Math.max(...ON_MY_WAY_MINUTES) * 60_000;

/**
 * A job is marked completed on or after its date, in America/Chicago (issue 37): not before the visit happened, which
 * would ask for a review of a visit still to come. The day it may be, or null when it may be now.
 */
export const completableFrom = (booking: { date: string }, now: Date): string | null =>
  booking.date > dateInZone(now) ? booking.date : null;

/** Bookings in these states hold a place and may change. */
export const OPEN_STATUSES = ["requested", "confirmed"] as const;
export const isOpenStatus = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** Why the customer cannot change the booking themselves now, or null when they can. */
export function customerChangeBlock(
  booking: { status: string; date: string; windowStart: string },
  now: Date,
  cutoffHours: number,
): "cancelled" | "closed" | "cutoff" | null {
  if (booking.status === "cancelled") return "cancelled";
  if (!isOpenStatus(booking.status)) return "closed";
  const starts = zonedTimeToInstant(booking.date, booking.windowStart).getTime();
  return starts - now.getTime() < cutoffHours * 3600_000 ? "cutoff" : null;
}
