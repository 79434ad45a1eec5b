/**
 * The owner's dashboard's queries (docs/decisions/0013), on SQLite and PostgreSQL alike: the agenda, the export, and
 * the capacity changes with the bookings they affect. They return the domain's bookings. Server only.
 */
import type { StoredBooking } from "../booking/model.ts";
import { type BookingRow, fromRow, OPEN_STATUS_SQL } from "./bookings.server.ts";
import { type Db, leadDaysSql, weekdaySql, whereEquals } from "./db.server.ts";
import { type AgendaOnly, COUNTED_FILTER, leadRange } from "../domain/reports.ts";
import { COUNTED_SQL, ONLY_SQL } from "./schema.ts";

export type AgendaFilters = {
  status?: string;
  service?: string;
  city?: string;
  q?: string;
  past?: boolean;
  /** Jobs of these dates only (the reports' links), instead of upcoming or past. */
  from?: string;
  to?: string;
  /** Jobs on this weekday (0 = Sunday) and in the window starting at this time (the reports' heat map). */
  weekday?: number;
  window?: string;
  /** Only the bookings behind one of the reports' totals (paid, promo, quote…). */
  only?: AgendaOnly;
  /** With `service`: jobs with a line of this tier of it (the reports' rows by service and tier). */
  tier?: string;
  /** Bookings made this many days ahead: a bucket of `LEAD_BUCKETS` (the reports' lead time). */
  lead?: number;
};

/** Where a page of the agenda starts: after this booking. */
export type AgendaCursor = { date: string; windowStart: string; id: number };
/** Bookings per page of the agenda: a phone gets well under 100 KB of HTML (docs/decisions/0033). */
export const AGENDA_PAGE = 60;

export type CapacityChange = {
  date: string;
  /** A window's start, or "*" for the whole date. */
  window: string;
  capacity: number;
  changedBy: string;
  changedAt: string;
  /** The open bookings in that date or window. */
  affected: StoredBooking[];
};

export class Dashboard {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private async bookings(where: string, args: (string | number)[]): Promise<StoredBooking[]> {
    return (await this.db.all<BookingRow>(`SELECT * FROM bookings WHERE ${where}`, args)).map(fromRow);
  }

  /**
   * Bookings by day: today and upcoming (or past days, newest first), filtered and searched, `limit` at a time after
   * `after` (the last of the page before); `next` is where the next page starts, or null.
   */
  async agenda(
    today: string,
    filters: AgendaFilters,
    after: AgendaCursor | null = null,
    limit = AGENDA_PAGE,
  ): Promise<{ bookings: StoredBooking[]; next: AgendaCursor | null }> {
    const range = filters.from && filters.to;
    const where = [range ? "date BETWEEN ? AND ?" : filters.past ? "date < ?" : "date >= ?"];
    const args: (string | number)[] = range ? [filters.from!, filters.to!] : [today];
    if (filters.status === COUNTED_FILTER) where.push(COUNTED_SQL);
    else if (filters.status) {
      where.push("status = ?");
      args.push(filters.status);
    } else where.push("status <> 'expired'"); // unpaid bookings that never were (docs/decisions/0029)
    if (filters.weekday !== undefined) {
      where.push(`${weekdaySql(this.db.dialect)} = ?`);
      args.push(filters.weekday);
    }
    if (filters.only) where.push(ONLY_SQL[filters.only]);
    whereEquals(where, args, "window_start", filters.window);
    whereEquals(where, args, "city", filters.city);
    if (filters.service) {
      // the lines kept with each booking (docs/decisions/0034), by their primary key
      where.push(
        `EXISTS (SELECT 1 FROM booking_lines l WHERE l.booking_id = bookings.id AND l.service = ?${filters.tier ? " AND l.tier = ?" : ""})`,
      );
      args.push(filters.service, ...(filters.tier ? [filters.tier] : []));
    }
    if (filters.lead !== undefined) {
      const { min, max } = leadRange(filters.lead);
      if (min !== null) {
        where.push(`${leadDaysSql(this.db.dialect)} >= ?`);
        args.push(min);
      }
      if (max !== null) {
        where.push(`${leadDaysSql(this.db.dialect)} <= ?`);
        args.push(max);
      }
    }
    const q = filters.q?.trim();
    if (q) {
      const digits = q.replace(/\D/g, "");
      const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        `(upper(reference) = upper(?) OR lower(name) LIKE ? ESCAPE '\\' OR email_normalized LIKE ? ESCAPE '\\'${digits.length >= 4 ? " OR phone_digits LIKE ?" : ""})`,
      );
      args.push(q, like, like);
      if (digits.length >= 4) args.push(`%${digits}%`);
    }
    const descending = filters.past && !(filters.from && filters.to);
    if (after) {
      // where the page before stopped (keyset paging: as fast on the last page as on the first)
      where.push(
        descending
          ? "(date < ? OR (date = ? AND (window_start, id) > (?, ?)))"
          : "(date, window_start, id) > (?, ?, ?)",
      );
      args.push(
        ...(descending
          ? [after.date, after.date, after.windowStart, after.id]
          : [after.date, after.windowStart, after.id]),
      );
    }
    const order = descending ? "date DESC, window_start, id" : "date, window_start, id";
    const rows = await this.bookings(`${where.join(" AND ")} ORDER BY ${order} LIMIT ?`, [...args, limit + 1]);
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page.at(-1);
    return {
      bookings: page,
      next: more && last ? { date: last.date, windowStart: last.windowStart, id: last.id } : null,
    };
  }

  /**
   * Bookings whose date is within [from, to], in order, `limit` at a time after `after` (the last one of the page
   * before): the CSV export streams them, so a year of bookings never sits in memory at once.
   */
  async bookingsBetween(
    from: string,
    to: string,
    after: { date: string; windowStart: string; id: number } | null = null,
    limit = 1000,
  ): Promise<StoredBooking[]> {
    return after
      ? this.bookings(
          "date BETWEEN ? AND ? AND (date, window_start, id) > (?, ?, ?) ORDER BY date, window_start, id LIMIT ?",
          [from, to, after.date, after.windowStart, after.id, limit],
        )
      : this.bookings("date BETWEEN ? AND ? ORDER BY date, window_start, id LIMIT ?", [from, to, limit]);
  }

  /** Closes (capacity 0) or sets the capacity of a date ("*") or one window of it; null removes the change. */
  async setCapacity(
    change: { date: string; window: string; capacity: number | null; actor: string },
    now = new Date(),
  ): Promise<void> {
    if (change.capacity === null)
      await this.db.run("DELETE FROM capacity_overrides WHERE date = ? AND window_start = ?", [
        change.date,
        change.window,
      ]);
    else
      await this.db.run(
        `INSERT INTO capacity_overrides (date, window_start, capacity, changed_by, changed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (date, window_start) DO UPDATE SET capacity = excluded.capacity, changed_by = excluded.changed_by,
         changed_at = excluded.changed_at`,
        [change.date, change.window, change.capacity, change.actor, now.toISOString()],
      );
  }

  /** The capacity changes from `today` on, with the open bookings they affect. */
  async capacityChanges(today: string): Promise<CapacityChange[]> {
    const rows = await this.db.all<{
      date: string;
      window_start: string;
      capacity: number;
      changed_by: string;
      changed_at: string;
    }>("SELECT * FROM capacity_overrides WHERE date >= ? ORDER BY date, window_start", [today]);
    return Promise.all(
      rows.map(async (r) => ({
        date: r.date,
        window: r.window_start,
        capacity: Number(r.capacity),
        changedBy: r.changed_by,
        changedAt: r.changed_at,
        affected: await this.bookings(
          `date = ? AND (? = '*' OR window_start = ?) AND status IN (${OPEN_STATUS_SQL}) ORDER BY window_start, id`,
          [r.date, r.window_start, r.window_start],
        ),
      })),
    );
  }
}
