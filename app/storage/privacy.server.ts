/**
 * What is kept about a customer, handed over and forgotten (docs/decisions/0031): a customer's bookings (by e-mail
 * or phone) with their history and messages; erasure of their personal fields (amounts, dates, services and city
 * stay, for the books); the retention that does the same on its own when the time is up; and the record of each
 * export, erasure and retention run. Every statement reads alike on SQLite and PostgreSQL. Server only.
 */
import { type Db, placeholders } from "./db.server.ts";
import { type BookingRow } from "./bookings.server.ts";
import type { ExtraPaymentRow } from "./extra-payments.server.ts";
import type { OutboxRow } from "./outbox.server.ts";
import { ReviewStore } from "./reviews.server.ts";

export type PrivacyAction = "export" | "erase" | "retention";
export type PrivacyLogEntry = {
  at: string;
  actor: string;
  action: PrivacyAction;
  subject: string;
  detail: string | null;
};

/** What is written in place of an erased name (the other personal fields are emptied). */
export const ERASED_NAME = "(erased)";

export type CustomerRecords = {
  bookings: BookingRow[];
  history: { booking_id: number; at: string; actor: string; action: string; detail: string | null }[];
  messages: Pick<
    OutboxRow,
    | "booking_id"
    | "key"
    | "event"
    | "audience"
    | "recipient"
    | "subject"
    | "text"
    | "status"
    | "created_at"
    | "sent_at"
    | "channel"
    | "delivery_status"
  >[];
  payments: { booking_id: number; id: string; type: string; received_at: string }[];
  /** Payments that named their bookings and did not pay for them (issue 35): amounts and the provider's ids. */
  otherPayments: (Omit<ExtraPaymentRow, "id" | "session_id"> & { booking_id: number })[];
  /** Their replies to texts (STOP, START, HELP) and a STOP still in force, by the numbers they asked texts at. */
  textReplies: { at: string; phone: string; keyword: string }[];
  textOptOuts: { phone: string; opted_out_at: string }[];
};

export type RetentionCounts = { messages: number; bookings: number; idempotencyKeys: number; sessions: number };

export class PrivacyStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The ids of every booking of the customer of booking `id` (same e-mail or same phone), not yet erased. */
  async customerBookingIds(id: number): Promise<number[]> {
    const rows = await this.db.all<{ id: number }>(
      `SELECT b.id FROM bookings b JOIN bookings c ON c.id = ?
       WHERE b.erased_at IS NULL AND (b.email_normalized = c.email_normalized OR b.phone_digits = c.phone_digits)
       ORDER BY b.id`,
      [id],
    );
    return rows.map((r) => Number(r.id));
  }

  /** Everything stored about these bookings. */
  async records(ids: readonly number[]): Promise<CustomerRecords> {
    if (ids.length === 0)
      return {
        bookings: [],
        history: [],
        messages: [],
        payments: [],
        otherPayments: [],
        textReplies: [],
        textOptOuts: [],
      };
    const list = placeholders(ids.length);
    const phones = `SELECT sms_phone FROM bookings WHERE id IN (${list}) AND sms_phone IS NOT NULL`;
    const [bookings, history, messages, payments, otherPayments, textReplies, textOptOuts] = await Promise.all([
      this.db.all<BookingRow>(`SELECT * FROM bookings WHERE id IN (${list}) ORDER BY id`, ids),
      this.db.all<CustomerRecords["history"][number]>(
        `SELECT booking_id, at, actor, action, detail FROM booking_events WHERE booking_id IN (${list}) ORDER BY id`,
        ids,
      ),
      this.db.all<CustomerRecords["messages"][number]>(
        `SELECT booking_id, key, event, audience, recipient, subject, text, status, created_at, sent_at, channel,
           delivery_status
         FROM outbox WHERE booking_id IN (${list}) ORDER BY id`,
        ids,
      ),
      this.db.all<CustomerRecords["payments"][number]>(
        `SELECT booking_id, id, type, received_at FROM payment_events WHERE booking_id IN (${list}) ORDER BY received_at`,
        ids,
      ),
      this.db.all<CustomerRecords["otherPayments"][number]>(
        `SELECT booking_id, payment_intent_id, amount_cents, currency, reason, refunded_cents, received_at
         FROM extra_payments WHERE booking_id IN (${list}) ORDER BY id`,
        ids,
      ),
      this.db.all<CustomerRecords["textReplies"][number]>(
        `SELECT at, phone, keyword FROM sms_replies WHERE phone IN (${phones}) ORDER BY id`,
        ids,
      ),
      this.db.all<CustomerRecords["textOptOuts"][number]>(
        `SELECT phone, opted_out_at FROM sms_opt_outs WHERE phone IN (${phones}) ORDER BY phone`,
        ids,
      ),
    ]);
    return { bookings, history, messages, payments, otherPayments, textReplies, textOptOuts };
  }

  /**
   * Erases the personal fields of these bookings in one transaction: name, phone, e-mail, address, ZIP, notes, the
   * owner's note, the payment page's address, the details of their history, their messages' recipients and bodies
   * (a message not yet sent is withdrawn), their idempotency keys. Amounts, dates, services, city and statuses stay.
   * Returns the references erased.
   */
  async erase(ids: readonly number[], actor: string, now: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const run = async (db: Db) => {
      const list = placeholders(ids.length);
      const refs = await db.all<{ reference: string }>(
        `SELECT reference FROM bookings WHERE id IN (${list}) AND erased_at IS NULL ORDER BY id`,
        ids,
      );
      // their replies to texts go; a STOP stays in force, so that number is never texted against its word
      // (unless the number is still another booking's, not erased: the retention erases old bookings one by one)
      await db.run(
        `DELETE FROM sms_replies
         WHERE phone IN (SELECT sms_phone FROM bookings WHERE id IN (${list}) AND sms_phone IS NOT NULL)
           AND phone NOT IN (SELECT sms_phone FROM bookings
                             WHERE erased_at IS NULL AND sms_phone IS NOT NULL AND id NOT IN (${list}))`,
        [...ids, ...ids],
      );
      await db.run(
        `UPDATE bookings SET name = ?, phone = '', phone_digits = '', email = '', email_normalized = '', address = '', sms_phone = NULL,
           zip = '', notes = NULL, internal_note = NULL, checkout_url = NULL, erased_at = ?
         WHERE id IN (${list}) AND erased_at IS NULL`,
        [ERASED_NAME, now.toISOString(), ...ids],
      );
      await db.run(`UPDATE booking_events SET detail = NULL WHERE booking_id IN (${list})`, ids);
      await db.run(
        `UPDATE outbox SET recipient = '', recipient_name = NULL, subject = '', text = '', html = '', ics = NULL,
           last_error = NULL, status = CASE WHEN status IN ('pending', 'sending') THEN 'cancelled' ELSE status END
         WHERE booking_id IN (${list})`,
        ids,
      );
      await db.run(`DELETE FROM idempotency_keys WHERE booking_id IN (${list})`, ids);
      await ReviewStore.eraseFor(db, ids);
      if (refs.length > 0)
        await this.log(db, {
          at: now.toISOString(),
          actor,
          action: "erase",
          subject: refs.map((r) => r.reference).join(" "),
          detail: null,
        });
      return refs.map((r) => r.reference);
    };
    return this.db.transaction(run);
  }

  /**
   * The retention (idempotent, daily): message bodies `messageDays` after sending (or after being given up), the
   * personal fields of bookings whose job is `bookingMonths` months past (`before`: that job date), idempotency keys
   * after `idempotencyDays`, ended sessions. Recorded when it changed anything.
   */
  async retention(
    now: Date,
    limits: { messagesBefore: Date; bookingsBefore: string; keysBefore: Date; sweepSessions: () => Promise<number> },
  ): Promise<RetentionCounts & { references: string[] }> {
    const messages = await this.db.run(
      `UPDATE outbox SET text = '', html = '', ics = NULL, last_error = NULL
       WHERE status IN ('sent', 'failed', 'cancelled') AND (text <> '' OR html <> '' OR ics IS NOT NULL)
         AND COALESCE(sent_at, next_attempt_at) < ?`,
      [limits.messagesBefore.toISOString()],
    );
    const old = await this.db.all<{ id: number }>(
      "SELECT id FROM bookings WHERE erased_at IS NULL AND date < ? ORDER BY id",
      [limits.bookingsBefore],
    );
    const references = await this.erase(
      old.map((r) => Number(r.id)),
      "retention",
      now,
    );
    const idempotencyKeys = await this.db.run("DELETE FROM idempotency_keys WHERE created_at < ?", [
      limits.keysBefore.toISOString(),
    ]);
    const sessions = await limits.sweepSessions();
    const counts = { messages, bookings: references.length, idempotencyKeys, sessions };
    if (messages + references.length + idempotencyKeys > 0)
      await this.log(this.db, {
        at: now.toISOString(),
        actor: "retention",
        action: "retention",
        subject: `${messages} message bodies, ${references.length} bookings, ${idempotencyKeys} idempotency keys`,
        detail: null,
      });
    return { ...counts, references };
  }

  async log(db: Db, entry: PrivacyLogEntry): Promise<void> {
    await db.run("INSERT INTO privacy_log (at, actor, action, subject, detail) VALUES (?, ?, ?, ?, ?)", [
      entry.at,
      entry.actor,
      entry.action,
      entry.subject,
      entry.detail,
    ]);
  }

  async recordExport(actor: string, references: readonly string[], now: Date): Promise<void> {
    await this.log(this.db, {
      at: now.toISOString(),
      actor,
      action: "export",
      subject: references.join(" "),
      detail: null,
    });
  }

  async logEntries(): Promise<PrivacyLogEntry[]> {
    return this.db.all<PrivacyLogEntry>("SELECT at, actor, action, subject, detail FROM privacy_log ORDER BY id");
  }
}
