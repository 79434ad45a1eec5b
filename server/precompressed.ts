/**
 * Which built files are compressed ahead of time, and how (docs/decisions/0016). Shared by the build step that
 * writes `file.br` and `file.gz` beside each file (scripts/precompress.ts, also read by nginx's `gzip_static`) and by
 * the server's in-memory static files, which compress at start whatever the build did not.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats worth compressing; images (PNG) and fonts (WOFF2) are compressed already. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|data|ics|map)$/;
/** Smaller files gain less than a header costs. */
export const MIN_BYTES = 256;

export type Encoding = "br" | "gzip";
export const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Best compression (build time: slow is fine), or `fast` for a start-up fallback. */
export function compress(body: Buffer, encoding: Encoding, fast = false): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: fast ? 6 : 9 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
