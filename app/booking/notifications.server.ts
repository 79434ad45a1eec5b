/**
 * The e-mails of booking events (docs/decisions/0011), rendered as text and HTML when
 * the event is written, so that what is queued is exactly what is sent. Server only.
 *
 * Customer text (names, notes, addresses) is data: it only ever goes into bodies, escaped in HTML, and into the
 * recipient's display name, which nodemailer encodes; never into a header of its own.
 */
import { cityName } from "../content/city-list";
import { PAYMENT_WORDS, type PaymentMode, quotePayment } from "../content/payment";
import { site } from "../content/site";
import { addDays, dateInZone, formatDateLong, zonedTimeToInstant } from "../domain/booking/dates";
import { REVIEW_REQUEST_TIME, reviewWords } from "../content/reviews";
import { starGlyphs } from "../domain/reviews";
import { formatWindow } from "../domain/booking/windows";
import { bookingToIcs, type IcsBooking } from "../domain/ics";
import { formatCents } from "../domain/money";
import type { Audience, BookingEvent, OutboxMessage, StoredBooking } from "./model";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot.ts";
import { BOOK_AGAIN_TOKEN_PARAM, bookAgainHref } from "../domain/booking-links.ts";
import { type EmailBody, renderEmail } from "../outbox/email-body.ts";
import { pagePath } from "./page-token.server";
import { eventText, textMessage } from "./sms.server";

export type { BookingEvent };
/** The events a booking's own change makes (payments and reviews have messages of their own). */
export type StatusEvent = Exclude<
  BookingEvent,
  | "quoted"
  | "refunded"
  | "review-request"
  | "reviewed"
  | "security"
  | "assigned"
  | "unassigned"
  | "job-report"
  | "invitation"
  | "health"
  | "released"
>;

export type NotifyContext = {
  /** SITE_URL, for absolute links. */
  siteUrl: string;
  /** OWNER_NOTIFY_EMAIL (default: the site's address). */
  ownerEmail: string;
  now: Date;
  /** Who made the change (owner e-mail, "customer"), for the owner's notice of changes. */
  by?: string;
  /** The booking's previous date and window, for a reschedule. */
  previous?: { date: string; windowStart: string; windowEnd: string };
  /**
   * Unique per change (a move, a status change): part of the keys of its messages, so that moving back to an
   * earlier time queues new messages instead of finding the old keys taken.
   */
  changeId?: string;
  /** How customers pay (docs/decisions/0029); default: by phone. */
  mode?: PaymentMode;
  /** A cancellation: what is refunded to the card (cents), when something was paid. */
  refundCents?: number;
  /** "On my way": the crew's arrival estimate in minutes. */
  etaMinutes?: number;
};

/** The reminder goes out at 18:00 America/Chicago the evening before the booked day. */
export const REMINDER_TIME = "18:00";

/** When the reminder of a booking on `date` is due. */
export const reminderDueAt = (date: string): Date => zonedTimeToInstant(addDays(date, -1), REMINDER_TIME);

/** The review request goes out the morning after the job is marked completed, at 10:00 America/Chicago. */
export const reviewRequestDueAt = (completedAt: Date): Date =>
  zonedTimeToInstant(addDays(dateInZone(completedAt), 1), REVIEW_REQUEST_TIME);

/** The owner's notice of a new review. */
export function reviewNotice(
  b: StoredBooking,
  review: { stars: number; text: string; publish: boolean },
  ctx: NotifyContext,
): OutboxMessage[] {
  return [
    messageOf(b, ctx, {
      key: `${b.reference}.reviewed.owner`,
      event: "reviewed",
      audience: "owner",
      subject: `New review: ${review.stars} of 5 stars for ${b.reference}`,
      body: {
        intro: [
          `${b.name} reviewed their visit of ${formatDateLong(b.date)}: ${starGlyphs(review.stars)} (${review.stars} of 5).`,
          review.publish
            ? "They agreed to publish it: it is on the site now. You can reply in public from the dashboard."
            : "They did not agree to publish it: only you see it.",
        ],
        details: [["Review", review.text]],
        link: { label: "Reviews in the dashboard", url: `${ctx.siteUrl}/admin/reviews` },
      },
    }),
  ];
}

/** The absolute URL of a booking's own page. */
export const bookingPageUrl = (siteUrl: string, token: string) => `${siteUrl}${pagePath(token)}`;

/** What the calendar file needs, from a stored booking. `url`: the booking page's absolute URL, when known. */
export function storedBookingToIcs(booking: StoredBooking, url?: string): IcsBooking {
  return {
    reference: booking.reference,
    date: booking.date,
    windowStart: booking.windowStart,
    windowEnd: booking.windowEnd,
    services: booking.quote.lines.map((line) => line.serviceTitle),
    bundleName: booking.quote.bundle?.name ?? null,
    address: booking.address,
    city: cityName(booking.city),
    zip: booking.zip,
    total: booking.totalCents,
    notes: booking.notes,
    url,
    status: booking.status,
  };
}

const when = (b: { date: string; windowStart: string; windowEnd: string }) =>
  `${formatDateLong(b.date)}, ${formatWindow(b.windowStart, b.windowEnd)}`;
const totalText = (b: StoredBooking) => (b.totalCents === null ? "To be quoted" : formatCents(b.totalCents));
/** The receipt's lines: what was paid, and given back. */
const paidText = (b: StoredBooking) =>
  [
    `${formatCents(b.payment.paidCents)} by card`,
    ...(b.payment.refundedCents > 0 ? [`${formatCents(b.payment.refundedCents)} refunded`] : []),
  ].join("\n");

/** The order, line by line: services and tiers, extras, the discount, the total. */
function breakdown(b: StoredBooking): string[] {
  const lines: string[] = [];
  if (b.quote.bundle) lines.push(`${b.quote.bundle.name} bundle`);
  for (const line of b.quote.lines) {
    const price = line.tierPrice === null ? "to be quoted" : formatCents(line.tierPrice);
    lines.push(`- ${line.serviceTitle}: ${line.tierLabel} (${price})`);
    for (const addon of line.addons)
      lines.push(`    + ${addon.label} x ${addon.quantity} (${formatCents(addon.total)})`);
  }
  lines.push(`Subtotal: ${formatCents(b.quote.subtotal)}`);
  if (b.quote.discount) lines.push(`${b.quote.discount.label}: -${formatCents(b.quote.discount.amount)}`);
  lines.push(
    b.quote.total === null && b.totalCents !== null ? `Quoted price: ${totalText(b)}` : `Total: ${totalText(b)}`,
  );
  if (b.promoCode) lines.push(`Promo code: ${b.promoCode}`);
  return lines;
}

function ownerDetails(b: StoredBooking): [string, string][] {
  return [
    ["When", when(b)],
    ["Order", breakdown(b).join("\n")],
    ["Customer", `${b.name}\n${b.phone}\n${b.email}`],
    ["Address", `${b.address}, ${cityName(b.city)}, ${site.state} ${b.zip}`],
    ["Notes", b.notes ?? "(none)"],
    ["Status", b.status],
    ...(b.payment.paidCents > 0 ? ([["Paid", paidText(b)]] as [string, string][]) : []),
  ];
}

function customerDetails(b: StoredBooking): [string, string][] {
  return [
    ["Reference", b.reference],
    ["When", when(b)],
    ["Where", `${b.address}, ${cityName(b.city)}, ${site.state} ${b.zip}`],
    ["Order", breakdown(b).join("\n")],
    ...(b.payment.paidCents > 0 ? ([["Paid", paidText(b)]] as [string, string][]) : []),
  ];
}

/** One message of a booking, to the owner or the customer, rendered now. */
function messageOf(
  b: StoredBooking,
  ctx: NotifyContext,
  m: {
    key: string;
    event: BookingEvent;
    audience: Audience;
    subject: string;
    body: EmailBody;
    ics?: string | null;
    dueAt?: string;
  },
): OutboxMessage {
  return {
    key: m.key,
    event: m.event,
    audience: m.audience,
    to: m.audience === "owner" ? ctx.ownerEmail : b.email,
    toName: m.audience === "owner" ? site.brand : b.name,
    subject: m.subject,
    ...renderEmail(m.subject, m.body),
    ics: m.ics ?? null,
    dueAt: m.dueAt ?? ctx.now.toISOString(),
  };
}

/**
 * A hold that ended unpaid (issue 48): the customer is told once that the place was released and nothing was charged,
 * with "Book again": `/booking` with the same services, address and contact filled in (the contact through the
 * booking's own page token, filled in at sending: docs/decisions/0041), and no date.
 */
export function releasedHoldMessages(b: StoredBooking, ctx: NotifyContext): OutboxMessage[] {
  const again = `${ctx.siteUrl}${bookAgainHref(b)}&${BOOK_AGAIN_TOKEN_PARAM}=${PAGE_TOKEN_SLOT}`;
  return [
    messageOf(b, ctx, {
      key: `${b.reference}.released.customer`,
      event: "released",
      audience: "customer",
      subject: `Your booking ${b.reference} was released: nothing was charged`,
      body: {
        intro: [
          `We kept ${when(b)} for you while you paid, but the payment did not come through in time, so the place was released. Nothing was charged.`,
          "To book again, choose a date: your services, address and contact are filled in.",
        ],
        details: [],
        link: { label: "Book again", url: again },
      },
    }),
  ];
}

/**
 * The messages of one event of a booking (the booking as it is after the event). Keys make each unique: a
 * reschedule carries the new date and window, a reminder its date, so a later reschedule queues new ones.
 */
export function bookingMessages(event: StatusEvent, b: StoredBooking, ctx: NotifyContext): OutboxMessage[] {
  const emails = bookingEmails(event, b, ctx);
  // Its texts, for a customer who asked for them (docs/decisions/0035): each goes with its e-mail (key, due time).
  const url = bookingPageUrl(ctx.siteUrl, PAGE_TOKEN_SLOT);
  return [
    ...emails,
    ...emails
      .filter((m) => m.audience === "customer")
      .flatMap((m) => {
        const body = eventText(m.event, b, url, ctx.etaMinutes);
        return body ? textMessage(b, { key: m.key, event: m.event, body, dueAt: m.dueAt }) : [];
      }),
  ];
}

function bookingEmails(event: StatusEvent, b: StoredBooking, ctx: NotifyContext): OutboxMessage[] {
  const url = bookingPageUrl(ctx.siteUrl, PAGE_TOKEN_SLOT);
  const message = (
    audience: Audience,
    subject: string,
    body: EmailBody,
    extra: { ics?: string | null; dueAt?: string; discriminator?: string } = {},
  ): OutboxMessage =>
    messageOf(b, ctx, {
      key: [b.reference, event, extra.discriminator, audience].filter(Boolean).join("."),
      event,
      audience,
      subject,
      body,
      ics: extra.ics,
      dueAt: extra.dueAt,
    });
  const ics = () => bookingToIcs(storedBookingToIcs(b, url), ctx.now);
  const byWhom = ctx.by ? ` by ${ctx.by}` : "";
  const page = { label: "Your booking page (move or cancel it there)", url };
  const ownerPage = { label: "The booking in the dashboard", url: `${ctx.siteUrl}/admin/bookings/${b.reference}` };
  const words = PAYMENT_WORDS[ctx.mode ?? "phone"];

  switch (event) {
    case "created": {
      const messages = [
        message("owner", `New booking ${b.reference}`, {
          intro: [`${b.name} requested ${b.quote.lines.map((l) => l.serviceTitle).join(" + ")} on ${when(b)}.`],
          details: ownerDetails(b),
          link: ownerPage,
        }),
        message(
          "customer",
          `Booking request ${b.reference} received`,
          {
            intro: [`Thank you, ${b.name}. We have your booking request ${b.reference}.`, words.nextSteps(b.phone)],
            details: customerDetails(b),
            link: page,
          },
          { ics: ics() },
        ),
      ];
      return [...messages, ...reminder()];
    }
    case "confirmed":
      return [
        message(
          "customer",
          `Booking ${b.reference} confirmed`,
          {
            intro: [`Good news, ${b.name}: your booking is confirmed. Our crew arrives within your window.`],
            details: customerDetails(b),
            link: page,
          },
          { ics: ics() },
        ),
      ];
    case "completed":
      return [
        message("customer", `Thank you for booking ${b.reference}`, {
          intro: [`Thank you, ${b.name}. Your job is marked complete. Questions? Call us at ${site.phone}.`],
          details: [["Reference", b.reference]],
        }),
        // Every customer is asked, the same way, whatever they might say (docs/decisions/0032).
        messageOf(b, ctx, {
          key: `${b.reference}.review-request.customer`,
          event: "review-request",
          audience: "customer",
          subject: reviewWords.requestSubject,
          body: {
            intro: [
              `Thank you for choosing ${site.brand}, ${b.name}. How did we do on your visit of ${formatDateLong(b.date)}?`,
              "A few words and a star rating help other customers choose, and help us do better. Every review is published as written, good or bad.",
            ],
            details: [["Reference", b.reference]],
            link: { label: "Write your review", url: `${url}#review` },
          },
          dueAt: reviewRequestDueAt(ctx.now).toISOString(),
        }),
      ];
    case "rescheduled": {
      const from = ctx.previous ? when(ctx.previous) : "";
      const discriminator = [`${b.date}T${b.windowStart}`, ctx.changeId].filter(Boolean).join(".");
      return [
        message(
          "owner",
          `Booking ${b.reference} moved to ${formatDateLong(b.date)}`,
          {
            intro: [`${b.name}'s booking was moved${byWhom}${from ? ` from ${from}` : ""} to ${when(b)}.`],
            details: ownerDetails(b),
            link: ownerPage,
          },
          { discriminator },
        ),
        message(
          "customer",
          `Booking ${b.reference} moved to ${formatDateLong(b.date)}`,
          {
            intro: [`Your booking now is on ${when(b)}. The calendar file attached has the new time.`],
            details: customerDetails(b),
            link: page,
          },
          { ics: ics(), discriminator },
        ),
        ...reminder(),
      ];
    }
    case "cancelled":
      return [
        message("owner", `Booking ${b.reference} cancelled`, {
          intro: [`${b.name}'s booking on ${when(b)} was cancelled${byWhom}. The place is free again.`],
          details: ownerDetails(b),
          link: ownerPage,
        }),
        message(
          "customer",
          `Booking ${b.reference} cancelled`,
          {
            intro: [
              `Your booking on ${when(b)} is cancelled. ${words.cancelled(ctx.refundCents ? `We have refunded ${formatCents(ctx.refundCents)} to your card.` : null)} To book again, visit ${ctx.siteUrl}/booking or call us at ${site.phone}.`,
            ],
            details: [["Reference", b.reference]],
          },
          { ics: ics() },
        ),
      ];
    case "reminder":
      return reminder();
    case "on-my-way":
      // once a day at most: the day is in its key (docs/decisions/0035)
      return [
        message(
          "customer",
          `Our crew is on its way: arriving in about ${ctx.etaMinutes} minutes`,
          {
            intro: [
              `Hello ${b.name}, our crew is on its way to you and should arrive in about ${ctx.etaMinutes} minutes.`,
              `Need to reach them? Call us at ${site.phone}.`,
            ],
            details: [
              ["Reference", b.reference],
              ["Address", b.address],
            ],
          },
          { discriminator: dateInZone(ctx.now) },
        ),
      ];
  }

  /** The evening-before reminder, unless that evening has already passed. */
  function reminder(): OutboxMessage[] {
    const due = reminderDueAt(b.date);
    if (due.getTime() <= ctx.now.getTime()) return [];
    return [
      {
        ...message("customer", `Reminder: ${site.brand} tomorrow, ${formatWindow(b.windowStart, b.windowEnd)}`, {
          intro: [
            `See you tomorrow, ${b.name}. Our crew arrives ${formatDateLong(b.date)}, ${formatWindow(b.windowStart, b.windowEnd)}.`,
            `Need to change something? Use your booking page, or call us at ${site.phone}.`,
          ],
          details: customerDetails(b),
          link: page,
        }),
        key: [`${b.reference}.reminder.${b.date}T${b.windowStart}`, ctx.changeId, "customer"].filter(Boolean).join("."),
        event: "reminder",
        dueAt: due.toISOString(),
      },
    ];
  }
}

/** A payment event's messages: a quote's price, a payment of a quote, a refund the owner made. */
export function paymentMessages(
  kind: "quoted" | "quote-paid" | "refunded",
  b: StoredBooking,
  ctx: NotifyContext & { amountCents: number; note?: string | null; changeId: string },
): OutboxMessage[] {
  const url = bookingPageUrl(ctx.siteUrl, PAGE_TOKEN_SLOT);
  const base = (audience: Audience, subject: string, body: EmailBody, event: BookingEvent): OutboxMessage =>
    messageOf(b, ctx, { key: [b.reference, kind, ctx.changeId, audience].join("."), event, audience, subject, body });
  const page = { label: "Your booking page", url };
  switch (kind) {
    case "quoted":
      return [
        base(
          "customer",
          `Your price for booking ${b.reference}: ${formatCents(ctx.amountCents)}`,
          {
            intro: [
              `Thank you for waiting, ${b.name}. The price of your booking on ${when(b)} is ${formatCents(ctx.amountCents)}.`,
              ...(ctx.note ? [ctx.note] : []),
              quotePayment[ctx.mode ?? "phone"],
            ],
            details: customerDetails(b),
            link: page,
          },
          "quoted",
        ),
      ];
    case "quote-paid":
      return [
        base(
          "owner",
          `Booking ${b.reference} paid`,
          {
            intro: [`${b.name} paid ${formatCents(ctx.amountCents)} for the quoted booking on ${when(b)}.`],
            details: ownerDetails(b),
            link: { label: "The booking in the dashboard", url: `${ctx.siteUrl}/admin/bookings/${b.reference}` },
          },
          "created",
        ),
        base(
          "customer",
          `Receipt for booking ${b.reference}`,
          {
            intro: [`Thank you, ${b.name}: we received your payment of ${formatCents(ctx.amountCents)}.`],
            details: customerDetails(b),
            link: page,
          },
          "created",
        ),
      ];
    case "refunded":
      return [
        base(
          "customer",
          `Refund for booking ${b.reference}`,
          {
            intro: [
              `We have refunded ${formatCents(ctx.amountCents)} to your card for booking ${b.reference}. It reaches your card within 5-10 business days.`,
              ...(ctx.note ? [ctx.note] : []),
            ],
            details: [
              ["Reference", b.reference],
              ["Paid", paidText(b)],
            ],
            link: page,
          },
          "refunded",
        ),
      ];
  }
}
