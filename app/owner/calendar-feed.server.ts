/**
 * Calendar feeds (issue 39, docs/decisions/0039): each person at /admin may make a private subscription address,
 * `SITE_URL/calendar/{token}.ics`, for their calendar app. An owner's feed lists every job, 7 days back to 60 ahead;
 * a crew member's their crew's only (none without a crew), from yesterday to a week ahead (`crewDays`, as the job
 * pages: issue 44). The token is shown once (only its SHA-256 is kept); a
 * new one replaces the old. Server only.
 */
import { createHash } from "node:crypto";
import { getCity } from "../content/cities.ts";
import { site } from "../content/site.ts";
import { feedFirstName, type FeedJob, feedRange, type FeedStatus, jobsToFeed } from "../domain/calendar-feed.ts";
import type { FeedBooking } from "../storage/calendar.server.ts";
import type { Owner } from "../storage/owners.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import { crewDays } from "../domain/job.ts";
import { getEnv } from "../utils/env.server.ts";
import { type ChangeOrigin, securityNotice } from "./notices.server.ts";

/** A feed token as made: 32 random bytes, base64url. Anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a feed (routes.ts: `calendar/:token.ics`). */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

/** A feed's two addresses: `https://` (or http) to paste, and `webcal://`, which opens the calendar app. */
export function calendarFeedUrls(token: string, siteUrl = getEnv().SITE_URL): { https: string; webcal: string } {
  const url = new URL(calendarFeedPath(token), siteUrl);
  return { https: url.href, webcal: url.href.replace(/^https?:/, "webcal:") };
}

/**
 * Makes the person a new feed (their earlier one stops working) and e-mails them that it was made; its two
 * addresses, to show once.
 */
export async function newCalendarFeed(person: Pick<Owner, "id" | "email">, origin: ChangeOrigin, now = new Date()) {
  const siteUrl = getEnv().SITE_URL;
  const notice = securityNotice(person, { kind: "calendar-feed-made" }, origin, { siteUrl, now });
  return calendarFeedUrls(await getStorage().calendar.create(person.id, notice, now), siteUrl);
}

/** The job's page in the dashboard for whoever reads the feed: the booking for an owner, the job for a crew. */
const jobUrl = (reference: string, role: Owner["role"], siteUrl: string) =>
  `${siteUrl}/admin/${role === "owner" ? "bookings" : "jobs"}/${reference}`;

/** What a feed shows of a booking (app/domain/calendar-feed.ts says what it leaves out and why). */
export function feedJobOf(booking: FeedBooking, role: Owner["role"], siteUrl: string): FeedJob {
  return {
    reference: booking.reference,
    status: booking.status as FeedStatus,
    date: booking.date,
    windowStart: booking.windowStart,
    windowEnd: booking.windowEnd,
    plan:
      booking.plannedStart && booking.jobMinutes ? { start: booking.plannedStart, minutes: booking.jobMinutes } : null,
    lines: booking.quote.lines.map((line) => ({
      service: line.serviceTitle,
      tier: line.tierLabel,
      addons: line.addons.map((addon) => `${addon.label} x ${addon.quantity}`),
    })),
    bundleName: booking.quote.bundle?.name ?? null,
    address: booking.address,
    city: getCity(booking.city)?.name ?? booking.city,
    zip: booking.zip,
    customerFirstName: booking.erasedAt ? null : feedFirstName(booking.name),
    crewName: booking.crewName,
    updatedAt: booking.updatedAt,
    url: jobUrl(booking.reference, role, siteUrl),
  };
}

/** A strong validator of a feed's bytes. */
const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;

/** True when an If-None-Match header names `etag` (or is `*`); weak forms match too (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/**
 * The feed of token `token` at `now`: its body and ETag; null for a token of another form, unknown, replaced, or of
 * a disabled account.
 */
export async function calendarFeed(token: string, now = new Date()): Promise<{ body: string; etag: string } | null> {
  if (!TOKEN.test(token)) return null;
  const storage = getStorage();
  const person = await storage.calendar.personOf(token);
  if (!person) return null;
  const days = crewDays(now);
  const { from, to } = person.role === "owner" ? feedRange(now) : { from: days.first, to: days.last };
  const scope = person.role === "owner" ? ({ all: true } as const) : { crewId: person.crewId };
  const siteUrl = getEnv().SITE_URL;
  const jobs = (await storage.calendar.jobs(scope, from, to)).map((b) => feedJobOf(b, person.role, siteUrl));
  const body = jobsToFeed(jobs, `${site.shortBrand} jobs`);
  return { body, etag: etagOf(body) };
}
