import { site } from "../../app/content/site";
import { addOwner, OWNER_PASSWORD } from "../support/admin";
import { apiBooking, dateAhead, fillDetails, uniqueContact } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { watchCsp } from "../support/page-check";
import { rowsIn } from "../support/server-database";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * The server tried as an attacker would (docs/decisions/0009). This file runs `npm start`'s script with a shell
 * that says NODE_ENV=development and with low abuse limits, and reads its logs.
 */
test.describe.configure({ mode: "serial" });

const PORT = 4200 + (E2E_PORT % 10);
const DB = "test-results/e2e-db/hardening.sqlite";
const LIMITS = { BOOKING_LIMIT_PER_10_MINUTES: "4", BOOKING_LIMIT_PER_DAY: "50", BOOKING_LIMIT_OPEN_PER_CUSTOMER: "2" };
let server: ServerProcess;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB);
  server = await startServer(PORT, { NODE_ENV: "development", DATABASE_PATH: DB, TRUST_PROXY: "", ...LIMITS });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

const bookingCount = () => Number(rowsIn<{ n: number }>(DB, "SELECT COUNT(*) AS n FROM bookings")[0]!.n);

/** JSON lines of the server's request log for one path. */
const logLinesFor = (p: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes(`"path":${JSON.stringify(p)}`));

test("npm start runs in production mode whatever the shell says, and no answer shows a stack or a file path", async ({
  request,
}) => {
  expect(server.output()).toContain('"nodeEnv":"production"');
  for (const url of [
    "/assets/missing.js",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/no-such-page",
  ]) {
    const res = await request.get(`${base}${url}`);
    expect(res.status(), url).toBeGreaterThanOrEqual(400);
    expect(res.status(), url).toBeLessThan(500);
    const body = await res.text();
    expect(body, url).not.toMatch(/\n\s+at |node_modules|\.ts:\d|\.js:\d/);
    expect(body, url).not.toContain(process.cwd());
  }
});

test("a path over 2,048 bytes answers 414 and malformed percent-encoding 400, before any routing", async ({
  request,
}) => {
  const long = await request.get(`${base}/${"a".repeat(2048)}`);
  expect(long.status()).toBe(414);
  expect(await long.text()).toMatch(/too long/);
  const atLimit = await request.get(`${base}/${"a".repeat(2047)}`);
  expect(atLimit.status()).toBe(404);
  for (const bad of ["/%E0%A4%A", "/about%", "/locations/%zz"]) {
    const res = await request.get(`${base}${bad}`);
    expect(res.status(), bad).toBe(400);
    expect(await res.text()).toMatch(/percent-encoding/);
  }
});

test("deep paths cannot freeze the server: three at once, and /healthz still answers at once", async ({ request }) => {
  const deep = `${base}${"/a".repeat(1000)}`;
  const started = Date.now();
  const answers = Promise.all([1, 2, 3].map(() => request.get(deep)));
  const health = await request.get(`${base}/healthz`);
  const healthMs = Date.now() - started;
  for (const res of await answers) {
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("404");
  }
  expect(health.status()).toBe(200);
  expect(healthMs).toBeLessThan(1000);
  expect(Date.now() - started).toBeLessThan(2000);
});

test("built-in property names in the query or the form are just unknown values (no 500)", async ({ request }) => {
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "prototype"]) {
    const page = await request.get(`${base}/booking?service=${name}&rooms=${name}&city=${name}`);
    expect(page.status(), name).toBe(200);
    const form = await request.post(`${base}/booking`, {
      form: {
        service: name,
        [`tier.${name}`]: name,
        [`addon.cleaning.${name}`]: "1",
        [`addon.${name}`]: "1",
        bundle: name,
      },
    });
    expect(form.status(), name).toBe(400);
    const api = await request.post(`${base}/api/bookings`, {
      data: {
        services: [{ service: name, tier: name, addons: [{ id: name, quantity: 1 }] }],
        bundle: name,
        city: name,
      },
    });
    expect(api.status(), name).toBe(400);
  }
});

test("one URL per page: trailing slash, capitals and /index.html redirect with 301, query kept", async ({
  request,
}) => {
  const cases: [string, string][] = [
    ["/about/", "/about"],
    ["/LOCATIONS/dallas", "/locations/dallas"],
    ["/index.html", "/"],
    ["/services/cleaning/index.html", "/services/cleaning"],
    ["/Booking?service=cleaning&rooms=3", "/booking?service=cleaning&rooms=3"],
    ["//example.com/", "/example.com"],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(`${base}${from}`, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()["location"], from).toBe(to);
  }
  const canonical = await request.get(`${base}/about`, { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
});

test("security headers: strict CSP with a fresh nonce per server-rendered page, and the rest", async ({ request }) => {
  // (plain /booking is kept for the day with hashes instead: server.spec.ts)
  const one = await request.get(`${base}/booking?service=cleaning`);
  const two = await request.get(`${base}/booking?service=cleaning`);
  const csp = one.headers()["content-security-policy"]!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(two.headers()["content-security-policy"]).not.toContain(nonce);
  const html = await one.text();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) {
    // data blocks and the parked module script (text/plain until the starter runs it, with the nonce) never run
    if (/src=|application\/(ld\+)?json|text\/plain/.test(attributes!)) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
  expect(csp).not.toContain("unsafe-inline' 'self"); // not in script-src
  expect(/script-src[^;]*/.exec(csp)![0]).not.toContain("unsafe-inline");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'"])
    expect(csp).toContain(directive);
  expect(one.headers()["permissions-policy"]).toContain("camera=()");
  expect(one.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(one.headers()["strict-transport-security"]).toBeUndefined(); // SITE_URL is http here
  expect(one.headers()["x-powered-by"]).toBeUndefined();
});

test("the policy is real: an injected inline script and a foreign script are both blocked", async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto(`${base}/contact`);
  await page.evaluate(() => {
    const inline = document.createElement("script");
    inline.textContent = "window.__injected = true";
    document.body.append(inline);
    const foreign = document.createElement("script");
    foreign.src = "https://maps.googleapis.com/maps/api/js";
    document.body.append(foreign);
  });
  await expect.poll(csp).toHaveLength(2);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("the honeypot: a filled `website` field books nothing and is refused like any refusal", async ({ request }) => {
  const before = bookingCount();
  const contact = uniqueContact("honeypot");
  const res = await request.post(`${base}/api/bookings`, {
    data: { ...apiBooking(dateAhead(20), "09:00", contact), website: "https://spam.example" },
  });
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain(site.phone);
  const form = await request.post(`${base}/booking`, {
    form: { service: "cleaning", "tier.cleaning": "1", website: "spam", date: dateAhead(20), window: "09:00" },
  });
  expect(form.status()).toBe(400);
  expect(bookingCount()).toBe(before);
});

test("limits: 2 open bookings per customer, 4 per client in 10 minutes (429 + Retry-After), X-Forwarded-For ignored", async ({
  request,
}) => {
  const before = bookingCount();
  const same = uniqueContact("cap");
  const book = (contact: ReturnType<typeof uniqueContact>, day: number, headers: Record<string, string> = {}) =>
    request.post(`${base}/api/bookings`, { data: apiBooking(dateAhead(day), "11:00", contact), headers });

  expect((await book(same, 21)).status()).toBe(201);
  expect((await book({ ...uniqueContact("cap-b"), email: same.email, phone: same.phone }, 22)).status()).toBe(201);
  // a third upcoming booking for the same e-mail (or the same phone) is refused
  const third = await book({ ...uniqueContact("cap-c"), email: same.email.toUpperCase() }, 23);
  expect(third.status()).toBe(429);
  expect(Number(third.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await third.json()).error).toContain(site.phone);
  const samePhone = await book({ ...uniqueContact("cap-d"), phone: same.phone }, 23);
  expect(samePhone.status()).toBe(429);

  // refusals did not count against the client: two more places in its 4
  expect((await book(uniqueContact("rate-1"), 24)).status()).toBe(201);
  expect((await book(uniqueContact("rate-2"), 25)).status()).toBe(201);
  const over = await book(uniqueContact("rate-3"), 26);
  expect(over.status()).toBe(429);
  const retryAfter = Number(over.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect((await over.json()).error).toContain(site.phone);
  // a forged X-Forwarded-For does not make a new client (TRUST_PROXY is unset)
  const forged = await book(uniqueContact("rate-4"), 26, { "X-Forwarded-For": "203.0.113.9" });
  expect(forged.status()).toBe(429);
  expect(bookingCount()).toBe(before + 4);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("over the limit, the form answers 429 with a friendly page naming our phone, and keeps what was typed", async ({
    page,
  }) => {
    const before = bookingCount();
    await page.goto(`${base}/booking?service=cleaning&rooms=2`);
    const contact = uniqueContact("form-limit");
    await fillDetails(page, { city: "plano", date: dateAhead(27), window: { start: "13:00", end: "15:00" }, contact });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Request booking" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByText(site.phone).first()).toBeVisible();
    await expect(page.getByText(/paused online booking/)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(contact.email);
    expect(bookingCount()).toBe(before);
  });
});

test("owner sign-in: the same answer for an unknown e-mail; 5 failures lock sign-in for 15 minutes, even the right password", async ({
  request,
}) => {
  const email = addOwner(DB, "lockout");
  const attempt = (address: string, password: string) =>
    request.post(`${base}/admin/login`, {
      form: { email: address, password },
      headers: { Origin: base },
      maxRedirects: 0,
    });
  const unknown = await attempt("nobody@example.com", "whatever-password");
  const wrong = await attempt(email, "wrong password 1");
  expect(unknown.status()).toBe(400);
  expect(wrong.status()).toBe(400);
  const message = (html: string) => /That e-mail and password don't match an owner account\./.test(html);
  expect(message(await unknown.text()) && message(await wrong.text())).toBe(true);
  // five failures from this address (the unknown e-mail counts too): then it is locked
  for (let i = 2; i <= 4; i++) expect((await attempt(email, `wrong password ${i}`)).status()).toBe(400);
  const locked = await attempt(email, OWNER_PASSWORD);
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await locked.text()).toContain("Too many failed sign-ins");
  // without our origin, no sign-in is even tried
  expect((await request.post(`${base}/admin/login`, { form: { email, password: OWNER_PASSWORD } })).status()).toBe(403);
});

test("logs: one JSON line per request with method, path, status and duration; no stack trace for a 4xx", async ({
  request,
}) => {
  const paths = Array.from({ length: 20 }, (_, i) => `/log-probe-${i}`);
  for (const p of paths) await request.get(`${base}${p}`);
  await request.get(`${base}/assets/log-probe.js`);
  await expect.poll(() => logLinesFor("/assets/log-probe.js").length).toBe(1);
  for (const p of [...paths, "/assets/log-probe.js"]) {
    const lines = logLinesFor(p);
    expect(lines, p).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ method: "GET", path: p, status: 404 });
    expect(typeof entry.ms).toBe("number");
  }
  expect(server.output()).not.toMatch(/\n\s+at /);
});
