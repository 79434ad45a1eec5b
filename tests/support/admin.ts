/** Owner accounts for the browser tests: made with `npm run owner`'s own script, signed in through the pages. */
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { Secret, TOTP } from "otpauth";
import { expect } from "./test";

export const OWNER_PASSWORD = "correct horse battery staple";

/** The browser state of the owner tests/e2e/signed-in.setup.ts signs in once per run on the main test server. */
export const SIGNED_IN_OWNER = "test-results/auth/owner.json";
/** Who that owner is: `{ owner: { email, secret } }`. */
export const SIGNED_IN_PEOPLE = "test-results/auth/people.json";
/** The e-mail address of the owner signed in once per run (`SIGNED_IN_OWNER`). */
export const signedInOwnerEmail = (): string =>
  (JSON.parse(readFileSync(SIGNED_IN_PEOPLE, "utf8")) as { owner: { email: string } }).owner.email;

/** The enrolment link each owner of these tests was last given (`add`, `reset-mfa`), as a path, by e-mail. */
const enrolmentLinks = new Map<string, string>();

/** The enrolment link a command printed: the absolute URL alone on its last line (issue 35), as a path. */
export function enrolmentLinkIn(output: string): string {
  const last = output.trim().split("\n").at(-1) ?? "";
  const url = new URL(last); // throws if the last line is not a URL alone
  expect(url.pathname).toMatch(/^\/admin\/enrol\/[A-Za-z0-9_-]{43}$/);
  return url.pathname;
}

/**
 * A new owner in the SQLite database at `database`, or in the database of the settings `database` gives (e.g.
 * DATABASE_URL); the password from standard input, as a script would give it. Its enrolment link is kept
 * (`openEnrolmentLink`). `options`: more of the command's, e.g. `--role crew`.
 */
export function addOwner(database: string | Record<string, string>, label: string, options: string[] = []): string {
  const email = `owner-${label}-${Date.now().toString(36)}${randomInt(1e6)}@example.com`;
  enrolmentLinks.set(email, enrolmentLinkIn(ownerCommand(database, ["add", email, ...options], `${OWNER_PASSWORD}\n`)));
  return email;
}

/** `npm run owner -- reset-mfa EMAIL`: its output; the new enrolment link is kept. */
export function resetMfa(database: string | Record<string, string>, email: string): string {
  const output = ownerCommand(database, ["reset-mfa", email]);
  enrolmentLinks.set(email, enrolmentLinkIn(output));
  return output;
}

/** The path of the enrolment link the owner `email` was last given. */
export function enrolmentLinkPath(email: string): string {
  const link = enrolmentLinks.get(email);
  if (!link) throw new Error(`no enrolment link for ${email}`);
  return link;
}

/** Opens the owner's enrolment link in this browser (it then goes on to the sign-in page). */
export async function openEnrolmentLink(page: Page, email: string, base = "") {
  await page.goto(`${base}${enrolmentLinkPath(email)}`);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
}

/** The account notices of the owner `email` the server wrote as .eml files under `outboxDir` (subject, text). */
export async function securityMails(outboxDir: string, email: string): Promise<{ subject: string; text: string }[]> {
  if (!existsSync(outboxDir)) return [];
  const mails = await Promise.all(
    readdirSync(outboxDir)
      .filter((f) => f.startsWith("security.") && f.endsWith(".eml"))
      .sort()
      .map((f) => simpleParser(readFileSync(path.join(outboxDir, f)))),
  );
  return mails
    .filter((m) => JSON.stringify(m.to).includes(email))
    .map((m) => ({ subject: m.subject ?? "", text: m.text ?? "" }));
}

/** The account's notices arrive, with exactly these subjects in this order (the outbox sends them within seconds). */
export async function expectSecurityMails(outboxDir: string, email: string, subjects: string[]) {
  await expect
    .poll(async () => (await securityMails(outboxDir, email)).map((m) => m.subject), { timeout: 10_000 })
    .toEqual(subjects);
}

/** `npm run owner -- ARGS` on that database; its standard output. */
export function ownerCommand(database: string | Record<string, string>, args: string[], input = ""): string {
  return execFileSync(process.execPath, ["scripts/owner.ts", ...args], {
    input,
    env: { ...process.env, ...(typeof database === "string" ? { DATABASE_PATH: database } : database) },
    stdio: ["pipe", "pipe", "pipe"],
    encoding: "utf8",
  });
}

/** The authenticator app of the tests: the code of `secret` now, as the owner's phone would show it. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({ timestamp });

const usedSteps = new Map<string, number>();
const stepNow = () => Math.floor(Date.now() / 30_000);
/**
 * A code of `secret` no sign-in of these tests has used: a code is accepted once, so a second sign-in within the
 * same 30-second step waits for the next one.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const key = secret.replace(/\s+/g, "");
  while (stepNow() <= (usedSteps.get(key) ?? -1))
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 100));
  usedSteps.set(key, stepNow());
  return totpCode(key);
}

/** Sets up the second factor on the enrolment page the browser is on; returns the secret and the recovery codes. */
export async function enrol(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.locator("h1")).toHaveText("Set up sign-in codes");
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("The 6-digit code the app shows").fill(await unusedTotpCode(secret));
  await page.getByRole("button", { name: "Turn on sign-in codes" }).click();
  await expect(page.locator("h1")).toHaveText("Save your recovery codes");
  const recoveryCodes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  return { secret: secret.replace(/\s+/g, ""), recoveryCodes };
}

/**
 * Signs in through the pages: password, then (a first time, through the owner's enrolment link) the enrolment of the
 * second factor, whose secret is returned, or (when `secret` is given) a code of it.
 */
export async function signIn(page: Page, email: string, base = "", secret?: string): Promise<string> {
  if (!secret) await openEnrolmentLink(page, email, base);
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  let known = secret;
  if (known) {
    await expect(page.locator("h1")).toHaveText("Enter your code");
    await page.getByLabel("Code").fill(await unusedTotpCode(known));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
  } else {
    known = (await enrol(page)).secret;
  }
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  return known;
}

/** Signs out through the dashboard's button; the browser is back on the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}
