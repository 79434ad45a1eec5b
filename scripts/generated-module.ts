/**
 * The last step of a build-time data generator (scripts/build-map.ts, scripts/build-zips.ts): write the generated
 * module, or with `--check` exit 1 when the committed one is stale.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

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
