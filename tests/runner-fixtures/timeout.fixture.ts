/** A test past its timeout, for the test of the test runner (scripts/test-runner.test.ts); never part of the suites. */
import { test } from "vitest";

test("a test past its timeout", () => new Promise((resolve) => setTimeout(resolve, 5_000)), 200);
