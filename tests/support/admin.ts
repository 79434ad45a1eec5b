/** Owner accounts for the browser tests: made with `npm run owner`'s own script, signed in through the page. */
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "./test";

export const OWNER_PASSWORD = "correct horse battery staple";

/**
 * A new owner in the SQLite database at `database`, or in the database of the settings `database` gives (e.g.
 * DATABASE_URL); the password from standard input, as a script would give it.
 */
export function addOwner(database: string | Record<string, string>, label: string): string {
  const email = `owner-${label}-${Date.now().toString(36)}${randomInt(1e6)}@example.com`;
  execFileSync(process.execPath, ["scripts/owner.ts", "add", email], {
    input: `${OWNER_PASSWORD}\n`,
    env: { ...process.env, ...(typeof database === "string" ? { DATABASE_PATH: database } : database) },
    stdio: ["pipe", "pipe", "pipe"],
  });
  return email;
}

export async function signIn(page: Page, email: string, base = "") {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
}
