/**
 * The planner (issue 46, docs/decisions/0044): which crew does a job, and when it starts, from each job's length, each
 * crew's week and time off, and the travel between consecutive jobs. Pure: no clock, no storage, no ZIP data (the
 * miles between two ZIPs are given), so the browser, the server and the property tests run the same rules.
 *
 * Times are minutes after midnight in America/Chicago on one date ("YYYY-MM-DD"); a job occupies
 * [start, start + minutes); between two consecutive jobs of a crew there must be the travel from the first to the
 * second; none before a crew's first job of the day. A job is placed at the earliest 5-minute step inside its arrival
 * window (at or after the window's start, before its end) where it fits, and must end by the crew's `ends`.
 */
import { formatWindow, formatClock } from "./booking/windows.ts";
import { clockOf, toMinutes, WEEKDAY_NAMES, weekdayOf } from "./catalog.ts";
import { formatLength } from "./job-length.ts";

/** A crew's working week (what the owner sets on /admin/team and in `/admin/crews.json`). */
export type CrewWeek = {
  id: number;
  name: string;
  /** 0 = Sunday … 6 = Saturday. */
  days: number[];
  /** "HH:MM", America/Chicago. */
  starts: string;
  ends: string;
  /** The service ids it does. */
  services: string[];
  timeOff: TimeOff[];
};

/** Whole days (`starts` and `ends` null), or hours within one date (`from` = `to`). */
export type TimeOff = { from: string; to: string; starts: string | null; ends: string | null; note: string };

/** A job planned on a date: its crew (null: planned onto no crew), its start and length, where, what. */
export type PlannedJob = {
  reference: string;
  crewId: number | null;
  /** Minutes after midnight. */
  start: number;
  minutes: number;
  zip: string | null;
  services: string[];
};

/** What is to be planned: a length, a place, services, and the arrival window it must start in. */
export type Order = { minutes: number; zip: string | null; services: string[] };
export type Window = { start: number; end: number };

/** The travel rule (the catalog's week: `travelBaseMinutes`, `travelMinutesPerMile`) and the miles between ZIPs. */
export type Travel = {
  baseMinutes: number;
  minutesPerMile: number;
  /** Straight-line miles between two ZIPs' centres; null when either is unknown. */
  miles: (a: string, b: string) => number | null;
};

/** The grid every start is on: windows start on the hour, lengths and travel are multiples of 5 minutes. */
export const STEP_MINUTES = 5;

const roundUpToStep = (minutes: number) => Math.ceil(minutes / STEP_MINUTES - 1e-9) * STEP_MINUTES;

/**
 * The minutes a crew needs from one job to the next: the base plus minutes per mile times the straight-line miles
 * between the two ZIPs' centres, rounded up to 5 minutes (the base alone when a ZIP is unknown).
 */
export function travelMinutes(travel: Travel, from: string | null, to: string | null): number {
  const miles = from && to ? (from === to ? 0 : travel.miles(from, to)) : null;
  return roundUpToStep(travel.baseMinutes + travel.minutesPerMile * (miles ?? 0));
}

/** The crew's time off on that date: the whole day, or the stretches of hours, with their notes. */
export function timeOffOn(
  crew: CrewWeek,
  date: string,
): { whole: TimeOff | null; hours: (Window & { note: string })[] } {
  const on = crew.timeOff.filter((t) => t.from <= date && date <= t.to);
  const whole = on.find((t) => t.starts === null || t.ends === null) ?? null;
  const hours = on
    .filter((t) => t.starts !== null && t.ends !== null)
    .map((t) => ({ start: toMinutes(t.starts!), end: toMinutes(t.ends!), note: t.note }));
  return { whole, hours };
}

/** Why a crew does not work at all on that date for that order (null: it may). */
export function dayRefusal(crew: CrewWeek, date: string, services: readonly string[]): string | null {
  const missing = services.filter((s) => !crew.services.includes(s));
  if (missing.length) return `${crew.name} does not do ${missing.map((s) => s.replace(/-/g, " ")).join(" or ")}`;
  if (!crew.days.includes(weekdayOf(date))) return `${crew.name} does not work on ${WEEKDAY_NAMES[weekdayOf(date)]}s`;
  const whole = timeOffOn(crew, date).whole;
  if (whole) return `${crew.name} is off that day${whole.note ? ` (${whole.note})` : ""}`;
  return null;
}

const overlaps = (a: Window, b: Window) => a.start < b.end && b.start < a.end;
const clock = (minutes: number) => formatClock(clockOf(minutes));
const span = (start: number, end: number) => formatWindow(clockOf(start), clockOf(end));
const noted = (note: string) => (note ? ` (${note})` : "");

/**
 * What keeps an order from running during a stretch of a crew's day (docs/decisions/0044): one of its jobs with the
 * drive from it to the order (`into`) and from the order to it (`out`), or its hours off. With a job at [s, e), an
 * order of the crew must end `out` minutes before s or start `into` minutes after e: it may not overlap
 * [s - out, e + into).
 */
type Busy = Window & ({ kind: "job"; job: PlannedJob; into: number; out: number } | { kind: "off"; note: string });

/**
 * A crew's day as one order sees it, worked out once for all the starts tried: its hours, and what is busy in them
 * (its jobs with the drives to and from the order, its hours off), in time order.
 */
type CrewDayFacts = { name: string; starts: number; ends: number; busy: Busy[] };

function crewDayFacts(
  crew: CrewWeek,
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  travel: Travel,
): CrewDayFacts {
  const busy: Busy[] = [
    ...timeOffOn(crew, date).hours.map((off): Busy => ({ kind: "off", ...off })),
    ...jobs.map((job): Busy => {
      const into = travelMinutes(travel, job.zip, order.zip);
      const out = travelMinutes(travel, order.zip, job.zip);
      return { kind: "job", job, into, out, start: job.start - out, end: job.start + job.minutes + into };
    }),
  ];
  return {
    name: crew.name,
    starts: toMinutes(crew.starts),
    ends: toMinutes(crew.ends),
    busy: busy.sort((a, b) => a.start - b.start || a.end - b.end),
  };
}

/** "NS-ABC123 (9:00 AM – 1:00 PM)": a job as the owner's words name it. */
const jobWords = (job: PlannedJob) => `${job.reference} (${span(job.start, job.start + job.minutes)})`;

/** Why the order cannot start at `start` on a crew's day that works for it (null: it fits). */
function refusalIn(day: CrewDayFacts, minutes: number, start: number): string | null {
  const end = start + minutes;
  if (start < day.starts) return `${day.name} starts at ${clock(day.starts)}`;
  if (end > day.ends) return `${day.name}'s day ends at ${clock(day.ends)}`;
  for (const busy of day.busy) {
    if (!overlaps({ start, end }, busy)) continue;
    if (busy.kind === "off") return `${day.name} is off ${span(busy.start, busy.end)}${noted(busy.note)}`;
    const { job, into, out } = busy;
    // the job itself, or only the drive between the two
    if (overlaps({ start, end }, { start: job.start, end: job.start + job.minutes }))
      return `overlaps ${jobWords(job)}`;
    return job.start <= start
      ? `${jobWords(job)} and the ${formatLength(into)} drive from it end at ${clock(busy.end)}`
      : `${jobWords(job)} needs the ${formatLength(out)} drive to it from ${clock(busy.start)}`;
  }
  return null;
}

/**
 * The free stretches of a crew's day for one order: its hours less what is busy, each with what bounds it on either
 * side (the day's start or end, a job and its drive, hours off).
 */
type Bound = { kind: "day" } | Busy;
type Stretch = Window & { left: Bound; right: Bound };

function freeStretches(day: CrewDayFacts): Stretch[] {
  const stretches: Stretch[] = [];
  let cursor = day.starts;
  let left: Bound = { kind: "day" };
  for (const busy of day.busy) {
    if (busy.start > cursor) stretches.push({ start: cursor, end: Math.min(busy.start, day.ends), left, right: busy });
    if (busy.end > cursor) {
      cursor = busy.end;
      left = busy;
    }
  }
  stretches.push({ start: cursor, end: day.ends, left, right: { kind: "day" } });
  return stretches.filter((s) => s.end > s.start);
}

/** The first start of the 5-minute grid at or after `minutes`. */
const onGrid = (minutes: number) => roundUpToStep(minutes);

/**
 * Where an order of `minutes` starts in the window on this crew's day: the earliest start of the grid inside the window
 * where it fits. Otherwise the reason, naming what actually refuses it (docs/decisions/0044): the stretch of the window
 * with the most room and what bounds it ("Crew A's day ends at 5:00 PM, leaving 35 min after NS-… (12:25 PM – 3:55 PM)
 * and the drive from it"), or what takes the whole window ("Crew B is off 10:00 AM – 2:00 PM").
 */
function placeInWindow(day: CrewDayFacts, minutes: number, window: Window): { start: number } | { refusal: string } {
  let best: { stretch: Stretch; from: number; room: number } | null = null;
  for (const stretch of freeStretches(day)) {
    const from = onGrid(Math.max(stretch.start, window.start));
    if (from >= window.end || from >= stretch.end) continue;
    if (from + minutes <= stretch.end) return { start: from };
    const room = stretch.end - from;
    if (!best || room > best.room) best = { stretch, from, room };
  }
  if (best) {
    const { stretch, from, room } = best;
    const right =
      stretch.right.kind === "day"
        ? `${day.name}'s day ends at ${clock(day.ends)}`
        : stretch.right.kind === "off"
          ? `${day.name} is off from ${clock(stretch.right.start)}${noted(stretch.right.note)}`
          : `${day.name} has ${jobWords(stretch.right.job)}${
              stretch.right.out > 0 ? `, ${formatLength(stretch.right.out)} away` : ""
            }`;
    const left =
      from > stretch.start
        ? `from ${clock(from)}`
        : stretch.left.kind === "day"
          ? `from its ${clock(day.starts)} start`
          : stretch.left.kind === "off"
            ? `after its time off until ${clock(stretch.left.end)}`
            : `after ${jobWords(stretch.left.job)}${stretch.left.into > 0 ? " and the drive from it" : ""}`;
    return { refusal: `${right}, leaving ${formatLength(room)} ${left}` };
  }
  // no room to start anywhere in the window: what takes its first start a crew could have
  const at = Math.max(window.start, day.starts);
  if (window.end <= day.starts) return { refusal: `${day.name} starts at ${clock(day.starts)}` };
  if (at >= day.ends) return { refusal: `${day.name}'s day ends at ${clock(day.ends)}` };
  const covering = day.busy.filter((b) => b.start <= at && at < b.end).sort((a, b) => b.end - a.end)[0];
  if (!covering) return { refusal: `${day.name} has no room in that window` };
  if (covering.kind === "off")
    return { refusal: `${day.name} is off ${span(covering.start, covering.end)}${noted(covering.note)}` };
  return {
    refusal: `${jobWords(covering.job)}${covering.into > 0 ? " and the drive from it" : ""} take ${day.name} until ${clock(
      Math.min(covering.end, day.ends),
    )}`,
  };
}

/**
 * Why `order` cannot start at `start` on this crew's day (null: it fits). `jobs` are the crew's other jobs that date.
 * The reasons are the owner's words: "Crew B is off that day", "overlaps NS-ABC123 (10:00 AM – 2:30 PM)".
 */
export function refusalAt(
  crew: CrewWeek,
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  start: number,
  travel: Travel,
): string | null {
  return (
    dayRefusal(crew, date, order.services) ??
    refusalIn(crewDayFacts(crew, date, jobs, order, travel), order.minutes, start)
  );
}

/** The earliest start inside the window at which the order fits this crew's day, or the reason it fits nowhere in it. */
export function placeOnCrew(
  crew: CrewWeek,
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  window: Window,
  travel: Travel,
): { start: number } | { refusal: string } {
  const refused = dayRefusal(crew, date, order.services);
  if (refused) return { refusal: refused }; // the same all day
  return placeInWindow(crewDayFacts(crew, date, jobs, order, travel), order.minutes, window);
}

/**
 * Where a job goes on a crew that cannot keep it, when the owner says so anyway ("Move it even though it does not
 * fit", issue 55): the first start, from its window's start (never before the crew's), where it overlaps none of the
 * crew's jobs with the drives between them nor its hours off, whatever the window's end or the day's: after its
 * previous job and the drive from it. So no job that fitted stops fitting; the forced one is the crew's misfit
 * (outside its window, past the day's end), flagged until it fits.
 */
export function forcedStart(
  crew: CrewWeek,
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  window: Window,
  travel: Travel,
): number {
  let start = onGrid(Math.max(window.start, toMinutes(crew.starts)));
  // one pass in time order is enough: a start moved past what it overlapped cannot overlap what began before that
  for (const b of crewDayFacts(crew, date, jobs, order, travel).busy)
    if (overlaps({ start, end: start + order.minutes }, b)) start = onGrid(b.end);
  return start;
}

/** The travel a job at `start` adds to the crew's day: to it and from it, less what its neighbours needed between them. */
export function addedTravel(jobs: readonly PlannedJob[], order: Order, start: number, travel: Travel): number {
  const sorted = [...jobs].sort((a, b) => a.start - b.start);
  const prev = sorted.filter((j) => j.start <= start).at(-1);
  const next = sorted.find((j) => j.start > start);
  const into = prev ? travelMinutes(travel, prev.zip, order.zip) : 0;
  const out = next ? travelMinutes(travel, order.zip, next.zip) : 0;
  const saved = prev && next ? travelMinutes(travel, prev.zip, next.zip) : 0;
  return into + out - saved;
}

export type Placement = { crewId: number; start: number };

/** A date as the planner sees it: the crews, the jobs already planned on it and the travel rule. */
export type PlanningDay = { crews: readonly CrewWeek[]; date: string; jobs: readonly PlannedJob[]; travel: Travel };

/**
 * The crew for an order on a date, in its arrival window: among the crews where it fits, the one it adds the least
 * travel to, then the one with the fewest minutes booked that day, then the first (a job planned again, a move, is
 * left out of `jobs` by the caller). Null, with each crew's reason, when it fits none.
 */
export function planOrder(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  window: Window,
  travel: Travel,
): { placement: Placement } | { placement: null; reasons: { crewId: number; reason: string }[] } {
  let best: (Placement & { added: number; booked: number }) | null = null;
  const reasons: { crewId: number; reason: string }[] = [];
  for (const crew of crews) {
    const own = jobs.filter((j) => j.crewId === crew.id);
    const placed = placeOnCrew(crew, date, own, order, window, travel);
    if ("refusal" in placed) {
      reasons.push({ crewId: crew.id, reason: placed.refusal });
      continue;
    }
    const added = addedTravel(own, order, placed.start, travel);
    const booked = own.reduce((sum, j) => sum + j.minutes, 0);
    if (!best || added < best.added || (added === best.added && booked < best.booked))
      best = { crewId: crew.id, start: placed.start, added, booked };
  }
  return best ? { placement: { crewId: best.crewId, start: best.start } } : { placement: null, reasons };
}

/**
 * How many more orders like this one fit in the window (at most `cap`): each placed in turn, as bookings would be.
 * What the calendar shows as the window's places for that order; every one of them can then be booked.
 */
export function placesFor(day: PlanningDay, order: Order, window: Window, cap: number): number {
  const { crews, date, jobs, travel } = day;
  const planned = [...jobs];
  let places = 0;
  while (places < cap) {
    const { placement } = planOrder(crews, date, planned, order, window, travel);
    if (!placement) break;
    planned.push({ reference: `?${places}`, ...order, ...placement });
    places++;
  }
  return places;
}

/**
 * Why no order like this one is offered in a window where the crews decide (issue 55), given that the window's own
 * places are not all taken: `"no-crew"` when no crew works that date in hours that meet the window, is not off and
 * does every service of the order;
 * `"order-too-long"` when such a crew has room to start a shorter job (`shortest` minutes, the catalog's shortest) in
 * the window, but not this order; `"full"` when the crews' time in the window is taken. Null: it is offered.
 */
export type PlannerWhy = "no-crew" | "order-too-long" | "full";

export function windowWhy(day: PlanningDay, order: Order, window: Window, shortest: number): PlannerWhy | null {
  // the crews that work that date for these services, in hours that meet the window
  const able = day.crews.filter(
    (c) =>
      dayRefusal(c, day.date, order.services) === null &&
      toMinutes(c.starts) < window.end &&
      window.start < toMinutes(c.ends),
  );
  if (able.length === 0) return "no-crew";
  if (planOrder(able, day.date, day.jobs, order, window, day.travel).placement) return null;
  const smaller = { ...order, minutes: shortest };
  return planOrder(able, day.date, day.jobs, smaller, window, day.travel).placement ? "order-too-long" : "full";
}

/**
 * Why no crew can take this order on that date at all (issue 55), or null when one can: no crew works that weekday
 * (`"no-day"`), none of those that do does every service of the order (`"no-service"`), or they are all off
 * (`"all-off"`). The customer's words are the content's (app/content/calendar-words.ts).
 */
export type NoCrew = { kind: "no-day" | "no-service" | "all-off"; weekday: number; services: string[] };

export function noCrewOn(crews: readonly CrewWeek[], date: string, services: readonly string[]): NoCrew | null {
  if (crews.some((c) => dayRefusal(c, date, services) === null)) return null;
  const weekday = weekdayOf(date);
  const working = crews.filter((c) => c.days.includes(weekday));
  const kind =
    working.length === 0
      ? "no-day"
      : working.some((c) => services.every((s) => c.services.includes(s)))
        ? "all-off"
        : "no-service";
  return { kind, weekday, services: [...services] };
}

/** A job's arrival window as the planner reads it: the job's window start and end in minutes. */
export type JobToPlan = PlannedJob & { window: Window };

/** Why a job's start is not inside its customer's arrival window (a start forced there, issue 55), or null. */
export function outsideWindow(job: PlannedJob | JobToPlan): string | null {
  if (!("window" in job)) return null;
  const { start, end } = job.window;
  if (job.start >= start && job.start < end) return null;
  return `starts at ${clock(job.start)}, ${job.start < start ? "before" : "after"} its ${span(start, end)} window`;
}

/**
 * The jobs of a date that their crew cannot keep as planned, with the reason (a job planned onto no crew, or onto a
 * crew that no longer exists, too): in time order, each checked against the ones kept before it, so of two jobs that
 * now overlap the first is kept. What the owner is shown on the agenda and the booking's page.
 */
export function misfitsOf<J extends PlannedJob>(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly J[],
  travel: Travel,
): { kept: J[]; misfits: { job: J; reason: string }[] } {
  const byId = new Map(crews.map((c) => [c.id, c]));
  const kept: J[] = [];
  const misfits: { job: J; reason: string }[] = [];
  for (const job of [...jobs].sort((a, b) => a.start - b.start)) {
    const crew = job.crewId === null ? undefined : byId.get(job.crewId);
    const others = kept.filter((k) => k.crewId === job.crewId);
    const reason = crew
      ? (refusalAt(crew, date, others, job, job.start, travel) ?? outsideWindow(job))
      : job.crewId === null
        ? "planned onto no crew"
        : "its crew no longer exists";
    if (reason === null) kept.push(job);
    else misfits.push({ job, reason });
  }
  return { kept, misfits };
}

/**
 * After a crew's week or time off changed: its jobs that no longer fit are planned onto another crew where they fit
 * in their own window (`moved`), or stay where they were, flagged (`unplaced`); a job planned onto no crew (made
 * before the crews were set up) is planned onto one where it fits (`moved` with `from: null`, issue 55). Jobs that still
 * fit are not touched. Returns the day's jobs as they now are.
 */
export function replanDay(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly JobToPlan[],
  travel: Travel,
  /** The jobs this change may plan anew (default: all); a misfit outside them stays as it is, unreported. */
  only: (job: JobToPlan) => boolean = () => true,
): { jobs: JobToPlan[]; moved: { reference: string; from: number | null; to: number }[]; unplaced: JobToPlan[] } {
  const { kept, misfits } = misfitsOf(crews, date, jobs, travel);
  const moved: { reference: string; from: number | null; to: number }[] = [];
  const unplaced: JobToPlan[] = [];
  for (const { job } of misfits) {
    if (!only(job)) {
      kept.push(job);
      continue;
    }
    const others = crews.filter((c) => c.id !== job.crewId);
    const { placement } = planOrder(others, date, kept, job, job.window, travel);
    if (placement) {
      kept.push({ ...job, ...placement });
      moved.push({ reference: job.reference, from: job.crewId, to: placement.crewId });
    } else {
      kept.push(job);
      unplaced.push(job);
    }
  }
  return { jobs: kept, moved, unplaced };
}

/**
 * Whether a change of a crew's week changes what it can do on `date` (issue 55): whether it works, its hours, its
 * services, its hours off. A date where none of the changed crews' days changed is not planned again.
 */
export function dayChanged(before: CrewWeek, after: CrewWeek, date: string): boolean {
  const facts = (crew: CrewWeek) => {
    const { whole, hours } = timeOffOn(crew, date);
    return JSON.stringify({
      works: crew.days.includes(weekdayOf(date)) && whole === null,
      starts: crew.starts,
      ends: crew.ends,
      services: [...crew.services].sort(),
      hours: hours.map((h) => [h.start, h.end]),
    });
  };
  return facts(before) !== facts(after);
}

/** One crew's day as the schedule reads it: its hours, whether it is off, its jobs in order with the travel before each. */
export type CrewDay = {
  id: number;
  name: string;
  starts: string;
  ends: string;
  off: boolean;
  jobs: {
    reference: string;
    start: string;
    end: string;
    minutes: number;
    travelMinutesBefore: number;
    zip: string | null;
    /** Why its crew cannot keep it as planned (a forced move, a changed week), or null (issue 55). */
    problem: string | null;
  }[];
};

/**
 * The day's plan (`GET /admin/schedule.json`): each crew's jobs in order of planned start with the travel before each
 * (none before the first) and why its crew cannot keep it, if so (`problem`), and the jobs planned onto no crew (or a
 * crew that no longer exists) with their window.
 */
export function dayPlanOf(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly JobToPlan[],
  travel: Travel,
): { crews: CrewDay[]; unassigned: { reference: string; window: string; minutes: number }[] } {
  const ids = new Set(crews.map((c) => c.id));
  const problems = new Map(misfitsOf(crews, date, jobs, travel).misfits.map((m) => [m.job.reference, m.reason]));
  return {
    crews: crews.map((crew) => {
      const own = jobs.filter((j) => j.crewId === crew.id).sort((a, b) => a.start - b.start);
      return {
        id: crew.id,
        name: crew.name,
        starts: crew.starts,
        ends: crew.ends,
        off: dayRefusal(crew, date, []) !== null,
        jobs: own.map((job, i) => ({
          reference: job.reference,
          start: clockOf(job.start),
          end: clockOf(job.start + job.minutes),
          minutes: job.minutes,
          travelMinutesBefore: i === 0 ? 0 : travelMinutes(travel, own[i - 1]!.zip, job.zip),
          zip: job.zip,
          problem: problems.get(job.reference) ?? null,
        })),
      };
    }),
    unassigned: jobs
      .filter((j) => j.crewId === null || !ids.has(j.crewId))
      .sort((a, b) => a.window.start - b.window.start)
      .map((j) => ({
        reference: j.reference,
        window: `${clockOf(j.window.start)}-${clockOf(j.window.end)}`,
        minutes: j.minutes,
      })),
  };
}
