/**
 * The /privacy page: what we keep about a customer, why, for how long, who else sees it and how to ask for a copy or
 * its erasure. Its route sends it as loader data (docs/decisions/0019), so the text is in the server's HTML, not in a
 * chunk. The retention figures below are the single source of the defaults: the server's settings import them,
 * and the words use them, so the page always states what the server does by default.
 *
 * The server's settings import this module: its imports are relative `.ts` paths (docs/decisions/0028).
 */
import { PAYMENT_WORDS, type PaymentMode } from "./payment.ts";
import { site } from "./site.ts";

/** The text of an e-mail we sent is deleted this many days after sending. */
export const MESSAGE_RETENTION_DAYS_DEFAULT = 90;
/** A booking's personal details are erased this many months after the job. */
export const BOOKING_RETENTION_MONTHS_DEFAULT = 24;
/** The records that make a double submission book once are deleted after this many days. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;
/** The owner's dashboard session ends this many days after sign-in, however active. */
export const SESSION_ABSOLUTE_DAYS = 7;

/**
 * The booking page's cookie (docs/decisions/0024): its name and lifetime as app/booking/browser-secret.server.ts sets
 * them (privacy.test.ts checks the page against the real Set-Cookie).
 */
export const BOOKING_COOKIE_NAME = "ns_booking";
export const BOOKING_COOKIE_DAYS = 30;
/** We answer a request for a copy or erasure within this many days (the CCPA's limit). */
export const REQUEST_ANSWER_DAYS = 45;

/** A block of a section's body: a paragraph or a bullet list. */
export type PrivacyBlock = { type: "p"; text: string } | { type: "ul"; items: string[] };

export type PrivacySection = {
  /** The section's anchor on the page (`/privacy#id`). */
  id: string;
  heading: string;
  body: PrivacyBlock[];
};

export type PrivacyPage = {
  heading: string;
  lead: string;
  sections: PrivacySection[];
  /** The date the text last changed (YYYY-MM-DD). */
  updated: string;
  /** "Last updated: November 26, 2026". */
  updatedLabel: string;
};

const p = (text: string): PrivacyBlock => ({ type: "p", text });
const ul = (...items: string[]): PrivacyBlock => ({ type: "ul", items });

const UPDATED = "2026-11-26";
/** "November 26, 2026" for an ISO date, the same on the server and in the build. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * The page in the payment mode the server runs in (docs/decisions/0029, issue 37): what is kept of a payment, how the
 * card is given, and whether Stripe sees anything are the mode's words (./payment.ts), so that the page and the
 * booking page never disagree. The server renders it (app/routes/privacy.tsx).
 */
export const privacyPage = (mode: PaymentMode): PrivacyPage => ({
  heading: "Your Privacy",
  lead: `What ${site.brand} keeps about you when you book, why, for how long, who else sees it, and how to get a copy of it or have it erased.`,
  sections: [
    {
      id: "what-we-keep",
      heading: "What we keep",
      body: [
        p("For each booking, we keep:"),
        ul(
          "The details you give us: your name, phone number, e-mail address, street address, ZIP code, city and any notes for the crew.",
          "The job: the services you chose, the date, the arrival window, the price and the promo code you used, if any.",
          "The booking's history: when it was made, changed, moved or cancelled, and the notes we add about the job.",
          "Copies of the e-mails we send you about it.",
          'If you ticked "Text me reminders and updates": your mobile number, when you agreed and the words you agreed to, copies of the texts we send you and whether they arrived, and your STOP, START or HELP replies. Our text-message provider, Twilio, carries the texts.',
          PAYMENT_WORDS[mode].privacy.kept,
          "Your review, if you write one after the job: the stars and your words. It is published on our website only if you agree, with your first name, the initial of your last name and your city.",
        ),
        p(PAYMENT_WORDS[mode].privacy.card),
      ],
    },
    {
      id: "why",
      heading: "Why we keep it",
      body: [
        ul(
          "To do the job: to plan the visit, send the crew to the right address and contact you about your booking.",
          "To keep our books: the tax records every business must keep.",
          "To keep the site safe from abuse: to stop floods of bookings, the server counts the bookings sent from each network address (IP address) and forgets the count within a day.",
        ),
        p(
          "Our server's logs record which pages were asked for and how the server answered. They contain no names, e-mail addresses, phone numbers or the secret link of your booking page.",
        ),
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      body: [
        ul(
          `The text of each e-mail and text message we send you is deleted ${MESSAGE_RETENTION_DAYS_DEFAULT} days after it is sent.`,
          `Your name, phone number, e-mail address, street address, ZIP code, notes and review are erased ${BOOKING_RETENTION_MONTHS_DEFAULT} months after the job. What remains (the amounts, dates, services and city) does not identify you, and we keep it for our books.`,
          `The records that stop a booking from being sent twice are deleted after ${IDEMPOTENCY_RETENTION_DAYS} days.`,
          "If you replied STOP to our texts, we keep your mobile number and the date you replied, even when we erase the rest, so that we never text that number again unless you reply START.",
        ),
      ],
    },
    {
      id: "booking-page",
      heading: "Your booking page",
      body: [
        p(
          "When you book, we send you the link to your own booking page, where you can see, move or cancel your booking. The link is secret: we do not store it in a form that opens your page.",
        ),
        p("Anyone who has the link can see and change your booking, so please do not share it."),
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and tracking",
      body: [
        p("Our website uses no analytics and no advertising trackers."),
        p(
          `Only the booking page sets a cookie: ${BOOKING_COOKIE_NAME}. It holds a random value and nothing about you, and it expires after ${BOOKING_COOKIE_DAYS} days. It makes sure that the same booking sent twice from your browser (a double click, or a retry after a lost connection) is booked once.`,
        ),
        p("The dashboard where our staff sign in uses a cookie of its own, which visitors never get."),
      ],
    },
    {
      id: "who-else",
      heading: "Who else sees it",
      body: [
        ul(
          "The e-mail service that delivers our messages, for the e-mails we send you.",
          ...(PAYMENT_WORDS[mode].privacy.processor ? [PAYMENT_WORDS[mode].privacy.processor] : []),
        ),
        p("We do not sell or share your personal information."),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights: a copy, or erasure",
      body: [
        p(
          `You can ask for a copy of everything we keep about you, which we send you as a file, or ask us to erase it. Call us at ${site.phone}, or write to ${site.email} from the e-mail address on your booking, so that we know the request is yours. We answer within ${REQUEST_ANSWER_DAYS} days.`,
        ),
        p(
          "Erasing cancels nothing that is already done, such as a job or a payment, and keeps only the record without your details described above.",
        ),
      ],
    },
  ],
  updated: UPDATED,
  updatedLabel: `Last updated: ${longDate(UPDATED)}`,
});
