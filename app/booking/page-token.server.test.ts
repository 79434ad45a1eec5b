/**
 * The customer's page token at rest (docs/decisions/0031): derived, never stored; the links of before keep working
 * through their hash, on SQLite and PostgreSQL; e-mails kept in the outbox hold a slot, filled when they are sent.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../../tests/support/postgres";
import { bookingToIcs } from "../domain/ics";
import { BookingRepository } from "../storage/bookings.server";
import type { Db } from "../storage/db.server";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot";
import { createPgPool, migratePg, pgDb } from "../storage/postgres.server";
import { pgMigrations, sqliteMigrations } from "../storage/schema";
import { migrate, sqliteDb } from "../storage/sqlite.server";
import { findByPageToken, pageTokenOf, withPageLinks } from "./page-token.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-tokens-"));
let postgres: TestPostgres;
const pools: pg.Pool[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A database as it was before this change (its last migration `before`), and a function that migrates it on. */
const backends: Record<string, () => Promise<{ db: Db; migrateRest: () => Promise<unknown> }>> = {
  SQLite: async () => {
    const database = new DatabaseSync(join(dir, `${randomBytes(4).toString("hex")}.sqlite`));
    database.exec("PRAGMA foreign_keys = ON");
    migrate(
      database,
      sqliteMigrations.filter((m) => m.name !== "page tokens at rest"),
    );
    return { db: sqliteDb(database), migrateRest: async () => migrate(database) };
  },
  PostgreSQL: async () => {
    const pool = createPgPool(await postgres.newDatabase(), 3);
    pools.push(pool);
    await migratePg(
      pool,
      pgMigrations.filter((m) => m.name !== "page tokens at rest"),
    );
    return { db: pgDb(pool), migrateRest: () => migratePg(pool) };
  },
};

/** The calendar file of a booking whose page is `url`. */
const calendarOf = (reference: string, url: string) =>
  bookingToIcs({
    reference,
    date: "2026-07-01",
    windowStart: "09:00",
    windowEnd: "11:00",
    services: ["Move In/Out Cleaning"],
    address: "1 Elm St",
    city: "Dallas",
    zip: "75201",
    total: 100,
    url,
  });

describe("page tokens", () => {
  it("are the reference's code and 32 characters of a keyed hash: the same for a booking, another for the next", () => {
    const token = pageTokenOf("NS-7K3F9Q");
    expect(token).toMatch(/^7K3F9Q[A-Za-z0-9_-]{32}$/);
    expect(pageTokenOf("NS-7K3F9Q")).toBe(token);
    expect(pageTokenOf("NS-7K3F9R").slice(6)).not.toBe(token.slice(6));
  });

  it("fill the slot of a message as it is sent, in its text, HTML and calendar file (folded at 75 octets)", () => {
    const url = `https://northstar.example/booking/confirmed/${PAGE_TOKEN_SLOT}`;
    const ics = calendarOf("NS-7K3F9Q", url);
    const row = { text: `Your page: ${url}`, html: `<a href="${url}">Your page</a>`, ics };
    const sent = withPageLinks(row as never, "NS-7K3F9Q");
    const link = `https://northstar.example/booking/confirmed/${pageTokenOf("NS-7K3F9Q")}`;
    expect(sent.text).toBe(`Your page: ${link}`);
    expect(sent.html).toBe(`<a href="${link}">Your page</a>`);
    expect(sent.ics!.replace(/\r\n[ \t]/g, "")).toContain(`URL:${link}\r\n`);
    for (const line of sent.ics!.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

for (const [name, make] of Object.entries(backends)) {
  describe(`the migration on ${name}`, () => {
    it("keeps the links already sent working, stores no token, and leaves a slot in the e-mails kept", async () => {
      const { db, migrateRest } = await make();
      const legacy = randomBytes(24).toString("base64url");
      const reference = "NS-7K3F9Q";
      const url = `https://northstar.example/booking/confirmed/${legacy}`;
      await db.run(
        `INSERT INTO bookings (reference, token, date, window_start, window_end, lines_json, quote_json, subtotal_cents,
           total_cents, city, address, zip, name, phone, phone_digits, email, email_normalized, created_at)
         VALUES (?, ?, '2026-07-01', '09:00', '11:00', '[]', '{}', 100, 100, 'dallas', '1 Elm St', '75201', 'Ada',
           '214-555-0100', '2145550100', 'ada@example.com', 'ada@example.com', '2026-06-01T00:00:00.000Z')`,
        [reference, legacy],
      );
      const id = Number((await db.get<{ id: number }>("SELECT id FROM bookings"))!.id);
      // The calendar file of before: its URL line folded across the token.
      const ics = calendarOf(reference, url);
      expect(ics).not.toContain(legacy);
      await db.run(
        `INSERT INTO outbox (key, booking_id, event, audience, recipient, subject, text, html, ics, due_at,
           next_attempt_at, created_at, status)
         VALUES ('m', ?, 'created', 'customer', 'ada@example.com', 's', ?, ?, ?, 'x', 'x', 'x', 'sent')`,
        [id, `Your page: ${url}`, `<a href="${url}">page</a>`, ics],
      );

      await migrateRest();

      const repo = new BookingRepository(db);
      expect((await findByPageToken(repo, legacy))?.reference).toBe(reference); // a link already sent
      expect((await findByPageToken(repo, pageTokenOf(reference)))?.reference).toBe(reference); // a link sent now
      expect(await findByPageToken(repo, randomBytes(24).toString("base64url"))).toBeNull();
      expect(await findByPageToken(repo, `${pageTokenOf(reference).slice(0, -1)}A`)).toBeNull();
      expect(await findByPageToken(repo, "7K3F9Q")).toBeNull();

      // No table holds the token, whole or folded.
      const dump = JSON.stringify([
        await db.all("SELECT * FROM bookings"),
        await db.all("SELECT * FROM outbox"),
        await db.all("SELECT * FROM idempotency_keys"),
        await db.all("SELECT * FROM booking_events"),
      ]);
      expect(dump).not.toContain(legacy);
      expect(dump.replace(/\\r\\n /g, "")).not.toContain(legacy);
      const message = (await db.get<{ text: string; html: string; ics: string }>(
        "SELECT text, html, ics FROM outbox",
      ))!;
      expect(message.text).toBe(`Your page: https://northstar.example/booking/confirmed/${PAGE_TOKEN_SLOT}`);
      const resent = withPageLinks({ ...message } as never, reference);
      expect(resent.ics!.replace(/\r\n[ \t]/g, "")).toContain(`/booking/confirmed/${pageTokenOf(reference)}\r\n`);
    });
  });
}
