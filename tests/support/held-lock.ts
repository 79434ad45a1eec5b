/**
 * A race made on purpose (issue 57): work started while the test itself holds one of the app's locks (`db.lock(key)`)
 * in a transaction of its own, to show that the work waits for that lock. On PostgreSQL the lock is let go only once
 * as many connections of this database as were started wait for an advisory lock (or one of them finished: the
 * caller's check then fails); on SQLite the test's transaction holds the whole file, so everything waits anyway.
 */
import type { Db } from "../../app/storage/db.server";
import type { Storage } from "../../app/storage/storage.server";

const after = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The connections of this database waiting for an advisory lock. */
async function waitingForLocks(storage: Storage): Promise<number> {
  const row = await storage.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return Number(row!.n);
}

/**
 * Starts each of `work` while holding `key`; `meanwhile` runs inside the holding transaction once they all wait (what
 * another instance does in the meantime). Returns the names of the work that finished while the lock was held (none,
 * when each takes the lock) and all of the work's results, once the lock is let go.
 */
export async function whileLockHeld<T extends unknown[]>(
  storage: Storage,
  key: string,
  work: { [K in keyof T]: () => Promise<T[K]> },
  meanwhile: (db: Db) => Promise<void> = async () => {},
): Promise<{ finishedEarly: number[]; results: Promise<T> }> {
  const finishedEarly: number[] = [];
  let results: Promise<T> | undefined;
  await storage.db.transaction(async (db) => {
    await db.lock(key);
    results = Promise.all(work.map((w, i) => w().finally(() => finishedEarly.push(i)))) as Promise<T>;
    results.catch(() => {}); // the caller awaits it
    if (storage.kind === "postgres") {
      for (let waited = 0; finishedEarly.length === 0 && (await waitingForLocks(storage)) < work.length; waited += 20) {
        if (waited > 10_000) throw new Error(`nothing waited for ${key}`);
        await after(20);
      }
    } else await after(50);
    if (finishedEarly.length === 0) await meanwhile(db);
  });
  return { finishedEarly: [...finishedEarly], results: results! };
}
