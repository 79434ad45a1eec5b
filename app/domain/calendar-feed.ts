/**
 * The staff's calendar feeds (issue 39, docs/decisions/0039): a person's jobs as one iCalendar (RFC 5545) that their
 * calendar app subscribes to. The body depends on the jobs alone (no "now" in it: each event's DTSTAMP is when its
 * booking last changed), so an unchanged feed has the same bytes and ETag, and the app's poll is answered 304.
 * What a calendar provider is given is the least a crew needs on the road: the window, the address, the services
 * and the customer's first name; never an e-mail address, a phone number, the customer's notes or a price.
 * Pure; no I/O.
 */
import { site } from "../content/site.ts";
import { addDays, dateInZone } from "./booking/dates.ts";
import { formatWindow } from "./booking/windows.ts";
import { clockOf, toMinutes } from "./catalog.ts";
import { CHICAGO_VTIMEZONE, escapeIcsText, foldIcsLine, localStamp, utcStamp } from "./ics.ts";

/** A feed lists the jobs from this many days back (a job's details are at hand for a few days after it)… */
export const FEED_DAYS_BACK = 7;
/** …to this many days ahead (the booking window: nothing is booked further out). */
export const FEED_DAYS_AHEAD = 60;
/** The bookings a feed lists: a job to do or done; not cancelled, not left unpaid. */
export const FEED_STATUSES = ["requested", "confirmed", "completed"] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** A job as its feed shows it. */
export type FeedJob = {
  /** Booking reference, e.g. "NS-7K3F9Q": the event's UID is made of it. */
  reference: string;
  status: FeedStatus;
  /** Local date in America/Chicago, "YYYY-MM-DD", and the arrival window ("HH:MM", local). */
  date: string;
  windowStart: string;
  windowEnd: string;
  /**
   * Its plan (issue 47, docs/decisions/0044): the planned start ("HH:MM", local) and length in minutes; null for a job
   * not planned (planning off, or booked before): the event is then its arrival window.
   */
  plan: { start: string; minutes: number } | null;
  /** One per service booked: its title, the tier's label and its add-ons ("Inside the oven x 1"). */
  lines: { service: string; tier: string; addons: string[] }[];
  bundleName: string | null;
  address: string;
  /** City name, e.g. "Fort Worth". */
  city: string;
  zip: string;
  /** The customer's first name, or null (erased, or not given). */
  customerFirstName: string | null;
  /** The crew assigned, or null. */
  crewName: string | null;
  /** When the booking last changed (ISO 8601): the event's DTSTAMP and LAST-MODIFIED. */
  updatedAt: string;
  /** The job's page in the dashboard (absolute). */
  url: string;
};

/** The dates a feed made at `now` lists: 7 days back to 60 days ahead of today in Dallas, both included. */
export function feedRange(now: Date): { from: string; to: string } {
  const today = dateInZone(now);
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/**
 * The first word of a customer's name, as a feed may show it; null when it looks like anything but a name (an
 * e-mail address typed into the name field must not reach a calendar provider).
 */
export function feedFirstName(name: string | null | undefined): string | null {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  return first && !first.includes("@") && !/\d{3}/.test(first) ? first : null;
}

/** A job's event UID: stable for the booking, unlike the customer's own .ics (its `@domain` form, RFC 7986 §5.3). */
export const feedUid = (reference: string) => `${site.shortBrand.toLowerCase()}-job-${reference}`;

const CRLF = "\r\n";

function eventOf(job: FeedJob): string[] {
  const what = job.bundleName ? `${job.bundleName} bundle` : job.lines.map((l) => l.service).join(" + ");
  const stamp = utcStamp(new Date(job.updatedAt));
  // the planned work when there is a plan, else the arrival window (which the description then need not repeat)
  const start = job.plan?.start ?? job.windowStart;
  const end = job.plan ? clockOf(toMinutes(job.plan.start) + job.plan.minutes) : job.windowEnd;
  const description = [
    ...job.lines.flatMap((line) => [`${line.service}: ${line.tier}`, ...line.addons.map((addon) => `  + ${addon}`)]),
    ...(job.bundleName ? [`Bundle: ${job.bundleName}`] : []),
    `Customer: ${job.customerFirstName ?? "(no name)"}`,
    `Crew: ${job.crewName ?? "not assigned yet"}`,
    ...(job.plan ? [`Arrival window: ${formatWindow(job.windowStart, job.windowEnd)}`] : []),
    ...(job.status === "requested" ? ["Not confirmed yet."] : []),
    `Reference: ${job.reference}`,
    `In the dashboard: ${job.url}`,
  ].join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${feedUid(job.reference)}`,
    `DTSTAMP:${stamp}`,
    `LAST-MODIFIED:${stamp}`,
    `DTSTART;TZID=${site.timeZone}:${localStamp(job.date, start)}`,
    `DTEND;TZID=${site.timeZone}:${localStamp(job.date, end)}`,
    `SUMMARY:${escapeIcsText(`${job.reference}: ${what}`)}`,
    `LOCATION:${escapeIcsText(`${job.address}, ${job.city}, ${site.state} ${job.zip}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${job.url}`,
    `STATUS:${job.status === "requested" ? "TENTATIVE" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/**
 * The feed: a VCALENDAR named `name` with the America/Chicago VTIMEZONE and one VEVENT per job (its planned work, or
 * its arrival window, with TZID=America/Chicago), in the order given; CRLF line endings, lines folded at 75 octets. REFRESH-INTERVAL
 * (RFC 7986) and X-PUBLISHED-TTL ask for an hourly refresh; each app decides (Google's is hours).
 */
export function jobsToFeed(jobs: readonly FeedJob[], name: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(site.brand)}//Jobs//EN`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeIcsText(name)}`,
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    `X-WR-TIMEZONE:${site.timeZone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...CHICAGO_VTIMEZONE,
    ...jobs.flatMap(eventOf),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
