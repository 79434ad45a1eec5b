/**
 * The owner's cookies on a site served over https (SITE_URL https://…), where sign-in codes are offered, not required
 * (OWNER_MFA_REQUIRED=false). The whole file runs as that server: nothing of the app's is reloaded.
 */
import { describe, expect, it, vi } from "vitest";
import { getStorage } from "../storage/storage.server";
import { requireOwner, startSession } from "./auth.server";
import { newRecoveryCodes, recoveryCodesCookie } from "./mfa.server";
import { sessionCookieOf, appDatabase } from "../../tests/support/app-database";

vi.hoisted(() => {
  // read on first use (getEnv): this file's server
  process.env.SITE_URL = "https://northstar.example";
  process.env.OWNER_MFA_REQUIRED = "false";
});

appDatabase("https");

describe("over https", () => {
  it("the session cookie is __Host-ns_owner (this host only, path /) and Secure", async () => {
    const owner = await getStorage().owners.add("secure@example.com", "long enough password");
    expect(await startSession(owner.id, "signed-in")).toMatch(
      /^__Host-ns_owner=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("the cookie of new recovery codes is Secure, and so is its clearing", () => {
    const { codes } = newRecoveryCodes();
    expect(recoveryCodesCookie.write(codes)).toMatch(
      /^ns_recovery_codes=[A-Za-z0-9_-]+; Path=\/admin\/login; Max-Age=600; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(recoveryCodesCookie.clear()).toBe(
      "ns_recovery_codes=; Path=/admin/login; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    );
  });
});

describe("with sign-in codes offered, not required", () => {
  it("an owner without codes goes on to the dashboard", async () => {
    const owner = await getStorage().owners.add("nocodes@example.com", "long enough password");
    const cookie = await sessionCookieOf(owner.id);
    const request = new Request("https://northstar.example/admin/bookings", { headers: { Cookie: cookie } });
    expect(await requireOwner(request)).toMatchObject({ id: owner.id, mfa: false });
  });
});
