/**
 * The fast path for built files (docs/decisions/0016): pre-rendered pages, hashed assets and public files, held in
 * memory with their brotli and gzip forms (compressed at build time), a strong ETag per form, and every header
 * precomputed (type, cache, security). A GET or HEAD for exactly such a path is answered here, with 304 for a
 * matching If-None-Match, before Express and React Router are involved; everything else goes on to Express.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { filesUnder } from "./build-files.ts";
import { COMPRESSIBLE, compress, type Encoding, EXTENSION, MIN_BYTES } from "./precompressed.ts";

type Variant = {
  body: Buffer;
  etag: string;
  /** Every header of a 200 and of a 304 with this body, flat ([name, value, name, value…]) for `writeHead`. */
  ok: string[];
  notModified: string[];
};
export type StaticFile = {
  /** Headers common to every answer for this file (type, cache, security, Vary). */
  headers: Record<string, string>;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

function variant(body: Buffer, encoding: Encoding | null, common: Record<string, string>): Variant {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${encoding ? `-${encoding}` : ""}"`;
  const base = [...Object.entries(common).flat(), "ETag", etag];
  return {
    body,
    etag,
    ok: [...base, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(body.length)],
    notModified: base,
  };
}

/** A file as the fast path serves it: `body` and its compressed forms (kept only when smaller), with `headers`. */
export function staticFile(
  body: Buffer,
  packed: Partial<Record<Encoding, Buffer>>,
  headers: Record<string, string>,
): StaticFile {
  const file: StaticFile = { headers, identity: variant(body, null, headers) };
  for (const encoding of ["br", "gzip"] as Encoding[]) {
    const bytes = packed[encoding];
    if (bytes && bytes.length < body.length) file[encoding] = variant(bytes, encoding, headers);
  }
  return file;
}

export type StaticOptions = {
  /** The client build (build/client). */
  clientDir: string;
  /** Path → index.html of each pre-rendered page (findPrerenderedPages). */
  pages: ReadonlyMap<string, string>;
  /** Cache-Control of pages, of hashed assets and of other public files. */
  cache: { html: string; asset: string; other: string };
  /** The security headers of a page (its script hashes in the CSP), or of any other file (`page` null). */
  securityHeaders: (page: string | null) => Record<string, string>;
};

/** Every built file as the fast path serves it, keyed by URL path. */
export function loadStaticFiles({ clientDir, pages, cache, securityHeaders }: StaticOptions): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const add = (urlPath: string, file: string, cacheControl: string, page: string | null) => {
    const body = readFileSync(file);
    const compressible = COMPRESSIBLE.test(file) && body.length >= MIN_BYTES;
    const headers: Record<string, string> = {
      ...securityHeaders(page),
      "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "Cache-Control": cacheControl,
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    };
    const packed: Partial<Record<Encoding, Buffer>> = {};
    if (compressible)
      for (const encoding of ["br", "gzip"] as Encoding[]) {
        const built = file + EXTENSION[encoding];
        packed[encoding] = existsSync(built) ? readFileSync(built) : compress(body, encoding, true);
      }
    files.set(urlPath, staticFile(body, packed, headers));
  };
  for (const [urlPath, file] of pages) add(urlPath, file, cache.html, urlPath);
  for (const file of filesUnder(clientDir)) {
    if (path.basename(file) === "index.html" || file.endsWith(".br") || file.endsWith(".gz")) continue;
    // a page's `.data` payload (a client-side visit reads it) is cached as its page is (docs/decisions/0038)
    const cacheOf = file.startsWith("assets/") ? cache.asset : file.endsWith(".data") ? cache.html : cache.other;
    add(`/${file}`, path.join(clientDir, file), cacheOf, null);
  }
  return files;
}

/** What an Accept-Encoding header allows (q > 0), by header: clients send a handful of distinct ones. */
const acceptedBy = new Map<string, { br: boolean; gzip: boolean }>();
const ACCEPTED_KEPT = 64; // a flood of made-up headers is parsed each time, not kept

function accepted(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const known = acceptedBy.get(acceptEncoding);
  if (known) return known;
  const names = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) names.add(name.trim());
  }
  const result = { br: names.has("br"), gzip: names.has("gzip") || names.has("*") };
  if (acceptedBy.size < ACCEPTED_KEPT) acceptedBy.set(acceptEncoding, result);
  return result;
}

/** The best encoding the client accepts (q > 0) among those the file has. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding | null {
  if (!acceptEncoding || (!file.br && !file.gzip)) return null;
  const allowed = accepted(acceptEncoding);
  if (file.br && allowed.br) return "br";
  if (file.gzip && allowed.gzip) return "gzip";
  return null;
}

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

/**
 * Answers a GET or HEAD with `file`: its best encoding for the client, or 304 for a matching If-None-Match. Headers
 * set on `res` before stay, unless the file's own replace them.
 */
export function sendStaticFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"], file);
  const chosen = encoding ? file[encoding]! : file.identity;
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch && matches(ifNoneMatch, chosen.etag)) {
    res.writeHead(304, chosen.notModified);
    res.end();
  } else {
    res.writeHead(200, chosen.ok);
    res.end(req.method === "HEAD" ? undefined : chosen.body);
  }
}

/**
 * A request listener: built files from memory, anything else to `next` (Express). `onServed` sees each answer (the
 * request log).
 */
export function staticFastPath(
  files: ReadonlyMap<string, StaticFile>,
  next: RequestListener,
  onServed?: (req: IncomingMessage, status: number, started: bigint) => void,
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return next(req, res);
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const file = files.get(q === -1 ? url : url.slice(0, q));
    if (!file) return next(req, res);
    const started = onServed ? process.hrtime.bigint() : 0n;
    sendStaticFile(req, res, file);
    onServed?.(req, res.statusCode, started);
  };
}
