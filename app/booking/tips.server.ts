/**
 * Tips for the crew (issue 48; README "Tips"): with card payments on, once a job is Done, the customer gives 15%, 20%,
 * 25% of its total or an amount of their own ($1-$500) on Stripe Checkout, exactly as they pay a booking. A tip's
 * session is recorded as it is opened; only that session's own webhook settles it, at the amount and currency it was
 * opened for, once. A payment of another amount on it is kept for the owner to look at and refund (as any payment
 * that did not settle what it names, issue 35). The owner refunds a tip whole. Server only.
 */
import { formatCents } from "../domain/money";
import { parseTip } from "../domain/tips";
import { CURRENCY, type PaymentEvent } from "../payments/stripe.server";
import type { Tip } from "../storage/tips.server";
import { getStorage } from "../storage/storage.server";
import { getLogger } from "../utils/logger.server";
import {
  type BookingOptions,
  type OwnerOptions,
  PAYMENT_UNAVAILABLE_MESSAGE,
  resolve,
  type Resolved,
} from "./context.server";
import { crewFirstNames } from "./jobs.server";
import type { StoredBooking } from "./model";
import { findByPageToken, pagePathOf } from "./page-token.server";
import { refundWhole, type WholeRefund } from "./whole-refund.server";
import { RATE_LIMIT_MESSAGE } from "./service.server";

export const TIPS_OFF_MESSAGE = "Tips are given once the job is done, by card on our payment page.";

/** Whether the customer of `booking` may give a tip now: card payments on, the job done, the customer not erased. */
export const tipsOpen = (booking: Pick<StoredBooking, "status" | "erasedAt">, r: Pick<Resolved, "gateway">) =>
  r.gateway !== null && booking.status === "completed" && booking.erasedAt === null;

/**
 * `intent=tip` on the booking page of `token`: the Checkout page of the tip the form asks for (`percent` or
 * `amountCents`, or `amount` in dollars), or why not (with the status to answer). One tip page at a time (issue 56):
 * the same tip asked again is the page already open; another amount expires the open one first (Stripe's expire
 * call); a new page counts in the client's per-address limits (`limiter`), as a booking does.
 */
export async function openTipCheckout(
  token: string,
  form: URLSearchParams,
  opts: BookingOptions = {},
): Promise<{ url: string } | { status: 400 | 404 | 409 | 429 | 503; error: string; retryAfterSeconds?: number }> {
  const r = resolve(opts);
  const booking = await findByPageToken(r.repo, token);
  if (!booking) return { status: 404, error: "No such booking." };
  if (!tipsOpen(booking, r) || !r.gateway) return { status: 409, error: TIPS_OFF_MESSAGE };
  const gateway = r.gateway;
  const tip = parseTip(
    { percent: form.get("percent"), amountCents: form.get("amountCents"), amount: form.get("amount") },
    booking.totalCents,
  );
  if (!tip.ok) return { status: 400, error: tip.message };
  const page = `${r.mail.siteUrl}${pagePathOf(booking.reference)}`;
  try {
    const tips = await r.repo.tips.forBooking(booking.id);
    const open = tips.filter((t) => t.status === "open");
    for (const same of open.filter((t) => t.amountCents === tip.amountCents && t.currency === CURRENCY)) {
      // the same tip asked again: its page, while it is open
      const state = await gateway.checkoutState(same.sessionId);
      if (state.status === "open" && state.url) return { url: state.url };
    }
    // a new page: within the client's limits, checked before anything changes (a refused one keeps the open page)
    const limit = await r.limiter.take(r.clientIp);
    if (!limit.allowed) return { status: 429, error: RATE_LIMIT_MESSAGE, retryAfterSeconds: limit.retryAfterSeconds };
    for (const other of open) {
      // another amount (or a page that closed): expired first, so no two tip pages can be paid
      if (!(await gateway.expireCheckout(other.sessionId)))
        return { status: 409, error: "A tip was just paid on this booking: thank you! Reload the page to see it." };
      await r.repo.tips.expire(other.sessionId, {
        event: { id: `expired-by-us-${other.sessionId}`, type: "checkout.session.expired" },
        now: r.now,
      });
    }
    // the same amount asked twice at once makes one page (the same idempotency key: this amount, this many tips)
    const session = await gateway.createCheckout({
      reference: booking.reference,
      attempt: `${tip.amountCents}-${tips.length}`,
      email: booking.email,
      items: [{ name: `A tip for the crew (${booking.reference})`, amountCents: tip.amountCents }],
      successUrl: `${page}?tip=paid#tip`,
      cancelUrl: `${page}#tip`,
      purpose: "tip",
    });
    await r.repo.tips.open(
      {
        bookingId: booking.id,
        crewId: booking.crewId ?? null,
        sessionId: session.id,
        amountCents: tip.amountCents,
        currency: CURRENCY,
      },
      r.now,
    );
    return { url: session.url };
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, "could not open Checkout for a tip");
    return { status: 503, error: PAYMENT_UNAVAILABLE_MESSAGE };
  }
}

/**
 * An event of a tip's own Checkout Session (`tip`, found by the session's id): paid at the amount and currency the
 * tip was opened for settles it, once; paid otherwise is kept for the owner (nothing of the tip changes); expired
 * closes it.
 */
export async function applyTipEvent(
  tip: Tip,
  event: Extract<PaymentEvent, { kind: "checkout-paid" | "checkout-expired" }>,
  r: Resolved,
): Promise<string> {
  if (event.kind === "checkout-expired") {
    await r.repo.tips.expire(tip.sessionId, { event, now: r.now });
    return "tip page expired";
  }
  if (event.amountCents !== tip.amountCents || event.currency !== tip.currency) {
    const why = `Paid on a tip's page of ${formatCents(tip.amountCents)}, for ${formatCents(event.amountCents)} ${event.currency.toUpperCase()}: not taken as the tip.`;
    await r.repo.extraPayments.record(
      tip.bookingId,
      {
        sessionId: event.sessionId,
        paymentIntentId: event.paymentIntentId,
        amountCents: event.amountCents,
        currency: event.currency,
        reason: why,
        refundedCents: 0,
      },
      { actor: "Stripe", action: "payment to look at", detail: why, event, now: r.now },
    );
    return "tip refused: another amount";
  }
  const result = await r.repo.tips.settle(
    tip.sessionId,
    { paymentIntentId: event.paymentIntentId, detail: `${formatCents(tip.amountCents)} for the crew, by card` },
    { event, now: r.now },
  );
  return result === "paid" ? "tip paid" : "tip already paid";
}

/** A refund seen at Stripe of a tip's payment: recorded on the tip. */
export async function applyTipRefund(
  tip: Tip,
  event: Extract<PaymentEvent, { kind: "refunded" }>,
  r: Resolved,
): Promise<void> {
  await r.repo.tips.refunded(tip.id, event.amountRefundedCents, {
    actor: "Stripe",
    detail: `${formatCents(event.amountRefundedCents)} of the tip refunded in all (seen at Stripe)`,
    event,
    now: r.now,
  });
}

/** The owner refunds a paid tip, whole, once per click (`refund-tip-…`, whole-refund.server.ts). */
export async function refundTip(booking: StoredBooking, tipId: number, opts: OwnerOptions): Promise<WholeRefund> {
  const r = resolve(opts);
  const tip = (await r.repo.tips.forBooking(booking.id)).find((t) => t.id === tipId && t.status === "paid");
  const paid = tip?.paymentIntentId ? { ...tip, paymentIntentId: tip.paymentIntentId } : undefined;
  return refundWhole(
    booking,
    paid,
    {
      keyPrefix: "refund-tip",
      what: "a tip",
      record: (tip, left) =>
        r.repo.tips.refunded(tip.id, tip.amountCents, {
          actor: opts.actor,
          detail: `${formatCents(left)} of the tip to the card (${tip.paymentIntentId})`,
          now: r.now,
        }),
    },
    r,
  );
}

/** What the paid tips of a booking come to, refunds taken off, with the crew's first names to thank. */
export async function paidTipsOf(booking: Pick<StoredBooking, "id" | "crewId">) {
  const storage = getStorage();
  const [tips, crews] = await Promise.all([storage.bookings.tips.forBooking(booking.id), storage.crews.list()]);
  const paid = tips.filter((t) => t.status === "paid");
  const crewOf = (id: number | null) => crews.find((c) => c.id === id) ?? null;
  return {
    netCents: paid.reduce((sum, t) => sum + t.amountCents - t.refundedCents, 0),
    crew: crewFirstNames(crewOf(paid.at(-1)?.crewId ?? booking.crewId ?? null)),
  };
}
