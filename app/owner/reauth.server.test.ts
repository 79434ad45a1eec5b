/**
 * Adding a passkey asks for re-authentication (issue 44, item 3): a session whose sign-in is older than 5 minutes is
 * refused (403) until the Security page's `intent=reauth` takes the password and a code; a fresh sign-in counts; and
 * `passwd` / `reset-mfa` remove the account's passkeys and calendar feed and say so.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { action as passkeysAction } from "../routes/admin.security-passkeys";
import { action as securityAction, loader as securityLoader } from "../routes/admin.security";
import { getStorage } from "../storage/storage.server";
import { REAUTH_NEEDED, sessionCookie } from "./auth.server";
import { codeAt, newTotpSecret, openTotpSecret } from "./mfa.server";
import { appDatabase } from "../../tests/support/app-database";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

const SITE = "http://localhost:3000";
const { path: DB } = appDatabase("reauth", { SITE_URL: SITE, OWNER_MFA_REQUIRED: "true" });

const PASSWORD = "a long enough password";
let seq = 0;
/** A person with sign-in codes on, signed in `minutesAgo` minutes ago: their cookie and their secret. */
async function signedIn(minutesAgo: number) {
  const owners = getStorage().owners;
  const person = await owners.add(`reauth${++seq}@example.com`, PASSWORD, new Date());
  const secret = newTotpSecret();
  await getStorage().db.run("UPDATE owners SET totp_secret = ? WHERE id = ?", [secret, person.id]);
  const id = await owners.createSession(person.id, "signed-in", new Date(Date.now() - minutesAgo * 60_000));
  const cookie = (await sessionCookie().serialize(id)).split(";")[0]!;
  return { person, cookie, code: () => codeAt(person.email, openTotpSecret(secret)) };
}

async function call(action: (args: never) => unknown, path: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Origin: SITE, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const args = { request, params: {}, context: { get: () => ({ clientIp: `198.51.100.${seq}` }) } } as never;
  try {
    const answer = (await action(args)) as Response | Record<string, unknown>;
    if (answer instanceof Response)
      return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
    if ("init" in answer && "data" in answer)
      return { status: (answer.init as ResponseInit | undefined)?.status ?? 200, body: answer.data as Record<string, unknown> };
    return { status: 200, body: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} as Record<string, unknown> };
    throw thrown;
  }
}
const page = async (cookie: string) =>
  (await securityLoader({ request: new Request(`${SITE}/admin/security`, { headers: { Cookie: cookie } }), params: {}, context: {} } as never)) as {
    canAddPasskey: boolean;
  };

describe("re-authentication before adding a passkey", () => {
  it("a session signed in 6 minutes ago is refused until the password and a code are given again", { timeout: 30_000 }, async () => {
    const { cookie, code } = await signedIn(6);
    const refused = await call(passkeysAction, "/admin/security/passkeys", cookie, { intent: "passkey-options" });
    expect(refused).toEqual({ status: 403, body: { error: REAUTH_NEEDED } });
    expect((await page(cookie)).canAddPasskey).toBe(false);
    // a wrong password, or the right one without a code: refused
    expect((await call(securityAction, "/admin/security", cookie, { intent: "reauth", password: "wrong password!!", code: code() })).status).toBe(400);
    expect((await call(securityAction, "/admin/security", cookie, { intent: "reauth", password: PASSWORD, code: "000000" })).status).toBe(400);
    expect((await call(passkeysAction, "/admin/security/passkeys", cookie, { intent: "passkey-options" })).status).toBe(403);
    // both: the passkey may be added
    const confirmed = await call(securityAction, "/admin/security", cookie, { intent: "reauth", password: PASSWORD, code: code() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed).toBe(true);
    expect((await page(cookie)).canAddPasskey).toBe(true);
    const begun = await call(passkeysAction, "/admin/security/passkeys", cookie, { intent: "passkey-options" });
    expect(begun.status).toBe(200);
    expect(begun.body.options).toBeTruthy();
  });

  it("a sign-in of a minute ago counts; a cross-site post is refused", { timeout: 30_000 }, async () => {
    const { cookie } = await signedIn(1);
    expect((await call(passkeysAction, "/admin/security/passkeys", cookie, { intent: "passkey-options" })).status).toBe(200);
    const crossSite = new Request(`${SITE}/admin/security`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "reauth", password: PASSWORD }),
    });
    await expect(securityAction({ request: crossSite, params: {}, context: { get: () => ({ clientIp: "x" }) } } as never)).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it("passwd and reset-mfa remove the account's passkeys and calendar feed, and say so", { timeout: 60_000 }, async () => {
    const { person } = await signedIn(1);
    const db = getStorage().db;
    const give = async () => {
      await db.run(
        "INSERT INTO passkeys (id, owner_id, public_key, name, created_at) VALUES (?, ?, 'pk', 'Phone', '2026-07-01T00:00:00Z')",
        [`cred-${Math.random()}`, person.id],
      );
      await db.run(
        "INSERT INTO calendar_feeds (owner_id, token_hash, created_at) VALUES (?, ?, '2026-07-01T00:00:00Z') ON CONFLICT (owner_id) DO NOTHING",
        [person.id, `hash-${Math.random()}`],
      );
    };
    const owner = (args: string[], input = "") =>
      spawnSync(process.execPath, ["scripts/owner.ts", ...args], {
        env: { ...process.env, DATABASE_PATH: DB, SITE_URL: SITE },
        input,
        encoding: "utf8",
      });
    await give();
    const reset = owner(["reset-mfa", person.email]);
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toContain("Removed 1 passkey and 1 calendar feed of theirs.");
    expect(await getStorage().owners.waysIn(person.id)).toEqual({ passkeys: 0, feeds: 0 });
    await give();
    const passwd = owner(["passwd", person.email], "another long password\n");
    expect(passwd.stdout).toContain("Removed 1 passkey and 1 calendar feed of theirs.");
    expect(await getStorage().owners.waysIn(person.id)).toEqual({ passkeys: 0, feeds: 0 });
  });
});
