/**
 * The owner's reports (docs/decisions/0033): every figure aggregated in SQL over the jobs of a period (their
 * America/Chicago dates), on SQLite and PostgreSQL alike (the few dialect words are below), with the indexes they
 * use (`bookings_slot` on date). Server only.
 */
import type { Db } from "./db.server.ts";

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
const KEPT = "status NOT IN ('expired', 'cancelled')";

/** The dialect's words of the reports. */
const words = (db: Db) =>
  db.dialect === "postgres"
    ? {
        lines: "json_array_elements(b.quote_json::json->'lines') AS l",
        line: (field: string) => `(l.value->>'${field}')`,
        lineInt: (field: string) => `COALESCE((l.value->>'${field}')::bigint, 0)`,
        addons:
          "(SELECT COALESCE(SUM((a.value->>'total')::bigint), 0) FROM json_array_elements(l.value->'addons') AS a)",
        weekday: "EXTRACT(DOW FROM date::date)::int",
        lead: "(date::date - (created_at::timestamptz AT TIME ZONE 'America/Chicago')::date)",
        bundle: "(quote_json::json->'bundle') IS NOT NULL AND (quote_json::json->>'bundle') <> 'null'",
      }
    : {
        lines: "json_each(b.quote_json, '$.lines') AS l",
        line: (field: string) => `json_extract(l.value, '$.${field}')`,
        lineInt: (field: string) => `COALESCE(json_extract(l.value, '$.${field}'), 0)`,
        addons: "(SELECT COALESCE(SUM(json_extract(a.value, '$.total')), 0) FROM json_each(l.value, '$.addons') AS a)",
        weekday: "CAST(strftime('%w', date) AS INTEGER)",
        lead: "CAST(julianday(date) - julianday(chicago_date(created_at)) AS INTEGER)",
        bundle: "json_extract(quote_json, '$.bundle') IS NOT NULL",
      };

export class Reports {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async figures(from: string, to: string): Promise<ReportFigures> {
    const w = words(this.db);
    const range = [from, to];
    const [totals, byService, byCity, byWeekdayWindow, lead] = await Promise.all([
      this.db.get<Record<keyof ReportTotals, number | string | null>>(
        `SELECT COUNT(*) AS bookings,
           SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
           SUM(CASE WHEN ${KEPT} AND total_cents IS NOT NULL THEN 1 ELSE 0 END) AS priced,
           SUM(CASE WHEN total_cents IS NULL THEN 1 ELSE 0 END) AS quotes,
           SUM(CASE WHEN ${KEPT} THEN COALESCE(total_cents, 0) ELSE 0 END) AS "bookedCents",
           SUM(paid_cents) AS "paidCents",
           SUM(refunded_cents) AS "refundedCents",
           SUM(CASE WHEN discount_kind = 'promo' THEN 1 ELSE 0 END) AS promo,
           SUM(CASE WHEN discount_kind = 'bundle' THEN 1 ELSE 0 END) AS bundles,
           SUM(CASE WHEN EXISTS (
             SELECT 1 FROM bookings p WHERE p.created_at < b.created_at AND p.status <> 'expired'
               AND (p.email_normalized = b.email_normalized OR p.phone_digits = b.phone_digits)
               AND p.email_normalized <> '') THEN 1 ELSE 0 END) AS "returning"
         FROM bookings b WHERE date BETWEEN ? AND ? AND ${LIVE}`,
        range,
      ),
      this.db.all<{ service: string; tier: string; tierLabel: string; count: number; listCents: number }>(
        `SELECT ${w.line("service")} AS service, ${w.line("tier")} AS tier, ${w.line("tierLabel")} AS "tierLabel",
           COUNT(*) AS count, SUM(${w.lineInt("tierPrice")} + ${w.addons}) AS "listCents"
         FROM bookings b, ${w.lines} WHERE b.date BETWEEN ? AND ? AND b.${KEPT}
         GROUP BY 1, 2, 3 ORDER BY 1, 5 DESC`,
        range,
      ),
      this.db.all<{ city: string; count: number; bookedCents: number }>(
        `SELECT city, COUNT(*) AS count, SUM(COALESCE(total_cents, 0)) AS "bookedCents"
         FROM bookings WHERE date BETWEEN ? AND ? AND ${KEPT} GROUP BY city ORDER BY 3 DESC, 1`,
        range,
      ),
      this.db.all<{ weekday: number; window: string; booked: number }>(
        `SELECT ${w.weekday} AS weekday, window_start AS window, COUNT(*) AS booked
         FROM bookings WHERE date BETWEEN ? AND ? AND ${KEPT} GROUP BY 1, 2`,
        range,
      ),
      this.db.get<Record<string, number | string | null>>(
        `SELECT ${[1, 3, 7, 14, 30]
          .map(
            (max, i, all) =>
              `SUM(CASE WHEN lead ${i === 0 ? "" : `> ${all[i - 1]} AND lead `}<= ${max} THEN 1 ELSE 0 END) AS b${i}`,
          )
          .join(", ")}, SUM(CASE WHEN lead > 30 THEN 1 ELSE 0 END) AS b5
         FROM (SELECT ${w.lead} AS lead FROM bookings WHERE date BETWEEN ? AND ? AND ${LIVE}) AS leads`,
        range,
      ),
    ]);
    const n = (v: unknown) => Number(v ?? 0);
    const t = totals ?? ({} as Record<string, unknown>);
    return {
      totals: {
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
      },
      byService: byService.map((r) => ({ ...r, count: n(r.count), listCents: n(r.listCents) })),
      byCity: byCity.map((r) => ({ ...r, count: n(r.count), bookedCents: n(r.bookedCents) })),
      byWeekdayWindow: byWeekdayWindow.map((r) => ({ ...r, weekday: n(r.weekday), booked: n(r.booked) })),
      leadBuckets: [0, 1, 2, 3, 4, 5].map((i) => n(lead?.[`b${i}`])),
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
