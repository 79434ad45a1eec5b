/**
 * A backup's archive (README, Backups; docs/decisions/0040): one gzip-compressed tar holding `bookings.sqlite` (a
 * snapshot made with SQLite's backup API), `backup.json` (when it was taken, the rows of each table, the photos'
 * number) and `photos/` (the job photos' folder, when photos are kept on disk). Made, read back and checked here; the
 * databases read are scratch copies, never the live one. Server only.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, open, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { Worker } from "node:worker_threads";
import { create as createTar, extract as extractTar, type ReadEntry } from "tar";
import { filesUnder, isMissing } from "../utils/files.server.ts";

export const DATABASE_ENTRY = "bookings.sqlite";
export const MANIFEST_ENTRY = "backup.json";
export const PHOTOS_ENTRY = "photos";

export type Manifest = {
  format: 1;
  takenAt: string;
  /** Rows of each table in the snapshot. */
  counts: Record<string, number>;
  /** Photo files in the archive. */
  photos: number;
  /** Whether photos were kept on disk (then the archive's `photos/` is the whole folder, even empty). */
  photosFolder: boolean;
};

/** Photo files by path relative to the photos' folder (`jobs/12/….jpg`), with their sizes. */
export type PhotoFiles = Map<string, number>;

/**
 * All the pages in one step of the backup API: the copy is one read transaction, so it is one consistent state of
 * the database whatever another connection or process writes meanwhile (in smaller steps, a write by another
 * connection restarts the copy, which under steady writes may never end). In WAL mode a reader blocks no writer: the
 * only cost to the server is that the WAL is not checkpointed past the snapshot while it is copied.
 */
const ALL_PAGES = 2 ** 31 - 1;

/**
 * Copies the database at `databasePath` into `target` (a scratch file) with SQLite's backup API, through a connection
 * of its own, then makes the copy a single file (rollback journal) fit to archive. Never a file copy of the live
 * database: its WAL and the pages being written would not come along consistently.
 */
export async function snapshotDatabase(databasePath: string, target: string): Promise<{ pages: number }> {
  // opening a missing file would make an empty database there
  if (!existsSync(databasePath)) throw new Error(`there is no database at ${databasePath}`);
  const source = new DatabaseSync(databasePath);
  let pages: number;
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    pages = await backup(source, target, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(target);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
  await chmod(target, 0o600); // as the live one (README, Privacy), in the archive too
  return { pages };
}

type Check = { integrity: string; counts: Record<string, number> };

/**
 * The integrity check (when `integrity`) and the rows of every table of the database copy at `path`, read in a
 * worker thread (a large database's check would hold the server's thread for seconds).
 */
export function readDatabase(path: string, { integrity }: { integrity: boolean }): Promise<Check> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./check-worker.server.ts", import.meta.url), {
      workerData: { path, integrity },
    });
    let answered = false;
    worker.once("message", (answer: Check | { error: string }) => {
      answered = true;
      if ("error" in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the database check stopped (exit ${code})`));
    });
  });
}


/**
 * The photo files under `dir`, but the temporary files of photos being written (`*.tmp`, app/photos/store.server.ts)
 * and hidden files. An empty map when the folder is not there.
 */
export async function photoFiles(dir: string): Promise<PhotoFiles> {
  const files: PhotoFiles = new Map();
  for await (const file of filesUnder(dir, (name) => name.startsWith(".") || name.endsWith(".tmp"))) {
    const stats = await stat(join(dir, file)).catch((error: unknown) =>
      isMissing(error) ? null : Promise.reject(error),
    );
    if (stats) files.set(file, stats.size); // else deleted meanwhile
  }
  return files;
}

/**
 * Writes the archive `target` (0600, created anew) of `entries`, paths relative to `cwd` (`photos` there may be a
 * link to the photos' folder), and flushes it to the disk.
 */
export async function writeArchive(
  cwd: string,
  entries: readonly string[],
  target: string,
  signal?: AbortSignal,
): Promise<void> {
  await pipeline(
    // tar compresses on this thread, each chunk read at once: 64 KB chunks keep each pause of the server's thread to
    // a millisecond or so (its default, 16 MB, held it for a quarter of a second at a time)
    createTar({ gzip: true, cwd, portable: true, strict: true, maxReadSize: 64 * 1024 }, [...entries]),
    createWriteStream(target, { flags: "wx", mode: 0o600 }),
    { signal },
  );
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export type ArchiveContents = {
  /** Whether `bookings.sqlite` was in it (then extracted). */
  database: boolean;
  manifest: Manifest | null;
  /** The photo files it holds, with their sizes (extracted too when asked). */
  photos: PhotoFiles;
  /** Entries of no backup (ignored). */
  unexpected: string[];
};

/**
 * Reads the whole archive `file` (every byte decompressed: gzip's checksum and each tar header's are verified, and
 * any damage is an error), extracting the database and the manifest into `into`, and the photos too when
 * `extractPhotos` (a restore); otherwise each photo's entry is read through and listed, not written.
 */
export async function readArchive(
  file: string,
  into: string,
  { extractPhotos, signal }: { extractPhotos: boolean; signal?: AbortSignal },
): Promise<ArchiveContents> {
  const photos: PhotoFiles = new Map();
  const unexpected: string[] = [];
  let database = false;
  let manifest = false;
  await pipeline(
    createReadStream(file),
    extractTar({
      cwd: into,
      strict: true,
      // files and folders only, of the names a backup holds: no link, device or stray path is ever written
      filter: (path, entry) => {
        const name = path.replace(/^\.\//, "");
        const { type, size } = entry as ReadEntry;
        if (type === "File" && name === DATABASE_ENTRY) return (database = true);
        if (type === "File" && name === MANIFEST_ENTRY) return (manifest = true);
        if (type === "Directory" && name.replace(/\/$/, "") === PHOTOS_ENTRY) return extractPhotos;
        if ((type === "File" || type === "Directory") && name.startsWith(`${PHOTOS_ENTRY}/`)) {
          if (type === "File") photos.set(name.slice(PHOTOS_ENTRY.length + 1), size);
          return extractPhotos;
        }
        unexpected.push(name);
        return false;
      },
    }),
    { signal },
  );
  return {
    database,
    manifest: manifest ? (JSON.parse(await readFile(join(into, MANIFEST_ENTRY), "utf8")) as Manifest) : null,
    photos,
    unexpected,
  };
}

/** What differs between the rows expected and the rows found, in words ("bookings 199 instead of 200"); [] if none. */
export function countDifferences(expected: Record<string, number>, found: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return tables
    .filter((table) => expected[table] !== found[table])
    .map((table) =>
      table in found
        ? table in expected
          ? `${table} ${found[table]} instead of ${expected[table]}`
          : `${table} (${found[table]}) not in the snapshot`
        : `${table} missing`,
    );
}

/**
 * Why the contents read from an archive are not the backup expected, in plain words, or null when they are: the
 * database there and passing SQLite's integrity check, the rows of every table as counted at backup time, and the
 * photo files all there (with their sizes, when known).
 */
export async function checkContents(
  into: string,
  contents: ArchiveContents,
  expected: { counts: Record<string, number>; photos: PhotoFiles | number },
): Promise<string | null> {
  if (!contents.database) return `The archive holds no database (${DATABASE_ENTRY}).`;
  let check: Check;
  try {
    check = await readDatabase(join(into, DATABASE_ENTRY), { integrity: true });
  } catch (error) {
    return `The database in the archive cannot be opened: ${(error as Error).message}.`;
  }
  if (check.integrity !== "ok")
    return `The database in the archive fails SQLite's integrity check: ${check.integrity.replaceAll("\n", "; ")}`;
  const differences = countDifferences(expected.counts, check.counts);
  if (differences.length > 0)
    return `The database in the archive does not hold the snapshot's rows: ${differences.slice(0, 5).join(", ")}.`;
  if (typeof expected.photos === "number") {
    if (contents.photos.size !== expected.photos)
      return `The archive holds ${contents.photos.size} photo files, not the ${expected.photos} it was made with.`;
  } else {
    const missing = [...expected.photos].filter(([path, size]) => contents.photos.get(path) !== size);
    if (missing.length > 0)
      return `${missing.length} of the ${expected.photos.size} photo files are missing or incomplete in the archive (the first: ${missing[0]![0]}).`;
  }
  return null;
}

/** A damaged archive's reading error, in plain words. */
export const unreadable = (error: unknown) =>
  `The archive cannot be read back: it is damaged or incomplete (${(error as Error).message}).`;
