/**
 * The server's logger (docs/decisions/0009, 0031): pino, one JSON line per event on standard output. server/logger.ts
 * adds the per-request line; app/entry.server.tsx logs unexpected errors (5xx) with their stack.
 *
 * Every line, stack traces and error messages included, is scrubbed as it is written: a customer's page is logged as
 * its route pattern (`/booking/confirmed/:token`), never with its token; e-mail addresses and phone numbers are
 * replaced. Names are never given to the logger, and a database's error is logged by its code, constraint and table,
 * never with its `detail` (the row it refused). Every error of the server goes through this logger (issue 35).
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from "pino";
import { TOKEN_PATHS } from "../token-paths.ts";
import { getEnv } from "./env.server.ts";

export type { Logger };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const SCRUBS: [RegExp, string][] = [
  // the token of every path that carries one (a customer's page, a calendar feed, an enrolment link, an invitation:
  // app/token-paths.ts), in a path or a URL, raw or percent-encoded (a sign-in's `next`)
  ...TOKEN_PATHS.flatMap((path): [RegExp, string][] => [
    [new RegExp(`(${escaped(path)})[^/?#"\\s\\\\]+`, "g"), "$1:token"],
    [new RegExp(`(${escaped(encodeURIComponent(path))})[^%&"\\s\\\\]+`, "gi"), "$1:token"],
  ]),
  [/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[e-mail]"],
  [/(?<![\d.:])(?:\+?1[-. ]?)?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4}(?![\d.:])/g, "[phone]"],
];

/** A log line (or any text) with its secrets and personal details replaced. */
export function scrubLogLine(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  return out;
}

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError | string;
};

/**
 * A database's error as it is logged: its code, constraint, table and column, never its `detail` (PostgreSQL's
 * "Failing row contains (…)" holds the row: a name, an address). In its message, a quoted value that is not one of
 * those names is left out too ("invalid input syntax for type integer: "…"").
 */
const isDatabaseError = (e: Record<string, unknown>) =>
  // pg's DatabaseError (a five-character SQLSTATE and a severity), or node:sqlite's
  (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e) || e.code === "ERR_SQLITE_ERROR";

/** What the log keeps of an error (pino's `err`): its type, message and stack, and its code; a cause the same way. */
export function errorForLog(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return String(error);
  const e = error as unknown as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const out: LoggedError = { type: error.name, message: error.message, stack: error.stack };
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (isDatabaseError(e)) {
    const names = new Set([text(e.constraint), text(e.table), text(e.column), text(e.schema)].filter(Boolean));
    const quiet = (line: string) =>
      line.replace(/"([^"]*)"/g, (quoted, name: string) => (names.has(name) ? quoted : '"…"'));
    out.message = quiet(error.message);
    // the stack's first line is the message again
    out.stack = error.stack
      ?.split("\n")
      .map((line, i) => (i === 0 ? `${error.name}: ${out.message}` : line))
      .join("\n");
    out.constraint = text(e.constraint);
    out.table = text(e.table);
    out.column = text(e.column);
  }
  if (error.cause !== undefined && depth < 3) out.cause = errorForLog(error.cause, depth + 1);
  return out;
}

export function createLogger(level: LevelWithSilent = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: (error: unknown) => errorForLog(error) },
      hooks: { streamWrite: scrubLogLine },
    },
    destination,
  );
}

let shared: Logger | undefined;
/** The process's logger, at `LOG_LEVEL`. */
export function getLogger(): Logger {
  shared ??= createLogger(getEnv().LOG_LEVEL);
  return shared;
}
