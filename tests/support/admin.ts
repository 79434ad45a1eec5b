/** Owner accounts for the browser tests: made with `npm run owner`'s own script, signed in through the pages. */
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect } from "./test";

export const OWNER_PASSWORD = "correct horse battery staple";

/**
 * A new owner in the SQLite database at `database`, or in the database of the settings `database` gives (e.g.
 * DATABASE_URL); the password from standard input, as a script would give it.
 */
export function addOwner(database: string | Record<string, string>, label: string): string {
  const email = `owner-${label}-${Date.now().toString(36)}${randomInt(1e6)}@example.com`;
  ownerCommand(database, ["add", email], `${OWNER_PASSWORD}\n`);
  return email;
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
 * Signs in through the pages: password, then (a first time) the enrolment of the second factor, whose secret is
 * returned, or (when `secret` is given) a code of it.
 */
export async function signIn(page: Page, email: string, base = "", secret?: string): Promise<string> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
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
