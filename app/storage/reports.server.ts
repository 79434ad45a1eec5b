/**
 * The owner's reports (docs/decisions/0033): every figure aggregated in SQL over the jobs of a period (their
 * America/Chicago dates), on SQLite and PostgreSQL alike (the few dialect words are below), from the reports' own
 * columns and lines kept with each booking and the covering indexes that hold them (docs/decisions/0034): no JSON is
 * read and no table row visited. Server only.
 */
import { type Db, leadDaysSql, weekdaySql } from "./db.server.ts";
import { COUNTED_SQL, ONLY_SQL } from "./schema.ts";
import { LEAD_BUCKETS, leadBucketOf } from "../domain/reports.ts";

export type ReportTotals = {
  /** Every booking of the period but the unpaid ones that never were (`expired`). */
  bookings: number;
  cancelled: number;
  /** Not cancelled, with a price. */
  priced: number;
  quotes: number;
  /** The prices of the bookings that are not cancelled (cents). */
  bookedCents: number;
  paidCents: number;
  refundedCents: number;
  promo: number;
  bundles: number;
  /** Bookings whose customer (e-mail or phone) had booked before, and those who had not. */
  returning: number;
  newCustomers: number;
};

export type ReportFigures = {
  totals: ReportTotals;
  byService: { service: string; tier: string; tierLabel: string; count: number; listCents: number }[];
  byCity: { city: string; count: number; bookedCents: number }[];
  /** Places booked per weekday (0 = Sunday) and window start, cancelled excluded. */
  byWeekdayWindow: { weekday: number; window: string; booked: number }[];
  /** Days between the booking (its date in Chicago) and the job, in buckets: at most 1, 3, 7, 14, 30 days, more. */
  leadBuckets: number[];
};

const LIVE = "status <> 'expired'";

const n = (v: unknown) => Number(v ?? 0);

/** Counts by lead time (days) into the buckets of `LEAD_BUCKETS`. */
function leadBuckets(counts: { lead: number; count: number }[]): number[] {
  const buckets = LEAD_BUCKETS.map(() => 0);
  for (const { lead, count } of counts) buckets[leadBucketOf(lead)]! += count;
  return buckets;
}

export class Reports {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The totals of a period: one pass over the covering index `bookings_report` (docs/decisions/0034). */
  async totals(from: string, to: string): Promise<ReportTotals> {
    const t =
      (await this.db.get<Record<string, number | string | null>>(
        `SELECT COUNT(*) AS bookings,
           SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
           SUM(CASE WHEN ${COUNTED_SQL} AND total_cents IS NOT NULL THEN 1 ELSE 0 END) AS priced,
           SUM(CASE WHEN ${ONLY_SQL.quote} THEN 1 ELSE 0 END) AS quotes,
           SUM(CASE WHEN ${COUNTED_SQL} THEN COALESCE(total_cents, 0) ELSE 0 END) AS "bookedCents",
           SUM(paid_cents) AS "paidCents",
           SUM(refunded_cents) AS "refundedCents",
           SUM(CASE WHEN ${ONLY_SQL.promo} THEN 1 ELSE 0 END) AS promo,
           SUM(CASE WHEN ${ONLY_SQL.bundle} THEN 1 ELSE 0 END) AS bundles,
           SUM(CASE WHEN ${ONLY_SQL.returning} THEN 1 ELSE 0 END) AS "returning"
         FROM bookings WHERE date BETWEEN ? AND ? AND ${LIVE}`,
        [from, to],
      )) ?? {};
    return {
      bookings: n(t.bookings),
      cancelled: n(t.cancelled),
      priced: n(t.priced),
      quotes: n(t.quotes),
      bookedCents: n(t.bookedCents),
      paidCents: n(t.paidCents),
      refundedCents: n(t.refundedCents),
      promo: n(t.promo),
      bundles: n(t.bundles),
      returning: n(t.returning),
      newCustomers: n(t.bookings) - n(t.returning),
    };
  }

  /** Every figure of a period; each breakdown reads a covering index (docs/decisions/0033, 0034). */
  async figures(from: string, to: string): Promise<ReportFigures> {
    const range = [from, to];
    const [totals, leads, byService, byCity, byWeekdayWindow] = await Promise.all([
      this.totals(from, to),
      // each lead time once (one computation per row), in buckets below
      this.db.all<{ lead: number | string; count: number | string }>(
        `SELECT ${leadDaysSql(this.db.dialect)} AS lead, COUNT(*) AS count FROM bookings WHERE date BETWEEN ? AND ? AND ${LIVE} GROUP BY 1`,
        range,
      ),
      this.db.all<{ service: string; tier: string; tierLabel: string; count: number; listCents: number }>(
        `SELECT service, tier, tier_label AS "tierLabel", COUNT(*) AS count, SUM(list_cents) AS "listCents"
         FROM booking_lines WHERE date BETWEEN ? AND ? AND counted = 1
         GROUP BY 1, 2, 3 ORDER BY 1, 5 DESC`,
        range,
      ),
      this.db.all<{ city: string; count: number; bookedCents: number }>(
        `SELECT city, COUNT(*) AS count, SUM(COALESCE(total_cents, 0)) AS "bookedCents"
         FROM bookings WHERE date BETWEEN ? AND ? AND ${COUNTED_SQL} GROUP BY city ORDER BY 3 DESC, 1`,
        range,
      ),
      this.db.all<{ weekday: number; window: string; booked: number }>(
        `SELECT ${weekdaySql(this.db.dialect)} AS weekday, window_start AS window, COUNT(*) AS booked
         FROM bookings WHERE date BETWEEN ? AND ? AND ${COUNTED_SQL} GROUP BY 1, 2`,
        range,
      ),
    ]);
    return {
      totals,
      byService: byService.map((r) => ({ ...r, count: n(r.count), listCents: n(r.listCents) })),
      byCity: byCity.map((r) => ({ ...r, count: n(r.count), bookedCents: n(r.bookedCents) })),
      byWeekdayWindow: byWeekdayWindow.map((r) => ({ ...r, weekday: n(r.weekday), booked: n(r.booked) })),
      leadBuckets: leadBuckets(leads.map((r) => ({ lead: n(r.lead), count: n(r.count) }))),
    };
  }

  /** The owner's capacity changes of a period (for the places offered). */
  async capacityChanges(from: string, to: string) {
    const rows = await this.db.all<{ date: string; window_start: string; capacity: number }>(
      "SELECT date, window_start, capacity FROM capacity_overrides WHERE date BETWEEN ? AND ?",
      [from, to],
    );
    return rows.map((r) => ({ date: r.date, window: r.window_start, capacity: Number(r.capacity) }));
  }
}
