/**
 * PostgreSQL through `pg` (node-postgres, pure JavaScript), for several server instances on one shared database
 * (PRODUCT.md, Storage; docs/decisions/0014). The schema mirrors db.server.ts (SQLite) so both repositories read
 * the same rows; migrations run once, under an advisory lock, however many instances start together. Server only.
 */
import pg from "pg";

/** A pool with limits: a stuck query cannot hold a request (or a connection) forever. */
export function createPgPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    query_timeout: 15_000,
    // BIGINT (ids) as numbers, as SQLite gives them: our ids stay far below 2^53.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection that the server closes (a restart, a failover) is dropped and replaced, not a crash: idle ones
  // report on the pool, checked-out ones on their client (their query fails, and its caller handles that).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/** rate-limiter-flexible's counters (`RateLimiterPostgres`), shared by every instance. */
export const RATE_LIMIT_TABLE = "rate_limits";

export type PgMigration = { id: number; name: string; sql: string };

export const pgMigrations: readonly PgMigration[] = [
  {
    id: 1,
    name: "bookings",
    sql: `
      CREATE TABLE bookings (
        id               BIGSERIAL PRIMARY KEY,
        reference        TEXT    NOT NULL UNIQUE,
        token            TEXT    NOT NULL UNIQUE,
        status           TEXT    NOT NULL DEFAULT 'requested'
                                 CHECK (status IN ('requested', 'confirmed', 'completed', 'cancelled')),
        date             TEXT    NOT NULL CHECK (date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        window_start     TEXT    NOT NULL CHECK (window_start ~ '^\\d{2}:\\d{2}$'),
        window_end       TEXT    NOT NULL CHECK (window_end ~ '^\\d{2}:\\d{2}$'),
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
        created_at       TEXT    NOT NULL,
        internal_note    TEXT
      );
      CREATE INDEX bookings_slot  ON bookings (date, window_start);
      CREATE INDEX bookings_email ON bookings (email_normalized);
      CREATE INDEX bookings_phone ON bookings (phone_digits);
      CREATE TABLE idempotency_keys (
        key          TEXT   PRIMARY KEY,
        request_hash TEXT   NOT NULL,
        booking_id   BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        created_at   TEXT   NOT NULL
      );
      CREATE TABLE outbox (
        id              BIGSERIAL PRIMARY KEY,
        key             TEXT    NOT NULL UNIQUE,
        booking_id      BIGINT  REFERENCES bookings (id) ON DELETE CASCADE,
        event           TEXT    NOT NULL,
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
      );
      CREATE INDEX outbox_next ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_booking ON outbox (booking_id);
      CREATE TABLE booking_events (
        id         BIGSERIAL PRIMARY KEY,
        booking_id BIGINT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        at         TEXT   NOT NULL,
        actor      TEXT   NOT NULL,
        action     TEXT   NOT NULL,
        detail     TEXT
      );
      CREATE INDEX booking_events_booking ON booking_events (booking_id, id);
      CREATE TABLE capacity_overrides (
        date         TEXT    NOT NULL,
        window_start TEXT    NOT NULL DEFAULT '*',
        capacity     INTEGER NOT NULL CHECK (capacity >= 0),
        changed_by   TEXT    NOT NULL,
        changed_at   TEXT    NOT NULL,
        PRIMARY KEY (date, window_start)
      );
    `,
  },
  {
    id: 2,
    name: "owners and sessions",
    sql: `
      CREATE TABLE owners (
        id            BIGSERIAL PRIMARY KEY,
        email         TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at    TEXT NOT NULL
      );
      CREATE TABLE sessions (
        id           TEXT   PRIMARY KEY,
        owner_id     BIGINT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
        created_at   TEXT   NOT NULL,
        last_seen_at TEXT   NOT NULL
      );
    `,
  },
  {
    id: 3,
    name: "rate limits",
    // rate-limiter-flexible's own layout (key, points, expire in ms since the epoch); TEXT keys, as a key holds an
    // e-mail address that may be longer than its default VARCHAR(255).
    sql: `
      CREATE TABLE ${RATE_LIMIT_TABLE} (
        key    TEXT    PRIMARY KEY,
        points INTEGER NOT NULL DEFAULT 0,
        expire BIGINT
      );
      CREATE INDEX ${RATE_LIMIT_TABLE}_expire ON ${RATE_LIMIT_TABLE} (expire);
    `,
  },
];

/** Any number: the one advisory lock under which migrations run. */
const MIGRATION_LOCK = 7_244_031;

/** Applies the pending migrations in one transaction, under an advisory lock. Returns the ids applied. */
export async function migratePg(pool: pg.Pool, list: readonly PgMigration[] = pgMigrations): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const applied = new Set((await client.query<{ id: number }>("SELECT id FROM migrations")).rows.map((r) => r.id));
    const pending = [...list].sort((a, b) => a.id - b.id).filter((m) => !applied.has(m.id));
    for (const m of pending) {
      await client.query(m.sql);
      await client.query("INSERT INTO migrations (id, name, applied_at) VALUES ($1, $2, $3)", [
        m.id,
        m.name,
        new Date().toISOString(),
      ]);
    }
    await client.query("COMMIT");
    return pending.map((m) => m.id);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Runs `fn` in a transaction on one connection (ROLLBACK when it throws). */
export async function pgTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
