/**
 * The unit tests Stryker runs for each mutant (`npm run test:mutation`, stryker.config.mjs): only the files that
 * exercise the modules it mutates (stryker.config.mjs lists them per module and passes the chosen ones in
 * MUTATION_TESTS), so that a run takes minutes, not hours; each file Stryker picks for a mutant runs whole
 * (tests/support/mutation-whole-files.ts). Otherwise the same as vitest.config.ts.
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

const tests = process.env.MUTATION_TESTS;
if (!tests) throw new Error("vitest.mutation.config.ts is Stryker's: run `npm run test:mutation`");

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: JSON.parse(tests) as string[],
    setupFiles: ["./app/i18n/spanish.ts", "tests/support/mutation-whole-files.ts"],
  },
});
