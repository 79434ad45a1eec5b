// Mutation testing (`npm run test:mutation`; not part of `npm test`): the modules where a surviving mutant is a money,
// security or calendar defect, each with the unit test files that reach it (docs/mutation-testing.md). The sandbox is
// made outside the checkout, so that no typecheck, lint or test run of the project ever reads its mutated copies.
// One module: `MUTATE=app/domain/planner.ts npm run test:mutation` (its own test files only: a run of minutes).
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Each module mutated, and the unit test files that exercise it. */
export const modules = {
  "app/booking/page-token.server.ts": [
    "app/booking/page-token.server.test.ts",
    "app/utils/another-server-secret.server.test.ts",
  ],
  "app/owner/mfa.server.ts": [
    "app/owner/mfa.server.test.ts",
    "app/owner/https-site.server.test.ts",
    "app/owner/lockout.server.test.ts",
    "app/utils/another-server-secret.server.test.ts",
  ],
  "app/owner/auth.server.ts": [
    "app/owner/auth.server.test.ts",
    "app/owner/reauth.server.test.ts",
    "app/owner/lockout.server.test.ts",
    "app/owner/https-site.server.test.ts",
    "app/routes/admin-team-recovery.test.tsx",
    "app/utils/another-server-secret.server.test.ts",
  ],
  "app/booking/limits.server.ts": ["app/booking/limits.server.test.ts"],
  "app/booking/payments.server.ts": [
    "app/booking/payments.server.test.ts",
    "app/booking/payment-matching.server.test.ts",
    "app/booking/jobs.server.test.ts",
  ],
  "server/review-slots.ts": ["server/review-slots.test.ts", "server/rerender.test.ts"],
  // issue 57: the planner, what it stores and the tips
  "app/domain/planner.ts": ["app/domain/planner.test.ts"],
  "app/storage/plans.server.ts": [
    "app/storage/plans.server.test.ts",
    "app/planning/planning.server.test.ts",
    "app/planning/time-off.server.test.ts",
    "app/planning/plan-races.server.test.ts",
    "app/planning/schedule.server.test.ts",
    "app/booking/crew-notices.server.test.ts",
  ],
  "app/planning/job-plans.server.ts": [
    "app/planning/booking-plans.server.test.ts",
    "app/planning/plan-races.server.test.ts",
  ],
  "app/planning/planning.server.ts": [
    "app/planning/planning.server.test.ts",
    "app/planning/time-off.server.test.ts",
    "app/planning/booking-plans.server.test.ts",
    "app/booking/availability.server.test.ts",
  ],
  "app/booking/tips.server.ts": ["app/booking/tips.server.test.ts"],
  "app/storage/tips.server.ts": ["app/booking/tips.server.test.ts"],
};

const chosen = process.env.MUTATE ? process.env.MUTATE.split(",") : Object.keys(modules);
for (const module of chosen)
  if (!modules[module]) throw new Error(`MUTATE: ${module} is not one of ${Object.keys(modules).join(", ")}`);
// read by vitest.mutation.config.ts in Stryker's test processes, which inherit this process's environment
process.env.MUTATION_TESTS = JSON.stringify([...new Set(chosen.flatMap((m) => modules[m]))]);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  mutate: chosen,
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
