/**
 * SQLite through Node's built-in `node:sqlite` (no native addon). Server only.
 *
 * Durability: WAL journal with `synchronous=FULL`, so a committed (acknowledged)
 * booking survives a power cut; `busy_timeout` so concurrent writers wait
 * instead of failing; writes go through `BEGIN IMMEDIATE` transactions.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getEnv } from "./env.server.ts";

/** One schema migration. Ids are applied in ascending order, once each. */
export type Migration = { id: number; name: string; sql: string };

/** The ordered schema history. Append new migrations; never edit an applied one. */
export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: "bookings",
    sql: `
      CREATE TABLE bookings (
        id               INTEGER PRIMARY KEY,
        reference        TEXT    NOT NULL UNIQUE,
        token            TEXT    NOT NULL UNIQUE,
        status           TEXT    NOT NULL DEFAULT 'requested'
                                 CHECK (status IN ('requested', 'confirmed', 'completed', 'cancelled')),
        date             TEXT    NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        window_start     TEXT    NOT NULL CHECK (window_start GLOB '[0-9][0-9]:[0-9][0-9]'),
        window_end       TEXT    NOT NULL CHECK (window_end GLOB '[0-9][0-9]:[0-9][0-9]'),
        bundle_id        TEXT,
        lines_json       TEXT    NOT NULL,
        quote_json       TEXT    NOT NULL,
        subtotal_cents   INTEGER NOT NULL CHECK (subtotal_cents >= 0),
        discount_kind    TEXT    CHECK (discount_kind IN ('multi-service', 'promo', 'bundle')),
        discount_cents   INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        total_cents      INTEGER CHECK (total_cents >= 0),
        promo_code       TEXT,
        city             TEXT    NOT NULL,
        address          TEXT    NOT NULL,
        zip              TEXT    NOT NULL,
        name             TEXT    NOT NULL,
        phone            TEXT    NOT NULL,
        phone_digits     TEXT    NOT NULL,
        email            TEXT    NOT NULL,
        email_normalized TEXT    NOT NULL,
        notes            TEXT,
        created_at       TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX bookings_slot  ON bookings (date, window_start);
      CREATE INDEX bookings_email ON bookings (email_normalized);
      CREATE INDEX bookings_phone ON bookings (phone_digits);

      CREATE TABLE idempotency_keys (
        key          TEXT    PRIMARY KEY,
        request_hash TEXT    NOT NULL,
        booking_id   INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        created_at   TEXT    NOT NULL
      ) STRICT;
    `,
  },
  {
    id: 2,
    name: "outbox",
    // Notifications (docs/decisions/0011): written in the same transaction as the booking change they tell of,
    // rendered there, sent by the worker. `key` is unique per message: an event is never queued twice.
    sql: `
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        key             TEXT    NOT NULL UNIQUE,
        booking_id      INTEGER REFERENCES bookings (id) ON DELETE CASCADE,
        event           TEXT    NOT NULL
                                CHECK (event IN ('created', 'confirmed', 'rescheduled', 'cancelled', 'completed', 'reminder')),
        audience        TEXT    NOT NULL CHECK (audience IN ('owner', 'customer')),
        recipient       TEXT    NOT NULL,
        recipient_name  TEXT,
        subject         TEXT    NOT NULL,
        text            TEXT    NOT NULL,
        html            TEXT    NOT NULL,
        ics             TEXT,
        status          TEXT    NOT NULL DEFAULT 'pending'
                                CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        due_at          TEXT    NOT NULL,
        next_attempt_at TEXT    NOT NULL,
        claimed_until   TEXT,
        last_error      TEXT,
        created_at      TEXT    NOT NULL,
        sent_at         TEXT
      ) STRICT;
      CREATE INDEX outbox_next ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_booking ON outbox (booking_id);
    `,
  },
  {
    id: 3,
    name: "booking history",
    // Who changed what, when (PRODUCT.md, The owner's side): one row per change, written with the change.
    sql: `
      CREATE TABLE booking_events (
        id         INTEGER PRIMARY KEY,
        booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        at         TEXT    NOT NULL,
        actor      TEXT    NOT NULL,
        action     TEXT    NOT NULL,
        detail     TEXT
      ) STRICT;
      CREATE INDEX booking_events_booking ON booking_events (booking_id, id);
    `,
  },
  {
    id: 4,
    name: "owners, sessions and capacity",
    // The owner's dashboard (PRODUCT.md, The owner's side; docs/decisions/0013).
    sql: `
      CREATE TABLE owners (
        id            INTEGER PRIMARY KEY,
        email         TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at    TEXT NOT NULL
      ) STRICT;
      CREATE TABLE sessions (
        id           TEXT    PRIMARY KEY,
        owner_id     INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at   TEXT    NOT NULL,
        last_seen_at TEXT    NOT NULL
      ) STRICT;
      CREATE TABLE capacity_overrides (
        date         TEXT    NOT NULL,
        window_start TEXT    NOT NULL DEFAULT '*',
        capacity     INTEGER NOT NULL CHECK (capacity >= 0),
        changed_by   TEXT    NOT NULL,
        changed_at   TEXT    NOT NULL,
        PRIMARY KEY (date, window_start)
      ) STRICT;
      ALTER TABLE bookings ADD COLUMN internal_note TEXT;
    `,
  },
];

/** Runs `fn` inside `BEGIN IMMEDIATE … COMMIT` (ROLLBACK when it throws). */
export function immediateTransaction<T>(db: DatabaseSync, fn: () => T): T {
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
 * Applies the pending migrations, in order, in ONE `BEGIN IMMEDIATE`
 * transaction (so two processes starting together cannot both apply one).
 * Returns the ids applied.
 */
export function migrate(db: DatabaseSync, list: readonly Migration[] = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
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
    return pending.map((m) => m.id);
  });
}

/**
 * Opens (creating it and its folder when needed) the SQLite database at
 * `path`, sets the pragmas and applies the migrations. `":memory:"` works too.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

let shared: DatabaseSync | undefined;

/** The process-wide database at `getEnv().DATABASE_PATH`, opened on first use. */
export function getDb(): DatabaseSync {
  shared ??= openDatabase(getEnv().DATABASE_PATH);
  return shared;
}

/** Closes the process-wide database (for shutdown). */
export function closeDb(): void {
  shared?.close();
  shared = undefined;
}
