import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { defaultCatalog } from "../../app/domain/catalog";
import { arrivalWindowsOf } from "../../app/domain/booking/windows";
import { pgMigrations } from "../../app/storage/schema";
import { addOwner, signIn } from "../support/admin";
import { apiBooking, dateAhead, uniqueContact } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { freePort, startPostgres, type TestPostgres } from "../support/postgres";
import { type ServerProcess, spawnServer, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/** The first catalog's windows: these servers start from it (docs/decisions/0038). */
const arrivalWindows = arrivalWindowsOf(defaultCatalog().week);

/**
 * Three `npm start` instances on one PostgreSQL (docs/decisions/0014): started before the database exists, they wait
 * for it; places, idempotency keys, the booking limits and the e-mails hold across them; an instance killed with
 * SIGKILL under load loses no booking it acknowledged; every instance survives the database stopping and starting
 * again; /healthz answers 503 once the database is gone.
 */
test.describe.configure({ mode: "serial" });

const PORTS = [0, 1, 2].map((i) => 4230 + (E2E_PORT % 10) * 3 + i);
let postgres: TestPostgres | undefined;
let url = "";
let db: pg.Pool | undefined;
let smtp: SMTPServer | undefined;
let smtpPort = 0;
const servers: ServerProcess[] = [];
/** Message-ID of every e-mail the SMTP server received. */
const received: string[] = [];

const env = () => ({
  DATABASE_URL: url,
  SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  BOOKING_WINDOW_CAPACITY: "2",
  // Each test client sends its address in X-Forwarded-For, as a load balancer would.
  TRUST_PROXY: "1",
  BOOKING_LIMIT_PER_10_MINUTES: "3",
  BOOKING_LIMIT_PER_DAY: "100",
  LOG_LEVEL: "warn",
});

/**
 * The test's own look at the database. Its idle connections are ended when PostgreSQL stops: without a listener,
 * that error would take down the test's worker, and with it the instances it started.
 */
function inspector() {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on("error", () => {});
  return pool;
}

let ipSeq = 0;
/** A new client address (one per simulated visitor). */
const newClient = () => ({ "X-Forwarded-For": `198.18.${(++ipSeq >> 8) & 255}.${ipSeq & 255}` });

type Answer = { status: number; reference?: string; token?: string };
async function book(base: string, body: unknown, headers: Record<string, string> = newClient()): Promise<Answer> {
  const res = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { reference?: string; url?: string };
  return { status: res.status, reference: json.reference, token: json.url?.split("/").pop() };
}

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => (head += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "?");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
  // A client that drops its connection mid-message (an instance killed with SIGKILL, a socket reset while the
  // database goes away) makes the SMTP server emit "error": without a listener, that would end this test worker
  // (read ECONNRESET), and fail whichever test runs then. The instance sends the message again (the outbox).
  smtp.on("error", () => {});
  smtpPort = (smtp.server.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.end();
  await postgres?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test("instances started before PostgreSQL wait for it, then apply the migrations once", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const first = spawnServer(PORTS[0]!, env());
  servers.push(first);
  await expect
    .poll(() => first.output(), { timeout: 20_000 })
    .toContain(`Waiting for PostgreSQL at 127.0.0.1:${port}/postgres`);
  postgres = await startPostgres(port);
  await first.ready;
  servers.push(...(await Promise.all(PORTS.slice(1).map((p) => startServer(p, env())))));
  db = inspector();
  const { rows } = await db.query<{ id: number }>("SELECT id FROM migrations ORDER BY id");
  expect(rows.map((r) => Number(r.id))).toEqual(pgMigrations.map((m) => m.id));
  for (const server of servers) {
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: "reachable" });
  }
});

test("30 simultaneous bookings for each of 10 windows of capacity 2, across three instances, book exactly 20", async () => {
  test.setTimeout(120_000);
  const slots = [30, 31, 32].flatMap((d) => arrivalWindows.map((w) => ({ date: dateAhead(d), window: w.start })));
  const ten = slots.slice(0, 10);
  expect(ten).toHaveLength(10);
  const answers = await Promise.all(
    ten.flatMap((slot, s) =>
      Array.from({ length: 30 }, (_, i) =>
        book(servers[(s + i) % 3]!.base, apiBooking(slot.date, slot.window, uniqueContact(`pg-race-${s}-${i}`))),
      ),
    ),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
  expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
  const { rows } = await db!.query<{ date: string; window_start: string; n: string }>(
    "SELECT date, window_start, COUNT(*) AS n FROM bookings GROUP BY date, window_start ORDER BY date, window_start",
  );
  expect(rows.map((r) => `${r.date} ${r.window_start} ${r.n}`)).toEqual(
    ten.map((slot) => `${slot.date} ${slot.window} 2`),
  );
});

test("one Idempotency-Key sent to two instances at once books once", async () => {
  const body = apiBooking(dateAhead(33), arrivalWindows[0]!.start, uniqueContact("pg-idem"));
  const headers = { ...newClient(), "Idempotency-Key": `pg-idem-${Date.now()}` };
  const answers = await Promise.all([0, 1].map((i) => book(servers[i]!.base, body, headers)));
  // later retries, on the third instance and the first (a replay does not count against the booking limit)
  for (const i of [2, 0, 2]) answers.push(await book(servers[i]!.base, body, headers));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((a) => a.reference)).size).toBe(1);
  const { rows } = await db!.query("SELECT id FROM bookings WHERE email = $1", [body.email]);
  expect(rows).toHaveLength(1);
});

test("the booking limit holds for a client alternating between instances", async () => {
  const client = newClient();
  const answers: number[] = [];
  for (let i = 0; i < 4; i++) {
    const body = apiBooking(dateAhead(34), arrivalWindows[i % 2]!.start, uniqueContact(`pg-limit-${i}`));
    answers.push((await book(servers[i % 3]!.base, body, client)).status);
  }
  expect(answers).toEqual([201, 201, 201, 429]);
  // another client is not affected
  expect(
    (await book(servers[2]!.base, apiBooking(dateAhead(34), arrivalWindows[2]!.start, uniqueContact("pg-other"))))
      .status,
  ).toBe(201);
});

test("each e-mail is sent once, with a worker in each of the three instances", async () => {
  test.setTimeout(120_000);
  const due = async () =>
    Number(
      (
        await db!.query<{ n: string }>(
          "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= $1",
          [new Date().toISOString()],
        )
      ).rows[0]!.n,
    );
  await expect.poll(due, { timeout: 90_000, intervals: [500] }).toBe(0);
  const { rows } = await db!.query<{ key: string }>("SELECT key FROM outbox WHERE status = 'sent'");
  expect(rows.length).toBeGreaterThanOrEqual(2 * 24); // owner + customer of each booking so far
  const counts = new Map<string, number>();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  expect([...counts.entries()].filter(([, n]) => n > 1)).toEqual([]);
  for (const { key } of rows) expect(counts.get(`<${key}@localhost>`), key).toBe(1);
  expect(received).toHaveLength(rows.length);
});

test("20 kill -9 of one instance under load lose no acknowledged booking", async () => {
  test.setTimeout(240_000);
  const acknowledged: Answer[] = [];
  // two victims in turn, on ports of their own: one is started again while the other is killed (the suite's time)
  const ports = [PORTS[2]!, 4250 + (E2E_PORT % 10)];
  let next: Promise<ServerProcess> = startServer(ports[1]!, env());
  for (let round = 0; round < 20; round++) {
    const victim = servers[2]!;
    // 6 bookings at once, one per window of this round's day, to the instance about to be killed and to a live one.
    const date = dateAhead(35 + round);
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      book(
        (i % 3 === 0 ? servers[0]! : victim).base,
        apiBooking(date, arrivalWindows[i % arrivalWindows.length]!.start, uniqueContact(`pg-kill-${round}-${i}`)),
      ).catch(() => null),
    );
    await new Promise((r) => setTimeout(r, 20 + ((round * 37) % 120)));
    await victim.crash();
    for (const answer of await Promise.all(inFlight)) if (answer?.status === 201) acknowledged.push(answer);
    // the other victim, up meanwhile, takes the next round; this one is started again on its own port
    servers[2] = await next;
    next = startServer(ports[round % 2]!, env());
  }
  // after an even number of rounds the suite's third instance is on PORTS[2] again; the spare one is stopped
  await (await next).stop();
  expect(acknowledged.length).toBeGreaterThan(20);
  expect(acknowledged.every((a) => a.token && a.token.length === 38)).toBe(true);
  const { rows } = await db!.query<{ reference: string; token_hash: string; messages: string }>(
    `SELECT b.reference, b.token_hash, (SELECT COUNT(*) FROM outbox o WHERE o.booking_id = b.id) AS messages
     FROM bookings b WHERE b.reference = ANY($1)`,
    [acknowledged.map((a) => a.reference)],
  );
  expect(rows).toHaveLength(acknowledged.length);
  // each booking whole: the hash of its token as acknowledged and its e-mails queued with it
  const stored = new Map(rows.map((r) => [r.reference, r]));
  for (const answer of acknowledged) {
    expect(stored.get(answer.reference!)?.token_hash).toBe(createHash("sha256").update(answer.token!).digest("hex"));
    expect(Number(stored.get(answer.reference!)?.messages)).toBeGreaterThanOrEqual(2);
  }
});

test("the owner signs in on one instance and works on another", async ({ page }) => {
  const email = addOwner(env(), "pg");
  await signIn(page, email, servers[0]!.base);
  const { rows } = await db!.query<{ reference: string; name: string }>(
    "SELECT reference, name FROM bookings ORDER BY id LIMIT 1",
  );
  const { reference, name } = rows[0]!;
  await page.goto(`${servers[1]!.base}/admin?q=${reference}`);
  await expect(page.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Internal note" }).fill("Gate code 4411");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();
  const note = await db!.query<{ internal_note: string }>("SELECT internal_note FROM bookings WHERE reference = $1", [
    reference,
  ]);
  expect(note.rows[0]?.internal_note).toBe("Gate code 4411");
});

test("a change of the catalog saved on one instance is on the others' pages within 30 seconds", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, addOwner(env(), "pg-catalog"), servers[0]!.base);
  // the owner's session works on every instance (one database); the change is saved on the second
  const [, saver, third] = servers;
  const read = await page.request.get(`${saver!.base}/admin/settings/catalog.json`);
  expect(read.status()).toBe(200);
  const catalog = (await read.json()) as {
    version: number;
    services: { id: string; tiers: { code: string; priceCents: number | null }[] }[];
  };
  // a size no bundle holds (a bundle's price must follow its items': the document would be refused)
  const tier = catalog.services.find((s) => s.id === "cleaning")!.tiers.find((t) => t.code === "4")!;
  const raised = tier.priceCents! + 1_300;
  tier.priceCents = raised;
  const saved = await page.request.post(`${saver!.base}/admin/settings/catalog.json`, {
    data: catalog,
    headers: { Origin: saver!.base },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({ version: catalog.version + 1 });
  const started = Date.now();
  const price = `$${raised / 100}`;
  const shows = async (base: string) => (await (await fetch(`${base}/services/cleaning`)).text()).includes(price);
  // each instance asks the database every 5 seconds, then renders its pages again
  await expect.poll(() => Promise.all([servers[0]!, saver!, third!].map((s) => shows(s.base))), { timeout: 30_000 }).toEqual([
    true,
    true,
    true,
  ]);
  expect(Date.now() - started).toBeLessThan(30_000);
  // and a booking on the third is priced with it
  const answer = await fetch(`${third!.base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...newClient() },
    body: JSON.stringify({
      ...apiBooking(dateAhead(55), arrivalWindows[1]!.start, uniqueContact("pg-catalog")),
      services: [{ service: "cleaning", tier: tier.code, addons: [] }],
    }),
  });
  expect(answer.status).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const { rows } = await db!.query<{ total_cents: number; catalog_version: number }>(
    "SELECT total_cents, catalog_version FROM bookings WHERE reference = $1",
    [reference],
  );
  expect(rows.map((r) => [Number(r.total_cents), Number(r.catalog_version)])).toEqual([[raised, catalog.version + 1]]);
});

test("every instance survives PostgreSQL stopping under load and starting again, then books again", async () => {
  test.setTimeout(120_000);
  const email = addOwner(env(), "pg-restart");
  // Everything that talks to the database, on every instance, while it goes away: bookings (limits, places, the
  // outbox), sign-ins (the lock-out counters), availability, the health check; and the outbox workers, always.
  let stop = false;
  let n = 0;
  const load = async (server: ServerProcess) => {
    while (!stop) {
      const i = ++n;
      const body = apiBooking(dateAhead(56 + (i % 3)), arrivalWindows[i % 6]!.start, uniqueContact(`pg-down-${i}`));
      await Promise.all([
        book(server.base, body).catch(() => null),
        fetch(`${server.base}/api/availability/${dateAhead(56)}`).catch(() => null),
        fetch(`${server.base}/admin/login`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, ...newClient() },
          body: new URLSearchParams({ email, password: "not the password" }),
        }).catch(() => null),
        fetch(`${server.base}/healthz`).catch(() => null),
      ]);
    }
  };
  const loads = servers.map(load);
  await new Promise((r) => setTimeout(r, 1_000));
  await postgres!.pause();
  await new Promise((r) => setTimeout(r, 3_000)); // the load goes on against a database that is not there
  for (const server of servers) expect((await fetch(`${server.base}/healthz`)).status, server.base).toBe(503);
  await postgres!.resume();
  await new Promise((r) => setTimeout(r, 1_000));
  stop = true;
  await Promise.all(loads);
  for (const [i, server] of servers.entries()) {
    await expect.poll(async () => (await fetch(`${server.base}/healthz`)).status, { timeout: 30_000 }).toBe(200);
    const body = apiBooking(dateAhead(59), arrivalWindows[i]!.start, uniqueContact(`pg-back-${i}`));
    expect((await book(server.base, body)).status, server.base).toBe(201);
  }
});

test("/healthz answers 503 when the database is gone", async () => {
  await db!.end();
  db = undefined;
  await postgres!.stop();
  postgres = undefined;
  const started = Date.now();
  const health = await fetch(`${servers[0]!.base}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
  expect(Date.now() - started).toBeLessThan(5_000);
});
