// Mutation testing (`npm run test:mutation`; not part of `npm test`): the modules where a surviving mutant is a money
// or security defect. The unit tests that reach them are listed in vitest.mutation.config.ts. The sandbox is made
// outside the checkout, so that no typecheck, lint or test run of the project ever reads its mutated copies.
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: [
    "app/booking/page-token.server.ts",
    "app/owner/mfa.server.ts",
    "app/owner/auth.server.ts",
    "app/booking/limits.server.ts",
    "app/booking/payments.server.ts",
    "server/review-slots.ts",
  ],
  ignoreStatic: true,
  coverageAnalysis: "perTest",
  concurrency: 1,
  thresholds: { high: 90, low: 85, break: 85 },
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: join(tmpdir(), "northstar-stryker"),
  ignorePatterns: [
    "/build",
    "/build-*",
    "/data",
    "/reports",
    "/test-results",
    "/playwright-report",
    "/screenshots",
    "/.scratch",
  ],
  timeoutMS: 10000,
};
