/**
 * Post-build: writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every compressible file of the client
 * build, when that makes it smaller (docs/decisions/0016). The server serves them from memory; nginx serves the
 * `.gz` files with `gzip_static on`. Run by `npm run build`, last.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../server/build-files.ts";
import { COMPRESSIBLE, compressAsync, type Encoding, EXTENSION, MIN_BYTES } from "../server/precompressed.ts";

export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const jobs: Promise<void>[] = [];
  for (const file of filesUnder(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const full = path.join(dir, file);
    const body = readFileSync(full);
    if (body.length < MIN_BYTES) continue;
    totals.files++;
    totals.bytes += body.length;
    for (const encoding of ["br", "gzip"] as Encoding[])
      jobs.push(
        compressAsync(body, encoding).then((packed) => {
          if (packed.length >= body.length) return;
          writeFileSync(full + EXTENSION[encoding], packed);
          totals[encoding] += packed.length;
        }),
      );
  }
  await Promise.all(jobs);
  return totals;
}

if (import.meta.main) {
  const dir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const started = Date.now();
  const t = await precompressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${t.files} files (${kb(t.bytes)}): brotli ${kb(t.br)}, gzip ${kb(t.gzip)} (${Date.now() - started} ms).`,
  );
}
