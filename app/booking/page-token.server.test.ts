/**
 * The customer's page token at rest (docs/decisions/0031): derived, never stored; the links of before keep working
 * through their hash, on SQLite and PostgreSQL; e-mails kept in the outbox hold a slot, filled when they are sent.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPostgres, type UnitPostgres } from "../../tests/support/unit-postgres";
import { bookingToIcs } from "../domain/ics";
import { BookingRepository } from "../storage/bookings.server";
import type { Db } from "../storage/db.server";
import type { OutboxRow } from "../storage/outbox.server";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot";
import { createPgPool, migratePg, pgDb } from "../storage/postgres.server";
import { pgMigrations, sqliteMigrations } from "../storage/schema";
import { migrate, sqliteDb } from "../storage/sqlite.server";
import type { StoredBooking } from "./model";
import { findByPageToken, pagePath, pagePathOf, pageTokenOf, tokenHash, withPageLinks } from "./page-token.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-tokens-"));
let postgres: UnitPostgres | undefined;
const pools: pg.Pool[] = [];
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
    const pool = createPgPool(await postgres!.newDatabase(), 3);
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

/** The token the ADR defines, derived here from SESSION_SECRET (not by the module): code + HMAC(key(secret), reference). */
function expectedToken(secret: string, reference: string) {
  const key = createHmac("sha256", secret).update("booking-page").digest();
  return `${reference.slice(3)}${createHmac("sha256", key).update(reference).digest("base64url").slice(0, 32)}`;
}

/** A repository holding `bookings`, and the SHA-256 of tokens given before (`hashes`: hash → reference). */
function repoOf(bookings: Partial<StoredBooking>[], hashes: Record<string, string> = {}) {
  const asked: string[] = [];
  const find = (reference: string | undefined) =>
    (bookings.find((b) => b.reference === reference) as StoredBooking | undefined) ?? null;
  const repo = {
    findByTokenHash: async (hash: string) => {
      asked.push(`hash ${hash}`);
      return find(hashes[hash]);
    },
    findByReference: async (reference: string) => {
      asked.push(`reference ${reference}`);
      return find(reference);
    },
  } as unknown as BookingRepository;
  return { repo, asked };
}

describe("page tokens", () => {
  it("are the reference's code and 32 characters of a keyed hash: the same for a booking, another for the next", () => {
    const token = pageTokenOf("NS-7K3F9Q");
    expect(token).toMatch(/^7K3F9Q[A-Za-z0-9_-]{32}$/);
    expect(pageTokenOf("NS-7K3F9Q")).toBe(token);
    expect(pageTokenOf("NS-7K3F9R").slice(6)).not.toBe(token.slice(6));
    // keyed with the server's secret, as the ADR says: a link e-mailed today opens the page after any release (and
    // another secret gives other tokens: app/utils/another-server-secret.server.test.ts)
    expect(token).toBe(expectedToken(process.env.SESSION_SECRET!, "NS-7K3F9Q"));
    // not a plain hash of the (public) reference, which anyone could make
    const unkeyed = createHash("sha256").update("NS-7K3F9Q").digest("base64url").slice(0, 32);
    expect(token.slice(6)).not.toBe(unkeyed);
    expect(pagePathOf("NS-7K3F9Q")).toBe(`/booking/confirmed/${token}`);
    expect(pagePath("abc")).toBe("/booking/confirmed/abc");
    expect(tokenHash("abc")).toBe(createHash("sha256").update("abc").digest("hex"));
  });

  it("open their booking; a changed, cut, padded or foreign token opens none, and a garbled one asks nothing", async () => {
    const reference = "NS-7K3F9Q";
    const token = pageTokenOf(reference);
    const legacy = randomBytes(24).toString("base64url");
    const { repo, asked } = repoOf(
      [
        { reference, erasedAt: null },
        { reference: "NS-ERASED", erasedAt: "2026-06-01T00:00:00.000Z" },
        { reference: "NS-LEGACY", erasedAt: null },
      ],
      { [tokenHash(legacy)]: "NS-LEGACY" },
    );
    expect((await findByPageToken(repo, token))?.reference).toBe(reference);
    expect(asked).toEqual([`hash ${tokenHash(token)}`, `reference ${reference}`]);
    // a token given before, kept as its hash (also one of today's shape whose hash is kept)
    expect((await findByPageToken(repo, legacy))?.reference).toBe("NS-LEGACY");
    const { repo: byHash } = repoOf([{ reference: "NS-LEGACY", erasedAt: null }], { [tokenHash(token)]: "NS-LEGACY" });
    expect((await findByPageToken(byHash, token))?.reference).toBe("NS-LEGACY");
    // an erased customer's page is gone
    expect(await findByPageToken(repo, pageTokenOf("NS-ERASED"))).toBeNull();
    // a well-formed token of a booking that does not exist
    expect(await findByPageToken(repo, pageTokenOf("NS-222222"))).toBeNull();
    asked.length = 0;
    const flip = (c: string) => (c === "A" ? "B" : "A");
    for (const wrong of [
      `${token.slice(0, -1)}${flip(token.at(-1)!)}`, // a changed character of the hash
      `${token.slice(0, 6)}${flip(token[6]!)}${token.slice(7)}`,
      `7K3F9R${token.slice(6)}`, // another booking's code with this hash
      randomBytes(24).toString("base64url"), // a random token of before's shape, never given
    ])
      expect(await findByPageToken(repo, wrong), wrong).toBeNull();
    expect(asked.filter((a) => a.startsWith("reference"))).toEqual([]);
    asked.length = 0;
    for (const garbled of [
      token.slice(0, -1), // cut
      `${token}A`, // padded
      `x${token}`,
      `${token.slice(0, 6).toLowerCase()}${token.slice(6)}`,
      `7K3F9O${token.slice(6)}`, // O is no reference's letter
      `7K3F91${token.slice(6)}`,
      `${token.slice(0, 6)}${token.slice(6, 37)}=`,
      `${legacy.slice(0, 31)}/`,
      "",
      "7K3F9Q",
    ])
      expect(await findByPageToken(repo, garbled), garbled).toBeNull();
    expect(asked).toEqual([]); // not even the hash of a token of no possible shape
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

  it("fill the slot wherever it is (text, HTML or calendar alone, every time it occurs); leave a message without one as it is", () => {
    const token = pageTokenOf("NS-7K3F9Q");
    const row = (patch: Partial<OutboxRow>) => ({ text: "t", html: "h", ics: null, ...patch }) as OutboxRow;
    expect(withPageLinks(row({ text: `a ${PAGE_TOKEN_SLOT} b ${PAGE_TOKEN_SLOT}` }), "NS-7K3F9Q")).toMatchObject({
      text: `a ${token} b ${token}`,
      html: "h",
      ics: null,
    });
    expect(withPageLinks(row({ html: `<a href="/${PAGE_TOKEN_SLOT}">` }), "NS-7K3F9Q")).toMatchObject({
      text: "t",
      html: `<a href="/${token}">`,
    });
    const ics = calendarOf("NS-7K3F9Q", `https://northstar.example/booking/confirmed/${PAGE_TOKEN_SLOT}`);
    const calendarOnly = withPageLinks(row({ ics }), "NS-7K3F9Q");
    expect(calendarOnly.text).toBe("t");
    expect(calendarOnly.ics!.replace(/\r\n[ \t]/g, "")).toContain(`/booking/confirmed/${token}\r\n`);
    // a message of no booking (an owner's notice): the slot is emptied, never left for a reader to see
    expect(withPageLinks(row({ text: `x${PAGE_TOKEN_SLOT}y` }), null).text).toBe("xy");
    // without a slot, the message goes as it was kept, to the byte (its calendar is not folded again)
    const unfolded = `BEGIN:VCALENDAR\r\nDESCRIPTION:${"long ".repeat(30)}\r\nEND:VCALENDAR`;
    const plain = row({ text: "no link", html: "<p>no link</p>", ics: unfolded });
    expect(withPageLinks(plain, "NS-7K3F9Q")).toBe(plain);
    const noCalendar = row({ text: "no link" });
    expect(withPageLinks(noCalendar, "NS-7K3F9Q")).toBe(noCalendar);
  });
});

for (const [name, make] of Object.entries(backends)) {
  describe(`the migration on ${name}`, () => {
    // started for this suite only: the tests of the tokens themselves need no database
    if (name === "PostgreSQL")
      beforeAll(async () => {
        postgres = await unitPostgres();
      }, 60_000);
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
