/**
 * Which payment settles a booking (issue 35), on both databases, against the Stripe stand-in through the SDK: only a
 * payment on the booking's own Checkout page, of the amount and currency that page was opened for. A payment of
 * another amount on its page, or on another page that carries its reference (a Payment Link, another session), is
 * kept for the owner to look at and changes nothing else. A refund whose payment has not arrived yet is answered
 * with a non-2xx status, so Stripe sends it again, and the booking ends refunded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import type { StripeServer } from "../../tests/support/stripe-server";
import { anotherCheckout } from "../../tests/support/another-checkout";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cardPayments } from "../../tests/support/card-payments";
import type { Storage } from "../storage/storage.server";
import type { BookingOptions } from "./context.server";

const NOW = new Date("2026-06-15T14:00:00Z");
const SECRET = "whsec_matching";
const { backends } = bothDatabases("payment-matching");
/** The options of the webhook endpoint: the storage of the test that runs. */
let current: BookingOptions;
/** Every answer of our webhook endpoint, by event id. */
const answers = new Map<string, number[]>();
const payments = cardPayments(
  SECRET,
  () => current,
  (id, status) => answers.set(id, [...(answers.get(id) ?? []), status]),
);
let stripe: StripeServer;
beforeAll(() => {
  stripe = payments.stripe;
});

describe.each(Object.entries(backends))("the payment of a booking, on %s", (_name, open) => {
  let storage: Storage;
  let day = 0;
  const gateway = payments.gateway;
  beforeAll(async () => {
    storage = await open();
  });
  const options = () => bookingOptions(storage.bookings, NOW, { capacity: 5, gateway: gateway(), holdMinutes: 30 });
  async function book() {
    const opts = options();
    current = opts;
    stripe.webhooks = "immediate";
    return booked(bookingInput(`2026-07-${String(++day).padStart(2, "0")}`), opts);
  }
  const stored = async (reference: string) => (await storage.bookings.findByReference(reference))!;
  const history = async (id: number) => (await storage.bookings.history(id)).map((h) => h.action);
  const customerMail = async (id: number) =>
    (await storage.outbox.forBooking(id)).filter((m) => m.audience === "customer").map((m) => m.event);

  it("a payment of another amount on the booking's own page does not settle it: kept for the owner", async () => {
    const booking = await book();
    const sessionId = booking.payment.checkoutSessionId!;
    expect(booking.payment.checkoutAmountCents).toBe(booking.totalCents);
    // the page took less than it was opened for (a discount applied at Checkout, say)
    stripe.sessions.get(sessionId)!.amount_total = 500;
    const event = await stripe.pay(sessionId);
    expect(answers.get(event.id)).toEqual([200]);
    const after = await stored(booking.reference);
    expect([after.status, after.payment.status, after.payment.paidCents]).toEqual(["requested", "pending", 0]);
    expect(await customerMail(booking.id)).toEqual([]);
    const extras = await storage.bookings.extraPayments.forBooking(booking.id);
    expect(extras).toEqual([
      expect.objectContaining({
        sessionId,
        amountCents: 500,
        currency: "usd",
        refundedCents: 0,
        paymentIntentId: stripe.sessions.get(sessionId)!.payment_intent,
        // the order of tests/support/booking-input.ts: ($200 + $175) less 15%, plus the $25 oven
        reason: "$5 paid where its page asked $343.75",
      }),
    ]);
    expect(await history(booking.id)).toEqual(["payment page", "payment to look at"]);
    // Stripe sending it again changes nothing more
    expect(await stripe.resend(event.id)).toBe(200);
    expect(await storage.bookings.extraPayments.forBooking(booking.id)).toHaveLength(1);
    expect(await history(booking.id)).toEqual(["payment page", "payment to look at"]);
  });

  it("a payment on another page that names the booking (a $5 Payment Link for a booking of hundreds) changes nothing else", async () => {
    const booking = await book();
    const foreign = await anotherCheckout(gateway(), booking.reference);
    const event = await stripe.pay(foreign.id);
    expect(answers.get(event.id)).toEqual([200]);
    const after = await stored(booking.reference);
    expect(after.payment).toEqual(booking.payment);
    expect(after.status).toBe("requested");
    expect(await customerMail(booking.id)).toEqual([]);
    expect(await storage.bookings.extraPayments.forBooking(booking.id)).toEqual([
      expect.objectContaining({
        sessionId: foreign.id,
        amountCents: 500,
        reason: "paid on a page that is not this booking's",
      }),
    ]);
    // its page expiring does not expire the booking's own
    const another = await anotherCheckout(gateway(), booking.reference, { attempt: "another-link", amountCents: 700 });
    await gateway().expireCheckout(another.id);
    expect((await stored(booking.reference)).payment).toEqual(booking.payment);
    // the booking's own page, paid as asked, settles it
    const own = await stripe.pay(booking.payment.checkoutSessionId!);
    expect(answers.get(own.id)).toEqual([200]);
    const paid = await stored(booking.reference);
    expect([paid.payment.status, paid.payment.paidCents]).toEqual(["paid", booking.totalCents]);
  });

  it("a refund that comes before its payment is refused (Stripe sends it again); the booking ends refunded", async () => {
    const booking = await book();
    const sessionId = booking.payment.checkoutSessionId!;
    stripe.webhooks = "held";
    const paid = await stripe.pay(sessionId);
    const intent = stripe.sessions.get(sessionId)!.payment_intent!;
    // refunded at Stripe (its dashboard) before our endpoint heard of the payment
    await gateway().refund(intent, booking.totalCents!, `dashboard-refund-${booking.reference}`);
    const refund = stripe.events.find(
      (e) => e.type === "charge.refunded" && (e.data.object as { payment_intent?: string }).payment_intent === intent,
    )!;
    expect(await stripe.resend(refund.id)).toBe(409);
    expect((await stored(booking.reference)).payment.refundedCents).toBe(0);
    expect(await storage.bookings.hasEvent(refund.id)).toBe(false);
    // then the payment, then Stripe's retry of the refund
    await stripe.deliverWebhooks();
    expect(answers.get(paid.id)).toEqual([200]);
    expect(answers.get(refund.id)).toEqual([409, 200]);
    const after = await stored(booking.reference);
    expect([after.payment.status, after.payment.paidCents, after.payment.refundedCents]).toEqual([
      "refunded",
      booking.totalCents,
      booking.totalCents,
    ]);
    expect(await history(booking.id)).toEqual(["payment page", "paid", "refunded"]);
  });
});
