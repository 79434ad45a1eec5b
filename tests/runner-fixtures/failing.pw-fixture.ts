/** A failing browser test, for the test of the test runner (scripts/test-runner.test.ts); never part of the suites. */
import { expect, test } from "@playwright/test";

test("a failing browser test", async ({ page }) => {
  await page.setContent("<h1>Booked</h1>");
  await expect(page.getByRole("heading")).toHaveText("Not booked", { timeout: 500 });
});
