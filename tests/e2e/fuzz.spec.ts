import { expect, test } from "../support/test";

/**
 * A bounded, seeded fuzz of the production server (docs/decisions/0009): ~3,000 requests of odd shapes (mutated
 * JSON and form bodies, odd content types, long and odd paths, odd query strings, bad dates). Nothing may answer
 * 5xx or take over a second, and the server must be healthy afterwards. FUZZ_SEED=<n> replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 3000;
const CONCURRENCY = 6;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const ODD_STRINGS = [
  "",
  " ",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "prototype",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(40),
  "0x10",
  "2026-02-30",
  "2026-13-01",
  "1970-01-01",
  "9999-12-31",
  "2026-11-23T00:00:00Z",
  "24:00",
  "07:00",
  "%",
  "%00",
  "\u0000",
  "\u001b[31m",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "é".repeat(300),
  "a".repeat(5000),
  "🧹",
  "cleaning",
  "junk-removal",
  "power-washing",
  "bundle-junk-power",
  "dallas",
  "plano",
  "NSPS15",
  "75201",
];

const PATHS = [
  "/",
  "/booking",
  "/api/bookings",
  "/api/availability/2026-12-01",
  "/api/availability/",
  "/booking/confirmed/abc",
  "/booking/confirmed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics",
  "/services/cleaning",
  "/services/cleaning/dallas",
  "/locations/plano",
  "/blog",
  "/assets/x.js",
  "/healthz",
];

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "text/plain",
  "application/json; charset=utf-16",
  "application/xml",
  "",
  "application/json, text/html",
];

/** Sets a key as an own property, even "__proto__" (plain assignment would change the prototype instead). */
const put = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** A value as a form or URL string. */
const text = (value: unknown) => (typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));

function fuzzValue(r: ReturnType<typeof generator>, depth = 0): unknown {
  switch (r.int(depth > 2 ? 5 : 8)) {
    case 0:
      return r.pick(ODD_STRINGS);
    case 1:
      return r.pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER, 3, 99]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.pick(ODD_STRINGS) + r.pick(ODD_STRINGS);
    case 4:
      return String(r.int(1000));
    case 5:
      return Array.from({ length: r.int(4) }, () => fuzzValue(r, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = r.int(5); i > 0; i--) put(out, r.pick(FIELDS), fuzzValue(r, depth + 1));
      return out;
    }
  }
}

const FIELDS = [
  "services",
  "service",
  "tier",
  "addons",
  "id",
  "quantity",
  "bundle",
  "date",
  "window",
  "city",
  "address",
  "zip",
  "name",
  "phone",
  "email",
  "notes",
  "promoCode",
  "website",
  "intent",
  "idempotencyKey",
  "__proto__",
  "constructor",
  "tier.cleaning",
  "addon.cleaning.fridge",
  "addon.__proto__",
];

/** A valid booking to mutate. */
const base = () => ({
  services: [{ service: "cleaning", tier: "1", addons: [{ id: "fridge", quantity: 1 }] }],
  date: "2026-12-01",
  window: "09:00",
  city: "dallas",
  address: "1 Main St",
  zip: "75201",
  name: "Fuzz Test",
  phone: "(214) 555-0100",
  email: "fuzz@example.com",
});

function mutate(r: ReturnType<typeof generator>, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = JSON.parse(JSON.stringify(value));
  for (let i = 1 + r.int(3); i > 0; i--) {
    const key = r.pick([...Object.keys(out), ...FIELDS]);
    if (r.int(5) === 0) delete out[key];
    else put(out, key, fuzzValue(r));
  }
  return out;
}

type Shot = { method: string; url: string; headers: Record<string, string>; body?: string | Buffer };

function request(r: ReturnType<typeof generator>): Shot {
  switch (r.int(6)) {
    case 0: {
      const body =
        r.int(4) === 0 ? JSON.stringify(mutate(r, base())).slice(0, r.int(400)) : JSON.stringify(mutate(r, base()));
      return { method: "POST", url: "/api/bookings", headers: { "content-type": r.pick(CONTENT_TYPES) }, body };
    }
    case 1: {
      const params = new URLSearchParams();
      for (let i = r.int(12); i > 0; i--) params.append(r.pick(FIELDS), text(fuzzValue(r)));
      return {
        method: "POST",
        url: r.pick(["/booking", "/booking?index", "/api/bookings", "/contact"]),
        headers: { "content-type": r.pick(CONTENT_TYPES) },
        body: params.toString(),
      };
    }
    case 2: {
      const query = new URLSearchParams();
      for (let i = r.int(6); i > 0; i--)
        query.append(
          r.pick(["service", "rooms", "load", "area", "city", "bundle", "date", "_data", "index"]),
          text(fuzzValue(r)),
        );
      return { method: "GET", url: `${r.pick(PATHS)}?${query.toString()}`, headers: {} };
    }
    case 3: {
      const segment = () => encodeURIComponent(String(r.pick(ODD_STRINGS)).toWellFormed()).slice(0, 300) || "x";
      const depth = r.pick([1, 2, 3, 4, 9, 40, 300]);
      const path = `/${Array.from({ length: depth }, segment).join("/")}`.slice(0, r.int(2) ? 2048 : 2600);
      return { method: r.pick(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]), url: path, headers: {} };
    }
    case 4:
      return {
        method: "GET",
        url: `/api/availability/${encodeURIComponent(text(fuzzValue(r)).toWellFormed()).slice(0, 200)}`,
        headers: {},
      };
    default: {
      const raw = r.pick([
        "/%",
        "/%E0%A4%A",
        "/a%2F..%2F..%2Fpackage.json",
        "/assets/..%2f..%2fpackage.json",
        "/\\..\\",
        "/booking/%ff",
        "/..;/",
        "/?%zz=1",
      ]);
      return {
        method: "POST",
        url: raw,
        headers: {
          "content-type": "application/json",
          "idempotency-key": r.pick(["", "x".repeat(101), "ok-key", "\u00e9"]),
        },
        body: Buffer.from(Array.from({ length: r.int(64) }, () => r.int(256))),
      };
    }
  }
}

test("fuzz: no 5xx, no answer over a second, and the server healthy afterwards", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const r = generator(SEED);
  const shots = Array.from({ length: REQUESTS }, () => request(r));
  const failures: string[] = [];
  let slowest = 0;
  let next = 0;
  const worker = async () => {
    while (next < shots.length) {
      const index = next++;
      const shot = shots[index]!;
      const started = Date.now();
      let status: number;
      try {
        const headers = Object.fromEntries(Object.entries(shot.headers).filter(([, v]) => /^[\x20-\x7e]*$/.test(v)));
        const res = await fetch(`${baseURL}${shot.url}`, {
          method: shot.method,
          headers,
          body: shot.method === "GET" || shot.method === "HEAD" ? undefined : (shot.body as BodyInit | undefined),
          redirect: "manual",
        });
        status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        failures.push(`#${index} ${shot.method} ${shot.url.slice(0, 120)}: ${(error as Error).message}`);
        continue;
      }
      const ms = Date.now() - started;
      slowest = Math.max(slowest, ms);
      if (status >= 500) failures.push(`#${index} ${shot.method} ${shot.url.slice(0, 120)} → ${status}`);
      if (ms > 1000) failures.push(`#${index} ${shot.method} ${shot.url.slice(0, 120)} took ${ms} ms`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures, `seed ${SEED}; slowest ${slowest} ms`).toEqual([]);
  const health = await fetch(`${baseURL}/healthz`);
  expect(health.status).toBe(200);
});
