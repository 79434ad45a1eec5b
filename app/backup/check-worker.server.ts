/**
 * Reads a database copy in a worker thread, so a large one's integrity check never holds the server's thread (README,
 * Backups): `PRAGMA integrity_check` (when asked) and the rows of every table. The copy is a scratch file, never the
 * live database. Posts `{ integrity, counts }` or `{ error }`. Server only; self-contained (Node loads it as it is).
 */
import { DatabaseSync } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";

type Answer = { integrity: string; counts: Record<string, number> } | { error: string };

function read(path: string, integrity: boolean): Answer {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    if (integrity) {
      const lines = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map(
        (r) => r.integrity_check,
      );
      // a damaged database may fail the counts too: its check's own words say more
      if (lines.join("\n") !== "ok") return { integrity: lines.slice(0, 10).join("\n"), counts: {} };
    }
    const tables = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as { name: string }[]
    ).map((r) => r.name);
    const counts: Record<string, number> = {};
    for (const table of tables)
      counts[table] = Number(
        (db.prepare(`SELECT COUNT(*) AS n FROM "${table.replaceAll('"', '""')}"`).get() as { n: number }).n,
      );
    return { integrity: integrity ? "ok" : "not checked", counts };
  } finally {
    db.close();
  }
}

const { path, integrity } = workerData as { path: string; integrity: boolean };
let answer: Answer;
try {
  answer = read(path, integrity);
} catch (error) {
  answer = { error: (error as Error).message };
}
parentPort!.postMessage(answer);
