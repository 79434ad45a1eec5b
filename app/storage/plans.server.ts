/**
 * The planner's storage (issue 46, docs/decisions/0044): each crew's week and time off, and each booking's planned
 * crew, start and length. The rules are app/domain/planner.ts's; this module only reads and writes what they need,
 * on SQLite and PostgreSQL alike. Server only.
 */
import type { CrewWeek, TimeOff } from "../domain/planner.ts";
import type { OrderLine } from "../domain/pricing.ts";
import type { Db } from "./db.server.ts";
import { HOLDS_PLACE_SQL } from "./schema.ts";

/** What a crew works when the owner has not said: the catalog's open days and hours, every service. */
export type WeekDefaults = Pick<CrewWeek, "days" | "starts" | "ends" | "services">;

/** A booking as the planner sees it on its date. */
export type StoredPlan = {
  id: number;
  reference: string;
  crewId: number | null;
  /** "HH:MM" as planned, or null for a booking made before plans (its window's start). */
  plannedStart: string | null;
  /** Minutes as planned, or null for a booking made before plans (its order's length). */
  minutes: number | null;
  windowStart: string;
  windowEnd: string;
  zip: string;
  city: string;
  lines: OrderLine[];
  bundleId: string | null;
  phone: string;
  name: string;
  /** When the booking was made (ISO 8601): a window "just filled up" when a booking of a moment ago took it. */
  createdAt: string;
};

/**
 * The start of the key of a job's "assigned" notices for its crew and date, in SQL (`assignedKeyOf` of
 * app/booking/crew-notices.server.ts): the job's reference, its crew, its date.
 */
const NOTICE_KEY_SQL = "b.reference || '.assigned.crew-' || CAST(b.crew_id AS TEXT) || '.' || b.date";

/**
 * Withdraws the crew notices of job `id` still waiting to go to a crew or for a date it no longer has (issue 56),
 * inside the caller's transaction: after a plan or a move changed its crew or its date.
 */
export async function withdrawCrewNotices(db: Db, id: number): Promise<void> {
  await db.run(
    `UPDATE outbox SET status = 'cancelled' WHERE booking_id = ? AND event = 'assigned' AND status = 'pending'
       AND key NOT LIKE (SELECT ${NOTICE_KEY_SQL} || '.%' FROM bookings b WHERE b.id = ?)`,
    [id, id],
  );
}

type CrewRow = { id: number; name: string; week_json: string | null };
const CREWS_SQL = "SELECT id, name, week_json FROM crews ORDER BY name";
type OffRow = {
  crew_id: number;
  from_date: string;
  to_date: string;
  starts: string | null;
  ends: string | null;
  note: string;
};

type PlanRow = {
  id: number;
  reference: string;
  crew_id: number | null;
  planned_start: string | null;
  job_minutes: number | null;
  window_start: string;
  window_end: string;
  zip: string;
  city: string;
  lines_json: string;
  bundle_id: string | null;
  phone: string;
  name: string;
  created_at: string;
};
const PLAN_COLUMNS = `id, reference, crew_id, planned_start, job_minutes, window_start, window_end, zip, city, lines_json,
  bundle_id, phone, name, created_at`;
const planOf = (r: PlanRow): StoredPlan => ({
  id: Number(r.id),
  reference: r.reference,
  crewId: r.crew_id === null ? null : Number(r.crew_id),
  plannedStart: r.planned_start,
  minutes: r.job_minutes === null ? null : Number(r.job_minutes),
  windowStart: r.window_start,
  windowEnd: r.window_end,
  zip: r.zip,
  city: r.city,
  lines: JSON.parse(r.lines_json) as OrderLine[],
  bundleId: r.bundle_id,
  phone: r.phone,
  name: r.name,
  createdAt: r.created_at,
});

export class PlanStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Every crew's week and time off (ended time off left out: before `today`), by name. */
  async weeks(defaults: WeekDefaults, today: string, db: Db = this.db): Promise<CrewWeek[]> {
    return this.withTimeOff(await db.all<CrewRow>(CREWS_SQL), defaults, today, db);
  }

  /** The crews' weeks as `weeks` reads them, or null while planning is off (`planningOn`): one read for both. */
  async plannedWeeks(defaults: WeekDefaults, today: string, db: Db = this.db): Promise<CrewWeek[] | null> {
    const crews = await db.all<CrewRow>(CREWS_SQL);
    return crews.some((c) => c.week_json !== null) ? this.withTimeOff(crews, defaults, today, db) : null;
  }

  private async withTimeOff(crews: CrewRow[], defaults: WeekDefaults, today: string, db: Db): Promise<CrewWeek[]> {
    const off = await db.all<OffRow>(
      "SELECT crew_id, from_date, to_date, starts, ends, note FROM crew_time_off WHERE to_date >= ? ORDER BY from_date, starts, id",
      [today],
    );
    return crews.map((crew) => {
      const week = crew.week_json ? (JSON.parse(crew.week_json) as WeekDefaults) : defaults;
      return {
        id: Number(crew.id),
        name: crew.name,
        days: week.days,
        starts: week.starts,
        ends: week.ends,
        services: week.services,
        timeOff: off
          .filter((o) => Number(o.crew_id) === Number(crew.id))
          .map((o): TimeOff => ({ from: o.from_date, to: o.to_date, starts: o.starts, ends: o.ends, note: o.note })),
      };
    });
  }

  /**
   * Replaces the days, hours, services and time off of the crews listed (by id; names untouched), inside the caller's
   * transaction. Time off that ended before `today` is kept as it was (the document lists what is still ahead).
   */
  async saveWeeks(db: Db, weeks: readonly CrewWeek[], today: string): Promise<void> {
    for (const week of weeks) {
      const { days, starts, ends, services } = week;
      await db.run("UPDATE crews SET week_json = ? WHERE id = ?", [
        JSON.stringify({ days, starts, ends, services }),
        week.id,
      ]);
      await db.run("DELETE FROM crew_time_off WHERE crew_id = ? AND to_date >= ?", [week.id, today]);
      // the same stretch given twice is kept once (issue 55: its hours were counted off twice)
      const seen = new Set<string>();
      for (const off of week.timeOff) {
        const key = JSON.stringify([off.from, off.to, off.starts, off.ends]);
        if (seen.has(key)) continue;
        seen.add(key);
        await db.run(
          "INSERT INTO crew_time_off (crew_id, from_date, to_date, starts, ends, note) VALUES (?, ?, ?, ?, ?, ?)",
          [week.id, off.from, off.to, off.starts, off.ends, off.note],
        );
      }
    }
  }

  /**
   * Whether planning is on (docs/decisions/0044): once the owner has set one crew's week, every booking is planned
   * onto a crew; before, crews are groups of people and the window's capacity alone decides.
   */
  async planningOn(db: Db = this.db): Promise<boolean> {
    return (await db.get("SELECT 1 AS found FROM crews WHERE week_json IS NOT NULL LIMIT 1")) !== undefined;
  }

  /**
   * The bookings holding a place on that date, with what the planner needs, by window then in the order they were
   * made: of two that need the same room, the first booked is planned first (issue 55).
   */
  async jobsOn(date: string, now: Date, db: Db = this.db): Promise<StoredPlan[]> {
    const rows = await db.all<PlanRow>(
      `SELECT ${PLAN_COLUMNS} FROM bookings WHERE date = ? AND ${HOLDS_PLACE_SQL} ORDER BY window_start, created_at, id`,
      [date, now.toISOString()],
    );
    return rows.map(planOf);
  }

  /**
   * The work given to these crews from `from` to `to` (both included): their jobs that are to do or done (requested,
   * confirmed, completed), with their date. What the reports' utilisation counts (issue 47).
   */
  async crewWorkIn(crewIds: readonly number[], from: string, to: string): Promise<(StoredPlan & { date: string })[]> {
    if (crewIds.length === 0) return [];
    // by crew, then date (the index bookings_crew): a year of bookings is not read to find the crews' few
    const rows = await this.db.all<PlanRow & { date: string }>(
      `SELECT date, ${PLAN_COLUMNS} FROM bookings WHERE crew_id IN (${crewIds.map(() => "?").join(", ")})
         AND date >= ? AND date <= ? AND status IN ('requested', 'confirmed', 'completed')
       ORDER BY date, window_start, reference`,
      [...crewIds, from, to],
    );
    return rows.map((r) => ({ ...planOf(r), date: r.date }));
  }

  /**
   * The dates from `today` on with a job holding its place that these crews have, or that no crew has, or that was
   * never planned (made before the crews' weeks were set): what a change of the crews' weeks may plan (issue 55).
   */
  async datesToPlan(crewIds: readonly number[], today: string, now: Date, db: Db = this.db): Promise<string[]> {
    const ofCrews = crewIds.length ? `crew_id IN (${crewIds.map(() => "?").join(", ")}) OR ` : "";
    const rows = await db.all<{ date: string }>(
      `SELECT DISTINCT date FROM bookings WHERE (${ofCrews}crew_id IS NULL OR planned_start IS NULL) AND date >= ?
         AND ${HOLDS_PLACE_SQL} ORDER BY date`,
      [...crewIds, today, now.toISOString()],
    );
    return rows.map((r) => r.date);
  }

  /**
   * A booking's plan: its crew, its start and its length. A crew notice of it still waiting to go (issue 56) to a
   * crew or for a date it no longer has is withdrawn: the job moved away before the crew was told.
   */
  async setPlan(db: Db, id: number, plan: { crewId: number | null; start: string; minutes: number }): Promise<void> {
    await db.run("UPDATE bookings SET crew_id = ?, planned_start = ?, job_minutes = ? WHERE id = ?", [
      plan.crewId,
      plan.start,
      plan.minutes,
      id,
    ]);
    await withdrawCrewNotices(db, id);
  }

  /**
   * The open jobs of these dates with a crew whose crew no one told of them (issue 56): holding their place, not a hold
   * still waiting for its payment, no "assigned" notice of that job, crew and date queued (withdrawn ones aside).
   */
  async untoldJobs(dates: readonly string[], now: Date): Promise<{ reference: string; crewId: number }[]> {
    const rows = await this.db.all<{ reference: string; crew_id: number }>(
      `SELECT b.reference, b.crew_id FROM bookings b
       WHERE b.date IN (${dates.map(() => "?").join(", ")}) AND b.crew_id IS NOT NULL AND ${HOLDS_PLACE_SQL}
         AND b.payment_status <> 'pending'
         AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.booking_id = b.id AND o.event = 'assigned'
           AND o.status <> 'cancelled' AND o.key LIKE ${NOTICE_KEY_SQL} || '.%')
       ORDER BY b.date, b.window_start, b.id`,
      [...dates, now.toISOString()],
    );
    return rows.map((r) => ({ reference: r.reference, crewId: Number(r.crew_id) }));
  }

  /** Whether an "assigned" notice whose key starts with `keyStart` is queued or sent (inside the caller's lock). */
  async toldOf(keyStart: string, db: Db = this.db): Promise<boolean> {
    const row = await db.get(
      "SELECT 1 AS found FROM outbox WHERE key LIKE ? AND event = 'assigned' AND status <> 'cancelled' LIMIT 1",
      [`${keyStart}.%`],
    );
    return row !== undefined;
  }
}
