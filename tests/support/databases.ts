/**
 * A fresh, empty storage on each of the two databases, for suites that must hold on both (docs/decisions/0014):
 * SQLite files in a temporary folder, and databases of a real PostgreSQL server started for the suite. Call at the
 * top of a test file; it registers its own beforeAll and afterAll. `pool`: PostgreSQL's connections (4 unless told).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createPgPool } from "../../app/storage/postgres.server";
import { openDatabase } from "../../app/storage/sqlite.server";
import { pgStorage, type Storage, sqliteStorage } from "../../app/storage/storage.server";
import { unitPostgres, type UnitPostgres } from "./unit-postgres";

export function bothDatabases(label: string, options: { pool?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), `northstar-${label}-`));
  let postgres: UnitPostgres | undefined;
  const opened: Storage[] = [];
  let made = 0;
  beforeAll(async () => {
    postgres = await unitPostgres();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close().catch(() => {})));
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const backends: Record<"SQLite" | "PostgreSQL", () => Promise<Storage>> = {
    SQLite: async () => {
      const storage = sqliteStorage(openDatabase(join(dir, `${label}-${++made}.sqlite`)));
      opened.push(storage);
      return storage;
    },
    PostgreSQL: async () => {
      const storage = pgStorage(createPgPool(await postgres!.newDatabase(), options.pool ?? 4));
      opened.push(storage);
      await storage.migrate();
      return storage;
    },
  };
  return { backends, dir };
}

/**
 * A fresh SQLite storage, `<label>.sqlite` in a temporary folder of its own, for a whole test file: closed and
 * removed after it. Call at the top of a test file (it registers its own afterAll).
 */
export function sqliteFile(label: string): { storage: Storage; dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), `northstar-${label}-`));
  const path = join(dir, `${label}.sqlite`);
  const storage = sqliteStorage(openDatabase(path));
  afterAll(async () => {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { storage, dir, path };
}

/** Every row of every table of a storage's database, by table (to search it for a trace). */
export async function allTables(storage: Storage): Promise<Record<string, unknown[]>> {
  const names =
    storage.kind === "postgres"
      ? (
          await storage.db.all<{ name: string }>(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
          )
        ).map((r) => r.name)
      : (
          await storage.db.all<{ name: string }>(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          )
        ).map((r) => r.name);
  const all: Record<string, unknown[]> = {};
  for (const name of names) all[name] = await storage.db.all(`SELECT * FROM "${name}"`);
  return all;
}
