/**
 * The test runner itself (issue 54, docs/decisions/0048): a failing unit test, a unit test past its timeout, a unit
 * file that fails to load and a failing browser test each make their runner exit non-zero through the project's own
 * configs, and `npm test` (scripts/test.ts) exits non-zero when either lane fails. The fixtures live in
 * tests/runner-fixtures/, which neither suite's patterns reach.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";

const scratch = mkdtempSync(path.join(tmpdir(), "northstar-runner-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The environment of a fresh shell: none of this run's own Vitest variables. */
const freshEnv = (more: Record<string, string>) => {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "TEST") env[key] = value;
  return { ...env, FORCE_COLOR: "0", ...more };
};

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { env: freshEnv(env), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const outFor = (name: string) => {
  const out = path.join(scratch, name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  return out;
};

const vitestOn = (fixture: string) => {
  const out = outFor(fixture);
  return run(
    ["node_modules/vitest/vitest.mjs", "run", "--config", "tests/runner-fixtures/vitest.fixtures.config.ts", fixture],
    { RUNNER_FIXTURE_OUT: out },
  ).then((result) => ({ ...result, out }));
};

// Each case starts a Vitest (and its PostgreSQL) or a Playwright of its own: seconds each, more beside the build lane.
describe.concurrent("the unit runner, through vitest.config.ts and its one PostgreSQL", { timeout: 60_000 }, () => {
  test("a failing assertion exits non-zero, and the run's PostgreSQL is stopped after it", async () => {
    const { code, output, out } = await vitestOn("assertion");
    expect(output).toContain("1 failed");
    expect(code, output).not.toBe(0);
    const url = readFileSync(path.join(out, "postgres-url"), "utf8");
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    await expect(client.connect()).rejects.toThrow();
    await client.end().catch(() => {});
  });

  test("a test past its timeout exits non-zero", async () => {
    const { code, output } = await vitestOn("timeout");
    expect(output).toContain("timed out");
    expect(code, output).not.toBe(0);
  });

  test("a file that fails to load exits non-zero", async () => {
    const { code, output } = await vitestOn("load-error");
    expect(output).toContain("this file fails as it loads");
    expect(code, output).not.toBe(0);
  });

  test("a failing browser test exits Playwright non-zero, through playwright.config.ts", async () => {
    const out = outFor("playwright");
    const { code, output } = await run(
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        "--config",
        "tests/runner-fixtures/playwright.fixtures.config.ts",
      ],
      { RUNNER_FIXTURE_OUT: out },
    );
    expect(output).toContain("1 failed");
    expect(code, output).not.toBe(0);
  });
});

describe("npm test (scripts/test.ts)", { timeout: 30_000 }, () => {
  const step = (name: string, script: string) => ({ name, command: [process.execPath, "-e", script] });
  const passing = (name: string) => step(name, "");
  const failing = (name: string) => step(name, "process.exit(1)");

  async function npmTest(plan: { checks: object[]; unit: object[]; e2e: object[] }, name: string) {
    const dir = outFor(name);
    const planFile = path.join(scratch, `${name}.json`);
    writeFileSync(planFile, JSON.stringify(plan));
    return { ...(await run(["scripts/test.ts"], { NPM_TEST_PLAN: planFile, TEST_TIMINGS_DIR: dir })), dir };
  }
  const marksE2e = (dir: string) =>
    step("e2e", `require("node:fs").writeFileSync(${JSON.stringify(dir)} + "/e2e-ran", "")`);

  test("exits 0 when every step passes, and runs the browser lane", async () => {
    const marker = outFor("all-pass-marker");
    const { code, output } = await npmTest(
      { checks: [passing("typecheck"), passing("build")], unit: [passing("test:unit")], e2e: [marksE2e(marker)] },
      "all-pass",
    );
    expect(code, output).toBe(0);
    expect(existsSync(path.join(marker, "e2e-ran"))).toBe(true);
  });

  test("exits non-zero when a step of the checks' lane fails, and skips the browser lane", async () => {
    const marker = outFor("checks-fail-marker");
    const { code, output } = await npmTest(
      { checks: [passing("typecheck"), failing("build")], unit: [passing("test:unit")], e2e: [marksE2e(marker)] },
      "checks-fail",
    );
    expect(output).toContain("✗ build failed");
    expect(code).not.toBe(0);
    expect(existsSync(path.join(marker, "e2e-ran"))).toBe(false);
  });

  test("exits non-zero when the unit lane fails", async () => {
    const { code, output } = await npmTest(
      { checks: [passing("typecheck")], unit: [failing("test:unit")], e2e: [passing("test:e2e")] },
      "unit-fail",
    );
    expect(output).toContain("✗ test:unit failed");
    expect(code).not.toBe(0);
  });

  test("exits non-zero when the browser lane fails", async () => {
    const { code, output } = await npmTest(
      { checks: [passing("typecheck")], unit: [passing("test:unit")], e2e: [failing("test:e2e")] },
      "e2e-fail",
    );
    expect(output).toContain("✗ test:e2e failed");
    expect(code).not.toBe(0);
  });

  test("exits non-zero when a report counts a failed test, even if its runner exited 0", async () => {
    const name = "report-fail";
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [{ name: "x.test.ts", startTime: 0, endTime: 1, assertionResults: [] }],
    };
    const dir = path.join(scratch, name);
    const writesReport = step(
      "test:unit",
      `const fs = require("node:fs"); fs.mkdirSync(${JSON.stringify(dir)}, { recursive: true });` +
        `fs.writeFileSync(${JSON.stringify(dir)} + "/unit.json", ${JSON.stringify(JSON.stringify(report))})`,
    );
    const { code, output } = await npmTest(
      { checks: [passing("typecheck")], unit: [writesReport], e2e: [passing("test:e2e")] },
      name,
    );
    expect(output).toContain("tests: 1 passed, 1 failed");
    expect(code).not.toBe(0);
  });
});
