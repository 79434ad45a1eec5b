/**
 * Arrival windows (docs/decisions/0010): derived from the site's hours, two hours each, and how they are written.
 * Also the availability contract of `GET /api/availability/{date}`. Pure and browser-safe.
 */
import { site } from "../../content/site.ts";

/** Length of an arrival window in hours. */
export const WINDOW_HOURS = 2;

/** An arrival window, local time in `site.timeZone`. */
export type ArrivalWindow = {
  /** "HH:MM", 24-hour, e.g. "07:00". This is the value a booking carries as `window`. */
  start: string;
  /** "HH:MM", 24-hour, e.g. "09:00". */
  end: string;
  /** Human label, e.g. "7:00 AM to 9:00 AM". */
  label: string;
};

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
};
const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "13:00" → "1:00 PM": the one clock format of every page, e-mail and calendar file. */
export function formatClock(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

function deriveWindows(open: string, close: string): ArrivalWindow[] {
  const windows: ArrivalWindow[] = [];
  const length = WINDOW_HOURS * 60;
  for (let start = toMinutes(open); start + length <= toMinutes(close); start += length) {
    const s = fromMinutes(start);
    const e = fromMinutes(start + length);
    windows.push({ start: s, end: e, label: `${formatClock(s)} to ${formatClock(e)}` });
  }
  return windows;
}

/** The arrival windows of every day, derived from `site.hours`: 07:00-09:00 … 17:00-19:00. */
export const arrivalWindows: readonly ArrivalWindow[] = Object.freeze(deriveWindows(site.hours.open, site.hours.close));

/** The window starting at `start` ("HH:MM"), or undefined. */
export function findWindow(start: string): ArrivalWindow | undefined {
  return arrivalWindows.find((w) => w.start === start);
}

/** True when `start` is the start of an arrival window. */
export function isWindowStart(start: unknown): start is string {
  return typeof start === "string" && findWindow(start) !== undefined;
}

/** "09:00", "11:00" → "9:00 AM – 11:00 AM". */
export function formatWindow(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

/** "every day from 7:00 AM to 8:00 PM", from the site's hours. */
export function hoursPhrase(hours: { days: string; open: string; close: string } = site.hours): string {
  return `${hours.days.toLowerCase()} from ${formatClock(hours.open)} to ${formatClock(hours.close)}`;
}

/** Why a window of a date cannot be booked: closed by the clock (past, too soon, outside the range) or full. */
export type WindowState = "open" | "full" | "closed";

/**
 * A window of a date with its places, as `GET /api/availability/{date}` answers (the booking issue's contract):
 * `available` is the number of places that can be booked now, 0 when the window is closed by the clock or full.
 */
export type WindowSlot = ArrivalWindow & {
  available: number;
  /** Places left by bookings alone (capacity − open bookings), whatever the clock says. */
  remaining: number;
  state: WindowState;
};

export type Availability = { date: string; windows: WindowSlot[] };

/** A window's slot from the places left and whether the clock allows it. */
export function windowSlot(window: ArrivalWindow, remaining: number, openByClock: boolean): WindowSlot {
  const left = Math.max(0, remaining);
  const state: WindowState = !openByClock ? "closed" : left === 0 ? "full" : "open";
  return { ...window, available: state === "open" ? left : 0, remaining: left, state };
}

/** A window's state on the chosen date, from the availability answer ("unknown" until it arrives). */
export function windowState(
  availability: Availability | null | undefined,
  start: string,
): { state: WindowState | "unknown"; available?: number } {
  const slot = availability?.windows.find((w) => w.start === start);
  return slot ? { state: slot.state, available: slot.available } : { state: "unknown" };
}

/** The owner's changes to a date's capacity: the whole date, and single windows (docs/decisions/0013). */
export type CapacityOverrides = { whole: number | null; windows: ReadonlyMap<string, number> };
export const noOverrides: CapacityOverrides = { whole: null, windows: new Map() };

/**
 * How many jobs a window of a date takes: 0 when the owner closed the whole date, else the window's own override,
 * else the date's, else the default (BOOKING_WINDOW_CAPACITY).
 */
export function effectiveCapacity(overrides: CapacityOverrides, windowStart: string, fallback: number): number {
  if (overrides.whole === 0) return 0;
  return overrides.windows.get(windowStart) ?? overrides.whole ?? fallback;
}
