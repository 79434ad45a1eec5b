/**
 * The owner refunds, whole, one payment kept on its own row (a payment to look at, issue 35; a tip, issue 48): what is
 * left of it goes back to the card it came from. The key `{keyPrefix}-{PaymentIntent}-{refunded so far}` makes a
 * second click or a retry refund once. Server only.
 */
import { getLogger } from "../utils/logger.server";
import type { Resolved } from "./context.server";
import type { StoredBooking } from "./model";

export type WholeRefund = "refunded" | "refunded-already" | "not-found" | "failed";

/**
 * Refunds what is left of `payment` (undefined: the booking has no such payment); `record` keeps the refund on
 * its row once Stripe has taken it. `what` names it in the log ("a tip").
 */
export async function refundWhole<P extends { paymentIntentId: string; amountCents: number; refundedCents: number }>(
  booking: Pick<StoredBooking, "reference">,
  payment: P | undefined,
  how: { keyPrefix: string; what: string; record: (payment: P, left: number) => Promise<unknown> },
  r: Pick<Resolved, "gateway">,
): Promise<WholeRefund> {
  if (!payment) return "not-found";
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0) return "refunded-already";
  if (!r.gateway) return "failed";
  try {
    await r.gateway.refund(
      payment.paymentIntentId,
      left,
      `${how.keyPrefix}-${payment.paymentIntentId}-${payment.refundedCents}`,
    );
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, `refund of ${how.what} failed`);
    return "failed";
  }
  await how.record(payment, left);
  return "refunded";
}
