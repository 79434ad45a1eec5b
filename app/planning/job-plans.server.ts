/**
 * The plan of one job in a booking's own transaction (issue 46, docs/decisions/0044): a new booking's, a job planned
 * again (a move, a lapsed hold paid after all, a quote's or the owner's length), the owner's choice of crew. Each is
 * worked out under its date's lock (`plan:<date>`) on the date as the planner sees it (planning.server.ts). Server only.
 */
import type { BookingChange, JobPlan, StoredBooking } from "../booking/model.ts";
import { type Catalog, clockOf, toMinutes } from "../domain/catalog.ts";
import {
  forcedStart,
  type Order,
  outsideWindow,
  placeOnCrew,
  planOrder,
  refusalAt,
  type Window,
} from "../domain/planner.ts";
import type { Db } from "../storage/db.server.ts";
import { PlanStore } from "../storage/plans.server.ts";
import { orderOfJob, planLock, planningDay } from "./planning.server.ts";

/**
 * Where a job goes on `date` in `window`, inside the caller's transaction and under the date's lock: the crew and
 * start the planner gives it among the date's other jobs (`except`: its own place, when it is planned again),
 * undefined while planning is off (no crew's week set), null when no crew can keep it.
 */
async function placeJob(
  db: Db,
  catalog: Catalog,
  date: string,
  order: Order,
  window: Window,
  now: Date,
  except?: string,
): Promise<JobPlan | null | undefined> {
  const plans = new PlanStore(db);
  if (!(await plans.planningOn(db))) return undefined;
  const { crews, jobs, travel } = await planningDay(plans, catalog, date, now, db);
  const others = jobs.filter((j) => j.reference !== except);
  const { placement } = planOrder(crews, date, others, order, window, travel);
  return placement && { crewId: placement.crewId, start: clockOf(placement.start), minutes: order.minutes };
}

/** The plan of a new booking, for the booking's own transaction (app/storage/bookings.server.ts `create`). */
export function newJobPlan(catalog: Catalog, date: string, order: Order, window: Window, now: Date) {
  return { lock: planLock(date), of: (db: Db) => placeJob(db, catalog, date, order, window, now) };
}

/**
 * A booking planned again on `date` in its (new) window: a move, a lapsed hold paid after all, a quote given its own
 * length (`minutes`). Its own length (the owner's, when set) is kept; its crew is the planner's choice, as for a new
 * booking. Where no crew can keep it: null (the change is refused), or with `keep`, undefined (it stays where it
 * was, flagged as its crew's misfit).
 */
export function jobPlanAgain(
  catalog: Catalog,
  date: string,
  arrival: { start: string; end: string },
  now: Date,
  options: { minutes?: number; keep?: boolean } = {},
): NonNullable<BookingChange["plan"]> {
  return {
    lock: planLock(date),
    of: async (db, before) => {
      const order = orderOfJob(catalog, { ...before, minutes: options.minutes ?? before.jobMinutes ?? null });
      const window = { start: toMinutes(arrival.start), end: toMinutes(arrival.end) };
      const plan = await placeJob(db, catalog, date, order, window, now, before.reference);
      return plan === null && options.keep ? undefined : plan;
    },
  };
}

/**
 * The owner's choice of crew for a job (`intent=assign`, docs/decisions/0044), or of its length on its crew
 * (`minutes`, issue 47): on that crew at the earliest start in its window where it fits; where it does not, refused
 * with the reason that refuses it ("Crew B is off that day", "Crew A's day ends at 5:00 PM, leaving 35 min after …"),
 * unless the owner overrides: then it starts after the crew's previous job and its drive (`forcedStart`, issue 55), and
 * `overridden` hears what that start breaks, for the history. Undefined while planning is off (the crew is set as it
 * is asked).
 */
export function assignedPlan(
  catalog: Catalog,
  booking: Pick<StoredBooking, "date">,
  crewId: number,
  now: Date,
  override: { yes: boolean; overridden: (reason: string) => void; minutes?: number },
): NonNullable<BookingChange["plan"]> {
  const date = booking.date;
  return {
    lock: planLock(date),
    of: async (db, before) => {
      const plans = new PlanStore(db);
      if (!(await plans.planningOn(db))) return undefined;
      // moved meanwhile to another date: its lock is not the one held; the owner looks again
      if (before.date !== date) return { refusal: "The booking was moved meanwhile: please look at it again" };
      const { crews, jobs, travel } = await planningDay(plans, catalog, date, now, db);
      const crew = crews.find((c) => c.id === crewId);
      if (!crew) return undefined;
      const order = orderOfJob(catalog, { ...before, minutes: override.minutes ?? before.jobMinutes ?? null });
      const own = jobs.filter((j) => j.crewId === crewId && j.reference !== before.reference);
      const window = { start: toMinutes(before.windowStart), end: toMinutes(before.windowEnd) };
      const placed = placeOnCrew(crew, date, own, order, window, travel);
      if ("start" in placed) return { crewId, start: clockOf(placed.start), minutes: order.minutes };
      if (!override.yes) return { refusal: placed.refusal };
      // forced (issue 55): after the crew's previous job and the drive from it, never before the crew's start; what it
      // then breaks is the reason kept in the history, and the job is flagged until it fits
      const start = forcedStart(crew, date, own, order, window, travel);
      override.overridden(
        refusalAt(crew, date, own, order, start, travel) ??
          outsideWindow({ ...order, reference: before.reference, crewId, start, window }) ??
          placed.refusal,
      );
      return { crewId, start: clockOf(start), minutes: order.minutes };
    },
  };
}
