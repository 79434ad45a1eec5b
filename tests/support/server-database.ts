/**
 * The SQLite database of a server a browser test started, read or changed beside it as an owner's tool would:
 * opened for each call and closed after it; the server may be writing, so a call waits up to 5 s for its lock.
 */
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

/** `fn` with the database at `file` open (read-only unless `write`), closed after it. */
function withDatabase<T>(file: string, write: boolean, fn: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path.resolve(file), { readOnly: !write, timeout: 5_000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The rows `sql` selects in the database at `file`. */
export const rowsIn = <T>(file: string, sql: string, ...params: SQLInputValue[]): T[] =>
  withDatabase(file, false, (db) => db.prepare(sql).all(...params) as T[]);

/** `sql` run on the database at `file` (a change a test makes, as a day passing would). */
export const runIn = (file: string, sql: string, ...params: SQLInputValue[]): void =>
  withDatabase(file, true, (db) => void db.prepare(sql).run(...params));

/** Every value stored in every table of the database at `file`, as one text (to search it for a trace). */
export const everythingIn = (file: string): string =>
  withDatabase(file, false, (db) => {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all()));
  });
