/** Date and time wording of the booking pages. Pure and zod-free (safe in the browser). */

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-01" → "Tuesday, December 1, 2026" (the calendar date as written; no time zone shift). Invalid input: "". */
export function formatDateLong(date: string): string {
  const m = DATE_RE.exec(date);
  if (!m) return "";
  const instant = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date) return "";
  return longDate.format(instant);
}

/** "13:00" → "1:00 PM". */
export function formatClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "09:00", "11:00" → "9:00 AM – 11:00 AM". */
export function formatWindow(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

/** True for a "YYYY-MM-DD" string inside [start, end]. */
export function isDateInRange(date: string, range: { start: string; end: string }): boolean {
  return formatDateLong(date) !== "" && date >= range.start && date <= range.end;
}

/** "every day from 7:00 AM to 8:00 PM", from the site's hours. */
export function hoursPhrase(hours: { days: string; open: string; close: string }): string {
  return `${hours.days.toLowerCase()} from ${formatClock(hours.open)} to ${formatClock(hours.close)}`;
}
