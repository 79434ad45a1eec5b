/**
 * Planning on the server (issue 46, docs/decisions/0044): a date as the planner sees it, the crews' weeks as a
 * document and a change of them that plans the crews' jobs afresh, the day's plan, the calendar's places for an order
 * and the jobs a crew cannot keep (one job's plan in a booking's transaction: job-plans.server.ts). The rules are the
 * pure planner's (app/domain/planner.ts); what is stored is app/storage/plans.server.ts's. Everything that plans a date holds that date's lock (`plan:<date>`, taken after a
 * customer's locks), so that two changes never plan overlapping work, however many instances. Server only.
 */
import { serviceIds } from "../content/service-ids.ts";
import { dateInZone } from "../domain/booking/dates.ts";
import { type Catalog, clockOf, toMinutes, type Week } from "../domain/catalog.ts";
import { orderMinutes } from "../domain/job-length.ts";
import {
  type CrewWeek,
  dayChanged,
  dayPlanOf,
  type JobToPlan,
  misfitsOf,
  type NoCrew,
  noCrewOn,
  type Order,
  type PlannerWhy,
  type PlanningDay,
  placesFor,
  replanDay,
  type Travel,
  windowWhy,
} from "../domain/planner.ts";
import { zipMiles } from "../domain/service-area-check.ts";
import type { StoredBooking } from "../booking/model.ts";
import type { Order as PricedOrder, OrderLine } from "../domain/pricing.ts";
import type { Db } from "../storage/db.server.ts";
import type { PlanStore, StoredPlan, WeekDefaults } from "../storage/plans.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import type { CrewWeekInput } from "./crews-document.server.ts";

/** The lock every change that plans a date holds (docs/decisions/0044). */
export const planLock = (date: string) => `plan:${date}`;

/** The catalog's travel rule, on our ZIP data. */
export const travelOf = (week: Pick<Week, "travelBaseMinutes" | "travelMinutesPerMile">): Travel => ({
  baseMinutes: week.travelBaseMinutes,
  minutesPerMile: week.travelMinutesPerMile,
  miles: zipMiles,
});

/** A crew the owner has not given a week works the catalog's open days and hours, and does every service. */
export const weekDefaultsOf = (catalog: Catalog): WeekDefaults => ({
  days: [...catalog.week.openWeekdays].sort((a, b) => a - b),
  starts: catalog.week.opens,
  ends: catalog.week.closes,
  services: [...serviceIds],
});

/** What the planner needs of an order (docs/decisions/0044): its length, its ZIP and its services. */
export function plannerOrderOf(catalog: Catalog, order: Pick<PricedOrder, "lines" | "bundleId">, zip: string): Order {
  return { minutes: orderMinutes(catalog, order), zip, services: [...new Set(order.lines.map((l) => l.service))] };
}

/** A stored job's order: its own length (planned, or set by the owner), else its order's, its ZIP and services. */
export const orderOfJob = (
  catalog: Catalog,
  job: { minutes: number | null; lines: OrderLine[]; bundleId: string | null; zip: string },
): Order => {
  const order = plannerOrderOf(catalog, { lines: job.lines, bundleId: job.bundleId ?? undefined }, job.zip);
  return { ...order, minutes: job.minutes ?? order.minutes };
};

/** A stored booking as the planner reads it: made before plans, at its window's start for its order's length. */
export function jobToPlan(job: StoredPlan, catalog: Catalog): JobToPlan {
  return {
    reference: job.reference,
    crewId: job.crewId,
    start: toMinutes(job.plannedStart ?? job.windowStart),
    ...orderOfJob(catalog, job),
    window: { start: toMinutes(job.windowStart), end: toMinutes(job.windowEnd) },
  };
}

/**
 * A date as the planner sees it: every crew's week with its time off on or after that date (`known`: read already),
 * the jobs holding a place on it (`stored`: as read, with the customer's name and phone), the catalog's travel rule.
 */
export async function planningDay(
  plans: PlanStore,
  catalog: Catalog,
  date: string,
  now: Date,
  db?: Db,
  known?: CrewWeek[],
): Promise<PlanningDay & { jobs: JobToPlan[]; stored: StoredPlan[] }> {
  const crews = known ?? (await plans.weeks(weekDefaultsOf(catalog), date, db));
  const stored = await plans.jobsOn(date, now, db);
  const jobs = stored.map((job) => jobToPlan(job, catalog));
  return { crews, date, jobs, stored, travel: travelOf(catalog.week) };
}

/** The date as the planner sees it while planning is on (one read of the weeks says so), else null. */
async function plannedDay(plans: PlanStore, catalog: Catalog, date: string, now: Date) {
  const crews = await plans.plannedWeeks(weekDefaultsOf(catalog), date);
  return crews && planningDay(plans, catalog, date, now, undefined, crews);
}

/** `GET /admin/crews.json`: every crew's week and the time off still ahead. */
export async function crewsDocument(storage: Storage, catalog: Catalog, now: Date) {
  return { crews: await storage.plans.weeks(weekDefaultsOf(catalog), dateInZone(now), storage.db) };
}

/** A job planned onto another crew, by the crews' names (`from` null: it had none, issue 55). */
export type Moved = { reference: string; date: string; from: string | null; to: string };
export type Unplaced = { reference: string; date: string; crew: string; name: string; phone: string };
export type WeeksSaved =
  | { kind: "saved"; crews: CrewWeek[]; moved: Moved[]; unplaced: Unplaced[] }
  | { kind: "invalid"; errors: Record<string, string> };

/**
 * Replaces the listed crews' days, hours, services and time off, then plans afresh, in one transaction, each date from
 * today on where one of them changed what it can do (`dayChanged`) and each date with jobs planned onto no crew or
 * never planned (made before the crews were set up; issue 55): a job of a changed crew that no longer fits goes to
 * another crew where it fits in its own arrival window, and a job of no crew onto one (`moved`, `from` "no crew"), or
 * it stays where it was, listed with the customer's name and phone (`unplaced`). Nothing is dropped; the jobs of a
 * crew that did not change stay as they are.
 */
export async function saveCrewWeeks(
  storage: Storage,
  catalog: Catalog,
  input: readonly CrewWeekInput[],
  now: Date,
): Promise<WeeksSaved> {
  const today = dateInZone(now);
  const travel = travelOf(catalog.week);
  return storage.db.transaction(async (db): Promise<WeeksSaved> => {
    const before = await storage.plans.weeks(weekDefaultsOf(catalog), today, db);
    const errors: Record<string, string> = {};
    input.forEach((crew, i) => {
      if (!before.some((c) => c.id === crew.id)) errors[`crews.${i}.id`] = "No crew has this id.";
    });
    if (Object.keys(errors).length > 0) return { kind: "invalid", errors };

    const crews = before.map((crew) => {
      const changed = input.find((c) => c.id === crew.id);
      return changed ? { ...changed, name: crew.name } : crew;
    });
    const listed = crews.filter((c) => input.some((i) => i.id === c.id));
    await storage.plans.saveWeeks(db, listed, today);
    const nameOf = (id: number | null) => crews.find((c) => c.id === id)?.name ?? "no crew";
    const moved: Moved[] = [];
    const unplaced: Unplaced[] = [];
    const dates = await storage.plans.datesToPlan(
      listed.map((c) => c.id),
      today,
      now,
      db,
    );
    for (const date of dates) {
      // the crews whose day that date is not what it was
      const changedOn = new Set(
        listed
          .filter((c) =>
            dayChanged(
              before.find((b) => b.id === c.id)!,
              c,
              date,
            ),
          )
          .map((c) => c.id),
      );
      await db.lock(planLock(date));
      const stored = new Map((await storage.plans.jobsOn(date, now, db)).map((job) => [job.reference, job]));
      const was = new Map([...stored.values()].map((job) => [job.reference, jobToPlan(job, catalog)]));
      const mayPlan = (job: JobToPlan) =>
        job.crewId === null || changedOn.has(job.crewId) || stored.get(job.reference)!.plannedStart === null;
      if (![...was.values()].some(mayPlan)) continue;
      const result = replanDay(crews, date, [...was.values()], travel, mayPlan);
      // every job whose crew or start the plan changed is written, and a job never planned that fits is planned where
      // it is; one that fits nowhere stays as it was
      const left = new Set(result.unplaced.map((u) => u.reference));
      for (const planned of result.jobs) {
        const before = was.get(planned.reference)!;
        const first =
          stored.get(planned.reference)!.plannedStart === null &&
          planned.crewId !== null &&
          !left.has(planned.reference);
        if (!first && planned.crewId === before.crewId && planned.start === before.start) continue;
        await storage.plans.setPlan(db, stored.get(planned.reference)!.id, {
          crewId: planned.crewId,
          start: clockOf(planned.start),
          minutes: planned.minutes,
        });
      }
      for (const m of result.moved)
        moved.push({ reference: m.reference, date, from: m.from === null ? null : nameOf(m.from), to: nameOf(m.to) });
      for (const u of result.unplaced) {
        const job = stored.get(u.reference)!;
        unplaced.push({ reference: u.reference, date, crew: nameOf(u.crewId), name: job.name, phone: job.phone });
      }
    }
    return { kind: "saved", crews, moved, unplaced };
  });
}

/** `GET /admin/schedule.json?date=`: the crews' day as planned (times "HH:MM" in Chicago, jobs in order). */
export async function dayPlan(storage: Storage, catalog: Catalog, date: string, now: Date) {
  const day = await planningDay(storage.plans, catalog, date, now);
  return { date, ...dayPlanOf(day.crews, date, day.jobs, day.travel) };
}

/**
 * The jobs on these dates that their crew cannot keep as planned, with the reason (docs/decisions/0044): after a
 * change of a crew's week left them where they were (`unplaced`), or an owner's override. Empty while planning is off.
 */
export async function planProblems(storage: Storage, catalog: Catalog, dates: readonly string[], now: Date) {
  const problems = new Map<string, string>();
  for (const date of new Set(dates)) {
    const day = await plannedDay(storage.plans, catalog, date, now);
    if (!day) return problems;
    for (const { job, reason } of misfitsOf(day.crews, date, day.jobs, day.travel).misfits)
      problems.set(job.reference, reason);
  }
  return problems;
}

/**
 * A booking's plan as its page shows it: its start, end and length, and why its crew cannot keep it (null: it can).
 * Null while planning is off, or for a booking that holds no place.
 */
export async function jobStanding(storage: Storage, catalog: Catalog, booking: StoredBooking, now: Date) {
  const day = await plannedDay(storage.plans, catalog, booking.date, now);
  const job = day?.jobs.find((j) => j.reference === booking.reference);
  if (!day || !job) return null;
  const misfit = misfitsOf(day.crews, booking.date, day.jobs, day.travel).misfits.find(
    (m) => m.job.reference === booking.reference,
  );
  return {
    start: clockOf(job.start),
    end: clockOf(job.start + job.minutes),
    minutes: job.minutes,
    problem: misfit?.reason ?? null,
  };
}

/**
 * The shortest job the catalog offers, of any service (`services` empty: any crew that works may take it): what a
 * window's places count when no order is given, and the job a window too short for an order is told apart by.
 */
export function shortestOrder(catalog: Catalog): Order {
  let minutes: number | null = null;
  for (const service of catalog.services)
    for (const tier of service.tiers)
      if (tier.offered && (minutes === null || tier.minutes < minutes)) minutes = tier.minutes;
  return { minutes: minutes ?? 15, zip: null, services: [] };
}

/**
 * What the crews can still take of orders like `order` on the date (issue 55): for each window, the places (at most
 * `caps` of its start) and, where there are none, why; and whether no crew can take the order that date at all. Null
 * while planning is off (the capacity alone decides). `except`: a booking's own job, left out (the customer's move).
 * `shortest`: the shortest job the catalog offers, which tells a window too short for this order from a full one.
 */
export async function crewCalendar(
  plans: PlanStore,
  catalog: Catalog,
  date: string,
  order: Order,
  windows: readonly { start: string; end: string }[],
  caps: (start: string) => number,
  now: Date,
  except?: string,
): Promise<{ windows: Map<string, { places: number; why: PlannerWhy | null }>; noCrew: NoCrew | null } | null> {
  const planned = await plannedDay(plans, catalog, date, now);
  if (!planned) return null;
  const day = except ? { ...planned, jobs: planned.jobs.filter((j) => j.reference !== except) } : planned;
  const noCrew = noCrewOn(day.crews, date, order.services);
  const shortest = shortestOrder(catalog).minutes;
  return {
    noCrew,
    windows: new Map(
      windows.map((w) => {
        const window = { start: toMinutes(w.start), end: toMinutes(w.end) };
        const cap = Math.max(0, caps(w.start));
        const places = noCrew || cap === 0 ? 0 : placesFor(day, order, window, cap);
        const why =
          places > 0 ? null : noCrew ? "no-crew" : cap === 0 ? "full" : windowWhy(day, order, window, shortest);
        return [w.start, { places, why }];
      }),
    ),
  };
}
