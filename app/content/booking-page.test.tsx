/**
 * The customer's booking page in every state, in both payment modes (issue 37): rendered through its route with the
 * words its loader sends (app/content/booking-page.ts), it shows no sentence that only another state (or the other
 * mode) says, none of the sentences a state may not show, and the parts of its state: the calendar file and the
 * change-or-cancel card only while the visit is to come, "Book again" once it will not happen, the review once done.
 * The e-mails of each event hold no sentence of the other mode either.
 */
import type * as React from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { StoredBooking } from "~/booking/model";
// eslint-disable-next-line no-restricted-imports -- a test is never bundled: it renders the e-mails the server sends
import { bookingMessages, type StatusEvent } from "~/booking/notifications.server";
import type { PaymentView } from "~/components/sections/booking-confirmed/payment-panel";
import { PAGE_STATES, type PageState } from "~/domain/booking/page-state";
import { defaultCatalog } from "~/domain/catalog";
import { hoursPhrase } from "~/domain/booking/windows";
import BookingConfirmedPage from "~/routes/booking-confirmed";
import { HEADING, NEVER } from "../../tests/support/page-states";
import { PAYMENT_MODES, wordsOfTheOtherMode } from "../../tests/support/payment-words";
import { type BookingPageFacts, bookingPageWords } from "./booking-page";
import type { PaymentMode } from "./payment";
import { textOf } from "../../tests/support/render-route";
import { confirmationView, manageView } from "../../tests/support/confirmation-view";

const CATALOG = defaultCatalog();
const HOURS = hoursPhrase(CATALOG.week);
const view = confirmationView({ bookAgainHref: "/booking?service=cleaning&rooms=2&city=plano&address=4821+Test+Lane&zip=75024" });
const { quote } = view;

/** The cases of each state: how it was paid, moved, or past its cut-off. */
type Case = Omit<
  BookingPageFacts,
  "mode" | "reference" | "firstName" | "dateLabel" | "windowLabel" | "hours" | "cutoffHours"
>;
const base = { moved: false, paid: false, unpriced: false, cutoff: false };
const CASES: Record<PageState, Case[]> = {
  "awaiting-payment": [{ ...base, state: "awaiting-payment" }],
  requested: [
    { ...base, state: "requested" },
    { ...base, state: "requested", paid: true },
    { ...base, state: "requested", unpriced: true },
    { ...base, state: "requested", moved: true },
    { ...base, state: "requested", cutoff: true },
  ],
  confirmed: [
    { ...base, state: "confirmed", paid: true },
    { ...base, state: "confirmed", moved: true },
    { ...base, state: "confirmed", cutoff: true },
  ],
  cancelled: [
    { ...base, state: "cancelled" },
    { ...base, state: "cancelled", paid: true },
  ],
  expired: [{ ...base, state: "expired" }],
  completed: [{ ...base, state: "completed", paid: true }],
};

const facts = (c: Case, mode: PaymentMode): BookingPageFacts => ({
  ...c,
  mode,
  reference: view.reference,
  firstName: "Pat",
  dateLabel: view.dateLabel,
  windowLabel: view.windowLabel,
  hours: HOURS,
  cutoffHours: 24,
});

/** The sentences of a text (a title without a full stop is one). */
const sentences = (texts: readonly string[]) =>
  texts.flatMap((t) =>
    t
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim())
      .filter((s) => s.split(/\s+/).length >= 3),
  );
/** Every sentence the words of a case say. */
const said = (c: Case, mode: PaymentMode) => {
  const w = bookingPageWords(facts(c, mode));
  return sentences([w.heading, w.referenceNote, ...w.steps.flatMap((s) => [s.title, s.text])]);
};

const Route = BookingConfirmedPage as unknown as (props: Record<string, unknown>) => React.ReactNode;

/** The page as the route renders it for a case. */
function page(c: Case, mode: PaymentMode): { text: string; html: string } {
  const words = bookingPageWords(facts(c, mode));
  const payment: PaymentView | null =
    mode === "checkout" || c.paid
      ? {
          status:
            c.state === "awaiting-payment" ? "pending" : c.state === "expired" ? "expired" : c.paid ? "paid" : "unpaid",
          paidCents: c.paid ? (quote.total ?? 0) : 0,
          refundedCents: c.state === "cancelled" && c.paid ? (quote.total ?? 0) : 0,
          refundDueCents: 0,
          totalCents: c.unpriced ? null : quote.total,
          canPay: mode === "checkout" && c.state === "awaiting-payment",
          holdUntilLabel: c.state === "awaiting-payment" ? "3:45 PM" : null,
          returned: null,
        }
      : null;
  const loaderData = {
    token: "x",
    booking: { ...view, quotedCents: null },
    words,
    changed: null,
    payment,
    review:
      c.state === "completed"
        ? { sent: null, editable: true, editableUntilLabel: null, thanks: false, googleReviewUrl: null }
        : null,
    manage: manageView(
      c.cutoff ? "cutoff" : words.manage ? null : c.state === "cancelled" ? "cancelled" : "closed",
      view.reference,
    ),
  };
  const router = createMemoryRouter(
    [{ path: "*", element: <Route loaderData={loaderData} actionData={undefined} /> }],
    {
      initialEntries: ["/booking/confirmed/x"],
    },
  );
  const html = renderToString(<RouterProvider router={router} />);
  return { html, text: textOf(html) };
}

describe("the customer's booking page, state by state (issue 37)", () => {
  for (const mode of PAYMENT_MODES)
    for (const state of PAGE_STATES)
      for (const c of CASES[state])
        it(`${state}${c.paid ? ", paid" : ""}${c.unpriced ? ", to be priced" : ""}${c.moved ? ", moved" : ""}${c.cutoff ? ", past the cut-off" : ""} (${mode})`, () => {
          const { text, html } = page(c, mode);
          const own = new Set(said(c, mode));
          // every sentence of its own words is on the page, and none that only other cases say
          for (const sentence of own) expect(text, sentence).toContain(sentence);
          const others = PAYMENT_MODES.flatMap((m) =>
            PAGE_STATES.flatMap((s) => CASES[s].flatMap((o) => said(o, m))),
          ).filter((sentence) => !own.has(sentence));
          expect(others.filter((sentence) => text.includes(sentence))).toEqual([]);
          expect(wordsOfTheOtherMode(text, mode)).toEqual([]);
          for (const never of NEVER[state]) expect(text, String(never)).not.toMatch(never);
          // the parts of the state
          const words = bookingPageWords(facts(c, mode));
          // its heading says the state (the browser tests' expectPageState reads the same list)
          expect(words.heading).toMatch(HEADING[state]);
          for (const other of PAGE_STATES.filter((s) => s !== state))
            expect(words.heading, `not ${other}`).not.toMatch(HEADING[other]);
          expect(html.includes('data-testid="add-to-calendar"'), "calendar").toBe(words.calendar);
          expect(html.includes('data-testid="manage-booking"'), "change or cancel").toBe(words.manage);
          expect(html.includes('data-testid="book-again"'), "book again").toBe(words.bookAgain !== null);
          expect(text.includes("How did we do"), "review").toBe(state === "completed");
          expect(text.match(/Need a change\?/g)?.length ?? 0, "one change note at most").toBeLessThanOrEqual(1);
        });

  it("each state's parts: the calendar and changes only while the visit is to come; Book again once it will not happen", () => {
    const parts = (state: PageState) => {
      const w = bookingPageWords(facts(CASES[state][0]!, "phone"));
      return [w.calendar, w.manage, w.bookAgain !== null, w.review];
    };
    expect(Object.fromEntries(PAGE_STATES.map((s) => [s, parts(s)]))).toEqual({
      "awaiting-payment": [false, true, false, false],
      requested: [true, true, false, false],
      confirmed: [true, true, false, false],
      cancelled: [false, false, true, false],
      expired: [false, false, true, false],
      completed: [false, false, true, true],
    });
  });
});

describe("the e-mails of each event, in each payment mode (issue 37)", () => {
  const stored: StoredBooking = {
    id: 1,
    reference: view.reference,
    status: "requested",
    date: "2026-12-01",
    windowStart: "09:00",
    windowEnd: "11:00",
    bundleId: null,
    lines: [{ service: "cleaning", tier: "2", addons: [] }],
    quote,
    promoCode: null,
    city: "plano",
    address: view.address,
    zip: view.zip,
    name: view.name,
    phone: view.phone,
    email: view.email,
    notes: null,
    totalCents: quote.total,
    internalNote: null,
    createdAt: "2026-11-26T15:00:00.000Z",
    erasedAt: null,
    sms: null,
    payment: {
      status: "unpaid",
      holdUntil: null,
      paidCents: 0,
      refundedCents: 0,
      refundDueCents: 0,
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutAmountCents: null,
      paymentIntentId: null,
    },
  };
  const events: StatusEvent[] = ["created", "confirmed", "rescheduled", "cancelled", "completed"];
  for (const mode of PAYMENT_MODES)
    it(`hold no sentence of the other mode (${mode})`, () => {
      for (const event of events) {
        const status: StoredBooking["status"] =
          event === "confirmed" || event === "completed" || event === "cancelled" ? event : "requested";
        const messages = bookingMessages(
          event,
          { ...stored, status },
          {
            siteUrl: "https://ns.example",
            ownerEmail: "owner@ns.example",
            now: new Date("2026-11-26T15:00:00Z"),
            mode,
            previous: { date: "2026-11-30", windowStart: "13:00", windowEnd: "15:00" },
          },
        );
        expect(messages.length, event).toBeGreaterThan(0);
        for (const m of messages.filter((x) => x.audience === "customer"))
          expect(wordsOfTheOtherMode(m.text, mode), `${event}: ${m.subject}`).toEqual([]);
      }
    });
});
