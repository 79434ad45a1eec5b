/**
 * The owner's reports' rules (docs/decisions/0033), pure: the periods a report covers and the one before each, and
 * how full the arrival windows were (places booked over places offered, closures counted). Dates are America/Chicago
 * calendar dates ("YYYY-MM-DD"), as bookings store them.
 */
import { addDays } from "./booking/dates.ts";

export const PERIODS = ["week", "month", "30-days", "quarter", "year", "range"] as const;
export type PeriodKind = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<PeriodKind, string> = {
  week: "This week",
  month: "This month",
  "30-days": "Last 30 days",
  quarter: "This quarter",
  year: "This year",
  range: "Chosen dates",
};

export type Period = { kind: PeriodKind; from: string; to: string };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
/** 0 = Sunday … 6 = Saturday, of a calendar date. */
/** The agenda's status filter for what the reports count: every booking but the cancelled (and expired) ones. */
export const COUNTED_FILTER = "counted";

/**
 * The agenda's "only" filter: the bookings behind each of the reports' counted totals (docs/decisions/0033), with
 * the total's name. The condition of each is `ONLY_SQL` (app/storage/schema.ts), which the totals count with.
 */
export const AGENDA_ONLY = {
  paid: "Paid",
  refunded: "Refunded",
  new: "New customers",
  returning: "Returning customers",
  promo: "Promo code used",
  bundle: "Bundles",
  quote: "Quote requests",
} as const;
export type AgendaOnly = keyof typeof AGENDA_ONLY;
export const isAgendaOnly = (value: string): value is AgendaOnly => Object.hasOwn(AGENDA_ONLY, value);

/** Weekday names by index (0 = Sunday, as `weekdayOf`), and the order the reports show them in (Monday first). */
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The dates of a period, from `today` (weeks start on Monday; "this" periods run to their end). */
export function periodOf(kind: PeriodKind, today: string, range?: { from: string; to: string }): Period {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, "0");
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  switch (kind) {
    case "week": {
      const from = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { kind, from, to: addDays(from, 6) };
    }
    case "month":
      return { kind, from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay(y, m))}` };
    case "30-days":
      return { kind, from: addDays(today, -29), to: today };
    case "quarter": {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      return { kind, from: `${y}-${pad(first)}-01`, to: `${y}-${pad(first + 2)}-${pad(lastDay(y, first + 2))}` };
    }
    case "year":
      return { kind, from: `${y}-01-01`, to: `${y}-12-31` };
    case "range":
      return { kind, from: range!.from, to: range!.to };
  }
}

/** The period of the same length just before (a month: the month before, whatever its length). */
export function previousPeriod(p: Period): Period {
  if (p.kind === "month" || p.kind === "quarter" || p.kind === "year") {
    const months = p.kind === "month" ? 1 : p.kind === "quarter" ? 3 : 12;
    const [y, m] = p.from.split("-").map(Number) as [number, number];
    const start = new Date(Date.UTC(y, m - 1 - months, 1));
    const from = start.toISOString().slice(0, 10);
    return { kind: p.kind, from, to: addDays(p.from, -1) };
  }
  const length = daysBetween(p.from, p.to) + 1;
  return { kind: p.kind, from: addDays(p.from, -length), to: addDays(p.from, -1) };
}

/** Each date of a period. */
export function datesOf(p: { from: string; to: string }): string[] {
  const out: string[] = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * Places offered per weekday and window over a period: the default capacity on each date, or the owner's change of
 * that date (a whole date's, "*", or a window's; 0 closes).
 */
export function placesOffered(
  p: { from: string; to: string },
  windows: readonly string[],
  capacity: number,
  overrides: readonly { date: string; window: string; capacity: number }[],
): Map<string, number> {
  const byDate = new Map<string, Map<string, number>>();
  for (const o of overrides) {
    if (!byDate.has(o.date)) byDate.set(o.date, new Map());
    byDate.get(o.date)!.set(o.window, o.capacity);
  }
  const offered = new Map<string, number>();
  for (const date of datesOf(p)) {
    const changes = byDate.get(date);
    for (const w of windows) {
      const places = changes?.get(w) ?? changes?.get("*") ?? capacity;
      const key = `${weekdayOf(date)}:${w}`;
      offered.set(key, (offered.get(key) ?? 0) + places);
    }
  }
  return offered;
}

/** "+12%", "−5%", "no change", or "new" when there was nothing before. */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const pct = Math.round(((now - before) / before) * 100);
  return pct === 0 ? "no change" : pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/** A share as a whole percent ("12%"), 0 when there is nothing to share. */
export const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

/** The lead time buckets (days between booking and job). */
export const LEAD_BUCKETS = [
  { label: "Same or next day", max: 1 },
  { label: "2-3 days", max: 3 },
  { label: "4-7 days", max: 7 },
  { label: "8-14 days", max: 14 },
  { label: "15-30 days", max: 30 },
  { label: "More than 30 days", max: Number.POSITIVE_INFINITY },
] as const;

/** The lead-time bucket (index of `LEAD_BUCKETS`) of a booking made `lead` days ahead. */
export const leadBucketOf = (lead: number) => LEAD_BUCKETS.findIndex((b) => lead <= b.max);

/** The days a lead-time bucket holds: from `min` (null: no lower bound) to `max` (null: no upper bound). */
export function leadRange(bucket: number): { min: number | null; max: number | null } {
  const max = LEAD_BUCKETS[bucket]!.max;
  return {
    min: bucket === 0 ? null : LEAD_BUCKETS[bucket - 1]!.max + 1,
    max: Number.isFinite(max) ? max : null,
  };
}
