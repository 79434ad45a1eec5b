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
import { clockOf, toMinutes, WEEKDAY_NAMES, weekdayOf } from "./catalog.ts";

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
  if (timeOffOn(crew, date).whole) return `${crew.name} is off that day`;
  return null;
}

const overlaps = (a: Window, b: Window) => a.start < b.end && b.start < a.end;

/**
 * A crew's day as one order sees it, worked out once for all the starts tried: its hours, its hours off, and each of
 * its jobs with the travel from it to the order and from the order to it.
 */
type CrewDayFacts = {
  name: string;
  starts: number;
  ends: number;
  off: (Window & { note: string })[];
  jobs: { job: PlannedJob; into: number; out: number }[];
};

function crewDayFacts(
  crew: CrewWeek,
  date: string,
  jobs: readonly PlannedJob[],
  order: Order,
  travel: Travel,
): CrewDayFacts {
  return {
    name: crew.name,
    starts: toMinutes(crew.starts),
    ends: toMinutes(crew.ends),
    off: timeOffOn(crew, date).hours,
    jobs: jobs.map((job) => ({
      job,
      into: travelMinutes(travel, job.zip, order.zip),
      out: travelMinutes(travel, order.zip, job.zip),
    })),
  };
}

/** Why the order cannot start at `start` on a crew's day that works for it (null: it fits). */
function refusalIn(day: CrewDayFacts, minutes: number, start: number): string | null {
  const end = start + minutes;
  if (start < day.starts) return `${day.name} starts at ${clockOf(day.starts)}`;
  if (end > day.ends) return `${day.name} ends at ${clockOf(day.ends)}`;
  for (const off of day.off)
    if (overlaps({ start, end }, off)) return `${day.name} is off ${clockOf(off.start)}-${clockOf(off.end)}`;
  for (const { job, into, out } of day.jobs) {
    // the job before needs its travel here; the job after needs this one's travel to it
    const busy =
      job.start <= start
        ? { start: job.start, end: job.start + job.minutes + into }
        : { start: job.start - out, end: job.start + job.minutes };
    if (overlaps({ start, end }, busy))
      return `overlaps ${job.reference} ${clockOf(job.start)}-${clockOf(job.start + job.minutes)}`;
  }
  return null;
}

/**
 * Why `order` cannot start at `start` on this crew's day (null: it fits). `jobs` are the crew's other jobs that date.
 * The reasons are the owner's words: "Crew B is off that day", "overlaps NS-ABC123 10:00-14:30".
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
  const day = crewDayFacts(crew, date, jobs, order, travel);
  let first: string | null = null;
  for (let start = window.start; start < window.end; start += STEP_MINUTES) {
    const refusal = refusalIn(day, order.minutes, start);
    if (refusal === null) return { start };
    first ??= refusal;
  }
  return { refusal: first ?? `${crew.name} has no room in that window` };
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

/** A job's arrival window as the planner reads it: the job's window start and end in minutes. */
export type JobToPlan = PlannedJob & { window: Window };

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
      ? refusalAt(crew, date, others, job, job.start, travel)
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
 * in their own window (`moved`), or stay where they were, flagged (`unplaced`). Jobs that still fit are not touched.
 * Returns the day's jobs as they now are.
 */
export function replanDay(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly JobToPlan[],
  travel: Travel,
): { jobs: JobToPlan[]; moved: { reference: string; from: number; to: number }[]; unplaced: JobToPlan[] } {
  const { kept, misfits } = misfitsOf(crews, date, jobs, travel);
  const moved: { reference: string; from: number; to: number }[] = [];
  const unplaced: JobToPlan[] = [];
  for (const { job } of misfits) {
    const others = crews.filter((c) => c.id !== job.crewId);
    const { placement } = planOrder(others, date, kept, job, job.window, travel);
    if (placement) {
      kept.push({ ...job, ...placement });
      if (job.crewId !== null) moved.push({ reference: job.reference, from: job.crewId, to: placement.crewId });
    } else {
      kept.push(job);
      unplaced.push(job);
    }
  }
  return { jobs: kept, moved, unplaced };
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
  }[];
};

/**
 * The day's plan (`GET /admin/schedule.json`): each crew's jobs in time order with the travel before each (none
 * before the first), and the jobs planned onto no crew (or a crew that no longer exists) with their window.
 */
export function dayPlanOf(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly JobToPlan[],
  travel: Travel,
): { crews: CrewDay[]; unassigned: { reference: string; window: string; minutes: number }[] } {
  const ids = new Set(crews.map((c) => c.id));
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
