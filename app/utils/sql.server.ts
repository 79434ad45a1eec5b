/**
 * One small async SQL interface over SQLite (`node:sqlite`) and PostgreSQL (`pg`), for the queries that read the
 * same in both dialects: the owner accounts, sessions and the dashboard (docs/decisions/0014). Statements are written
 * once with `?` placeholders; PostgreSQL's `$1, $2, …` are made from them. The booking repository and the outbox,
 * whose locking differs by dialect, have an implementation each. Server only.
 */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type pg from "pg";
import { immediateTransaction } from "./db.server.ts";
import { pgTransaction } from "./pg.server.ts";

export type SqlValue = string | number | null;
export type Statement = { sql: string; args?: readonly SqlValue[] };

export interface SqlClient {
  readonly dialect: "sqlite" | "postgres";
  all<T>(sql: string, args?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, args?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; the number of rows it changed. */
  run(sql: string, args?: readonly SqlValue[]): Promise<number>;
  /** Runs statements in one transaction: all of them or none. The rows each changed. */
  batch(statements: readonly Statement[]): Promise<number[]>;
}

/** `?` → `$1, $2, …` (our statements hold no `?` inside string literals). */
export const toPgPlaceholders = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export function sqliteClient(db: DatabaseSync): SqlClient {
  const args = (values: readonly SqlValue[] = []) => values as SQLInputValue[];
  const run = (s: Statement) => Number(db.prepare(s.sql).run(...args(s.args)).changes);
  return {
    dialect: "sqlite",
    all: async <T>(sql: string, values?: readonly SqlValue[]) => db.prepare(sql).all(...args(values)) as T[],
    get: async <T>(sql: string, values?: readonly SqlValue[]) => db.prepare(sql).get(...args(values)) as T | undefined,
    run: async (sql, values) => run({ sql, args: values }),
    batch: async (statements) => immediateTransaction(db, () => statements.map(run)),
  };
}

export function pgClient(pool: pg.Pool): SqlClient {
  const query = async <T extends pg.QueryResultRow>(db: pg.Pool | pg.PoolClient, s: Statement) =>
    db.query<T>(toPgPlaceholders(s.sql), [...(s.args ?? [])]);
  return {
    dialect: "postgres",
    all: async <T>(sql: string, values?: readonly SqlValue[]) => (await query(pool, { sql, args: values })).rows as T[],
    get: async <T>(sql: string, values?: readonly SqlValue[]) =>
      (await query(pool, { sql, args: values })).rows[0] as T | undefined,
    run: async (sql, values) => (await query(pool, { sql, args: values })).rowCount ?? 0,
    batch: (statements) =>
      pgTransaction(pool, async (client) => {
        const changed: number[] = [];
        for (const s of statements) changed.push((await query(client, s)).rowCount ?? 0);
        return changed;
      }),
  };
}
