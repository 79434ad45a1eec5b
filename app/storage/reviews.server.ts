/**
 * Customers' reviews (docs/decisions/0032): one per booking, written (and edited within its days) by the customer
 * only, with the owner's notice queued in the same transaction; what the site publishes (consent given, not hidden);
 * the owner's reply and a hide for a reason of the content policy, recorded in the booking's history. Server only.
 */
import type { OutboxMessage } from "../booking/model.ts";
import type { HideReason } from "../content/reviews.ts";
import { type Db, placeholders, type SqlValue, whereEquals } from "./db.server.ts";
import { recordEvent } from "./bookings.server.ts";
import { enqueueMessages } from "./outbox.server.ts";

export type Review = {
  id: number;
  bookingId: number;
  reference: string;
  stars: number;
  text: string;
  publish: boolean;
  publicName: string;
  city: string;
  service: string;
  createdAt: string;
  updatedAt: string;
  reply: string | null;
  repliedAt: string | null;
  hiddenReason: HideReason | null;
  hiddenAt: string | null;
};

type ReviewRow = {
  id: number;
  booking_id: number;
  reference: string;
  stars: number;
  text: string;
  publish: number;
  public_name: string;
  city: string;
  service: string;
  created_at: string;
  updated_at: string;
  reply: string | null;
  replied_at: string | null;
  hidden_reason: HideReason | null;
  hidden_at: string | null;
};

const SELECT = "SELECT r.*, b.reference FROM reviews r JOIN bookings b ON b.id = r.booking_id";

const fromRow = (r: ReviewRow): Review => ({
  id: Number(r.id),
  bookingId: Number(r.booking_id),
  reference: r.reference,
  stars: Number(r.stars),
  text: r.text,
  publish: Number(r.publish) === 1,
  publicName: r.public_name,
  city: r.city,
  service: r.service,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  reply: r.reply,
  repliedAt: r.replied_at,
  hiddenReason: r.hidden_reason,
  hiddenAt: r.hidden_at,
});

/** What the site shows (consent given, not hidden), of a city or a service when given. */
function publishedWhere(filter: { city?: string; service?: string }) {
  const where = ["r.publish = 1 AND r.hidden_reason IS NULL"];
  const args: SqlValue[] = [];
  whereEquals(where, args, "r.city", filter.city);
  whereEquals(where, args, "r.service", filter.service);
  return { where, args };
}

/** What a customer's review form gives: the review's own fields. */
export type ReviewDraft = Pick<Review, "bookingId" | "stars" | "text" | "publish" | "publicName" | "city" | "service">;

export class ReviewStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async forBooking(bookingId: number): Promise<Review | null> {
    const row = await this.db.get<ReviewRow>(`${SELECT} WHERE r.booking_id = ?`, [bookingId]);
    return row ? fromRow(row) : null;
  }

  /**
   * The customer's review of a booking: stored, or (a second time) edited while `editableSince` is not later than
   * its first sending. A first review queues `messages` (the owner's notice) in the same transaction.
   */
  async submit(
    draft: ReviewDraft,
    now: Date,
    editableSince: Date,
    messages: (review: Review) => readonly OutboxMessage[],
  ): Promise<{ kind: "created" | "edited"; review: Review } | { kind: "closed" }> {
    return this.db.transaction(async (db) => {
      const at = now.toISOString();
      const existing = await db.get<ReviewRow>(`${SELECT} WHERE r.booking_id = ?${db.forUpdate}`, [draft.bookingId]);
      if (existing) {
        if (existing.created_at < editableSince.toISOString()) return { kind: "closed" } as const;
        await db.run("UPDATE reviews SET stars = ?, text = ?, publish = ?, updated_at = ? WHERE id = ?", [
          draft.stars,
          draft.text,
          draft.publish ? 1 : 0,
          at,
          existing.id,
        ]);
        const review = fromRow((await db.get<ReviewRow>(`${SELECT} WHERE r.id = ?`, [existing.id]))!);
        return { kind: "edited", review } as const;
      }
      await db.run(
        `INSERT INTO reviews (booking_id, stars, text, publish, public_name, city, service, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          draft.bookingId,
          draft.stars,
          draft.text,
          draft.publish ? 1 : 0,
          draft.publicName,
          draft.city,
          draft.service,
          at,
          at,
        ],
      );
      const review = fromRow((await db.get<ReviewRow>(`${SELECT} WHERE r.booking_id = ?`, [draft.bookingId]))!);
      await enqueueMessages(db, draft.bookingId, messages(review), now);
      return { kind: "created", review } as const;
    });
  }

  /** Every review, newest first, for the owner (optionally of one number of stars). */
  async list(stars?: number): Promise<Review[]> {
    const rows = await this.db.all<ReviewRow>(
      `${SELECT}${stars ? " WHERE r.stars = ?" : ""} ORDER BY r.created_at DESC, r.id DESC`,
      stars ? [stars] : [],
    );
    return rows.map(fromRow);
  }

  /** The published reviews, newest first; of a city or a service when given. */
  async published(filter: { city?: string; service?: string; limit?: number } = {}): Promise<Review[]> {
    const { where, args } = publishedWhere(filter);
    const rows = await this.db.all<ReviewRow>(
      `${SELECT} WHERE ${where.join(" AND ")} ORDER BY r.created_at DESC, r.id DESC${filter.limit ? ` LIMIT ${Number(filter.limit)}` : ""}`,
      args,
    );
    return rows.map(fromRow);
  }

  /** The stars of every published review of a city or a service (or all), for averages. */
  async publishedStars(filter: { city?: string; service?: string } = {}): Promise<number[]> {
    const { where, args } = publishedWhere(filter);
    const rows = await this.db.all<{ stars: number }>(
      `SELECT r.stars FROM reviews r WHERE ${where.join(" AND ")}`,
      args,
    );
    return rows.map((r) => Number(r.stars));
  }

  /** A stamp that changes whenever what the site shows may have changed (a review sent, edited, replied, hidden). */
  async version(): Promise<string> {
    const row = await this.db.get<Record<string, string | number | null>>(
      `SELECT COUNT(*) AS n, MAX(updated_at) AS edited, MAX(replied_at) AS replied, MAX(hidden_at) AS hidden,
         COUNT(reply) AS replies, COUNT(hidden_reason) AS hides, SUM(LENGTH(COALESCE(reply, ''))) AS reply_chars
       FROM reviews`,
    );
    return Object.values(row ?? {})
      .map((v) => String(v ?? ""))
      .join("|");
  }

  /** The owner's public reply (blank removes it). */
  async reply(reviewId: number, text: string, now: Date): Promise<boolean> {
    const reply = text.trim();
    return (
      (await this.db.run("UPDATE reviews SET reply = ?, replied_at = ? WHERE id = ?", [
        reply === "" ? null : reply,
        now.toISOString(),
        reviewId,
      ])) === 1
    );
  }

  /**
   * Hides a review for a reason of the content policy, and records it in its booking's history (who, why) in the
   * same transaction. False when there is no such review or it is hidden already.
   */
  async hide(reviewId: number, reason: HideReason, actor: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (db) => {
      const row = await db.get<{ booking_id: number }>(
        `SELECT booking_id FROM reviews WHERE id = ? AND hidden_reason IS NULL${db.forUpdate}`,
        [reviewId],
      );
      if (!row) return false;
      await db.run("UPDATE reviews SET hidden_reason = ?, hidden_at = ? WHERE id = ?", [
        reason,
        now.toISOString(),
        reviewId,
      ]);
      await recordEvent(db, Number(row.booking_id), now, actor, "review hidden", reason);
      return true;
    });
  }

  /** Removes the reviews of these bookings (an erasure: a review is the customer's words, docs/decisions/0031). */
  static async eraseFor(db: Db, bookingIds: readonly number[]): Promise<void> {
    if (bookingIds.length > 0)
      await db.run(`DELETE FROM reviews WHERE booking_id IN (${placeholders(bookingIds.length)})`, bookingIds);
  }
}
