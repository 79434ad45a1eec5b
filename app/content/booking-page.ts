/**
 * What a customer's booking page says in each of its states (issue 37): the one place that decides which sentences a
 * state shows, and which of the page's parts it has (the calendar file, the change-or-cancel card, "Book again", the
 * review). Each state says only what is true in it; words about paying come from the mode's (./payment.ts).
 * booking-page.test.tsx renders every state in both payment modes and finds no sentence of another.
 */
import { PAYMENT_WORDS, type PaymentMode, type PaymentStep } from "./payment.ts";
import { site } from "./site.ts";

/** The states of a customer's booking page (app/domain/booking/page-state.ts decides a booking's). */
export const PAGE_STATES = ["awaiting-payment", "requested", "confirmed", "cancelled", "expired", "completed"] as const;
export type PageState = (typeof PAGE_STATES)[number];

/** One step of the page's side panel; `kind` picks its icon. */
export type PageStep = {
  kind: PaymentStep["kind"] | "crew" | "change" | "book" | "review" | "quote";
  title: string;
  text: string;
};

export type BookingPageFacts = {
  state: PageState;
  mode: PaymentMode;
  reference: string;
  /** The customer's first name. */
  firstName: string;
  /** "Tuesday, December 1, 2026" and "9:00 AM – 11:00 AM". */
  dateLabel: string;
  windowLabel: string;
  /** The booking was moved since it was made. */
  moved: boolean;
  /** Money was received for it. */
  paid: boolean;
  /** A quote request still waiting for its price. */
  unpriced: boolean;
  /** Why the customer cannot change it online now, in an open state: past the cut-off; else null. */
  cutoff: boolean;
  cutoffHours: number;
  /** "every day from 7:00 AM to 8:00 PM" */
  hours: string;
};

export type BookingPageWords = {
  /** The booking will not happen (cancelled, or not paid in time). */
  ended: boolean;
  heading: string;
  /** After "Your reference is NS-…". */
  referenceNote: string;
  /** The side panel's title and steps. */
  asideTitle: string;
  steps: PageStep[];
  /** The "Add to calendar" button: only for a visit still to come. */
  calendar: boolean;
  /** The "Change or cancel" card: open, and before the cut-off. */
  manage: boolean;
  /** The "Book again" button (the same services and address filled in). */
  bookAgain: string | null;
  /** The "How did we do?" form. */
  review: boolean;
};

const ENDED_REFERENCE_NOTE = "Quote it if you call or write to us about this booking.";
const OPEN_REFERENCE_NOTE = "Keep it handy if you call or write to us.";

/** The words and parts of a customer's booking page in its state. */
export function bookingPageWords(f: BookingPageFacts): BookingPageWords {
  const payment = PAYMENT_WORDS[f.mode];
  const open = f.state === "awaiting-payment" || f.state === "requested" || f.state === "confirmed";
  const change: PageStep = f.cutoff
    ? {
        kind: "change",
        title: "Need a change?",
        text: `Online changes closed ${f.cutoffHours} hours before your arrival window: call us at ${site.phone} and we'll help.`,
      }
    : {
        kind: "change",
        title: "Need a change?",
        text: `Move or cancel it on this page until ${f.cutoffHours} hours before your arrival window (keep its link), or call us or e-mail ${site.email} with your reference to change the services.`,
      };
  const ended = (heading: string, steps: PageStep[], review = false): BookingPageWords => ({
    ended: !review,
    heading,
    referenceNote: ENDED_REFERENCE_NOTE,
    asideTitle: "What now",
    steps,
    calendar: false,
    manage: false,
    bookAgain: review ? "Book these services again" : "Book again",
    review,
  });
  const bookAgain: PageStep = {
    kind: "book",
    title: "Book again",
    text: "The same services and address are filled in for you: pick a day and an arrival window.",
  };
  switch (f.state) {
    case "cancelled":
      return ended(`Booking ${f.reference} is cancelled`, [bookAgain]);
    case "expired":
      return ended(`Booking ${f.reference} was not paid in time`, [
        {
          kind: "pay",
          title: "Its window was given back",
          text: "The card payment did not come within the time we keep a window for it, so nothing was charged.",
        },
        bookAgain,
      ]);
    case "completed":
      return ended(
        `Thank you, ${f.firstName}: your job is done`,
        [
          {
            kind: "review",
            title: "Tell us how we did",
            text: "A star rating and a few words on this page help other customers choose, and help us do better.",
          },
          { ...bookAgain, title: "Need us again?" },
        ],
        true,
      );
    default:
      break;
  }
  const steps: PageStep[] =
    f.state === "confirmed"
      ? [
          {
            kind: "crew",
            title: "Your crew is booked",
            text: `We arrive on ${f.dateLabel} between ${f.windowLabel}, and e-mail you a reminder the evening before.`,
          },
        ]
      : f.unpriced
        ? [payment.quoteStep(f.hours)]
        : f.paid
          ? [payment.paidStep, ...payment.pageSteps(f.hours).filter((s) => s.kind !== "pay")]
          : payment.pageSteps(f.hours);
  const heading =
    f.state === "awaiting-payment"
      ? `Thank you, ${f.firstName}: pay to book your window`
      : f.moved
        ? `${f.firstName}, your booking ${f.state === "confirmed" ? "is" : "request is"} moved to ${f.dateLabel}`
        : f.state === "confirmed"
          ? `${f.firstName}, your booking is confirmed`
          : f.paid
            ? `Thank you, ${f.firstName}: your booking is paid`
            : `Thank you, ${f.firstName}: your booking request is in`;
  return {
    ended: false,
    heading,
    referenceNote: (f.state === "requested" && !f.paid && payment.referenceNote) || OPEN_REFERENCE_NOTE,
    asideTitle: "What happens next",
    steps: [...steps, change],
    calendar: open && f.state !== "awaiting-payment",
    manage: open && !f.cutoff,
    bookAgain: null,
    review: false,
  };
}
