/**
 * Tips for the crew (issue 48) against the Stripe stand-in, through the official SDK, on SQLite and PostgreSQL
 * (issue 57): offered once the job is Done with card payments on, never before; a tip's Checkout page is for exactly
 * its amount; only its own session's webhook settles it, once (a replay or a second event of its session changes
 * nothing), in US dollars at its amount (another amount or currency is kept for the owner instead); a refund made at
 * Stripe is recorded on it; its page that expires closes it (a paid one stays paid); the owner refunds it once; the
 * tips counted per booking and per crew and month.
 */
import Stripe from "stripe";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { bookingOptions, booked } from "../../tests/support/booked";
import { cardPayments } from "../../tests/support/card-payments";
import { bothDatabases } from "../../tests/support/databases";
import type { StripeServer } from "../../tests/support/stripe-server";
import { TIP_AMOUNT_MESSAGE, tipOf } from "../domain/tips";
import type { PaymentEvent, PaymentGateway } from "../payments/stripe.server";
import type { BookingRepository } from "../storage/bookings.server";
import type { Storage } from "../storage/storage.server";
import type { CrewTips, Tip } from "../storage/tips.server";
import { getLogger } from "../utils/logger.server";
import { type BookingOptions, PAYMENT_UNAVAILABLE_MESSAGE, resolve } from "./context.server";
import type { StoredBooking } from "./model";
import { pageTokenOf } from "./page-token.server";
import { applyTipEvent, openTipCheckout, paidTipsOf, refundTip, TIPS_OFF_MESSAGE, tipsOpen } from "./tips.server";

const NOW = new Date("2026-06-15T14:00:00Z");
const LATER = new Date("2026-06-15T16:30:00Z");
const SECRET = "whsec_tips_secret";
const { backends } = bothDatabases("tips");
/** The options of the database under test: the tests' and the webhook endpoint's (its clock too). */
let opts: BookingOptions & { repo: BookingRepository };
const payments = cardPayments(SECRET, () => opts);
const sessionOf = (url: string) => url.split("/").pop()!;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** The process's storage as getStorage() gives it (paidTipsOf reads it): `storage` while `run` runs. */
async function asProcessStorage<T>(storage: Storage, run: () => Promise<T>): Promise<T> {
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for("northstar.storage");
  const before = registry[key];
  registry[key] = storage;
  try {
    return await run();
  } finally {
    registry[key] = before;
  }
}

describe.each(Object.entries(backends))("tips on %s", (_name, open) => {
  let storage: Storage;
  let repo: BookingRepository;
  let base: typeof opts;
  let stripe: StripeServer;
  let gateway: PaymentGateway;
  let crewId = 0;
  let otherCrewId = 0;
  let day = 0;
  beforeAll(async () => {
    storage = await open();
    repo = storage.bookings;
    stripe = payments.stripe;
    gateway = payments.gateway();
    base = bookingOptions(repo, NOW, { gateway, holdMinutes: 30 });
    opts = base;
    for (const [name, person] of [
      ["Crew A", "Pat Lee"],
      ["Crew B", "Sam Roe"],
    ] as const) {
      const crew = await storage.crews.create(name, NOW);
      if (crew.kind !== "created") throw new Error("crew");
      const member = await storage.owners.add(`${person.split(" ")[0]!.toLowerCase()}@ns.example`, null, NOW, {
        role: "crew",
        name: person,
      });
      await storage.crews.setCrewOf(member.id, crew.id);
      if (name === "Crew A") crewId = crew.id;
      else otherCrewId = crew.id;
    }
  });
  beforeEach(() => {
    opts = base;
    stripe.webhooks = "immediate";
  });
  afterEach(() => vi.restoreAllMocks());

  /** A booking paid on its own page, then (by default) done by Crew A, as the crew's Done leaves it. */
  async function doneJob(
    fields: { date?: string; status?: string; crew?: number | null; startedAt?: string | null } = {},
  ) {
    const date = fields.date ?? new Date(Date.UTC(2026, 6, ++day)).toISOString().slice(0, 10); // July, day by day
    const booking = await booked(bookingInput(date), opts);
    await stripe.pay(booking.payment.checkoutSessionId!);
    const { status = "completed", crew = crewId, startedAt = NOW.toISOString() } = fields;
    await storage.db.run("UPDATE bookings SET status = ?, crew_id = ?, started_at = ? WHERE id = ?", [
      status,
      crew,
      startedAt,
      booking.id,
    ]);
    return (await repo.findByReference(booking.reference))!;
  }
  const tip = (booking: StoredBooking, fields: Record<string, string>, o: BookingOptions = opts) =>
    openTipCheckout(pageTokenOf(booking.reference), new URLSearchParams({ intent: "tip", ...fields }), o);
  /** A tip's page opened for `booking` (its session's id), or the test fails with the answer. */
  async function opened(booking: StoredBooking, fields: Record<string, string>, o: BookingOptions = opts) {
    const answer = await tip(booking, fields, o);
    if (!("url" in answer)) throw new Error(JSON.stringify(answer));
    return sessionOf(answer.url);
  }
  /** A tip opened and paid on its page: the tip as stored, and Stripe's event. */
  async function paidTip(booking: StoredBooking, fields: Record<string, string>) {
    const session = await opened(booking, fields);
    const event = await stripe.pay(session);
    return { tip: (await repo.tips.bySession(session))!, event };
  }
  const tipRows = async (booking: StoredBooking) =>
    (await repo.history(booking.id)).filter((h) => h.action.startsWith("tip"));
  const dashboard = () =>
    new Stripe("sk_test_dashboard", { host: "127.0.0.1", port: Number(new URL(stripe.url).port), protocol: "http" });
  let events = 0;
  /** A paid event of tip `t`'s session as the webhook reads it, each with an id of its own. */
  const paidEvent = (t: Tip, over: Partial<Extract<PaymentEvent, { kind: "checkout-paid" }>> = {}) => ({
    id: `evt_direct_${t.sessionId}_${++events}`,
    type: "checkout.session.completed",
    kind: "checkout-paid" as const,
    sessionId: t.sessionId,
    reference: null,
    amountCents: t.amountCents,
    currency: "usd",
    paymentIntentId: `pi_direct_${t.id}`,
    ...over,
  });
  function logged(level: "error" | "warn") {
    const spy = vi.spyOn(getLogger(), level);
    return () => spy.mock.calls.map(([fields, message]) => ({ ...(fields as object), message: message as string }));
  }

  describe("offered", () => {
    it("only once the job is Done (completed): not while requested, confirmed, under way, cancelled or expired", async () => {
      // tipsOpen says whether the booking's page offers a tip; openTipCheckout opens its page
      const notDone = [
        await doneJob({ status: "requested", crew: null, startedAt: null }),
        await doneJob({ status: "confirmed", startedAt: null }),
        await doneJob({ status: "confirmed" }), // under way: started, not done
        await doneJob({ status: "cancelled" }),
        await doneJob({ status: "expired", crew: null, startedAt: null }),
      ];
      for (const booking of notDone) {
        expect(tipsOpen(booking, { gateway })).toBe(false);
        expect(await tip(booking, { percent: "20" })).toEqual({ status: 409, error: TIPS_OFF_MESSAGE });
        expect(await repo.tips.forBooking(booking.id)).toEqual([]);
      }
      const done = await doneJob();
      expect(tipsOpen(done, { gateway })).toBe(true);
      expect(await tip(done, { percent: "20" })).toEqual({ url: expect.stringMatching(/\/pay\/cs_/) });
      // nor with card payments off, nor to a customer erased
      expect(tipsOpen(done, { gateway: null })).toBe(false);
      expect(tipsOpen({ ...done, erasedAt: NOW.toISOString() }, { gateway })).toBe(false);
      expect(await tip(done, { percent: "20" }, { ...opts, gateway: null })).toEqual({
        status: 409,
        error: TIPS_OFF_MESSAGE,
      });
      expect(await repo.tips.forBooking(done.id)).toHaveLength(1);
    });

    it("for an amount of the rule; a page of no booking is not found", async () => {
      const done = await doneJob();
      expect(await tip(done, { amountCents: "50001" })).toEqual({ status: 400, error: TIP_AMOUNT_MESSAGE });
      expect(await tip(done, { amountCents: "99" })).toEqual({ status: 400, error: TIP_AMOUNT_MESSAGE });
      expect(await tip(done, { percent: "30" })).toMatchObject({ status: 400 });
      expect(await repo.tips.forBooking(done.id)).toEqual([]);
      const none = openTipCheckout(pageTokenOf("NS-ZZZZZZ"), new URLSearchParams({ percent: "20" }), opts);
      expect(await none).toEqual({ status: 404, error: "No such booking." });
    });
  });

  describe("its page", () => {
    it("is for exactly the tip, on the booking's page, to the customer's e-mail, recorded as the crew's", async () => {
      const done = await doneJob();
      const session = stripe.sessions.get(await opened(done, { percent: "20" }))!;
      const expected = tipOf(20, done.totalCents!);
      const page = `https://ns.example/booking/confirmed/${pageTokenOf(done.reference)}`;
      expect(session).toMatchObject({
        amount_total: expected,
        currency: "usd",
        customer_email: done.email,
        success_url: `${page}?tip=paid#tip`,
        cancel_url: `${page}#tip`,
        metadata: { reference: done.reference, purpose: "tip" },
      });
      expect(await (await fetch(session.url!)).text()).toContain(`A tip for the crew (${done.reference})`);
      expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.idempotencyKey).toBe(
        `tip-${done.reference}-${expected}-0`,
      );
      const [row] = await repo.tips.forBooking(done.id);
      expect(row).toMatchObject({
        bookingId: done.id,
        crewId,
        sessionId: session.id,
        amountCents: expected,
        currency: "usd",
        status: "open",
        paymentIntentId: null,
        refundedCents: 0,
        createdAt: NOW.toISOString(),
        paidAt: null,
      });
      // a job done by no crew: the tip is no crew's
      const crewless = await doneJob({ crew: null });
      await opened(crewless, { amount: "12.50" });
      expect((await repo.tips.forBooking(crewless.id)).map((t) => [t.crewId, t.amountCents])).toEqual([[null, 1250]]);
    });

    it("that Stripe cannot open answers 503, logged, and records nothing", async () => {
      const done = await doneJob();
      const errors = logged("error");
      const createCheckout = async () => {
        throw new Error("Stripe is unreachable");
      };
      const answer = await tip(done, { percent: "20" }, { ...opts, gateway: { ...gateway, createCheckout } });
      expect(answer).toEqual({ status: 503, error: PAYMENT_UNAVAILABLE_MESSAGE });
      expect(errors()).toEqual([
        expect.objectContaining({ message: "could not open Checkout for a tip", reference: done.reference }),
      ]);
      expect(await repo.tips.forBooking(done.id)).toEqual([]);
    });
  });

  describe("settled", () => {
    it("by its own session's webhook, once; a replay changes nothing; the booking's own payment untouched", async () => {
      const done = await doneJob();
      const expected = tipOf(20, done.totalCents!);
      const { tip: paid, event } = await paidTip(done, { percent: "20" });
      const session = stripe.sessions.get(paid.sessionId)!;
      expect(paid).toMatchObject({
        status: "paid",
        amountCents: expected,
        paymentIntentId: session.payment_intent,
        paidAt: NOW.toISOString(),
      });
      expect((await repo.findByReference(done.reference))!.payment).toEqual(done.payment);
      expect((await tipRows(done)).map((h) => [h.actor, h.action, h.detail])).toEqual([
        ["Stripe", "tip", `${dollars(expected)} for the crew, by card`],
      ]);
      // the same event again: nothing changes
      expect(await stripe.resend(event.id)).toBe(200);
      expect(await tipRows(done)).toHaveLength(1);
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, expected]]));
      // another tip may be given once this one is paid (its page is not in the way)
      expect(await tip(done, { percent: "20" })).toEqual({ url: expect.stringMatching(/\/pay\/cs_/) });
      expect((await repo.tips.forBooking(done.id)).map((t) => t.status)).toEqual(["paid", "open"]);
    });

    it("by a second event of its own session: recorded once, not twice, at its first payment and time", async () => {
      const done = await doneJob();
      const expected = tipOf(25, done.totalCents!);
      const { tip: paid, event } = await paidTip(done, { percent: "25" });
      // an hour later, another event of the same session (its own id, same amount, same payment)
      opts = { ...base, now: LATER };
      expect(await stripe.sendChanged(event.id, () => {})).toBe(200);
      expect(await repo.tips.forBooking(done.id)).toEqual([paid]);
      expect(paid.paidAt).toBe(NOW.toISOString());
      expect(await tipRows(done)).toHaveLength(1);
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, expected]]));
      expect(await repo.extraPayments.forBooking(done.id)).toEqual([]);
      expect(await asProcessStorage(storage, () => paidTipsOf(done))).toEqual({ netCents: expected, crew: "Pat" });
      // what the webhook answers: the first settles, another event of it does not, and the same event is a duplicate
      const r = resolve(opts);
      const second = (await repo.tips.bySession(paid.sessionId))!;
      const again = paidEvent(second, { paymentIntentId: paid.paymentIntentId! });
      expect(await applyTipEvent(second, again, r)).toBe("tip already paid");
      const meta = { event: again, now: LATER };
      expect(await repo.tips.settle(paid.sessionId, { paymentIntentId: "pi_x", detail: "again" }, meta)).toBe(
        "duplicate",
      );
      const third = { event: paidEvent(second, { paymentIntentId: paid.paymentIntentId! }), now: LATER };
      expect(await repo.tips.settle(paid.sessionId, { paymentIntentId: "pi_x", detail: "third" }, third)).toBe("known");
      expect(await repo.tips.settle("cs_no_such_tip", { paymentIntentId: "pi_x", detail: "none" }, meta)).toBe("known");
      expect(await repo.tips.forBooking(done.id)).toEqual([paid]);
      expect(await tipRows(done)).toHaveLength(1);

      const fresh = await doneJob();
      const open = (await repo.tips.bySession(await opened(fresh, { amountCents: "1500" })))!;
      expect(await applyTipEvent(open, paidEvent(open), r)).toBe("tip paid");
      expect((await repo.tips.bySession(open.sessionId))!).toMatchObject({
        status: "paid",
        paidAt: LATER.toISOString(),
      });
    });

    it("of another amount on its session is not settled; the tip waits for its own amount", async () => {
      const done = await doneJob();
      const session = await opened(done, { amount: "12.50" });
      expect(stripe.sessions.get(session)!.amount_total).toBe(1250);
      stripe.webhooks = "held";
      await stripe.pay(session);
      const event = stripe.events.at(-1)!;
      stripe.webhooks = "immediate";
      // the only news of it says another amount: the tip is not paid; the payment is kept for the owner
      await stripe.sendChanged(event.id, (object) =>
        Object.assign(object, { amount_total: 125, payment_intent: "pi_other_amount" }),
      );
      expect((await repo.tips.forBooking(done.id))[0]?.status).toBe("open");
      const why = "Paid on a tip's page of $12.50, for $1.25 USD: not taken as the tip.";
      expect(
        (await repo.extraPayments.forBooking(done.id)).map((p) => [
          p.sessionId,
          p.paymentIntentId,
          p.amountCents,
          p.currency,
          p.reason,
          p.refundedCents,
        ]),
      ).toEqual([[session, "pi_other_amount", 125, "usd", why, 0]]);
      expect((await repo.history(done.id)).at(-1)).toMatchObject({
        actor: "Stripe",
        action: "payment to look at",
        detail: why,
      });
      // its own event, as it was: paid
      await stripe.deliverWebhooks();
      expect((await repo.tips.forBooking(done.id))[0]?.status).toBe("paid");
      // what the webhook answers for another amount
      const paid = (await repo.tips.bySession(session))!;
      expect(await applyTipEvent(paid, paidEvent(paid, { amountCents: 1251 }), resolve(opts))).toBe(
        "tip refused: another amount",
      );
    });

    it("paid in another currency (not usd) is not taken as the tip: kept for the owner, the tip waits for its own", async () => {
      const done = await doneJob();
      const session = await opened(done, { amountCents: "2000" });
      stripe.webhooks = "held";
      await stripe.pay(session);
      const event = stripe.events.at(-1)!;
      stripe.webhooks = "immediate";
      // the same amount, in euros
      expect(
        await stripe.sendChanged(event.id, (object) =>
          Object.assign(object, { currency: "eur", payment_intent: "pi_paid_in_euros" }),
        ),
      ).toBe(200);
      const [waiting] = await repo.tips.forBooking(done.id);
      expect(waiting).toMatchObject({ status: "open", paymentIntentId: null, paidAt: null });
      expect(await repo.tips.netFor([done.id])).toEqual(new Map());
      expect(await tipRows(done)).toEqual([]);
      const why = "Paid on a tip's page of $20, for $20 EUR: not taken as the tip.";
      expect(
        (await repo.extraPayments.forBooking(done.id)).map((p) => [
          p.paymentIntentId,
          p.amountCents,
          p.currency,
          p.reason,
        ]),
      ).toEqual([["pi_paid_in_euros", 2000, "eur", why]]);
      // its own event, in dollars: paid
      await stripe.deliverWebhooks();
      expect((await repo.tips.forBooking(done.id))[0]).toMatchObject({
        status: "paid",
        paymentIntentId: stripe.sessions.get(session)!.payment_intent,
      });
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 2000]]));
    });
  });

  describe("one tip page at a time (issue 56)", () => {
    it("the same tip asked 30 times is one page; another amount expires it first; new pages count in the client's limits", async () => {
      const done = await doneJob();
      const asked = await Promise.all(Array.from({ length: 30 }, () => tip(done, { percent: "20" })));
      const urls = new Set(asked.map((a) => ("url" in a ? a.url : JSON.stringify(a))));
      expect(urls.size).toBe(1);
      const first = sessionOf([...urls][0]!);
      expect((await repo.tips.forBooking(done.id)).map((t) => [t.status, t.sessionId])).toEqual([["open", first]]);
      // asked again later: the same page
      expect(await tip(done, { percent: "20" })).toEqual({ url: [...urls][0] });

      // another amount: the open page is expired at Stripe and here, then the new one opened
      const other = await tip(done, { percent: "25" });
      if (!("url" in other)) throw new Error(JSON.stringify(other));
      expect(stripe.sessions.get(first)?.status).toBe("expired");
      expect((await repo.tips.forBooking(done.id)).map((t) => t.status)).toEqual(["expired", "open"]);
      const ours = await storage.db.get<{ type: string }>("SELECT type FROM payment_events WHERE id = ?", [
        `expired-by-us-${first}`,
      ]);
      expect(ours).toEqual({ type: "checkout.session.expired" });

      // a client over its limits opens no new page (a page already open is still given)
      const { bookingLimiter } = await import("./limits.server");
      const tight = { ...opts, limiter: bookingLimiter({ per10Minutes: 1, perDay: 10 }), clientIp: "203.0.113.9" };
      expect(await tip(done, { percent: "25" }, tight)).toEqual({ url: other.url });
      const fifteen = await tip(done, { percent: "15" }, tight);
      expect(fifteen).toMatchObject({ url: expect.any(String) });
      expect(await tip(done, { percent: "20" }, tight)).toMatchObject({
        status: 429,
        retryAfterSeconds: expect.any(Number),
      });
      // refused, it changed nothing: the page open is still open, here and at Stripe, and given again
      expect(await tip(done, { percent: "15" }, tight)).toEqual(fifteen);
      // each page given up for another was expired, here and at Stripe
      const rows = await repo.tips.forBooking(done.id);
      expect(rows.map((t) => [t.status, t.amountCents])).toEqual([
        ["expired", tipOf(20, done.totalCents!)],
        ["expired", tipOf(25, done.totalCents!)],
        ["open", tipOf(15, done.totalCents!)],
      ]);
      expect(rows.map((t) => stripe.sessions.get(t.sessionId)?.status)).toEqual(["expired", "expired", "open"]);
    });

    it("a page closed at Stripe (its news not come yet) is not given again: a new one is opened", async () => {
      const done = await doneJob();
      const first = await opened(done, { amountCents: "1000" });
      stripe.webhooks = "held";
      expect(await gateway.expireCheckout(first)).toBe(true);
      const second = await opened(done, { amountCents: "1000" });
      expect(second).not.toBe(first);
      await stripe.deliverWebhooks();
      expect((await repo.tips.forBooking(done.id)).map((t) => [t.sessionId, t.status])).toEqual([
        [first, "expired"],
        [second, "open"],
      ]);
    });

    it("a page in another currency is not the tip's, whatever its amount", async () => {
      const done = await doneJob();
      // a page of the same amount recorded in euros (opened before dollars were the site's currency)
      const euros = await gateway.createCheckout({
        reference: done.reference,
        attempt: "euros",
        email: done.email,
        items: [{ name: "A tip", amountCents: 1000 }],
        successUrl: "https://ns.example/",
        cancelUrl: "https://ns.example/",
        purpose: "tip",
      });
      await repo.tips.open(
        { bookingId: done.id, crewId, sessionId: euros.id, amountCents: 1000, currency: "eur" },
        NOW,
      );
      const dollarsPage = await opened(done, { amountCents: "1000" });
      expect(dollarsPage).not.toBe(euros.id);
      expect((await repo.tips.forBooking(done.id)).map((t) => [t.currency, t.status])).toEqual([
        ["eur", "expired"],
        ["usd", "open"],
      ]);
    });

    it("a page paid at Stripe (its news not come yet) is not expired for another amount: the customer is told", async () => {
      const done = await doneJob();
      const first = await opened(done, { amountCents: "1000" });
      stripe.webhooks = "held";
      await stripe.pay(first);
      expect(await tip(done, { amountCents: "2000" })).toEqual({
        status: 409,
        error: "A tip was just paid on this booking: thank you! Reload the page to see it.",
      });
      expect(await tip(done, { amountCents: "1000" })).toMatchObject({ status: 409 });
      await stripe.deliverWebhooks();
      expect((await repo.tips.forBooking(done.id)).map((t) => t.status)).toEqual(["paid"]);
    });
  });

  describe("expired", () => {
    it("its page expired at Stripe closes it; an expired event of a paid tip leaves it paid", async () => {
      const done = await doneJob();
      const session = await opened(done, { percent: "15" });
      stripe.webhooks = "held";
      expect(await gateway.expireCheckout(session)).toBe(true);
      const expiredEvent = stripe.events.at(-1)!;
      expect(expiredEvent.type).toBe("checkout.session.expired");
      await stripe.deliverWebhooks();
      stripe.webhooks = "immediate";
      const [closed] = await repo.tips.forBooking(done.id);
      expect(closed).toMatchObject({ status: "expired", paymentIntentId: null, paidAt: null });
      expect(await repo.tips.netFor([done.id])).toEqual(new Map());
      // asked again: a new page
      const again = await opened(done, { percent: "15" });
      expect(again).not.toBe(session);

      // a paid tip, then an expired event of its session: still paid
      const { tip: paid } = await paidTip(await doneJob(), { amountCents: "3000" });
      const r = resolve(opts);
      const expiredOfPaid = { id: "evt_expired_after_paid", type: "checkout.session.expired" };
      expect(
        await applyTipEvent(
          paid,
          { ...expiredOfPaid, kind: "checkout-expired", sessionId: paid.sessionId, reference: null },
          r,
        ),
      ).toBe("tip page expired");
      expect(await repo.tips.bySession(paid.sessionId)).toEqual(paid);
      // an event applied before expires nothing; a session of no tip is nothing
      const waiting = (await repo.tips.bySession(await opened(await doneJob(), { amountCents: "500" })))!;
      await repo.tips.expire(waiting.sessionId, { event: expiredOfPaid, now: NOW });
      await repo.tips.expire("cs_no_such_tip", {
        event: { id: "evt_no_tip", type: "checkout.session.expired" },
        now: NOW,
      });
      expect(await repo.tips.bySession(waiting.sessionId)).toEqual(waiting);
      expect(await repo.tips.bySession("cs_no_such_tip")).toBeNull();
    });
  });

  describe("refunded", () => {
    it("at Stripe (its dashboard, its API): the refund is recorded on the tip, once, never on the booking", async () => {
      const done = await doneJob();
      const { tip: paid } = await paidTip(done, { amountCents: "2000" });
      stripe.webhooks = "held";
      await dashboard().refunds.create({ payment_intent: paid.paymentIntentId!, amount: 500 });
      await stripe.deliverWebhooks();
      const refundEvent = stripe.events.at(-1)!;
      expect(refundEvent.type).toBe("charge.refunded");
      expect(await repo.tips.byPaymentIntent(paid.paymentIntentId!)).toEqual({ ...paid, refundedCents: 500 });
      expect((await tipRows(done)).at(-1)).toMatchObject({
        actor: "Stripe",
        action: "tip refunded",
        detail: "$5 of the tip refunded in all (seen at Stripe)",
      });
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 1500]]));
      expect(await asProcessStorage(storage, () => paidTipsOf(done))).toMatchObject({ netCents: 1500 });
      // the same event again: nothing more
      expect(await stripe.resend(refundEvent.id)).toBe(200);
      expect(await tipRows(done)).toHaveLength(2);
      // the rest refunded at Stripe: nothing is left for the owner to refund
      await dashboard().refunds.create({ payment_intent: paid.paymentIntentId!, amount: 1500 });
      await stripe.deliverWebhooks();
      expect((await repo.tips.byPaymentIntent(paid.paymentIntentId!))!.refundedCents).toBe(2000);
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 0]]));
      expect(await refundTip(done, paid.id, { ...opts, actor: "owner@ns.example" })).toBe("refunded-already");
      // the booking's own payment is not the tip's
      expect((await repo.findByReference(done.reference))!.payment).toEqual(done.payment);
      expect(await repo.tips.byPaymentIntent("pi_of_no_tip")).toBeNull();
    });

    it("by the owner once, back to its card, and counted for its crew and month", async () => {
      const done = await doneJob();
      const { tip: paid } = await paidTip(done, { amountCents: "2000" });
      const month = done.date.slice(0, 7);
      const before = (await repo.tips.byCrewAndMonth(done.date, done.date)).find((t) => t.month === month);
      expect(before).toEqual({ crewId, crewName: "Crew A", month, count: 1, netCents: 2000 });

      const owner = { ...opts, actor: "owner@ns.example" };
      // Stripe's event of the refund comes after the owner's refund is recorded (else it is what records it)
      stripe.webhooks = "held";
      expect(await refundTip(done, paid.id, owner)).toBe("refunded");
      expect(stripe.refunds.at(-1)).toMatchObject({ amount: 2000, payment_intent: paid.paymentIntentId });
      expect(stripe.requests.filter((r) => r.path === "/v1/refunds").at(-1)?.idempotencyKey).toBe(
        `refund-tip-${paid.paymentIntentId}-0`,
      );
      expect((await tipRows(done)).at(-1)).toMatchObject({
        actor: "owner@ns.example",
        action: "tip refunded",
        detail: `$20 of the tip to the card (${paid.paymentIntentId})`,
      });
      expect(await refundTip(done, paid.id, owner)).toBe("refunded-already");
      expect(stripe.refunds.filter((r) => r.payment_intent === paid.paymentIntentId)).toHaveLength(1);
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 0]]));
      expect((await repo.tips.byCrewAndMonth(done.date, done.date))[0]).toMatchObject({ netCents: 0 });
      expect(await refundTip(done, 999_999, owner)).toBe("not-found");
      // its event, then: nothing more
      await stripe.deliverWebhooks();
      expect(await tipRows(done)).toHaveLength(2);
      expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 0]]));
    });

    it("by the owner: the tip named, only a paid one; a refund Stripe refuses is logged and changes nothing", async () => {
      const done = await doneJob();
      const { tip: first } = await paidTip(done, { amountCents: "1000" });
      const { tip: second } = await paidTip(done, { amountCents: "3000" });
      const waiting = (await repo.tips.bySession(await opened(done, { amountCents: "4000" })))!;
      const owner = { ...opts, actor: "owner@ns.example" };
      stripe.webhooks = "held"; // Stripe's event of the refund after it is recorded
      expect(await refundTip(done, waiting.id, owner)).toBe("not-found");
      const errors = logged("error");
      const refund = async () => {
        throw new Error("Stripe is unreachable");
      };
      expect(await refundTip(done, second.id, { ...owner, gateway: { ...gateway, refund } })).toBe("failed");
      expect(errors()).toEqual([
        expect.objectContaining({ message: "refund of a tip failed", reference: done.reference }),
      ]);
      expect(await refundTip(done, second.id, owner)).toBe("refunded");
      expect(stripe.refunds.at(-1)).toMatchObject({ amount: 3000, payment_intent: second.paymentIntentId });
      expect((await repo.tips.forBooking(done.id)).map((t) => [t.id, t.refundedCents])).toEqual([
        [first.id, 0],
        [second.id, 3000],
        [waiting.id, 0],
      ]);
      await stripe.deliverWebhooks(); // its event: nothing more
      expect((await repo.tips.bySession(second.sessionId))!.refundedCents).toBe(3000);
      expect(await tipRows(done)).toHaveLength(3);
    });
  });

  describe("counted", () => {
    it("per booking (refunds off), for the crew of the last paid tip, and per crew and month", async () => {
      // four jobs of one month, apart from the other tests' dates
      const [done, single, none, crewless] = [
        await doneJob({ date: "2026-08-03" }),
        await doneJob({ date: "2026-08-04" }),
        await doneJob({ date: "2026-08-05", crew: otherCrewId }),
        await doneJob({ date: "2026-08-06", crew: null }),
      ];
      // Crew A was tipped, then the job went to Crew B, who was tipped too
      const { tip: first } = await paidTip(done, { amountCents: "1000" });
      await storage.db.run("UPDATE bookings SET crew_id = ? WHERE id = ?", [otherCrewId, done.id]);
      await paidTip(done, { amountCents: "2500" });
      await opened(done, { amountCents: "700" }); // open: not counted
      await repo.tips.refunded(first.id, 400, { actor: "owner@ns.example", detail: "part", now: NOW });
      // one tip to Crew A, whose job went to Crew B since
      await paidTip(single, { amountCents: "900" });
      await storage.db.run("UPDATE bookings SET crew_id = ? WHERE id = ?", [otherCrewId, single.id]);
      const counted = await asProcessStorage(storage, async () => ({
        done: await paidTipsOf({ id: done.id, crewId: otherCrewId }),
        single: await paidTipsOf({ id: single.id, crewId: otherCrewId }),
        none: await paidTipsOf(none),
        crewless: await paidTipsOf(crewless),
      }));
      expect(counted).toEqual({
        done: { netCents: 1000 - 400 + 2500, crew: "Sam" },
        single: { netCents: 900, crew: "Pat" },
        none: { netCents: 0, crew: "Sam" },
        crewless: { netCents: 0, crew: "our crew" },
      });
      expect(await repo.tips.netFor([done.id, single.id, none.id, 999_999])).toEqual(
        new Map([
          [done.id, 3100],
          [single.id, 900],
        ]),
      );
      expect(await repo.tips.netFor([])).toEqual(new Map());

      // per crew and month, each tip its crew's when it was given; a tip of no crew apart; the dates bound the jobs
      await paidTip(crewless, { amountCents: "800" });
      // (SQLite sorts a null name first, PostgreSQL last: compared as sets)
      const byCrew = (rows: CrewTips[]) => [...rows].sort((x, y) => (x.crewId ?? 0) - (y.crewId ?? 0));
      expect(byCrew(await repo.tips.byCrewAndMonth("2026-08-03", "2026-08-06"))).toEqual([
        { crewId: null, crewName: null, month: "2026-08", count: 1, netCents: 800 },
        { crewId, crewName: "Crew A", month: "2026-08", count: 2, netCents: 600 + 900 },
        { crewId: otherCrewId, crewName: "Crew B", month: "2026-08", count: 1, netCents: 2500 },
      ]);
      expect(await repo.tips.byCrewAndMonth("2026-08-06", "2026-08-31")).toEqual([
        { crewId: null, crewName: null, month: "2026-08", count: 1, netCents: 800 },
      ]);
      expect(await repo.tips.byCrewAndMonth("2026-08-04", "2026-08-04")).toEqual([
        { crewId, crewName: "Crew A", month: "2026-08", count: 1, netCents: 900 },
      ]);
    });
  });
});
