/**
 * Small helpers for files the server writes whole (job photos, backups: docs/decisions/0039, 0040). Server only;
 * relative `.ts` imports only (docs/decisions/0028).
 */
import { open, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Whether an error of the file system says the file or folder is not there. */
export const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === "ENOENT";

/** Flushes a folder's entries (a rename into it) to the disk, so the file survives a power cut. */
export async function syncFolder(folder: string) {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The files under `dir`, depth first, each as its path relative to `dir` with `/` between folders; none when the
 * folder is not there. A file or folder whose name `skip` answers true for is passed over (and what it holds).
 */
export async function* filesUnder(dir: string, skip: (name: string) => boolean = () => false): AsyncGenerator<string> {
  const walk = async function* (folder: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (skip(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) yield relative(dir, path).split(sep).join("/");
    }
  };
  yield* walk(dir);
}
