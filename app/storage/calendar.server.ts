/**
 * Calendar feeds (issue 39, docs/decisions/0039): each person's private subscription address. Its token is random
 * (32 bytes, base64url) and only its SHA-256 is kept, one per person (a new one replaces the old, which stops working
 * at once), as enrolment links are (docs/decisions/0036). And the jobs a feed lists. On SQLite and PostgreSQL alike.
 * Server only.
 */
import { randomBytes } from "node:crypto";
import type { OutboxMessage, StoredBooking } from "../booking/model.ts";
import { FEED_STATUSES } from "../domain/calendar-feed.ts";
import { type BookingRow, fromRow } from "./bookings.server.ts";
import type { Db } from "./db.server.ts";
import { enqueueMessages } from "./outbox.server.ts";
import { type Role, sha256Hex } from "./owners.server.ts";

/** Whose jobs a feed lists: every job (an owner's), or one crew's (none for a crew member without a crew). */
export type FeedScope = { all: true } | { crewId: number | null };

/** A job of a feed: the booking, the name of its crew and when it last changed (its latest history entry). */
export type FeedBooking = StoredBooking & { crewName: string | null; updatedAt: string };

const STATUS_SQL = FEED_STATUSES.map((status) => `'${status}'`).join(", ");

export class CalendarFeedStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * A new feed token for the person, replacing (and so revoking) their earlier one, and `notice` (to them) queued in
   * the same transaction. Returns the token: it is shown once.
   */
  async create(ownerId: number, notice: OutboxMessage | null = null, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO calendar_feeds (owner_id, token_hash, created_at) VALUES (?, ?, ?)
         ON CONFLICT (owner_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
        [ownerId, sha256Hex(token), now.toISOString()],
      );
      if (notice) await enqueueMessages(tx, null, [notice], now);
    });
    return token;
  }

  /** When the person's feed was made (ISO 8601), or null when they have none. */
  async createdAt(ownerId: number): Promise<string | null> {
    const row = await this.db.get<{ created_at: string }>("SELECT created_at FROM calendar_feeds WHERE owner_id = ?", [
      ownerId,
    ]);
    return row?.created_at ?? null;
  }

  /** Ends the person's feed (its address answers 404 from now on). False when they had none. */
  async revoke(ownerId: number): Promise<boolean> {
    return (await this.db.run("DELETE FROM calendar_feeds WHERE owner_id = ?", [ownerId])) > 0;
  }

  /** The person a feed token is for, with their role and crew; null for an unknown token or a disabled account. */
  async personOf(token: string): Promise<{ ownerId: number; role: Role; crewId: number | null } | null> {
    const row = await this.db.get<{ id: number; role: Role; crew_id: number | null }>(
      `SELECT o.id, o.role, (SELECT m.crew_id FROM crew_members m WHERE m.owner_id = o.id) AS crew_id
       FROM calendar_feeds f JOIN owners o ON o.id = f.owner_id
       WHERE f.token_hash = ? AND o.disabled_at IS NULL`,
      [sha256Hex(token)],
    );
    if (!row) return null;
    return { ownerId: Number(row.id), role: row.role, crewId: row.crew_id === null ? null : Number(row.crew_id) };
  }

  /**
   * The jobs from `from` to `to` (dates, both included) of `scope`, requested, confirmed or completed, by date and
   * planned start (issue 55; a job never planned: its window's start).
   */
  async jobs(scope: FeedScope, from: string, to: string): Promise<FeedBooking[]> {
    if (!("all" in scope) && scope.crewId === null) return [];
    const rows = await this.db.all<BookingRow & { crew_name: string | null; updated_at: string }>(
      `SELECT b.*, c.name AS crew_name,
         COALESCE((SELECT MAX(e.at) FROM booking_events e WHERE e.booking_id = b.id), b.created_at) AS updated_at
       FROM bookings b LEFT JOIN crews c ON c.id = b.crew_id
       WHERE b.date >= ? AND b.date <= ? AND b.status IN (${STATUS_SQL}) ${"all" in scope ? "" : "AND b.crew_id = ?"}
       ORDER BY b.date, COALESCE(b.planned_start, b.window_start), b.window_start, b.id`,
      "all" in scope ? [from, to] : [from, to, scope.crewId],
    );
    return rows.map((row) => ({ ...fromRow(row), crewName: row.crew_name, updatedAt: row.updated_at }));
  }
}
