import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../tests/support/postgres";
import { priceOrder } from "../app/domain/pricing";
import { SqliteBookingRepository } from "../app/utils/bookings.server";
import { PgBookingRepository } from "../app/utils/bookings-pg.server";
import { openDatabase } from "../app/utils/db.server";
import { OwnerStore } from "../app/utils/owners.server";
import { createPgPool } from "../app/utils/pg.server";
import { sqliteClient } from "../app/utils/sql.server";
import { copySqliteToPostgres } from "./db-copy";

const dir = mkdtempSync(join(tmpdir(), "northstar-copy-"));
let postgres: TestPostgres;
let pool: pg.Pool;
beforeAll(async () => {
  postgres = await startPostgres();
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
    const db = openDatabase(path);
    const sqlite = new SqliteBookingRepository(db);
    const priced = priceOrder({ lines: [{ service: "cleaning", tier: "1", addons: [] }] });
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
    await sqlite.cancel({ id: created.booking.id, actor: "customer" });
    await new OwnerStore(sqliteClient(db)).add("boss@example.com", "long enough password");
    db.close();

    const counts = await copySqliteToPostgres(path, pool);
    expect(counts).toMatchObject({ owners: 1, bookings: 1, idempotency_keys: 1, booking_events: 1 });

    const copy = new PgBookingRepository(pool);
    const found = await copy.findByToken(created.booking.token);
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
