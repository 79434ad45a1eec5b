/**
 * Issue 35, finding 8: every word a customer reads about paying comes from app/content/payment.ts, in the mode the
 * server runs in. This renders `/booking` (its route, with the words its loader sends, and its search description),
 * the customer's booking page (its route, in the states each mode shows) and the FAQ in both modes, and finds in
 * none of them a sentence that only the other mode says, nor one of the phrases that give a mode away.
 */
import type * as React from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FaqSection } from "~/components/sections/home/faq-section";
import type { BookingFormData } from "~/components/sections/booking/types";
import type { PaymentView } from "~/components/sections/booking-confirmed/payment-panel";
import { prefillFromQuery } from "~/domain/booking/form";
import { defaultCatalog } from "~/domain/catalog";
import { catalogWordsOf } from "~/domain/catalog-facts";
import { arrivalWindowsOf, hoursPhrase } from "~/domain/booking/windows";
import BookingPage, { meta as bookingMeta } from "~/routes/booking";
import BookingConfirmedPage from "~/routes/booking-confirmed";
import { otherMode, PAYMENT_MODES, sentencesOnlyIn, wordsOfTheOtherMode } from "../../tests/support/payment-words";
import { bookingPageWords } from "./booking-page";
import { bookingPaymentWords, type PaymentMode } from "./payment";
import { textOf } from "../../tests/support/render-route";
import { confirmationView, manageView } from "../../tests/support/confirmation-view";

const HOLD_MINUTES = 30;
const CATALOG = defaultCatalog();
const HOURS = hoursPhrase(CATALOG.week);

/** `element` rendered on the server at `path`, as its text. */
function render(element: React.ReactNode, path: string): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return textOf(renderToString(<RouterProvider router={router} />));
}

/** Route components are called by the framework with more props than these pages read. */
type AnyProps = Record<string, unknown>;
const BookingRoute = BookingPage as unknown as (props: AnyProps) => React.ReactNode;
const ConfirmedRoute = BookingConfirmedPage as unknown as (props: AnyProps) => React.ReactNode;

/** `/booking` as its loader would answer in `mode`, with its search description. */
function bookingPage(mode: PaymentMode): string {
  const { values } = prefillFromQuery(new URLSearchParams("service=cleaning&rooms=2&city=plano"), CATALOG);
  const loaderData: BookingFormData = {
    mode: "form",
    prefill: values,
    ignored: [],
    range: { start: "2026-12-01", end: "2027-01-29" },
    windows: arrivalWindowsOf(CATALOG.week).map(({ start, end, label }) => ({ start, end, label })),
    catalog: CATALOG,
    photos: true,
    today: "2026-11-26",
    payment: bookingPaymentWords(mode, HOLD_MINUTES, HOURS),
  };
  const description = (bookingMeta({ loaderData, matches: [] } as never) as { name?: string; content?: string }[])
    .filter((tag) => tag.name === "description")
    .map((tag) => tag.content)
    .join(" ");
  return `${render(<BookingRoute loaderData={loaderData} actionData={undefined} />, "/booking")} ${description}`;
}

const booking = confirmationView();
const { quote } = booking;

/** The payment panel each mode shows: Checkout's before paying; by phone, once the owner recorded a payment. */
const paymentViews: Record<PaymentMode, PaymentView> = {
  checkout: {
    status: "pending",
    paidCents: 0,
    refundedCents: 0,
    refundDueCents: 0,
    totalCents: quote.total,
    canPay: true,
    holdUntilLabel: "3:45 PM",
    returned: "cancelled",
  },
  phone: {
    status: "paid",
    paidCents: quote.total ?? 0,
    refundedCents: 0,
    refundDueCents: 0,
    totalCents: quote.total,
    canPay: false,
    holdUntilLabel: null,
    returned: null,
  },
};

/** The page's words of the state each mode's payment panel is in: awaiting payment, or paid by phone. */
const pageWords = (mode: PaymentMode) =>
  bookingPageWords({
    state: mode === "checkout" ? "awaiting-payment" : "requested",
    mode,
    reference: booking.reference,
    firstName: "Pat",
    dateLabel: booking.dateLabel,
    windowLabel: booking.windowLabel,
    moved: false,
    paid: paymentViews[mode].paidCents > 0,
    unpriced: false,
    cutoff: false,
    cutoffHours: 24,
    hours: HOURS,
  });

/** The customer's booking page as its loader would answer in `mode`. */
function confirmationPage(mode: PaymentMode): string {
  const loaderData = {
    token: "x",
    booking,
    words: pageWords(mode),
    changed: null,
    payment: paymentViews[mode],
    review: null,
    manage: manageView(null, booking.reference),
  };
  return render(<ConfirmedRoute loaderData={loaderData} actionData={undefined} />, "/booking/confirmed/x");
}

describe("the words about paying on the pages, in each mode (issue 35)", () => {
  it("each mode has sentences of its own to look for, and they give it away", () => {
    for (const mode of PAYMENT_MODES) {
      expect(sentencesOnlyIn(mode).length, mode).toBeGreaterThan(5);
      expect(wordsOfTheOtherMode(sentencesOnlyIn(mode).join(" "), otherMode(mode)).length, mode).toBeGreaterThan(5);
    }
  });

  for (const mode of PAYMENT_MODES) {
    describe(`${mode} mode`, () => {
      const pages = {
        "/booking": bookingPage(mode),
        "the customer's booking page": confirmationPage(mode),
        "the FAQ": render(<FaqSection words={catalogWordsOf(defaultCatalog())} />, "/"),
      };

      it("no page shows a sentence of the other mode, nor a phrase that gives it away", () => {
        for (const [name, text] of Object.entries(pages))
          expect(wordsOfTheOtherMode(text, mode, HOLD_MINUTES), `${name} in ${mode} mode`).toEqual([]);
      });

      it("the pages say the mode's own words", () => {
        const form = bookingPaymentWords(mode, HOLD_MINUTES, HOURS);
        for (const words of [form.intro, form.detailsNote, form.sendNote, form.priceNote, form.note, form.submitLabel])
          expect(pages["/booking"]).toContain(words);
        expect(pages["/booking"]).toContain(form.description);
        const page = pageWords(mode);
        expect(pages["the customer's booking page"]).toContain(page.referenceNote);
        for (const step of page.steps) expect(pages["the customer's booking page"]).toContain(step.text);
      });
    });
  }
});
