/**
 * The customer's booking page through its real loader, on bookings stored in each state (issue 45, items 6 and 7),
 * with card payments on (the project's Stripe stand-in, tests/support/stripe-server.ts) and an injected clock: the
 * page's heading says the state, and only its parts are there. A hold that ended reads "expired" at the first load
 * after its end, before the server's payment sweep has run, with no Pay button.
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installCatalog } from "~/catalog/catalog.server";
import { bookingServicesContext } from "~/booking/http.server";
import { bookingLimiter } from "~/booking/limits.server";
import { pageTokenOf } from "~/booking/page-token.server";
import { settleHoldsAndRefunds } from "~/booking/payments.server";
import { cancelBooking, setBookingStatus, submitBooking } from "~/booking/service.server";
import type { PageState } from "~/domain/booking/page-state";
import { getStorage } from "~/storage/storage.server";
import { bookingInput } from "../../tests/support/booking-input";
import { HEADING, NEVER } from "../../tests/support/page-states";
import { startStripeServer, type StripeServer } from "../../tests/support/stripe-server";
import { appDatabase } from "../../tests/support/app-database";
import { renderRoute, type RouteModule, textOf } from "../../tests/support/render-route";

/** The injected clock: Monday June 15, 2026, 09:00 in Dallas; holds are 30 minutes. */
const NOW = new Date("2026-06-15T14:00:00Z");
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
let stripe: StripeServer;
let uninstall = () => {};

beforeAll(async () => {
  stripe = await startStripeServer({ webhookSecret: "whsec_page_states" }); // no webhook: the page asks Checkout
});
appDatabase("page-states", () => ({
  STRIPE_SECRET_KEY: "sk_test_page_states",
  STRIPE_WEBHOOK_SECRET: "whsec_page_states",
  STRIPE_API_URL: stripe.url,
  PAYMENT_HOLD_MINUTES: "30",
}));
beforeAll(async () => {
  uninstall = await installCatalog(getStorage().catalog, { pollMs: 0 });
});
afterAll(async () => {
  uninstall();
  await stripe.close();
});

/** GET /booking/confirmed/:token at `now`, rendered as the server renders it (no JavaScript). */
async function load(reference: string, now: Date, query = "") {
  const module = await import("./booking-confirmed");
  const context = new RouterContextProvider();
  context.set(bookingServicesContext, {
    now: () => now,
    limiter: bookingLimiter({ per10Minutes: 1_000, perDay: 1_000 }),
  } as never);
  const page = await renderRoute(
    "/booking/confirmed/:token",
    module as unknown as RouteModule,
    `/booking/confirmed/${pageTokenOf(reference)}${query}`,
    {},
    context,
  );
  if (page.response) throw new Error(`a response: ${page.status}`);
  const html = page.html;
  const heading = textOf(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "").trim();
  return { html, text: page.text, heading };
}

/** The page is written from `state`: its heading, none of the sentences the state never says. */
function expectState(page: Awaited<ReturnType<typeof load>>, state: PageState) {
  expect(page.heading).toMatch(HEADING[state]);
  for (const never of NEVER[state]) expect(page.text, String(never)).not.toMatch(never);
}
const hasPayButton = (html: string) => html.includes('data-testid="pay-now"');
const paymentStatusOf = (html: string) => /data-testid="payment-status"[^>]*>([^<]*)</.exec(html)?.[1];

let day = 16;
/** A booking of its own day (June 17 on), made at NOW: waiting for its payment on Checkout. */
async function book() {
  const date = `2026-06-${String(++day).padStart(2, "0")}`;
  const answer = await submitBooking(bookingInput(date), { now: NOW });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer));
  const booking = (await getStorage().bookings.findByReference(answer.reference))!;
  expect([booking.status, booking.payment.status]).toEqual(["requested", "pending"]);
  expect(booking.payment.holdUntil).toBe(minutesAfter(30).toISOString());
  return booking;
}
const stored = async (reference: string) => (await getStorage().bookings.findByReference(reference))!;
const owner = (now: Date) => ({ actor: "owner@example.com", now });

describe("the booking page's state, through its loader on stored bookings", () => {
  it("awaiting payment while its hold runs; expired at the first load after the hold ends, before any sweep", async () => {
    const booking = await book();
    const waiting = await load(booking.reference, minutesAfter(29));
    expectState(waiting, "awaiting-payment");
    expect(hasPayButton(waiting.html)).toBe(true);
    expect(paymentStatusOf(waiting.html)).toBe("Awaiting payment");

    // the hold's end: one load, no sweep has run (the stored booking still waits for its payment)
    const ended = await load(booking.reference, minutesAfter(30));
    expect((await stored(booking.reference)).payment.status).toBe("pending");
    expectState(ended, "expired");
    expect(hasPayButton(ended.html)).toBe(false);
    expect(paymentStatusOf(ended.html)).toBe("Payment expired");
    expect(ended.html).toContain('data-testid="book-again"');
    expect(ended.html).not.toContain('data-testid="add-to-calendar"');
  });

  it("expired once the sweep marked it so", async () => {
    const booking = await book();
    await settleHoldsAndRefunds({ now: minutesAfter(31) }); // the server's sweep, run by hand
    expect((await stored(booking.reference)).status).toBe("expired");
    const page = await load(booking.reference, minutesAfter(32));
    expectState(page, "expired");
    expect(hasPayButton(page.html)).toBe(false);
  });

  it("requested once paid (the page asks Checkout), confirmed by the owner, completed on its day", async () => {
    const booking = await book();
    await stripe.pay(booking.payment.checkoutSessionId!);
    const paid = await load(booking.reference, minutesAfter(5), "?payment=done");
    expect((await stored(booking.reference)).payment.status).toBe("paid");
    expectState(paid, "requested");
    expect(paid.heading).toContain("your booking is paid");
    expect(hasPayButton(paid.html)).toBe(false);

    expect((await setBookingStatus(await stored(booking.reference), "confirmed", owner(minutesAfter(10)))).kind).toBe(
      "changed",
    );
    const confirmed = await load(booking.reference, minutesAfter(11));
    expectState(confirmed, "confirmed");
    expect(confirmed.html).toContain('data-testid="add-to-calendar"');

    const onItsDay = new Date(`${booking.date}T20:00:00Z`);
    expect((await setBookingStatus(await stored(booking.reference), "completed", owner(onItsDay))).kind).toBe(
      "changed",
    );
    const completed = await load(booking.reference, onItsDay);
    expectState(completed, "completed");
    expect(completed.text).toContain("How did we do");
  });

  it("cancelled by its customer", async () => {
    const booking = await book();
    expect((await cancelBooking(pageTokenOf(booking.reference), { now: minutesAfter(2) })).status).toBe(200);
    const page = await load(booking.reference, minutesAfter(3));
    expectState(page, "cancelled");
    expect(hasPayButton(page.html)).toBe(false);
  });
});
