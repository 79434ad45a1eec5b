/**
 * Payments that name a booking and did not settle it (issue 35, docs/decisions/0029): paid on a Checkout Session or a
 * Payment Link that is not the booking's own page, of another amount or currency, or a second payment. Each is kept
 * once (by its PaymentIntent) with the provider's event that told of it, for the owner to look at on the booking's
 * page and refund; nothing else of the booking changes. Server only.
 */
import type { ExtraPayment } from "../booking/model.ts";
import type { Db } from "./db.server.ts";
import { type HistoryWriter, paymentEventIsNew, refundedOnRow } from "./payment-events.server.ts";

export type ExtraPaymentRow = {
  id: number;
  session_id: string | null;
  payment_intent_id: string;
  amount_cents: number;
  currency: string;
  reason: string;
  refunded_cents: number;
  received_at: string;
};

const fromRow = (row: ExtraPaymentRow): ExtraPayment => ({
  id: Number(row.id),
  sessionId: row.session_id,
  paymentIntentId: row.payment_intent_id,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  reason: row.reason,
  refundedCents: Number(row.refunded_cents),
  receivedAt: row.received_at,
});

export type { HistoryWriter } from "./payment-events.server.ts";

export class ExtraPayments {
  private readonly db: Db;
  private readonly history: HistoryWriter;
  constructor(db: Db, history: HistoryWriter) {
    this.db = db;
    this.history = history;
  }

  /**
   * Keeps a payment of booking `bookingId` that did not settle it, with its history row, in one transaction; the
   * provider's event (when one told of it) is recorded with it. "duplicate" when that event was applied before; a
   * payment kept before (the same PaymentIntent, told again) is not kept twice.
   */
  async record(
    bookingId: number,
    payment: Omit<ExtraPayment, "id" | "receivedAt">,
    meta: { actor: string; action: string; detail: string; event?: { id: string; type: string }; now: Date },
  ): Promise<"recorded" | "known" | "duplicate"> {
    return this.db.transaction(async (db) => {
      if (meta.event && !(await paymentEventIsNew(db, meta.event, bookingId, meta.now))) return "duplicate";
      const kept = await db.get(
        `INSERT INTO extra_payments (booking_id, session_id, payment_intent_id, amount_cents, currency, reason,
           refunded_cents, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (payment_intent_id) DO NOTHING RETURNING id`,
        [
          bookingId,
          payment.sessionId,
          payment.paymentIntentId,
          payment.amountCents,
          payment.currency,
          payment.reason,
          payment.refundedCents,
          meta.now.toISOString(),
        ],
      );
      if (!kept) return "known";
      await this.history(db, bookingId, meta.now, meta.actor, meta.action, meta.detail);
      return "recorded";
    });
  }

  /** The payments of a booking that did not settle it, oldest first. */
  async forBooking(bookingId: number): Promise<ExtraPayment[]> {
    const rows = await this.db.all<ExtraPaymentRow>("SELECT * FROM extra_payments WHERE booking_id = ? ORDER BY id", [
      bookingId,
    ]);
    return rows.map(fromRow);
  }

  /** The payment of a PaymentIntent, or null. */
  async byPaymentIntent(paymentIntentId: string): Promise<(ExtraPayment & { bookingId: number }) | null> {
    const row = await this.db.get<ExtraPaymentRow & { booking_id: number }>(
      "SELECT * FROM extra_payments WHERE payment_intent_id = ?",
      [paymentIntentId],
    );
    return row ? { ...fromRow(row), bookingId: Number(row.booking_id) } : null;
  }

  /**
   * Records that `totalRefundedCents` of the payment are refunded in all (by the owner here, or seen at the provider),
   * with a history row, and the provider's event when one told of it. "unchanged" when as much was recorded already;
   * "duplicate" when the event was applied before.
   */
  async refunded(
    id: number,
    totalRefundedCents: number,
    meta: { actor: string; detail: string; event?: { id: string; type: string }; now: Date },
  ): Promise<"changed" | "unchanged" | "duplicate"> {
    return this.db.transaction((db) =>
      refundedOnRow(db, this.history, "extra_payments", id, totalRefundedCents, {
        ...meta,
        action: "payment to look at refunded",
      }),
    );
  }
}
