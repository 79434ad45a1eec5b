/**
 * Card payments (docs/decisions/0029) against the project's Stripe stand-in (tests/support/stripe-server.ts), through
 * the official SDK: a priced booking waits for its money and holds its place meanwhile; Stripe's signed events are
 * applied once, in any order; an abandoned checkout gives its place back; a late payment books a free place or is
 * refunded in full; cancellations refund once; quotes are priced and paid; the owner refunds and records payments.
 */
import Stripe from "stripe";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type PaymentGateway } from "../payments/stripe.server";
import { getLogger } from "../utils/logger.server";
import { NOT_OPEN_MESSAGE, resolve } from "./context.server";
import type { StoredBooking } from "./model";
import { bookingInput } from "../../tests/support/booking-input";
import type { Charge, StripeServer } from "../../tests/support/stripe-server";
import { anotherCheckout } from "../../tests/support/another-checkout";
import { bookingOptions } from "../../tests/support/booked";
import { cardPayments } from "../../tests/support/card-payments";
import { getAvailability } from "./availability.server";
import { type BookingOptions, cancelBooking, setBookingStatus, submitBooking } from "./service.server";
import {
  handlePaymentWebhook,
  openCheckout,
  PAYMENT_UNAVAILABLE_MESSAGE,
  paymentMismatch,
  payForBooking,
  priceQuote,
  recordPayment,
  refreshPayment,
  refundBooking,
  refundExtraPayment,
  settleHoldsAndRefunds,
} from "./payments.server";
import { bookAgainHref } from "../domain/booking-links";
import { pageTokenOf } from "./page-token.server";
import { formatCents } from "../domain/money";
import { sqliteFile } from "../../tests/support/databases";

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas
const LATER = new Date(NOW.getTime() + 31 * 60_000); // after a 30-minute hold
const SECRET = "whsec_test_secret";
const { bookings: repo, outbox } = sqliteFile("pay").storage;
let opts: BookingOptions;
const at = (now: Date): BookingOptions => ({ ...opts, now });
const payments = cardPayments(SECRET, () => currentOpts);
let stripe: StripeServer;
beforeAll(() => {
  stripe = payments.stripe;
  opts = bookingOptions(repo, NOW, { capacity: 1, gateway: payments.gateway(), holdMinutes: 30, feePercent: 20 });
});
/** The options the webhook endpoint uses (the clock the test is at). */
let currentOpts: BookingOptions;
beforeEach(() => {
  currentOpts = opts;
  stripe.webhooks = "immediate";
});

let day = 0;
/** A date of its own for each test, so that capacity 1 is the test's alone. */
const nextDate = () => new Date(Date.UTC(2026, 6, ++day)).toISOString().slice(0, 10); // from July 1st on

async function book(date: string, overrides: Record<string, unknown> = {}, now = NOW) {
  const result = await submitBooking(bookingInput(date, overrides), at(now));
  if (result.status !== 201) throw new Error(JSON.stringify(result));
  return result;
}
const stored = async (reference: string) => (await repo.findByReference(reference))!;
const sessionOf = async (reference: string) => (await stored(reference)).payment.checkoutSessionId!;
const mailOf = async (reference: string) =>
  (await outbox.forBooking((await stored(reference)).id)).map((m) => `${m.event}/${m.audience}`);
/** Who made each change of a booking's history, and what (Stripe's news, the server's own sweep, the owner). */
const whoDid = async (reference: string) =>
  (await repo.history((await stored(reference)).id)).map((h) => `${h.actor}: ${h.action}`);
/** Places bookable at 09:00 on `date`, as the booking page shows them at `now`. */
const free = async (date: string, now: Date) =>
  (await getAvailability(date, now, opts)).windows.find((w) => w.start === "09:00")!.available;
const historyOf = async (reference: string) =>
  (await repo.history((await stored(reference)).id)).map((h) => `${h.action}: ${h.detail}`);
/** A booking made and paid on its own Checkout page, as stored. */
async function paidBooking() {
  const answer = await book(nextDate());
  await stripe.pay(await sessionOf(answer.reference));
  return stored(answer.reference);
}
/** Another Checkout page that names `booking` (a tab, a tip, a Payment Link: `attempt`), for `amountCents`. */
const anotherPage = (
  booking: StoredBooking,
  attempt: string,
  item: string,
  amountCents: number,
  gateway = opts.gateway!,
) => anotherCheckout(gateway, booking.reference, { attempt, email: booking.email, item, amountCents });

describe("a new booking with card payments on", () => {
  it("waits for its money on Checkout, holding its place; the e-mails go out once it is paid", async () => {
    const date = nextDate();
    const answer = await book(date);
    expect(answer.payment?.status).toBe("pending");
    expect(answer.payment?.checkoutUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_`));
    const booking = await stored(answer.reference);
    expect([booking.status, booking.payment.status]).toEqual(["requested", "pending"]);
    expect(booking.payment.holdUntil).toBe(new Date(NOW.getTime() + 30 * 60_000).toISOString());
    // the session is for exactly the server's total, line by line
    const session = stripe.sessions.get(booking.payment.checkoutSessionId!)!;
    expect(session.amount_total).toBe(booking.totalCents);
    expect(session.client_reference_id).toBe(booking.reference);
    expect(session.success_url).toBe(
      `https://ns.example/booking/confirmed/${pageTokenOf(booking.reference)}?payment=done`,
    );
    expect(session.cancel_url).toBe(
      `https://ns.example/booking/confirmed/${pageTokenOf(booking.reference)}?payment=cancelled`,
    );
    // the order line by line (not one line of the total), and the page made once for this booking's first try
    const payPage = await (await fetch(session.url!)).text();
    for (const line of booking.quote.lines) expect(payPage).toContain(`${line.serviceTitle}: ${line.tierLabel}`);
    expect(payPage).not.toContain("(quoted price)");
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.idempotencyKey).toBe(
      `checkout-${booking.reference}-first`,
    );
    // the place is held; nothing is e-mailed yet
    expect((await getAvailability(date, NOW, opts)).windows.find((w) => w.start === "09:00")?.available).toBe(0);
    expect(await mailOf(answer.reference)).toEqual([]);
    // the owner cannot confirm it before it is paid
    const owner = { ...opts, actor: "owner@ns.example" };
    expect((await setBookingStatus(booking, "confirmed", owner)).kind).toBe("not-allowed");

    const errors = logged("error");
    await stripe.pay(session.id);
    const paid = await stored(answer.reference);
    expect([paid.status, paid.payment.status, paid.payment.paidCents]).toEqual([
      "requested",
      "paid",
      booking.totalCents,
    ]);
    // a payment taken owes nothing back: no refund is even tried
    expect(stripe.requests.filter((r) => r.idempotencyKey?.startsWith(`refund-${booking.reference}`))).toEqual([]);
    expect(errors.lines()).toEqual([]);
    errors.restore();
    expect(await whoDid(answer.reference)).toEqual(["system: payment page", "Stripe: paid"]);
    expect(await mailOf(answer.reference)).toEqual(["created/owner", "created/customer", "reminder/customer"]);
    expect((await setBookingStatus(paid, "confirmed", owner)).kind).toBe("changed");
    const receipt = (await outbox.forBooking(paid.id)).find((m) => m.audience === "customer" && m.event === "created")!;
    expect(receipt.text).toContain(`Paid: $${(booking.totalCents! / 100).toLocaleString("en-US")} by card`);
    expect(receipt.text).not.toContain("Nothing is charged online");
  });

  it("applies each event once: a replay and a bad signature change nothing; events out of order are tolerated", async () => {
    const answer = await book(nextDate());
    const session = await sessionOf(answer.reference);
    const event = await stripe.pay(session);
    const before = await historyOf(answer.reference);
    expect(await stripe.resend(event.id)).toBe(200);
    expect(await historyOf(answer.reference)).toEqual(before);

    const forged = await handlePaymentWebhook(JSON.stringify(event), "t=1,v1=deadbeef", opts);
    expect(forged.status).toBe(400);
    // an "expired" event that arrives after the payment: the booking stays paid
    const expired = { ...event, id: "evt_late_expired", type: "checkout.session.expired" };
    const signature = (await import("stripe")).default.webhooks.generateTestHeaderString({
      payload: JSON.stringify(expired),
      secret: SECRET,
    });
    expect((await handlePaymentWebhook(JSON.stringify(expired), signature, opts)).status).toBe(200);
    expect((await stored(answer.reference)).payment.status).toBe("paid");
    expect(await historyOf(answer.reference)).toEqual(before);
    expect(await repo.hasEvent("evt_late_expired")).toBe(true);
    // an event about a session that is not ours: acknowledged, recorded, nothing else
    const stranger = {
      ...event,
      id: "evt_stranger",
      data: { object: { ...event.data.object, id: "cs_other", client_reference_id: "NS-NOPE22" } },
    };
    const strangerSignature = (await import("stripe")).default.webhooks.generateTestHeaderString({
      payload: JSON.stringify(stranger),
      secret: SECRET,
    });
    expect(await handlePaymentWebhook(JSON.stringify(stranger), strangerSignature, opts)).toEqual({
      status: 200,
      message: "no booking of ours",
    });
  });

  it("back before the event: the page asks Stripe, and someone who paid never reads unpaid", async () => {
    const answer = await book(nextDate());
    stripe.webhooks = "held";
    await stripe.pay(await sessionOf(answer.reference));
    const fresh = await refreshPayment(await stored(answer.reference), opts);
    expect(fresh.payment.status).toBe("paid");
    await stripe.deliverWebhooks(); // the event comes later: processed as a duplicate of what was done
    expect((await historyOf(answer.reference)).filter((h) => h.startsWith("paid"))).toHaveLength(1);
  });

  it("abandoned: the place comes back when the hold ends, the session is closed and the booking expires", async () => {
    const date = nextDate();
    const answer = await book(date);
    expect(await free(date, NOW)).toBe(0);
    expect(await free(date, LATER)).toBe(1); // even before the sweep
    currentOpts = at(LATER);
    const lapsed = (await repo.lapsedHolds(LATER)).map((b) => b.reference);
    expect(lapsed).toContain(answer.reference);
    expect(await settleHoldsAndRefunds(at(LATER))).toEqual({ expired: lapsed.length, refunded: 0 });
    expect(await repo.lapsedHolds(LATER)).toEqual([]);
    const booking = await stored(answer.reference);
    expect([booking.status, booking.payment.status]).toEqual(["expired", "expired"]);
    expect(stripe.sessions.get(booking.payment.checkoutSessionId!)!.status).toBe("expired");
    expect(await payForBooking(pageTokenOf(booking.reference), at(LATER))).toHaveProperty("error");
    // the customer is told once that the place was released (issue 48); nothing else was sent
    expect(await mailOf(answer.reference)).toEqual(["released/customer"]);
    expect(await whoDid(answer.reference)).toEqual(["system: payment page", "system: payment expired"]);
    expect((await historyOf(answer.reference)).at(-1)).toBe("payment expired: not paid within its hold");
  });

  it("a hold that ends unpaid: one e-mail, once, with a way back; none when the customer booked again meanwhile", async () => {
    const first = await book(nextDate(), { email: "Lee.Again@example.com", phone: "(214) 555-0461" });
    const booked = await book(nextDate(), { email: "kim.again@example.com", phone: "(214) 555-0462" });
    // Kim booked again (and paid) before the first hold ended; Lee did not
    const again = await book(
      nextDate(),
      { email: " KIM.again@example.com ", phone: "(214) 555-0463" },
      new Date(NOW.getTime() + 10 * 60_000),
    );
    await stripe.pay(await sessionOf(again.reference));
    currentOpts = at(LATER);
    await settleHoldsAndRefunds(at(LATER));
    await settleHoldsAndRefunds(at(new Date(LATER.getTime() + 60_000))); // the next sweep sends nothing more
    expect(await mailOf(first.reference)).toEqual(["released/customer"]);
    expect(await mailOf(booked.reference)).toEqual([]);
    const [mail] = await outbox.forBooking((await stored(first.reference)).id);
    expect(mail!.subject).toBe(`Your booking ${first.reference} was released: nothing was charged`);
    expect(mail!.text).toContain("the place was released. Nothing was charged.");
    // the link: the same services, address and the contact through the page's token, filled in at sending (not kept)
    const booking = await stored(first.reference);
    expect(mail!.text).toContain(`${bookAgainHref(booking)}&again={{page-token}}`);
    expect(mail!.text).not.toContain(pageTokenOf(first.reference));
  });

  /** One date for the next three tests (the dates run out 60 days ahead), a window of its own for each booking. */
  let holdsDay: string | undefined;
  const holdsDate = () => (holdsDay ??= nextDate());

  it("a hold that ends unpaid: its e-mail is not kept back by an older booking of the same customer, only by a newer one", async () => {
    // Jo booked and paid a first job, then booked a second one five minutes later and did not pay it
    const jo = { email: "jo.older@example.com", phone: "(214) 555-0471" };
    const older = await book(holdsDate(), { ...jo, window: "07:00" });
    await stripe.pay(await sessionOf(older.reference));
    const booked = new Date(NOW.getTime() + 5 * 60_000);
    const unpaid = await book(holdsDate(), { ...jo, email: " JO.older@example.com", window: "09:00" }, booked);
    const ended = new Date(booked.getTime() + 31 * 60_000);
    currentOpts = at(ended);
    await settleHoldsAndRefunds(at(ended));
    expect((await stored(unpaid.reference)).status).toBe("expired");
    expect(await mailOf(unpaid.reference)).toEqual(["released/customer"]);
  });

  it("a hold that ends unpaid: its e-mail is not kept back by another booking of the same customer that itself expired", async () => {
    const ash = { email: "ash.twice@example.com", phone: "(214) 555-0472" };
    const first = await book(holdsDate(), { ...ash, window: "11:00" });
    const second = await book(holdsDate(), { ...ash, window: "13:00" }, new Date(NOW.getTime() + 10 * 60_000));
    // the second booking's page expired at Stripe first (its event applied): that booking expired, unpaid
    stripe.webhooks = "held";
    expect(await opts.gateway!.expireCheckout(await sessionOf(second.reference))).toBe(true);
    await stripe.deliverWebhooks();
    expect((await stored(second.reference)).status).toBe("expired");
    currentOpts = at(LATER);
    await settleHoldsAndRefunds(at(LATER));
    expect((await stored(first.reference)).status).toBe("expired");
    expect(await mailOf(first.reference)).toEqual(["released/customer"]);
  });

  it("a hold that ends unpaid: no e-mail for a booking cancelled while its payment was pending", async () => {
    const answer = await book(holdsDate(), {
      email: "cy.cancels@example.com",
      phone: "(214) 555-0473",
      window: "15:00",
    });
    // cancelled; the page's "expired" event has not come back when the hold ends
    stripe.webhooks = "held";
    expect((await cancelBooking(answer.token, opts)).status).toBe(200);
    const cancelled = await stored(answer.reference);
    expect([cancelled.status, cancelled.payment.status]).toEqual(["cancelled", "pending"]);
    currentOpts = at(LATER);
    await settleHoldsAndRefunds(at(LATER));
    await stripe.deliverWebhooks();
    const after = await stored(answer.reference);
    expect([after.status, after.payment.status]).toEqual(["cancelled", "expired"]);
    expect(await mailOf(answer.reference)).not.toContain("released/customer");
  });

  it("paid after its hold ended: books the place when it is free, refunds in full at once when it is not", async () => {
    const date = nextDate();
    const first = await book(date);
    const firstSession = await sessionOf(first.reference);
    currentOpts = at(LATER);
    // the place is free again, and taken by someone else
    const second = await book(date, {}, LATER);
    expect(second.payment?.status).toBe("pending");
    await stripe.pay(firstSession); // the first customer pays late
    const late = await stored(first.reference);
    expect(late.payment.paidCents).toBe(late.totalCents);
    expect(late.payment.refundedCents).toBe(late.payment.paidCents);
    expect(late.payment.status).toBe("refunded");
    expect(stripe.refunds.filter((r) => r.payment_intent === late.payment.paymentIntentId)).toHaveLength(1);
    expect((await getAvailability(date, LATER, opts)).windows.find((w) => w.start === "09:00")!.available).toBe(0);
    const money = formatCents(late.payment.paidCents);
    expect(await historyOf(first.reference)).toEqual([
      `payment page: Checkout Session ${firstSession}`,
      `paid, refund due: ${money} by card: the booking could not take it, refunded in full`,
      `refunded: ${money} to the card`,
    ]);
    expect(await mailOf(first.reference)).toEqual([]); // nothing booked: no confirmation, no reminder
    expect(await whoDid(first.reference)).toEqual([
      "system: payment page",
      "Stripe: paid, refund due",
      "system: refunded",
    ]);

    // paid after its hold ended, before the sweep gave its place away: the place is free, so it is booked
    const freeDate = nextDate();
    const other = await book(freeDate);
    const booked = await stored(other.reference);
    expect(await free(freeDate, LATER)).toBe(1); // its hold has ended: the place shows free again
    const paidEvent = await stripe.pay(booked.payment.checkoutSessionId!);
    expect(stripe.sentEvents.filter((e) => e.event.id === paidEvent.id).map((e) => e.status)).toEqual([200]);
    const rebooked = await stored(other.reference);
    expect([rebooked.status, rebooked.payment.status, rebooked.payment.paidCents]).toEqual([
      "requested",
      "paid",
      booked.totalCents,
    ]);
    expect([rebooked.payment.refundedCents, rebooked.payment.refundDueCents, rebooked.payment.holdUntil]).toEqual([
      0,
      0,
      null,
    ]);
    expect(stripe.refunds.filter((r) => r.payment_intent === rebooked.payment.paymentIntentId)).toEqual([]);
    expect(await free(freeDate, LATER)).toBe(0); // the place is its own again
    expect(await mailOf(other.reference)).toEqual(["created/owner", "created/customer", "reminder/customer"]);
    expect(await historyOf(other.reference)).toEqual([
      `payment page: Checkout Session ${booked.payment.checkoutSessionId}`,
      `paid: ${formatCents(booked.totalCents!)} by card`,
    ]);
  });

  it("a rush on the last place while payments are pending books no more than its capacity", async () => {
    const date = nextDate();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => submitBooking(bookingInput(date, { name: `Rush ${i}` }), opts)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it("cancelled before the cut-off: refunded in full once, even when the refund's answer is lost and retried", async () => {
    const answer = await book(nextDate());
    await stripe.pay(await sessionOf(answer.reference));
    stripe.dropNextResponse("POST", "/v1/refunds");
    const cancelled = await cancelBooking(answer.token, opts);
    expect(cancelled.status).toBe(200);
    const booking = await stored(answer.reference);
    expect([booking.status, booking.payment.status]).toEqual(["cancelled", "refunded"]);
    expect(booking.payment.refundedCents).toBe(booking.payment.paidCents);
    expect(stripe.refunds.filter((r) => r.payment_intent === booking.payment.paymentIntentId)).toHaveLength(1);
    const mail = (await outbox.forBooking(booking.id)).find(
      (m) => m.event === "cancelled" && m.audience === "customer",
    )!;
    expect(mail.text).toContain("We have refunded");
    // the refund's key is the same until it is recorded: the retry of a lost answer refunds once
    const keys = stripe.requests
      .filter((r) => r.path === "/v1/refunds" && r.idempotencyKey?.startsWith(`refund-${booking.reference}`))
      .map((r) => r.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([`refund-${booking.reference}-0-${booking.payment.paidCents}`]));
    // a later sweep owes nothing more
    await settleHoldsAndRefunds(opts);
    expect(stripe.refunds.filter((r) => r.payment_intent === booking.payment.paymentIntentId)).toHaveLength(1);
  });

  it("the owner cancels inside the cut-off and keeps the late-cancellation fee, then refunds it; the refunds' own events change nothing more", async () => {
    const date = "2026-06-15"; // this afternoon: inside the 24-hour cut-off
    const answer = await book(date, { window: "13:00" });
    await stripe.pay(await sessionOf(answer.reference));
    stripe.webhooks = "held"; // the events of our refunds wait, to be delivered when the test says
    const booking = await stored(answer.reference);
    const paid = booking.payment.paidCents;
    const owner = { ...opts, actor: "owner@ns.example" };
    expect((await setBookingStatus(booking, "cancelled", { ...owner, keepFee: true })).kind).toBe("changed");
    const fee = Math.floor((paid * 20) / 100);
    const after = await stored(answer.reference);
    expect(after.payment.refundedCents).toBe(paid - fee);
    expect(after.payment.status).toBe("partially_refunded");
    // the owner then gives the fee back too, with a reason; a second click of the same form refunds once
    const again = await refundBooking(after, fee, "goodwill", "form-key-1", owner);
    expect(again.kind).toBe("changed");
    expect((await refundBooking(await stored(answer.reference), fee, "goodwill", "form-key-1", owner)).kind).toBe(
      "not-allowed",
    );
    const intent = booking.payment.paymentIntentId;
    expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([paid - fee, fee]);
    const done = await stored(answer.reference);
    expect([done.payment.refundedCents, done.payment.status]).toEqual([paid, "refunded"]);
    const history = await historyOf(answer.reference);
    // Stripe's charge.refunded events of these refunds arrive: each is taken (200) and changes nothing
    await stripe.deliverWebhooks();
    const refundEvents = stripe.sentEvents.filter(
      (e) => e.event.type === "charge.refunded" && (e.event.data.object as Charge).payment_intent === intent,
    );
    expect(refundEvents.map((e) => e.status)).toEqual([200, 200]);
    expect((await stored(answer.reference)).payment).toEqual(done.payment);
    expect(await historyOf(answer.reference)).toEqual(history);
    expect(await mailOf(answer.reference)).toContain("refunded/customer");
  });

  it("a refund made at Stripe, not through the app (its dashboard, its API), is mirrored, whatever the order of its events", async () => {
    const answer = await book(nextDate());
    await stripe.pay(await sessionOf(answer.reference));
    const { paidCents, paymentIntentId } = (await stored(answer.reference)).payment;
    // the owner in Stripe's dashboard: the same API, through the official SDK, with the account's key
    const dashboard = new Stripe("sk_test_dashboard", {
      host: "127.0.0.1",
      port: Number(new URL(stripe.url).port),
      protocol: "http",
    });
    stripe.webhooks = "held";
    await dashboard.refunds.create({ payment_intent: paymentIntentId!, amount: 5_000 });
    expect((await stored(answer.reference)).payment.refundedCents).toBe(0); // its event has not come yet
    await stripe.deliverWebhooks();
    const part = await stored(answer.reference);
    expect([part.payment.refundedCents, part.payment.refundDueCents, part.payment.status]).toEqual([
      5_000,
      0,
      "partially_refunded",
    ]);
    expect((await historyOf(answer.reference)).at(-1)).toBe("refunded: $50 refunded in all (seen at Stripe)");
    // the owner's page offers only what is left
    const owner = { ...opts, actor: "owner@ns.example" };
    expect((await refundBooking(part, paidCents - 5_000 + 1, "too much", "k-1", owner)).kind).toBe("not-allowed");

    // two more refunds at Stripe, whose events come in the wrong order: the later total stands
    await dashboard.refunds.create({ payment_intent: paymentIntentId!, amount: 1_000 });
    await dashboard.refunds.create({ payment_intent: paymentIntentId! }); // the rest
    const [second, last] = stripe.events
      .filter((e) => e.type === "charge.refunded" && (e.data.object as Charge).payment_intent === paymentIntentId)
      .slice(1);
    expect(await stripe.resend(last!.id)).toBe(200);
    const all = await stored(answer.reference);
    expect([all.payment.refundedCents, all.payment.status]).toEqual([paidCents, "refunded"]);
    await stripe.deliverWebhooks(); // the second refund's event, late (and the last one's again)
    expect(stripe.sentEvents.filter((e) => e.event.id === second!.id).map((e) => e.status)).toEqual([200]);
    expect((await stored(answer.reference)).payment).toEqual(all.payment);
    expect(await repo.hasEvent(second!.id)).toBe(true); // kept, so that a resend of it is known
    expect((await whoDid(answer.reference)).slice(-2)).toEqual(["Stripe: refunded", "Stripe: refunded"]);
    expect((await historyOf(answer.reference)).filter((h) => h.endsWith("(seen at Stripe)"))).toEqual([
      "refunded: $50 refunded in all (seen at Stripe)",
      `refunded: ${formatCents(paidCents)} refunded in all (seen at Stripe)`,
    ]);
    expect((await refundBooking(all, 1, "more", "k-2", owner)).kind).toBe("not-allowed");
  });
});

describe("payments that come when they should not", () => {
  it("a booking cancelled while its payment page was open stays cancelled when the page expires", async () => {
    const answer = await book(nextDate());
    expect((await cancelBooking(answer.token, opts)).status).toBe(200);
    const booking = await stored(answer.reference);
    expect(booking.status).toBe("cancelled");
    // cancelling closed the page at Stripe, whose "expired" event has come back
    expect(stripe.sessions.get(booking.payment.checkoutSessionId!)!.status).toBe("expired");
    await expect.poll(async () => (await stored(answer.reference)).payment.status).toBe("expired");
    expect((await stored(answer.reference)).status).toBe("cancelled");
  });

  it("a second payment of a paid booking, on a page the booking did not open, is kept for the owner, who refunds it", async () => {
    const booking = await paidBooking();
    const second = await anotherPage(booking, "another-tab", "Same booking", booking.totalCents!, payments.gateway());
    const warnings = logged("warn");
    await stripe.pay(second.id);
    const secondIntent = stripe.sessions.get(second.id)!.payment_intent!;
    expect(warnings.lines()).toEqual([
      { reference: booking.reference, sessionId: second.id, message: "a payment to look at" },
    ]);
    warnings.restore();
    expect((await historyOf(booking.reference)).at(-1)).toBe(
      `payment to look at: ${formatCents(booking.totalCents!)} USD (${secondIntent}, Checkout Session ${second.id}): paid on a page that is not this booking's`,
    );
    expect((await whoDid(booking.reference)).at(-1)).toBe("Stripe: payment to look at");
    expect(stripe.refunds.filter((r) => r.payment_intent === secondIntent)).toEqual([]);
    const after = await stored(booking.reference);
    expect([after.payment.status, after.payment.paidCents, after.payment.refundedCents]).toEqual([
      "paid",
      booking.totalCents,
      0,
    ]);
    const [extra, ...more] = await repo.extraPayments.forBooking(booking.id);
    expect(more).toEqual([]);
    expect(extra).toMatchObject({
      sessionId: second.id,
      paymentIntentId: secondIntent,
      amountCents: booking.totalCents,
      currency: "usd",
      refundedCents: 0,
      reason: "paid on a page that is not this booking's",
    });
    const owner = { ...opts, actor: "owner@ns.example" };
    expect(await refundExtraPayment(after, extra!.id, owner)).toBe("refunded");
    expect(await refundExtraPayment(after, extra!.id, owner)).toBe("refunded-already");
    expect(stripe.refunds.filter((r) => r.payment_intent === secondIntent).map((r) => r.amount)).toEqual([
      booking.totalCents,
    ]);
    expect((await repo.extraPayments.forBooking(booking.id))[0]!.refundedCents).toBe(booking.totalCents);
    expect((await stored(booking.reference)).payment).toEqual(after.payment);
    expect(await historyOf(booking.reference)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^payment to look at/),
        expect.stringMatching(/^payment to look at refunded/),
      ]),
    );
  });
});

describe("quotes", () => {
  it("the owner prices a quote; the customer is e-mailed it, pays it on Checkout, and both are told", async () => {
    const answer = await book(nextDate(), { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
    expect(answer.payment).toBeUndefined(); // no price yet: nothing to pay
    const quote = await stored(answer.reference);
    expect([quote.totalCents, quote.payment.status]).toEqual([null, "unpaid"]);
    expect(await payForBooking(pageTokenOf(quote.reference), opts)).toHaveProperty("error");
    const owner = { ...opts, actor: "owner@ns.example" };
    expect((await priceQuote(quote, 68_500, "  Six bedrooms, two floors.\n", owner)).kind).toBe("changed");
    expect((await priceQuote(await stored(answer.reference), 1, "", owner)).kind).toBe("not-allowed");
    const priced = (await outbox.forBooking(quote.id)).find((m) => m.event === "quoted")!;
    expect(priced.subject).toContain("$685");
    expect(priced.text).toContain("Six bedrooms, two floors.");

    const checkout = await payForBooking(pageTokenOf(quote.reference), opts);
    if (!("url" in checkout)) throw new Error(checkout.error);
    expect(stripe.sessions.get(await sessionOf(answer.reference))!.amount_total).toBe(68_500);
    await stripe.pay(await sessionOf(answer.reference));
    const paid = await stored(answer.reference);
    expect([paid.status, paid.payment.status, paid.payment.paidCents]).toEqual(["requested", "paid", 68_500]);
    expect(await mailOf(answer.reference)).toEqual(
      expect.arrayContaining(["quoted/customer", "created/owner", "created/customer"]),
    );
    expect((await historyOf(answer.reference))[0]).toBe("priced: $685: Six bedrooms, two floors.");
    // paid: both are told it is paid (the booking's own e-mails went out when it was asked for)
    const paidNews = (await outbox.forBooking(quote.id)).filter((m) => m.key.includes(".quote-paid."));
    expect(paidNews.map((m) => [m.audience, m.subject])).toEqual([
      ["owner", `Booking ${quote.reference} paid`],
      ["customer", expect.stringContaining(quote.reference)],
    ]);
    expect(await whoDid(answer.reference)).toEqual([
      "owner@ns.example: priced",
      "system: payment page",
      "Stripe: paid",
    ]);
    expect((await priceQuote(await stored(answer.reference), 1, "", owner)).kind).toBe("not-allowed");
    await setBookingStatus(await stored(answer.reference), "cancelled", owner);
    const cancelledQuote = await book(nextDate(), { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
    expect((await cancelBooking(cancelledQuote.token, opts)).status).toBe(200);
    expect((await priceQuote(await stored(cancelledQuote.reference), 1_000, "", owner)).kind).toBe("not-open");
  });
});

describe("a quote's payment page that expires", () => {
  it("leaves the quote open and unpaid, with its reminder; paid later on a new page, the booking is reminded once", async () => {
    const answer = await book(nextDate(), { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
    const owner = { ...opts, actor: "owner@ns.example" };
    expect((await priceQuote(await stored(answer.reference), 50_000, "  ", owner)).kind).toBe("changed");
    const reminders = async () =>
      (await outbox.forBooking((await stored(answer.reference)).id))
        .filter((m) => m.event === "reminder")
        .map((m) => m.status);
    expect(await reminders()).toEqual(["pending"]);
    const first = await payForBooking(pageTokenOf(answer.reference), opts);
    if (!("url" in first)) throw new Error(first.error);
    const firstSession = await sessionOf(answer.reference);
    // the customer leaves the page; Stripe closes it (after 24 hours) and tells us
    stripe.webhooks = "held";
    await opts.gateway!.expireCheckout(firstSession);
    await stripe.deliverWebhooks();
    const waiting = await stored(answer.reference);
    expect([waiting.status, waiting.payment.status, waiting.payment.checkoutUrl]).toEqual([
      "requested",
      "unpaid",
      null,
    ]);
    expect(await reminders()).toEqual(["pending"]); // still to happen: the customer is still reminded
    // "Pay" again: a new page (a new key at Stripe), paid
    stripe.webhooks = "immediate";
    const second = await payForBooking(pageTokenOf(answer.reference), opts);
    if (!("url" in second)) throw new Error(second.error);
    const secondSession = await sessionOf(answer.reference);
    expect(secondSession).not.toBe(firstSession);
    expect(
      stripe.requests
        .filter((r) => r.path === "/v1/checkout/sessions")
        .map((r) => r.idempotencyKey)
        .slice(-2),
    ).toEqual([`checkout-${answer.reference}-first`, `checkout-${answer.reference}-${firstSession}`]);
    expect(second.url).toBe(stripe.sessions.get(secondSession)!.url);
    await stripe.pay(secondSession);
    expect((await stored(answer.reference)).payment).toMatchObject({ status: "paid", paidCents: 50_000 });
    expect(await reminders()).toEqual(["pending"]);
    expect(await historyOf(answer.reference)).toEqual([
      "priced: $500", // a blank note is no note
      `payment page: Checkout Session ${firstSession}`,
      "payment expired: its payment page expired",
      `payment page: Checkout Session ${secondSession}`,
      "paid: $500 by card",
    ]);
    expect((await whoDid(answer.reference))[2]).toBe("Stripe: payment expired");
  });
});

describe("with card payments off", () => {
  it("books as before (card by phone), and the owner records a payment taken by phone", async () => {
    const phone = { ...opts, gateway: null };
    const result = await submitBooking(bookingInput(nextDate()), phone);
    if (result.status !== 201) throw new Error(JSON.stringify(result));
    expect(result.payment).toBeUndefined();
    const booking = await stored(result.reference);
    expect(booking.payment.status).toBe("unpaid");
    const mail = (await outbox.forBooking(booking.id)).find((m) => m.audience === "customer")!;
    expect(mail.text).toContain("take the card payment");
    const recorded = await recordPayment(booking, booking.totalCents!, "card by phone", {
      ...phone,
      actor: "owner@ns.example",
    });
    expect(recorded.kind).toBe("changed");
    const paid = await stored(result.reference);
    expect([paid.payment.status, paid.payment.paidCents]).toEqual(["paid", booking.totalCents]);
    expect(await historyOf(result.reference)).toContain(
      `payment recorded: $${(booking.totalCents! / 100).toLocaleString("en-US")} by card by phone`,
    );
    expect((await handlePaymentWebhook("{}", "t=1,v1=x", phone)).status).toBe(404);
  });
});

/** The stand-in's gateway, with some of its calls replaced (a failure, an answer Stripe could give). */
const gatewayWith = (overrides: Partial<PaymentGateway>): PaymentGateway => ({ ...opts.gateway!, ...overrides });
const failing = (what: string) => async () => {
  throw new Error(`${what}: Stripe is unreachable`);
};
/** What the logger was given at `level`: the fields and the message of each line. */
function logged(level: "error" | "warn") {
  const spy = vi.spyOn(getLogger(), level);
  return {
    lines: () =>
      spy.mock.calls.map(([fields, message]) => ({
        ...(fields as { reference?: string }),
        message: message as string,
      })),
    restore: () => spy.mockRestore(),
  };
}

describe("which payment settles a booking", () => {
  const booking = (payment: Partial<StoredBooking["payment"]>, totalCents: number | null = 50_000) =>
    ({
      totalCents,
      payment: { checkoutSessionId: "cs_own", checkoutAmountCents: 50_000, ...payment },
    }) as StoredBooking;
  const paid = { sessionId: "cs_own", amountCents: 50_000, currency: "usd" };

  it("only one on its own page, in US dollars, of the amount that page asked", () => {
    expect(paymentMismatch(booking({}), paid)).toBeNull();
    expect(paymentMismatch(booking({}), { ...paid, sessionId: "cs_other" })).toBe(
      "paid on a page that is not this booking's",
    );
    expect(paymentMismatch(booking({ checkoutSessionId: null }), paid)).toBe(
      "paid on a page that is not this booking's",
    );
    expect(paymentMismatch(booking({}), { ...paid, currency: "eur" })).toBe("paid in EUR, not USD");
    expect(paymentMismatch(booking({}), { ...paid, currency: "" })).toBe("paid in an unknown currency, not USD");
    expect(paymentMismatch(booking({}), { ...paid, amountCents: 500 })).toBe("$5 paid where its page asked $500");
    expect(paymentMismatch(booking({}), { ...paid, amountCents: 50_001 })).toBe(
      "$500.01 paid where its page asked $500",
    );
    // the page's own amount decides, not a total changed since; without one, the booking's total
    expect(paymentMismatch(booking({}, 60_000), paid)).toBeNull();
    expect(paymentMismatch(booking({ checkoutAmountCents: null }, 50_000), paid)).toBeNull();
    expect(paymentMismatch(booking({ checkoutAmountCents: null }, 60_000), paid)).toBe(
      "$500 paid where its page asked $600",
    );
    expect(paymentMismatch(booking({ checkoutAmountCents: null }, null), paid)).toBe(
      "$500 paid where its page asked no amount",
    );
  });
});

describe("payments, path by path", () => {
  afterEach(() => vi.restoreAllMocks());
  const owner = () => ({ ...opts, actor: "owner@ns.example" });

  it("Checkout cannot be opened: a new booking gives its place back at once (503); a quote just waits", async () => {
    const date = nextDate();
    const log = logged("error");
    const result = await submitBooking(bookingInput(date), {
      ...opts,
      gateway: gatewayWith({ createCheckout: failing("create") }),
    });
    expect(result).toEqual({ status: 503, errors: { form: PAYMENT_UNAVAILABLE_MESSAGE } });
    expect(await free(date, NOW)).toBe(1);
    const lines = log.lines();
    expect(lines).toEqual([
      expect.objectContaining({ message: "could not open Checkout", reference: expect.stringMatching(/^NS-/) }),
    ]);
    const gone = await stored(lines[0]!.reference as string);
    expect([gone.status, gone.payment.status, gone.payment.holdUntil]).toEqual(["expired", "expired", null]);
    expect(await historyOf(gone.reference)).toEqual(["payment expired: the payment page could not be opened"]);
    expect(await whoDid(gone.reference)).toEqual(["system: payment expired"]);

    const quote = await book(nextDate(), { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
    await priceQuote(await stored(quote.reference), 20_000, "", owner());
    const answer = await payForBooking(pageTokenOf(quote.reference), {
      ...opts,
      gateway: gatewayWith({ createCheckout: failing("create") }),
    });
    expect(answer).toEqual({ error: PAYMENT_UNAVAILABLE_MESSAGE });
    const waiting = await stored(quote.reference);
    expect([waiting.status, waiting.payment.status]).toEqual(["requested", "unpaid"]);
    expect(await historyOf(quote.reference)).toEqual(["priced: $200"]);
    expect(log.lines().map((l) => l.reference)).toEqual([gone.reference, quote.reference]);
    // a quote whose page Stripe closed (its event not here yet), and no new page: it waits as it was, unexpired
    expect(await payForBooking(pageTokenOf(quote.reference), opts)).toHaveProperty("url");
    const pending = await stored(quote.reference);
    const closed = await payForBooking(pageTokenOf(quote.reference), {
      ...opts,
      gateway: gatewayWith({
        checkoutState: async () => ({
          status: "expired",
          paid: false,
          amountCents: 20_000,
          currency: "usd",
          paymentIntentId: null,
          url: null,
        }),
        createCheckout: failing("create"),
      }),
    });
    expect(closed).toEqual({ error: PAYMENT_UNAVAILABLE_MESSAGE });
    expect((await stored(quote.reference)).payment).toEqual(pending.payment);
    expect(await historyOf(quote.reference)).toEqual([
      "priced: $200",
      `payment page: Checkout Session ${pending.payment.checkoutSessionId}`,
    ]);
  });

  it("Pay again: an open page is the one to go back to; one paid meanwhile settles the booking", async () => {
    const answer = await book(nextDate());
    const sessions = stripe.sessions.size;
    expect(await payForBooking(answer.token, opts)).toEqual({ url: answer.payment!.checkoutUrl });
    expect(stripe.sessions.size).toBe(sessions); // no second page
    stripe.webhooks = "held"; // its event is late
    await stripe.pay(await sessionOf(answer.reference));
    expect(await payForBooking(answer.token, opts)).toEqual({ error: "This booking is paid already." });
    const paid = await stored(answer.reference);
    expect([paid.payment.status, paid.payment.paidCents]).toEqual(["paid", paid.totalCents]);
    expect(await payForBooking(answer.token, opts)).toEqual({ error: "This booking is paid already." });
    await stripe.deliverWebhooks();
    expect((await historyOf(answer.reference)).filter((h) => h.startsWith("paid"))).toHaveLength(1);
  });

  it("Pay is refused for a page of no booking, with payments off, when cancelled or unpriced, and once the hold is over", async () => {
    const answer = await book(nextDate());
    expect(await payForBooking("7K3F9Q".padEnd(38, "x"), opts)).toEqual({ error: NOT_OPEN_MESSAGE });
    expect(await payForBooking(answer.token, { ...opts, gateway: null })).toEqual({ error: NOT_OPEN_MESSAGE });
    const holdEnd = new Date((await stored(answer.reference)).payment.holdUntil!);
    expect(await payForBooking(answer.token, at(new Date(holdEnd.getTime() - 1)))).toHaveProperty("url");
    expect(await payForBooking(answer.token, at(holdEnd))).toEqual({ error: NOT_OPEN_MESSAGE });
    expect((await cancelBooking(answer.token, opts)).status).toBe(200);
    expect(await payForBooking(answer.token, opts)).toEqual({ error: NOT_OPEN_MESSAGE });
    const quote = await book(nextDate(), { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
    expect(await payForBooking(quote.token, opts)).toEqual({ error: NOT_OPEN_MESSAGE });
  });

  it("the customer's page asks Stripe only for a payment under way, and shows the booking as it is when Stripe cannot say", async () => {
    const answer = await book(nextDate());
    const pending = await stored(answer.reference);
    const checkoutState = vi.fn(opts.gateway!.checkoutState);
    expect(await refreshPayment(pending, { ...opts, gateway: gatewayWith({ checkoutState }) })).toEqual(pending);
    expect(checkoutState).toHaveBeenCalledTimes(1); // open, unpaid: as it was
    expect(await refreshPayment(pending, { ...opts, gateway: null })).toBe(pending);
    const log = logged("warn");
    expect(await refreshPayment(pending, { ...opts, gateway: gatewayWith({ checkoutState: failing("state") }) })).toBe(
      pending,
    );
    expect(log.lines()).toEqual([
      expect.objectContaining({ message: "could not ask Checkout for a payment's state", reference: answer.reference }),
    ]);
    await stripe.pay(await sessionOf(answer.reference));
    const paid = await stored(answer.reference);
    checkoutState.mockClear();
    expect(await refreshPayment(paid, { ...opts, gateway: gatewayWith({ checkoutState }) })).toBe(paid);
    expect(checkoutState).not.toHaveBeenCalled();
    const phone = await submitBooking(bookingInput(nextDate()), { ...opts, gateway: null });
    if (phone.status !== 201) throw new Error("not booked");
    const unpaid = await stored(phone.reference);
    expect(await refreshPayment(unpaid, { ...opts, gateway: gatewayWith({ checkoutState }) })).toBe(unpaid);
    expect(checkoutState).not.toHaveBeenCalled();
  });

  it("Stripe's other events are acknowledged and not kept; a replay says so; payments off answer 404", async () => {
    const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const other = JSON.stringify({
      id: "evt_other_kind",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(await handlePaymentWebhook(other, sign(other), opts)).toEqual({ status: 200, message: "ignored" });
    expect(await repo.hasEvent("evt_other_kind")).toBe(false);
    expect(await handlePaymentWebhook(other, null, opts)).toEqual({
      status: 400,
      message: "The signature does not match.",
    });
    const answer = await book(nextDate());
    const event = await stripe.pay(await sessionOf(answer.reference));
    const payload = JSON.stringify(event);
    expect(await handlePaymentWebhook(payload, sign(payload), opts)).toEqual({
      status: 200,
      message: "already processed",
    });
    expect(await handlePaymentWebhook(payload, sign(payload), { ...opts, gateway: null })).toEqual({
      status: 404,
      message: "Card payments are off.",
    });
  });

  it("another page naming the booking expiring changes nothing of the booking's own; its event is kept once", async () => {
    const answer = await book(nextDate());
    const before = await stored(answer.reference);
    const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const expired = JSON.stringify({
      id: "evt_other_page_expired",
      object: "event",
      type: "checkout.session.expired",
      data: {
        object: { id: "cs_not_ours", object: "checkout.session", client_reference_id: answer.reference, metadata: {} },
      },
    });
    expect(await handlePaymentWebhook(expired, sign(expired), opts)).toEqual({ status: 200, message: "processed" });
    expect(await stored(answer.reference)).toEqual(before);
    expect(await repo.hasEvent("evt_other_page_expired")).toBe(true);
    expect(await historyOf(answer.reference)).toEqual([
      `payment page: Checkout Session ${before.payment.checkoutSessionId}`,
    ]);
    // the booking's own page expiring after it was paid: the event is kept, nothing changes
    await stripe.pay(before.payment.checkoutSessionId!);
    const paid = await stored(answer.reference);
    const ownExpired = expired
      .replace("evt_other_page_expired", "evt_own_late_expired")
      .replace("cs_not_ours", paid.payment.checkoutSessionId!);
    expect(await handlePaymentWebhook(ownExpired, sign(ownExpired), opts)).toEqual({
      status: 200,
      message: "processed",
    });
    expect(await stored(answer.reference)).toEqual(paid);
    expect(await repo.hasEvent("evt_own_late_expired")).toBe(true);
  });

  it("the sweep settles a page paid as its hold ended, and ends the hold of one paid with another amount", async () => {
    const date = nextDate();
    const paidLate = await book(date, {}, NOW);
    stripe.webhooks = "held"; // Stripe's event is not here yet when the sweep runs
    await stripe.pay(await sessionOf(paidLate.reference));
    const wrong = await book(date, { window: "13:00" }, NOW);
    const wrongBooking = await stored(wrong.reference);
    const sweep = at(LATER);
    const lapsed = (await repo.lapsedHolds(LATER)).map((b) => b.reference);
    expect(lapsed).toEqual(expect.arrayContaining([paidLate.reference, wrong.reference]));
    const result = await settleHoldsAndRefunds({
      ...sweep,
      gateway: gatewayWith({
        expireCheckout: async (id) =>
          id === wrongBooking.payment.checkoutSessionId ? false : opts.gateway!.expireCheckout(id),
        checkoutState: async (id) =>
          id === wrongBooking.payment.checkoutSessionId
            ? {
                status: "complete",
                paid: true,
                amountCents: 100,
                currency: "usd",
                paymentIntentId: "pi_wrong_amount",
                url: null,
              }
            : opts.gateway!.checkoutState(id),
      }),
    });
    const settled = await stored(paidLate.reference);
    expect([settled.status, settled.payment.status]).toEqual(["requested", "paid"]);
    const ended = await stored(wrong.reference);
    expect([ended.status, ended.payment.status]).toEqual(["expired", "expired"]);
    expect(await repo.extraPayments.forBooking(ended.id)).toEqual([
      expect.objectContaining({
        paymentIntentId: "pi_wrong_amount",
        amountCents: 100,
        reason: `$1 paid where its page asked ${formatCents(ended.totalCents!)}`,
      }),
    ]);
    expect(result).toEqual({ expired: lapsed.length - 1, refunded: 0 }); // all but the one paid
    expect(await repo.lapsedHolds(LATER)).toEqual([]);
    await stripe.deliverWebhooks();
    expect((await historyOf(paidLate.reference)).filter((h) => h.startsWith("paid"))).toHaveLength(1);
  });

  it("a refund Stripe could not make is owed, logged, and made by the next sweep, once", async () => {
    const answer = await book(nextDate());
    await stripe.pay(await sessionOf(answer.reference));
    const log = logged("error");
    const down = { ...opts, gateway: gatewayWith({ refund: failing("refund") }) };
    expect((await cancelBooking(answer.token, down)).status).toBe(200);
    const owed = await stored(answer.reference);
    expect([owed.status, owed.payment.refundDueCents, owed.payment.refundedCents]).toEqual([
      "cancelled",
      owed.payment.paidCents,
      0,
    ]);
    expect(log.lines()).toEqual([
      expect.objectContaining({ message: "refund failed: retried by the next sweep", reference: answer.reference }),
    ]);
    expect((await repo.refundsDue()).map((b) => b.reference)).toContain(answer.reference);
    // what is owed is owed already: the owner cannot refund it a second time
    expect((await refundBooking(owed, 1, "x", "owed-1", owner())).kind).toBe("not-allowed");
    const due = (await repo.refundsDue()).length;
    expect(await settleHoldsAndRefunds(opts)).toEqual({ expired: 0, refunded: due });
    const refunded = await stored(answer.reference);
    expect([refunded.payment.status, refunded.payment.refundDueCents, refunded.payment.refundedCents]).toEqual([
      "refunded",
      0,
      owed.payment.paidCents,
    ]);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === owed.payment.paymentIntentId).map((r) => r.amount),
    ).toEqual([owed.payment.paidCents]);
    expect(await historyOf(answer.reference)).toEqual([
      `payment page: Checkout Session ${owed.payment.checkoutSessionId}`,
      `paid: ${formatCents(owed.payment.paidCents)} by card`,
      "cancelled: requested → cancelled",
      `refunded: ${formatCents(owed.payment.paidCents)} to the card`,
    ]);
    expect((await whoDid(answer.reference)).slice(-2)).toEqual(["customer: cancelled", "system: refunded"]);
    expect(await settleHoldsAndRefunds(opts)).toEqual({ expired: 0, refunded: 0 });
  });

  it("payments turned off while a booking waited for its money: the sweep still gives its place back", async () => {
    const date = nextDate();
    const waiting = await book(date);
    const lapsed = (await repo.lapsedHolds(LATER)).map((b) => b.reference);
    expect(lapsed).toContain(waiting.reference);
    expect(await settleHoldsAndRefunds({ ...at(LATER), gateway: null })).toEqual({
      expired: lapsed.length,
      refunded: 0,
    });
    expect((await stored(waiting.reference)).status).toBe("expired");
    expect(await free(date, LATER)).toBe(1);
  });

  it("the owner's own refund never eats into a refund already owed", async () => {
    const answer = await book("2026-06-15", { window: "15:00" }); // this afternoon: inside the cut-off
    await stripe.pay(await sessionOf(answer.reference));
    const paid = (await stored(answer.reference)).payment.paidCents;
    const fee = Math.floor((paid * 20) / 100);
    const down = { ...owner(), gateway: gatewayWith({ refund: failing("refund") }), keepFee: true };
    expect((await setBookingStatus(await stored(answer.reference), "cancelled", down)).kind).toBe("changed");
    const owed = await stored(answer.reference);
    expect([owed.payment.refundDueCents, owed.payment.refundedCents]).toEqual([paid - fee, 0]);
    // the owner gives the fee back too: that refund is made, and what was owed stays owed
    expect((await refundBooking(owed, fee, "goodwill", "fee-back", owner())).kind).toBe("changed");
    expect((await stored(answer.reference)).payment).toMatchObject({ refundDueCents: paid - fee, refundedCents: fee });
    await settleHoldsAndRefunds(opts);
    expect((await stored(answer.reference)).payment).toMatchObject({
      refundDueCents: 0,
      refundedCents: paid,
      status: "refunded",
    });
    expect(
      stripe.refunds.filter((r) => r.payment_intent === owed.payment.paymentIntentId).map((r) => r.amount),
    ).toEqual([fee, paid - fee]);
  });

  it("a cancelled booking whose page Stripe would not close is still cancelled (logged)", async () => {
    const answer = await book(nextDate());
    const log = logged("warn");
    const expireCheckout = vi.fn(failing("expire"));
    expect((await cancelBooking(answer.token, { ...opts, gateway: gatewayWith({ expireCheckout }) })).status).toBe(200);
    expect(expireCheckout).toHaveBeenCalledWith((await stored(answer.reference)).payment.checkoutSessionId);
    expect((await stored(answer.reference)).status).toBe("cancelled");
    expect(log.lines()).toEqual([
      expect.objectContaining({
        message: "could not expire a cancelled booking's Checkout",
        reference: answer.reference,
      }),
    ]);
    // the page stayed open, and the customer pays on it: the booking stays cancelled, all of it goes back at once
    const cancelled = await stored(answer.reference);
    await stripe.pay(cancelled.payment.checkoutSessionId!);
    const refunded = await stored(answer.reference);
    expect([refunded.status, refunded.payment.status, refunded.payment.refundedCents]).toEqual([
      "cancelled",
      "refunded",
      cancelled.totalCents,
    ]);
    expect(
      stripe.refunds.filter((r) => r.payment_intent === refunded.payment.paymentIntentId).map((r) => r.amount),
    ).toEqual([cancelled.totalCents]);
    expect((await whoDid(answer.reference)).slice(-2)).toEqual(["Stripe: paid, refund due", "system: refunded"]);
    expect((await outbox.forBooking(cancelled.id)).map((m) => m.event)).not.toContain("created"); // nothing booked
    // a paid booking's page is closed already: nothing to close when it is cancelled
    const paid = await book(nextDate());
    await stripe.pay(await sessionOf(paid.reference));
    expireCheckout.mockClear();
    expect((await cancelBooking(paid.token, { ...opts, gateway: gatewayWith({ expireCheckout }) })).status).toBe(200);
    expect(expireCheckout).not.toHaveBeenCalled();
  });

  it("the owner refunds what is left and no more; a refund Stripe refuses changes nothing; one taken by phone is recorded", async () => {
    const answer = await book(nextDate());
    await stripe.pay(await sessionOf(answer.reference));
    const booking = await stored(answer.reference);
    const paid = booking.payment.paidCents;
    for (const amount of [0, -100, paid + 1])
      expect((await refundBooking(booking, amount, "x", `k${amount}`, owner())).kind, String(amount)).toBe(
        "not-allowed",
      );
    const log = logged("error");
    const refused = await refundBooking(booking, 1_000, "x", "k-down", {
      ...owner(),
      gateway: gatewayWith({ refund: failing("refund") }),
    });
    expect(refused).toEqual({ kind: "failed" });
    expect(log.lines()).toEqual([
      expect.objectContaining({ message: "owner's refund failed", reference: answer.reference }),
    ]);
    expect((await stored(answer.reference)).payment).toEqual(booking.payment);
    const refund = vi.fn(opts.gateway!.refund);
    expect(
      (await refundBooking(booking, 1_000, "a scratch", "form-1", { ...owner(), gateway: gatewayWith({ refund }) }))
        .kind,
    ).toBe("changed");
    expect(refund).toHaveBeenCalledWith(
      booking.payment.paymentIntentId,
      1_000,
      `refund-${booking.reference}-owner-form-1`,
    );
    const part = await stored(answer.reference);
    expect([part.payment.refundedCents, part.payment.status]).toEqual([1_000, "partially_refunded"]);
    // all that is left, exactly
    expect((await refundBooking(part, paid - 1_000 + 1, "x", "form-2", owner())).kind).toBe("not-allowed");
    expect((await refundBooking(part, paid - 1_000, "the rest", "form-3", owner())).kind).toBe("changed");
    expect((await historyOf(answer.reference)).slice(-2)).toEqual([
      "refunded: $10 to the card: a scratch",
      `refunded: ${formatCents(paid - 1_000)} to the card: the rest`,
    ]);

    const phone = await submitBooking(bookingInput(nextDate()), { ...opts, gateway: null });
    if (phone.status !== 201) throw new Error("not booked");
    const byPhone = await stored(phone.reference);
    const ownerByPhone = { ...owner(), gateway: null };
    expect((await recordPayment(byPhone, 10_000, "cash", ownerByPhone)).kind).toBe("changed");
    expect((await recordPayment(await stored(phone.reference), 5_000, "check", ownerByPhone)).kind).toBe("changed");
    const twice = await stored(phone.reference);
    expect([twice.payment.paidCents, twice.payment.status]).toEqual([15_000, "paid"]);
    expect((await refundBooking(twice, 2_500, "overcharged", "phone-1", ownerByPhone)).kind).toBe("changed");
    expect((await stored(phone.reference)).payment).toMatchObject({
      refundedCents: 2_500,
      status: "partially_refunded",
    });
    expect(await historyOf(phone.reference)).toEqual([
      "payment recorded: $100 by cash",
      "payment recorded: $50 by check",
      "refunded: $25: overcharged",
    ]);
    // money taken or given back changes nothing of the visit: its reminder stays
    const reminders = (await outbox.forBooking(byPhone.id)).filter((m) => m.event === "reminder");
    expect(reminders.map((m) => m.status)).toEqual(["pending"]);
    // an expired booking takes no payment
    const lapsed = await book(nextDate());
    await settleHoldsAndRefunds(at(LATER));
    expect((await recordPayment(await stored(lapsed.reference), 100, "cash", owner())).kind).toBe("not-open");
  });

  it("paid twice, by phone and then on its Checkout page: the card payment is given back in full, at once", async () => {
    const answer = await book(nextDate());
    const booking = await stored(answer.reference);
    expect((await recordPayment(booking, booking.totalCents!, "card by phone", owner())).kind).toBe("changed");
    const byPhone = (await stored(answer.reference)).payment;
    stripe.webhooks = "held";
    await stripe.pay(booking.payment.checkoutSessionId!);
    await stripe.deliverWebhooks(); // the payment's event, which makes the refund
    await stripe.deliverWebhooks(); // the refund's event
    const card = stripe.sessions.get(booking.payment.checkoutSessionId!)!.payment_intent!;
    expect(stripe.refunds.filter((r) => r.payment_intent === card).map((r) => r.amount)).toEqual([booking.totalCents]);
    const refundKeys = stripe.requests
      .filter((r) => r.path === "/v1/refunds" && r.idempotencyKey?.includes(booking.reference))
      .map((r) => r.idempotencyKey);
    expect(refundKeys).toEqual([`refund-${booking.reference}-${card}`]); // a retry refunds it once
    expect((await stored(answer.reference)).payment).toEqual(byPhone); // the phone payment stands
    expect(await repo.extraPayments.forBooking(booking.id)).toEqual([
      expect.objectContaining({
        paymentIntentId: card,
        sessionId: booking.payment.checkoutSessionId,
        amountCents: booking.totalCents,
        refundedCents: booking.totalCents,
        reason: "paid twice: refunded in full",
      }),
    ]);
    const money = formatCents(booking.totalCents!);
    expect((await whoDid(answer.reference)).slice(-2)).toEqual([
      "owner@ns.example: payment recorded",
      "Stripe: second payment refunded",
    ]);
    expect((await historyOf(answer.reference)).slice(-2)).toEqual([
      `payment recorded: ${money} by card by phone`,
      `second payment refunded: ${money} (${card}), paid twice: refunded in full`,
    ]);
    // its refund's event is one of ours: taken (200), and nothing changes
    const refundEvent = stripe.sentEvents.find(
      (e) => e.event.type === "charge.refunded" && (e.event.data.object as Charge).payment_intent === card,
    );
    expect(refundEvent?.status).toBe(200);
  });

  it("a page opened from a booking read before it changed (cancelled, paid) records nothing", async () => {
    const answer = await book(nextDate());
    const before = await stored(answer.reference);
    expect((await cancelBooking(answer.token, opts)).status).toBe(200);
    const stale = { ...before, payment: { ...before.payment, checkoutSessionId: null } };
    expect(await openCheckout(stale, resolve(opts), opts.gateway!)).toEqual({ error: NOT_OPEN_MESSAGE });
    expect((await historyOf(answer.reference)).filter((h) => h.startsWith("payment page"))).toHaveLength(1);
    const paid = await book(nextDate());
    const unpaid = await stored(paid.reference);
    await stripe.pay(unpaid.payment.checkoutSessionId!);
    const staleUnpaid = { ...unpaid, payment: { ...unpaid.payment, checkoutSessionId: null } };
    expect(await openCheckout(staleUnpaid, resolve(opts), opts.gateway!)).toEqual({ error: NOT_OPEN_MESSAGE });
    expect((await stored(paid.reference)).payment.checkoutSessionId).toBe(unpaid.payment.checkoutSessionId);
  });

  it("a refund of another booking's payment to look at, naming this booking, is not this one's: sent again later (409)", async () => {
    const a = await paidBooking();
    const tip = await anotherPage(a, "tip", "A tip", 1_000);
    await stripe.pay(tip.id);
    const second = await book(nextDate());
    await stripe.pay(await sessionOf(second.reference));
    const b = await stored(second.reference);
    const pi = stripe.sessions.get(tip.id)!.payment_intent!;
    const event = JSON.stringify({
      id: "evt_refund_named_elsewhere",
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_x",
          object: "charge",
          payment_intent: pi,
          amount_refunded: 1_000,
          metadata: { reference: b.reference },
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: SECRET });
    expect(await handlePaymentWebhook(event, signature, opts)).toEqual({
      status: 409,
      message: "The payment of this refund has not arrived yet: send it again later.",
    });
    expect(await repo.hasEvent("evt_refund_named_elsewhere")).toBe(false);
    expect((await repo.extraPayments.forBooking(a.id))[0]!.refundedCents).toBe(0);
    expect((await stored(second.reference)).payment).toEqual(b.payment);
  });

  it("paid by hand (phone, cash), then cancelled online: no card refund is claimed or tried; the owner gives it back by hand", async () => {
    for (const gateway of [null, opts.gateway!]) {
      // payments off, or on with this booking paid by hand (its page never paid)
      const phone = await submitBooking(bookingInput(nextDate()), { ...opts, gateway });
      if (phone.status !== 201) throw new Error("not booked");
      const byHand = { ...owner(), gateway };
      expect((await recordPayment(await stored(phone.reference), 10_000, "cash", byHand)).kind).toBe("changed");
      const log = logged("error");
      const refunds = stripe.requests.filter((r) => r.path === "/v1/refunds").length;
      expect((await cancelBooking(phone.token, { ...opts, gateway })).status).toBe(200);
      const cancelled = await stored(phone.reference);
      expect([cancelled.payment.paidCents, cancelled.payment.refundDueCents, cancelled.payment.refundedCents]).toEqual([
        10_000, 0, 0,
      ]);
      const told = (await outbox.forBooking(cancelled.id)).find(
        (m) => m.event === "cancelled" && m.audience === "customer",
      )!;
      expect(told.text).not.toContain("refunded");
      expect((await repo.refundsDue()).map((b) => b.reference)).not.toContain(phone.reference);
      await settleHoldsAndRefunds({ ...opts, gateway });
      expect(stripe.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(refunds);
      expect(log.lines()).toEqual([]);
      log.restore();
      // paid already: no page to pay, and none is made
      const sessions = stripe.sessions.size;
      expect(await payForBooking(phone.token, { ...opts, gateway })).toEqual(
        gateway ? { error: "This booking is paid already." } : { error: NOT_OPEN_MESSAGE },
      );
      expect(stripe.sessions.size).toBe(sessions);
      // the owner hands the cash back and records it (a page read before cannot record more than was paid)
      expect((await refundBooking(cancelled, 8_000, "cash handed back", `hand-${phone.reference}`, byHand)).kind).toBe(
        "changed",
      );
      expect((await refundBooking(cancelled, 5_000, "again", `stale-${phone.reference}`, byHand)).kind).toBe(
        "not-allowed",
      );
      const rest = await refundBooking(
        await stored(phone.reference),
        2_000,
        "the rest",
        `rest-${phone.reference}`,
        byHand,
      );
      expect(rest.kind).toBe("changed");
      expect((await stored(phone.reference)).payment).toMatchObject({ refundedCents: 10_000, status: "refunded" });
      expect(await mailOf(phone.reference)).toContain("refunded/customer");
    }
  });

  it("a payment to look at: the owner refunds it whole, once; a refund at Stripe is mirrored; nothing for one not found", async () => {
    const booking = await paidBooking();
    const other = await anotherPage(booking, "payment-link", "A tip", 2_000);
    await stripe.pay(other.id);
    const [extra] = await repo.extraPayments.forBooking(booking.id);
    expect(await refundExtraPayment(booking, extra!.id + 1000, owner())).toBe("not-found");
    const log = logged("error");
    expect(await refundExtraPayment(booking, extra!.id, { ...owner(), gateway: null })).toBe("failed");
    expect(log.lines()).toEqual([]); // payments off: nothing tried
    expect(
      await refundExtraPayment(booking, extra!.id, { ...owner(), gateway: gatewayWith({ refund: failing("refund") }) }),
    ).toBe("failed");
    expect(log.lines()).toEqual([
      expect.objectContaining({ message: "refund of a payment to look at failed", reference: booking.reference }),
    ]);
    // refunded in part at Stripe first (its dashboard), then the rest by the owner
    const dashboard = new Stripe("sk_test_dashboard", {
      host: "127.0.0.1",
      port: Number(new URL(stripe.url).port),
      protocol: "http",
    });
    stripe.webhooks = "held";
    await dashboard.refunds.create({ payment_intent: extra!.paymentIntentId, amount: 500 });
    await stripe.deliverWebhooks();
    expect((await repo.extraPayments.forBooking(booking.id))[0]!.refundedCents).toBe(500);
    expect((await historyOf(booking.reference)).at(-1)).toBe(
      `payment to look at refunded: $5 of ${extra!.paymentIntentId} refunded in all (seen at Stripe)`,
    );
    expect((await whoDid(booking.reference)).at(-1)).toBe("Stripe: payment to look at refunded");
    const refund = vi.fn(opts.gateway!.refund);
    const now = (await repo.extraPayments.forBooking(booking.id))[0]!;
    expect(await refundExtraPayment(booking, extra!.id, { ...owner(), gateway: gatewayWith({ refund }) })).toBe(
      "refunded",
    );
    expect(refund).toHaveBeenCalledWith(extra!.paymentIntentId, 1_500, `refund-extra-${extra!.paymentIntentId}-500`);
    expect((await historyOf(booking.reference)).at(-1)).toBe(
      `payment to look at refunded: $15 to the card (${extra!.paymentIntentId})`,
    );
    expect(await refundExtraPayment(booking, now.id, owner())).toBe("refunded-already");
    expect((await stored(booking.reference)).payment).toEqual(booking.payment);
  });
});
