/**
 * The server's pid file beside a SQLite database (`<DATABASE_PATH>.server.pid`, README, Backups): written by
 * `npm start` while it serves, removed as it exits, so that `npm run db:restore` refuses to replace a database in use.
 * A file left by a server that died (its process is gone) does not count. Server only.
 */
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

export const pidFilePath = (databasePath: string) => `${databasePath}.server.pid`;

/** Writes this process's id into `path` and removes the file when the process exits. Returns the removal. */
export function writePidFile(path: string): () => void {
  writeFileSync(path, `${process.pid}\n`, { mode: 0o600 });
  const remove = () => {
    try {
      // only our own: a server started since (after a crash) keeps its file
      if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // already gone
    }
    process.off("exit", remove);
  };
  process.on("exit", remove);
  return remove;
}

/** Whether the process `pid` is running (a signal 0 reaches it, or it is someone else's: EPERM). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === "EPERM";
  }
}

/** The id of the live process the pid file at `path` names, or null (no file, or its process is gone). */
export function livePid(path: string): number | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}
