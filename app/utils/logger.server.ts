/**
 * The server's logger (docs/decisions/0009, 0031): pino, one JSON line per event on standard output. server/logger.ts
 * adds the per-request line; app/entry.server.tsx logs unexpected errors (5xx) with their stack.
 *
 * Every line, stack traces and error messages included, is scrubbed as it is written: a customer's page is logged as
 * its route pattern (`/booking/confirmed/:token`), never with its token; e-mail addresses and phone numbers are
 * replaced. Names are never given to the logger.
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from "pino";
import { getEnv } from "./env.server.ts";

export type { Logger };

const SCRUBS: [RegExp, string][] = [
  // the token of a customer's page, in a path or a URL, raw or percent-encoded
  [/(\/booking\/confirmed\/)[^/?#"\s\\]+/g, "$1:token"],
  [/(%2Fbooking%2Fconfirmed%2F)[^%&"\s\\]+/gi, "$1:token"],
  [/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[e-mail]"],
  [/(?<![\d.:])(?:\+?1[-. ]?)?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}(?![\d.:])/g, "[phone]"],
];

/** A log line (or any text) with its secrets and personal details replaced. */
export function scrubLogLine(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  return out;
}

export function createLogger(level: LevelWithSilent = "info", destination?: DestinationStream): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, hooks: { streamWrite: scrubLogLine } },
    destination,
  );
}

let shared: Logger | undefined;
/** The process's logger, at `LOG_LEVEL`. */
export function getLogger(): Logger {
  shared ??= createLogger(getEnv().LOG_LEVEL);
  return shared;
}
