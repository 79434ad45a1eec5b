/**
 * The owner's schedule (issue 47, docs/decisions/0046) on the server: a day's lanes from what is stored, where a job
 * could go instead ("Move to"), and what a crew's time off would do to the day before it is saved. The rules are the
 * planner's (app/domain/planner.ts) and the layout the schedule's (app/domain/schedule.ts). Server only.
 */
import { cityName } from "../content/city-list.ts";
import { addDays, dateInZone } from "../domain/booking/dates.ts";
import { type Catalog, clockOf, toMinutes, weekdayOf } from "../domain/catalog.ts";
import { firstName } from "../domain/job.ts";
import { type CrewWeek, type JobToPlan, misfitsOf, placeOnCrew, refusalAt, type Travel } from "../domain/planner.ts";
import { laneOf, lanesOf, type ScheduleJob, workingMinutes } from "../domain/schedule.ts";
import { datesOf } from "../domain/reports.ts";
import type { StoredBooking } from "../booking/model.ts";
import type { StoredPlan } from "../storage/plans.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { jobToPlan, planningDay, travelOf, weekDefaultsOf } from "./planning.server.ts";

/** A stored job as the schedule shows it (`planned`: as the planner reads it). */
const scheduleJobOf = (s: StoredPlan, planned: JobToPlan, problem: string | null = null): ScheduleJob => ({
  ...planned,
  firstName: firstName(s.name) ?? "",
  city: cityName(s.city),
  window: { start: s.windowStart, end: s.windowEnd },
  problem,
});

/** Each crew's booked, working and travel minutes on `date`, from its lane. */
const crewTotals = (crews: readonly CrewWeek[], date: string, jobs: readonly ScheduleJob[], travel: Travel) =>
  crews.map((crew) => {
    const lane = laneOf(crew, date, jobs, travel);
    return { crew, booked: lane.workMinutes, working: workingMinutes(lane), travel: lane.travelMinutes };
  });

export type Utilisation = {
  crewId: number;
  name: string;
  /** The Monday of the week. */
  week: string;
  /** Minutes of work planned, of working hours (less time off), and of travel between jobs. */
  booked: number;
  working: number;
  travel: number;
};

/**
 * Each crew's booked hours against its working hours, week by week (Mondays), from `from` to `to`, and the hours lost
 * to travel (issue 47): the jobs given to crews that are to do or done, on each crew's week as it is now and its time
 * off then. A crew counts from the day it was made (issue 55; America/Chicago): no working hours, and no row, before
 * it existed (its week as it is now says nothing of the weeks before it).
 */
export async function crewUtilisation(storage: Storage, catalog: Catalog, from: string, to: string) {
  const [weeks, made] = await Promise.all([storage.plans.weeks(weekDefaultsOf(catalog), from), storage.crews.list()]);
  const madeOn = new Map(made.map((c) => [c.id, dateInZone(new Date(c.createdAt))]));
  const existsOn = (crew: CrewWeek, date: string) => (madeOn.get(crew.id) ?? from) <= date;
  const crews = weeks.filter((crew) => existsOn(crew, to));
  if (crews.length === 0) return [];
  const byDate = new Map<string, ScheduleJob[]>();
  for (const job of await storage.plans.crewWorkIn(
    crews.map((c) => c.id),
    from,
    to,
  )) {
    const day = byDate.get(job.date) ?? [];
    day.push(scheduleJobOf(job, jobToPlan(job, catalog)));
    byDate.set(job.date, day);
  }
  const travel = travelOf(catalog.week);
  const rows = new Map<string, Utilisation>();
  for (const date of datesOf({ from, to }))
    for (const day of crewTotals(
      crews.filter((crew) => existsOn(crew, date)),
      date,
      byDate.get(date) ?? [],
      travel,
    )) {
      const week = mondayOf(date);
      const key = `${day.crew.id} ${week}`;
      const row = rows.get(key) ?? { crewId: day.crew.id, name: day.crew.name, week, booked: 0, working: 0, travel: 0 };
      row.booked += day.booked;
      row.working += day.working;
      row.travel += day.travel;
      rows.set(key, row);
    }
  return [...rows.values()];
}

/** `/admin/schedule?date=`: the day's lanes, each crew's then the jobs of no crew. */
export async function scheduleDay(storage: Storage, catalog: Catalog, date: string, now: Date) {
  const { crews, jobs, stored, travel } = await planningDay(storage.plans, catalog, date, now);
  const problems = new Map(misfitsOf(crews, date, jobs, travel).misfits.map((m) => [m.job.reference, m.reason]));
  // a job of no crew is in the lane of no crew: that says it
  const shown = stored.map((s, i) =>
    scheduleJobOf(s, jobs[i]!, s.crewId === null ? null : (problems.get(s.reference) ?? null)),
  );
  const lanes = lanesOf(crews, date, shown, travel);
  // the jobs nobody is planned for (issue 55): how many, and their hours
  const none = lanes.find((l) => l.id === null);
  const noCrew = { jobs: none?.items.length ?? 0, minutes: none?.workMinutes ?? 0 };
  return { date, lanes, unplaced: shown.filter((j) => j.problem).length, noCrew };
}

/** `/admin/schedule?week=`: each crew's booked and working minutes on each of the 7 days from `monday`. */
export async function scheduleWeek(storage: Storage, catalog: Catalog, first: string, now: Date) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  // the weeks read once (the time off of each day is the lanes' to pick), then each day's jobs
  const crews = await storage.plans.weeks(weekDefaultsOf(catalog), first);
  const ids = new Set(crews.map((c) => c.id));
  const perDay = await Promise.all(
    days.map(async (date) => {
      const day = await planningDay(storage.plans, catalog, date, now, undefined, crews);
      // the jobs nobody is planned for (issue 55): made before the crews, or taken off one
      const none = day.jobs.filter((j) => j.crewId === null || !ids.has(j.crewId));
      return {
        totals: crewTotals(
          crews,
          date,
          day.stored.map((s, i) => scheduleJobOf(s, day.jobs[i]!)),
          day.travel,
        ),
        noCrew: { jobs: none.length, minutes: none.reduce((sum, j) => sum + j.minutes, 0) },
      };
    }),
  );
  return {
    days,
    crews: crews.map((crew, c) => ({
      id: crew.id,
      name: crew.name,
      days: days.map((date, i) => ({
        date,
        booked: perDay[i]!.totals[c]!.booked,
        working: perDay[i]!.totals[c]!.working,
      })),
    })),
    /** Each day's jobs of no crew: how many, and their minutes. */
    noCrew: days.map((date, i) => ({ date, ...perDay[i]!.noCrew })),
  };
}

export type MoveOption =
  { crewId: number; name: string; start: string } | { crewId: number; name: string; reason: string };

/**
 * Where a job could go instead ("Move to"): each other crew, those where it fits first with the start it would get
 * (earliest first), then the others with the reason it does not fit.
 */
export async function moveOptions(storage: Storage, catalog: Catalog, booking: StoredBooking, now: Date) {
  const { crews, jobs, travel } = await planningDay(storage.plans, catalog, booking.date, now);
  const job = jobs.find((j) => j.reference === booking.reference);
  if (!job) return [];
  const others = jobs.filter((j) => j.reference !== booking.reference);
  const window = { start: toMinutes(booking.windowStart), end: toMinutes(booking.windowEnd) };
  const options = crews
    .filter((crew) => crew.id !== job.crewId)
    .map((crew): MoveOption => {
      const own = others.filter((j) => j.crewId === crew.id);
      const placed = placeOnCrew(crew, booking.date, own, job, window, travel);
      if ("start" in placed) return { crewId: crew.id, name: crew.name, start: clockOf(placed.start) };
      return {
        crewId: crew.id,
        name: crew.name,
        reason: refusalAt(crew, booking.date, own, job, job.start, travel) ?? placed.refusal,
      };
    });
  return [
    ...options.filter((o) => "start" in o).sort((a, b) => toMinutes(a.start) - toMinutes(b.start)),
    ...options.filter((o) => "reason" in o),
  ];
}

/** The Monday of a date's week (the week view starts on Mondays). */
export const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));
