/**
 * The backups' timer inside `npm start` on SQLite (README, Backups; docs/decisions/0040): a backup every
 * BACKUP_INTERVAL_HOURS, counted from the latest proved one, and one soon after start (BACKUP_FIRST_DELAY_SECONDS) when
 * there is none or it is older than the interval. Backups never overlap; a failure is logged (and recorded by the backup itself), never thrown;
 * `stop` ends a backup under way and the timer. Server only.
 */
import type { Logger } from "../utils/logger.server.ts";
import type { BackupRecord } from "../storage/backups.server.ts";
import type { BackupOutcome } from "./backup.server.ts";

export type BackupSchedule = {
  /** Takes a backup now (or waits for the one under way). */
  runNow: () => Promise<BackupOutcome | null>;
  /** Resolves with the backup under way once it has ended (null when none is under way). */
  settled: () => Promise<BackupOutcome | null>;
  /** Stops the timer and ends a backup under way; resolves once it has stopped. */
  stop: () => Promise<void>;
};

export function startBackupSchedule({
  intervalMs,
  latestProved,
  backup,
  logger,
  firstDelayMs = 60_000,
  now = () => new Date(),
}: {
  intervalMs: number;
  latestProved: () => Promise<BackupRecord | null>;
  /** One backup (takeBackup with the server's options), ended early by `signal`. */
  backup: (signal: AbortSignal) => Promise<BackupOutcome>;
  logger?: Pick<Logger, "info" | "warn" | "error">;
  /** The least wait after start (the server serves first). */
  firstDelayMs?: number;
  now?: () => Date;
}): BackupSchedule {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<BackupOutcome | null> | null = null;

  const at = (delayMs: number) => {
    if (controller.signal.aborted) return;
    clearTimeout(timer);
    timer = setTimeout(() => void runNow().finally(() => at(intervalMs)), delayMs);
    timer.unref();
  };

  const runNow = () => {
    running ??= backup(controller.signal)
      .then(
        (outcome) => outcome,
        (error: unknown) => {
          if (!controller.signal.aborted)
            logger?.error({ err: error }, "backup failed: tried again at the next interval");
          return null;
        },
      )
      .finally(() => (running = null));
    return running;
  };

  // the first one: from the latest proved backup, at least `firstDelayMs` after start
  void latestProved()
    .then(
      (latest) => (latest ? Date.parse(latest.takenAt) + intervalMs - now().getTime() : 0),
      (error: unknown) => {
        logger?.warn({ err: error }, "could not read the latest backup: one is taken soon");
        return 0;
      },
    )
    .then((due) => at(Math.max(due, firstDelayMs)));

  return {
    runNow,
    settled: async () => running,
    stop: async () => {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
