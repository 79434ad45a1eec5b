/**
 * `npm run test:timings` (and the end of `npm test`): where the test run's time went, from the reports Vitest and
 * Playwright write (test-results/timings/unit.json, unit-timeouts.json, e2e.json): the slowest files and tests of each,
 * every test, unit or browser, above half of its own timeout (issues 45 and 57: a machine twice as slow must still
 * pass), and one closing line with the counts of both runs.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { UnitTimeout } from "./unit-timeouts-reporter.ts";

/** Where both runs write their reports; elsewhere only for the test of the runner itself (scripts/test-runner.test.ts). */
export const TIMINGS_DIR = process.env.TEST_TIMINGS_DIR ?? "test-results/timings";

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
};

type PlaywrightSuite = {
  title: string;
  file: string;
  specs: {
    title: string;
    line: number;
    tests: { timeout: number; projectName: string; status: string; results: { duration: number; retry: number }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
};

type Timed = { name: string; ms: number; timeout?: number };

const readJson = <T>(file: string): T | undefined => {
  const at = path.join(TIMINGS_DIR, file);
  return existsSync(at) ? (JSON.parse(readFileSync(at, "utf8")) as T) : undefined;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const top = (items: Timed[], count: number) =>
  [...items]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((t) => `  ${s(t.ms).padStart(8)}  ${t.name}${t.timeout ? ` (timeout ${s(t.timeout)})` : ""}`)
    .join("\n");

/** The unit run's files and tests with their times, and its counts. */
export function unitTimings(report: VitestReport) {
  const relative = (file: string) => path.relative(process.cwd(), file);
  const files: Timed[] = report.testResults.map((f) => ({ name: relative(f.name), ms: f.endTime - f.startTime }));
  const tests: Timed[] = report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({ name: `${relative(f.name)} › ${t.fullName}`, ms: t.duration ?? 0 })),
  );
  return {
    files,
    tests,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
  };
}

/** The browser run's files (worker time) and tests (each try's time, with its timeout), and its counts. */
export function e2eTimings(report: PlaywrightReport) {
  const tests: (Timed & { file: string })[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results)
          tests.push({
            file: suite.file,
            name: `${suite.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(" › ")}`,
            ms: result.duration,
            timeout: test.timeout,
          });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const byFile = new Map<string, number>();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
  return {
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
    tests,
    overHalf: tests.filter((t) => t.timeout && t.ms > t.timeout / 2),
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
    wall: report.stats.duration,
  };
}

export function printTimings() {
  const unit = readJson<VitestReport>("unit.json");
  const e2e = readJson<PlaywrightReport>("e2e.json");
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (unit) {
    const t = unitTimings(unit);
    const total = t.files.reduce((sum, f) => sum + f.ms, 0);
    console.log(`\nUnit tests: ${t.tests.length} tests in ${t.files.length} files, ${s(total)} of file time`);
    console.log(`Slowest files:\n${top(t.files, 8)}\nSlowest tests:\n${top(t.tests, 8)}`);
    // each test against its own timeout (scripts/unit-timeouts-reporter.ts, issue 57)
    const timeouts = readJson<UnitTimeout[]>("unit-timeouts.json") ?? [];
    const overHalf = timeouts
      .filter((u) => u.ms > u.timeout / 2)
      .map((u) => ({ name: `${u.file} › ${u.name}`, ms: u.ms, timeout: u.timeout }));
    console.log(
      overHalf.length
        ? `Unit tests above half of their timeout (too little margin):\n${top(overHalf, overHalf.length)}`
        : "No unit test above half of its timeout.",
    );
    passed += t.passed;
    failed += t.failed;
    skipped += t.skipped;
  }
  if (e2e) {
    const t = e2eTimings(e2e);
    const total = t.files.reduce((sum, f) => sum + f.ms, 0);
    console.log(
      `\nBrowser tests: ${t.tests.length} runs in ${t.files.length} files, ${s(t.wall)} wall, ${s(total)} of worker time`,
    );
    console.log(`Slowest files (worker time):\n${top(t.files, 10)}\nSlowest tests:\n${top(t.tests, 10)}`);
    console.log(
      t.overHalf.length
        ? `Above half of their timeout (too little margin):\n${top(t.overHalf, t.overHalf.length)}`
        : "No browser test above half of its timeout.",
    );
    passed += t.passed;
    failed += t.failed;
    skipped += t.skipped;
  }
  return { passed, failed, skipped, any: Boolean(unit || e2e) };
}

/** The plain closing line CI reads: "tests: N passed, N failed". */
export const closingLine = ({ passed, failed, skipped }: { passed: number; failed: number; skipped: number }) =>
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

if (import.meta.main) {
  const counts = printTimings();
  if (counts.any) console.log(`\n${closingLine(counts)}`);
}
