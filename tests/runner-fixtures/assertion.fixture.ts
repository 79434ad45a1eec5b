/**
 * A failing assertion, for the test of the test runner (scripts/test-runner.test.ts); never part of the suites. It
 * first writes down the run's PostgreSQL, so that the runner's test can check it was stopped after the failed run.
 */
import { writeFileSync } from "node:fs";
import { expect, inject, test } from "vitest";

test("a failing assertion", () => {
  writeFileSync(`${process.env.RUNNER_FIXTURE_OUT}/postgres-url`, inject("postgresAdminUrl"));
  expect(1).toBe(2);
});
