import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // a worker per core: Vitest's default leaves one core to the rest, which on 2 cores halves the run (issue 45:
    // 126 s with one worker, ~70 s with two while npm test's other lane builds)
    maxWorkers: availableParallelism(),
    // one PostgreSQL for the whole run, handing out fresh databases (tests/support/unit-postgres.ts)
    globalSetup: ["./vitest.global-setup.ts"],
    // both languages' catalogs, as on the server (docs/decisions/0052)
    setupFiles: ["./app/i18n/spanish.ts"],
    // the timings of `npm run test:timings` (scripts/test-timings.ts) beside the usual report
    // and each test's time against its own timeout (scripts/unit-timeouts-reporter.ts, issue 57)
    reporters: ["default", "json", "./scripts/unit-timeouts-reporter.ts"],
    outputFile: { json: "test-results/timings/unit.json" },
    // Suites book freely from one "client"; the limits themselves are tested with limiters of their own.
    env: {
      BOOKING_LIMIT_PER_10_MINUTES: "100000",
      BOOKING_LIMIT_PER_DAY: "100000",
      BOOKING_LIMIT_OPEN_PER_CUSTOMER: "100000",
      LOG_LEVEL: "silent",
      // Passwords hashed at scrypt N=2^10 instead of 2^17, except in the tests of the hashing itself (README, Tests;
      // app/storage/owners.server.ts): read only under NODE_ENV=test, never by `npm start`.
      SCRYPT_TEST_N: "1024",
      // The server's secret (derived keys: page tokens, cookies), so no test writes one beside a database.
      SESSION_SECRET: "unit-tests-only-secret-0123456789abcdef",
    },
  },
});
