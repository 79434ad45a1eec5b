/**
 * Server-rendered HTML rewritten before it is sent (docs/decisions/0016): the response of React Router is gathered
 * whole, passed through `transform` with its response (the rewrites of app/lib/html.ts; the page cache keeps it),
 * and sent in one piece. Other responses (JSON, files, redirects) pass through untouched.
 */
import type { RequestHandler, Response } from "express";

export function rewriteHtml(
  transform: (html: string, res: Response) => string,
  onError: (error: unknown, path: string) => void = () => {},
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => unknown;
    const chunks: Buffer[] = [];
    const isHtml = () => String(res.getHeader("content-type") ?? "").startsWith("text/html");
    // React Router writes Uint8Arrays; others may write strings
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!isHtml()) return write(chunk, ...rest);
      chunks.push(toBuffer(chunk, rest[0]));
      if (typeof rest.at(-1) === "function") (rest.at(-1) as () => void)();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!isHtml()) return end(chunk, ...rest);
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, rest[0]));
      const callback = [chunk, ...rest].find((a) => typeof a === "function") as (() => void) | undefined;
      const html = Buffer.concat(chunks).toString("utf8");
      let body: Buffer;
      try {
        body = Buffer.from(transform(html, res), "utf8");
      } catch (error) {
        onError(error, req.path); // the page as rendered is still a good page
        body = Buffer.from(html, "utf8");
      }
      if (!res.headersSent) {
        res.removeHeader("Content-Length");
        res.setHeader("Content-Length", body.length);
      }
      return end(body, callback);
    }) as typeof res.end;
    next();
  };
}
