/**
 * The owner's schedule of a day (issue 47, docs/decisions/0046): each crew's lane from its `starts` to its `ends`,
 * its jobs at their planned start for their length, the travel before each (none before the first), its hours off and
 * the free stretches between, in time order; and where each sits on the day's time axis. Pure and browser-safe: the
 * planner's facts (app/domain/planner.ts) in, lanes out.
 */
import { clockOf, toMinutes } from "./catalog.ts";
import { type CrewWeek, dayRefusal, timeOffOn, type Travel, travelMinutes } from "./planner.ts";

/** A job as the schedule shows it: where and when, who for, what, and why its crew cannot keep it (if so). */
export type ScheduleJob = {
  reference: string;
  crewId: number | null;
  /** Minutes after midnight, America/Chicago. */
  start: number;
  minutes: number;
  zip: string | null;
  firstName: string;
  city: string;
  services: string[];
  /** The arrival window the customer chose, "HH:MM". */
  window: { start: string; end: string };
  problem: string | null;
};

export type LaneItem =
  | ({ kind: "job" } & Span & { job: ScheduleJob })
  | ({ kind: "travel"; to: string } & Span)
  | ({ kind: "free" } & Span)
  | ({ kind: "off"; note: string } & Span);

/** A stretch of the day in minutes after midnight ([start, end)), its length, and its "HH:MM"s. */
export type Span = { start: number; end: number; minutes: number; from: string; until: string };

export type Lane = {
  /** The crew's id; null for the lane of the jobs planned onto no crew. */
  id: number | null;
  name: string;
  /** Its working hours that day ("HH:MM"), or null for the lane of no crew. */
  hours: { starts: string; ends: string } | null;
  /** Why it does not work that day ("Crew B is off that day", with the time off's note), or null. */
  away: string | null;
  items: LaneItem[];
  /** Minutes of work and of travel planned that day. */
  workMinutes: number;
  travelMinutes: number;
};

const span = (start: number, end: number): Span => ({
  start,
  end,
  minutes: end - start,
  from: clockOf(start),
  until: clockOf(end),
});

/** The free stretches shorter than this are not shown: no job fits them. */
export const SHORTEST_FREE_MINUTES = 15;

/** One crew's lane on `date`: its jobs (in time order, with the travel before each), its hours off and free room. */
export function laneOf(crew: CrewWeek, date: string, jobs: readonly ScheduleJob[], travel: Travel): Lane {
  const own = jobs.filter((j) => j.crewId === crew.id).sort((a, b) => a.start - b.start);
  const { hours } = timeOffOn(crew, date);
  // with the time off's note, when it has one
  const away = dayRefusal(crew, date, []);
  const items: LaneItem[] = [];
  let travelTotal = 0;
  own.forEach((job, i) => {
    const before = i === 0 ? 0 : travelMinutes(travel, own[i - 1]!.zip, job.zip);
    if (before > 0) items.push({ kind: "travel", to: job.city, ...span(job.start - before, job.start) });
    travelTotal += before;
    items.push({ kind: "job", job, ...span(job.start, job.start + job.minutes) });
  });
  if (!away) {
    for (const off of hours) items.push({ kind: "off", note: off.note, ...span(off.start, off.end) });
    // the free room: the working hours less what is taken (jobs, their travel, hours off)
    const taken = items.map((i) => [i.start, i.end] as const).sort((a, b) => a[0] - b[0]);
    let cursor = toMinutes(crew.starts);
    const ends = toMinutes(crew.ends);
    for (const [start, end] of [...taken, [ends, ends] as const]) {
      const until = Math.min(start, ends);
      if (until - cursor >= SHORTEST_FREE_MINUTES) items.push({ kind: "free", ...span(cursor, until) });
      cursor = Math.max(cursor, end);
    }
  }
  return {
    id: crew.id,
    name: crew.name,
    hours: { starts: crew.starts, ends: crew.ends },
    away,
    items: items.sort((a, b) => a.start - b.start || order(a) - order(b)),
    workMinutes: own.reduce((sum, j) => sum + j.minutes, 0),
    travelMinutes: travelTotal,
  };
}

/** Of two items starting together, travel first, then the job. */
const order = (item: LaneItem) => ["off", "free", "travel", "job"].indexOf(item.kind);

/** The minutes a crew works on its lane's day: its hours less its hours off; none when it does not work. */
export function workingMinutes(lane: Lane): number {
  if (!lane.hours || lane.away) return 0;
  const starts = toMinutes(lane.hours.starts);
  const ends = toMinutes(lane.hours.ends);
  // hours off that overlap count once, and only within the crew's hours
  let off = 0;
  let reached = starts;
  for (const item of lane.items.filter((i) => i.kind === "off").sort((a, b) => a.start - b.start)) {
    const from = Math.max(item.start, reached);
    const until = Math.min(item.end, ends);
    if (until > from) off += until - from;
    reached = Math.max(reached, item.end);
  }
  return ends - starts - off;
}

/** The lanes of a day: each crew's, then, when there are any, the jobs planned onto no crew (by their window). */
export function lanesOf(crews: readonly CrewWeek[], date: string, jobs: readonly ScheduleJob[], travel: Travel) {
  const lanes = crews.map((crew) => laneOf(crew, date, jobs, travel));
  const ids = new Set(crews.map((c) => c.id));
  const none = jobs.filter((j) => j.crewId === null || !ids.has(j.crewId)).sort((a, b) => a.start - b.start);
  if (none.length > 0)
    lanes.push({
      id: null,
      name: "No crew",
      hours: null,
      away: null,
      items: none.map((job) => ({ kind: "job", job, ...span(job.start, job.start + job.minutes) })),
      workMinutes: none.reduce((sum, j) => sum + j.minutes, 0),
      travelMinutes: 0,
    });
  return lanes;
}

/** The day's time axis: whole hours from the earliest start to the latest end of any lane's hours or item. */
export function axisOf(lanes: readonly Lane[]): { start: number; end: number; hours: number[] } {
  const starts = lanes.flatMap((l) => [
    ...(l.hours ? [toMinutes(l.hours.starts)] : []),
    ...l.items.map((i) => i.start),
  ]);
  const ends = lanes.flatMap((l) => [...(l.hours ? [toMinutes(l.hours.ends)] : []), ...l.items.map((i) => i.end)]);
  const start = Math.floor(Math.min(...starts, 8 * 60) / 60) * 60;
  const end = Math.ceil(Math.max(...ends, 17 * 60) / 60) * 60;
  const hours: number[] = [];
  for (let h = start; h <= end; h += 60) hours.push(h);
  return { start, end, hours };
}

/** Where a stretch sits on the axis, in percent of its height (top and height). */
export function placeOnAxis(item: { start: number; end: number }, axis: { start: number; end: number }) {
  const length = axis.end - axis.start;
  return {
    top: ((item.start - axis.start) / length) * 100,
    height: ((item.end - item.start) / length) * 100,
  };
}
