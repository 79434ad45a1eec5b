/**
 * The owner's safety nets inside `npm start` (scripts/start.ts; README, Backups and Health; docs/decisions/0040):
 * on SQLite, a proved backup every BACKUP_INTERVAL_HOURS, the first BACKUP_FIRST_DELAY_SECONDS after start at the
 * least (with DATABASE_URL the backups are PostgreSQL's own, its host's); and the health checks, the first
 * HEALTH_CHECK_FIRST_DELAY_SECONDS after start, then every HEALTH_CHECK_INTERVAL_SECONDS, a line that turns red
 * e-mailing the owners. Server only.
 */
import type { BackupSchedule } from "../backup/schedule.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import type { Env } from "../utils/env.server.ts";
import type { Logger } from "../utils/logger.server.ts";
import { type HealthChecks, startHealthChecks } from "./health.server.ts";

export type Operations = {
  /** Null with DATABASE_URL. */
  backups: BackupSchedule | null;
  health: HealthChecks;
  /** Stops both; a backup under way ends (its scratch files removed, nothing recorded). */
  stop: () => Promise<void>;
};

export async function startOperations({
  env,
  storage,
  logger,
}: {
  env: Env;
  storage: Storage;
  logger: Pick<Logger, "info" | "warn" | "error">;
}): Promise<Operations> {
  let backups: BackupSchedule | null = null;
  let closeBucket = () => {};
  if (storage.kind === "sqlite") {
    // imported only on SQLite: SQLite's backup API is the only moment it touches the database
    const { backupOptionsFromEnv, takeBackup } = await import("../backup/backup.server.ts");
    const { startBackupSchedule } = await import("../backup/schedule.server.ts");
    const store = storage.backups;
    const options = { ...backupOptionsFromEnv(env, store), logger };
    backups = startBackupSchedule({
      intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000,
      firstDelayMs: env.BACKUP_FIRST_DELAY_SECONDS * 1_000,
      latestProved: () => store.latestProved(),
      backup: (signal) => takeBackup({ ...options, signal }),
      logger,
    });
    closeBucket = () => options.bucket?.close();
  }
  const health = startHealthChecks({
    firstDelayMs: env.HEALTH_CHECK_FIRST_DELAY_SECONDS * 1_000,
    everyMs: env.HEALTH_CHECK_INTERVAL_SECONDS * 1_000,
    storage,
    env,
  });
  return {
    backups,
    health,
    stop: async () => {
      health.stop();
      await backups?.stop();
      closeBucket();
    },
  };
}
