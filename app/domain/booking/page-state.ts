/**
 * Which state a customer's booking page is written from (issue 37): one state at a time, each saying only what is
 * true in it. Pure and browser-safe; the words of each state are app/content/booking-page.ts's.
 *
 * - `awaiting-payment`: card payments on, a new booking holding its window while the customer pays on Checkout.
 * - `requested`: open, not confirmed yet (phone mode: we call; a quote waiting for its price; paid, to be confirmed).
 * - `confirmed`: the owner confirmed it.
 * - `cancelled`, `expired` (not paid within its hold, or its hold ended before the server noticed), `completed`.
 * An erased booking has no page (404).
 */
import { PAGE_STATES, type PageState } from "../../content/booking-page.ts";
import { holdsPlace, type PaymentStatus } from "./payment.ts";

export { PAGE_STATES, type PageState };

export function pageStateOf(
  booking: { status: string; payment: { status: PaymentStatus; holdUntil: string | null } },
  now: Date,
): PageState {
  const { status, payment } = booking;
  if (status === "cancelled" || status === "completed" || status === "expired") return status;
  if (!holdsPlace({ status, paymentStatus: payment.status, holdUntil: payment.holdUntil }, now)) return "expired";
  if (payment.status === "pending") return "awaiting-payment";
  return status === "confirmed" ? "confirmed" : "requested";
}

/** The states in which the booking still happens: it may be moved or cancelled (until the cut-off). */
export const isOpenPageState = (state: PageState) =>
  state === "awaiting-payment" || state === "requested" || state === "confirmed";
