/** A file that fails to load, for the test of the test runner (scripts/test-runner.test.ts); never part of the suites. */
import { test } from "vitest";

throw new Error("this file fails as it loads");

test("never reached", () => {});
