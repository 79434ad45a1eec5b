/**
 * The rules of paying for a booking (docs/decisions/0029): what a booking's payment status may be, what Checkout's
 * line items are, how long an unpaid booking keeps its place, what a cancellation gives back. Pure and
 * browser-safe; amounts in integer cents.
 */
import type { Quote } from "../pricing.ts";

/**
 * - `unpaid`: nothing paid on the website (payments off: the card is taken by phone; or a quote not priced yet).
 * - `pending`: waiting for Checkout; the booking keeps its place until its hold ends.
 * - `expired`: the hold ended unpaid; the place was given back.
 * - `paid`, `partially_refunded`, `refunded`: money received, and what was given back of it.
 */
export const PAYMENT_STATUSES = ["unpaid", "pending", "expired", "paid", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Unpaid",
  pending: "Awaiting payment",
  expired: "Payment expired",
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

/** The payment status once `refunded` of `paid` has been given back. */
export const statusAfterRefund = (paidCents: number, refundedCents: number): PaymentStatus =>
  refundedCents <= 0 ? "paid" : refundedCents >= paidCents ? "refunded" : "partially_refunded";

/** The end of the hold of an unpaid booking made at `now`. */
export const holdEnds = (now: Date, holdMinutes: number) => new Date(now.getTime() + holdMinutes * 60_000);

/**
 * True when a booking still holds its place: open, and not an unpaid booking whose hold has ended. Capacity is
 * counted with the same rule in SQL (app/storage/bookings.server.ts, `HOLDS_PLACE_SQL`).
 */
export const holdsPlace = (
  booking: { status: string; paymentStatus: PaymentStatus; holdUntil: string | null },
  now: Date,
) =>
  (booking.status === "requested" || booking.status === "confirmed") &&
  !(booking.paymentStatus === "pending" && booking.holdUntil !== null && booking.holdUntil <= now.toISOString());

/** What a card payment's line items are: the breakdown, each line its share of the discount; they sum to `total`. */
export function checkoutLineItems(quote: Quote): { name: string; amountCents: number }[] {
  if (quote.total === null) throw new Error("A quote request has no price to pay yet.");
  const items = quote.lines.flatMap((line) => [
    { name: `${line.serviceTitle}: ${line.tierLabel}`, amountCents: line.tierPrice ?? 0 },
    ...line.addons
      .filter((addon) => addon.total > 0)
      .map((addon) => ({
        name: `${line.serviceTitle}: ${addon.label}${addon.quantity > 1 ? ` × ${addon.quantity}` : ""}`,
        amountCents: addon.total,
      })),
  ]);
  const listed = items.reduce((sum, item) => sum + item.amountCents, 0);
  const discount = listed - quote.total;
  if (discount <= 0 || listed === 0) return items;
  // The discount, shared in proportion to each line's price; the last priced line takes the rounding.
  let left = discount;
  const lastPriced = items.findLastIndex((item) => item.amountCents > 0);
  const label = quote.discount?.label ?? "discount";
  return items.map((item, i) => {
    const share = i === lastPriced ? left : Math.round((discount * item.amountCents) / listed);
    left -= share;
    return share === 0 ? item : { name: `${item.name} (${label})`, amountCents: item.amountCents - share };
  });
}

/**
 * What a cancellation refunds to the card of a booking paid on Checkout: all of it before the cut-off; inside it, all
 * but the late-cancellation fee (`feePercent` of what was paid, when the owner keeps it). A payment taken by hand
 * (phone, cash, check: no card payment of ours to refund) is given back by hand, and recorded by the owner.
 */
export function cancellationRefund(
  payment: { paidCents: number; refundedCents: number; refundDueCents: number; paymentIntentId: string | null },
  feeCents: number,
): number {
  if (payment.paymentIntentId === null) return 0;
  return Math.max(0, payment.paidCents - payment.refundedCents - payment.refundDueCents - feeCents);
}

/** The late-cancellation fee of a paid amount. */
export const lateCancelFee = (paidCents: number, feePercent: number) => Math.floor((paidCents * feePercent) / 100);
