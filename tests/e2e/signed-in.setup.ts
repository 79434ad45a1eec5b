import { mkdirSync, writeFileSync } from "node:fs";
import { addOwner, SIGNED_IN_OWNER, SIGNED_IN_PEOPLE, signIn } from "../support/admin";
import { E2E_DATABASE_PATH } from "../support/e2e-env";
import { test as setup } from "../support/test";

/**
 * Once per browser run, before every spec (playwright.config.ts, the "signed-in" project): an owner of the main test
 * server signed in through the pages, their browser state kept for the specs that work as a signed-in owner
 * (`test.use({ storageState: SIGNED_IN_OWNER })`), so that no such test signs in again (issue 45). The sign-in pages
 * themselves are tested in accounts.spec.ts and admin.spec.ts.
 */
setup("an owner signed in on the main test server", async ({ page }) => {
  const email = addOwner(E2E_DATABASE_PATH, "signed-in");
  const secret = await signIn(page, email);
  mkdirSync("test-results/auth", { recursive: true });
  await page.context().storageState({ path: SIGNED_IN_OWNER });
  writeFileSync(SIGNED_IN_PEOPLE, JSON.stringify({ owner: { email, secret } }));
});
