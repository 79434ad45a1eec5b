/**
 * Restoring a backup's archive (README, Backups; docs/decisions/0040), for `npm run db:restore -- FILE`: refused while
 * a server uses the database (its pid file names a live process); the archive extracted into a scratch folder beside
 * the database and checked (read whole, integrity check `ok`, the rows and photo files its manifest names) before
 * anything is touched; then the current database (with its -wal and -shm) and photos' folder moved aside under a name
 * with the time, never deleted, and the backup's put in their place. Server only.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, cp, mkdir, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import {
  checkContents,
  DATABASE_ENTRY,
  type Manifest,
  PHOTOS_ENTRY,
  readArchive,
  unreadable,
} from "./archive.server.ts";
import { livePid, pidFilePath } from "./pid-file.server.ts";

/** Why a restore did not happen; nothing was changed. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

export type RestoreReport = {
  manifest: Manifest;
  /** What was moved aside: from, to. */
  movedAside: { from: string; to: string }[];
  /** What the backup's files became. */
  restored: string[];
};

/** `2026-11-26T18-00-00Z`: the time in the names of files moved aside. */
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;

/** Folders 0700 and files 0600 under `dir` (the server's user only: README, Privacy). */
async function tighten(dir: string) {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await tighten(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/** Renames, or copies then deletes the copy's source when `to` is on another disk. */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as { code?: string }).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}

export async function restoreBackup({
  file,
  databasePath,
  photosDir,
  now = new Date(),
}: {
  file: string;
  databasePath: string;
  /** Where the backup's photos go (PHOTOS_DIR), when it holds any. */
  photosDir: string;
  now?: Date;
}): Promise<RestoreReport> {
  const pid = livePid(pidFilePath(databasePath));
  if (pid !== null)
    throw new RestoreRefused(
      `A server (process ${pid}) is using ${databasePath}: stop it first, then run this again. Nothing was changed.`,
    );
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}. Nothing was changed.`);

  // the archive extracted beside the database (renames stay on one disk), and checked, before anything is touched
  const folder = dirname(resolve(databasePath));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const scratch = join(folder, `.restore-${randomBytes(6).toString("hex")}`);
  await mkdir(scratch, { mode: 0o700 });
  try {
    let contents;
    try {
      contents = await readArchive(file, scratch, { extractPhotos: true });
    } catch (error) {
      throw new RestoreRefused(`${unreadable(error)} Nothing was changed.`);
    }
    const manifest = contents.manifest;
    if (!manifest)
      throw new RestoreRefused(`${file} is not a backup of this site (no backup.json). Nothing was changed.`);
    const problem = await checkContents(scratch, contents, { counts: manifest.counts, photos: manifest.photos });
    if (problem) throw new RestoreRefused(`${problem} Nothing was changed.`);

    // the current files moved aside, never deleted
    const aside = `before-restore-${stamp(now)}`;
    const movedAside: RestoreReport["movedAside"] = [];
    const restored: string[] = [];
    // photos kept on disk at backup time: the folder is the backup's, even empty (a photo taken since has no row)
    const hasPhotos = manifest.photosFolder;
    if (hasPhotos) await mkdir(join(scratch, PHOTOS_ENTRY), { recursive: true, mode: 0o700 });
    const current = [databasePath, `${databasePath}-wal`, `${databasePath}-shm`].map((path) => ({
      from: path,
      // the -wal and -shm keep their database's name, so the old database opens with its last writes
      to:
        path.endsWith("-wal") || path.endsWith("-shm")
          ? `${databasePath}.${aside}${path.slice(databasePath.length)}`
          : `${databasePath}.${aside}`,
    }));
    if (hasPhotos) current.push({ from: photosDir, to: `${photosDir.replace(/\/+$/, "")}.${aside}` });
    try {
      for (const { from, to } of current) {
        if (!existsSync(from)) continue;
        if (existsSync(to)) throw new Error(`${to} is already there`);
        await move(from, to);
        movedAside.push({ from, to });
      }
      await chmod(join(scratch, DATABASE_ENTRY), 0o600);
      await rename(join(scratch, DATABASE_ENTRY), databasePath);
      restored.push(databasePath);
      if (hasPhotos) {
        await tighten(join(scratch, PHOTOS_ENTRY));
        await mkdir(dirname(resolve(photosDir)), { recursive: true, mode: 0o700 });
        await move(join(scratch, PHOTOS_ENTRY), photosDir);
        restored.push(photosDir);
      }
    } catch (error) {
      // put back what was moved: the install is as it was
      if (restored.includes(databasePath)) await rm(databasePath, { force: true });
      for (const { from, to } of movedAside.reverse()) await move(to, from).catch(() => {});
      throw new Error(
        `The restore stopped (${(error as Error).message}); the files moved aside were put back. ` +
          `The checked backup is in ${basename(scratch)} beside the database.`,
        { cause: error },
      );
    }
    await rm(scratch, { recursive: true, force: true });
    return { manifest, movedAside, restored };
  } catch (error) {
    if (error instanceof RestoreRefused) await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
