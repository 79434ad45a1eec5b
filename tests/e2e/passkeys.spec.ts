import type { CDPSession } from "@playwright/test";
import { addOwner, expectSecurityMails, signIn, signOut } from "../support/admin";
import { ownServer } from "../support/e2e-env";
import { viewports } from "../support/page-check";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, type Page, test } from "../support/test";

/**
 * Passkeys in the browser (issue 39, docs/decisions/0039), with Chromium's virtual authenticator (DevTools' WebAuthn
 * domain) in place of a phone: a signed-in owner adds one on the Security page, signs out, and signs in with it
 * alone (no password, no code) at the page they asked for; removed, it signs in no more. Without JavaScript the
 * sign-in page has no passkey button.
 *
 * WebAuthn wants a secure context and a domain for its RP ID (an IP address is refused): the browser uses
 * http://localhost:PORT (localhost is a secure context) and SITE_URL says the same; the server listens on 127.0.0.1.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, base: BASE, database: DB, outbox: OUTBOX } = ownServer("passkeys", 4320);
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB, OUTBOX);
  server = await startServer(PORT, { DATABASE_PATH: DB, OUTBOX_DIR: OUTBOX, SITE_URL: BASE });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A platform authenticator that keeps discoverable credentials and verifies its user (a phone with its lock). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

test("an owner adds a passkey, then signs in with it alone where they were going; once removed it signs in no more", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = addOwner(DB, "passkey");
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signIn(page, email, BASE); // password, then (through the enrolment link) sign-in codes

  await page.getByRole("link", { name: "Security" }).click();
  const card = page.getByRole("region", { name: "Passkeys" });
  await expect(card).toContainText("You have no passkeys yet.");
  await card.getByLabel("Name of the new passkey (e.g. Work phone)").fill("Test laptop");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("status")).toHaveText("Passkey “Test laptop” added: it signs you in from now on.");
  await expect(card.getByRole("list", { name: "Your passkeys" })).toContainText("Test laptop");
  await expect(card.getByRole("list", { name: "Your passkeys" })).toContainText("never used");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true); // discoverable: the sign-in asks for no e-mail
  expect(credentials[0]!.rpId).toBe("localhost");

  await signOut(page);
  await page.goto(`${BASE}/admin/login?next=${encodeURIComponent("/admin/reports")}`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/reports`);
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  const [credential] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(credential!.signCount).toBeGreaterThan(0);

  await page.getByRole("link", { name: "Security" }).click();
  await expect(card.getByRole("list", { name: "Your passkeys" })).toContainText("last used");
  await card.getByRole("button", { name: "Remove the passkey Test laptop" }).click();
  await expect(card.getByRole("status")).toHaveText("Passkey “Test laptop” removed: it no longer signs in.");
  await expect(card).toContainText("You have no passkeys yet.");
  await signOut(page);

  // The device still holds it; the server no longer knows it.
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/admin/login/passkey") && r.request().postData()?.includes("passkey-sign-in") === true,
  );
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This passkey is not one of this site's");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);

  await expectSecurityMails(OUTBOX, email, [
    "Sign-in codes are now on for your account",
    "A passkey was added to your account",
    "A passkey was removed from your account",
  ]);
});

test("a crew member on a phone adds a passkey and signs in with it alone, to their day", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = addOwner(DB, "crew-passkey", ["--role", "crew", "--name", "Luis Ortega"]);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signIn(page, email, BASE);
  await expect(page).toHaveURL(`${BASE}/admin/today`);
  await page.getByRole("link", { name: "Security" }).click();
  const card = page.getByRole("region", { name: "Passkeys" });
  await card.getByLabel("Name of the new passkey (e.g. Work phone)").fill("Luis's phone");
  await card.getByRole("button", { name: "Add a passkey" }).click();
  await expect(card.getByRole("status")).toHaveText("Passkey “Luis's phone” added: it signs you in from now on.");
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/today`); // no password, no code: their home
  await expect(page.locator("h1")).toHaveText("Today");
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link")).toHaveText(["Today", "Security"]);
  const [credential] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(credential!.signCount).toBeGreaterThan(0);
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the sign-in page has no passkey button, and its password form is there", async ({ page }) => {
    await page.goto(`${BASE}/admin/login`);
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  });
});
