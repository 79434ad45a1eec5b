/**
 * What the metrics read of the `backups` table through the OperationsStore (README "Metrics"), on SQLite and
 * PostgreSQL: the last proved backup (a later unproved one does not replace it) and the counts, all time.
 */
import { describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import type { Storage } from "./storage.server";

const { backends } = bothDatabases("operations-backups");

const backup = (storage: Storage, takenAt: string, proved: boolean, bytes = 1000, deletedAt: string | null = null) =>
  storage.db.run(
    "INSERT INTO backups (taken_at, file, bytes, counts, proved, error, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    [takenAt, `backup-${takenAt}.tar.gz`, bytes, "{}", proved ? 1 : 0, proved ? null : "restore failed", deletedAt],
  );

describe.each(Object.entries(backends))("backups as the metrics read them, on %s", (_name, open) => {
  it("none: no last proved backup, counts of 0", async () => {
    const storage = await open();
    expect(await storage.operations.lastProvedBackup()).toBeNull();
    expect(await storage.operations.backupCounts()).toEqual({ proved: 0, failed: 0 });
  });

  it("the latest proved one, whatever failed after it; every row counted, pruned files included", async () => {
    const storage = await open();
    await backup(storage, "2026-11-25T06:00:00.000Z", true, 500, "2026-11-26T06:00:00.000Z");
    await backup(storage, "2026-11-26T00:00:00.000Z", true, 2_345_678);
    await backup(storage, "2026-11-26T06:00:00.000Z", false, 10);
    expect(await storage.operations.lastProvedBackup()).toEqual({
      takenAt: "2026-11-26T00:00:00.000Z",
      bytes: 2_345_678,
    });
    expect(await storage.operations.backupCounts()).toEqual({ proved: 2, failed: 1 });
  });
});
