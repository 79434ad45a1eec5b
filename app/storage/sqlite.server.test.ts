/**
 * SQLite: the database setup, the migration runner and the booking repository on it, on real files. The last test
 * races several OS processes, each with its own connection, for the last places of one window.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { bookingRaceWorker, runWorker } from "../../tests/support/worker-process";
import type { NewBooking } from "../booking/model";
import { priceOrder } from "../domain/pricing";
import { BookingRepository, newReference } from "./bookings.server";
import { type Migration, sqliteMigrations as migrations } from "./schema";
import { migrate, openDatabase, sqliteDb } from "./sqlite.server";
import { defaultCatalog } from "../domain/catalog";

const dir = mkdtempSync(join(tmpdir(), "northstar-storage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const freshPath = () => join(dir, `db-${++n}`, "nested", "bookings.sqlite");
const createSqliteBookingRepository = (path: string) => new BookingRepository(sqliteDb(openDatabase(path)));

const junk = [{ service: "junk-removal" as const, tier: "small", addons: [] }];
const quote = newBooking("2026-07-01", "09:00", { lines: junk }).quote;
const booking = (overrides: Partial<NewBooking> = {}) =>
  newBooking("2026-07-01", "09:00", { lines: junk, ...overrides });

describe("openDatabase", () => {
  it("creates the folder, sets durable pragmas and migrates", () => {
    const path = freshPath();
    const db = openDatabase(path);
    expect(existsSync(path)).toBe(true);
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0];
    expect(pragma("journal_mode")).toBe("wal");
    expect(pragma("synchronous")).toBe(2); // FULL
    expect(pragma("busy_timeout")).toBe(5000);
    expect(pragma("foreign_keys")).toBe(1);
    expect(
      (db.prepare("SELECT id, name FROM migrations ORDER BY id").all() as { id: number }[]).map((r) => r.id),
    ).toEqual(migrations.map((m) => m.id));
    db.close();
    // re-opening applies nothing twice
    const again = openDatabase(path);
    expect(migrate(again)).toEqual([]);
    again.close();
  });

  it("the payments migration remakes the bookings and outbox tables with every row, history and e-mail kept", async () => {
    const db = new DatabaseSync(join(dir, `db-${++n}.sqlite`));
    db.exec("PRAGMA foreign_keys = ON");
    migrate(
      db,
      migrations.filter((m) => m.id <= 4),
    ); // a database of before card payments
    // a booking, its idempotency key and its e-mail, as the code of then wrote them
    const q = booking().quote;
    const row = [
      newReference(),
      randomBytes(24).toString("base64url"),
      "2026-07-01",
      "09:00",
      "11:00",
      JSON.stringify(junk),
      JSON.stringify(q),
    ];
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO bookings (reference, token, date, window_start, window_end, lines_json, quote_json, subtotal_cents,
           total_cents, city, address, zip, name, phone, phone_digits, email, email_normalized, created_at, internal_note)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'dallas', '1 Elm St', '75201', 'Old Timer', '214-555-0100', '2145550100',
           'old@example.com', 'old@example.com', '2026-06-01T00:00:00.000Z', 'gate 12')`,
      )
      .run(...row, q.subtotal, q.total);
    const id = Number(lastInsertRowid);
    db.prepare(
      "INSERT INTO idempotency_keys (key, request_hash, booking_id, created_at) VALUES ('k', 'h', ?, 'x')",
    ).run(id);
    db.prepare(
      `INSERT INTO outbox (key, booking_id, event, audience, recipient, subject, text, html, due_at, next_attempt_at, created_at)
       VALUES ('m', ?, 'created', 'owner', 'o@example.com', 's', 't', 'h', 'x', 'x', 'x')`,
    ).run(id);
    const reference = row[0]!;
    db.prepare("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)").run(
      id,
      "2026-06-01T00:00:00.000Z",
      "owner",
      "note",
      null,
    );
    expect(migrate(db)).toEqual(migrations.filter((m) => m.id > 4).map((m) => m.id));
    expect(db.prepare("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    const after = await new BookingRepository(sqliteDb(db)).findByReference(reference);
    expect(after).toMatchObject({
      id,
      name: "Old Timer",
      internalNote: "gate 12",
      totalCents: q.total,
      status: "requested",
    });
    expect(after!.payment).toMatchObject({ status: "unpaid", paidCents: 0, refundedCents: 0, holdUntil: null });
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count("outbox"), count("booking_events"), count("idempotency_keys")]).toEqual([1, 1, 1]);
    // the new status and events are accepted, the foreign keys still hold
    db.prepare("UPDATE bookings SET status = 'expired' WHERE id = ?").run(id);
    expect(() =>
      db.prepare("INSERT INTO booking_events (booking_id, at, actor, action) VALUES (999, 'x', 'y', 'z')").run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it("applies new migrations in order and rolls back all of a failing batch", () => {
    const db = openDatabase(freshPath());
    const last = Math.max(...migrations.map((m) => m.id));
    const extra: Migration[] = [
      ...migrations,
      { id: last + 2, name: "third", sql: "CREATE TABLE third (id INTEGER PRIMARY KEY)" },
      { id: last + 1, name: "second", sql: "CREATE TABLE second (id INTEGER PRIMARY KEY)" },
    ];
    expect(migrate(db, extra)).toEqual([last + 1, last + 2]);
    const broken: Migration[] = [
      ...extra,
      { id: last + 3, name: "ok", sql: "CREATE TABLE fourth (id INTEGER)" },
      { id: last + 4, name: "broken", sql: "CREATE TABLE oops (" },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'fourth'").get()).toBeUndefined();
    expect(db.prepare("SELECT MAX(id) AS id FROM migrations").get()).toEqual({ id: last + 2 });
    db.close();
  });
});

describe("references", () => {
  it("look like NS-7K3F9Q", () => {
    const refs = new Set(Array.from({ length: 500 }, newReference));
    for (const ref of refs) expect(ref).toMatch(/^NS-[2-9A-HJKMNP-Z]{6}$/);
    expect(refs.size).toBeGreaterThan(495);
  });
});

describe("BookingRepository on SQLite", () => {
  it("stores every field and finds it by the hash of its page token", async () => {
    const repo = createSqliteBookingRepository(freshPath());
    const input = booking({ notes: "Side gate", bundleId: null, promoCode: "NSPS15" });
    const result = await repo.create({
      booking: input,
      capacity: 2,
      requireFirstOrder: false,
      now: new Date("2026-06-01T12:00:00Z"),
      tokenHashOf: (reference) => `hash-of-${reference}`,
    });
    expect(result.kind).toBe("created");
    if (result.kind !== "created") return;
    expect(result.booking).toMatchObject({
      ...input,
      status: "requested",
      totalCents: quote.total,
      createdAt: "2026-06-01T12:00:00.000Z",
    });
    expect(await repo.findByTokenHash(`hash-of-${result.booking.reference}`)).toEqual(result.booking);
    expect(await repo.findByTokenHash("hash-of-NS-AAAAAA")).toBeNull();
    expect(await repo.countByWindow("2026-07-01")).toEqual({ "09:00": 1 });
    expect(await repo.hasBookingFor(input.email.toUpperCase(), "0000000000")).toBe(true);
    expect(await repo.hasBookingFor("nobody@example.com", input.phone.replace(/\D/g, ""))).toBe(true);
    expect(await repo.hasBookingFor("nobody@example.com", "9725550000")).toBe(false);
  });

  it("stores NULL as the total of a quote request", async () => {
    const repo = createSqliteBookingRepository(freshPath());
    const custom = priceOrder({ lines: [{ service: "cleaning", tier: "custom", addons: [] }] }, defaultCatalog());
    if (!custom.ok) throw new Error("fixture");
    const result = await repo.create({
      booking: booking({ quote: custom.quote }),
      capacity: 2,
      requireFirstOrder: false,
    });
    expect(result.kind === "created" && result.booking.totalCents).toBeNull();
  });

  it("enforces capacity across connections and ignores cancelled bookings", async () => {
    const path = freshPath();
    const a = createSqliteBookingRepository(path);
    const b = createSqliteBookingRepository(path);
    const kinds = [];
    for (const repo of [a, b, a, b])
      kinds.push((await repo.create({ booking: booking(), capacity: 2, requireFirstOrder: false })).kind);
    expect(kinds).toEqual(["created", "created", "window-full", "window-full"]);
    const raw = new DatabaseSync(path);
    raw.exec("UPDATE bookings SET status = 'cancelled' WHERE id = 1");
    raw.close();
    expect(await b.countByWindow("2026-07-01")).toEqual({ "09:00": 1 });
    expect((await a.create({ booking: booking(), capacity: 2, requireFirstOrder: false })).kind).toBe("created");
  });

  it("refuses a second first-order booking by e-mail or phone, and nothing is stored", async () => {
    const repo = createSqliteBookingRepository(freshPath());
    const first = booking({ email: "Kim@Example.com" });
    expect((await repo.create({ booking: first, capacity: 9, requireFirstOrder: true })).kind).toBe("created");
    expect(
      (await repo.create({ booking: booking({ email: "kim@example.com" }), capacity: 9, requireFirstOrder: true }))
        .kind,
    ).toBe("not-first-order");
    expect(
      (await repo.create({ booking: booking({ phone: `1-${first.phone}` }), capacity: 9, requireFirstOrder: true }))
        .kind,
    ).toBe("not-first-order");
    expect(await repo.countByWindow("2026-07-01")).toEqual({ "09:00": 1 });
  });

  it("replays an idempotency key, refuses it for another request, and lets the first one win a full window", async () => {
    const repo = createSqliteBookingRepository(freshPath());
    const one = booking();
    const created = await repo.create({
      booking: one,
      capacity: 1,
      requireFirstOrder: true,
      idempotency: { key: "k1", requestHash: "h1" },
    });
    // the replay succeeds although the window is now full and the customer is no longer new
    const replay = await repo.create({
      booking: one,
      capacity: 1,
      requireFirstOrder: true,
      idempotency: { key: "k1", requestHash: "h1" },
    });
    expect(created.kind).toBe("created");
    expect(replay).toEqual({ kind: "replayed", booking: created.kind === "created" ? created.booking : null });
    expect(
      await repo.create({
        booking: one,
        capacity: 1,
        requireFirstOrder: false,
        idempotency: { key: "k1", requestHash: "h2" },
      }),
    ).toEqual({
      kind: "idempotency-mismatch",
    });
    expect((await repo.findByIdempotencyKey("k1"))?.requestHash).toBe("h1");
    expect(await repo.findByIdempotencyKey("k2")).toBeNull();
    expect(await repo.countByWindow("2026-07-01")).toEqual({ "09:00": 1 });
  });

  it("books exactly the places left when separate processes race for them", async () => {
    const path = freshPath();
    createSqliteBookingRepository(path); // create and migrate once
    const requests = () =>
      Array.from({ length: 5 }, () => ({
        capacity: 3,
        requireFirstOrder: false,
        booking: newBooking("2026-07-04", "13:00", { lines: junk }),
      }));
    const startAt = String(Date.now() + 1500);
    const race = bookingRaceWorker(dir);
    const run = () => runWorker<string[]>(race, ["sqlite", path, startAt, JSON.stringify(requests())]);
    const results = (await Promise.all([1, 2, 3, 4, 5, 6].map(run))).flat();
    expect(results).toHaveLength(30);
    expect(results.filter((k) => k === "created")).toHaveLength(3);
    expect(results.filter((k) => k === "window-full")).toHaveLength(27);
    const db = new DatabaseSync(path);
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM bookings WHERE date = '2026-07-04' AND window_start = '13:00'").get(),
    ).toEqual({ n: 3 });
    db.close();
  }, 30_000);
});
