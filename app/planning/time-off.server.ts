/**
 * A crew's time off on one date, from the schedule (issue 47's "Time off" and "Change hours"; issue 55): what it
 * would do, shown before it is saved, and the save, which does exactly that. Both plan only that crew's jobs on that
 * date (never another date, never a job of another crew or of no crew), by one rule (`timeOffPlan`), so the save
 * changes what the preview said; when the day changed between the two, nothing is saved and the new preview is said.
 * Server only.
 */
import { formatDateInYear } from "../domain/booking/dates.ts";
import { formatClock, formatWindow } from "../domain/booking/windows.ts";
import { type Catalog, clockOf } from "../domain/catalog.ts";
import { type CrewWeek, replanDay, type TimeOff } from "../domain/planner.ts";
import type { Db } from "../storage/db.server.ts";
import type { PlanStore } from "../storage/plans.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { planLock, planningDay } from "./planning.server.ts";

export type TimeOffPreview = {
  moved: { reference: string; name: string; to: string; start: string }[];
  unplaced: { reference: string; name: string; phone: string }[];
};

/** What the time off does to the crew's jobs that date, read in `db`: the new plan, and the preview of it. */
async function timeOffPlan(
  plans: PlanStore,
  catalog: Catalog,
  crewId: number,
  date: string,
  offs: readonly TimeOff[],
  now: Date,
  db?: Db,
) {
  const { crews, stored, jobs, travel } = await planningDay(plans, catalog, date, now, db);
  const crew = crews.find((c) => c.id === crewId);
  if (!crew) return null;
  const changed = crews.map((c) => (c.id === crewId ? { ...c, timeOff: [...c.timeOff, ...offs] } : c));
  const result = replanDay(changed, date, jobs, travel, (job) => job.crewId === crewId);
  const byRef = new Map(stored.map((s) => [s.reference, s]));
  const nameOf = (id: number) => crews.find((c) => c.id === id)?.name ?? "";
  const preview: TimeOffPreview = {
    moved: result.moved.map((m) => ({
      reference: m.reference,
      name: byRef.get(m.reference)!.name,
      to: nameOf(m.to),
      start: clockOf(result.jobs.find((j) => j.reference === m.reference)!.start),
    })),
    unplaced: result.unplaced.map((u) => ({
      reference: u.reference,
      name: byRef.get(u.reference)!.name,
      phone: byRef.get(u.reference)!.phone,
    })),
  };
  return { crew, preview, result, byRef };
}

/**
 * What time off on `date` (a stretch, or the hours outside a day's changed hours) would do to a crew's day, before it
 * is saved: which of its jobs would go to which crew (and when), and which would fit no crew (with whom to call).
 * Nothing is written.
 */
export async function previewTimeOff(
  storage: Storage,
  catalog: Catalog,
  crewId: number,
  date: string,
  offs: readonly TimeOff[],
  now: Date,
): Promise<TimeOffPreview> {
  const plan = await timeOffPlan(storage.plans, catalog, crewId, date, offs, now);
  return plan?.preview ?? { moved: [], unplaced: [] };
}

/** A preview as the form carries it to the save: the same words for the same plan. */
export const previewKey = (preview: TimeOffPreview) => JSON.stringify(preview);

/** "Crew A is off Tuesday, December 1, 10:00 AM – 2:00 PM (Truck in the shop)": the time off, named. */
export function timeOffWords(crew: Pick<CrewWeek, "name">, date: string, offs: readonly TimeOff[], hours?: string) {
  const day = formatDateInYear(date);
  if (hours) return `${crew.name} works ${hours} on ${day}`;
  const off = offs[0];
  const when = off && off.starts && off.ends ? `, ${formatWindow(off.starts, off.ends)}` : " all day";
  return `${crew.name} is off ${day}${when}${off?.note ? ` (${off.note})` : ""}`;
}

export type TimeOffSaved =
  { kind: "saved"; words: string } | { kind: "changed"; preview: TimeOffPreview } | { kind: "no-crew" };

/**
 * Saves the time off and plans that crew's jobs on that date as the preview said (`expected`: its `previewKey`), in
 * one transaction under the date's lock; when the plan is no longer the preview's (a booking came or moved meanwhile),
 * nothing is saved and the new preview is returned. The words name the time off and what it did ("Crew A is off
 * Tuesday, December 1, 10:00 AM – 2:00 PM (Truck in the shop): NS-… moves to Crew B at 1:00 PM; NS-… fits no crew:
 * call Ana at …").
 */
export async function saveTimeOff(
  storage: Storage,
  catalog: Catalog,
  crewId: number,
  date: string,
  offs: readonly TimeOff[],
  expected: string,
  now: Date,
  hours?: { starts: string; ends: string },
): Promise<TimeOffSaved> {
  return storage.db.transaction(async (db): Promise<TimeOffSaved> => {
    await db.lock(planLock(date));
    const plan = await timeOffPlan(storage.plans, catalog, crewId, date, offs, now, db);
    if (!plan) return { kind: "no-crew" };
    if (previewKey(plan.preview) !== expected) return { kind: "changed", preview: plan.preview };
    const { crew, result, byRef } = plan;
    const named = timeOffWords(crew, date, offs, hours && formatWindow(hours.starts, hours.ends));
    // the same time off saved again changes nothing, and says so
    const same = (a: TimeOff, b: TimeOff) =>
      a.from === b.from && a.to === b.to && a.starts === b.starts && a.ends === b.ends;
    if (offs.every((off) => crew.timeOff.some((had) => same(had, off))))
      return { kind: "saved", words: `${named} already: nothing changed.` };
    await storage.plans.saveWeeks(db, [{ ...crew, timeOff: [...crew.timeOff, ...offs] }], date);
    for (const m of result.moved) {
      const job = result.jobs.find((j) => j.reference === m.reference)!;
      await storage.plans.setPlan(db, byRef.get(m.reference)!.id, {
        crewId: job.crewId,
        start: clockOf(job.start),
        minutes: job.minutes,
      });
    }
    const said = [
      ...plan.preview.moved.map((m) => `${m.reference} moves to ${m.to} at ${formatClock(m.start)}`),
      ...plan.preview.unplaced.map((u) => `${u.reference} fits no crew: call ${u.name} at ${u.phone}`),
    ];
    const counts = `${plan.preview.moved.length} ${plan.preview.moved.length === 1 ? "job" : "jobs"} moved, ${plan.preview.unplaced.length} to call`;
    return { kind: "saved", words: `${named}: ${counts}.${said.length ? ` ${said.join("; ")}.` : ""}` };
  });
}
