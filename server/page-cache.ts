/**
 * Server-rendered pages that a route declares the same for every visitor for a while (docs/decisions/0024; the
 * declaration: app/lib/kept-page.ts). The first request renders the page through React Router as usual; `keep`
 * sees its whole HTML (gathered by `rewriteHtml`, server/html-response.ts) and, when the response carries
 * `X-Keep-Until`, keeps it without the request's nonce, with the hashes of its inline scripts in its CSP instead,
 * compressed once (brotli and gzip, on libuv's thread pool). Until that instant, `serve` answers the same path (GET
 * or HEAD, no query string) with those bytes as the static fast path serves a file (server/static-files.ts: ETag,
 * 304, the client's best encoding), plus a fresh visitor cookie when the route declared one and the visitor has
 * none. The declaration headers are never sent on. The cache knows nothing of the pages it keeps.
 */
import type { RequestHandler, Response } from "express";
import { inlineScriptHashes, withoutNonce } from "../app/lib/html.ts";
import {
  KEEP_UNTIL,
  KEEP_VISITOR_COOKIE,
  newVisitorSecret,
  visitorCookie,
  visitorSecretOf,
} from "../app/lib/kept-page.ts";
import { compressAsync } from "./precompressed.ts";
import { sendStaticFile, type StaticFile, staticFile } from "./static-files.ts";

export type PageCacheOptions = {
  /** The response's CSP nonce, as React Router wrote it on the page's scripts. */
  nonceOf: (res: Response) => string;
  /** The security headers of a page whose inline scripts are `scriptHashes` (`fixedSecurityHeaders`). */
  securityHeaders: (scriptHashes: readonly string[]) => Record<string, string>;
  /** A page could not be compressed: it is rendered again next time. */
  onError?: (error: unknown) => void;
  /** The clock (tests). */
  now?: () => number;
};

/** `file` is null while the page is being compressed. */
type Entry = { until: number; file: StaticFile | null; cookie: string | null };

/** Headers of the first answer that are kept; the rest (length, encoding, date, CSP, cookies) are not the page's. */
const KEPT = new Set(["content-type", "cache-control", "link", "x-robots-tag"]);

export function pageCache({ nonceOf, securityHeaders, onError, now = Date.now }: PageCacheOptions) {
  const cached = new Map<string, Entry>();
  /** Responses that may be kept: a GET of a path without a query string that nothing kept answers now. */
  const candidates = new WeakMap<Response, string>();

  /**
   * Answers with the kept page, or lets the request render, marked as a candidate for `keep`. Whatever is rendered,
   * the declaration headers are dropped before the response's head is written.
   */
  const serve: RequestHandler = (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      this.removeHeader(KEEP_UNTIL);
      this.removeHeader(KEEP_VISITOR_COOKIE);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    if ((req.method !== "GET" && req.method !== "HEAD") || req.originalUrl.includes("?")) return next();
    const hit = cached.get(req.originalUrl);
    if (hit?.file && now() < hit.until) {
      if (hit.cookie && !visitorSecretOf(req.headers.cookie, hit.cookie.split(";")[0]!.trim()))
        res.setHeader("Set-Cookie", visitorCookie(hit.cookie, newVisitorSecret()));
      res.setHeader("X-Page-Cache", "hit");
      sendStaticFile(req, res, hit.file);
      return;
    }
    if (!hit || now() >= hit.until) candidates.set(res, req.originalUrl);
    next();
  };

  /**
   * Keeps the page of a server-rendered HTML response when it is a candidate whose route declared it: its whole HTML,
   * without its nonce, compressed in the background.
   */
  const keep = (html: string, res: Response) => {
    const until = Date.parse(String(res.getHeader(KEEP_UNTIL) ?? ""));
    const cookie = res.getHeader(KEEP_VISITOR_COOKIE);
    const path = candidates.get(res);
    if (path === undefined || res.statusCode !== 200 || !(until > now())) return;
    const page = withoutNonce(html, nonceOf(res));
    if (page === null) return; // not the page as we know it: rendered every time
    const headers: Record<string, string> = { ...securityHeaders(inlineScriptHashes(page)) };
    for (const [name, value] of Object.entries(res.getHeaders()))
      if (KEPT.has(name) && value !== undefined) headers[name] = String(value);
    headers["Vary"] = "Accept-Encoding";
    const entry: Entry = { until, file: null, cookie: typeof cookie === "string" ? cookie : null };
    cached.set(path, entry);
    const body = Buffer.from(page, "utf8");
    Promise.all([compressAsync(body, "br"), compressAsync(body, "gzip")]).then(
      ([br, gzip]) => {
        entry.file = staticFile(body, { br, gzip }, headers);
      },
      (error: unknown) => {
        if (cached.get(path) === entry) cached.delete(path);
        onError?.(error);
      },
    );
  };

  /** Forgets every kept page (what they show changed: the owner's catalog, docs/decisions/0038). */
  const clear = () => cached.clear();
  return { serve, keep, clear };
}
