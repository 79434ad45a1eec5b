/**
 * The calendar as the customer meets it (issue 55, docs/decisions/0049): a date's windows for an order with their
 * places and, for each window not offered, why (`GET /api/availability/:date`, the booking form, the customer's move);
 * the nearest dates that fit when none of the date's windows does; and what a refused booking or move says and offers
 * instead. Every window called available here books with the same order (the planner's `placesFor`, docs/decisions/0044).
 * Server only.
 */
import {
  addDays,
  bookingDateRange,
  closedDayWords,
  dateError,
  formatDateInYear,
  isValidDateString,
  windowsForDate,
} from "../domain/booking/dates";
import { insteadWords, noCrewWords, windowRefusalWords } from "../domain/booking/calendar-words";
import {
  type Availability,
  effectiveCapacity,
  type WindowSlot,
  type WindowWhy,
  windowSlot,
} from "../domain/booking/windows";
import { isOpenDay, toMinutes } from "../domain/catalog";
import { placesFor, type Order } from "../domain/planner";
import { crewCalendar, planningDay, shortestOrder } from "../planning/planning.server";
import { type BookingOptions, resolve } from "./context.server";

/** A booking made this recently took its window "just now" (the refusal's "just filled up"). */
export const JUST_TAKEN_MINUTES = 15;
/** How many nearest dates that fit a refusal names. */
const NEAREST_DATES = 3;

type Context = { opts: BookingOptions; now: Date; order?: Order; except?: string };

/** One date's windows for the order, with why each one not offered is not; `closed` and `noCrew` for the whole date. */
async function dateSlots(date: string, { opts, now, order, except }: Context): Promise<Availability> {
  const { repo, capacity, catalog } = resolve({ ...opts, now });
  const [counts, overrides] = await Promise.all([repo.countByWindow(date, now), repo.capacityOverrides(date)]);
  // the week's closed day, or a date the owner closed whole (issue 56: it said every window was "taken")
  const closed =
    closedDayWords(catalog.week, date) ??
    (overrides.whole === 0 && isValidDateString(date) ? `We are closed on ${formatDateInYear(date)}.` : null);
  const outOfRange = dateError(date, now) !== null;
  const windows = windowsForDate(date, now, catalog.week);
  // the booking's own place, on a move within its date, is not taken from it
  const own = except ? ((await repo.findByReference(except)) ?? null) : null;
  const ownWindow = own && own.date === date ? own.windowStart : null;
  const left = (start: string) =>
    effectiveCapacity(overrides, start, capacity) - (counts[start] ?? 0) + (start === ownWindow ? 1 : 0);
  // planning on: a window's places are also the jobs like this order the crews can still keep in it (0044)
  const crews = closed
    ? null
    : await crewCalendar(repo.plans, catalog, date, order ?? shortestOrder(catalog), windows, left, now, except);
  const noCrew = crews?.noCrew && !closed ? noCrewWords(crews.noCrew, date) : undefined;
  return {
    date,
    ...(closed && { closed }),
    ...(noCrew && { noCrew }),
    windows: windows.map(({ openByClock, ...w }) => {
      const places = effectiveCapacity(overrides, w.start, capacity);
      const crew = crews?.windows.get(w.start);
      const remaining = crew ? Math.min(left(w.start), crew.places) : left(w.start);
      // the first reason that holds: closed, too soon, no crew for this order at all, then the window's own
      const why: WindowWhy =
        closed || outOfRange || places <= 0
          ? "closed"
          : !openByClock
            ? "too-soon"
            : crews?.noCrew
              ? "no-crew"
              : left(w.start) <= 0
                ? "full"
                : (crew?.why ?? "full");
      // a window the owner closed (capacity 0) is closed, like one the clock closed
      return windowSlot(w, remaining, openByClock && places > 0, why);
    }),
  };
}

const anyOpen = (a: Availability) => a.windows.some((w) => w.available > 0);

/**
 * The nearest dates of the booking range where a window fits the order, up to 3, nearest first (the later of two
 * equally near); a date the week closes is skipped without reading it.
 */
async function nearestDates(date: string, context: Context): Promise<string[]> {
  const { catalog } = resolve({ ...context.opts, now: context.now });
  const range = bookingDateRange(context.now);
  const found: string[] = [];
  for (let distance = 1; found.length < NEAREST_DATES; distance++) {
    const later = addDays(date, distance);
    const earlier = addDays(date, -distance);
    if (later > range.end && earlier < range.start) break;
    for (const candidate of [earlier, later]) {
      if (found.length >= NEAREST_DATES || candidate < range.start || candidate > range.end) continue;
      if (!isOpenDay(catalog.week, candidate)) continue;
      if (anyOpen(await dateSlots(candidate, context))) found.push(candidate);
    }
  }
  return found.sort();
}

/**
 * The windows of `date` with their places for `order` (none: the shortest job the catalog offers), each not offered
 * with its `why`; when none is offered, the nearest dates where one is (`nearest`). `except`: a booking's own job,
 * left out (its customer's move). Validate `date` first (see `dateError`).
 */
export async function getAvailability(
  date: string,
  now: Date = new Date(),
  opts: BookingOptions = {},
  order?: Order,
  except?: string,
): Promise<Availability> {
  const context = { opts, now, order, except };
  const availability = await dateSlots(date, context);
  if (anyOpen(availability)) return availability;
  return { ...availability, nearest: await nearestDates(date, context) };
}

/**
 * Whether a booking of the last minutes took the window from this order: without the bookings of the last
 * `JUST_TAKEN_MINUTES`, the window would have a place for it.
 */
async function justTaken(date: string, start: string, context: Context): Promise<boolean> {
  const { repo, capacity, catalog, now } = resolve({ ...context.opts, now: context.now });
  const since = now.getTime() - JUST_TAKEN_MINUTES * 60_000;
  const [overrides, stored] = await Promise.all([repo.capacityOverrides(date), repo.plans.jobsOn(date, now)]);
  const before = stored.filter((job) => job.reference !== context.except && Date.parse(job.createdAt) < since);
  if (before.length === stored.filter((job) => job.reference !== context.except).length) return false;
  const inWindow = before.filter((job) => job.windowStart === start).length;
  if (effectiveCapacity(overrides, start, capacity) - inWindow <= 0) return false;
  if (!(await repo.plans.planningOn())) return true;
  const day = await planningDay(repo.plans, catalog, date, now);
  const earlier = new Set(before.map((job) => job.reference));
  const window = windowsForDate(date, now, catalog.week).find((w) => w.start === start);
  if (!window) return false;
  const jobs = day.jobs.filter((job) => earlier.has(job.reference));
  const order = context.order ?? shortestOrder(catalog);
  return placesFor({ ...day, jobs }, order, { start: toMinutes(window.start), end: toMinutes(window.end) }, 1) > 0;
}

/**
 * A booking or a move refused its window (`window-full` from the storage): why, in the customer's words, with what the
 * same order can book instead that day (or the nearest dates), and the date's availability for that order.
 */
export async function windowRefusal(
  date: string,
  start: string,
  now: Date,
  opts: BookingOptions,
  order?: Order,
  except?: string,
): Promise<{ message: string; availability: Availability; availableWindows: WindowSlot[] }> {
  const context = { opts, now, order, except };
  const availability = await getAvailability(date, now, opts, order, except);
  const slot = availability.windows.find((w) => w.start === start);
  // free for this order a moment ago, and a booking took it: whatever the window's why now, it "just filled up"
  const taken = (slot?.why === "full" || slot?.why === "order-too-long") && (await justTaken(date, start, context));
  const why = taken ? "full" : (slot?.why ?? "full");
  // a move's own window is not one to move to
  const own = except ? await resolve({ ...opts, now }).repo.findByReference(except) : null;
  const open = availability.windows.filter(
    (w) => w.available > 0 && !(own && own.date === date && own.windowStart === w.start),
  );
  const message = `${windowRefusalWords(why, { justTaken: taken, noCrew: availability.noCrew })}${
    open.length > 0 ? " Please pick another." : ""
  } ${insteadWords(date, open, availability.nearest)}`;
  return { message, availability, availableWindows: open };
}
