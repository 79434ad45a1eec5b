/**
 * Which state a customer's booking page is written from (issue 37; issue 45, item 7), a table of every state: a
 * booking's status and its payment, read at an injected clock. A hold that ended is `expired` at once, whatever the
 * server's sweep has done (issue 45, item 6): the page never offers to pay for a window it no longer keeps.
 */
import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "./payment";
import { isOpenPageState, PAGE_STATES, type PageState, pageStateOf } from "./page-state";

const NOW = new Date("2026-11-26T18:00:00.000Z");
const LATER = "2026-11-26T18:20:00.000Z";
const EARLIER = "2026-11-26T17:59:59.000Z";

type Row = [what: string, status: string, payment: PaymentStatus, holdUntil: string | null, state: PageState];
const TABLE: Row[] = [
  ["phone mode: a request not confirmed yet", "requested", "unpaid", null, "requested"],
  ["a quote waiting for its price", "requested", "unpaid", null, "requested"],
  ["paid on Checkout, to be confirmed", "requested", "paid", null, "requested"],
  ["paid, partly refunded, to be confirmed", "requested", "partially_refunded", null, "requested"],
  ["confirmed by the owner", "confirmed", "unpaid", null, "confirmed"],
  ["confirmed and paid", "confirmed", "paid", null, "confirmed"],
  ["confirmed, partly refunded", "confirmed", "partially_refunded", null, "confirmed"],
  ["waiting for its payment, its hold running", "requested", "pending", LATER, "awaiting-payment"],
  ["waiting for its payment, no hold recorded", "requested", "pending", null, "awaiting-payment"],
  ["its hold ended a second ago, the sweep not run yet", "requested", "pending", EARLIER, "expired"],
  ["its hold ends this very instant", "requested", "pending", NOW.toISOString(), "expired"],
  ["confirmed while its payment waits, its hold ended", "confirmed", "pending", EARLIER, "expired"],
  ["the sweep marked it expired", "expired", "expired", EARLIER, "expired"],
  ["cancelled before paying", "cancelled", "unpaid", null, "cancelled"],
  ["cancelled and refunded", "cancelled", "refunded", null, "cancelled"],
  ["cancelled while its payment waited, the hold since ended", "cancelled", "pending", EARLIER, "cancelled"],
  ["the job is done", "completed", "paid", null, "completed"],
  ["the job is done, paid by hand", "completed", "unpaid", null, "completed"],
];

describe("pageStateOf", () => {
  it.each(TABLE)("%s: %s with payment %s (hold until %s) is %s", (_what, status, payment, holdUntil, state) => {
    expect(pageStateOf({ status, payment: { status: payment, holdUntil } }, NOW)).toBe(state);
  });

  it("the table has every state of the page", () => {
    expect(new Set(TABLE.map((row) => row[4]))).toEqual(new Set(PAGE_STATES));
  });

  it("a pending booking turns expired when its hold ends, by the clock alone", () => {
    const booking = { status: "requested", payment: { status: "pending" as const, holdUntil: NOW.toISOString() } };
    expect(pageStateOf(booking, new Date(NOW.getTime() - 1))).toBe("awaiting-payment");
    expect(pageStateOf(booking, NOW)).toBe("expired");
  });

  it("open states are the ones still to happen", () => {
    expect(PAGE_STATES.filter(isOpenPageState)).toEqual(["awaiting-payment", "requested", "confirmed"]);
  });
});
