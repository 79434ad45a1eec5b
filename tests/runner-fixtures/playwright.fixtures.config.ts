/**
 * The project's own Playwright config (playwright.config.ts: its browser, reporters and timeouts) run on the failing
 * spec of this folder instead of the browser suites, by scripts/test-runner.test.ts (issue 54). No web server: the
 * fixture needs no page of ours, and the unit lane runs before the build exists. Its report and artifacts go to
 * `RUNNER_FIXTURE_OUT`, never over the real run's.
 */
import { defineConfig } from "@playwright/test";
import project from "../../playwright.config.ts";

const out = process.env.RUNNER_FIXTURE_OUT ?? "test-results/runner-fixtures";

export default defineConfig({
  ...project,
  testDir: ".",
  projects: [{ name: "fixture", testMatch: ["*.pw-fixture.ts"] }],
  webServer: undefined,
  reporter: [["list"], ["json", { outputFile: `${out}/e2e.json` }]],
  outputDir: `${out}/artifacts`,
});
