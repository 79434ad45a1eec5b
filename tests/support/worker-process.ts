/**
 * Separate Node processes for race tests: a worker script (an ES module written into `dir`) that can import the
 * app's server modules from source (extension-less relative imports resolve to `.ts`), run with arguments, its
 * standard output read back as JSON.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Writes the worker `name` into `dir` with `body` after the import hook; returns its path. */
export function writeWorker(dir: string, name: string, body: string): string {
  const hooks = join(dir, "resolve-ts.mjs");
  writeFileSync(
    hooks,
    `export async function resolve(specifier, context, next) {
      try { return await next(specifier, context); }
      catch (error) { if (specifier.startsWith(".")) return next(specifier + ".ts", context); throw error; }
    }`,
  );
  const worker = join(dir, name);
  writeFileSync(
    worker,
    `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n${body}`,
  );
  return worker;
}

/** Runs a worker with `args`; resolves with what it printed, parsed as JSON; rejects with its error output. */
export function runWorker<T>(worker: string, args: readonly string[]): Promise<T> {
  return new Promise<T>((done, fail) => {
    const child = spawn(process.execPath, [worker, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) =>
      code === 0 ? done(JSON.parse(out) as T) : fail(new Error(`${worker} exited ${code}: ${err}`)),
    );
  });
}

/**
 * The booking race's process (tests/support/booking-race.ts), written into `dir`: the app's modules it imports
 * import without extensions, so it runs behind the worker's resolver.
 */
export const bookingRaceWorker = (dir: string) =>
  writeWorker(
    dir,
    "booking-race.mjs",
    `await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, "booking-race.ts")).href)});`,
  );
