/**
 * The unit tests Stryker runs for each mutant (`npm run test:mutation`, stryker.config.mjs): only the files that
 * exercise the modules it mutates, so that a run takes minutes, not hours. Otherwise the same as vitest.config.ts.
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "app/booking/limits.server.test.ts",
      "app/booking/page-token.server.test.ts",
      "app/booking/payments.server.test.ts",
      "app/booking/payment-matching.server.test.ts",
      "app/owner/auth.server.test.ts",
      "app/owner/mfa.server.test.ts",
      "app/owner/https-site.server.test.ts",
      "app/owner/lockout.server.test.ts",
      "app/utils/another-server-secret.server.test.ts",
      "server/review-slots.test.ts",
      // the code added since: re-authentication and a crew member's 403 (auth.server.ts), pages rendered again
      // taking their review slots (review-slots.ts)
      "app/owner/reauth.server.test.ts",
      "app/routes/admin-team-recovery.test.tsx",
      "app/booking/jobs.server.test.ts",
      "server/rerender.test.ts",
    ],
  },
});
