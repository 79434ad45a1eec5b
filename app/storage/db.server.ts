/**
 * One small async SQL interface over SQLite (`node:sqlite`) and PostgreSQL (`pg`) (docs/decisions/0014, 0027).
 * Every repository in this folder is written once against it: statements use `?` placeholders (PostgreSQL's
 * `$1, $2, …` are made from them) and the SQL both databases read alike; the few words that differ are properties
 * of the dialect (`forUpdate`, `skipLocked`) and `lock`. Server only.
 */
import type { Dialect } from "./schema.ts";

export type SqlValue = string | number | null;

/** The weekday (0 = Sunday) of a "YYYY-MM-DD" column, in the dialect's words. */
export const weekdaySql = (dialect: Dialect, column = "date") =>
  dialect === "postgres" ? `EXTRACT(DOW FROM ${column}::date)::int` : `CAST(strftime('%w', ${column}) AS INTEGER)`;

/** Days between a booking's Chicago date of booking (`created_on`) and its job's (`date`): its lead time. */
export const leadDaysSql = (dialect: Dialect) =>
  dialect === "postgres"
    ? "(date::date - created_on::date)"
    : "CAST(julianday(date) - julianday(created_on) AS INTEGER)";

export interface Db {
  readonly dialect: Dialect;
  all<T>(sql: string, args?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, args?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; the number of rows it changed. */
  run(sql: string, args?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs `fn` in one transaction (all of its statements or none) and returns its result. SQLite: `BEGIN IMMEDIATE`,
   * so the transaction holds the database's write lock from its first statement. PostgreSQL: one connection, and
   * the locks `fn` takes with `lock` and `forUpdate`.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: waits for, then holds until it ends, a lock on `key` that every instance shares
   * (PostgreSQL's advisory transaction lock). SQLite's transactions already hold the whole database: nothing to do.
   */
  lock(key: string): Promise<void>;
  /** Appended to a SELECT that is about to change the rows it reads: " FOR UPDATE" on PostgreSQL. */
  readonly forUpdate: string;
  /** Appended to a SELECT whose rows one worker of many takes: " FOR UPDATE SKIP LOCKED" on PostgreSQL. */
  readonly skipLocked: string;
}

/** `?` → `$1, $2, …` (our statements hold no `?` inside string literals). */
export const toPgPlaceholders = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** `?, ?, ?` for `n` values. */
/** Adds `column = ?` with `value` to a query's conditions, when a value is given (a filter left empty matches all). */
export function whereEquals(where: string[], args: SqlValue[], column: string, value: string | number | undefined) {
  if (value === undefined || value === "") return;
  where.push(`${column} = ?`);
  args.push(value);
}

export const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** A unique constraint refused a row (PostgreSQL 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode } = (error ?? {}) as { code?: string; errcode?: number };
  return code === "23505" || errcode === 2067 || errcode === 1555;
}
