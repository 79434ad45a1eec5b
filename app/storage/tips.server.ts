/**
 * Tips for the crew (issue 48; README "Tips"): one row per Checkout Session opened for a tip, "open" until its own
 * session's webhook settles it ("paid") at the amount and currency it was opened for, once; "expired" when its page
 * closed unpaid. The crew is the job's when the tip was given. The owner's refunds are counted on the row. On SQLite
 * and PostgreSQL alike. Server only.
 */
import type { Db } from "./db.server.ts";
import { type HistoryWriter, paymentEventIsNew, type ProviderEvent, refundedOnRow } from "./payment-events.server.ts";

export type Tip = {
  id: number;
  bookingId: number;
  crewId: number | null;
  sessionId: string;
  amountCents: number;
  currency: string;
  status: "open" | "paid" | "expired";
  paymentIntentId: string | null;
  refundedCents: number;
  createdAt: string;
  paidAt: string | null;
};

type TipRow = {
  id: number;
  booking_id: number;
  crew_id: number | null;
  session_id: string;
  amount_cents: number;
  currency: string;
  status: Tip["status"];
  payment_intent_id: string | null;
  refunded_cents: number;
  created_at: string;
  paid_at: string | null;
};

const fromRow = (r: TipRow): Tip => ({
  id: Number(r.id),
  bookingId: Number(r.booking_id),
  crewId: r.crew_id === null ? null : Number(r.crew_id),
  sessionId: r.session_id,
  amountCents: Number(r.amount_cents),
  currency: r.currency,
  status: r.status,
  paymentIntentId: r.payment_intent_id,
  refundedCents: Number(r.refunded_cents),
  createdAt: r.created_at,
  paidAt: r.paid_at,
});

/** A crew's tips of one month ("YYYY-MM", by the job's date): how many and what they came to, refunds taken off. */
export type CrewTips = {
  crewId: number | null;
  crewName: string | null;
  month: string;
  count: number;
  netCents: number;
};

export class TipStore {
  private readonly db: Db;
  private readonly history: HistoryWriter;
  constructor(db: Db, history: HistoryWriter) {
    this.db = db;
    this.history = history;
  }

  /** Records a tip's Checkout Session, just opened. */
  async open(tip: Pick<Tip, "bookingId" | "crewId" | "sessionId" | "amountCents" | "currency">, now: Date) {
    const row = await this.db.get<TipRow>(
      `INSERT INTO tips (booking_id, crew_id, session_id, amount_cents, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (session_id) DO UPDATE SET session_id = excluded.session_id RETURNING *`,
      [tip.bookingId, tip.crewId, tip.sessionId, tip.amountCents, tip.currency, now.toISOString()],
    );
    return fromRow(row!);
  }

  async bySession(sessionId: string): Promise<Tip | null> {
    const row = await this.db.get<TipRow>("SELECT * FROM tips WHERE session_id = ?", [sessionId]);
    return row ? fromRow(row) : null;
  }

  async byPaymentIntent(paymentIntentId: string): Promise<Tip | null> {
    const row = await this.db.get<TipRow>("SELECT * FROM tips WHERE payment_intent_id = ?", [paymentIntentId]);
    return row ? fromRow(row) : null;
  }

  /** A booking's tips, oldest first. */
  async forBooking(bookingId: number): Promise<Tip[]> {
    const rows = await this.db.all<TipRow>("SELECT * FROM tips WHERE booking_id = ? ORDER BY id", [bookingId]);
    return rows.map(fromRow);
  }

  /** What the paid tips of each booking come to, refunds taken off (for a crew's day and the CSV). */
  async netFor(bookingIds: readonly number[]): Promise<Map<number, number>> {
    const net = new Map<number, number>();
    if (bookingIds.length === 0) return net;
    const rows = await this.db.all<{ booking_id: number; net: number | string }>(
      `SELECT booking_id, SUM(amount_cents - refunded_cents) AS net FROM tips
       WHERE status = 'paid' AND booking_id IN (${bookingIds.map(() => "?").join(", ")}) GROUP BY booking_id`,
      [...bookingIds],
    );
    for (const r of rows) net.set(Number(r.booking_id), Number(r.net));
    return net;
  }

  /**
   * Settles a tip paid on its own session, once: "paid" now (with the payment and the event, and a history row),
   * "duplicate" when the event was applied before, "known" when the tip was settled already (another event of the
   * same session).
   */
  async settle(
    sessionId: string,
    paid: { paymentIntentId: string; detail: string },
    meta: { event: ProviderEvent; now: Date },
  ): Promise<"paid" | "duplicate" | "known"> {
    return this.db.transaction(async (db) => {
      const tip = await db.get<TipRow>(`SELECT * FROM tips WHERE session_id = ?${db.forUpdate}`, [sessionId]);
      if (!tip) return "known";
      if (!(await paymentEventIsNew(db, meta.event, Number(tip.booking_id), meta.now))) return "duplicate";
      const settled = await db.get(
        `UPDATE tips SET status = 'paid', payment_intent_id = ?, paid_at = ? WHERE id = ? AND status <> 'paid'
         RETURNING id`,
        [paid.paymentIntentId, meta.now.toISOString(), tip.id],
      );
      if (!settled) return "known";
      await this.history(db, Number(tip.booking_id), meta.now, "Stripe", "tip", paid.detail);
      return "paid";
    });
  }

  /** A tip's page closed unpaid: "expired" (a paid one stays paid). */
  async expire(sessionId: string, meta: { event: ProviderEvent; now: Date }): Promise<void> {
    await this.db.transaction(async (db) => {
      const tip = await db.get<TipRow>(`SELECT * FROM tips WHERE session_id = ?${db.forUpdate}`, [sessionId]);
      if (!tip || !(await paymentEventIsNew(db, meta.event, Number(tip.booking_id), meta.now))) return;
      await db.run("UPDATE tips SET status = 'expired' WHERE id = ? AND status = 'open'", [tip.id]);
    });
  }

  /**
   * Records that `totalRefundedCents` of a paid tip are refunded in all (by the owner, or seen at the provider), with
   * a history row: "unchanged" when as much was recorded already, "duplicate" for an event applied before.
   */
  async refunded(
    id: number,
    totalRefundedCents: number,
    meta: { actor: string; detail: string; event?: ProviderEvent; now: Date },
  ): Promise<"changed" | "unchanged" | "duplicate"> {
    return this.db.transaction((db) =>
      refundedOnRow(db, this.history, "tips", id, totalRefundedCents, { ...meta, action: "tip refunded" }),
    );
  }

  /** Each crew's paid tips by month of the job's date, for the jobs of `from` to `to` (refunds taken off). */
  async byCrewAndMonth(from: string, to: string): Promise<CrewTips[]> {
    const rows = await this.db.all<{
      crew_id: number | null;
      crew_name: string | null;
      month: string;
      n: number | string;
      net: number | string;
    }>(
      `SELECT t.crew_id, c.name AS crew_name, substr(b.date, 1, 7) AS month, COUNT(*) AS n,
              SUM(t.amount_cents - t.refunded_cents) AS net
       FROM tips t JOIN bookings b ON b.id = t.booking_id LEFT JOIN crews c ON c.id = t.crew_id
       WHERE t.status = 'paid' AND b.date >= ? AND b.date <= ?
       GROUP BY t.crew_id, c.name, substr(b.date, 1, 7) ORDER BY month, c.name`,
      [from, to],
    );
    return rows.map((r) => ({
      crewId: r.crew_id === null ? null : Number(r.crew_id),
      crewName: r.crew_name,
      month: r.month,
      count: Number(r.n),
      netCents: Number(r.net),
    }));
  }
}
