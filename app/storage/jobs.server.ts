/**
 * A job's checklist as its crew ticks it (docs/decisions/0039), and the jobs of a day by crew. On SQLite and
 * PostgreSQL alike. Server only.
 */
import type { StoredBooking } from "../booking/model.ts";
import type { ChecklistTick } from "../domain/job.ts";
import { type BookingRow, fromRow } from "./bookings.server.ts";
import type { Db } from "./db.server.ts";

type TickRow = { item: string; state: "done" | "not-possible"; reason: string | null; by_name: string; at: string };

export class JobStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async ticks(bookingId: number): Promise<ChecklistTick[]> {
    const rows = await this.db.all<TickRow>(
      "SELECT item, state, reason, by_name, at FROM job_checklist WHERE booking_id = ? ORDER BY at, item",
      [bookingId],
    );
    return rows.map((r) => ({ key: r.item, state: r.state, reason: r.reason, by: r.by_name, at: r.at }));
  }

  /** Ticks an item (or marks it not possible), replacing an earlier tick of it. */
  async tick(bookingId: number, tick: Omit<ChecklistTick, "at">, now = new Date()): Promise<void> {
    await this.db.run(
      `INSERT INTO job_checklist (booking_id, item, state, reason, by_name, at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (booking_id, item) DO UPDATE SET state = excluded.state, reason = excluded.reason,
         by_name = excluded.by_name, at = excluded.at`,
      [bookingId, tick.key, tick.state, tick.reason, tick.by, now.toISOString()],
    );
  }

  async untick(bookingId: number, key: string): Promise<void> {
    await this.db.run("DELETE FROM job_checklist WHERE booking_id = ? AND item = ?", [bookingId, key]);
  }

  /**
   * The open and completed jobs of `date` (not cancelled, not left unpaid), in order of planned start (issue 55; a
   * job never planned: its window's start): every crew's (`crewId` undefined) or one crew's.
   */
  async day(date: string, crewId?: number): Promise<StoredBooking[]> {
    const rows = await this.db.all<BookingRow>(
      `SELECT * FROM bookings WHERE date = ? AND status IN ('requested', 'confirmed', 'completed')
       ${crewId === undefined ? "" : "AND crew_id = ?"} ORDER BY COALESCE(planned_start, window_start), window_start, id`,
      crewId === undefined ? [date] : [date, crewId],
    );
    return rows.map(fromRow);
  }

  /** Which of these bookings had "On my way" pressed (their history says so). */
  async onMyWay(bookingIds: readonly number[], action: string): Promise<Set<number>> {
    if (bookingIds.length === 0) return new Set();
    const rows = await this.db.all<{ booking_id: number }>(
      `SELECT DISTINCT booking_id FROM booking_events WHERE action = ? AND booking_id IN (${bookingIds.map(() => "?").join(", ")})`,
      [action, ...bookingIds],
    );
    return new Set(rows.map((r) => Number(r.booking_id)));
  }
}
