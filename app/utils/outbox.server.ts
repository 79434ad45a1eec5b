/**
 * The outbox (docs/decisions/0011): e-mails queued in the same transaction as the booking change they tell of,
 * claimed and sent by the worker (outbox-worker.server.ts). Delivery is at least once: a message is marked sent
 * only after the mail server accepted it, and a claim that is never settled (a crash) expires and is retried.
 */
import type { DatabaseSync } from "node:sqlite";
import { immediateTransaction } from "./db.server.ts";
import type { OutboxMessage } from "./notifications.server.ts";

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

/** The columns a queued message fills, in the order of `outboxInsertValues` (SQLite and PostgreSQL alike). */
export const OUTBOX_INSERT_COLUMNS = [
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
] as const;

/** The values of a queued message's row, for `OUTBOX_INSERT_COLUMNS`: first due when it is due. */
export const outboxInsertValues = (bookingId: number, m: OutboxMessage, now: Date) => [
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
];

/**
 * Queues messages for a booking inside the caller's transaction. A key already queued is left as it is (an event
 * is queued once), so replaying an event never sends twice.
 */
export function enqueueMessages(db: DatabaseSync, bookingId: number, messages: readonly OutboxMessage[], now: Date) {
  const insert = db.prepare(
    `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")})
     VALUES (${OUTBOX_INSERT_COLUMNS.map(() => "?").join(", ")}) ON CONFLICT (key) DO NOTHING`,
  );
  for (const m of messages) insert.run(...outboxInsertValues(bookingId, m, now));
}

/** Storage of the outbox. Async so that a networked database can implement it. */
export interface Outbox {
  /** Claims up to `limit` messages that are due (or whose claim expired), oldest first, counting an attempt. */
  claimDue(now: Date, limit: number): Promise<OutboxRow[]>;
  markSent(id: number, now: Date): Promise<void>;
  /** Records a failed attempt: retried after `retryDelayMs`, or `failed` once it is a day overdue. */
  markFailed(id: number, error: string, now: Date): Promise<OutboxStatus>;
  /** The messages of a booking, oldest first. */
  forBooking(bookingId: number): Promise<OutboxRow[]>;
  /** Every message (tests, the owner's tools), oldest first. */
  all(): Promise<OutboxRow[]>;
}

export class SqliteOutbox implements Outbox {
  private readonly db: DatabaseSync;
  constructor(db: DatabaseSync) {
    this.db = db;
  }

  async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    return immediateTransaction(
      this.db,
      () =>
        this.db
          .prepare(
            `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = ?
             WHERE id IN (
               SELECT id FROM outbox
               WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND claimed_until <= ?)
               ORDER BY next_attempt_at, id LIMIT ?)
             RETURNING *`,
          )
          .all(until, at, at, limit) as OutboxRow[],
    ).sort((a, b) => Number(a.id) - Number(b.id));
  }

  async markSent(id: number, now: Date): Promise<void> {
    this.db
      .prepare("UPDATE outbox SET status = 'sent', sent_at = ?, claimed_until = NULL, last_error = NULL WHERE id = ?")
      .run(now.toISOString(), id);
  }

  async markFailed(id: number, error: string, now: Date): Promise<OutboxStatus> {
    return immediateTransaction(this.db, () => {
      const row = this.db.prepare("SELECT attempts, due_at FROM outbox WHERE id = ?").get(id) as
        { attempts: number; due_at: string } | undefined;
      if (!row) return "failed";
      const overdue = now.getTime() - Date.parse(row.due_at) >= GIVE_UP_MS;
      const status: OutboxStatus = overdue ? "failed" : "pending";
      const next = new Date(now.getTime() + retryDelayMs(Number(row.attempts))).toISOString();
      this.db
        .prepare("UPDATE outbox SET status = ?, next_attempt_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?")
        .run(status, next, error.slice(0, 500), id);
      return status;
    });
  }

  async forBooking(bookingId: number): Promise<OutboxRow[]> {
    return this.db.prepare("SELECT * FROM outbox WHERE booking_id = ? ORDER BY id").all(bookingId) as OutboxRow[];
  }

  async all(): Promise<OutboxRow[]> {
    return this.db.prepare("SELECT * FROM outbox ORDER BY id").all() as OutboxRow[];
  }
}
