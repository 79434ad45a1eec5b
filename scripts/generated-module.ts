/**
 * What the build-time data generators (scripts/build-map.ts, scripts/build-zips.ts) share: reading our cities,
 * formatting the generated module like the committed one, and writing it (or with `--check` exiting 1 when the
 * committed one is stale).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const CITIES_MODULE = fileURLToPath(new URL("../app/content/cities.ts", import.meta.url));

/** The cities of app/content/cities.ts, which uses extension-less imports: Vite's module runner resolves them. */
export async function loadCities<City>(): Promise<City[]> {
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport<{ cities: City[] }>(CITIES_MODULE, { configFile: false, logLevel: "error" });
  return module.cities;
}

/** `source` formatted with the project's prettier settings for `output` (as it is, if prettier is not there). */
export async function formatGenerated(source: string, output: string): Promise<string> {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(output)) ?? {};
    return await prettier.format(source, { ...options, filepath: output });
  } catch {
    return source;
  }
}

export async function writeOrCheck(output: string, source: string, what: string, script: string): Promise<void> {
  const current = await readFile(output, "utf8").catch(() => "");
  if (process.argv.includes("--check")) {
    if (current !== source) {
      console.error(`${output} is stale: run node ${script}`);
      process.exit(1);
    }
    console.log(`${what} is up to date`);
    return;
  }
  await mkdir(dirname(output), { recursive: true });
  if (current !== source) await writeFile(output, source);
  console.log(`wrote ${output} (${Buffer.byteLength(source)} bytes)`);
}
