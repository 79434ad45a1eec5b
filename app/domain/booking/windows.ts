/**
 * Arrival windows (docs/decisions/0010): derived from the week of the owner's catalog (its opening and closing hours,
 * docs/decisions/0038), two hours each, and how they are written. Also the availability contract of
 * `GET /api/availability/{date}`. Pure and browser-safe.
 */
import { clockOf, toMinutes, type Week, WEEKDAY_NAMES, windowTimesOf } from "../catalog.ts";

import { WINDOW_HOURS } from "../catalog.ts";
import { languageTag, type Locale } from "../../i18n/locale.ts";
import { translate } from "../../i18n/messages.ts";

export { WINDOW_HOURS };

/** An arrival window, local time in `site.timeZone`. */
export type ArrivalWindow = {
  /** "HH:MM", 24-hour, e.g. "07:00". This is the value a booking carries as `window`. */
  start: string;
  /** "HH:MM", 24-hour, e.g. "09:00". */
  end: string;
  /** Human label, e.g. "7:00 AM to 9:00 AM". */
  label: string;
};

/** "13:00" → "1:00 PM": the one clock format of every page, e-mail and calendar file. */
export function formatClock(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

/** The arrival windows of an open day of `week`: 07:00-09:00 … 17:00-19:00 for 7 AM to 8 PM. */
export function arrivalWindowsOf(week: Pick<Week, "opens" | "closes">): ArrivalWindow[] {
  return windowTimesOf(week).map(({ start, end }) => ({
    start,
    end,
    label: `${formatClock(start)} to ${formatClock(end)}`,
  }));
}

/** The end of the window that starts at `start` ("HH:MM"): two hours later. */
export const windowEndOf = (start: string) => clockOf(toMinutes(start) + WINDOW_HOURS * 60);

/** The window of `week` starting at `start` ("HH:MM"), or undefined. */
export function findWindow(week: Pick<Week, "opens" | "closes">, start: string): ArrivalWindow | undefined {
  return arrivalWindowsOf(week).find((w) => w.start === start);
}

/** True when `start` is the start of an arrival window of `week`. */
export function isWindowStart(week: Pick<Week, "opens" | "closes">, start: unknown): start is string {
  return typeof start === "string" && findWindow(week, start) !== undefined;
}

/** "09:00", "11:00" → "9:00 AM – 11:00 AM". */
export function formatWindow(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

/**
 * A week's open days as its words name them, in either language: every day, none, a run of three or more in the
 * week's order from Monday (Sunday last), e.g. Monday to Saturday, or the days one by one. Weekdays are 0 (Sunday)
 * to 6.
 */
type OpenDays =
  | { kind: "every" }
  | { kind: "none" }
  | { kind: "run"; first: number; last: number }
  | { kind: "list"; days: number[] };

function openDaysOf(week: Pick<Week, "openWeekdays">): OpenDays {
  const days = [...new Set(week.openWeekdays)];
  if (days.length === 7) return { kind: "every" };
  if (days.length === 0) return { kind: "none" };
  const order = days.map((d) => (d + 6) % 7).sort((a, b) => a - b);
  const weekday = (mondayFirst: number) => (mondayFirst + 1) % 7;
  const run = order.every((d, i) => i === 0 || d === order[i - 1]! + 1);
  if (run && order.length >= 3) return { kind: "run", first: weekday(order[0]!), last: weekday(order.at(-1)!) };
  return { kind: "list", days: order.map(weekday) };
}

/** "Every day", "Monday to Saturday", "Monday, Wednesday and Friday": the open days of a week. */
export function daysPhrase(week: Pick<Week, "openWeekdays">): string {
  const open = openDaysOf(week);
  const name = (weekday: number) => WEEKDAY_NAMES[weekday]!;
  if (open.kind === "every") return "Every day";
  if (open.kind === "none") return "No day";
  if (open.kind === "run") return `${name(open.first)} to ${name(open.last)}`;
  const names = open.days.map(name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "every day from 7:00 AM to 8:00 PM", "Monday to Saturday from …" (a weekday keeps its capital), from the week. */
export function hoursPhrase(week: Pick<Week, "openWeekdays" | "opens" | "closes">): string {
  const days = daysPhrase(week).replace(/^(Every day|No day)/, (words) => words.toLowerCase());
  return `${days} from ${formatClock(week.opens)} to ${formatClock(week.closes)}`;
}

/** "Every day, 7:00 AM to 8:00 PM", from the week. */
export function hoursLabel(week: Pick<Week, "openWeekdays" | "opens" | "closes">): string {
  return `${daysPhrase(week)}, ${formatClock(week.opens)} to ${formatClock(week.closes)}`;
}

/** Why a window of a date cannot be booked: closed by the clock (past, too soon, outside the range) or full. */
export type WindowState = "open" | "full" | "closed";

/**
 * Why a window is not offered for an order (issue 55): its places or the crews' time in it are taken (`full`), a crew
 * works then and does these services but no free stretch of the order's length starts in it (`order-too-long`), no
 * crew works that date for every service of the order (`no-crew`), it starts too soon today (`too-soon`), or the
 * week or the owner closed it (`closed`).
 */
export const WINDOW_WHYS = ["full", "order-too-long", "no-crew", "too-soon", "closed"] as const;
export type WindowWhy = (typeof WINDOW_WHYS)[number];

/**
 * A window of a date with its places, as `GET /api/availability/{date}` answers (the booking issue's contract):
 * `available` is the number of places that can be booked now, 0 when the window is closed by the clock or full, and
 * then `why` says which.
 */
export type WindowSlot = ArrivalWindow & {
  available: number;
  /** Places left by bookings alone (capacity − open bookings), whatever the clock says. */
  remaining: number;
  state: WindowState;
  /** Present exactly when `available` is 0. */
  why?: WindowWhy;
};

/**
 * A date's windows for an order. `closed`: the words of a day the week closes ("We are closed on Sundays."), its
 * windows all `closed`; `noCrew`: the words of a date no crew can take the order on ("No crew does power washing on
 * Sundays."); `nearest`: when no window of the date is available, the nearest dates where one is, up to 3, within
 * the booking range (issue 55).
 */
export type Availability = {
  date: string;
  closed?: string;
  noCrew?: string;
  nearest?: string[];
  windows: WindowSlot[];
};

/** A window's slot from the places left, whether the clock allows it, and why it is not offered when it is not. */
export function windowSlot(
  window: ArrivalWindow,
  remaining: number,
  openByClock: boolean,
  why: WindowWhy = openByClock ? "full" : "closed",
): WindowSlot {
  const left = Math.max(0, remaining);
  const state: WindowState = !openByClock ? "closed" : left === 0 ? "full" : "open";
  return state === "open"
    ? { ...window, available: left, remaining: left, state }
    : { ...window, available: 0, remaining: left, state, why };
}

/** A window's state on the chosen date, from the availability answer ("unknown" until it arrives). */
export function windowState(
  availability: Availability | null | undefined,
  start: string,
): { state: WindowState | "unknown"; available?: number; why?: WindowWhy } {
  const slot = availability?.windows.find((w) => w.start === start);
  return slot ? { state: slot.state, available: slot.available, why: slot.why } : { state: "unknown" };
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

/** "7:00 AM" in English, "7:00 a.m." in Spanish: a time of day as `Intl` writes it for the language (es-US). */
export function formatClockIn(locale: Locale, hhmm: string): string {
  if (locale === "en") return formatClock(hhmm);
  const minutes = toMinutes(hhmm);
  const at = Date.UTC(2026, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return new Intl.DateTimeFormat(languageTag[locale], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    at,
  );
}

/** The week's open days and hours as a label in `locale` ("Todos los días, de 7:00 a.m. a 8:00 p.m."). */
export function hoursLabelIn(locale: Locale, week: Pick<Week, "openWeekdays" | "opens" | "closes">): string {
  if (locale === "en") return hoursLabel(week);
  // a weekday's name: 2026-01-04 was a Sunday (weekday 0)
  const name = (weekday: number) =>
    new Intl.DateTimeFormat(languageTag[locale], { weekday: "long", timeZone: "UTC" }).format(
      Date.UTC(2026, 0, 4 + weekday),
    );
  const open = openDaysOf(week);
  const phrase =
    open.kind === "every"
      ? translate(locale, "hours.every-day")
      : open.kind === "none"
        ? translate(locale, "hours.no-day")
        : open.kind === "run"
          ? translate(locale, "hours.run", { first: name(open.first), last: name(open.last) })
          : new Intl.ListFormat(languageTag[locale], { type: "conjunction" }).format(open.days.map(name));
  return translate(locale, "hours.label", {
    days: phrase.charAt(0).toUpperCase() + phrase.slice(1),
    opens: formatClockIn(locale, week.opens),
    closes: formatClockIn(locale, week.closes),
  });
}
