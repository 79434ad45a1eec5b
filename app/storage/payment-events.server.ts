/**
 * What every change made by a payment provider's news shares (docs/decisions/0029, 0037; issue 48): its event recorded
 * once, inside the transaction of the change it makes, and a payment of ours refunded in all on its own row (a payment
 * to look at, a tip). Server only.
 */
import type { recordEvent } from "./bookings.server.ts";
import type { Db } from "./db.server.ts";

/** Writes one row of a booking's history, inside the caller's transaction (bookings.server.ts passes its own). */
export type HistoryWriter = typeof recordEvent;

export type ProviderEvent = { id: string; type: string };

/** Records a provider's event (of `bookingId`, or of none); false when it was recorded before: nothing more to do. */
export async function paymentEventIsNew(
  db: Db,
  event: ProviderEvent,
  bookingId: number | null,
  now: Date,
): Promise<boolean> {
  const fresh = await db.get(
    `INSERT INTO payment_events (id, type, booking_id, received_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [event.id, event.type, bookingId, now.toISOString()],
  );
  return fresh !== undefined;
}

/** The tables of payments refunded on their own row: each has booking_id, amount_cents and refunded_cents. */
export type RefundedTable = "extra_payments" | "tips";

/**
 * Records, inside the caller's transaction, that `totalRefundedCents` of payment `id` of `table` are refunded in all
 * (by the owner here, or seen at the provider), with a history row (`action`) and the provider's event when one told
 * of it. "unchanged" when as much was recorded already (or there is no such row); "duplicate" when the event was
 * applied before.
 */
export async function refundedOnRow(
  db: Db,
  history: HistoryWriter,
  table: RefundedTable,
  id: number,
  totalRefundedCents: number,
  meta: { actor: string; action: string; detail: string; event?: ProviderEvent; now: Date },
): Promise<"changed" | "unchanged" | "duplicate"> {
  const row = await db.get<{ booking_id: number; amount_cents: number; refunded_cents: number }>(
    `SELECT booking_id, amount_cents, refunded_cents FROM ${table} WHERE id = ?${db.forUpdate}`,
    [id],
  );
  if (!row) return "unchanged";
  const bookingId = Number(row.booking_id);
  if (meta.event && !(await paymentEventIsNew(db, meta.event, bookingId, meta.now))) return "duplicate";
  const total = Math.min(totalRefundedCents, Number(row.amount_cents));
  if (total <= Number(row.refunded_cents)) return "unchanged";
  await db.run(`UPDATE ${table} SET refunded_cents = ? WHERE id = ?`, [total, id]);
  await history(db, bookingId, meta.now, meta.actor, meta.action, meta.detail);
  return "changed";
}
