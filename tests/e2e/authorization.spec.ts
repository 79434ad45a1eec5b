import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import routes from "../../app/routes";
import { OWNER_PASSWORD, ownerCommand } from "../support/admin";
import { apiBooking, bookThroughApi, dateAhead, uniqueContact } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { startPostgres, type TestPostgres } from "../support/postgres";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * Who may reach what (docs/decisions/0039): every /admin route and every intent of every action, for a signed-out
 * visitor, a crew member of the job's crew, a crew member of another crew and an owner, with the status each gets,
 * on SQLite and on PostgreSQL. A route of app/routes.ts under /admin (or /calendar) without a row here, or an intent
 * a route module handles without a row, fails the first test: whoever adds one says who may use it.
 *
 * Each request is made so that, once allowed, it is refused by its own checks (a missing field, an unknown id) and
 * changes nothing: the status tells who got past the door. 302: sent to sign in. 403: not yours.
 */
test.describe.configure({ mode: "serial" });

type Persona = "anonymous" | "ownCrew" | "otherCrew" | "owner";
type Row = {
  method: "GET" | "POST";
  /** The path, with `{job}` for the job of the first crew (in two days), `{far}` for its job in 30 days. */
  path: string;
  intent?: string;
  /** Extra form fields (the intent's own, left invalid on purpose). */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (a photo upload) instead of a URL-encoded form. */
  multipart?: boolean;
  expect: Record<Persona, number>;
};

const OWNER_ONLY = { anonymous: 302, ownCrew: 403, otherCrew: 403, owner: 200 };
const OWNER_ONLY_POST = { anonymous: 302, ownCrew: 403, otherCrew: 403, owner: 400 };
const STAFF = { anonymous: 302, ownCrew: 200, otherCrew: 200, owner: 200 };
const JOB = { anonymous: 302, ownCrew: 200, otherCrew: 403, owner: 200 };
/** A step on a job that is not today's: allowed to try, refused by the step's own rule. */
const JOB_STEP = { anonymous: 302, ownCrew: 409, otherCrew: 403, owner: 409 };

const MATRIX: Row[] = [
  { method: "GET", path: "/admin", expect: { anonymous: 302, ownCrew: 302, otherCrew: 302, owner: 200 } },
  { method: "GET", path: "/admin/today", expect: STAFF },
  { method: "POST", path: "/admin/today", intent: "assign", form: { reference: "NS-NONE00" }, expect: { ...OWNER_ONLY_POST, owner: 404 } },
  { method: "GET", path: "/admin/jobs/{job}", expect: JOB },
  { method: "POST", path: "/admin/jobs/{job}", intent: "on-my-way", form: { minutes: "30" }, expect: JOB_STEP },
  { method: "POST", path: "/admin/jobs/{job}", intent: "start", expect: JOB_STEP },
  { method: "POST", path: "/admin/jobs/{job}", intent: "tick", form: { key: "cleaning:floors", state: "done" }, expect: JOB_STEP },
  { method: "POST", path: "/admin/jobs/{job}", intent: "done", expect: JOB_STEP },
  // a job not of today: refused by the upload's own check before its body is read, once past the door
  { method: "POST", path: "/admin/jobs/{job}", intent: "photos", form: { phase: "before" }, multipart: true, expect: JOB_STEP },
  { method: "GET", path: "/admin/jobs/{job}/photos/999999", expect: { ...JOB, ownCrew: 404, owner: 404 } },
  { method: "POST", path: "/admin/jobs/{job}", intent: "delete-photo", form: { photo: "999999" }, expect: { ...JOB, ownCrew: 404, owner: 404 } },
  { method: "POST", path: "/admin/jobs/{job}", intent: "collected", form: { method: "barter" }, expect: { ...JOB, ownCrew: 400, owner: 400 } },
  // the first crew's job 30 days ahead: beyond a crew member's days (yesterday to a week ahead), 403 (issue 44)
  { method: "GET", path: "/admin/jobs/{far}", expect: { ...JOB, ownCrew: 403 } },
  { method: "GET", path: "/admin/jobs/{far}/photos/999999", expect: { ...JOB, ownCrew: 403, owner: 404 } },
  { method: "POST", path: "/admin/jobs/{far}", intent: "start", expect: { ...JOB_STEP, ownCrew: 403 } },
  { method: "GET", path: "/admin/bookings/{job}", expect: OWNER_ONLY },
  ...["status", "move", "note", "resend", "on-my-way", "price", "payment", "refund", "refund-extra", "refund-tip", "erase", "assign", "length", "delete-photo"].map(
    (intent): Row => ({
      method: "POST",
      path: "/admin/bookings/{job}",
      intent,
      // each refused by its own check: no status, no date, a note of 5,000 characters, …
      form: {
        status: "nonsense",
        message: "x",
        minutes: "7",
        amount: "x",
        note: "n".repeat(5_000),
        crew: "999999",
        extra: "x",
        confirm: "no",
      },
      expect: {
        ...OWNER_ONLY_POST,
        owner: { assign: 404, resend: 404, "refund-extra": 404, "refund-tip": 404, status: 409, note: 303 }[intent] ?? 400,
      },
    }),
  ),
  { method: "GET", path: "/admin/bookings/{job}/export.json", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/bookings.csv?from=x", expect: { ...OWNER_ONLY, owner: 400 } },
  { method: "GET", path: "/admin/capacity", expect: OWNER_ONLY },
  { method: "POST", path: "/admin/capacity", form: { date: "x" }, expect: OWNER_ONLY_POST },
  { method: "POST", path: "/admin/capacity", intent: "reopen", form: { date: "x" }, expect: OWNER_ONLY_POST },
  { method: "GET", path: "/admin/team", expect: OWNER_ONLY },
  ...["invite", "person", "disable", "enable", "crew-create", "crew-rename", "crew-delete", "reset-mfa", "resend-invite", "crew-week", "crew-time-off-add", "crew-time-off-remove"].map(
    (intent): Row => ({
      method: "POST",
      path: "/admin/team",
      intent,
      form: { email: "not-an-e-mail", role: "crew", name: "", person: "999999", crew: "999999" },
      expect: { ...OWNER_ONLY_POST, owner: ["person", "disable", "enable", "crew-delete", "reset-mfa", "resend-invite", "crew-week", "crew-time-off-add", "crew-time-off-remove"].includes(intent) ? 404 : 400 },
    }),
  ),
  { method: "GET", path: "/admin/reports", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/health", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/reviews", expect: OWNER_ONLY },
  { method: "POST", path: "/admin/reviews", intent: "hide", form: { review: "999999" }, expect: OWNER_ONLY_POST },
  { method: "POST", path: "/admin/reviews", intent: "reply", form: { review: "999999" }, expect: { ...OWNER_ONLY_POST, owner: 404 } },
  { method: "GET", path: "/admin/settings", expect: OWNER_ONLY },
  { method: "POST", path: "/admin/settings", intent: "preview", form: { base: "x" }, expect: OWNER_ONLY_POST },
  { method: "POST", path: "/admin/settings", intent: "save", form: { base: "1", document: "{" }, expect: OWNER_ONLY_POST },
  { method: "GET", path: "/admin/settings/history", expect: OWNER_ONLY },
  { method: "POST", path: "/admin/settings/history", intent: "restore", form: { version: "x" }, expect: OWNER_ONLY_POST },
  { method: "POST", path: "/admin/settings/history", intent: "restore-preview", form: { version: "x" }, expect: OWNER_ONLY_POST },
  { method: "GET", path: "/admin/settings/catalog.json", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/crews.json", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/schedule.json?date=2026-12-24", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/schedule", expect: OWNER_ONLY },
  { method: "GET", path: "/admin/schedule?week=2026-12-24", expect: OWNER_ONLY },
  { method: "POST", path: "/admin/schedule", intent: "move", form: { reference: "x" }, expect: { ...OWNER_ONLY_POST, owner: 404 } },
  { method: "POST", path: "/admin/schedule", intent: "time-off", form: { date: "x" }, expect: OWNER_ONLY_POST },
  { method: "POST", path: "/admin/schedule", intent: "hours", form: { date: "x" }, expect: OWNER_ONLY_POST },
  // a form post: past the door, refused as not JSON
  { method: "POST", path: "/admin/crews.json", form: { crews: "[]" }, expect: { ...OWNER_ONLY_POST, owner: 415 } },
  { method: "GET", path: "/admin/security", expect: STAFF },
  { method: "POST", path: "/admin/security", intent: "sign-out-others", expect: STAFF },
  { method: "POST", path: "/admin/security", intent: "passkey-remove", form: { passkey: "none" }, expect: { ...STAFF, ownCrew: 404, otherCrew: 404, owner: 404 } },
  { method: "POST", path: "/admin/security", intent: "calendar-feed", expect: STAFF },
  // an empty password: refused by its own check (one failed try of the five a quarter of an hour allows)
  { method: "POST", path: "/admin/security", intent: "reauth", form: { password: "" }, expect: { ...STAFF, ownCrew: 400, otherCrew: 400, owner: 400 } },
  { method: "GET", path: "/admin/security/passkeys", expect: { anonymous: 405, ownCrew: 405, otherCrew: 405, owner: 405 } },
  { method: "POST", path: "/admin/security/passkeys", intent: "passkey-options", expect: STAFF },
  { method: "POST", path: "/admin/security/passkeys", intent: "passkey-add", expect: { ...STAFF, ownCrew: 400, otherCrew: 400, owner: 400 } },
  { method: "POST", path: "/admin/security", intent: "nonsense", expect: { ...STAFF, ownCrew: 400, otherCrew: 400, owner: 400 } },
];

/** Paths of app/routes.ts's routes under /admin or /calendar, as patterns ("admin/jobs/:reference"). */
function routePatterns(): string[] {
  type R = { path?: string; index?: boolean; children?: R[] };
  const out: string[] = [];
  const walk = (list: R[], prefix: string) => {
    for (const r of list) {
      const full = r.index ? prefix : [prefix, r.path].filter(Boolean).join("/");
      if (r.path !== undefined || r.index) out.push(full);
      if (r.children) walk(r.children, full);
    }
  };
  walk(routes as unknown as R[], "");
  return [...new Set(out)].filter((p) => /^(admin|calendar)/.test(p));
}

/** The sign-in pages and links work for everyone by design: their own tests cover them. */
const PUBLIC = new Set([
  "admin/login",
  "admin/login/code",
  "admin/login/enrol",
  "admin/login/passkey",
  "admin/enrol/:token",
  "admin/invite/:token",
  "admin/logout",
  "calendar/:token.ics",
]);
const patternOf = (p: string) =>
  p
    .replace(/^\//, "")
    .replace(/\?.*$/, "")
    .replace("{job}", ":reference")
    .replace(/\/photos\/\d+$/, "/photos/:id")
    .replace(/^admin\/jobs\/:reference$/, "admin/jobs/:reference");

/** The case labels of a module's `switch` over its form's intent. */
function intentSwitchCases(source: string): string[] {
  const start = source.search(/switch \((form\.get\("intent"\)|intent)\) \{/);
  if (start < 0) return [];
  let depth = 0;
  let end = start;
  for (let i = source.indexOf("{", start); i < source.length; i++) {
    if (source[i] === "{") depth++;
    if (source[i] === "}" && --depth === 0) {
      end = i;
      break;
    }
  }
  return [...source.slice(start, end).matchAll(/case "([\w-]+)":/g)].map((m) => m[1]!);
}

test("every /admin route and every intent its module handles has a row", () => {
  const covered = new Set(MATRIX.map((row) => patternOf(row.path)));
  const missing = routePatterns().filter((p) => !PUBLIC.has(p) && !covered.has(p));
  expect(missing, "routes without a row in the authorization matrix").toEqual([]);
  const file = readFileSync(path.resolve("app/routes.ts"), "utf8");
  for (const [, pattern, module] of file.matchAll(/route\("([^"]+)", "([^"]+)"/g)) {
    const full = pattern!.startsWith("admin") ? pattern! : `admin/${pattern}`;
    if (PUBLIC.has(full) || !covered.has(full)) continue;
    const source = readFileSync(path.resolve("app", module!), "utf8");
    const intents = new Set([
      ...[...source.matchAll(/name="intent" value="([\w-]+)"|intent"?\)?\s*[!=]==\s*"([\w-]+)"/g)].map((m) => m[1] ?? m[2]!),
      ...intentSwitchCases(source),
    ]);
    const rows = new Set(MATRIX.filter((r) => patternOf(r.path) === full && r.intent).map((r) => r.intent));
    const unlisted = [...intents].filter((i) => !rows.has(i));
    expect.soft(unlisted, `intents of ${full} without a row`).toEqual([]);
  }
});

for (const database of ["SQLite", "PostgreSQL"] as const) {
  test.describe(database, () => {
    const PORT = 4380 + (E2E_PORT % 10) * 2 + (database === "SQLite" ? 0 : 1);
    const DB = `test-results/e2e-db/authorization-${E2E_PORT}.sqlite`;
    let server: ServerProcess;
    let postgres: TestPostgres | undefined;
    let settings: Record<string, string>;
    const clients = new Map<Persona, APIRequestContext>();
    let job = "";
    let far = "";

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      if (database === "PostgreSQL") {
        postgres = await startPostgres();
        settings = {
          DATABASE_URL: await postgres.newDatabase(),
          SESSION_SECRET: "an-authorization-test-secret-of-32-characters-or-more",
        };
      } else {
        removeServerFiles(DB);
        settings = { DATABASE_PATH: DB };
      }
      const base = `http://127.0.0.1:${PORT}`;
      server = await startServer(PORT, { ...settings, OWNER_MFA_REQUIRED: "false", SITE_URL: base });
      const label = `${database.toLowerCase()}-${Date.now().toString(36)}`;
      const emails: Record<Exclude<Persona, "anonymous">, string> = {
        owner: `owner-${label}@example.com`,
        ownCrew: `crew-a-${label}@example.com`,
        otherCrew: `crew-b-${label}@example.com`,
      };
      ownerCommand(settings, ["add", emails.owner], `${OWNER_PASSWORD}\n`);
      ownerCommand(settings, ["add", emails.ownCrew, "--role", "crew", "--name", "Luis Ortega"], `${OWNER_PASSWORD}\n`);
      ownerCommand(settings, ["add", emails.otherCrew, "--role", "crew", "--name", "Ana Ruiz"], `${OWNER_PASSWORD}\n`);
      const headers = { Origin: base };
      clients.set("anonymous", await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: headers }));
      for (const persona of ["owner", "ownCrew", "otherCrew"] as const) {
        const client = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: headers });
        const signedIn = await client.post("/admin/login", {
          form: { email: emails[persona], password: OWNER_PASSWORD, next: "/admin/security" },
          maxRedirects: 0,
        });
        expect(signedIn.status(), persona).toBe(302);
        clients.set(persona, client);
      }
      const owner = clients.get("owner")!;
      // two crews, one person in each, and a job (in two days: its steps are refused by their own rule) for the first
      for (const name of ["Crew A", "Crew B"])
        expect((await owner.post("/admin/team", { form: { intent: "crew-create", name }, maxRedirects: 0 })).status()).toBe(200);
      const team = await (await owner.get("/admin/team")).text();
      const crewOf = new Map(
        [...team.matchAll(/<option value="(\d+)">Crew ([AB])<\/option>/g)].map((m) => [m[2]!, m[1]!] as const),
      );
      const crewA = crewOf.get("A")!;
      const crewB = crewOf.get("B")!;
      const personOf = new Map(
        [...team.matchAll(/for="name-(\d+)"[^>]*>Name \(([^)<]+)\)/g)].map((m) => [m[2]!, m[1]!] as const),
      );
      for (const [persona, crew] of [
        ["ownCrew", crewA],
        ["otherCrew", crewB],
      ] as const) {
        const saved = await owner.post("/admin/team", {
          form: { intent: "person", person: personOf.get(emails[persona])!, name: "", phone: "", crew },
        });
        expect(saved.status(), persona).toBe(200);
      }
      const cleaning = { services: [{ service: "cleaning", tier: "2", addons: [] }] };
      const book = async (offset: number, label: string) =>
        (await bookThroughApi(owner, { ...apiBooking(dateAhead(offset), "09:00", uniqueContact(label)), ...cleaning }))
          .reference;
      job = await book(2, `authz-${database}`);
      const assigned = await owner.post(`/admin/bookings/${job}`, { form: { intent: "assign", crew: crewA }, maxRedirects: 0 });
      expect(assigned.status()).toBe(303);
      far = await book(30, `authz-far-${database}`);
      const farAssigned = await owner.post(`/admin/bookings/${far}`, { form: { intent: "assign", crew: crewA }, maxRedirects: 0 });
      expect(farAssigned.status()).toBe(303);
    });

    test.afterAll(async () => {
      for (const client of clients.values()) await client.dispose();
      await server?.stop();
      await postgres?.stop();
    });

    test("each persona gets the status of its row, on every route and intent", async () => {
      test.setTimeout(120_000);
      const got: string[] = [];
      const wanted: string[] = [];
      for (const row of MATRIX) {
        const url = row.path.replace("{job}", job).replace("{far}", far);
        for (const persona of ["anonymous", "ownCrew", "otherCrew", "owner"] as const) {
          const client = clients.get(persona)!;
          const response =
            row.method === "GET"
              ? await client.get(url, { maxRedirects: 0 })
              : row.multipart
                ? await client.post(url, { multipart: { intent: row.intent ?? "", ...row.form }, maxRedirects: 0 })
                : await client.post(url, { form: { intent: row.intent ?? "", ...row.form }, maxRedirects: 0 });
          const label = `${row.method} ${row.path}${row.intent ? ` intent=${row.intent}` : ""} as ${persona}`;
          got.push(`${label}: ${response.status()}`);
          wanted.push(`${label}: ${row.expect[persona]}`);
        }
      }
      expect(got).toEqual(wanted);
    });
  });
}
