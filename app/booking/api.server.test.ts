/**
 * The booking API over real HTTP (node:http + @remix-run/node-fetch-server)
 * against a real SQLite file of its own. The route modules are called exactly
 * as React Router calls them: `action`/`loader` with `{ request, params, context }`,
 * the repository, capacity and clock handed in through the router context.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createRequestListener } from "@remix-run/node-fetch-server";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceOrder } from "../domain/pricing";
import * as availabilityRoute from "../routes/api.availability";
import * as bookingsRoute from "../routes/api.bookings";
import * as bookingPageRoute from "../routes/booking";
import * as calendarRoute from "../routes/booking-calendar";
import { bundles } from "../content/bundles";
import { site } from "../content/site";
import { serviceIds } from "../content/schema";
import { getService } from "../content/services";
import { emptyValues, type FormValues } from "../domain/booking/fields";
import { formValuesFrom, valuesToInput } from "../domain/booking/form";
import { previewPrice } from "../domain/booking/order";

/** What the `/booking` action does with a posted form: the form's values, then the booking input. */
const formDataToBookingInput = (form: URLSearchParams) =>
  valuesToInput(formValuesFrom(form, defaultCatalog()), defaultCatalog());
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage } from "../storage/storage.server";
import { bookingInput } from "../../tests/support/booking-input";
import { bookingServicesContext } from "./http.server";
import { bookingLimiter } from "./limits.server";
import { OPEN_LIMIT_MESSAGE, RATE_LIMIT_MESSAGE, REFUSED_MESSAGE, submitBooking } from "./service.server";
import { defaultCatalog } from "../domain/catalog";

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas (CDT)
const TODAY = "2026-06-15";
const DATE = "2026-06-20";
const CAPACITY = 2;

const dir = mkdtempSync(join(tmpdir(), "northstar-bookings-"));
const dbPath = join(dir, "data", "bookings.sqlite");
const repo = sqliteStorage(openDatabase(dbPath)).bookings;
/** A second, independent connection to the same file, to look at what was really stored. */
let inspect: DatabaseSync;

async function dispatch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const context = new RouterContextProvider();
  context.set(bookingServicesContext, { repo, capacity: CAPACITY, now: () => NOW });
  if (url.pathname === "/api/bookings") {
    const args = { request, url, pattern: "/api/bookings", params: {}, context };
    return request.method === "GET" || request.method === "HEAD" ? bookingsRoute.loader() : bookingsRoute.action(args);
  }
  if (url.pathname === "/booking" && request.method === "POST") {
    // The /booking page's own form action (JavaScript off): a redirect, or the form's data as JSON with its status.
    const args = { request, url, pattern: "/booking", params: {}, context };
    const answer = (await bookingPageRoute.action(args)) as Response | { data: unknown; init?: ResponseInit | null };
    return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined);
  }
  const call = <P>(pattern: string, params: P) => ({ request, url, pattern, params, context });
  let m = /^\/api\/availability\/([^/]+)$/.exec(url.pathname);
  if (m && request.method === "GET")
    return availabilityRoute.loader(call("/api/availability/:date", { date: decodeURIComponent(m[1]!) }));
  m = /^\/booking\/confirmed\/([^/]+)\/calendar\.ics$/.exec(url.pathname);
  if (m && request.method === "GET")
    return calendarRoute.loader(call("/booking/confirmed/:token/calendar.ics", { token: decodeURIComponent(m[1]!) }));
  return new Response("Not found", { status: 404 });
}

let server: http.Server;
let base: string;

beforeAll(async () => {
  inspect = new DatabaseSync(dbPath);
  server = http.createServer(createRequestListener(dispatch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  inspect.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A valid booking body in Fort Worth with a fresh e-mail and phone. */
const body = (overrides: Record<string, unknown> = {}) =>
  bookingInput(DATE, { city: "fort-worth", address: "123 Main St", zip: "76102", ...overrides });

function post(payload: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

const countBookings = (where = "1 = 1", ...args: (string | number)[]) =>
  Number((inspect.prepare(`SELECT COUNT(*) AS n FROM bookings WHERE ${where}`).get(...args) as { n: number }).n);

type Row = Record<string, unknown>;
const rowByReference = (reference: string) =>
  inspect.prepare("SELECT * FROM bookings WHERE reference = ?").get(reference) as Row;

/** The server's own price of the default body. */
const expectedTotal = (() => {
  const result = priceOrder(
    {
      lines: [
        { service: "cleaning", tier: "2", addons: [{ id: "oven", quantity: 1 }] },
        { service: "junk-removal", tier: "medium", addons: [] },
      ],
    },
    defaultCatalog(),
  );
  if (!result.ok) throw new Error("bad fixture");
  return result.quote.total!;
})();

describe("POST /api/bookings", () => {
  it("stores a valid booking with the server's price and answers 201", async () => {
    const payload = body({ window: "07:00", notes: "Gate code 1234", promoCode: "" });
    const res = await post(payload);
    expect(res.status).toBe(201);
    const json = (await res.json()) as { reference: string; url: string; total: number };
    expect(json.reference).toMatch(/^NS-[2-9A-HJKMNP-Z]{6}$/);
    expect(json.url).toMatch(/^\/booking\/confirmed\/[2-9A-HJKMNP-Z]{6}[A-Za-z0-9_-]{32}$/);
    expect(json.total).toBe(expectedTotal);
    expect(json.total).toBe(20000 + 17500 + 2500 - 5625);
    expect(res.headers.get("Location")).toBe(json.url);
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const row = rowByReference(json.reference);
    expect(row).toMatchObject({
      status: "requested",
      date: DATE,
      window_start: "07:00",
      window_end: "09:00",
      total_cents: expectedTotal,
      subtotal_cents: 40000,
      discount_kind: "multi-service",
      discount_cents: 5625,
      city: "fort-worth",
      address: "123 Main St",
      zip: "76102",
      name: "Pat Doe",
      phone: payload.phone,
      email: payload.email,
      notes: "Gate code 1234",
      promo_code: null,
      // what is stored is the hash of the page's token, never the token (docs/decisions/0031)
      token_hash: createHash("sha256").update(json.url.split("/").at(-1)!).digest("hex"),
      created_at: NOW.toISOString(),
    });
    const quote = JSON.parse(row.quote_json as string);
    expect(quote.total).toBe(expectedTotal);
    expect(quote.lines.map((l: { tierLabel: string }) => l.tierLabel)).toEqual(["2BR/2BA", "Medium Load"]);
    expect(JSON.parse(row.lines_json as string)).toEqual(payload.services);
  });

  it("ignores any price in the body", async () => {
    const services = [
      {
        service: "cleaning",
        tier: "2",
        addons: [{ id: "oven", quantity: 1, price: 1, total: 1 }],
        price: 1,
        tierPrice: 1,
      },
      { service: "junk-removal", tier: "medium", addons: [], price: 1 },
    ];
    const res = await post(
      body({
        window: "07:00",
        services,
        total: 1,
        subtotal: 1,
        price: 100,
        discount: { kind: "promo", amount: 99999 },
      }),
    );
    expect(res.status).toBe(201);
    const json = (await res.json()) as { reference: string; total: number };
    expect(json.total).toBe(expectedTotal);
    const row = rowByReference(json.reference);
    expect(row.total_cents).toBe(expectedTotal);
    expect(row.discount_cents).toBe(5625);
    expect(row.lines_json as string).not.toContain("price");
  });

  it.each([
    ["service", "Please choose at least one service."],
    ["date", "Please choose a date."],
    ["window", "Please choose an arrival window."],
    ["city", "Please choose your city."],
    ["address", "Please enter your street address."],
    ["zip", "Please enter your ZIP code."],
    ["name", "Please enter your name."],
    ["phone", "Please enter your phone number."],
    ["email", "Please enter your e-mail address."],
  ])("without %s: 400 with its own message, nothing stored", async (field, message) => {
    const before = countBookings();
    const payload = body();
    delete payload[field === "service" ? "services" : field];
    const res = await post(payload);
    expect(res.status).toBe(400);
    // errors are reported under the form's own field names ("service" for the choice of services)
    expect(await res.json()).toEqual({ errors: { [field]: message } });
    expect(countBookings()).toBe(before);
  });

  it("refuses a ZIP outside the service area, naming the nearest city and our phone number", async () => {
    const before = countBookings();
    const far = await post(body({ zip: "75165" })); // Waxahachie, about 28 miles from Dallas
    expect(far.status).toBe(400);
    const { errors } = (await far.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(["zip"]);
    expect(errors.zip).toContain("outside our service area");
    expect(errors.zip).toContain("Dallas");
    expect(errors.zip).toContain(site.phone);
    // with other mistakes, all at once
    const both = (await (await post(body({ zip: "75165", email: "" }))).json()) as { errors: Record<string, string> };
    expect(Object.keys(both.errors).sort()).toEqual(["email", "zip"]);
    expect(countBookings()).toBe(before);
  });

  it("refuses a past date, a date beyond 60 days and a same-day window less than 2 hours away", async () => {
    const before = countBookings();
    const cases: [Record<string, unknown>, string][] = [
      [{ date: "2026-06-14" }, "date"],
      [{ date: "2026-08-15" }, "date"],
      [{ date: TODAY, window: "09:00" }, "window"],
      [{ date: TODAY, window: "07:00" }, "window"],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(body(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(((await res.json()) as { errors: object }).errors)).toEqual([field]);
    }
    expect(countBookings()).toBe(before);
    // 11:00 today is exactly 2 hours away: accepted
    expect((await post(body({ date: TODAY, window: "11:00" }))).status).toBe(201);
  });

  it("applies a first-order promo once per e-mail or phone", async () => {
    const first = body({
      window: "11:00",
      services: [{ service: "cleaning", tier: "1" }],
      promoCode: "nsps15",
      email: "Promo@Example.com",
    });
    const res1 = await post(first);
    expect(res1.status).toBe(201);
    const json1 = (await res1.json()) as { reference: string; total: number };
    expect(json1.total).toBe(15000 - 2250);
    expect(rowByReference(json1.reference)).toMatchObject({
      promo_code: "NSPS15",
      discount_kind: "promo",
      discount_cents: 2250,
    });

    const before = countBookings();
    // same e-mail, other case and another phone
    const res2 = await post(
      body({
        window: "13:00",
        services: [{ service: "cleaning", tier: "1" }],
        promoCode: "NSRS15",
        email: " promo@example.COM ",
      }),
    );
    expect(res2.status).toBe(400);
    expect(await res2.json()).toEqual({ errors: { promoCode: "This code is for first orders only." } });
    // same phone digits, written differently, another e-mail
    const digits = String(first.phone).replace(/\D/g, "");
    const res3 = await post(
      body({
        window: "13:00",
        services: [{ service: "cleaning", tier: "1" }],
        promoCode: "NSPS15",
        phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
      }),
    );
    expect(res3.status).toBe(400);
    expect(countBookings()).toBe(before);
    // without the code, the returning customer books at list price
    const res4 = await post(
      body({ window: "13:00", services: [{ service: "cleaning", tier: "1" }], email: "promo@example.com" }),
    );
    expect(res4.status).toBe(201);
    expect(((await res4.json()) as { total: number }).total).toBe(15000);
  });

  it("books exactly the places left when 20 requests race for a window with 2 places", async () => {
    const window = "15:00";
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body({ window }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAPACITY);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - CAPACITY);
    const conflict = (await results.find((r) => r.status === 409)!.json()) as {
      errors: { window: string };
      availableWindows: { start: string }[];
    };
    // a booking of a moment ago took it; the windows named instead are those the same order can book (issue 55)
    expect(conflict.errors.window).toMatch(
      /^That arrival window just filled up\. Please pick another\. Open for this order on Saturday, June 20: .*5:00 PM – 7:00 PM\.$/,
    );
    expect(conflict.errors.window).not.toContain("3:00 PM – 5:00 PM");
    expect(conflict.availableWindows.map((w) => w.start)).not.toContain(window);
    expect(conflict.availableWindows.map((w) => w.start)).toContain("17:00");
    expect(countBookings("date = ? AND window_start = ?", DATE, window)).toBe(CAPACITY);
  });

  it("answers a repeated Idempotency-Key with the first result and books once", async () => {
    const payload = body({ date: "2026-06-21", window: "07:00" });
    const key = "3f6c1a9e-8d7b-4c3e-9a51-6e0c2b7d4f10";
    const first = await post(payload, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const firstJson = await first.json();
    const again = await post(payload, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(firstJson);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    // concurrent retries too
    const burst = await Promise.all(Array.from({ length: 5 }, () => post(payload, { "Idempotency-Key": key })));
    for (const res of burst) expect(await res.json()).toEqual(firstJson);
    expect(countBookings("date = ? AND window_start = ?", "2026-06-21", "07:00")).toBe(1);
    // the same key with a different request is refused
    const other = await post({ ...payload, name: "Someone Else" }, { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect(countBookings("date = ? AND window_start = ?", "2026-06-21", "07:00")).toBe(1);
  });

  it("concurrent first requests with one Idempotency-Key book once", async () => {
    const payload = body({ date: "2026-06-21", window: "09:00" });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(payload, { "Idempotency-Key": "burst-key-1" })),
    );
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(countBookings("date = ? AND window_start = ?", "2026-06-21", "09:00")).toBe(1);
  });

  it("without a key, a browser's secret makes one of the details: they book once; other details or another browser anew", async () => {
    const payload = body({ date: "2026-06-21", window: "11:00" });
    const opts = { repo, capacity: 3, now: NOW, idempotencyScope: "browser-secret-a" };
    const [first, second] = await Promise.all([submitBooking(payload, opts), submitBooking(payload, opts)]);
    const retry = await submitBooking(payload, opts);
    expect(first.status).toBe(201);
    if (first.status !== 201 || second.status !== 201 || retry.status !== 201) throw new Error("not booked");
    expect([second.url, retry.url]).toEqual([first.url, first.url]);
    expect(countBookings("date = ? AND window_start = ?", "2026-06-21", "11:00")).toBe(1);
    // different details from the same browser, and the same details from another browser: new bookings
    const changed = await submitBooking({ ...payload, notes: "Gate code 1234" }, opts);
    const elsewhere = await submitBooking(payload, { ...opts, idempotencyScope: "browser-secret-b" });
    const urls = [first, changed, elsewhere].map((r) => (r.status === 201 ? r.url : r.status));
    expect(new Set(urls).size).toBe(3);
    expect(countBookings("date = ? AND window_start = ?", "2026-06-21", "11:00")).toBe(3);
  });

  it("refuses an Idempotency-Key longer than 100 characters", async () => {
    const res = await post(body(), { "Idempotency-Key": "k".repeat(101) });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
  });

  it("answers 413 to a body over 16 KB, declared or streamed", async () => {
    const before = countBookings();
    const big = JSON.stringify(body({ notes: "x".repeat(17 * 1024) }));
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "The request body is too large (at most 16 KB)." });

    // chunked: no Content-Length, so the bytes are counted while reading
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(streamed.status).toBe(413);
    expect(countBookings()).toBe(before);
  });

  it("answers 415 to anything but JSON", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
    ]) {
      const res = await post(body(), { "Content-Type": type });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toHaveProperty("error");
    }
    expect(
      (await post(body({ window: "17:00", date: "2026-06-22" }), { "Content-Type": "application/json; charset=utf-8" }))
        .status,
    ).toBe(201);
  });

  it("answers 400 to malformed JSON and to JSON that is not a booking", async () => {
    for (const raw of ["{", "", "{'a':1}", "undefined", "\u0000"]) {
      const res = await post(raw);
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
    }
    for (const raw of ["null", "[]", "42", '"booking"']) {
      const res = await post(raw);
      expect(res.status, raw).toBe(400);
      expect(await res.json()).toEqual({ errors: { form: "Please fill in the booking form." } });
    }
  });

  it("answers 405 with Allow to other methods", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const res = await fetch(`${base}/api/bookings`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("Allow")).toBe("POST");
    }
  });

  it("never answers 5xx to arbitrary JSON", async () => {
    const before = countBookings();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc
            .record({ services: fc.anything(), date: fc.anything(), window: fc.anything(), email: fc.anything() })
            .map((o) => JSON.stringify(o)),
          fc
            .dictionary(
              fc.constantFrom("address", "zip", "phone", "city", "notes", "promoCode", "bundle"),
              fc.anything(),
            )
            .map((o) => JSON.stringify({ ...body(), ...o, name: "" })),
        ),
        async (raw) => {
          const res = await post(raw);
          expect(res.status).toBeLessThan(500);
          expect([400, 413]).toContain(res.status);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 60 },
    );
    expect(countBookings()).toBe(before);
  });
});

describe("abuse limits (docs/decisions/0009)", () => {
  const opts = { repo, capacity: 50, now: NOW };

  it("a filled honeypot books nothing, is refused like any refusal, and does not count against the client", async () => {
    const limiter = bookingLimiter({ per10Minutes: 1, perDay: 1 });
    const before = countBookings();
    for (const input of [
      { ...body(), website: "https://spam.example" },
      formDataToBookingInput(new URLSearchParams({ website: "x" })),
    ]) {
      const result = await submitBooking(input, { ...opts, limiter, clientIp: "198.51.100.1" });
      expect(result).toEqual({ status: 400, errors: { form: REFUSED_MESSAGE } });
    }
    expect(countBookings()).toBe(before);
    expect(
      (await submitBooking(body({ date: "2026-06-21" }), { ...opts, limiter, clientIp: "198.51.100.1" })).status,
    ).toBe(201);
  });

  it("per client: the limit's bookings, then 429 with Retry-After; invalid and full submissions are not counted", async () => {
    const limiter = bookingLimiter({ per10Minutes: 2, perDay: 10 });
    const client = { ...opts, limiter, clientIp: "198.51.100.2" };
    expect((await submitBooking(body({ email: "" }), client)).status).toBe(400); // not counted
    expect((await submitBooking(body({ date: "2026-06-22" }), client)).status).toBe(201);
    expect((await submitBooking(body({ date: "2026-06-22" }), client)).status).toBe(201);
    const before = countBookings();
    const over = await submitBooking(body({ date: "2026-06-22" }), client);
    expect(over).toMatchObject({ status: 429, errors: { form: RATE_LIMIT_MESSAGE } });
    if (over.status !== 429) throw new Error("not refused");
    expect(over.retryAfterSeconds).toBeGreaterThan(590); // the 10-minute window's wait
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(countBookings()).toBe(before);
    // another client is not affected
    expect((await submitBooking(body({ date: "2026-06-22" }), { ...client, clientIp: "198.51.100.3" })).status).toBe(
      201,
    );
  });

  it("per customer: at most N open upcoming bookings per e-mail or phone; past ones do not count", async () => {
    const limiter = bookingLimiter({ per10Minutes: 100, perDay: 100 });
    const capped = { ...opts, limiter, openPerCustomer: 2, clientIp: "198.51.100.4" };
    const first = body({ date: "2026-06-23" });
    expect((await submitBooking(first, capped)).status).toBe(201);
    const second = body({ date: "2026-06-24", email: first.email, phone: first.phone });
    expect((await submitBooking(second, capped)).status).toBe(201);
    const third = await submitBooking(body({ date: "2026-06-25", email: String(first.email).toUpperCase() }), capped);
    expect(third).toMatchObject({ status: 429, errors: { form: OPEN_LIMIT_MESSAGE } });
    const samePhone = await submitBooking(body({ date: "2026-06-25", phone: first.phone }), capped);
    expect(samePhone.status).toBe(429);
    // once those dates have passed, the customer may book again
    const later = { ...capped, now: new Date("2026-06-26T14:00:00Z") };
    expect((await submitBooking(body({ date: "2026-06-28", email: first.email }), later)).status).toBe(201);
  });
});

describe("the browser's preview IS the server's price", () => {
  const serviceArb = fc.subarray([...serviceIds], { minLength: 1 });
  const quantityText = fc.oneof(
    fc.integer({ min: -2, max: 12 }).map(String),
    fc.constantFrom("", "0", "1.5", "lots", " 2 "),
  );
  const valuesArb = fc
    .record({
      chosen: serviceArb,
      tierPick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      addonPicks: fc.array(fc.tuple(fc.nat(), quantityText), { maxLength: 4 }),
      bundle: fc.option(fc.constantFrom(...bundles.map((b) => b.id)), { nil: undefined }),
      promoCode: fc.constantFrom("", "NSPS15", "nsrs15", "BOGUS"),
    })
    .map(({ chosen, tierPick, addonPicks, bundle, promoCode }): FormValues => {
      const tiers: FormValues["tiers"] = {};
      chosen.forEach((id, i) => {
        const list = getService(id)!.tiers;
        tiers[id] = list[tierPick[i]! % list.length]!.code;
      });
      const addons: Record<string, string> = {};
      for (const [pick, quantity] of addonPicks) {
        const id = chosen[pick % chosen.length]!;
        const list = getService(id)!.addons;
        addons[`${id}.${list[pick % list.length]!.id}`] = quantity;
      }
      return { ...emptyValues, services: chosen, tiers, addons, bundle: bundle ?? "", promoCode };
    });

  it("for arbitrary orders: the same total when it books, the same refusals on the same fields when it does not", async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(valuesArb, async (values) => {
        n += 1;
        const contact = {
          date: "2026-07-01",
          window: "15:00",
          city: "plano",
          address: "1 Preview Way",
          zip: "75024",
          name: "Pre View",
          phone: `(469) 555-${String(2000 + n).padStart(4, "0")}`,
          email: `preview${n}@example.com`,
        };
        const form = { ...values, ...contact };
        const preview = previewPrice(form, defaultCatalog());
        const result = await submitBooking(valuesToInput(form, defaultCatalog()), {
          repo,
          capacity: 100_000,
          now: NOW,
        });
        if (result.status === 201) {
          expect(preview.errors).toEqual({});
          expect(preview.missingTiers).toEqual([]);
          expect(preview.quote?.total ?? null).toBe(result.total);
        } else {
          expect(result.status).toBe(400);
          const errors = result.status === 400 ? result.errors : {};
          // every refusal the preview shows is the server's, word for word, on the same field
          for (const [field, message] of Object.entries(preview.errors)) expect(errors[field], field).toBe(message);
          expect(Object.keys(preview.errors).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("POST /booking (plain HTML form, same handler)", () => {
  const fields = (extra: [string, string][] = []) =>
    new URLSearchParams([
      ["service", "cleaning"],
      ["service", "power-washing"],
      ["tier.cleaning", "1"],
      ["tier.power-washing", "front-house"],
      ["addon.cleaning.baseboards", "2"],
      ["addon.cleaning.oven", "0"],
      ["date", "2026-06-27"],
      ["window", "13:00"],
      ["city", "plano"],
      ["address", "9 Elm Ct"],
      ["zip", "75024"],
      ["name", "Sam Form"],
      ["phone", "972.555.0199"],
      ["email", "sam.form@example.com"],
      ["notes", ""],
      ["promoCode", ""],
      ["idempotencyKey", "form-key-1"],
      ...extra,
    ]);
  const submit = (form: URLSearchParams) =>
    fetch(`${base}/booking`, { method: "POST", body: form, redirect: "manual" });

  it("books, redirects to the confirmation URL, and a double submit books once", async () => {
    const first = await submit(fields());
    expect(first.status).toBe(302);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/booking\/confirmed\/[2-9A-HJKMNP-Z]{6}[A-Za-z0-9_-]{32}$/);
    const again = await submit(fields());
    expect(again.headers.get("Location")).toBe(location);
    const row = inspect
      .prepare("SELECT * FROM bookings WHERE token_hash = ?")
      .get(createHash("sha256").update(location.split("/").at(-1)!).digest("hex")) as Row;
    expect(row).toMatchObject({ total_cents: 15000 + 12500 + 3000 - 4125, phone: "(972) 555-0199", city: "plano" });
    expect(countBookings("email = ?", "sam.form@example.com")).toBe(1);
  });

  it("answers field errors and stores nothing", async () => {
    const before = countBookings();
    const form = fields([["idempotencyKey", "form-key-2"]]);
    form.set("zip", "90210");
    form.set("tier.cleaning", "");
    form.delete("idempotencyKey");
    const res = await submit(form);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { status: number; errors: Record<string, string> };
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual({
      "tier.cleaning": "Please choose a home size for Cleaning.",
      zip: `Sorry, 90210 is outside our service area. Call us at ${site.phone} and we'll see what we can do.`,
    });
    expect(countBookings()).toBe(before);
  });
});

describe("GET /api/availability/:date", () => {
  it("shows the places taken", async () => {
    await post(body({ date: "2026-06-25", window: "11:00" }));
    await post(body({ date: "2026-06-25", window: "13:00" }));
    await post(body({ date: "2026-06-25", window: "13:00" }));
    const res = await fetch(`${base}/api/availability/2026-06-25`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      date: string;
      windows: { start: string; end: string; label: string; available: number; state: string }[];
    };
    expect(json.date).toBe("2026-06-25");
    const byStart = new Map(json.windows.map((w) => [w.start, w]));
    expect(json.windows.map((w) => w.start)).toEqual(["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"]);
    // the contract: `available` is the number of places that can be booked now
    expect(byStart.get("07:00")).toMatchObject({
      end: "09:00",
      label: "7:00 AM to 9:00 AM",
      available: 2,
      state: "open",
    });
    expect(byStart.get("11:00")).toMatchObject({ available: 1, state: "open" });
    expect(byStart.get("13:00")).toMatchObject({ available: 0, state: "full" });
  });

  it("matches what the booking rush left", async () => {
    const json = (await (await fetch(`${base}/api/availability/${DATE}`)).json()) as {
      windows: { start: string; available: number }[];
    };
    expect(json.windows.find((w) => w.start === "15:00")!.available).toBe(0);
  });

  it("closes today's windows that start less than 2 hours from now", async () => {
    const json = (await (await fetch(`${base}/api/availability/${TODAY}`)).json()) as {
      windows: { start: string; available: number; state: string }[];
    };
    expect(json.windows.filter((w) => w.available > 0).map((w) => w.start)).toEqual([
      "11:00",
      "13:00",
      "15:00",
      "17:00",
    ]);
    // 0 places when closed by the clock, whatever the bookings
    expect(json.windows.find((w) => w.start === "09:00")).toMatchObject({ available: 0, state: "closed" });
  });

  it.each([
    ["2026-06-31", "Please choose a valid date."],
    ["june-20", "Please choose a valid date."],
    ["2026-06-14", "That date has passed. Please choose a date from today onward."],
    ["2026-08-15", "We take bookings up to 60 days ahead. Please choose an earlier date."],
  ])("answers 400 for %s", async (date, error) => {
    const res = await fetch(`${base}/api/availability/${date}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it.each([
    ["minutes=abc", "minutes: a whole number from 1 to 2160."],
    ["minutes=0", "minutes: a whole number from 1 to 2160."],
    ["zip=75201", "minutes: a whole number from 1 to 2160."],
    ["minutes=240&zip=7520", "zip: five digits, like 75201."],
    [
      "minutes=240&services=cleaning,mowing",
      "services: comma-separated ids among cleaning, junk-removal, power-washing.",
    ],
  ])("answers 400 for an order it cannot read (%s)", async (query, error) => {
    const res = await fetch(`${base}/api/availability/2026-06-25?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it("takes an order (length, ZIP, services): with no crew's week set, the window's places alone, as before", async () => {
    const plain = await (await fetch(`${base}/api/availability/2026-06-25`)).json();
    const res = await fetch(`${base}/api/availability/2026-06-25?minutes=240&zip=75201&services=cleaning`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(plain);
  });
});

describe("GET /booking/confirmed/:token/calendar.ics", () => {
  it("serves the booking as an iCalendar attachment", async () => {
    const created = (await (await post(body({ date: "2026-06-26", window: "09:00" }))).json()) as {
      reference: string;
      url: string;
    };
    const res = await fetch(`${base}${created.url}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="northstar-booking-${created.reference}.ics"`,
    );
    const ics = await res.text();
    expect(ics).toContain(`UID:${created.reference}@example.com\r\n`);
    expect(ics).toContain("DTSTART;TZID=America/Chicago:20260626T090000\r\n");
  });

  it("answers 404 to an unknown token", async () => {
    for (const token of ["A".repeat(32), "nope", "..%2F..%2Fetc"]) {
      const res = await fetch(`${base}/booking/confirmed/${token}/calendar.ics`);
      expect(res.status, token).toBe(404);
    }
  });
});
