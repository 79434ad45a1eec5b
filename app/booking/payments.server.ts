/**
 * Card payments of a booking (docs/decisions/0029): Checkout's page opened for it, the money settled into it
 * however the news comes (Stripe's webhook, the customer's return, the server's sweep), refunds, a quote's price,
 * and payments the owner takes outside the website. Each is one change of the storage, like the booking's own
 * (service.server.ts). Server only.
 */
import { jobPlanAgain } from "../planning/job-plans.server";
import { isOpenStatus } from "../domain/booking/changes";
import { checkoutLineItems, holdsPlace, statusAfterRefund } from "../domain/booking/payment";
import { formatLength } from "../domain/job-length";
import { formatCents } from "../domain/money";
import { CURRENCY, type PaymentEvent, type PaymentGateway } from "../payments/stripe.server";
import { countPayment, countWebhookRejected } from "../metrics/metrics.server";
import { getLogger } from "../utils/logger.server";
import {
  type BookingOptions,
  type ChangeBase,
  newChangeId,
  NOT_OPEN_MESSAGE,
  type OwnerOptions,
  PAYMENT_UNAVAILABLE_MESSAGE,
  resolve,
  type Resolved,
} from "./context.server";
import type { BookingChange, ChangeResult, StoredBooking } from "./model";
import { bookingMessages, paymentMessages, releasedHoldMessages } from "./notifications.server";
import { findByPageToken, pagePathOf } from "./page-token.server";
import { applyTipEvent, applyTipRefund } from "./tips.server";
import { refundWhole, type WholeRefund } from "./whole-refund.server";

export { PAYMENT_UNAVAILABLE_MESSAGE } from "./context.server";

type Paid = { amountCents: number; paymentIntentId: string; sessionId: string | null };

/** Checkout's page is open for the booking: its session is kept, so a retry sends the customer to the same page. */
const checkoutChange = (c: ChangeBase & { sessionId: string; url: string; amountCents: number }): BookingChange => ({
  ...c,
  action: "payment page",
  refuse: (before) =>
    !isOpenStatus(before.status) || before.payment.paidCents > 0 || before.totalCents === null ? "not-open" : null,
  patch: {
    payment: {
      status: "pending",
      checkoutSessionId: c.sessionId,
      checkoutUrl: c.url,
      checkoutAmountCents: c.amountCents,
    },
  },
  detail: () => `Checkout Session ${c.sessionId}`,
  withdrawReminders: false,
});

/**
 * The payment did not come: a new booking's hold ended (it expires, its place is free again); a quote's page
 * expired (the quote waits, unpaid, for another try, and keeps its reminder). `booking`: as it was read (a hold never
 * comes back once ended, so it tells which of the two this is).
 */
const expiredChange = (
  c: ChangeBase & { event?: PaymentEvent; detail: string },
  booking: StoredBooking,
): BookingChange => ({
  ...c,
  event: c.event,
  action: "payment expired",
  refuse: (before) => (before.payment.status === "pending" ? null : "not-allowed"),
  patch: (before) =>
    before.payment.holdUntil === null
      ? { payment: { status: "unpaid", checkoutUrl: null } }
      : {
          // a booking cancelled while it waited keeps its status; an open one expires
          ...(isOpenStatus(before.status) && { status: "expired" as const }),
          payment: { status: "expired", holdUntil: null, checkoutUrl: null },
        },
  detail: () => c.detail,
  withdrawReminders: booking.payment.holdUntil !== null,
});

/**
 * The money arrived. `book`: the booking holds its place and is now paid; `rebook`: its hold had ended, it takes
 * its place again if there is one; `refund`: it cannot be booked (cancelled, or its window is full), so all of it is
 * owed back.
 */
const paidChange = (
  c: ChangeBase & { paid: Paid; event?: PaymentEvent; how: "book" | "rebook" | "refund"; capacity: number },
  booking: StoredBooking,
): BookingChange => ({
  ...c,
  event: c.event,
  action: c.how === "refund" ? "paid, refund due" : "paid",
  refuse: (before) =>
    before.payment.paidCents > 0 && before.payment.paymentIntentId === c.paid.paymentIntentId
      ? "duplicate"
      : before.payment.paidCents > 0 || (c.how !== "refund" && c.how !== paidHow(before, c.now))
        ? "not-allowed"
        : null,
  ...(c.how === "rebook" && {
    takesPlace: { capacity: c.capacity, at: { date: booking.date, windowStart: booking.windowStart } },
  }),
  patch: {
    ...(c.how === "rebook" && { status: "requested" }),
    payment: {
      status: "paid",
      paidCents: c.paid.amountCents,
      paymentIntentId: c.paid.paymentIntentId,
      holdUntil: null,
      ...(c.how === "refund" && { refundDueCents: c.paid.amountCents }),
    },
  },
  detail: () =>
    `${formatCents(c.paid.amountCents)} by card${c.how === "refund" ? ": the booking could not take it, refunded in full" : ""}`,
  withdrawReminders: false,
});

/** How a payment arriving now is taken (see `paidChange`). */
function paidHow(booking: StoredBooking, now: Date): "book" | "rebook" | "refund" {
  if (holdsPlace({ ...booking, paymentStatus: booking.payment.status, holdUntil: booking.payment.holdUntil }, now))
    return "book";
  return booking.status === "expired" || isOpenStatus(booking.status) ? "rebook" : "refund";
}

/** A refund was made (by us, `due` of what was owed; or seen in Stripe's dashboard, `total` refunded in all). */
const refundChange = (
  c: ChangeBase & { event?: PaymentEvent; detail: string } & ({ made: number; fromDue: boolean } | { total: number }),
): BookingChange => ({
  ...c,
  event: c.event,
  action: "refunded",
  refuse: (before) => {
    if ("total" in c) return c.total > before.payment.refundedCents ? null : "not-allowed";
    if (c.fromDue) return before.payment.refundDueCents >= c.made ? null : "not-allowed";
    return c.made <= before.payment.paidCents - before.payment.refundedCents - before.payment.refundDueCents
      ? null
      : "not-allowed";
  },
  patch: (before) => {
    const made = "total" in c ? c.total - before.payment.refundedCents : c.made;
    const refunded = before.payment.refundedCents + made;
    const due =
      "total" in c || c.fromDue ? Math.max(0, before.payment.refundDueCents - made) : before.payment.refundDueCents;
    return {
      payment: {
        refundedCents: refunded,
        refundDueCents: due,
        status: statusAfterRefund(before.payment.paidCents, refunded),
      },
    };
  },
  detail: () => c.detail,
  withdrawReminders: false,
});

/** The owner priced a quote: the customer is e-mailed the price and how to pay it. */
const priceChange = (
  c: ChangeBase & { amountCents: number; note: string | null; minutes?: number },
): BookingChange => ({
  ...c,
  action: "priced",
  refuse: (before) => (!isOpenStatus(before.status) ? "not-open" : before.totalCents !== null ? "not-allowed" : null),
  patch: { totalCents: c.amountCents, ...(c.minutes !== undefined && { jobMinutes: c.minutes }) },
  detail: () =>
    `${formatCents(c.amountCents)}${c.minutes !== undefined ? `, ${formatLength(c.minutes)} of work` : ""}${c.note ? `: ${c.note}` : ""}`,
  withdrawReminders: false,
});

/** A payment the owner took outside the website (by phone, in cash, …). */
const recordedPaymentChange = (c: ChangeBase & { amountCents: number; method: string }): BookingChange => ({
  ...c,
  action: "payment recorded",
  refuse: (before) => (before.status === "expired" ? "not-open" : null),
  patch: (before) => {
    const paid = before.payment.paidCents + c.amountCents;
    return { payment: { paidCents: paid, status: statusAfterRefund(paid, before.payment.refundedCents) } };
  },
  detail: () => `${formatCents(c.amountCents)} by ${c.method}`,
  withdrawReminders: false,
});

/** Opens Checkout for a booking to pay (a new booking's, or a priced quote's), or says why it cannot. */
export async function openCheckout(
  booking: StoredBooking,
  r: Resolved,
  gateway: PaymentGateway,
): Promise<{ url: string } | { error: string }> {
  const { repo, now, mail } = r;
  const page = `${mail.siteUrl}${pagePathOf(booking.reference)}`;
  try {
    // A page made before, still open, is the one to go back to; a paid one settles the booking.
    if (booking.payment.checkoutSessionId) {
      const state = await gateway.checkoutState(booking.payment.checkoutSessionId);
      if (state.status === "open" && booking.payment.checkoutUrl) return { url: booking.payment.checkoutUrl };
      if (state.paid && state.paymentIntentId) {
        await settleCheckout(
          booking,
          { ...state, paymentIntentId: state.paymentIntentId, sessionId: booking.payment.checkoutSessionId },
          r,
        );
        return { error: "This booking is paid already." };
      }
    }
    const items =
      booking.quote.total === null
        ? [{ name: `Booking ${booking.reference} (quoted price)`, amountCents: booking.totalCents! }]
        : checkoutLineItems(booking.quote);
    const session = await gateway.createCheckout({
      reference: booking.reference,
      attempt: booking.payment.checkoutSessionId ?? "first",
      email: booking.email,
      items,
      successUrl: `${page}?payment=done`,
      cancelUrl: `${page}?payment=cancelled`,
    });
    const amountCents = items.reduce((sum, item) => sum + item.amountCents, 0);
    const result = await repo.apply(
      checkoutChange({ id: booking.id, actor: "system", now, sessionId: session.id, url: session.url, amountCents }),
    );
    return result.kind === "changed" ? { url: session.url } : { error: NOT_OPEN_MESSAGE };
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, "could not open Checkout");
    // A new booking gives its place back at once: nothing is charged, and the visitor may try again.
    if (booking.payment.holdUntil !== null)
      await repo.apply(
        expiredChange(
          { id: booking.id, actor: "system", now, detail: "the payment page could not be opened" },
          booking,
        ),
      );
    return { error: PAYMENT_UNAVAILABLE_MESSAGE };
  }
}

/** What Checkout says was paid on one of its pages. */
type CheckoutPaid = { sessionId: string; amountCents: number; currency: string; paymentIntentId: string };

/**
 * Why a payment that names this booking does not settle it, or null when it does (issue 35): only a payment on the
 * booking's own Checkout page, of the amount and currency that page was opened for, settles it. Any other (a
 * Payment Link or another session carrying its reference, a $5 payment for a $500 booking) is kept for the owner.
 */
export function paymentMismatch(booking: StoredBooking, paid: Omit<CheckoutPaid, "paymentIntentId">): string | null {
  if (booking.payment.checkoutSessionId !== paid.sessionId) return "paid on a page that is not this booking's";
  if (paid.currency !== CURRENCY) return `paid in ${paid.currency.toUpperCase() || "an unknown currency"}, not USD`;
  const due = booking.payment.checkoutAmountCents ?? booking.totalCents;
  if (paid.amountCents !== due)
    return `${formatCents(paid.amountCents)} paid where its page asked ${due === null ? "no amount" : formatCents(due)}`;
  return null;
}

/**
 * A payment on a Checkout page that names this booking, however the news came (the webhook, the customer's return,
 * the server's sweep): settles the booking when it is the booking's own (`paymentMismatch`), else is kept for the
 * owner to look at, changing nothing else.
 */
async function settleCheckout(booking: StoredBooking, paid: CheckoutPaid, r: Resolved, event?: PaymentEvent) {
  const why = paymentMismatch(booking, paid);
  if (!why) return settlePaid(booking, paid, r, event);
  await r.repo.extraPayments.record(
    booking.id,
    { ...paid, reason: why, refundedCents: 0 },
    {
      actor: "Stripe",
      action: "payment to look at",
      detail: `${formatCents(paid.amountCents)} ${paid.currency.toUpperCase()} (${paid.paymentIntentId}, Checkout Session ${paid.sessionId}): ${why}`,
      event,
      now: r.now,
    },
  );
  getLogger().warn({ reference: booking.reference, sessionId: paid.sessionId }, "a payment to look at");
}

/** Takes a payment into its booking (`paidChange`), however the news came: the webhook, the customer's return, the server's sweep. */
async function settlePaid(booking: StoredBooking, paid: Paid, r: Resolved, event?: PaymentEvent): Promise<void> {
  const { repo, now, mail, capacity } = r;
  let current: StoredBooking | null = booking;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    const how = paidHow(current, now);
    const quotePaid = current.quote.total === null;
    const result = await repo.apply(
      paidChange(
        {
          id: current.id,
          actor: "Stripe",
          now,
          paid,
          event,
          how,
          capacity,
          // taking its place again, it takes a crew that can keep it (docs/decisions/0044)
          ...(how === "rebook" && {
            plan: jobPlanAgain(r.catalog, current.date, { start: current.windowStart, end: current.windowEnd }, now),
          }),
          messages: (after) =>
            how === "refund"
              ? []
              : quotePaid
                ? paymentMessages("quote-paid", after, {
                    ...mail,
                    now,
                    amountCents: paid.amountCents,
                    changeId: paid.paymentIntentId,
                  })
                : bookingMessages("created", after, { ...mail, now }),
        },
        current,
      ),
    );
    if (result.kind === "changed") {
      countPayment();
      await settleRefund(result.booking, r);
      return;
    }
    if (result.kind === "duplicate") return;
    if (result.kind === "window-full") {
      // Its window filled after its hold ended: never over capacity, never money kept for nothing.
      const refunded = await repo.apply(
        paidChange({ id: current.id, actor: "Stripe", now, paid, event, how: "refund", capacity }, current),
      );
      if (refunded.kind === "changed") await settleRefund(refunded.booking, r);
      return;
    }
    current = await repo.findByReference(current.reference); // it changed meanwhile: look again
    if (current && current.payment.paidCents > 0 && current.payment.paymentIntentId !== paid.paymentIntentId) {
      await refundSecondPayment(current, paid, r, event);
      return;
    }
  }
  if (event) await repo.recordEvent(event, booking.id, now);
}

/** A second payment for a booking already paid (two Checkout pages, both paid): given back in full at once. */
async function refundSecondPayment(booking: StoredBooking, paid: Paid, r: Resolved, event?: PaymentEvent) {
  if (!r.gateway) return;
  await r.gateway.refund(paid.paymentIntentId, paid.amountCents, `refund-${booking.reference}-${paid.paymentIntentId}`);
  // kept with the booking's other payments, refunded: its refund's event is then one of ours
  await r.repo.extraPayments.record(
    booking.id,
    {
      sessionId: paid.sessionId,
      paymentIntentId: paid.paymentIntentId,
      amountCents: paid.amountCents,
      currency: CURRENCY,
      reason: "paid twice: refunded in full",
      refundedCents: paid.amountCents,
    },
    {
      actor: "Stripe",
      action: "second payment refunded",
      detail: `${formatCents(paid.amountCents)} (${paid.paymentIntentId}), paid twice: refunded in full`,
      event,
      now: r.now,
    },
  );
}

/** Makes the refund a booking is owed, once (the key is the same until it is recorded); on failure the sweep retries. */
async function settleRefund(booking: StoredBooking, r: Resolved): Promise<void> {
  const { refundDueCents: due, paymentIntentId, refundedCents } = booking.payment;
  if (due <= 0 || !r.gateway || !paymentIntentId) return;
  try {
    await r.gateway.refund(paymentIntentId, due, `refund-${booking.reference}-${refundedCents}-${due}`);
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, "refund failed: retried by the next sweep");
    return;
  }
  await r.repo.apply(
    refundChange({
      id: booking.id,
      actor: "system",
      now: r.now,
      made: due,
      fromDue: true,
      detail: `${formatCents(due)} to the card`,
    }),
  );
}

/** After a cancellation: its Checkout page closes (an unpaid booking), and what it is owed is refunded. */
export async function afterCancel(before: StoredBooking, after: StoredBooking, r: Resolved): Promise<void> {
  if (r.gateway && before.payment.status === "pending" && before.payment.checkoutSessionId)
    await r.gateway.expireCheckout(before.payment.checkoutSessionId).catch((error: unknown) => {
      getLogger().warn({ err: error, reference: before.reference }, "could not expire a cancelled booking's Checkout");
    });
  await settleRefund(after, r);
}

/** The customer's "Pay" button: Checkout's page for a booking to pay (a priced quote, or a new booking still in its hold). */
export async function payForBooking(
  token: string,
  opts: BookingOptions = {},
): Promise<{ url: string } | { error: string }> {
  const r = resolve(opts);
  const booking = await findByPageToken(r.repo, token);
  if (!booking || !r.gateway) return { error: NOT_OPEN_MESSAGE };
  if (booking.payment.paidCents > 0) return { error: "This booking is paid already." };
  if (!isOpenStatus(booking.status) || booking.totalCents === null) return { error: NOT_OPEN_MESSAGE };
  if (
    booking.payment.status === "pending" &&
    booking.payment.holdUntil &&
    booking.payment.holdUntil <= r.now.toISOString()
  )
    return { error: NOT_OPEN_MESSAGE };
  return openCheckout(booking, r, r.gateway);
}

/**
 * The booking as it is now: when it still waits for a payment, Checkout is asked (the customer may be back before
 * Stripe's event), so someone who paid never reads "unpaid".
 */
export async function refreshPayment(booking: StoredBooking, opts: BookingOptions = {}): Promise<StoredBooking> {
  const r = resolve(opts);
  const sessionId = booking.payment.checkoutSessionId;
  if (!r.gateway || booking.payment.status !== "pending" || !sessionId) return booking;
  try {
    const state = await r.gateway.checkoutState(sessionId);
    if (!state.paid || !state.paymentIntentId) return booking;
    await settleCheckout(booking, { ...state, paymentIntentId: state.paymentIntentId, sessionId }, r);
  } catch (error) {
    getLogger().warn({ err: error, reference: booking.reference }, "could not ask Checkout for a payment's state");
    return booking;
  }
  return (await r.repo.findByReference(booking.reference)) ?? booking;
}

export type WebhookAnswer = { status: 200 | 400 | 404 | 409; message: string };

/**
 * `POST /webhooks/stripe`: verifies the signature on the raw body, then applies the event once (its id is recorded
 * with the change it makes), in whatever order events come. A payment settles its booking only on the booking's own
 * Checkout page at its amount; any other that names one of our references is kept for the owner (issue 35). A
 * refund of a payment not known yet (Stripe does not order its events) answers 409, not recorded: Stripe sends it
 * again. A storage failure throws: Stripe sends it again.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  opts: BookingOptions = {},
): Promise<WebhookAnswer> {
  const r = resolve(opts);
  if (!r.gateway) return { status: 404, message: "Card payments are off." };
  let event: PaymentEvent;
  try {
    event = await r.gateway.verifyEvent(rawBody, signature ?? "");
  } catch {
    countWebhookRejected("stripe");
    return { status: 400, message: "The signature does not match." };
  }
  if (event.kind === "other") return { status: 200, message: "ignored" };
  if (await r.repo.hasEvent(event.id)) return { status: 200, message: "already processed" };
  // a tip's own session, or a refund of a tip (issue 48): the tip's, never the booking's payment
  const tip =
    "sessionId" in event
      ? await r.repo.tips.bySession(event.sessionId)
      : await r.repo.tips.byPaymentIntent(event.paymentIntentId);
  if (tip) {
    if (event.kind === "refunded") await applyTipRefund(tip, event, r);
    else return { status: 200, message: await applyTipEvent(tip, event, r) };
    return { status: 200, message: "processed" };
  }
  /** The booking whose own Checkout page the event is about, if any. */
  const ours = "sessionId" in event ? await r.repo.findByCheckoutSession(event.sessionId) : null;
  const booking = ours ?? (event.reference ? await r.repo.findByReference(event.reference) : null);
  if (!booking) {
    await r.repo.recordEvent(event, null, r.now);
    return { status: 200, message: "no booking of ours" };
  }
  switch (event.kind) {
    case "checkout-paid":
      await settleCheckout(booking, event, r, event);
      break;
    case "checkout-expired": {
      // another page that names the booking expiring changes nothing of the booking's own
      if (!ours) {
        await r.repo.recordEvent(event, booking.id, r.now);
        break;
      }
      const result = await r.repo.apply(
        expiredChange(
          { id: booking.id, actor: "Stripe", now: r.now, event, detail: "its payment page expired" },
          booking,
        ),
      );
      if (result.kind !== "changed" && result.kind !== "duplicate") await r.repo.recordEvent(event, booking.id, r.now);
      break;
    }
    case "refunded": {
      if (booking.payment.paymentIntentId !== event.paymentIntentId) {
        // a refund of another payment that named the booking (given back, or refunded by the owner) is that one's
        const extra = await r.repo.extraPayments.byPaymentIntent(event.paymentIntentId);
        if (!extra || extra.bookingId !== booking.id)
          return { status: 409, message: "The payment of this refund has not arrived yet: send it again later." };
        await r.repo.extraPayments.refunded(extra.id, event.amountRefundedCents, {
          actor: "Stripe",
          detail: `${formatCents(event.amountRefundedCents)} of ${extra.paymentIntentId} refunded in all (seen at Stripe)`,
          event,
          now: r.now,
        });
        break;
      }
      const result = await r.repo.apply(
        refundChange({
          id: booking.id,
          actor: "Stripe",
          now: r.now,
          event,
          total: event.amountRefundedCents,
          detail: `${formatCents(event.amountRefundedCents)} refunded in all (seen at Stripe)`,
        }),
      );
      if (result.kind !== "changed" && result.kind !== "duplicate") await r.repo.recordEvent(event, booking.id, r.now);
      break;
    }
  }
  return { status: 200, message: "processed" };
}

/**
 * The server's sweep, every half minute: unpaid bookings whose hold ended give their place back (their Checkout page
 * is closed first, so it cannot be paid afterwards; one paid meanwhile is settled), and refunds owed are made.
 */
export async function settleHoldsAndRefunds(opts: BookingOptions = {}): Promise<{ expired: number; refunded: number }> {
  const r = resolve(opts);
  let expired = 0;
  let refunded = 0;
  for (const booking of await r.repo.lapsedHolds(r.now)) {
    const sessionId = booking.payment.checkoutSessionId;
    if (r.gateway && sessionId && !(await r.gateway.expireCheckout(sessionId))) {
      const state = await r.gateway.checkoutState(sessionId);
      if (state.paid && state.paymentIntentId) {
        const paid = { ...state, paymentIntentId: state.paymentIntentId, sessionId };
        await settleCheckout(booking, paid, r);
        // paid as asked: settled; else kept for the owner, and the booking's hold ends like an unpaid one's
        if (!paymentMismatch(booking, paid)) continue;
      }
    }
    // a new booking's hold that ends unpaid: the customer is told once, with a way back, unless they booked again
    const released =
      booking.payment.holdUntil !== null && isOpenStatus(booking.status) && !(await r.repo.bookedAgainSince(booking));
    const result = await r.repo.apply(
      expiredChange(
        {
          id: booking.id,
          actor: "system",
          now: r.now,
          detail: "not paid within its hold",
          ...(released && { messages: (after) => releasedHoldMessages(after, { ...r.mail, now: r.now }) }),
        },
        booking,
      ),
    );
    if (result.kind === "changed") expired++;
  }
  for (const booking of await r.repo.refundsDue()) {
    await settleRefund(booking, r);
    refunded++;
  }
  return { expired, refunded };
}

/** The owner's price of a quote request (a positive amount, in cents); the customer is e-mailed it. */
export async function priceQuote(
  booking: StoredBooking,
  amountCents: number,
  note: string,
  opts: OwnerOptions & {
    /** The job's own length in minutes (docs/decisions/0044): planned afresh with it where a crew can keep it. */
    minutes?: number;
  },
): Promise<ChangeResult> {
  const r = resolve(opts);
  const trimmed = note.trim() === "" ? null : note.trim();
  const { minutes } = opts;
  return r.repo.apply(
    priceChange({
      id: booking.id,
      actor: opts.actor,
      now: r.now,
      amountCents,
      note: trimmed,
      minutes,
      // where no crew can keep the longer job, it stays where it was, flagged for the owner to call
      ...(minutes !== undefined && {
        plan: jobPlanAgain(r.catalog, booking.date, { start: booking.windowStart, end: booking.windowEnd }, r.now, {
          minutes,
          keep: true,
        }),
      }),
      messages: (after) =>
        paymentMessages("quoted", after, {
          ...r.mail,
          now: r.now,
          amountCents,
          note: trimmed,
          changeId: newChangeId(),
        }),
    }),
  );
}

/**
 * The owner refunds part or all of what was paid, with a reason: through Stripe for a card payment made here (`key`
 * makes a second click or a retry refund once), recorded only for one taken by phone.
 */
export async function refundBooking(
  booking: StoredBooking,
  amountCents: number,
  reason: string,
  key: string,
  opts: OwnerOptions,
): Promise<ChangeResult | { kind: "failed" }> {
  const r = resolve(opts);
  const left = booking.payment.paidCents - booking.payment.refundedCents - booking.payment.refundDueCents;
  if (amountCents <= 0 || amountCents > left) return { kind: "not-allowed" };
  const intent = booking.payment.paymentIntentId;
  if (r.gateway && intent) {
    try {
      await r.gateway.refund(intent, amountCents, `refund-${booking.reference}-owner-${key}`);
    } catch (error) {
      getLogger().error({ err: error, reference: booking.reference }, "owner's refund failed");
      return { kind: "failed" };
    }
  }
  return r.repo.apply(
    refundChange({
      id: booking.id,
      actor: opts.actor,
      now: r.now,
      made: amountCents,
      fromDue: false,
      detail: `${formatCents(amountCents)}${intent ? " to the card" : ""}: ${reason}`,
      messages: (after) =>
        paymentMessages("refunded", after, { ...r.mail, now: r.now, amountCents, note: reason, changeId: key }),
    }),
  );
}

/**
 * The owner records a payment taken outside the website (amount in cents, and how); a crew records the amount left
 * to collect on a job with `whole` (issue 44): refused ("duplicate") unless that amount is still exactly what is
 * owed, so a second press records nothing.
 */
export async function recordPayment(
  booking: StoredBooking,
  amountCents: number,
  method: string,
  opts: OwnerOptions & { whole?: boolean },
): Promise<ChangeResult> {
  const r = resolve(opts);
  const change = recordedPaymentChange({ id: booking.id, actor: opts.actor, now: r.now, amountCents, method });
  if (!opts.whole) return r.repo.apply(change);
  const owedOf = (b: StoredBooking) =>
    b.totalCents === null ? null : b.totalCents - (b.payment.paidCents - b.payment.refundedCents);
  return r.repo.apply({
    ...change,
    refuse: (before) => change.refuse?.(before) ?? (owedOf(before) === amountCents ? null : "duplicate"),
  });
}

/**
 * The owner refunds, whole, a payment that named the booking and did not settle it (issue 35): what is left of it
 * goes back to the card it came from, once per click (`refund-extra-…`, whole-refund.server.ts).
 */
export async function refundExtraPayment(
  booking: StoredBooking,
  extraId: number,
  opts: OwnerOptions,
): Promise<WholeRefund> {
  const r = resolve(opts);
  const extra = (await r.repo.extraPayments.forBooking(booking.id)).find((p) => p.id === extraId);
  return refundWhole(
    booking,
    extra,
    {
      keyPrefix: "refund-extra",
      what: "a payment to look at",
      record: (paid, left) =>
        r.repo.extraPayments.refunded(paid.id, paid.amountCents, {
          actor: opts.actor,
          detail: `${formatCents(left)} to the card (${paid.paymentIntentId})`,
          now: r.now,
        }),
    },
    r,
  );
}
