/**
 * Helpers of the booking browser tests: per-test dates and windows that are
 * free (tests run in parallel and other files book too), unique contacts, and
 * read-only access to the test server's SQLite database.
 */
import { createHash, randomInt } from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page, type ViewportSize } from "@playwright/test";
import { addDays, dateInZone } from "../../app/domain/booking/dates";
import { ADDRESS_MAX, EMAIL_MAX, NAME_MAX, NOTES_MAX } from "../../app/domain/booking/fields";

import type { BookingRow } from "../../app/storage/bookings.server";
import { E2E_DATABASE_PATH } from "./e2e-env";

import type { WindowSlot } from "../../app/domain/booking/windows";
import { rowsIn } from "./server-database";

/**
 * Moves the mouse, as a visitor does, which makes the page load the booking form's code (docs/decisions/0026), and
 * waits until the form runs it (the form marks itself `data-hydrated`).
 */
export async function waitForBookingForm(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator("form[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}

/**
 * A page (of a context of its own: close it after use) that gets the site's pages as a visitor without JavaScript
 * does, while the test may still run a script of its own in it: axe-core cannot run where JavaScript is turned off, so
 * the pages of the no-JavaScript journeys are checked this way. Every page it loads comes without its scripts (and
 * with its `<noscript>` content), and the site's script files are refused.
 */
export async function pageWithoutSiteScripts(browser: Browser, viewport: ViewportSize): Promise<Page> {
  // (a test's `use` options apply to its contexts: JavaScript on, whatever the test's pages say)
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  await context.route(/\/assets\/[^?]*\.js(\?.*)?$/, (route) => route.abort());
  await context.route(/.*/, async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<\/?noscript>/gi, "");
    await route.fulfill({ response, body: html });
  });
  return context.newPage();
}

/** Today + `offset` days in America/Chicago, "YYYY-MM-DD". */
export function dateAhead(offset: number): string {
  return addDays(dateInZone(new Date()), offset);
}

/**
 * The first date from today + `offset` (up to 8 days later) on which `window`
 * has at least `places` free places. Each test uses its own offset and window,
 * so parallel tests never compete for one window, and a rerun against a
 * reused server moves on to a free day.
 */
export async function freeSlot(request: APIRequestContext, offset: number, window: string, places = 1) {
  for (let d = offset; d < offset + 8; d++) {
    const date = dateAhead(d);
    const res = await request.get(`/api/availability/${date}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { windows: WindowSlot[] };
    const slot = body.windows.find((w) => w.start === window)!;
    if (slot.available >= places) return { date, start: slot.start, end: slot.end };
  }
  throw new Error(`no free ${window} window within 8 days of today + ${offset}`);
}

/** A fresh name, phone and e-mail (never booked before: the first-order promo needs that). */
export function uniqueContact(label: string) {
  const n = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return {
    name: `Test ${label} ${n.slice(-4).toUpperCase()}`,
    phone: `(469) ${randomInt(200, 1000)}-${String(randomInt(10_000)).padStart(4, "0")}`,
    email: `e2e-${label}-${n}@example.com`,
  };
}

/** The stored booking of a confirmation token, read-only. */
export function bookingRow(token: string): BookingRow | undefined {
  // only the SHA-256 of a page token is stored (docs/decisions/0031)
  const hash = createHash("sha256").update(token).digest("hex");
  return rowsIn<BookingRow>(E2E_DATABASE_PATH, "SELECT * FROM bookings WHERE token_hash = ?", hash)[0];
}

/** The token of a confirmation page URL. */
export function tokenOf(url: string): string {
  const m = /\/booking\/confirmed\/([A-Za-z0-9_-]+)$/.exec(new URL(url).pathname);
  expect(m, `confirmation URL: ${url}`).not.toBeNull();
  return m![1]!;
}

/** "09:00", "11:00" → "9:00 AM – 11:00 AM", as the pages write it. */
export function windowWords(start: string, end: string): string {
  const clock = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
  };
  return `${clock(start)} – ${clock(end)}`;
}

export type Details = {
  city?: string;
  address?: string;
  zip?: string;
  date: string;
  window: { start: string; end: string };
  contact: { name: string; phone: string; email: string };
  notes?: string;
  promoCode?: string;
  /** Ticks "Text me reminders and updates". */
  smsConsent?: boolean;
};

/** Fills steps 3 to 6 of the booking form (works with JavaScript on or off). */
export async function fillDetails(page: Page, d: Details) {
  if (d.city) await page.getByLabel("City", { exact: true }).selectOption(d.city);
  await page.getByLabel("Street address").fill(d.address ?? "4821 Test Lane");
  await page.getByLabel("ZIP code").fill(d.zip ?? "75024");
  await page.getByLabel("Date", { exact: true }).fill(d.date);
  const radio = page.getByRole("radio", { name: windowWords(d.window.start, d.window.end) });
  await expect(radio).toBeEnabled();
  // the windows are drawn again when the places for the order come in (its ZIP, its date): a click in that very
  // moment may be drawn over, so it is made again until it holds
  await expect(async () => {
    await radio.check({ timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await page.getByLabel("Full name").fill(d.contact.name);
  await page.getByLabel("Phone", { exact: true }).fill(d.contact.phone);
  await page.getByLabel("E-mail").fill(d.contact.email);
  if (d.notes) await page.getByLabel("Notes").fill(d.notes);
  if (d.promoCode) await page.getByLabel("Promo code").fill(d.promoCode);
  if (d.smsConsent) await page.getByRole("checkbox", { name: "Text me reminders and updates" }).check();
}

/** The JSON body of `POST /api/bookings` for a simple cleaning order. */
export function apiBooking(date: string, window: string, contact: ReturnType<typeof uniqueContact>) {
  return {
    services: [{ service: "cleaning", tier: "1", addons: [] }],
    date,
    window,
    city: "dallas",
    address: "100 Main St",
    zip: "75201",
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
  };
}

/** What `POST /api/bookings` answers for a booking it took: its reference and the customer's page. */
export type Booked = { reference: string; url: string };

/**
 * `data` (apiBooking's, with what a test adds) booked through `POST /api/bookings` of the server at `base` (the
 * test's own server when empty): its reference and page; any answer but 201 fails the test.
 */
export async function bookThroughApi(request: APIRequestContext, data: object, base = ""): Promise<Booked> {
  const res = await request.post(`${base}/api/bookings`, { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as Booked;
}

/** `seed` repeated to exactly `length` characters. */
const filled = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/**
 * The JSON body of `POST /api/bookings` whose every free-text field is as long as the form allows
 * (app/domain/booking/fields.ts), each one word without a hyphen or a space to break it at, where a visitor could type
 * or paste one: the name, the street, a valid e-mail address of 254 characters (labels of at most 63) and the notes,
 * a pasted link; three services with extras, so that the price has many lines and four-digit amounts (issue 35).
 */
export function longestBooking(date: string, window: string, label: string) {
  const { phone } = uniqueContact(label);
  const local = filled(`e2e${label}${Date.now().toString(36)}${randomInt(1e6).toString(36)}`, 64);
  const domain = `${"a".repeat(63)}.${"b".repeat(63)}.`;
  const tail = ".example.com";
  const email = `${local}@${domain}${"c".repeat(EMAIL_MAX - local.length - 1 - domain.length - tail.length)}${tail}`;
  return {
    services: [
      {
        service: "cleaning",
        tier: "4-3bath",
        addons: [
          { id: "windows", quantity: 10 },
          { id: "carpet-spot", quantity: 10 },
        ],
      },
      { service: "junk-removal", tier: "full", addons: [{ id: "appliance", quantity: 6 }] },
      { service: "power-washing", tier: "gutter-roof", addons: [{ id: "fence", quantity: 4 }] },
    ],
    date,
    window,
    city: "fort-worth",
    address: `4821 ${filled("Wolfeschlegelsteinhausenbergerdorffstrasse", ADDRESS_MAX - 5)}`,
    zip: "76102",
    name: filled("Wolfeschlegelsteinhausenbergerdorff", NAME_MAX),
    phone,
    email,
    notes: `https://maps.example.com/?q=${filled("GateCode4821ParkBehindTheBlueTruck", NOTES_MAX - 28)}`,
  };
}
