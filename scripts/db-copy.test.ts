import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPostgres, type UnitPostgres } from "../tests/support/unit-postgres";
import { priceOrder } from "../app/domain/pricing";
import { statusChange } from "../app/booking/service.server";
import { createPgPool } from "../app/storage/postgres.server";
import { openDatabase } from "../app/storage/sqlite.server";
import { pgStorage, sqliteStorage } from "../app/storage/storage.server";
import { COPIED_TABLES, copySqliteToPostgres } from "./db-copy";
import { defaultCatalog } from "../app/domain/catalog";

const dir = mkdtempSync(join(tmpdir(), "northstar-copy-"));
let postgres: UnitPostgres;
let pool: pg.Pool;
beforeAll(async () => {
  postgres = await unitPostgres();
  pool = createPgPool(postgres.url);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run db:copy", () => {
  it("copies bookings, their e-mails and history, capacity changes and owners into an empty PostgreSQL", async () => {
    const path = join(dir, "source.sqlite");
    const source = sqliteStorage(openDatabase(path));
    const sqlite = source.bookings;
    const priced = priceOrder({ lines: [{ service: "cleaning", tier: "1", addons: [] }] }, defaultCatalog());
    if (!priced.ok) throw new Error("fixture");
    const booking = {
      date: "2026-08-01",
      windowStart: "09:00",
      windowEnd: "11:00",
      bundleId: null,
      lines: [{ service: "cleaning" as const, tier: "1", addons: [] }],
      quote: priced.quote,
      promoCode: null,
      city: "dallas",
      address: "1 Main St",
      zip: "75201",
      name: "Copy Me",
      phone: "(214) 555-0199",
      email: "copy@example.com",
      notes: "gate 4",
    };
    const created = await sqlite.create({
      booking,
      capacity: 2,
      requireFirstOrder: false,
      idempotency: { key: "copy-key", requestHash: "h" },
    });
    if (created.kind !== "created") throw new Error("setup");
    await sqlite.apply(statusChange({ id: created.booking.id, to: "cancelled", actor: "customer", now: new Date() }));
    await source.owners.add("boss@example.com", "long enough password");
    await source.close();

    // every table that holds the business's data is copied: all but the sessions (sign in again), the migrations, and
    // the records of this install's running (its SQLite backups, its health checks' state: docs/decisions/0040)
    const { DatabaseSync } = await import("node:sqlite");
    const tables = (
      new DatabaseSync(path, { readOnly: true })
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as { name: string }[]
    ).map((t) => t.name);
    const notCopied = ["migrations", "sessions", "backups", "health_marks", "health_alerts"];
    expect([...COPIED_TABLES, ...notCopied].sort()).toEqual(tables);

    const counts = await copySqliteToPostgres(path, pool);
    expect(counts).toMatchObject({ owners: 1, bookings: 1, booking_lines: 1, idempotency_keys: 1, booking_events: 1 });

    const copy = pgStorage(pool).bookings;
    const found = await copy.findByReference(created.booking.reference);
    expect(found).toMatchObject({ reference: created.booking.reference, status: "cancelled", notes: "gate 4" });
    expect((await copy.history(found!.id)).map((h) => h.action)).toEqual(["cancelled"]);
    expect((await copy.findByIdempotencyKey("copy-key"))?.booking.reference).toBe(created.booking.reference);
    // new bookings continue after the copied ids
    const next = await copy.create({
      booking: { ...booking, email: "next@example.com" },
      capacity: 2,
      requireFirstOrder: false,
    });
    expect(next.kind === "created" && next.booking.id).toBeGreaterThan(created.booking.id);
    // and a second copy into a database that holds bookings is refused
    await expect(copySqliteToPostgres(path, pool)).rejects.toThrow(/already holds bookings/);
  }, 60_000);
});
