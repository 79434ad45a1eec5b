/**
 * What the site says about paying, in the mode the server runs in (docs/decisions/0029): online through Stripe
 * Checkout when Stripe's settings are given, else by phone. One setting decides these words wherever they appear:
 * the booking form, the customer's booking page and the e-mails. Pre-rendered pages (FAQ, About) say only what is
 * true in both modes: the card is paid before the booking is confirmed.
 */
import { site } from "./site";

export type PaymentMode = "checkout" | "phone";

export type PaymentWords = {
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
  /** The customer's booking page, "What happens next": the payment step. */
  nextStep: { title: string; text: string };
};

export const PAYMENT_WORDS: Record<PaymentMode, PaymentWords> = {
  checkout: {
    formNote: (holdMinutes) =>
      `Next, you pay by card on Stripe's secure checkout page: your booking is confirmed once it is paid. We keep your arrival window for ${holdMinutes} minutes while you pay.`,
    submitLabel: "Continue to payment",
    submittingLabel: "Opening the payment page…",
    nextSteps: (phone) =>
      `What happens next: your card payment is received (the receipt is below). We call you at ${phone} if anything about the job needs a word, and we e-mail you when your crew is confirmed. The calendar file attached adds the visit to your calendar.`,
    cancelled: (refundText) =>
      refundText ? `${refundText} It reaches your card within 5-10 business days.` : "Nothing was charged.",
    nextStep: {
      title: "Card payment before the job is confirmed",
      text: "You pay on Stripe's secure checkout page: we never see your card number. Your booking is confirmed once it is paid.",
    },
  },
  phone: {
    formNote: () =>
      "Card payment is taken over the phone before your booking is confirmed. Nothing is charged on this website.",
    submitLabel: "Request booking",
    submittingLabel: "Sending your request…",
    nextSteps: (phone) =>
      `What happens next: we call you at ${phone} to confirm the details and take the card payment, and we e-mail you once it is confirmed. Nothing is charged online. The calendar file attached adds the visit to your calendar.`,
    cancelled: (refundText) =>
      refundText ? `${refundText} It reaches your card within 5-10 business days.` : "Nothing is owed.",
    nextStep: {
      title: "Card payment before the job is confirmed",
      text: "We take your card over the phone. Nothing was charged online.",
    },
  },
};

/** A quote the owner priced: how the customer pays it. */
export const quotePayment: Record<PaymentMode, string> = {
  checkout: "Pay on your booking page to confirm it: the button there opens Stripe's secure checkout page.",
  phone: `Call us at ${site.phone} to confirm it and pay by card.`,
};
