/**
 * `npm run db:copy -- [SQLITE_PATH] POSTGRES_URL`: copies an existing SQLite database (default: DATABASE_PATH) into an
 * EMPTY PostgreSQL one, for a company moving up to several instances (docs/decisions/0014). The PostgreSQL schema is
 * created first (migrations); the copy is one transaction, and it refuses a database that already holds bookings.
 * Owner accounts come along (their passwords stay hashed); sessions do not: owners sign in again.
 */
import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { createPgPool, migratePg, pgTransaction } from "../app/storage/postgres.server.ts";

/** The tables in an order that respects their references, with the columns both schemas share. */
export const COPIED_TABLES = [
  "owners",
  "owner_recovery_codes",
  "account_links",
  "passkeys",
  "calendar_feeds",
  "crews",
  "crew_members",
  "crew_time_off",
  "catalog_versions",
  "bookings",
  "booking_lines",
  "job_checklist",
  "job_photos",
  "idempotency_keys",
  "outbox",
  "booking_events",
  "capacity_overrides",
  "payment_events",
  "extra_payments",
  "tips",
  "reviews",
  "privacy_log",
  "sms_opt_outs",
  "sms_replies",
  "sms_inbound",
] as const;

export async function copySqliteToPostgres(sqlitePath: string, pool: pg.Pool): Promise<Record<string, number>> {
  if (!existsSync(sqlitePath)) throw new Error(`No SQLite database at ${sqlitePath}.`);
  const source = new DatabaseSync(sqlitePath, { readOnly: true });
  try {
    await migratePg(pool);
    return await pgTransaction(pool, async (db) => {
      const { rows } = await db.query<{ n: string }>("SELECT COUNT(*) AS n FROM bookings");
      if (Number(rows[0]!.n) > 0)
        throw new Error("The PostgreSQL database already holds bookings: copy into an empty one.");
      const counts: Record<string, number> = {};
      for (const table of COPIED_TABLES) {
        const target = (
          await db.query<{ column_name: string }>(
            "SELECT column_name FROM information_schema.columns WHERE table_name = $1",
            [table],
          )
        ).rows.map((r) => r.column_name);
        const sourceColumns = new Set(
          (source.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name),
        );
        const columns = target.filter((c) => sourceColumns.has(c));
        const list = columns.map((c) => `"${c}"`).join(", ");
        const placeholders = columns.map((_, i) => `$${i + 1}`).join(", ");
        const data = source.prepare(`SELECT ${list} FROM ${table}`).all() as Record<string, unknown>[];
        for (const row of data)
          await db.query(
            `INSERT INTO ${table} (${list}) VALUES (${placeholders})`,
            columns.map((c) => row[c]),
          );
        counts[table] = data.length;
        // keep the id sequences ahead of the copied ids
        if (columns.includes("id") && data.length > 0)
          await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`);
      }
      return counts;
    });
  } finally {
    source.close();
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const url = args.find((a) => a.startsWith("postgres://") || a.startsWith("postgresql://"));
  const sqlitePath = args.find((a) => a !== url) ?? process.env.DATABASE_PATH ?? "data/bookings.sqlite";
  if (!url) {
    console.error("Usage: npm run db:copy -- [SQLITE_PATH] postgres://user:pass@host:5432/db");
    process.exit(2);
  }
  const pool = createPgPool(url);
  try {
    const counts = await copySqliteToPostgres(sqlitePath, pool);
    console.log(
      `Copied ${Object.entries(counts)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ")} into PostgreSQL.`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await pool.end();
  }
}
