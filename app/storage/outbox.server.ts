/**
 * The outbox (docs/decisions/0011): messages queued in the same transaction as the booking change they tell of,
 * claimed and sent by the worker (app/outbox/worker.server.ts). Delivery is at least once: a message is marked sent
 * only after the mail server accepted it, and a claim that is never settled (a crash) expires and is retried. On
 * PostgreSQL due messages are claimed `FOR UPDATE SKIP LOCKED`, so two workers never take the same one. Server only.
 */
import { randomBytes } from "node:crypto";
import type { OutboxMessage } from "../booking/model.ts";
import { type Db, placeholders } from "./db.server.ts";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "cancelled";

/** A row of the `outbox` table. */
export type OutboxRow = {
  id: number;
  key: string;
  booking_id: number | null;
  event: OutboxMessage["event"];
  audience: OutboxMessage["audience"];
  recipient: string;
  recipient_name: string | null;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  status: OutboxStatus;
  attempts: number;
  due_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** E-mail or a text (docs/decisions/0035); a text's id at the provider and its delivery state once reported. */
  channel: "email" | "sms";
  provider_id: string | null;
  delivery_status: string | null;
  /** Given with a claimed message: its booking's reference, whose page link is written in when it is sent. */
  booking_reference?: string | null;
};

/**
 * How long a claim lasts: a worker that died holding it frees the message after this. Longer than a whole round
 * can take (3 messages × 40 s of SMTP time-outs), so a slow round is never claimed again by another worker.
 */
export const CLAIM_MS = 5 * 60_000;
/** A message still unsent this long after it was due is given up (status `failed`). */
export const GIVE_UP_MS = 24 * 3600_000;

/** The wait before retry n (n = attempts made): 10 s, 20 s, 40 s … at most 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** The columns a queued message fills (a resend copies the same ones). */
/**
 * A message may be sent again when it was sent (or failed), its text is still kept (not erased, not past the
 * retention), and it is not an "on my way" (its time has passed). The same rule for the owner's page and the store.
 */
const RESENDABLE_SQL = "status IN ('sent', 'failed') AND text <> '' AND event <> 'on-my-way'";
export const isResendable = (m: Pick<OutboxRow, "status" | "text" | "event">) =>
  (m.status === "sent" || m.status === "failed") && m.text !== "" && m.event !== "on-my-way";

const MESSAGE_COLUMNS = [
  "key",
  "booking_id",
  "event",
  "audience",
  "recipient",
  "recipient_name",
  "subject",
  "text",
  "html",
  "ics",
  "due_at",
  "next_attempt_at",
  "created_at",
  "channel",
] as const;

const normalize = (row: OutboxRow): OutboxRow => ({
  ...row,
  id: Number(row.id),
  booking_id: row.booking_id === null ? null : Number(row.booking_id),
  attempts: Number(row.attempts),
});

/**
 * Queues messages for a booking (or, with `bookingId` null, of no booking: an owner's account notice) inside the
 * caller's transaction. A key already queued is left as it is (an event
 * is queued once), so replaying an event never sends twice.
 */
export async function enqueueMessages(db: Db, bookingId: number | null, messages: readonly OutboxMessage[], now: Date) {
  for (const m of messages)
    await db.run(
      `INSERT INTO outbox (${MESSAGE_COLUMNS.join(", ")}) VALUES (${placeholders(MESSAGE_COLUMNS.length)})
       ON CONFLICT (key) DO NOTHING`,
      [
        m.key,
        bookingId,
        m.event,
        m.audience,
        m.to,
        m.toName,
        m.subject,
        m.text,
        m.html,
        m.ics,
        m.dueAt,
        m.dueAt,
        now.toISOString(),
        m.channel ?? "email",
      ],
    );
}

/** Withdraws a booking's pending reminders, inside the caller's transaction (the visit moved, or will not happen). */
export async function withdrawReminders(db: Db, bookingId: number) {
  await db.run(
    "UPDATE outbox SET status = 'cancelled' WHERE booking_id = ? AND event = 'reminder' AND status = 'pending'",
    [bookingId],
  );
}

export class Outbox {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Claims up to `limit` messages that are due (or whose claim expired), oldest first, counting an attempt. */
  async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
    const at = now.toISOString();
    const rows = await this.db.transaction((db) =>
      db.all<OutboxRow>(
        `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = ?
         WHERE id IN (
           SELECT id FROM outbox
           WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND claimed_until <= ?)
           ORDER BY next_attempt_at, id LIMIT ?${db.skipLocked})
         RETURNING *`,
        [new Date(now.getTime() + CLAIM_MS).toISOString(), at, at, limit],
      ),
    );
    const ids = [...new Set(rows.map((r) => r.booking_id).filter((id) => id !== null))];
    const references = new Map(
      ids.length === 0
        ? []
        : (
            await this.db.all<{ id: number; reference: string }>(
              `SELECT id, reference FROM bookings WHERE id IN (${placeholders(ids.length)})`,
              ids,
            )
          ).map((b) => [Number(b.id), b.reference] as const),
    );
    return rows
      .map(normalize)
      .map((row) => ({
        ...row,
        booking_reference: row.booking_id === null ? null : (references.get(row.booking_id) ?? null),
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** Marks a message sent; a text keeps the provider's id (its delivery reports name it). */
  /**
   * Marks a claimed message sent; `erased` when its customer was erased while it was being sent (its recipient
   * blanked by the erasure), so that the sender removes what it wrote of it (README, Privacy).
   */
  async markSent(id: number, now: Date, providerId: string | null = null): Promise<{ erased: boolean }> {
    const row = await this.db.get<{ recipient: string }>(
      `UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL, provider_id = ?
       WHERE id = ? RETURNING recipient`,
      [now.toISOString(), providerId, id],
    );
    return { erased: row?.recipient === "" };
  }

  /** Withdraws a claimed message that must not go out (a text to a number that replied STOP). */
  async markWithdrawn(id: number, reason: string): Promise<void> {
    await this.db.run("UPDATE outbox SET status = 'cancelled', claimed_until = NULL, last_error = ? WHERE id = ?", [
      reason,
      id,
    ]);
  }

  /** A text's delivery report (`delivered`, `failed`, `undelivered`, …); false when no text has that id. */
  async recordDelivery(providerId: string, status: string): Promise<boolean> {
    return (
      (await this.db.run("UPDATE outbox SET delivery_status = ? WHERE provider_id = ? AND channel = 'sms'", [
        status.slice(0, 40),
        providerId,
      ])) > 0
    );
  }

  /** Records a failed attempt: retried after `retryDelayMs`, or `failed` once it is a day overdue. */
  async markFailed(id: number, error: string, now: Date): Promise<OutboxStatus> {
    return this.db.transaction(async (db) => {
      const row = await db.get<{ attempts: number; due_at: string }>(
        `SELECT attempts, due_at FROM outbox WHERE id = ?${db.forUpdate}`,
        [id],
      );
      if (!row) return "failed";
      const status: OutboxStatus = now.getTime() - Date.parse(row.due_at) >= GIVE_UP_MS ? "failed" : "pending";
      const next = new Date(now.getTime() + retryDelayMs(Number(row.attempts))).toISOString();
      await db.run(
        "UPDATE outbox SET status = ?, next_attempt_at = ?, claimed_until = NULL, last_error = ?, last_failed_at = ? WHERE id = ?",
        [status, next, error.slice(0, 500), now.toISOString(), id],
      );
      return status;
    });
  }

  /** Queues a copy of a message of a booking to go out again now, when it may be (`RESENDABLE_SQL`). */
  async resend(outboxId: number, bookingId: number, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const copied = MESSAGE_COLUMNS.map((column) =>
      column === "key" ? "key || '.resent.' || ?" : column.endsWith("_at") ? "?" : column,
    );
    const changed = await this.db.run(
      `INSERT INTO outbox (${MESSAGE_COLUMNS.join(", ")})
       SELECT ${copied.join(", ")} FROM outbox
       WHERE id = ? AND booking_id = ? AND ${RESENDABLE_SQL}`,
      [randomBytes(6).toString("hex"), at, at, at, outboxId, bookingId],
    );
    return changed > 0;
  }

  /** The messages of a booking, oldest first. */
  async forBooking(bookingId: number): Promise<OutboxRow[]> {
    return (await this.db.all<OutboxRow>("SELECT * FROM outbox WHERE booking_id = ? ORDER BY id", [bookingId])).map(
      normalize,
    );
  }

  /** Every message (tests, the owner's tools), oldest first. */
  async all(): Promise<OutboxRow[]> {
    return (await this.db.all<OutboxRow>("SELECT * FROM outbox ORDER BY id")).map(normalize);
  }
}
