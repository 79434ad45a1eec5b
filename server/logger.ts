/**
 * Request logging and the last error handler (docs/decisions/0009): one JSON line per request (method, path,
 * status, duration in ms); a stack trace only for a 5xx. A visitor's mistake (4xx) is one line, never a trace.
 */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "../app/utils/logger.server.ts";
import { rawPathOf } from "./request-guard.ts";

/** Logs each request once, when its response has been sent or the client went away. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = rawPathOf(req.originalUrl).slice(0, 2048); // before any rewrite (request-guard.ts)
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (res.statusCode >= 500) logger.error(entry, "request failed");
      else logger.info(entry, "request");
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}

const statusOf = (error: unknown): number => {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  const status = e?.status ?? e?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
};

const MESSAGES = new Map([
  [400, "Bad request."],
  [404, "Not found."],
  [413, "The request is too large."],
]);

/**
 * The last handler: a plain message that never shows a stack trace or a file path. Only a 5xx is logged with its
 * stack; a 4xx (a missing asset, a malformed body) has its request line and nothing more.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500)
      logger.error({ err: error, method: req.method, path: rawPathOf(req.originalUrl) }, "server error");
    if (res.headersSent) return void res.destroy();
    const message =
      MESSAGES.get(status) ??
      (status >= 500 ? "Something went wrong on our side. Please try again." : "The request could not be served.");
    res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
  };
}
