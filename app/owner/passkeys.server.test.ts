/**
 * Passkeys on the server (issue 39, docs/decisions/0039), through the two JSON routes as the browser calls them, with
 * a software authenticator (tests/support/webauthn.ts) in place of a phone: a signed-in person registers one, then
 * signs in with it alone; what is refused and how (another origin or RP ID, no user verification, a challenge of
 * another session, expired or used twice, a replayed answer, a removed passkey, a disabled account, malformed input:
 * a 4xx with words, never a 500); the address's lock-out; the e-mails.
 */
import { describe, expect, it, vi } from "vitest";
import { SoftAuthenticator } from "../../tests/support/webauthn";
import { action as signInAction } from "../routes/admin.login.passkey";
import { action as securityPasskeysAction } from "../routes/admin.security-passkeys";
import type { Owner } from "../storage/owners.server";
import { getStorage } from "../storage/storage.server";
import { currentOwner, startSession } from "./auth.server";
import { CEREMONY_MS, registerPasskey, removePasskey, verifySignIn } from "./passkeys.server";
import { appDatabase } from "../../tests/support/app-database";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

const SITE = "http://localhost:3000";
appDatabase("passkeys", { SITE_URL: SITE, OWNER_MFA_REQUIRED: "false" });

let addresses = 0;
/** A browser: its cookies, kept from one answer to the next, and the address it calls from (its own by default). */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(readonly ip = `203.0.113.${++addresses}`) {}
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
      if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
  cookie = () => [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  has = (name: string) => this.jar.has(name);
  request(path: string, fields: Record<string, string>, origin = SITE) {
    return new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { Origin: origin, Cookie: this.cookie(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }
  context() {
    const ip = this.ip;
    return { get: () => ({ clientIp: ip }) };
  }
}

type Json = { options?: { challenge: string; rp?: { id: string }; user?: { id: string }; rpId?: string }; error?: string; next?: string };
/** Calls a route action as React Router would; a thrown Response (a redirect, a 403) is returned. */
async function call(
  action: typeof signInAction | typeof securityPasskeysAction,
  browser: Browser,
  path: string,
  fields: Record<string, string>,
  origin?: string,
) {
  let response: Response;
  try {
    response = (await action({
      request: browser.request(path, fields, origin),
      context: browser.context(),
      params: {},
    } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) response = thrown;
    else if (thrown && typeof thrown === "object" && "init" in thrown)
      response = new Response(String((thrown as unknown as { data: unknown }).data), (thrown as { init: ResponseInit }).init);
    else throw thrown;
  }
  browser.keep(response);
  const json = response.headers.get("Content-Type")?.includes("json") ? ((await response.json()) as Json) : {};
  return { status: response.status, json, headers: response.headers };
}

const register = (browser: Browser, fields: Record<string, string>, origin?: string) =>
  call(securityPasskeysAction, browser, "/admin/security/passkeys", fields, origin);
const signIn = (browser: Browser, fields: Record<string, string>, origin?: string) =>
  call(signInAction, browser, "/admin/login/passkey", fields, origin);

let seq = 0;
/** A new person, signed in in a new browser. */
async function signedIn(role: Owner["role"] = "owner") {
  const person = await getStorage().owners.add(`person${++seq}@example.com`, "long enough password", new Date(), {
    role,
    name: `Person ${seq}`,
  });
  const browser = new Browser();
  browser.keep(new Response(null, { headers: { "Set-Cookie": await startSession(person.id, "signed-in") } }));
  return { person, browser };
}

/** Registers `authenticator` for a signed-in person in `browser`. */
async function addPasskey(browser: Browser, authenticator: SoftAuthenticator, name = "Work phone") {
  const begun = await register(browser, { intent: "passkey-options" });
  expect(begun.status).toBe(200);
  const response = authenticator.register(begun.json.options as never, SITE);
  return register(browser, { intent: "passkey-add", name, response: JSON.stringify(response) });
}

/** A passkey sign-in in a browser with no session: its options, then `answer` to them. */
async function passkeySignIn(
  browser: Browser,
  answer: (options: { challenge: string; rpId?: string }) => unknown,
  next = "/admin/reports",
) {
  const begun = await signIn(browser, { intent: "passkey-options" });
  expect(begun.status).toBe(200);
  expect(browser.has("ns_passkey")).toBe(true);
  return signIn(browser, { intent: "passkey-sign-in", response: JSON.stringify(answer(begun.json.options!)), next });
}

const outboxSubjects = async (email: string) =>
  (await getStorage().db.all<{ subject: string }>("SELECT subject FROM outbox WHERE recipient = ? ORDER BY id", [email])).map(
    (m) => m.subject,
  );

describe("passkeys", () => {
  it("a signed-in person adds a passkey; it then signs them in alone, fully, at `next`; the counter moves on", async () => {
    const { person, browser } = await signedIn();
    const phone = new SoftAuthenticator({ counting: true });
    const begun = await register(browser, { intent: "passkey-options" });
    expect(begun.status).toBe(200);
    const options = begun.json.options as unknown as { rp: { id: string }; user: { id: string; name: string }; authenticatorSelection: object; excludeCredentials: unknown[] };
    expect(options.rp.id).toBe("localhost"); // SITE_URL's hostname
    expect(options.user.name).toBe(person.email);
    expect(options.user.id).not.toContain(String(person.id));
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const setCookie = begun.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^ns_passkey=[\w-]+; Path=\/admin; Max-Age=300; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(begun.json.options!.challenge); // sealed: not readable

    const added = await register(browser, {
      intent: "passkey-add",
      name: "  Work   phone ",
      response: JSON.stringify(phone.register(begun.json.options as never, SITE)),
    });
    expect(added.status).toBe(200);
    expect(browser.has("ns_passkey")).toBe(false); // the ceremony's cookie is cleared
    const [stored] = await getStorage().passkeys.list(person.id);
    expect(stored).toMatchObject({ id: phone.id, name: "Work phone", counter: 0, transports: ["internal"] });
    // the next registration's options exclude it (the device is not asked twice)
    const again = await register(browser, { intent: "passkey-options" });
    expect((again.json.options as unknown as { excludeCredentials: { id: string }[] }).excludeCredentials.map((c) => c.id)).toEqual([
      phone.id,
    ]);

    const stranger = new Browser("198.51.100.20");
    const done = await passkeySignIn(stranger, (o) => phone.authenticate(o, SITE));
    expect(done).toMatchObject({ status: 200, json: { next: "/admin/reports" } });
    expect(stranger.has("ns_owner")).toBe(true);
    expect(stranger.has("ns_passkey")).toBe(false);
    const session = await currentOwner(new Request(`${SITE}/admin`, { headers: { Cookie: stranger.cookie() } }));
    expect(session?.id).toBe(person.id); // stage signed-in: currentOwner admits only that
    expect((await getStorage().passkeys.get(phone.id))?.counter).toBe(1);
    expect((await getStorage().passkeys.get(phone.id))?.lastUsedAt).not.toBeNull();
    // `next` outside the dashboard falls back to it
    const elsewhere = await passkeySignIn(new Browser(), (o) => phone.authenticate(o, SITE), "https://evil.example/");
    expect(elsewhere.json.next).toBe("/admin");
    expect(await outboxSubjects(person.email)).toEqual(["A passkey was added to your account"]);
  });

  it("one answer signs in once: replayed with its cookie, or a counter that went back, it is refused", async () => {
    const { browser } = await signedIn();
    const key = new SoftAuthenticator({ counting: true });
    expect((await addPasskey(browser, key)).status).toBe(200);
    const thief = new Browser();
    const begun = await signIn(thief, { intent: "passkey-options" });
    const cookie = thief.cookie();
    const answer = JSON.stringify(key.authenticate(begun.json.options!, SITE));
    expect((await signIn(thief, { intent: "passkey-sign-in", response: answer })).status).toBe(200);
    // the same cookie and answer again (captured): the challenge was taken
    const replay = new Browser();
    replay.keep(new Response(null, { headers: { "Set-Cookie": cookie } }));
    const replayed = await signIn(replay, { intent: "passkey-sign-in", response: answer });
    expect(replayed.status).toBe(400);
    expect(replayed.json.error).toBe("That passkey answer was used already.");
    // a fresh challenge, signed with a counter the server has seen: a cloned authenticator
    key.rewind(0);
    const cloned = await passkeySignIn(new Browser(), (o) => key.authenticate(o, SITE));
    expect(cloned.status).toBe(400);
  });

  it("refuses another origin, another RP ID and a passkey not unlocked by its person (no user verification)", async () => {
    const { browser } = await signedIn();
    const key = new SoftAuthenticator();
    // registering from a page of another origin (its answer names it) is refused
    const begun = await register(browser, { intent: "passkey-options" });
    const foreign = key.register(begun.json.options as never, "https://evil.example");
    const refused = await register(browser, { intent: "passkey-add", name: "x", response: JSON.stringify(foreign) });
    expect(refused).toMatchObject({ status: 400, json: { error: "That passkey could not be verified. Please try again." } });
    const noUv = await register(browser, { intent: "passkey-options" });
    const unverified = key.register(noUv.json.options as never, SITE, { uv: false });
    expect((await register(browser, { intent: "passkey-add", name: "x", response: JSON.stringify(unverified) })).status).toBe(400);
    expect((await addPasskey(browser, key)).status).toBe(200);

    for (const answer of [
      (o: { challenge: string }) => key.authenticate(o, "https://evil.example"),
      (o: { challenge: string }) => key.authenticate(o, SITE, { rpId: "evil.example" }),
      (o: { challenge: string }) => key.authenticate(o, SITE, { uv: false }),
    ]) {
      const result = await passkeySignIn(new Browser(), answer);
      expect(result.status).toBe(400);
      expect(result.json.error).toBe("That passkey could not be verified. Please try again.");
    }
  });

  it("a registration's challenge works for its own session only, once, within 5 minutes, and never for a sign-in", async () => {
    const { person, browser } = await signedIn();
    const key = new SoftAuthenticator();
    const begun = await register(browser, { intent: "passkey-options" });
    const answer = JSON.stringify(key.register(begun.json.options as never, SITE));
    // the same cookie, carried to another session of the same person
    const other = new Browser();
    other.keep(new Response(null, { headers: { "Set-Cookie": await startSession(person.id, "signed-in") } }));
    other.keep(new Response(null, { headers: { "Set-Cookie": begun.headers.get("Set-Cookie")! } }));
    const elsewhere = await register(other, { intent: "passkey-add", name: "x", response: answer });
    expect(elsewhere).toMatchObject({ status: 400, json: { error: "That passkey was started in another session. Please try again." } });
    // a registration's cookie is no sign-in's
    const crossed = new Browser();
    crossed.keep(new Response(null, { headers: { "Set-Cookie": begun.headers.get("Set-Cookie")! } }));
    expect((await signIn(crossed, { intent: "passkey-sign-in", response: answer })).status).toBe(400);
    // too late
    const late = new Date(Date.now() + CEREMONY_MS + 1000);
    const verdict = await registerPasskey(
      browser.request("/admin/security/passkeys", {}),
      { ...(await getStorage().owners.get(person.id))!, sessionId: "whatever" },
      { name: "x", response: answer },
      { clientIp: "unknown" },
      late,
    );
    expect(verdict).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/^That took too long/) });
    expect(await getStorage().passkeys.list(person.id)).toEqual([]);
  });

  it("a removed passkey signs in no more; a disabled account's is refused (403); no one removes another's", async () => {
    const { person, browser } = await signedIn("crew");
    const key = new SoftAuthenticator();
    expect((await addPasskey(browser, key, "Old phone")).status).toBe(200);
    const other = await signedIn();
    expect(await removePasskey(other.person, key.id, { clientIp: "unknown" })).toBeNull();
    expect((await passkeySignIn(new Browser(), (o) => key.authenticate(o, SITE))).status).toBe(200);

    await getStorage().owners.setDisabled(person.id, true);
    const disabled = await passkeySignIn(new Browser(), (o) => key.authenticate(o, SITE));
    expect(disabled).toMatchObject({ status: 403, json: { error: "This account is disabled. Ask an owner of the company." } });
    await getStorage().owners.setDisabled(person.id, false);

    expect(await removePasskey(person, key.id, { clientIp: "unknown" })).toBe("Old phone");
    const removed = await passkeySignIn(new Browser(), (o) => key.authenticate(o, SITE));
    expect(removed.status).toBe(400);
    expect(removed.json.error).toMatch(/^This passkey is not one of this site's/);
    expect(await outboxSubjects(person.email)).toEqual([
      "A passkey was added to your account",
      "A passkey was removed from your account",
    ]);
  });

  it("bad input is a 4xx with words, never a 500; another site's post is 403; a signed-out registration is sent to sign in", async () => {
    for (const response of ["", "{", "null", "[]", '{"id":"short"}', `{"id":"${"A".repeat(40)}"}`, "x".repeat(13_000)]) {
      const browser = new Browser();
      await signIn(browser, { intent: "passkey-options" });
      const result = await signIn(browser, { intent: "passkey-sign-in", response });
      expect(result.status, response.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(result.status, response.slice(0, 20)).toBeLessThan(500);
      expect(result.json.error).toBeTruthy();
    }
    const fake = { id: "A".repeat(43), rawId: "A".repeat(43), type: "public-key", response: { clientDataJSON: "!!" } };
    const browser = new Browser();
    await signIn(browser, { intent: "passkey-options" });
    expect((await signIn(browser, { intent: "passkey-sign-in", response: JSON.stringify(fake) })).status).toBe(400);
    expect((await signIn(browser, { intent: "nonsense" })).status).toBe(400);
    expect((await signIn(browser, { intent: "passkey-options" }, "https://evil.example")).status).toBe(403);
    expect((await register(new Browser(), { intent: "passkey-options" })).status).toBe(302);
    const { browser: signedInBrowser } = await signedIn();
    expect((await register(signedInBrowser, { intent: "passkey-add", name: "", response: "{}" })).status).toBe(400);
    expect((await register(signedInBrowser, { intent: "passkey-add", name: "x".repeat(61), response: "{}" })).status).toBe(400);
    // no ceremony at all (no cookie)
    expect(await verifySignIn(new Browser().request("/admin/login/passkey", {}), JSON.stringify(fake))).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("each try counts towards the address's sign-in lock-out: the 6th within 15 minutes waits (429), whatever its passkey", async () => {
    const { browser } = await signedIn();
    const key = new SoftAuthenticator();
    expect((await addPasskey(browser, key)).status).toBe(200);
    const attacker = new Browser("192.0.2.150");
    for (let i = 0; i < 5; i++) expect((await passkeySignIn(attacker, () => ({ id: "B".repeat(43) }))).status).toBe(400);
    const locked = await passkeySignIn(attacker, (o) => key.authenticate(o, SITE));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(attacker.has("ns_owner")).toBe(false);
    // another address is not affected, and a success clears its own count
    const owner = new Browser("192.0.2.151");
    for (let i = 0; i < 4; i++) await passkeySignIn(owner, () => ({ id: "B".repeat(43) }));
    expect((await passkeySignIn(owner, (o) => key.authenticate(o, SITE))).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await passkeySignIn(owner, () => ({ id: "B".repeat(43) }))).status).toBe(400);
  });
});
