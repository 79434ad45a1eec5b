/**
 * The record of backups (issue 40, docs/decisions/0040; README, Backups): one row per backup taken, with whether it
 * was proved by reading it back (integrity check, the row counts of every table, the photos' files), where it was
 * uploaded and when its archive was deleted by the retention. SQLite's backups only: with `DATABASE_URL` the backups
 * are PostgreSQL's own (the host's) and this table stays empty. Server only.
 */
import type { Db } from "./db.server.ts";

export type BackupRecord = {
  id: number;
  /** When the snapshot was taken (ISO). */
  takenAt: string;
  /** The archive's file name in BACKUP_DIR (`backup-2026-11-26T18-00-00Z.tar.gz`). */
  file: string;
  bytes: number;
  /** Rows of each table in the snapshot. */
  counts: Record<string, number>;
  /** Photo files in the archive. */
  photos: number;
  proved: boolean;
  /** Why it was not proved, or why its upload failed, in plain words. */
  error: string | null;
  /** `s3://bucket/backups/<file>` once uploaded. */
  uploadedTo: string | null;
  /** When the retention deleted its archive (ISO). */
  deletedAt: string | null;
};

export type NewBackupRecord = Omit<BackupRecord, "id" | "uploadedTo" | "deletedAt">;

type Row = {
  id: number | string;
  taken_at: string;
  file: string;
  bytes: number | string;
  counts: string;
  photos: number | string;
  proved: number | string;
  error: string | null;
  uploaded_to: string | null;
  deleted_at: string | null;
};

const COLUMNS = "id, taken_at, file, bytes, counts, photos, proved, error, uploaded_to, deleted_at";

const fromRow = (row: Row): BackupRecord => ({
  id: Number(row.id),
  takenAt: row.taken_at,
  file: row.file,
  bytes: Number(row.bytes),
  counts: JSON.parse(row.counts) as Record<string, number>,
  photos: Number(row.photos),
  proved: Number(row.proved) === 1,
  error: row.error,
  uploadedTo: row.uploaded_to,
  deletedAt: row.deleted_at,
});

export class BackupStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Records a backup taken (proved or not); its id. */
  async record(backup: NewBackupRecord): Promise<number> {
    const row = await this.db.get<{ id: number | string }>(
      `INSERT INTO backups (taken_at, file, bytes, counts, photos, proved, error)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        backup.takenAt,
        backup.file,
        backup.bytes,
        JSON.stringify(backup.counts),
        backup.photos,
        backup.proved ? 1 : 0,
        backup.error,
      ],
    );
    return Number(row!.id);
  }

  /** The upload's outcome: where it went, or (a failed upload) why not, the backup still counting. */
  async recordUpload(id: number, upload: { uploadedTo: string } | { error: string }): Promise<void> {
    if ("uploadedTo" in upload)
      await this.db.run("UPDATE backups SET uploaded_to = ? WHERE id = ?", [upload.uploadedTo, id]);
    else await this.db.run("UPDATE backups SET error = ? WHERE id = ?", [upload.error, id]);
  }

  /** The newest backup, proved or not. */
  async latest(): Promise<BackupRecord | null> {
    const row = await this.db.get<Row>(`SELECT ${COLUMNS} FROM backups ORDER BY taken_at DESC, id DESC LIMIT 1`);
    return row ? fromRow(row) : null;
  }

  /** The newest proved backup whose archive is still kept. */
  async latestProved(): Promise<BackupRecord | null> {
    const row = await this.db.get<Row>(
      `SELECT ${COLUMNS} FROM backups WHERE proved = 1 AND deleted_at IS NULL ORDER BY taken_at DESC, id DESC LIMIT 1`,
    );
    return row ? fromRow(row) : null;
  }

  /** The newest `limit` backups, newest first. */
  async list(limit = 50): Promise<BackupRecord[]> {
    const rows = await this.db.all<Row>(`SELECT ${COLUMNS} FROM backups ORDER BY taken_at DESC, id DESC LIMIT ?`, [
      limit,
    ]);
    return rows.map(fromRow);
  }

  /** The backups whose archive `file` is not recorded as deleted (for the retention). */
  async keptByFile(file: string): Promise<BackupRecord[]> {
    const rows = await this.db.all<Row>(`SELECT ${COLUMNS} FROM backups WHERE file = ? AND deleted_at IS NULL`, [file]);
    return rows.map(fromRow);
  }

  /** Records that the backup's archive was deleted (by the retention, or at once when it was not proved). */
  async markDeleted(id: number, at: Date): Promise<void> {
    await this.db.run("UPDATE backups SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL", [at.toISOString(), id]);
  }
}
