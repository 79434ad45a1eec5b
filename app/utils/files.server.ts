/**
 * Small helpers for files the server writes whole (job photos, backups: docs/decisions/0039, 0040). Server only;
 * relative `.ts` imports only (docs/decisions/0028).
 */
import { open } from "node:fs/promises";

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
