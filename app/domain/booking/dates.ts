/**
 * Booking dates (docs/decisions/0010): today up to 60 days ahead in America/Chicago, a same-day window only 2 hours
 * ahead. Dates are "YYYY-MM-DD" strings; instants are computed with `Intl`, so daylight-saving changes need no date
 * library. Pure and browser-safe.
 */
import { site } from "../../content/site.ts";
import { isOpenDay, type Week, WEEKDAY_NAMES, weekdayOf } from "../catalog.ts";
import { arrivalWindowsOf, type ArrivalWindow, isWindowStart } from "./windows.ts";

/** A same-day window is bookable only if it starts at least this many hours from now. */
export const SAME_DAY_LEAD_HOURS = 2;
/** Bookings open from today up to today + this many days (inclusive). */
export const BOOKING_DAYS_AHEAD = 60;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written "YYYY-MM-DD" (so "2026-02-30" is false). */
export function isValidDateString(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Calendar arithmetic on "YYYY-MM-DD" strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function zonedParts(instant: Date, timeZone: string) {
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: pick("year"),
    month: pick("month"),
    day: pick("day"),
    hour: pick("hour") % 24,
    minute: pick("minute"),
    second: pick("second"),
  };
}

/**
 * Offsets already worked out, by zone and quarter of an hour: a zone's offset only changes on a quarter hour, and
 * asking Intl for it is what a date's arrival windows cost most (issue 46's availability for each order).
 */
const offsets = new Map<string, number>();
const QUARTER_HOUR_MS = 15 * 60_000;

/** Offset of `timeZone` from UTC at `instant`, in minutes (America/Chicago: −360 in winter, −300 in summer). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string = site.timeZone): number {
  const key = `${timeZone} ${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round((asUtc - whole) / 60000);
  if (offsets.size >= 10_000) offsets.clear(); // a few months of quarter hours; never grows without end
  offsets.set(key, offset);
  return offset;
}

/** The calendar date ("YYYY-MM-DD") of `instant` in `timeZone` (default America/Chicago). */
export function dateInZone(instant: Date, timeZone: string = site.timeZone): string {
  // the wall clock there is the instant moved by the zone's offset
  return new Date(instant.getTime() + timeZoneOffsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant of a local wall-clock time ("YYYY-MM-DD", "HH:MM") in `timeZone`.
 * Correct on daylight-saving change days (the windows, 07:00 onward, are never
 * inside the skipped or repeated hour at 02:00).
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string = site.timeZone): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let instant = wall - timeZoneOffsetMinutes(new Date(wall), timeZone) * 60000;
  const second = wall - timeZoneOffsetMinutes(new Date(instant), timeZone) * 60000;
  if (second !== instant) instant = second;
  return new Date(instant);
}

/** The bookable dates: `start` = today in America/Chicago, `end` = today + 60 days (both inclusive, "YYYY-MM-DD"). */
export function bookingDateRange(now: Date): { start: string; end: string } {
  const start = dateInZone(now);
  return { start, end: addDays(start, BOOKING_DAYS_AHEAD) };
}

/**
 * Why `date` is not a bookable date of `range`, or null when it is: not a real "YYYY-MM-DD" date, before the range
 * (in the past) or after it (more than 60 days ahead). The browser checks against the range its page was given;
 * the server against the range of its clock (`dateError`).
 */
export function dateRangeError(date: unknown, range: { start: string; end: string }): string | null {
  if (typeof date !== "string" || date === "") return "Please choose a date.";
  if (!isValidDateString(date)) return "Please choose a valid date.";
  if (date < range.start) return "That date has passed. Please choose a date from today onward.";
  if (date > range.end)
    return `We take bookings up to ${BOOKING_DAYS_AHEAD} days ahead. Please choose an earlier date.`;
  return null;
}

/** Why `date` cannot be booked at `now`, or null when it can (see `dateRangeError`). */
export function dateError(date: unknown, now: Date): string | null {
  return dateRangeError(date, bookingDateRange(now));
}

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const dayOfYear = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** The calendar date as written, in `format` (no time zone shift). Invalid: "". */
function formatDate(date: string, format: Intl.DateTimeFormat): string {
  if (!isValidDateString(date)) return "";
  const [y, m, d] = date.split("-").map(Number);
  return format.format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** "2026-12-01" → "Tuesday, December 1, 2026". Invalid: "". */
export const formatDateLong = (date: string) => formatDate(date, longDate);

/** "2026-12-01" → "Tuesday, December 1", or with `weekday` false "December 1" (a week's days, the reports). */
export const formatDateInYear = (date: string, weekday = true) => formatDate(date, weekday ? dayOfYear : monthDay);

/** True when a window on `date` starting at `start` is at least the same-day lead time after `now`. */
function startsLateEnough(date: string, start: string, now: Date): boolean {
  const at = zonedTimeToInstant(date, start).getTime();
  return at - now.getTime() >= SAME_DAY_LEAD_HOURS * 3600_000;
}

/** "We are closed on Sundays." when `date` is a day `week` closes, or null (issue 44: closed, never "taken"). */
export function closedDayWords(week: Pick<Week, "openWeekdays">, date: string): string | null {
  return isValidDateString(date) && !isOpenDay(week, date)
    ? `We are closed on ${WEEKDAY_NAMES[weekdayOf(date)]}s.`
    : null;
}

/** Why `date` is not a working day of `week` ("We are closed on Sundays. Please choose another day."), or null. */
export function closedDayError(week: Pick<Week, "openWeekdays">, date: string): string | null {
  const closed = closedDayWords(week, date);
  return closed && `${closed} Please choose another day.`;
}

/**
 * The arrival windows of `date` in `week`, each with whether the clock and the week allow it (capacity is the
 * server's business): none on a date outside the booking range or on a day the week is closed; today, only those
 * starting at least 2 hours after `now`.
 */
export function windowsForDate(date: string, now: Date, week: Week): (ArrivalWindow & { openByClock: boolean })[] {
  const open = dateError(date, now) === null && isOpenDay(week, date);
  return arrivalWindowsOf(week).map((w) => ({ ...w, openByClock: open && startsLateEnough(date, w.start, now) }));
}

/**
 * Why a booking for `date` and window `start` cannot be accepted at `now`, or
 * null when the clock allows it. The field is the form field to show it on.
 */
export function slotError(
  date: string,
  start: string,
  now: Date,
  week: Week,
): { field: "date" | "window"; message: string } | null {
  const message = dateError(date, now) ?? closedDayError(week, date);
  if (message) return { field: "date", message };
  if (!isWindowStart(week, start)) return { field: "window", message: "Please choose an arrival window." };
  if (!startsLateEnough(date, start, now))
    return {
      field: "window",
      message: `That arrival window is too soon. Same-day windows must start at least ${SAME_DAY_LEAD_HOURS} hours from now. Please pick a later one.`,
    };
  return null;
}

const localStamp = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** An instant (ISO 8601) as the owner reads it, in the business time zone: "Nov 22, 2026, 10:58 PM". */
export function formatLocalStamp(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : localStamp.format(instant);
}
