/**
 * The staff's calendar feed (issue 39): RFC 5545 as a calendar app reads it (parsed by node-ical), the window at the
 * right instants across daylight saving, escaping and folding, a stable UID per booking, the same bytes for the same
 * jobs, and nothing of the customer but a first name.
 */
import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { type FeedJob, feedFirstName, feedRange, feedUid, jobsToFeed } from "./calendar-feed";

const job = (patch: Partial<FeedJob> = {}): FeedJob => ({
  reference: "NS-7K3F9Q",
  status: "confirmed",
  date: "2026-07-14",
  windowStart: "09:00",
  windowEnd: "11:00",
  plan: null,
  lines: [
    {
      service: "Move In/Out Cleaning",
      tier: "2 Bedrooms, 2 Baths",
      addons: ["Inside the oven x 1", "Windows; inside x 8"],
    },
    { service: "Junk Removal", tier: "Half truck", addons: [] },
  ],
  bundleName: null,
  address: "123 Main St, Apt 4; rear\nGate 7",
  city: "Fort Worth",
  zip: "76102",
  customerFirstName: "Maria",
  crewName: "Crew A",
  updatedAt: "2026-07-01T15:04:05.678Z",
  url: "https://ns.example/admin/jobs/NS-7K3F9Q",
  ...patch,
});

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => (c as { type?: string })?.type === "VEVENT");
const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("a planned job's event (issue 47)", () => {
  it("is the planned work, from its start for its length; the arrival window stays in the description", () => {
    const planned = job({ windowStart: "07:00", windowEnd: "09:00", plan: { start: "08:15", minutes: 270 } });
    const [event] = events(jobsToFeed([planned], "NorthStar jobs"));
    expect(new Date(event!.start).toISOString()).toBe("2026-07-14T13:15:00.000Z"); // 8:15 CDT
    expect(new Date(event!.end!).toISOString()).toBe("2026-07-14T17:45:00.000Z"); // 12:45 CDT, 4 h 30 later
    expect(event!.description).toContain("Arrival window: 7:00 AM – 9:00 AM");
    // a job without a plan is its window, and says no window twice
    const [window] = events(jobsToFeed([job()], "NorthStar jobs"));
    expect(new Date(window!.end!).toISOString()).toBe("2026-07-14T16:00:00.000Z");
    expect(window!.description).not.toContain("Arrival window");
  });
});

describe("jobsToFeed", () => {
  const winter = job({ reference: "NS-WINTER", date: "2026-12-01", windowStart: "13:00", windowEnd: "15:00" });
  const text = jobsToFeed(
    [job(), winter, job({ reference: "NS-PENDING", status: "requested", crewName: null })],
    "NorthStar jobs",
  );

  it("is one VCALENDAR with one VEVENT per job, each at its window's instants in Dallas (summer and winter)", () => {
    const parsed = events(text);
    expect(parsed.map((e) => e.uid)).toEqual([feedUid("NS-7K3F9Q"), feedUid("NS-WINTER"), feedUid("NS-PENDING")]);
    const [summer, december] = parsed;
    expect(new Date(summer!.start).toISOString()).toBe("2026-07-14T14:00:00.000Z"); // 9:00 CDT
    expect(new Date(summer!.end!).toISOString()).toBe("2026-07-14T16:00:00.000Z");
    expect(new Date(december!.start).toISOString()).toBe("2026-12-01T19:00:00.000Z"); // 13:00 CST
    expect(summer!.start.tz).toBe("America/Chicago");
    expect(unfold(text)).toContain("DTSTART;TZID=America/Chicago:20260714T090000");
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("says what to do and where: reference and services, the address, tiers, add-ons, first name, crew; TENTATIVE until confirmed", () => {
    const [first, , pending] = events(text);
    expect(first!.summary).toBe("NS-7K3F9Q: Move In/Out Cleaning + Junk Removal");
    expect(first!.location).toBe("123 Main St, Apt 4; rear\nGate 7, Fort Worth, TX 76102");
    expect(first!.description).toContain(
      "Move In/Out Cleaning: 2 Bedrooms, 2 Baths\n  + Inside the oven x 1\n  + Windows; inside x 8",
    );
    expect(first!.description).toContain("Junk Removal: Half truck");
    expect(first!.description).toContain("Customer: Maria");
    expect(first!.description).toContain("Crew: Crew A");
    expect(first!.status).toBe("CONFIRMED");
    expect(pending!.status).toBe("TENTATIVE");
    expect(pending!.description).toContain("Crew: not assigned yet");
    expect(pending!.description).toContain("Not confirmed yet.");
    expect(String(first!.url)).toBe("https://ns.example/admin/jobs/NS-7K3F9Q");
  });

  it("escapes commas, semicolons, backslashes and newlines, and folds every line at 75 octets without splitting a character", () => {
    expect(unfold(text)).toContain("LOCATION:123 Main St\\, Apt 4\\; rear\\nGate 7\\, Fort Worth\\, TX 76102");
    const accents = jobsToFeed([job({ address: "Calle Señor Ñandú ".repeat(8), customerFirstName: "José" })], "x");
    for (const line of accents.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(accents).toMatch(/\r\n /);
    expect(events(accents)[0]!.location).toBe(`${"Calle Señor Ñandú ".repeat(8)}, Fort Worth, TX 76102`);
    expect(accents.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF only
  });

  it("has the same bytes for the same jobs (no clock in it): DTSTAMP is when the booking last changed", () => {
    expect(jobsToFeed([job()], "x")).toBe(jobsToFeed([job()], "x"));
    expect(unfold(jobsToFeed([job()], "x"))).toContain("DTSTAMP:20260701T150405Z");
    expect(jobsToFeed([job()], "x")).not.toBe(jobsToFeed([job({ crewName: "Crew B" })], "x"));
  });

  it("a bundle is named as such", () => {
    const [bundle] = events(jobsToFeed([job({ bundleName: "Move-Out" })], "x"));
    expect(bundle!.summary).toBe("NS-7K3F9Q: Move-Out bundle");
    expect(bundle!.description).toContain("Bundle: Move-Out");
  });

  it("an empty feed is a valid calendar with its name", () => {
    const empty = jobsToFeed([], "NorthStar jobs");
    expect(events(empty)).toEqual([]);
    expect(unfold(empty)).toContain("X-WR-CALNAME:NorthStar jobs");
  });
});

describe("what a feed shows of the customer", () => {
  it("a first name only; nothing that looks like an e-mail address or a phone number", () => {
    expect(feedFirstName("Maria  de la Cruz")).toBe("Maria");
    expect(feedFirstName("  ")).toBeNull();
    expect(feedFirstName(null)).toBeNull();
    expect(feedFirstName("maria@example.com Cruz")).toBeNull();
    expect(feedFirstName("2145550142")).toBeNull();
    const text = jobsToFeed([job({ customerFirstName: feedFirstName("ana@example.org") })], "x");
    expect(text).not.toMatch(/@/);
    expect(events(text)[0]!.description).toContain("Customer: (no name)");
  });
});

describe("feedRange", () => {
  it("is 7 days back to 60 ahead of today in Dallas (late evening there is still today)", () => {
    expect(feedRange(new Date("2026-07-15T03:30:00Z"))).toEqual({ from: "2026-07-07", to: "2026-09-12" });
    expect(feedRange(new Date("2026-07-15T15:00:00Z"))).toEqual({ from: "2026-07-08", to: "2026-09-13" });
  });
});
