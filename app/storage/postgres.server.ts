/**
 * PostgreSQL through `pg` (node-postgres, pure JavaScript), for several server instances on one shared database
 * (docs/decisions/0014): the pool, the migrations (once, under an advisory lock, however many instances start
 * together) and `Db` on a pool. Server only.
 */
import pg from "pg";
import { type Db, type SqlValue, toPgPlaceholders } from "./db.server.ts";
import { type Migration, pgMigrations } from "./schema.ts";

/**
 * A connection that is never without an `error` listener, from its creation to its end. node-postgres emits `error`
 * on a client when the server ends the connection (a restart, a failover, "terminating connection due to
 * administrator command"); the pool listens only while the client is idle in it, so a client being connected,
 * checked out, or already dropped by the pool would otherwise take the whole process down with an unhandled
 * `error` event. A failed query still fails its caller, who handles it; this only keeps the process alive.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }
}

/** A pool with limits: a stuck query cannot hold a request (or a connection) forever. */
export function createPgPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    Client: GuardedClient,
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
  // An idle connection that the server closes is dropped by the pool and reported here: it is replaced, not a crash.
  pool.on("error", () => {});
  return pool;
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

/** Any number: the one advisory lock under which migrations run. */
const MIGRATION_LOCK = 7_244_031;

/** Applies the pending migrations in one transaction, under an advisory lock. Returns the ids applied. */
export async function migratePg(pool: pg.Pool, list: readonly Migration[] = pgMigrations): Promise<number[]> {
  return pgTransaction(pool, async (client) => {
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
    return pending.map((m) => m.id);
  });
}

/** `Db` on a pool: statements on any free connection, transactions on one. */
export function pgDb(pool: pg.Pool): Db {
  const on = (db: pg.Pool | pg.PoolClient): Omit<Db, "transaction"> => {
    const query = <T extends pg.QueryResultRow>(sql: string, args: readonly SqlValue[] = []) =>
      db.query<T>(toPgPlaceholders(sql), [...args]);
    return {
      dialect: "postgres",
      forUpdate: " FOR UPDATE",
      skipLocked: " FOR UPDATE SKIP LOCKED",
      all: async <T>(sql: string, args?: readonly SqlValue[]) => (await query(sql, args)).rows as T[],
      get: async <T>(sql: string, args?: readonly SqlValue[]) => (await query(sql, args)).rows[0] as T | undefined,
      run: async (sql, args) => (await query(sql, args)).rowCount ?? 0,
      lock: async (key) => {
        await query("SELECT pg_advisory_xact_lock(hashtext(?))", [key]);
      },
    };
  };
  return {
    ...on(pool),
    transaction: (fn) =>
      pgTransaction(pool, (client) => {
        const tx: Db = { ...on(client), transaction: (inner) => inner(tx) };
        return fn(tx);
      }),
  };
}
