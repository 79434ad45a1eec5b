/**
 * The server's logger (docs/decisions/0009): pino, one JSON line per event on standard output. server/logger.ts
 * adds the per-request line; app/entry.server.tsx logs unexpected errors (5xx) with their stack.
 */
import { pino, type DestinationStream, type LevelWithSilent, type Logger } from "pino";
import { getEnv } from "./env.server.ts";

export type { Logger };

export function createLogger(level: LevelWithSilent = "info", destination?: DestinationStream): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

let shared: Logger | undefined;
/** The process's logger, at `LOG_LEVEL`. */
export function getLogger(): Logger {
  shared ??= createLogger(getEnv().LOG_LEVEL);
  return shared;
}
