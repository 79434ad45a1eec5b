/**
 * `npm test` (README, Tests): every check, on both cores of the machine (issue 45).
 *
 *   lane 1: typecheck → lint → build → the W3C check of the built pages → a production install of the build renders
 *           its pages again (check:deps)                                    lane 2: the unit tests (Vitest)
 *   then:   the browser tests (Playwright), on the build lane 1 made
 *   last:   the timings (slowest files and tests, each against its timeout) and one closing line
 *
 * Lane 1's output is kept, and printed if a step fails, so the unit tests' report stays readable. A failing step stops
 * the run after its lane; the browser tests run only on a green typecheck, lint, build and unit run.
 * `npm test -- --no-e2e` stops after the two lanes. The run exits non-zero when a step fails or when a report counts a
 * failed test, whatever a step's own exit status said (issue 54, docs/decisions/0048).
 *
 * `NPM_TEST_PLAN` (a JSON file of `{ checks, unit, e2e }`, each a list of `{ name, command }`) replaces the steps, for
 * the test of this runner itself (scripts/test-runner.test.ts); with it, `TEST_TIMINGS_DIR` keeps its reports apart.
 */
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { readFileSync, rmSync } from "node:fs";
import { closingLine, printTimings, TIMINGS_DIR } from "./test-timings.ts";

type Step = { name: string; command: string[]; env?: Record<string, string> };

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const spent: string[] = [];

/** Runs one step; its output is printed as it comes (`live`) or kept and returned. */
function run(step: Step, live: boolean): Promise<{ ok: boolean; output: string }> {
  const at = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...step.env, ...(live ? {} : { FORCE_COLOR: "0" }) },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      spent.push(`${step.name} ${seconds(at)}`);
      resolve({ ok: code === 0, output });
    });
  });
}

async function lane(steps: Step[], live: boolean): Promise<boolean> {
  for (const step of steps) {
    const { ok, output } = await run(step, live);
    // a kept step's output is shown when it failed (the build's list of files is long and says nothing then)
    if (!live && !ok) console.log(`\n── ${step.name} ──\n${output.trimEnd()}`);
    if (!ok) {
      console.error(`\n✗ ${step.name} failed`);
      return false;
    }
  }
  return true;
}

const npm = (script: string, ...args: string[]): Step => ({
  name: script,
  command: ["npm", "run", "--silent", script, ...(args.length ? ["--", ...args] : [])],
});

type Plan = { checks: Step[]; unit: Step[]; e2e: Step[] };

const plan: Plan = process.env.NPM_TEST_PLAN
  ? (JSON.parse(readFileSync(process.env.NPM_TEST_PLAN, "utf8")) as Plan)
  : {
      // check:deps: the server's packages are all in dependencies (a production install renders the pages again)
      checks: [npm("typecheck"), npm("lint"), npm("build"), npm("check:html"), npm("check:deps")],
      unit: [npm("test:unit")],
      // the build is fresh: the browser tests' server starts on it without building again (playwright.config.ts)
      e2e: [{ ...npm("test:e2e"), env: { E2E_BUILT: "1" } }],
    };

rmSync(TIMINGS_DIR, { recursive: true, force: true }); // no figures of an earlier run

const [checks, unit] = await Promise.all([lane(plan.checks, false), lane(plan.unit, true)]);

let e2e = checks && unit;
if (e2e && !process.argv.includes("--no-e2e")) e2e = await lane(plan.e2e, true);

const counts = printTimings();
console.log(`\nnpm test: ${seconds(started)} in all (${spent.join(", ")})`);
if (counts.any) console.log(closingLine(counts));
// a report's failed test fails the run even if its runner exited 0 (the fault of issue 54)
if (counts.failed > 0) console.error(`\n✗ ${counts.failed} failed ${counts.failed === 1 ? "test" : "tests"}`);
process.exit(checks && unit && e2e && counts.failed === 0 ? 0 : 1);
