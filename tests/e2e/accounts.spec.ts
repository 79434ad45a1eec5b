import { expect, test } from "../support/test";
import {
  addOwner,
  enrol,
  enrolmentLinkPath,
  openEnrolmentLink,
  OWNER_PASSWORD,
  ownerCommand,
  resetMfa,
  expectSecurityMails,
  securityMails,
  signOut,
  totpCode,
} from "../support/admin";
import { E2E_DATABASE_PATH, E2E_OUTBOX_DIR, E2E_PORT } from "../support/e2e-env";
import { type ServerProcess, startServer } from "../support/server-process";
import type { Page } from "@playwright/test";

/**
 * The owner's account (docs/decisions/0030): two-step sign-in, enrolment through its single-use link (issue 35),
 * recovery codes, sessions, the commands, and the notices the owner is e-mailed.
 */

async function passwordStep(page: Page, email: string, password = OWNER_PASSWORD, base = "") {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A new owner (`label`), who opened their enrolment link and gave their password: at the second step's enrolment. */
async function atEnrolment(page: Page, label: string) {
  const email = addOwner(E2E_DATABASE_PATH, label);
  await openEnrolmentLink(page, email);
  await passwordStep(page, email);
  return email;
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

test("the password without the enrolment link gets no session and no secret; the owner's own link enrols, and e-mails them", async ({
  browser,
}) => {
  const email = addOwner(E2E_DATABASE_PATH, "link");
  // Someone who learned the password, in a browser that never opened the link.
  const stranger = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const refused = stranger.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/login"));
  await passwordStep(stranger, email);
  expect((await refused).status()).toBe(403);
  await expect(stranger.getByText("takes the single-use link made for you")).toBeVisible();
  await expect(stranger.getByText(`npm run owner -- reset-mfa ${email}`)).toBeVisible();
  const cookies = await stranger.context().cookies();
  expect(cookies.filter((c) => c.name.includes("owner"))).toEqual([]); // no session at all
  for (const path of ["/admin", "/admin/login/enrol", "/admin/security"]) {
    await stranger.goto(path);
    await expect(stranger, path).toHaveURL(/\/admin\/login\?next=/);
    await expect(stranger.getByTestId("totp-secret")).toHaveCount(0);
  }
  // A made-up or used link answers 410 with what to do.
  const bogus = await stranger.goto(`/admin/enrol/${"x".repeat(43)}`);
  expect(bogus?.status()).toBe(410);
  await expect(stranger.locator("h1")).toHaveText("This link no longer works");

  // The owner opens their link, then signs in: the secret is theirs, drawn for this enrolment.
  const owner = await browser.newPage();
  await openEnrolmentLink(owner, email);
  await passwordStep(owner, email);
  await expect(owner.locator("h1")).toHaveText("Set up sign-in codes");
  await enrol(owner);
  await expect(owner.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expectSecurityMails(E2E_OUTBOX_DIR, email, ["Sign-in codes are now on for your account"]);
  const [mail] = await securityMails(E2E_OUTBOX_DIR, email);
  expect(mail!.text).toContain("From: the address 127.0.0.1");
  expect(mail!.text).toContain(`npm run owner -- passwd ${email}`);
  // The link worked once: opened again, it is refused.
  expect((await stranger.goto(enrolmentLinkPath(email)))?.status()).toBe(410);
  await expect(stranger.locator("h1")).toHaveText("This link no longer works");
});

test("a new owner must enrol; then each sign-in takes a code, a code is taken once, a recovery code works once", async ({
  page,
}) => {
  const email = await atEnrolment(page, "mfa");
  await expect(page).toHaveURL(/\/admin\/login\/enrol\?next=%2Fadmin$/);
  // Only the enrolment is open to a session that gave its password: not the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\/enrol\?next=%2Fadmin$/);
  await expect(page.locator('[role="img"] svg')).toBeVisible(); // the QR code, drawn by the server
  await page.getByLabel("The 6-digit code the app shows").fill("000000");
  await page.getByRole("button", { name: "Turn on sign-in codes" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  const { secret, recoveryCodes } = await enrol(page);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await signOut(page);

  // The password alone no longer opens the dashboard.
  await passwordStep(page, email);
  await expect(page.locator("h1")).toHaveText("Enter your code");
  await page.goto("/admin/capacity");
  await expect(page).toHaveURL(/\/admin\/login\/code\?next=%2Fadmin%2Fcapacity$/);
  const code = totpCode(secret, Date.now() + 30_000); // the next step's code: accepted (clock drift), not yet used
  await giveCode(page, code);
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await signOut(page);

  // The same code again, still inside its step: refused (someone looking over the shoulder cannot reuse it).
  await passwordStep(page, email);
  await giveCode(page, code);
  await expect(page.getByText("That code has been used already")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveCount(0);

  // A recovery code works once.
  await giveCode(page, recoveryCodes[3]!.toUpperCase());
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await page.getByRole("link", { name: "Security" }).click();
  await expect(page.getByText("9 of 10 recovery codes left")).toBeVisible();
  await signOut(page);
  await passwordStep(page, email);
  await giveCode(page, recoveryCodes[3]!);
  await expect(page.getByText("That code is not right")).toBeVisible();
  await expectSecurityMails(E2E_OUTBOX_DIR, email, [
    "Sign-in codes are now on for your account",
    "A recovery code was used to sign in to your account",
  ]);
  expect((await securityMails(E2E_OUTBOX_DIR, email))[1]!.text).toContain("9 of 10 left");
});

test("the second step has its own lock-out: 5 wrong codes lock it for 15 minutes, even for the right code", async ({
  page,
}) => {
  const email = await atEnrolment(page, "mfa-lock");
  const { secret } = await enrol(page);
  await signOut(page);
  await passwordStep(page, email);
  for (let i = 0; i < 5; i++) {
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/admin/login/code"),
    );
    await giveCode(page, String(100000 + i));
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("That code is not right")).toBeVisible();
  }
  const locked = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/login/code"));
  await giveCode(page, totpCode(secret, Date.now() + 30_000));
  expect((await locked).status()).toBe(429);
  await expect(page.getByText(/Too many wrong codes\. Please wait 1[45] minutes/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveCount(0);
});

test("sign out all my other sessions; a new password or a reset second factor (the commands) end every session", async ({
  browser,
}) => {
  const email = addOwner(E2E_DATABASE_PATH, "sessions");
  const laptop = await browser.newPage();
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await openEnrolmentLink(laptop, email);
  await passwordStep(laptop, email);
  const first = await enrol(laptop);
  await passwordStep(phone, email);
  await giveCode(phone, first.recoveryCodes[0]!); // no wait for the authenticator's next step
  await phone.getByRole("link", { name: "Security" }).click();
  await expect(phone.getByText("You are signed in here and in 1 other place.")).toBeVisible();
  await phone.getByRole("button", { name: "Sign out all my other sessions" }).click();
  await expect(phone.getByRole("status")).toHaveText("1 other session was signed out.");
  await expect(phone.getByText("You are signed in here only.")).toBeVisible();
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/admin\/login\?next=/);

  // A lost phone: the owner's second factor is removed from the server's command line, which prints a new link; the
  // next sign-in, through it, enrols again.
  expect(resetMfa(E2E_DATABASE_PATH, email)).toContain("Sign-in codes removed");
  await phone.reload();
  await expect(phone).toHaveURL(/\/admin\/login\?next=/);
  await openEnrolmentLink(phone, email);
  await passwordStep(phone, email);
  await expect(phone.locator("h1")).toHaveText("Set up sign-in codes");
  const again = await enrol(phone);
  expect(again.secret).not.toBe(first.secret);

  expect(ownerCommand(E2E_DATABASE_PATH, ["passwd", email], "a brand new passphrase\n")).toContain("New password set");
  await phone.reload();
  await expect(phone).toHaveURL(/\/admin\/login\?next=/);
  await passwordStep(phone, email);
  await expect(phone.getByText("That e-mail and password don't match an owner account.")).toBeVisible();
  await passwordStep(phone, email, "a brand new passphrase");
  await giveCode(phone, again.recoveryCodes[0]!);
  await expect(phone.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  expect(
    ownerCommand(E2E_DATABASE_PATH, ["list"])
      .split("\n")
      .find((l) => l.startsWith(`${email}  `)),
  ).toMatch(/^\S+ {2}owner {2}since \d{4}-\d{2}-\d{2}; sign-in codes on$/);
  await expectSecurityMails(E2E_OUTBOX_DIR, email, [
    "Sign-in codes are now on for your account",
    "A recovery code was used to sign in to your account",
    "Your other sessions were signed out",
    "The sign-in codes of your account were removed",
    "Sign-in codes are now on for your account",
    "A recovery code was used to sign in to your account",
  ]);
  const reset = (await securityMails(E2E_OUTBOX_DIR, email))[3]!;
  expect(reset.text).toContain("From: the server's command line");

  // A new password ends an enrolment link not yet used.
  const link = resetMfa(E2E_DATABASE_PATH, email);
  ownerCommand(E2E_DATABASE_PATH, ["passwd", email], "yet another passphrase\n");
  const stale = await phone.goto(new URL(link.trim().split("\n").at(-1)!).pathname);
  expect(stale?.status()).toBe(410);
});

test.describe("with OWNER_MFA_REQUIRED=false", () => {
  const PORT = 4270 + (E2E_PORT % 10);
  const DB = "test-results/e2e-db/accounts-optional.sqlite";
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(PORT, { DATABASE_PATH: DB, OWNER_MFA_REQUIRED: "false" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the password alone signs in until the owner turns codes on from the Security page", async ({ page }) => {
    const email = addOwner(DB, "optional");
    await passwordStep(page, email, OWNER_PASSWORD, server.base);
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: "Security" }).click();
    await expect(page.getByText("Off: your password alone signs you in.")).toBeVisible();
    await page.getByRole("link", { name: "Set up sign-in codes" }).click();
    const { secret } = await enrol(page);
    await expect(page).toHaveURL(`${server.base}/admin/security`);
    await expect(page.getByText("10 of 10 recovery codes left")).toBeVisible();
    await signOut(page);
    await passwordStep(page, email, OWNER_PASSWORD, server.base);
    await expect(page.locator("h1")).toHaveText("Enter your code");
    await giveCode(page, totpCode(secret, Date.now() + 30_000)); // the next step's code: accepted (clock drift)
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  });
});
