/**
 * A server-rendered page that is the same for every visitor of the day: /booking (docs/decisions/0024). The first
 * request of the day renders it through React Router as usual. Its HTML, gathered whole by `rewriteHtml`
 * (server/html-rewrite.ts), is kept without the request's nonce, with the hashes of its inline scripts in its CSP
 * instead, and compressed once (brotli and gzip, on libuv's thread pool). Later requests of the day get those bytes
 * as the static fast path serves a file (server/static-files.ts: ETag, 304, the client's best encoding), with the
 * headers `perRequest` adds (the booking form's cookie). Only the exact path, without a query string, is cached.
 */
import type { RequestHandler, Response } from "express";
import { compressAsync } from "./precompressed.ts";
import { sendStaticFile, type StaticFile, staticFile } from "./static-files.ts";

export type PageCacheOptions = {
  /** Exact paths (no query string) to cache. */
  paths: readonly string[];
  /** What the page depends on besides the request: a new key renders anew (e.g. today's date). */
  keyOf: () => string;
  /** The response's CSP nonce, as React Router wrote it on the page's scripts. */
  nonceOf: (res: Response) => string;
  /** The security headers of a page whose inline scripts are `scriptHashes` (`fixedSecurityHeaders`). */
  securityHeaders: (scriptHashes: readonly string[]) => Record<string, string>;
  /** The hash sources of a page's inline scripts (`inlineScriptHashes`). */
  scriptHashesOf: (html: string) => string[];
  /** Headers of one visitor's copy only (e.g. a cookie). */
  perRequest?: (req: { headers: { cookie?: string } }) => Promise<Record<string, string>>;
  /** A page could not be compressed: it is rendered again next time. */
  onError?: (error: unknown) => void;
};

/** `file` is null while the page is being compressed. */
type Entry = { key: string; file: StaticFile | null };

/** Headers of the first answer that are kept; the rest (length, encoding, date, CSP, cookies) are not the page's. */
const KEPT = new Set(["content-type", "cache-control", "link", "x-robots-tag"]);

export function pageCache({
  paths,
  keyOf,
  nonceOf,
  securityHeaders,
  scriptHashesOf,
  perRequest,
  onError,
}: PageCacheOptions) {
  const cached = new Map<string, Entry>();
  const wanted = new Set(paths);
  const misses = new WeakMap<Response, { path: string; key: string }>();

  /** Answers with the kept page, or lets the request render, marked for `keep`. */
  const serve: RequestHandler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !wanted.has(req.originalUrl)) return next();
    const key = keyOf();
    const hit = cached.get(req.originalUrl);
    if (hit?.key === key && hit.file) {
      const file = hit.file;
      (perRequest?.(req) ?? Promise.resolve<Record<string, string>>({})).then(
        (headers) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.setHeader("X-Page-Cache", "hit");
          sendStaticFile(req, res, file);
        },
        (error: unknown) => next(error),
      );
      return;
    }
    if (hit?.key !== key) misses.set(res, { path: req.originalUrl, key });
    next();
  };

  /** Keeps the whole HTML of a marked response, without its nonce, and compresses it in the background. */
  const keep = (html: string, res: Response) => {
    const miss = misses.get(res);
    if (!miss || res.statusCode !== 200 || cached.get(miss.path)?.key === miss.key) return;
    const nonce = nonceOf(res);
    const page = html.replaceAll(` nonce="${nonce}"`, "");
    if (page === html || page.includes(nonce)) return; // not the page as we know it: rendered every time
    const headers: Record<string, string> = { ...securityHeaders(scriptHashesOf(page)) };
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (KEPT.has(name) && value !== undefined) headers[name] = String(value);
    headers["Vary"] = "Accept-Encoding";
    const entry: Entry = { key: miss.key, file: null };
    cached.set(miss.path, entry);
    const body = Buffer.from(page, "utf8");
    Promise.all([compressAsync(body, "br"), compressAsync(body, "gzip")]).then(
      ([br, gzip]) => {
        entry.file = staticFile(body, { br, gzip }, headers);
      },
      (error: unknown) => {
        if (cached.get(miss.path) === entry) cached.delete(miss.path);
        onError?.(error);
      },
    );
  };

  return { serve, keep };
}
