/**
 * The project's own Vitest config (vitest.config.ts: its global set-up, the one PostgreSQL of a run, above all), run on
 * one fixture of this folder instead of the suites, by scripts/test-runner.test.ts (issue 54). Its report goes to
 * `RUNNER_FIXTURE_OUT`, never over the real run's timings.
 */
import { defineConfig } from "vitest/config";
import project from "../../vitest.config.ts";

const out = process.env.RUNNER_FIXTURE_OUT ?? "test-results/runner-fixtures";

export default defineConfig({
  ...project,
  test: {
    ...project.test,
    include: ["tests/runner-fixtures/*.fixture.ts"],
    reporters: ["default", "json"],
    outputFile: { json: `${out}/unit.json` },
  },
});
