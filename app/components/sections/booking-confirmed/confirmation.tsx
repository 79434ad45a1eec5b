import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { PageTrail } from "~/components/layout/page-trail";
import { PriceBreakdown, totalText } from "~/components/sections/booking/price-breakdown";
import { buttonVariants } from "~/components/ui/button";
import type { IconName } from "~/components/ui/icon-names";
import type { BookingPageWords, PageStep } from "~/content/booking-page";
import { phoneHref, site } from "~/content/site";
import type { Quote } from "~/domain/pricing";
import { formatCents } from "~/domain/money";
import { PageCard } from "./page-card";

/** What the confirmation page shows: a stored booking, ready for display. */
export type ConfirmationView = {
  reference: string;
  status: string;
  quote: Quote;
  /** "Tuesday, December 1, 2026" */
  dateLabel: string;
  /** "9:00 AM – 11:00 AM" */
  windowLabel: string;
  address: string;
  cityName: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
  notes: string | null;
  /** The owner's price of a quote request, once set (cents). */
  quotedCents: number | null;
  calendarHref: string;
  calendarFileName: string;
  /** `/booking` with the same services and address filled in. */
  bookAgainHref: string;
};

function Detail({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      {/* a customer's words: a long address, e-mail or pasted link wraps anywhere rather than widen the page */}
      <dd className="mt-0.5 text-navy-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

const STEP_ICONS: Record<PageStep["kind"], IconName> = {
  call: "phone-call",
  pay: "credit-card",
  confirm: "calendar-check",
  quote: "badge-dollar-sign",
  crew: "users",
  change: "pencil-line",
  book: "calendar-plus",
  review: "thumbs-up",
};

/** Focuses the element when it appears (a notice of a change just made), so that a screen reader says it at once. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function ChangedNotice({ children }: { children: React.ReactNode }) {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="changed-notice"
      className="mt-3 rounded-md bg-white px-4 py-3 font-semibold text-navy-900 shadow-sm focus-visible:outline-3 focus-visible:outline-navy-700"
    >
      {children}
    </p>
  );
}

/**
 * The customer's booking page (issue 37), written from the booking's state: `words` (app/content/booking-page.ts)
 * says which sentences and parts the state has; this lays them out.
 */
export function Confirmation({
  booking,
  words,
  changed = null,
  manage,
  payment,
  review,
  jobReport,
  photos,
  tip,
}: {
  booking: ConfirmationView;
  /** The state's words and parts. */
  words: BookingPageWords;
  /** The change just made from this page, to say so (once). */
  changed?: "rescheduled" | "cancelled" | null;
  /** The "Change or cancel" section. */
  manage?: React.ReactNode;
  /** The "Payment" section (docs/decisions/0029). */
  payment?: React.ReactNode;
  /** "How did we do?", once the job is done (docs/decisions/0032). */
  review?: React.ReactNode;
  /** The crew's job report, once they pressed Done (docs/decisions/0039). */
  jobReport?: React.ReactNode;
  /** The customer's photos of the job and "Add photos" (issue 48). */
  photos?: React.ReactNode;
  /** "A tip for the crew", once the job is done (issue 48). */
  tip?: React.ReactNode;
}) {
  const { quote } = booking;
  return (
    <>
      <section aria-labelledby="confirmed-heading" className="bg-gradient-to-b from-navy-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-4 pb-8 sm:px-6">
          <PageTrail />
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
            {words.ended ? (
              <Icon name="circle-x" className="size-12 shrink-0 text-destructive" />
            ) : (
              <Icon name="circle-check" className="size-12 shrink-0 text-success" />
            )}
            <div className="min-w-0">
              <h1
                id="confirmed-heading"
                className="text-3xl font-extrabold tracking-tight text-navy-900 wrap-anywhere sm:text-4xl"
              >
                {words.heading}
              </h1>
              {changed ? (
                <ChangedNotice>
                  {changed === "rescheduled"
                    ? `Done: your booking is now on ${booking.dateLabel}, ${booking.windowLabel}. We've e-mailed you the new time.`
                    : "Done: your booking is cancelled. We've e-mailed you a note of it."}
                </ChangedNotice>
              ) : null}
              <p className="mt-3 text-lg text-muted-foreground">
                Your reference is{" "}
                <strong
                  className="font-mono text-xl font-bold tracking-wider text-navy-900"
                  data-testid="booking-reference"
                >
                  {booking.reference}
                </strong>
                . {words.referenceNote}
              </p>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {tip}
          {review}
          {jobReport}
          <PageCard id="booked-heading" title="What you booked">
            <PriceBreakdown quote={quote} className="mt-4 text-base" />
            <p className="mt-4 flex items-baseline justify-between gap-3 border-t-2 border-navy-900 pt-4">
              <span className="text-lg font-bold text-navy-900">
                {booking.quotedCents !== null ? "Quoted price" : "Total"}
              </span>
              <span className="text-3xl font-extrabold text-navy-900 tabular-nums" data-testid="confirmed-total">
                {booking.quotedCents !== null ? formatCents(booking.quotedCents) : totalText(quote)}
              </span>
            </p>
            {quote.isQuote && booking.quotedCents === null && !words.ended ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Your order includes a custom size, so the total is to be quoted: we confirm a flat price with you before
                any work starts.
              </p>
            ) : null}
          </PageCard>

          <PageCard id="visit-heading" title="Your visit">
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Detail term="Date">
                <span data-testid="confirmed-date">{booking.dateLabel}</span>
              </Detail>
              <Detail term="Arrival window">
                <span data-testid="confirmed-window">{booking.windowLabel}</span>
              </Detail>
              <Detail term="Address">
                {booking.address}
                <br />
                {booking.cityName}, {site.state} {booking.zip}
              </Detail>
              <Detail term="Contact">
                {booking.name}
                <br />
                {booking.phone}
                <br />
                {booking.email}
              </Detail>
              {booking.notes ? (
                <Detail term="Notes" className="sm:col-span-2">
                  <span className="whitespace-pre-line">{booking.notes}</span>
                </Detail>
              ) : null}
            </dl>
            {words.calendar ? (
              <a
                href={booking.calendarHref}
                download={booking.calendarFileName}
                className={buttonVariants({ variant: "outline", className: "mt-6" })}
                data-testid="add-to-calendar"
              >
                <Icon name="calendar-plus" /> Add to calendar
              </a>
            ) : null}
          </PageCard>
          {photos}
          {payment}
          {manage}
        </div>

        <section
          aria-labelledby="next-heading"
          className="h-fit min-w-0 rounded-(--radius-card) bg-navy-900 p-6 text-white shadow-(--shadow-card)"
        >
          <h2 id="next-heading" className="text-xl font-bold">
            {words.asideTitle}
          </h2>
          <ol className="mt-4 space-y-4 text-sm text-navy-100">
            {words.steps.map((step) => (
              <li key={step.title} className="flex gap-3">
                <Icon name={STEP_ICONS[step.kind]} className="mt-0.5 size-5 shrink-0 text-amber-soft" />
                <span className="min-w-0">
                  <strong className="block text-white">{step.title}</strong>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
          {words.bookAgain ? (
            <a
              href={booking.bookAgainHref}
              className={buttonVariants({ variant: "accent", className: "mt-6 w-full" })}
              data-testid="book-again"
            >
              <Icon name="calendar-plus" /> {words.bookAgain}
            </a>
          ) : null}
          <a
            href={phoneHref}
            className={buttonVariants({ variant: words.bookAgain ? "outline" : "accent", className: "mt-3 w-full" })}
          >
            <Icon name="phone-call" /> Call {site.phone}
          </a>
        </section>
      </div>
    </>
  );
}
