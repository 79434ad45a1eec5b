import { describe, expect, it } from "vitest";
import { bookingToIcs, escapeIcsText, foldIcsLine, type IcsBooking, utcStamp } from "./ics";

const booking: IcsBooking = {
  reference: "NS-7K3F9Q",
  date: "2026-03-10",
  windowStart: "09:00",
  services: ["Move In/Out Cleaning", "Junk Removal"],
  address: "123 Main St, Apt 4; rear",
  city: "Fort Worth",
  zip: "76102",
  total: 36500,
  notes: "Gate code 1234\nDog is friendly \\ loud",
  url: "http://localhost:3000/booking/confirmed/abc",
  status: "requested",
};
const now = new Date("2026-03-01T15:04:05.678Z");

const octets = (s: string) => new TextEncoder().encode(s).length;
/** Unfolds (RFC 5545 §3.1) and splits into content lines. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
/** A property of the VEVENT. */
const prop = (ics: string, name: string) => {
  const lines = unfold(ics);
  return lines.slice(lines.indexOf("BEGIN:VEVENT")).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
};

describe("bookingToIcs", () => {
  const ics = bookingToIcs(booking, now);

  it("uses CRLF line endings only and ends with CRLF", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds every line at 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /); // the description is long enough to fold
  });

  it("has the calendar structure with the America/Chicago time zone", () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    const tz = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(tz).toContain("TZID:America/Chicago");
    expect(tz).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU");
    expect(tz).toContain("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU");
    expect(lines.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.at(-1)).toBe("");
  });

  it("describes the event", () => {
    expect(prop(ics, "UID")).toBe("UID:NS-7K3F9Q@example.com");
    expect(prop(ics, "DTSTAMP")).toBe("DTSTAMP:20260301T150405Z");
    expect(prop(ics, "DTSTART")).toBe("DTSTART;TZID=America/Chicago:20260310T090000");
    expect(prop(ics, "DTEND")).toBe("DTEND;TZID=America/Chicago:20260310T110000");
    expect(prop(ics, "SUMMARY")).toBe("SUMMARY:NorthStar Property Services: Move In/Out Cleaning + Junk Removal");
    expect(prop(ics, "LOCATION")).toBe("LOCATION:123 Main St\\, Apt 4\\; rear\\, Fort Worth\\, TX 76102");
    expect(prop(ics, "STATUS")).toBe("STATUS:TENTATIVE");
    expect(prop(ics, "URL")).toBe("URL:http://localhost:3000/booking/confirmed/abc");
  });

  it("puts the reference, price, notes and the phone number in the description", () => {
    const description = prop(ics, "DESCRIPTION")!;
    expect(description).toContain("Booking reference: NS-7K3F9Q\\n");
    expect(description).toContain("Arrival window: 9:00 AM to 11:00 AM");
    expect(description).toContain("Price: $365");
    expect(description).toContain("Your notes: Gate code 1234\\nDog is friendly \\\\ loud");
    expect(description).toContain("Call (214) 555-0142");
  });

  it("says 'to be quoted' for a quote request and names a bundle", () => {
    const quoted = bookingToIcs({ ...booking, total: null, bundleName: "Move-Out Complete", notes: null }, now);
    expect(prop(quoted, "DESCRIPTION")).toContain("Price: to be quoted");
    expect(prop(quoted, "DESCRIPTION")).not.toContain("Your notes");
    expect(prop(quoted, "SUMMARY")).toBe("SUMMARY:NorthStar Property Services: Move-Out Complete bundle");
  });
});

describe("escapeIcsText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeIcsText("plain: text")).toBe("plain: text");
  });

  it("drops control characters TEXT may not contain (NUL, VT, ESC, DEL), keeps tabs", () => {
    expect(escapeIcsText("a\u0000b\u000bc\u001b[31md\u007fe\tf")).toBe("ab" + "c[31mde\tf");
  });
});

describe("foldIcsLine", () => {
  it("leaves short lines alone", () => {
    expect(foldIcsLine("SUMMARY:short")).toBe("SUMMARY:short");
    const exactly75 = `X:${"a".repeat(73)}`;
    expect(foldIcsLine(exactly75)).toBe(exactly75);
  });

  it("folds long lines without splitting UTF-8 characters", () => {
    const value = `DESCRIPTION:${"Café crème — 🧹 ".repeat(20)}`;
    const folded = foldIcsLine(value);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(value);
    expect(folded).not.toContain("\uFFFD");
  });
});

describe("utcStamp", () => {
  it("formats an instant as UTC date-time", () => {
    expect(utcStamp(new Date("2026-12-31T23:59:59.999Z"))).toBe("20261231T235959Z");
  });
});
