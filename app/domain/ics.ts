/**
 * iCalendar (RFC 5545) export of a booking: the "add to calendar" file of the
 * confirmation page. Pure; no I/O.
 */
import { site } from "../content/site.ts";
import { formatClock, windowEndOf } from "./booking/windows.ts";
import { formatCents } from "./money.ts";

/** What the calendar file needs to know about a booking. */
export type IcsBooking = {
  /** Booking reference, e.g. "NS-7K3F9Q". */
  reference: string;
  /** Local date in America/Chicago, "YYYY-MM-DD". */
  date: string;
  /** Arrival window start, "HH:MM" (local). */
  windowStart: string;
  /** Arrival window end, "HH:MM" (local); defaults to the end of the window starting at `windowStart`. */
  windowEnd?: string;
  /** Service titles, e.g. ["Move In/Out Cleaning", "Junk Removal"]. */
  services: string[];
  /** Bundle name when a bundle was booked. */
  bundleName?: string | null;
  address: string;
  /** City name, e.g. "Fort Worth". */
  city: string;
  zip: string;
  /** Total in cents, or null for a quote request. */
  total: number | null;
  notes?: string | null;
  /** Absolute URL of the confirmation page, when known. */
  url?: string;
  /** Booking status; "requested" exports as TENTATIVE, "cancelled" as CANCELLED, others as CONFIRMED. */
  status?: string;
};

const CRLF = "\r\n";

/** The standard (post-2007) rules of America/Chicago (the staff's calendar feeds use them too). */
export const CHICAGO_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Chicago",
  "X-LIC-LOCATION:America/Chicago",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. Control characters that TEXT
 * may not contain (NUL, VT, ESC, DEL, …; a tab is allowed) are dropped.
 */
export function escapeIcsText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start
 * with one space. Never splits a UTF-8 character. Returns the line(s) joined by CRLF.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.map((part, i) => (i === 0 ? part : ` ${part}`)).join(CRLF);
}

/** A calendar's content lines whole again (RFC 5545 §3.1: a CRLF followed by one space or tab is removed). */
export const unfoldIcsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

/** Each content line of a calendar folded at 75 octets (the inverse of `unfoldIcsLines`). */
export const foldIcsLines = (ics: string) => ics.split(CRLF).map(foldIcsLine).join(CRLF);

/** "2026-03-10" + "09:00" → "20260310T090000" (local, for TZID=…). */
export const localStamp = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

/** An instant as a UTC DATE-TIME, e.g. "20260301T150405Z". */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const uidDomain = site.email.split("@")[1] ?? "example.com";

/**
 * The booking as an iCalendar file (a string with CRLF line endings): a
 * VCALENDAR with the America/Chicago VTIMEZONE and one VEVENT for the arrival
 * window (DTSTART/DTEND with TZID=America/Chicago), UID `{reference}@{domain}`,
 * DTSTAMP in UTC (`now`), SUMMARY, LOCATION, DESCRIPTION (reference, window,
 * services, price, notes and the phone number of the site config).
 */
export function bookingToIcs(booking: IcsBooking, now: Date = new Date()): string {
  const end = booking.windowEnd ?? windowEndOf(booking.windowStart);
  const what = booking.bundleName ? `${booking.bundleName} bundle` : booking.services.join(" + ");
  const description = [
    `Booking reference: ${booking.reference}`,
    `Arrival window: ${formatClock(booking.windowStart)} to ${formatClock(end)} (the crew arrives within this window)`,
    `Services: ${booking.services.join(", ")}${booking.bundleName ? ` (${booking.bundleName} bundle)` : ""}`,
    `Price: ${booking.total === null ? "to be quoted" : formatCents(booking.total)}`,
    ...(booking.notes ? [`Your notes: ${booking.notes}`] : []),
    `Questions or changes? Call ${site.phone} or e-mail ${site.email}.`,
    ...(booking.url ? [`Booking details: ${booking.url}`] : []),
  ].join("\n");
  const status =
    booking.status === "requested" ? "TENTATIVE" : booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED";

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(site.brand)}//Booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...CHICAGO_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${booking.reference}@${uidDomain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${site.timeZone}:${localStamp(booking.date, booking.windowStart)}`,
    `DTEND;TZID=${site.timeZone}:${localStamp(booking.date, end)}`,
    `SUMMARY:${escapeIcsText(`${site.brand}: ${what}`)}`,
    `LOCATION:${escapeIcsText(`${booking.address}, ${booking.city}, ${site.state} ${booking.zip}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(booking.url ? [`URL:${booking.url}`] : []),
    `STATUS:${status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
