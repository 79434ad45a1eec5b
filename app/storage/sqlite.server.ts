/**
 * SQLite through Node's built-in `node:sqlite` (no native addon), the default database. Server only.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a committed (acknowledged) booking survives a power cut;
 * `busy_timeout` so writers of other processes wait instead of failing; writes go through `BEGIN IMMEDIATE`
 * transactions. A transaction's statements are awaited one after the other, so other code may run between them: in
 * this process, one transaction at a time runs on a database file, and no other statement on that file runs while
 * one is open, on any connection (on the same connection it would become part of the transaction; on another it
 * would wait for the write lock while holding the only thread, which the open transaction needs to finish). They
 * wait for it, which takes microseconds, as every statement is synchronous.
 */
import { createHash } from "node:crypto";
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { Db, SqlValue } from "./db.server.ts";
import { type Migration, sqliteMigrations } from "./schema.ts";

/** "YYYY-MM-DD" in America/Chicago (en-CA writes dates that way). */
const chicagoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Runs `fn` inside `BEGIN IMMEDIATE … COMMIT` (ROLLBACK when it throws). */
function immediateTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    try {
      db.exec("ROLLBACK");
    } catch {
      // the transaction may already be rolled back by SQLite
    }
    throw error;
  }
}

/**
 * Applies the pending migrations, in order, in ONE `BEGIN IMMEDIATE` transaction (so two processes starting
 * together cannot both apply one). Returns the ids applied.
 */
export function migrate(db: DatabaseSync, list: readonly Migration[] = sqliteMigrations): number[] {
  // What PostgreSQL has built in and a migration uses (app/storage/schema.ts, `{sha256:…}`), and an instant's date
  // in the business's time zone (the reports' backfill, docs/decisions/0034), on every connection a migration runs on.
  db.function("sha256_hex", { deterministic: true }, (value) =>
    value === null ? null : createHash("sha256").update(String(value)).digest("hex"),
  );
  db.function("chicago_date", { deterministic: true }, (iso) =>
    typeof iso === "string" ? chicagoDate.format(new Date(iso)) : null,
  );
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  // A migration may make a table anew (app/storage/schema.ts): with foreign keys on, dropping the old one would
  // delete the rows that refer to it. They are off while migrations run, and checked before they commit.
  const foreignKeys = (db.prepare("PRAGMA foreign_keys").get() as { foreign_keys: number }).foreign_keys;
  db.exec("PRAGMA foreign_keys = OFF");
  try {
    return immediateTransaction(db, () => {
      const applied = new Set(
        (db.prepare("SELECT id FROM migrations").all() as { id: number }[]).map((row) => Number(row.id)),
      );
      const pending = [...list].sort((a, b) => a.id - b.id).filter((m) => !applied.has(m.id));
      const record = db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)");
      for (const migration of pending) {
        db.exec(migration.sql);
        record.run(migration.id, migration.name, new Date().toISOString());
      }
      if (db.prepare("PRAGMA foreign_key_check").all().length > 0)
        throw new Error("The migrations would leave rows that refer to missing ones: nothing was applied.");
      return pending.map((m) => m.id);
    });
  } finally {
    db.exec(`PRAGMA foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
  }
}

/**
 * Opens (creating it and its folder when needed) the SQLite database at `path`, sets the pragmas and applies the
 * migrations. `":memory:"` works too.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ":memory:") {
    // The server's user only (README, Privacy): a folder it makes is 0700; the database is made 0600 before SQLite
    // opens it (its -wal and -shm files take the database's mode), and an older, looser file is tightened.
    mkdirSync(dirname(resolve(path)), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, "a", 0o600));
    for (const file of [path, `${path}-wal`, `${path}-shm`])
      try {
        chmodSync(file, 0o600);
      } catch {
        // not there (yet), or not ours to change
      }
  }
  const db = new DatabaseSync(path);
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

/** Per database file of this process: its open transaction, which every other statement on the file waits for. */
type Gate = { open: Promise<unknown> | null };
const gates = new Map<string, Gate>();
const gateOf = (db: DatabaseSync): Gate => {
  const file = db.location();
  if (file === null) return { open: null }; // an in-memory database: one connection only
  let gate = gates.get(file);
  if (!gate) gates.set(file, (gate = { open: null }));
  return gate;
};

/** `Db` on an open `node:sqlite` database. */
export function sqliteDb(db: DatabaseSync): Db {
  const gate = gateOf(db);
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const args = (values: readonly SqlValue[] = []) => values as SQLInputValue[];

  /** Statements that wait for the open transaction (`outside`), or that belong to it. */
  const statementsOf = (outside: boolean): Omit<Db, "transaction"> => ({
    dialect: "sqlite",
    forUpdate: "",
    skipLocked: "",
    lock: async () => {},
    all: async <T>(sql: string, values?: readonly SqlValue[]) => {
      while (outside && gate.open) await gate.open.catch(() => {});
      return prepare(sql).all(...args(values)) as T[];
    },
    get: async <T>(sql: string, values?: readonly SqlValue[]) => {
      while (outside && gate.open) await gate.open.catch(() => {});
      return prepare(sql).get(...args(values)) as T | undefined;
    },
    run: async (sql: string, values?: readonly SqlValue[]) => {
      while (outside && gate.open) await gate.open.catch(() => {});
      return Number(prepare(sql).run(...args(values)).changes);
    },
  });
  const inside: Db = { ...statementsOf(false), transaction: (fn) => fn(inside) };
  return {
    ...statementsOf(true),
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // From the check to `gate.open = run`, nothing yields: no other transaction can begin in between.
      while (gate.open) await gate.open.catch(() => {});
      const run = (async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(inside);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec("ROLLBACK");
          throw error;
        }
      })();
      gate.open = run;
      try {
        return await run;
      } finally {
        if (gate.open === run) gate.open = null;
      }
    },
  };
}
