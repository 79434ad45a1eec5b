/**
 * What the site says about paying, in the mode the server runs in (docs/decisions/0029): online through Stripe
 * Checkout when Stripe's settings are given, else by phone. One setting decides these words wherever they appear:
 * the booking page (its introduction, the form's steps, the price panel, its search description), the customer's
 * booking page and the e-mails. Components hold no sentence about paying, charging or calling to confirm: they take
 * the mode's words (payment-pages.test.tsx renders the pages in both modes). Pre-rendered pages (FAQ, About) say only
 * what is true in both modes: the card is paid before the booking is confirmed.
 */
import { site } from "./site.ts";

export type PaymentMode = "checkout" | "phone";

/** One step of "What happens next" on the customer's page; `kind` picks its icon. */
export type PaymentStep = { kind: "call" | "pay" | "confirm" | "quote"; title: string; text: string };

export type PaymentWords = {
  /** `/booking`'s introduction, under its heading. */
  intro: string;
  /** `/booking`'s search description, after "Book … online: see your flat price, pick an arrival window". */
  descriptionEnd: string;
  /** The form's "Your details" step: what the phone number is for. */
  detailsNote: string;
  /** The form's last step: what sending the form does (`hours`: "every day from 7:00 AM to 8:00 PM"). */
  sendNote: (hours: string) => string;
  /** The price panel's small print, after "Flat rates, no hidden fees.". */
  priceNote: string;
  /** The booking form, above its button. */
  formNote: (holdMinutes: number) => string;
  /** The form's button. */
  submitLabel: string;
  /** The form's button while the request is on its way. */
  submittingLabel: string;
  /** The customer's e-mail once the booking is made (paid, in Checkout mode): what happens next. */
  nextSteps: (phone: string) => string;
  /** A cancellation's e-mail: what happens to the money. */
  cancelled: (refundText: string | null) => string;
  /**
   * The customer's booking page, after its reference, while a booking request waits for us: the mode's own words, or
   * null for the page's usual note (app/content/booking-page.ts).
   */
  referenceNote: string | null;
  /** The customer's booking page, "What happens next": the steps before "Need a change?". */
  pageSteps: (hours: string) => PaymentStep[];
  /** The customer's booking page of a quote request waiting for its price: how it is priced and paid. */
  quoteStep: (hours: string) => PaymentStep;
  /** The customer's booking page once money was received (instead of the payment step). */
  paidStep: PaymentStep;
  /** `/privacy`: what is kept of a payment, how the card is given, and who else sees it (issue 37). */
  privacy: { kept: string; card: string; processor: string | null };
};

/** The customer's page's payment step, the same words in both modes' orders. */
const payStep = (text: string): PaymentStep => ({
  kind: "pay",
  title: "Card payment before the job is confirmed",
  text,
});

export const PAYMENT_WORDS: Record<PaymentMode, PaymentWords> = {
  checkout: {
    intro:
      "Choose your services, see your flat price and pick an arrival window. It takes about two minutes, then you pay by card on Stripe's secure checkout page.",
    descriptionEnd: "then pay securely by card.",
    detailsNote: "We e-mail you the receipt, and call you only if anything about the job needs a word.",
    sendNote: (hours) =>
      `This books your arrival window. We e-mail you when your crew is confirmed, and call you during business hours (${hours}) only if anything about the job needs a word.`,
    priceNote: "You pay by card on Stripe's secure checkout page before the job is booked.",
    formNote: (holdMinutes) =>
      `Next, you pay by card on Stripe's secure checkout page: your booking is confirmed once it is paid. We keep your arrival window for ${holdMinutes} minutes while you pay.`,
    submitLabel: "Continue to payment",
    submittingLabel: "Opening the payment page…",
    nextSteps: (phone) =>
      `What happens next: your card payment is received (the receipt is below). We call you at ${phone} if anything about the job needs a word, and we e-mail you when your crew is confirmed. The calendar file attached adds the visit to your calendar.`,
    cancelled: (refundText) =>
      refundText ? `${refundText} It reaches your card within 5-10 business days.` : "Nothing was charged.",
    referenceNote: null,
    pageSteps: (hours) => [
      payStep(
        "You pay on Stripe's secure checkout page: we never see your card number. Your booking is confirmed once it is paid.",
      ),
      {
        kind: "confirm",
        title: "We confirm your crew",
        text: `We e-mail you when your crew is confirmed, and call you during business hours (${hours}) only if anything about the job needs a word.`,
      },
    ],
    quoteStep: () => ({
      kind: "quote",
      title: "We price your job",
      text: "We look at the details and e-mail you a flat price. You pay it on this page, and your booking is confirmed once it is paid.",
    }),
    paidStep: {
      kind: "pay",
      title: "Paid by card",
      text: "Your card payment is received: the receipt is in your e-mail.",
    },
    privacy: {
      kept: "The amounts you paid and were refunded, and the payment's reference at Stripe.",
      card: "We never see or store your card number: you type it on Stripe's own secure page, not on ours.",
      processor:
        "Stripe, which takes card payments for us: your e-mail address, what you pay for and the amount, and the card details you type on its page.",
    },
  },
  phone: {
    intro:
      "Choose your services, see your flat price and pick an arrival window. It takes about two minutes, and nothing is charged online: we call you to confirm.",
    descriptionEnd: "and we call to confirm.",
    detailsNote: "We call you to confirm your booking.",
    sendNote: (hours) =>
      `This sends a booking request. We call you during business hours (${hours}) to confirm the details and the price.`,
    priceNote: "Nothing is charged online: we call to confirm and take card payment before the job is booked.",
    formNote: () =>
      "Card payment is taken over the phone before your booking is confirmed. Nothing is charged on this website.",
    submitLabel: "Request booking",
    submittingLabel: "Sending your request…",
    nextSteps: (phone) =>
      `What happens next: we call you at ${phone} to confirm the details and take the card payment, and we e-mail you once it is confirmed. Nothing is charged online. The calendar file attached adds the visit to your calendar.`,
    cancelled: (refundText) =>
      refundText ? `${refundText} It reaches your card within 5-10 business days.` : "Nothing is owed.",
    referenceNote: "Keep it handy: we ask for it when we call.",
    pageSteps: (hours) => [
      {
        kind: "call",
        title: "We call you to confirm",
        text: `During business hours (${hours}), we go over the details and the price with you.`,
      },
      payStep("We take your card over the phone. Nothing was charged online."),
    ],
    quoteStep: (hours) => ({
      kind: "quote",
      title: "We price your job",
      text: `During business hours (${hours}), we call you to go over the details and give you a flat price before any work starts.`,
    }),
    paidStep: { kind: "pay", title: "Paid", text: "Your payment is received." },
    privacy: {
      kept: "The amounts you paid and were refunded, and how (card by phone, cash or check).",
      card: "We take card payments over the phone and never write down or store your card number.",
      processor: null,
    },
  },
};

/** A quote the owner priced: how the customer pays it. */
export const quotePayment: Record<PaymentMode, string> = {
  checkout: "Pay on your booking page to confirm it: the button there opens Stripe's secure checkout page.",
  phone: `Call us at ${site.phone} to confirm it and pay by card.`,
};

/** The booking page's words about paying, as its loader sends them (strings: loader data crosses to the browser). */
export type BookingPaymentWords = {
  intro: string;
  description: string;
  detailsNote: string;
  sendNote: string;
  priceNote: string;
  note: string;
  submitLabel: string;
  submittingLabel: string;
};

/** `/booking`'s search description: what is true in every mode, then the mode's end (none for the embedded widget). */
export const bookingDescription = (end?: string) =>
  `Book cleaning, junk removal or power washing in ${site.region} online: see your flat price, pick an arrival window${end ? `, ${end}` : "."}`;

/** The words of `/booking` in `mode`: `holdMinutes` is PAYMENT_HOLD_MINUTES, `hours` the business hours' phrase. */
export function bookingPaymentWords(mode: PaymentMode, holdMinutes: number, hours: string): BookingPaymentWords {
  const words = PAYMENT_WORDS[mode];
  return {
    intro: words.intro,
    description: bookingDescription(words.descriptionEnd),
    detailsNote: words.detailsNote,
    sendNote: words.sendNote(hours),
    priceNote: words.priceNote,
    note: words.formNote(holdMinutes),
    submitLabel: words.submitLabel,
    submittingLabel: words.submittingLabel,
  };
}
