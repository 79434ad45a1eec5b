/**
 * A server-rendered page whose HTML is the same for every visitor of the day but for two values: the CSP nonce and
 * a fresh token (the booking form's idempotency key). The first request of the day renders it through React Router
 * as usual; its HTML is kept with those two values marked, and later requests get a copy with their own values,
 * without rendering (docs/decisions/0016). Only the exact path, without a query string, is cached.
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
  /** Rewrites the kept HTML once (e.g. inlines the stylesheet), before it is copied for later requests. */
  transform?: (html: string) => string;
};

type Entry = { key: string; status: number; headers: [string, string][]; parts: string[][] };

/** Headers of the first answer that are replayed; the rest (length, encoding, date, CSP) are the new response's. */
const REPLAYED = new Set(["content-type", "cache-control", "link", "x-robots-tag"]);

export function pageCache({ paths, keyOf, tokenIn, nonceOf, transform = (h) => h }: PageCacheOptions): RequestHandler {
  const cached = new Map<string, Entry>();
  const wanted = new Set(paths);
  return (req, res, next) => {
    if (req.method !== "GET" || !wanted.has(req.originalUrl)) return next();
    const key = keyOf();
    const hit = cached.get(req.originalUrl);
    const nonce = nonceOf(res);
    if (hit?.key === key) {
      const token = randomUUID();
      res.status(hit.status);
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", "hit");
      res.send(hit.parts.map((part) => part.join(token)).join(nonce));
      return;
    }
    // A miss: render as usual and keep what was sent (the chunks before any compression).
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      // React Router writes Uint8Arrays; others may write strings
      chunks.push(
        chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.once("finish", () => {
      const type = String(res.getHeader("content-type") ?? "");
      if (res.statusCode !== 200 || !type.startsWith("text/html")) return;
      const html = transform(Buffer.concat(chunks).toString("utf8"));
      const token = tokenIn(html);
      if (!token || !html.includes(nonce)) return;
      cached.set(req.originalUrl, {
        key,
        status: res.statusCode,
        headers: Object.entries(res.getHeaders())
          .filter(([name]) => REPLAYED.has(name))
          .map(([name, value]) => [name, String(value)]),
        parts: html.split(nonce).map((part) => part.split(token)),
      });
    });
    next();
  };
}
