/**
 * Which built files are compressed ahead of time, and how (docs/decisions/0016). Shared by the build step that
 * writes `file.br` and `file.gz` beside each file (scripts/precompress.ts, also read by nginx's `gzip_static`) and by
 * the server's in-memory static files, which compress at start whatever the build did not.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

/** Text formats worth compressing; images (PNG) and fonts (WOFF2) are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|ics|map)$/;
/** Smaller files gain less than a header costs. */
export const MIN_BYTES = 256;

export type Encoding = "br" | "gzip";
export const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const options = (body: Buffer, encoding: Encoding, fast: boolean) =>
  encoding === "gzip"
    ? { level: fast ? 6 : 9 }
    : {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      };

/** Best compression (build time: slow is fine), or `fast` for a start-up fallback. */
export function compress(body: Buffer, encoding: Encoding, fast = false): Buffer {
  return encoding === "gzip"
    ? gzipSync(body, options(body, encoding, fast))
    : brotliCompressSync(body, options(body, encoding, fast));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** `compress` on libuv's thread pool: many files at once use every core. */
export function compressAsync(body: Buffer, encoding: Encoding, fast = false): Promise<Buffer> {
  return encoding === "gzip"
    ? gzipAsync(body, options(body, encoding, fast))
    : brotliAsync(body, options(body, encoding, fast));
}
