/**
 * The owner's catalog in the database (docs/decisions/0038): every saved version, never changed; the highest is in
 * force. A save names the version it was based on and becomes the next one, or is refused when another save took
 * that number first (the second of two owners saving at once). On SQLite and PostgreSQL alike. Server only.
 */
import { type Catalog, withLengths } from "../domain/catalog.ts";
import { type Db, isUniqueViolation } from "./db.server.ts";

export type CatalogVersion = {
  version: number;
  savedBy: string;
  savedAt: string;
  /** The version this one restored, or null. */
  restoredFrom: number | null;
};

type Row = { version: number; document: string; saved_by: string; saved_at: string; restored_from: number | null };

const meta = (row: Omit<Row, "document">): CatalogVersion => ({
  version: Number(row.version),
  savedBy: row.saved_by,
  savedAt: row.saved_at,
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
});
/** A stored version; one saved before jobs had lengths gets them (docs/decisions/0044). */
const documentOf = (row: Row): Catalog =>
  withLengths({ ...(JSON.parse(row.document) as Catalog), version: Number(row.version) });

export type SaveResult = { kind: "saved"; version: number } | { kind: "stale"; latest: number };

export class CatalogStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The version in force (the highest), or null when none was saved yet. */
  async latest(): Promise<Catalog | null> {
    const row = await this.db.get<Row>("SELECT * FROM catalog_versions ORDER BY version DESC LIMIT 1");
    return row ? documentOf(row) : null;
  }

  /** The number of the version in force (0: none): what every instance asks every few seconds. */
  async latestVersion(): Promise<number> {
    const row = await this.db.get<{ v: number | null }>("SELECT MAX(version) AS v FROM catalog_versions");
    return Number(row?.v ?? 0);
  }

  async get(version: number): Promise<Catalog | null> {
    const row = await this.db.get<Row>("SELECT * FROM catalog_versions WHERE version = ?", [version]);
    return row ? documentOf(row) : null;
  }

  /** The first version, when the database has none (every instance may ask; one row is made). */
  async ensureFirst(document: Catalog, now = new Date()): Promise<void> {
    await this.db.run(
      `INSERT INTO catalog_versions (version, document, saved_by, saved_at, restored_from) VALUES (1, ?, ?, ?, NULL)
       ON CONFLICT (version) DO NOTHING`,
      [JSON.stringify({ ...document, version: undefined }), "the first start (the site's content)", now.toISOString()],
    );
  }

  /**
   * Saves `document` as the version after `base`: "stale" (nothing saved) when `base` is no longer the latest.
   * `restoredFrom`: the earlier version this save restores.
   */
  async save(
    document: Catalog,
    base: number,
    savedBy: string,
    now = new Date(),
    restoredFrom: number | null = null,
  ): Promise<SaveResult> {
    try {
      const saved = await this.db.transaction(async (db) => {
        const latest = await db.get<{ v: number | null }>("SELECT MAX(version) AS v FROM catalog_versions");
        if (Number(latest?.v ?? 0) !== base) return { kind: "stale", latest: Number(latest?.v ?? 0) } as const;
        await db.run(
          "INSERT INTO catalog_versions (version, document, saved_by, saved_at, restored_from) VALUES (?, ?, ?, ?, ?)",
          [base + 1, JSON.stringify({ ...document, version: undefined }), savedBy, now.toISOString(), restoredFrom],
        );
        return { kind: "saved", version: base + 1 } as const;
      });
      return saved;
    } catch (error) {
      // two instances saving the same next version at once: the primary key lets one through
      if (isUniqueViolation(error)) return { kind: "stale", latest: await this.latestVersion() };
      throw error;
    }
  }

  /** Who saved each version and when, newest first. */
  async history(limit = 100): Promise<CatalogVersion[]> {
    const rows = await this.db.all<Omit<Row, "document">>(
      "SELECT version, saved_by, saved_at, restored_from FROM catalog_versions ORDER BY version DESC LIMIT ?",
      [limit],
    );
    return rows.map(meta);
  }
}
