/**
 * A Vitest reporter (vitest.config.ts; issue 57): each unit test's time and its own timeout, written to
 * `test-results/timings/unit-timeouts.json`, so that `npm run test:timings` names every unit test above half of its
 * timeout, as it does the browser tests (a machine twice as slow must still pass: README, Tests).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

export type UnitTimeout = { file: string; name: string; ms: number; timeout: number };

export default class UnitTimeoutsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]) {
    const tests: UnitTimeout[] = [];
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        const timeout = test.options.timeout;
        if (ms === undefined || timeout === undefined) continue;
        tests.push({ file: module.relativeModuleId, name: test.fullName, ms, timeout });
      }
    const dir = process.env.TEST_TIMINGS_DIR ?? "test-results/timings";
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "unit-timeouts.json"), JSON.stringify(tests));
  }
}
