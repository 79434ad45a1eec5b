/**
 * The owner's sign-in on the server (docs/decisions/0013, 0030): the lock-outs, the signed session cookie and who it
 * opens, where a sign-in goes next, and the same-origin check of every change.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Owner, REAUTH_MS } from "../storage/owners.server";
import { getStorage } from "../storage/storage.server";
import {
  assertSameOrigin,
  clearLoginFailures,
  currentOwner,
  currentSession,
  endCurrentSession,
  endSessionCookie,
  homeOf,
  recentlyAuthenticated,
  requireOwner,
  safeNext,
  secondStepPath,
  sessionCookieName,
  signInHeaders,
  startSession,
  takeLoginAttempt,
} from "./auth.server";
import { appDatabase } from "../../tests/support/app-database";
import { getMetrics } from "../metrics/metrics.server";

appDatabase("auth");

describe("owner sign-in lock-out", () => {
  it("5 attempts for an e-mail go through; the 6th waits 15 minutes, whatever the address; others are not affected", async () => {
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt(["email:a@example.com", `ip:10.0.0.${i}`])).toBe(0);
    const wait = await takeLoginAttempt(["email:a@example.com", "ip:10.0.0.9"]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await takeLoginAttempt(["email:b@example.com", "ip:10.0.0.8"])).toBe(0);
  });

  it("5 attempts from one address lock it for any e-mail; a successful sign-in clears its count", async () => {
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt([`email:user${i}@example.com`, "ip:192.0.2.7"])).toBe(0);
    expect(await takeLoginAttempt(["email:new@example.com", "ip:192.0.2.7"])).toBeGreaterThan(14 * 60);
    for (let i = 0; i < 4; i++) await takeLoginAttempt(["email:c@example.com", "ip:192.0.2.8"]);
    await clearLoginFailures(["email:c@example.com", "ip:192.0.2.8"]);
    for (let i = 0; i < 5; i++) expect(await takeLoginAttempt(["email:c@example.com", "ip:192.0.2.8"])).toBe(0);
    expect(await takeLoginAttempt(["email:c@example.com", "ip:192.0.2.8"])).toBeGreaterThan(14 * 60);
  });

  it("parallel guesses cannot slip past the count", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => takeLoginAttempt(["email:d@example.com", "ip:198.51.100.1"])),
    );
    expect(answers.filter((w) => w === 0)).toHaveLength(5);
  });
});

describe("the session cookie", () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await getStorage().owners.add("cookie@example.com", "long enough password");
  });
  const withCookie = (setCookie: string, url = "http://localhost:3000/admin") =>
    new Request(url, { headers: { Cookie: setCookie.split(";")[0]! } });

  it("is HttpOnly, SameSite=Lax, for the whole site, signed; it opens its session at its stage", async () => {
    const line = await startSession(owner.id, "signed-in");
    expect(line).toMatch(/^ns_owner=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    const session = await currentSession(withCookie(line));
    expect(session).toMatchObject({ owner: { id: owner.id, email: owner.email }, stage: "signed-in" });
    expect(session!.sessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(line).not.toContain(session!.sessionId); // signed and encoded, not the id as it is
    expect(await currentOwner(withCookie(line))).toMatchObject({ id: owner.id, sessionId: session!.sessionId });

    const halfway = await startSession(owner.id, "password");
    expect(await currentSession(withCookie(halfway))).toMatchObject({ stage: "password" });
    expect(await currentOwner(withCookie(halfway))).toBeNull(); // the second step is still to come
  });

  it("opens nothing unsigned, changed or ended", async () => {
    const line = await startSession(owner.id, "signed-in");
    const value = line.split(";")[0]!.slice("ns_owner=".length);
    const { sessionId } = (await currentSession(withCookie(line)))!;
    const open = (cookie: string) =>
      currentSession(new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }));
    expect(await open("")).toBeNull();
    expect(await currentSession(new Request("http://localhost:3000/admin"))).toBeNull();
    expect(await open(`ns_owner=${value.slice(0, -2)}${value.at(-2) === "A" ? "B" : "A"}${value.at(-1)}`)).toBeNull();
    // the id alone, as an unsigned cookie would carry it
    expect(await open(`ns_owner=${Buffer.from(JSON.stringify(sessionId)).toString("base64")}`)).toBeNull();
    // (signed by a server of another secret: app/utils/another-server-secret.server.test.ts)
    // a session ended here (sign-out) opens nothing, and the answer clears the cookie
    await endCurrentSession(withCookie(line));
    expect(await currentSession(withCookie(line))).toBeNull();
    await endCurrentSession(new Request("http://localhost:3000/admin")); // none: nothing to end
    expect(await endSessionCookie()).toMatch(/^ns_owner=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("requireOwner: no session → the sign-in page, coming back here; without codes (required) → enrol; else the owner", async () => {
    const thrown = async (request: Request) => {
      try {
        await requireOwner(request);
      } catch (error) {
        return error as Response;
      }
      throw new Error("not refused");
    };
    const url = "http://localhost:3000/admin/bookings/NS-ABCDEF?from=2026-06-01&x=a b";
    const next = encodeURIComponent("/admin/bookings/NS-ABCDEF?from=2026-06-01&x=a%20b");
    const anonymous = await thrown(new Request(url));
    expect([anonymous.status, anonymous.headers.get("Location")]).toEqual([302, `/admin/login?next=${next}`]);
    const halfway = await thrown(withCookie(await startSession(owner.id, "password"), url));
    expect(halfway.headers.get("Location")).toBe(`/admin/login?next=${next}`);

    const signedIn = await startSession(owner.id, "signed-in");
    const enrol = await thrown(withCookie(signedIn, url));
    expect([enrol.status, enrol.headers.get("Location")]).toEqual([302, `/admin/login/enrol?next=${next}`]);

    // (codes offered, not required: the owner goes on without, app/owner/https-site.server.test.ts)
    await getStorage().db.run("UPDATE owners SET totp_secret = 'sealed' WHERE id = ?", [owner.id]);
    expect(await requireOwner(withCookie(signedIn, url))).toMatchObject({ id: owner.id, mfa: true });
  });
});

describe("a refused sign-in step is counted for the metrics", () => {
  it("once for each refusal, never for an attempt let through", async () => {
    const count = async () =>
      (await getMetrics().rateLimited.get()).values.find((v) => v.labels.limit === "owner-login")?.value ?? 0;
    const before = await count();
    for (let i = 0; i < 5; i++) await takeLoginAttempt(["email:counted@example.com", `ip:203.0.113.${i}`]);
    expect(await count()).toBe(before);
    await takeLoginAttempt(["email:counted@example.com", "ip:203.0.113.9"]);
    expect(await count()).toBe(before + 1);
  });
});

describe("re-authentication, a crew member's pages and home", () => {
  it("counts for 5 minutes exactly from the password and code", () => {
    const at = new Date("2026-11-28T12:00:00.000Z");
    const later = (ms: number) => new Date(at.getTime() + ms);
    const person = { reauthAt: at.toISOString() };
    expect(recentlyAuthenticated(person, later(0))).toBe(true);
    expect(recentlyAuthenticated(person, later(REAUTH_MS))).toBe(true);
    expect(recentlyAuthenticated(person, later(REAUTH_MS + 1))).toBe(false);
    expect(recentlyAuthenticated({ reauthAt: null }, at)).toBe(false);
  });

  it("a crew member asking for /admin (page or data) goes to their day; any other owners' page is 403 in words", async () => {
    const crew = await getStorage().owners.add("crew-home@example.com", "long enough password");
    await getStorage().db.run("UPDATE owners SET role = 'crew', totp_secret = 'sealed' WHERE id = ?", [crew.id]);
    const cookie = (await startSession(crew.id, "signed-in")).split(";")[0]!;
    const asked = async (path: string) => {
      try {
        await requireOwner(new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } }));
      } catch (error) {
        return error as Response | { data: unknown; init: { status: number } };
      }
      throw new Error(`${path}: not refused`);
    };
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin?day=2026-11-28"]) {
      const answer = (await asked(path)) as Response;
      expect([answer.status, answer.headers.get("Location")], path).toEqual([302, "/admin/today"]);
    }
    for (const path of ["/admin/settings", "/admin/reports.data", "/administrator"]) {
      const answer = (await asked(path)) as { data: unknown; init: { status: number } };
      expect([answer.init.status, answer.data], path).toEqual([
        403,
        "This page is for the company's owners. Your day is on Today.",
      ]);
    }
    expect(homeOf({ role: "crew" })).toBe("/admin/today");
    expect(homeOf({ role: "owner" })).toBe("/admin");
  });
});

describe("the session cookie's name", () => {
  it("has the __Host- prefix over https (this host only, path /, Secure), and none over plain http", () => {
    expect(sessionCookieName("https://northstar.example")).toBe("__Host-ns_owner");
    expect(sessionCookieName("http://localhost:3000")).toBe("ns_owner");
  });
});

describe("where a sign-in goes next", () => {
  it("stays in the dashboard, never to another site or back into the sign-in steps", () => {
    for (const next of ["/admin/bookings/NS-ABCDEF?x=1", "/admin", "/admin?day=2026-06-01", "/admin/"])
      expect(safeNext(next), next).toBe(next);
    for (const next of [
      "https://evil.example",
      "//evil.example",
      "/admin/login/code",
      "/admin/login",
      "/admin/login?next=/admin",
      "/administrator",
      "/booking",
      "x/admin",
      "",
      null,
      undefined,
    ])
      expect(safeNext(next), String(next)).toBe("/admin");
  });

  it("after the password: the code for an owner with codes, enrolment for one without", () => {
    const owner = {
      id: 1,
      email: "a@example.com",
      createdAt: "",
      mfa: true,
      role: "owner" as const,
      name: null,
      disabledAt: null,
      crewId: null,
      phone: null,
    };
    expect(secondStepPath(owner)).toBe("/admin/login/code");
    expect(secondStepPath({ ...owner, mfa: false })).toBe("/admin/login/enrol");
  });
});

describe("changes come from our own pages", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://northstar.example/admin/bookings/NS-ABCDEF", { method: "POST", headers });
  const refusal = (request: Request) => {
    try {
      assertSameOrigin(request);
      return null;
    } catch (error) {
      const { data, init } = error as { data: unknown; init: { status: number } };
      return { status: init.status, data };
    }
  };

  it("takes the browser's Origin when it sends one, else Sec-Fetch-Site; refuses a request that says neither", () => {
    expect(refusal(post({ Origin: "https://northstar.example" }))).toBeNull();
    expect(refusal(post({ "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    // the Origin decides when there is one
    expect(refusal(post({ Origin: "https://northstar.example", "Sec-Fetch-Site": "cross-site" }))).toBeNull();
    const refused = { status: 403, data: "This change must be made from the dashboard itself." };
    const refusedHeaders: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
      { Origin: "http://northstar.example" }, // another scheme is another origin
      { Origin: "https://northstar.example:8443" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "same-site" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "none" },
      {},
    ];
    for (const headers of refusedHeaders) expect(refusal(post(headers)), JSON.stringify(headers)).toEqual(refused);
  });
});

describe("the sign-in pages' headers", () => {
  it("never cached or indexed; pass only the header asked for, when the answer has it", () => {
    const base = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
    const answer = new Headers({ "Retry-After": "900", "Set-Cookie": "ns_recovery_codes=; Max-Age=0" });
    expect(signInHeaders(answer, "Retry-After")).toEqual({ ...base, "Retry-After": "900" });
    expect(signInHeaders(answer, "Set-Cookie")).toEqual({ ...base, "Set-Cookie": "ns_recovery_codes=; Max-Age=0" });
    expect(signInHeaders(new Headers(), "Retry-After")).toEqual(base);
    expect(signInHeaders(new Headers({ "Retry-After": "" }), "Retry-After")).toEqual(base);
  });
});
