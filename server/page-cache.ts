/**
 * A server-rendered page whose HTML is the same for every visitor of the day but for two values: the CSP nonce and
 * a fresh token (the booking form's idempotency key). The first request of the day renders it through React Router
 * as usual; its HTML, gathered whole by `rewriteHtml` (server/html-rewrite.ts), is kept with those two values marked,
 * and later requests get a copy with their own values, without rendering (docs/decisions/0016). Only the exact path,
 * without a query string, is cached.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";

export type PageCacheOptions = {
  /** Exact paths (no query string) to cache. */
  paths: readonly string[];
  /** What the page depends on besides the request: a new key renders anew (e.g. today's date). */
  keyOf: () => string;
  /** Finds, in a rendered page, the per-request token to replace (e.g. the idempotency key's value). */
  tokenIn: (html: string) => string | null;
  /** The response's CSP nonce. */
  nonceOf: (res: Response) => string;
};

type Entry = { key: string; status: number; headers: [string, string][]; parts: string[][] };
type Miss = { path: string; key: string };

/** Headers of the first answer that are replayed; the rest (length, encoding, date, CSP) are the new response's. */
const REPLAYED = new Set(["content-type", "cache-control", "link", "x-robots-tag"]);

export function pageCache({ paths, keyOf, tokenIn, nonceOf }: PageCacheOptions) {
  const cached = new Map<string, Entry>();
  const wanted = new Set(paths);
  const misses = new WeakMap<Response, Miss>();

  /** Answers with a copy of a kept page, or lets the request render, marked for `keep`. */
  const serve: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || !wanted.has(req.originalUrl)) return next();
    const key = keyOf();
    const hit = cached.get(req.originalUrl);
    if (hit?.key === key) {
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      const token = randomUUID(); // one per copy: the form and the page's data carry the same key
      res.send(hit.parts.map((part) => part.join(token)).join(nonceOf(res)));
      return;
    }
    misses.set(res, { path: req.originalUrl, key });
    next();
  };

  /** Keeps the whole HTML of a marked response (a copy served by `serve` is not marked). */
  const keep = (html: string, res: Response) => {
    const miss = misses.get(res);
    if (!miss || res.statusCode !== 200) return;
    const nonce = nonceOf(res);
    const token = tokenIn(html);
    if (!token || !html.includes(nonce)) return;
    cached.set(miss.path, {
      key: miss.key,
      status: res.statusCode,
      headers: Object.entries(res.getHeaders())
        .filter(([name]) => REPLAYED.has(name))
        .map(([name, value]) => [name, String(value)]),
      parts: html.split(nonce).map((part) => part.split(token)),
    });
  };

  return { serve, keep };
}
