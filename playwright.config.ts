import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./tests/support/chromium";
import {
  E2E_DATABASE_PATH,
  E2E_OUTBOX_DIR,
  E2E_BACKUP_DIR,
  E2E_PHOTOS_DIR,
  E2E_PORT,
  E2E_SMS_DIR,
} from "./tests/support/e2e-env";

const executablePath = await chromiumExecutable();

export default defineConfig({
  testDir: "tests",
  // an owner signed in once for the whole run (tests/e2e/signed-in.setup.ts), then every spec
  projects: [
    { name: "signed-in", testMatch: ["e2e/**/*.setup.ts"] },
    { name: "e2e", testMatch: ["e2e/**/*.spec.ts"], dependencies: ["signed-in"] },
  ],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  // the timings of `npm run test:timings` (scripts/test-timings.ts) beside the usual report
  reporter: [["list"], ["json", { outputFile: "test-results/timings/e2e.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // An open page whose banner scrolls (the promo marquee, the carousel) repaints without end: ~25% of a core per page
    // on this software-rendered Chromium, taken from every other test (issue 45). The visitor's choice of less motion
    // stops it; the tests of motion itself ask for it back (tests/e2e/home.spec.ts).
    reducedMotion: "reduce",
    trace: "retain-on-failure",
  },
  webServer: {
    command: `rm -rf test-results/e2e-db test-results/e2e-outbox test-results/e2e-sms test-results/e2e-photos test-results/e2e-backups && ${
      // `npm test` has just built (scripts/test.ts): no second build
      process.env.E2E_BUILT ? "" : "npm run build && "
    }node scripts/start.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: E2E_DATABASE_PATH,
      OUTBOX_DIR: E2E_OUTBOX_DIR,
      SMS_DIR: E2E_SMS_DIR,
      PHOTOS_DIR: E2E_PHOTOS_DIR,
      BACKUP_DIR: E2E_BACKUP_DIR,
      BOOKING_WINDOW_CAPACITY: "2",
      SITE_URL: "http://localhost:3000",
      // Every test books from 127.0.0.1: the abuse limits are raised here and tested on a server of their own
      // (tests/e2e/hardening.spec.ts).
      BOOKING_LIMIT_PER_10_MINUTES: "100000",
      BOOKING_LIMIT_PER_DAY: "100000",
      BOOKING_LIMIT_OPEN_PER_CUSTOMER: "100000",
    },
  },
});
