/**
 * Tips for the crew (issue 48) against the Stripe stand-in, through the official SDK: offered once the job is done
 * with card payments on; a tip's Checkout page is for exactly its amount; only its own session's webhook settles it,
 * once (a replayed event changes nothing), and one of another amount is kept for the owner instead; the owner
 * refunds it once; the tips counted per booking and per crew and month.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { bookingOptions, booked } from "../../tests/support/booked";
import { cardPayments } from "../../tests/support/card-payments";
import { sqliteFile } from "../../tests/support/databases";
import type { StripeServer } from "../../tests/support/stripe-server";
import { TIP_AMOUNT_MESSAGE, tipOf } from "../domain/tips";
import type { BookingOptions } from "./context.server";
import type { StoredBooking } from "./model";
import { pageTokenOf } from "./page-token.server";
import { openTipCheckout, refundTip, TIPS_OFF_MESSAGE } from "./tips.server";

const NOW = new Date("2026-06-15T14:00:00Z");
const SECRET = "whsec_tips_secret";
const { storage } = sqliteFile("tips");
const repo = storage.bookings;
let opts: BookingOptions & { repo: typeof repo };
const payments = cardPayments(SECRET, () => opts);
let stripe: StripeServer;
let crewId = 0;
beforeAll(async () => {
  stripe = payments.stripe;
  opts = bookingOptions(repo, NOW, { gateway: payments.gateway(), holdMinutes: 30 });
  const crew = await storage.crews.create("Crew A");
  if (crew.kind !== "created") throw new Error("crew");
  crewId = crew.id;
});

let day = 0;
/** A booking paid on its own page, then done by Crew A (as the crew's Done leaves it). */
async function doneJob(): Promise<StoredBooking> {
  const date = new Date(Date.UTC(2026, 6, ++day)).toISOString().slice(0, 10);
  const booking = await booked(bookingInput(date), opts);
  await stripe.pay(booking.payment.checkoutSessionId!);
  await storage.db.run("UPDATE bookings SET status = 'completed', crew_id = ?, started_at = ? WHERE id = ?", [
    crewId,
    NOW.toISOString(),
    booking.id,
  ]);
  return (await repo.findByReference(booking.reference))!;
}
const tip = (booking: StoredBooking, fields: Record<string, string>, o: BookingOptions = opts) =>
  openTipCheckout(pageTokenOf(booking.reference), new URLSearchParams({ intent: "tip", ...fields }), o);
const sessionOf = (url: string) => url.split("/").pop()!;

describe("a tip for the crew", () => {
  it("is offered only once the job is done, and only with card payments on", async () => {
    const open = await booked(bookingInput("2026-07-20"), opts);
    expect(await tip(open, { percent: "20" })).toEqual({ status: 409, error: TIPS_OFF_MESSAGE });
    const done = await doneJob();
    expect(await tip(done, { percent: "20" }, { ...opts, gateway: null })).toEqual({
      status: 409,
      error: TIPS_OFF_MESSAGE,
    });
    expect(await tip(done, { amountCents: "50001" })).toEqual({ status: 400, error: TIP_AMOUNT_MESSAGE });
    expect(await tip(done, { amountCents: "99" })).toEqual({ status: 400, error: TIP_AMOUNT_MESSAGE });
    expect(await tip(done, { percent: "30" })).toMatchObject({ status: 400 });
    expect(await repo.tips.forBooking(done.id)).toEqual([]);
  });

  it("of 20% is settled by its own session's webhook, once; a replay and another amount change nothing of it", async () => {
    const done = await doneJob();
    const opened = await tip(done, { percent: "20" });
    if (!("url" in opened)) throw new Error(JSON.stringify(opened));
    const session = stripe.sessions.get(sessionOf(opened.url))!;
    const expected = tipOf(20, done.totalCents!);
    expect(session.amount_total).toBe(expected);
    expect(session.metadata).toMatchObject({ reference: done.reference, purpose: "tip" });
    expect(session.success_url).toContain(`${pageTokenOf(done.reference)}?tip=paid#tip`);
    expect(stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.idempotencyKey).toMatch(
      new RegExp(`^tip-${done.reference}-`),
    );
    expect((await repo.tips.forBooking(done.id)).map((t) => [t.status, t.amountCents, t.crewId])).toEqual([
      ["open", expected, crewId],
    ]);

    const event = await stripe.pay(session.id);
    const [paid] = await repo.tips.forBooking(done.id);
    expect(paid).toMatchObject({ status: "paid", amountCents: expected, paymentIntentId: session.payment_intent });
    // the booking's own payment is untouched
    const after = (await repo.findByReference(done.reference))!;
    expect(after.payment).toEqual(done.payment);
    const tipRows = async () => (await repo.history(done.id)).filter((h) => h.action === "tip");
    expect((await tipRows()).map((h) => h.detail)).toEqual([`$${(expected / 100).toFixed(2)} for the crew, by card`]);

    // the same event again: nothing changes
    expect(await stripe.resend(event.id)).toBe(200);
    expect(await tipRows()).toHaveLength(1);
    expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, expected]]));

    // a completed event of the same session with another amount: not the tip's; kept for the owner
    expect(
      await stripe.sendChanged(event.id, (object) => {
        Object.assign(object, { amount_total: expected + 500, payment_intent: "pi_forged_other_amount" });
      }),
    ).toBe(200);
    expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, expected]]));
    expect(await repo.tips.forBooking(done.id)).toEqual([paid]);
    const kept = await repo.extraPayments.forBooking(done.id);
    expect(kept.map((p) => [p.amountCents, p.paymentIntentId])).toEqual([[expected + 500, "pi_forged_other_amount"]]);
  });

  it("of another amount on a new session is not settled, and the tip waits for its own amount", async () => {
    const done = await doneJob();
    const opened = await tip(done, { amount: "12.50" });
    if (!("url" in opened)) throw new Error(JSON.stringify(opened));
    stripe.webhooks = "held";
    const session = stripe.sessions.get(sessionOf(opened.url))!;
    expect(session.amount_total).toBe(1250);
    await stripe.pay(session.id);
    const event = stripe.events.at(-1)!;
    stripe.webhooks = "immediate";
    // the only news of it says another amount: the tip is not paid
    await stripe.sendChanged(event.id, (object) => Object.assign(object, { amount_total: 125 }));
    expect((await repo.tips.forBooking(done.id))[0]?.status).toBe("open");
    // its own event, as it was: paid
    await stripe.deliverWebhooks();
    expect((await repo.tips.forBooking(done.id))[0]?.status).toBe("paid");
  });

  it("is refunded by the owner once, back to its card, and counted for its crew and month", async () => {
    const done = await doneJob();
    const opened = await tip(done, { amountCents: "2000" });
    if (!("url" in opened)) throw new Error(JSON.stringify(opened));
    await stripe.pay(sessionOf(opened.url));
    const [paid] = await repo.tips.forBooking(done.id);
    const month = done.date.slice(0, 7);
    const before = (await repo.tips.byCrewAndMonth(done.date, done.date)).find((t) => t.month === month);
    expect(before).toMatchObject({ crewId, crewName: "Crew A", count: 1, netCents: 2000 });

    const owner = { ...opts, actor: "owner@ns.example" };
    expect(await refundTip(done, paid!.id, owner)).toBe("refunded");
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 2000, payment_intent: paid!.paymentIntentId });
    expect(await refundTip(done, paid!.id, owner)).toBe("refunded-already");
    expect(stripe.refunds.filter((r) => r.payment_intent === paid!.paymentIntentId)).toHaveLength(1);
    expect(await repo.tips.netFor([done.id])).toEqual(new Map([[done.id, 0]]));
    expect((await repo.tips.byCrewAndMonth(done.date, done.date))[0]).toMatchObject({ netCents: 0 });
    expect(await refundTip(done, 999_999, owner)).toBe("not-found");
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
    expect((await repo.tips.forBooking(done.id)).map((t) => t.status).sort()).toEqual(["expired", "open"]);

    // a client over its limits opens no new page (a page already open is still given)
    const { bookingLimiter } = await import("./limits.server");
    const tight = { ...opts, limiter: bookingLimiter({ per10Minutes: 1, perDay: 10 }), clientIp: "203.0.113.9" };
    expect(await tip(done, { percent: "25" }, tight)).toEqual({ url: other.url });
    expect(await tip(done, { percent: "15" }, tight)).toMatchObject({ url: expect.any(String) });
    expect(await tip(done, { percent: "20" }, tight)).toMatchObject({
      status: 429,
      retryAfterSeconds: expect.any(Number),
    });
  });
});
