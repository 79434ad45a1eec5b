/**
 * Backups of a SQLite install that prove themselves (issue 40; README, Backups; docs/decisions/0040). `takeBackup`:
 *
 * 1. a snapshot of the database with SQLite's backup API, all its pages in one step, through a connection of its own
 *    (the only moment the database is touched: a read that blocks no writer), into a scratch folder in BACKUP_DIR;
 * 2. the rows of every table counted in that copy, then ONE archive, `backup-<time>.tar.gz` (0600, in a 0700 folder),
 *    of the copy, a manifest and the photos' folder (when photos are on disk), written under a temporary name and
 *    renamed into place;
 * 3. the proof: the archive read back whole, its database's integrity check `ok`, the rows of every table as counted,
 *    every photo file there; recorded in the `backups` table either way (an archive that fails is deleted at once);
 * 4. a proved archive uploaded to the bucket when the `S3_*` settings are there (a failed upload is recorded, the
 *    backup still counts), then the retention: the BACKUP_KEEP newest archives kept, on disk and in the bucket.
 *
 * With DATABASE_URL there is none of this: PostgreSQL's backups are its host's (pg_dump). Server only.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, symlink, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Env } from "../utils/env.server.ts";
import type { Logger } from "../utils/logger.server.ts";
import type { BackupRecord, BackupStore } from "../storage/backups.server.ts";
import { type PhotoEnv, s3SettingsFromEnv } from "../photos/store.server.ts";
import {
  checkContents,
  DATABASE_ENTRY,
  type Manifest,
  MANIFEST_ENTRY,
  photoFiles,
  PHOTOS_ENTRY,
  readArchive,
  readDatabase,
  snapshotDatabase,
  unreadable,
  writeArchive,
} from "./archive.server.ts";
import { syncFolder } from "../utils/files.server.ts";
import { ARCHIVE_NAME, type BackupBucket, backupBucket } from "./bucket.server.ts";

export type BackupOptions = {
  /** The live database (DATABASE_PATH). */
  databasePath: string;
  /** Where archives are kept (BACKUP_DIR). */
  backupDir: string;
  /** The photos' folder when photos are kept on disk (PHOTOS_DIR without a bucket); null: no photos in the archive. */
  photosDir: string | null;
  /** How many archives are kept (BACKUP_KEEP). */
  keep: number;
  store: BackupStore;
  /** The bucket archives are copied to, when the S3 settings are there. */
  bucket?: BackupBucket | null;
  now?: () => Date;
  logger?: Pick<Logger, "info" | "warn" | "error">;
  /** Ends a backup early (the server stopping): nothing is recorded, its scratch files are removed. */
  signal?: AbortSignal;
  /** Called with the archive's path once it is in place, before its proof (the tests damage it there). */
  afterArchive?: (path: string) => void | Promise<void>;
};

/** A backup taken: its row in `backups` (`id`; `error` says only why it was not proved), and more. */
export type BackupOutcome = Omit<BackupRecord, "deletedAt"> & {
  /** The archive's path (deleted at once when not proved). */
  path: string;
  uploadError: string | null;
  /** Archives the retention deleted, on disk and in the bucket. */
  deleted: { local: string[]; bucket: string[] };
  /** How long each step took. */
  ms: { snapshot: number; archive: number; proof: number; total: number };
};

/** `backup-2026-11-26T18-00-00Z.tar.gz`: the archive of a backup taken at `at` (names sort as their times). */
export const archiveName = (at: Date, suffix = "") =>
  `backup-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z${suffix}.tar.gz`;

/** Leftovers of a backup that was stopped (a crash, a kill): scratch folders and temporary archives, after a day. */
const STALE_MS = 24 * 60 * 60_000;
const SCRATCH = /^\.(work-|backup-).*/;

async function removeStale(backupDir: string, now: Date) {
  for (const name of await readdir(backupDir)) {
    if (!SCRATCH.test(name)) continue;
    const path = join(backupDir, name);
    const stats = await stat(path).catch(() => null);
    if (stats && now.getTime() - stats.mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}

/** A free archive name for `at` (two backups in one second get `-2`, `-3`…). */
async function freeName(backupDir: string, at: Date): Promise<string> {
  for (let n = 1; ; n++) {
    const name = archiveName(at, n === 1 ? "" : `-${n}`);
    if (!(await stat(join(backupDir, name)).catch(() => null))) return name;
  }
}

const since = (start: number) => Math.round(performance.now() - start);

/**
 * Takes, proves, records, uploads and rotates one backup (the module's header). Never throws for a failed backup: it
 * is recorded as not proved with the reason, and returned; throws only when stopped by `signal`, or when even the
 * record cannot be written.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupOutcome> {
  const { databasePath, backupDir, photosDir, store, bucket, logger, signal } = options;
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  const at = now();
  const takenAt = at.toISOString();
  const ms = { snapshot: 0, archive: 0, proof: 0, total: 0 };
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await chmod(backupDir, 0o700); // a folder made looser by hand is tightened (README, Privacy)
  await removeStale(backupDir, at);
  const file = await freeName(backupDir, at);
  const path = join(backupDir, file);
  const work = await mkdtemp(join(backupDir, ".work-"));
  let counts: Record<string, number> = {};
  let photos = new Map<string, number>();
  let bytes = 0;
  let error: string | null;
  try {
    // 1. the snapshot: the only step that reads the live database
    let step = performance.now();
    const copy = join(work, DATABASE_ENTRY);
    try {
      await snapshotDatabase(databasePath, copy);
      ({ counts } = await readDatabase(copy, { integrity: false }));
    } catch (cause) {
      signal?.throwIfAborted();
      throw new Error(`The snapshot of the database could not be taken: ${(cause as Error).message}`, { cause });
    }
    ms.snapshot = since(step);
    signal?.throwIfAborted();

    // 2. the archive, written under a temporary name, then renamed
    step = performance.now();
    const temp = join(backupDir, `.${file}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      if (photosDir) await symlink(resolve(photosDir), join(work, PHOTOS_ENTRY), "dir");
      // a photo deleted between the listing and its reading fails the archive: listed again, at most three times
      for (let attempt = 1; ; attempt++) {
        photos = photosDir ? await photoFiles(photosDir) : new Map();
        const manifest: Manifest = {
          format: 1,
          takenAt,
          counts,
          photos: photos.size,
          photosFolder: Boolean(photosDir),
        };
        await writeFile(join(work, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2), { mode: 0o600 });
        const entries = [MANIFEST_ENTRY, DATABASE_ENTRY, ...[...photos.keys()].map((p) => `${PHOTOS_ENTRY}/${p}`)];
        try {
          await writeArchive(work, entries, temp, signal);
          break;
        } catch (cause) {
          await unlink(temp).catch(() => {});
          if (attempt === 3 || (cause as { code?: string }).code !== "ENOENT" || signal?.aborted) throw cause;
        }
      }
      await rename(temp, path);
      await syncFolder(backupDir); // the rename itself on the disk, so a power cut leaves the archive or nothing
    } catch (cause) {
      await unlink(temp).catch(() => {});
      signal?.throwIfAborted();
      throw new Error(`The archive could not be written: ${(cause as Error).message}`, { cause });
    }
    bytes = (await stat(path)).size;
    ms.archive = since(step);
    await options.afterArchive?.(path);
    signal?.throwIfAborted();

    // 3. the proof: read back whole into a scratch folder, checked against the snapshot's counts and photo files
    step = performance.now();
    const proof = join(work, "proof");
    await mkdir(proof, { mode: 0o700 });
    try {
      const contents = await readArchive(path, proof, { extractPhotos: false, signal });
      error = await checkContents(proof, contents, { counts, photos });
    } catch (cause) {
      signal?.throwIfAborted();
      error = unreadable(cause);
    }
    ms.proof = since(step);
  } catch (cause) {
    if (signal?.aborted) {
      await unlink(path).catch(() => {});
      throw cause;
    }
    error = (cause as Error).message;
  } finally {
    await rm(work, { recursive: true, force: true });
  }

  const proved = error === null;
  const id = await store.record({ takenAt, file, bytes, counts, photos: photos.size, proved, error });
  const outcome: BackupOutcome = {
    id,
    takenAt,
    file,
    path,
    bytes,
    counts,
    photos: photos.size,
    proved,
    error,
    uploadedTo: null,
    uploadError: null,
    deleted: { local: [], bucket: [] },
    ms,
  };
  if (!proved) {
    // an archive that is not proved is no backup: it neither counts nor takes the place of one that is
    await unlink(path).catch(() => {});
    await store.markDeleted(id, now());
    logger?.error({ backup: file, error }, "backup not proved: it does not count");
    outcome.ms.total = since(started);
    return outcome;
  }

  // 4. the bucket, then the retention
  if (bucket) {
    try {
      outcome.uploadedTo = await bucket.put(path, signal);
      await store.recordUpload(id, { uploadedTo: outcome.uploadedTo });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      outcome.uploadError = `Proved and kept on disk, but the upload to ${bucket.where} failed: ${(cause as Error).message}`;
      await store.recordUpload(id, { error: outcome.uploadError });
      logger?.warn({ backup: file, err: (cause as Error).message }, "backup not uploaded: kept on disk");
    }
  }
  outcome.deleted = await pruneBackups(options);
  outcome.ms.total = since(started);
  logger?.info(
    {
      backup: file,
      bytes,
      photos: photos.size,
      bookings: counts.bookings ?? 0,
      uploadedTo: outcome.uploadedTo,
      deleted: outcome.deleted.local.length,
      ms: outcome.ms,
    },
    "backup taken and proved",
  );
  return outcome;
}

/**
 * The retention: keeps the `keep` newest archives in BACKUP_DIR and in the bucket (by name, which is by time), deletes
 * the older ones and marks their rows deleted. Archives put in the folder by hand (a restore's own) count too.
 */
export async function pruneBackups(
  options: Pick<BackupOptions, "backupDir" | "keep" | "store" | "bucket" | "now" | "logger">,
): Promise<{ local: string[]; bucket: string[] }> {
  const { backupDir, keep, store, bucket, logger } = options;
  const now = options.now ?? (() => new Date());
  const older = (names: string[]) =>
    names
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort()
      .reverse()
      .slice(keep);
  const deleted = { local: [] as string[], bucket: [] as string[] };
  for (const name of older(await readdir(backupDir))) {
    await unlink(join(backupDir, name)).catch((error: unknown) => {
      if ((error as { code?: string }).code !== "ENOENT") throw error;
    });
    for (const row of await store.keptByFile(name)) await store.markDeleted(row.id, now());
    deleted.local.push(name);
  }
  if (bucket) {
    try {
      for (const name of older(await bucket.names())) {
        await bucket.delete(name);
        deleted.bucket.push(name);
      }
    } catch (error) {
      logger?.warn(
        { err: (error as Error).message },
        `old backups not deleted from ${bucket.where}: tried again next time`,
      );
    }
  }
  return deleted;
}

/** The backups' options from the environment (README, Backups): SQLite's file, BACKUP_*, photos on disk, the bucket. */
export function backupOptionsFromEnv(
  env: Pick<Env, "DATABASE_PATH" | "BACKUP_DIR" | "BACKUP_KEEP"> & Omit<PhotoEnv, "DATABASE_URL">,
  store: BackupStore,
): BackupOptions {
  const s3 = s3SettingsFromEnv(env);
  return {
    databasePath: env.DATABASE_PATH,
    backupDir: env.BACKUP_DIR,
    // with a bucket, photos are kept there, not on this disk (docs/decisions/0039)
    photosDir: s3 ? null : env.PHOTOS_DIR,
    keep: env.BACKUP_KEEP,
    store,
    bucket: s3 ? backupBucket(s3) : null,
  };
}
