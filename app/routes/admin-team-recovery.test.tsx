/**
 * Locked out after an invitation (issue 44, item 9): the Team page's "Send a new sign-in link" (`intent=reset-mfa`)
 * and "Resend invitation" (`intent=resend-invite`), owners only and same-origin; the sign-in page says "Sign in" and,
 * after an invitation's password, "Password saved"; the code field asks phones for one-time codes, letters allowed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as invitePage from "./admin.invite";
import * as codePage from "./admin.login.code";
import * as loginPage from "./admin.login";
import * as teamPage from "./admin.team";
import { getStorage } from "../storage/storage.server";
import { invitationNotice } from "../owner/notices.server";
import { startSession } from "../owner/auth.server";
import { sessionCookieOf, appDatabase } from "../../tests/support/app-database";
import { formPost, renderRoute, type RouteModule, SITE } from "../../tests/support/render-route";

const NOW = new Date("2026-07-01T15:00:00Z");
appDatabase("team", { SITE_URL: SITE, OWNER_MFA_REQUIRED: "true" });

const visit = (module: RouteModule, path: string, url: string, init: RequestInit = {}) =>
  renderRoute(path, module, url, init, { get: () => ({ clientIp: "203.0.113.7" }) });
const post = (module: RouteModule, path: string, cookie: string, fields: Record<string, string>, origin = SITE) =>
  visit(module, path, path, formPost(fields, { cookie, origin }));

let owner: string;
let crewCookie: string;
beforeAll(async () => {
  const owners = getStorage().owners;
  const boss = await owners.add("boss@example.com", "a long enough password", NOW);
  await getStorage().db.run("UPDATE owners SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?", [boss.id]);
  owner = await sessionCookieOf(boss.id);
  const crew = await owners.add("crew@example.com", "a long enough password", NOW, { role: "crew" });
  await getStorage().db.run("UPDATE owners SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?", [crew.id]);
  crewCookie = await sessionCookieOf(crew.id);
}, 30_000);

describe("the Team page's ways back in", () => {
  it(
    "Send a new sign-in link: codes, passkeys and sessions reset, a single-use set-up link e-mailed (its slot kept)",
    { timeout: 30_000 },
    async () => {
      const { owners, db } = getStorage();
      const ana = await owners.add("ana@example.com", "a long enough password", NOW, { role: "crew" });
      await db.run("UPDATE owners SET totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = ?", [ana.id]);
      await db.run(
        "INSERT INTO passkeys (id, owner_id, public_key, name, created_at) VALUES ('c1', ?, 'pk', 'Phone', ?)",
        [ana.id, NOW.toISOString()],
      );
      const session = await owners.createSession(ana.id, "signed-in");
      const page = await visit(teamPage, "/admin/team", "/admin/team", { headers: { Cookie: owner } });
      expect(page.text).toContain("Send a new sign-in link");

      const done = await post(teamPage, "/admin/team", owner, { intent: "reset-mfa", person: String(ana.id) });
      expect(done.status).toBe(200);
      expect(done.text).toContain("A new sign-in link was sent to ana@example.com");
      expect((await owners.get(ana.id))?.mfa).toBe(false);
      expect(await owners.waysIn(ana.id)).toEqual({ passkeys: 0, feeds: 0 });
      expect(await owners.touchSession(session)).toBeNull();
      const mail = await db.all<{ text: string; recipient: string }>(
        "SELECT text, recipient FROM outbox WHERE key LIKE 'set-up-link.%'",
      );
      expect(mail.map((m) => m.recipient)).toEqual(["ana@example.com"]);
      const linkId = /\/admin\/enrol\/\{\{account-link:([\w-]+)\}\}/.exec(mail[0]!.text)![1]!;
      const token = (await owners.accountLinkTokenOf(linkId))!;
      expect((await owners.enrolmentLinkOwner(token))?.ownerId).toBe(ana.id);
      // a second one replaces it
      await post(teamPage, "/admin/team", owner, { intent: "reset-mfa", person: String(ana.id) });
      expect(await owners.enrolmentLinkOwner(token)).toBeNull();
    },
  );

  it("Resend invitation: a new link replaces the old; refused once accepted", { timeout: 30_000 }, async () => {
    const { owners, db } = getStorage();
    const made = await owners.invite("luis@example.com", { role: "crew", name: "Luis" }, (a, slot) =>
      invitationNotice(a, slot, { siteUrl: SITE, now: new Date(), invitedBy: "Boss" }),
    );
    const luis = made.kind === "invited" ? made.account : null;
    const tokenOf = async () => {
      const rows = await db.all<{ text: string }>(
        "SELECT text FROM outbox WHERE event = 'invitation' ORDER BY id DESC",
      );
      return owners.accountLinkTokenOf(/\{\{account-link:([\w-]+)\}\}/.exec(rows[0]!.text)![1]!);
    };
    const first = (await tokenOf())!;
    const page = await visit(teamPage, "/admin/team", "/admin/team", { headers: { Cookie: owner } });
    expect(page.text).toContain("Resend invitation");
    const resent = await post(teamPage, "/admin/team", owner, { intent: "resend-invite", person: String(luis!.id) });
    expect(resent.status).toBe(200);
    expect(resent.text).toContain("A new invitation was sent to luis@example.com");
    const second = (await tokenOf())!;
    expect(second).not.toBe(first);
    expect(await owners.invitationAccount(first)).toBeNull();
    expect((await owners.invitationAccount(second))?.email).toBe("luis@example.com");
    // accepted: the sign-in page says "Password saved", and this browser keeps the set-up link
    const accepted = await visit(invitePage, "/admin/invite/:token", `/admin/invite/${second}`, {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ password: "a long enough password", confirm: "a long enough password" }),
    });
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBe("/admin/login?saved=enrol");
    expect(accepted.cookie).toMatch(/^ns_enrol=[\w-]{43};/);
    const signIn = await visit(loginPage, "/admin/login", "/admin/login?saved=enrol");
    expect(signIn.text).toContain("Password saved. Sign in with it, then set up sign-in codes.");
    expect(
      (await post(teamPage, "/admin/team", owner, { intent: "resend-invite", person: String(luis!.id) })).status,
    ).toBe(409);
  });

  it("owners only, same-origin only, a clear 404 for no such person", { timeout: 30_000 }, async () => {
    const crew = (await getStorage().owners.findByEmail("crew@example.com"))!;
    for (const intent of ["reset-mfa", "resend-invite"]) {
      expect((await post(teamPage, "/admin/team", crewCookie, { intent, person: String(crew.id) })).status).toBe(403);
      expect(
        (await post(teamPage, "/admin/team", owner, { intent, person: String(crew.id) }, "https://evil.example"))
          .status,
      ).toBe(403);
      expect((await post(teamPage, "/admin/team", owner, { intent, person: "99999" })).status).toBe(404);
      expect((await post(teamPage, "/admin/team", owner, { intent, person: "x'; --" })).status).toBe(404);
    }
  });
});

describe("the sign-in pages' words", () => {
  it("says Sign in (crews sign in there too); the code field asks for one-time codes, with letters too", async () => {
    const signIn = await visit(loginPage, "/admin/login", "/admin/login");
    expect(signIn.html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(signIn.text).not.toContain("Owner sign-in");
    expect(signIn.text).not.toContain("Password saved");
    const boss = (await getStorage().owners.findByEmail("boss@example.com"))!;
    const half = (await startSession(boss.id, "password")).split(";")[0]!;
    const code = await visit(codePage, "/admin/login/code", "/admin/login/code", { headers: { Cookie: half } });
    const field = /<input[^>]*id="login-code"[^>]*>/.exec(code.html)?.[0] ?? "";
    // a recovery code has letters (issue 56): never the number pad only
    expect(field).not.toMatch(/inputmode="numeric"/i);
    expect(field).toMatch(/autocomplete="one-time-code"/i);
  });
});
