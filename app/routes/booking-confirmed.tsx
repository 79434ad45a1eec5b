/**
 * /booking/confirmed/:token: the customer's own page for a booking (server-rendered, never indexed: noindex meta
 * and X-Robots-Tag; its URL holds a token derived with the server's secret, docs/decisions/0031). Unknown token: 404.
 *
 * Its action (plain form posts, so they work without JavaScript; docs/decisions/0012):
 * - `intent=reschedule` with `date` and `window`: moves the booking (same rules and capacity transaction as a new
 *   booking), then 303 back here, with the notice of it shown once (a cookie, `changedNotice`); 400 / 409 with field
 *   errors; 403 past the cut-off.
 * - `intent=cancel`: asks for confirmation; `intent=cancel&confirm=yes` cancels, then 303 back with its notice.
 * - `intent=pay` (card payments on, docs/decisions/0029): 303 to Stripe Checkout's page for what is due.
 * - `intent=review` with `stars` (1-5), `text` (20-2,000 characters) and `publish=yes` (consent), once the job is
 *   completed (docs/decisions/0032): 303 back with `?review=thanks#review`; 400 with field errors; 403 before the
 *   job or after the 14 days an edit is open.
 *
 * - `intent=tip` with `percent` (15, 20, 25; "other": the `amount` typed) or `amountCents` (issue 48): 303 to Stripe
 *   Checkout's page of a tip for the crew, once the job is done with card payments on; 400 / 409 with words.
 * - `intent=photos` (multipart) with `photos` (issue 48): the customer's photos of a junk removal or a quote, while
 *   it is requested or confirmed (app/photos/customer-photos.server.ts); 303 back with `?photos=added`.
 * - `intent=delete-photo` with `photo` (issue 56): one of their photos deleted, until the crew starts; 303 back with
 *   `?photos=deleted`, recorded in the booking's history; 403 / 404 / 409 with words.
 *
 * Back from Checkout (`?payment=done`), a booking that still waits for its payment is checked with Stripe first.
 * The page is written from the booking's state (issue 37): app/content/booking-page.ts says what each state shows.
 */
import { deleteJobPhoto } from "~/photos/photos.server";
import { photoKindsDeletable } from "~/domain/photos";
import { isOpenStatus } from "~/domain/booking/changes";
import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-confirmed";
import { Confirmation, type ConfirmationView } from "~/components/sections/booking-confirmed/confirmation";
import { dateInZone, formatDateLong } from "~/domain/booking/dates";
import { editableUntil, submitReview } from "~/booking/reviews.server";
import { getStorage } from "~/storage/storage.server";
import type { ReviewAnswer, ReviewView } from "~/components/sections/booking-confirmed/review-form";
import { formatWindow, hoursPhrase } from "~/domain/booking/windows";
import { findCityRef } from "~/content/city-list";
import { site } from "~/content/site";
import {
  ManageBooking,
  type ManageAnswer,
  type ManageView,
} from "~/components/sections/booking-confirmed/manage-booking";
import { customerChangeBlock } from "~/domain/booking/changes";
import { bookingDateRange, dateError } from "~/domain/booking/dates";
import { getAvailability } from "~/booking/availability.server";
import { orderOfJob } from "~/planning/planning.server";
import type { StoredBooking } from "~/booking/model";
import type { BookingOptions } from "~/booking/context.server";
import { arrivalWindowsOf } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { bookingOptionsFrom, changedNotice } from "~/booking/http.server";
import { type BookingPageWords, bookingPageWords } from "~/content/booking-page";
import { BOOK_AGAIN_TOKEN_PARAM, bookAgainHref } from "~/domain/booking-links";
import { pageStateOf } from "~/domain/booking/page-state";
import { cancelBooking, confirmationUrl, getBookingByToken, rescheduleBooking } from "~/booking/service.server";
import { payForBooking, refreshPayment } from "~/booking/payments.server";
import { jobReportView } from "~/booking/job-report.server";
import type { JobReportView } from "~/domain/job";
import { BodyTooLargeError, readFormBody } from "~/utils/request-body.server";
import { getEnv, paymentMode } from "~/utils/env.server";
import { PaymentPanel, type PaymentView } from "~/components/sections/booking-confirmed/payment-panel";
import { formatLocalStamp } from "~/domain/booking/dates";
import { holdsPlace } from "~/domain/booking/payment";
import { brandTitle, pageMeta } from "~/seo/meta";
import type { CustomerPhotosView, PhotosAnswer } from "~/components/sections/booking-confirmed/customer-photos";
import type * as CustomerSideModule from "~/components/sections/booking-confirmed/customer-side";
import { CUSTOMER_PHOTOS_MAX, takesCustomerPhotos } from "~/domain/photos";
import { addCustomerPhotos, mayAddCustomerPhotos } from "~/photos/customer-photos.server";
import { getPhotoStore } from "~/photos/store.server";
import type { TipAnswer, TipView } from "~/components/sections/booking-confirmed/tip-form";
import { TIP_PERCENTS, tipChoices } from "~/domain/tips";
import { openTipCheckout, paidTipsOf, tipsOpen } from "~/booking/tips.server";
import { getPaymentGateway } from "~/payments/stripe.server";

/**
 * The photos, the job report, the review form and the tip (issue 48) are on few pages (a junk removal or a quote; a
 * job done): their code is not part of the page's own. The server renders them at once; in the browser they come
 * when shown, the server's HTML kept meanwhile (their forms work without JavaScript).
 */
const customerSide: typeof CustomerSideModule | undefined = import.meta.env.SSR
  ? await import("~/components/sections/booking-confirmed/customer-side")
  : undefined;
const loadCustomerSide = () => import("~/components/sections/booking-confirmed/customer-side");
const PhotosSection =
  customerSide?.CustomerPhotosSection ??
  lazy(async () => ({ default: (await loadCustomerSide()).CustomerPhotosSection }));
const TipSection = customerSide?.TipSection ?? lazy(async () => ({ default: (await loadCustomerSide()).TipSection }));
const ReviewForm = customerSide?.ReviewForm ?? lazy(async () => ({ default: (await loadCustomerSide()).ReviewForm }));
const JobReportSection =
  customerSide?.JobReportSection ?? lazy(async () => ({ default: (await loadCustomerSide()).JobReportSection }));

export type BookingPageData = {
  token: string;
  booking: ConfirmationView;
  /** The state's words and parts (app/content/booking-page.ts). */
  words: BookingPageWords;
  manage: ManageView;
  changed: "rescheduled" | "cancelled" | null;
  /** Shown in Checkout mode, and wherever money was paid. */
  payment: PaymentView | null;
  /** "How did we do?", once the job is done (docs/decisions/0032). */
  review: ReviewView | null;
  /** The crew's report, once they pressed Done (docs/decisions/0039). */
  jobReport: JobReportView | null;
  /** The customer's photos of the job, for an order that takes them (issue 48). */
  photos: CustomerPhotosView | null;
  /** A tip for the crew, once the job is done with card payments on, or the thanks for one (issue 48). */
  tip: TipView | null;
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const options = bookingOptionsFrom(context);
  const found = await getBookingByToken(params.token, options);
  if (!found) throw data(null, { status: 404 });
  // Back before Stripe's event: Checkout is asked, so someone who paid never reads "awaiting payment".
  const booking = await refreshPayment(found, options);
  const now = options.now ?? new Date();
  const { week } = getCatalog();
  const cutoffHours = week.changeCutoffHours;
  const search = new URL(request.url).searchParams;
  const changed = changedNotice.read(request);
  const returned = search.get("payment");
  const mode = paymentMode();
  const { payment } = booking;
  const holding = holdsPlace({ ...booking, paymentStatus: payment.status, holdUntil: payment.holdUntil }, now);
  const sent = booking.status === "completed" ? await getStorage().reviews.forBooking(booking.id) : null;
  const until = sent ? editableUntil(sent.createdAt) : null;
  const history = await getStorage().bookings.history(booking.id);
  const block = customerChangeBlock(booking, now, cutoffHours);
  const state = pageStateOf(booking, now);
  const words = bookingPageWords({
    state,
    mode,
    reference: booking.reference,
    firstName: booking.name.split(/\s+/)[0] ?? booking.name,
    dateLabel: formatDateLong(booking.date),
    windowLabel: formatWindow(booking.windowStart, booking.windowEnd),
    moved: history.some((h) => h.action === "rescheduled"),
    paid: payment.paidCents > 0,
    unpriced: booking.totalCents === null,
    cutoff: block === "cutoff",
    cutoffHours,
    hours: hoursPhrase(week),
  });
  // the customer's photos are of an order that takes them, tips of a job done: no read for any other booking
  const photos =
    booking.erasedAt === null && takesCustomerPhotos(booking)
      ? (await getStorage().photos.list(booking.id)).filter((p) => p.phase === "customer")
      : [];
  const tips = booking.status === "completed" ? await paidTipsOf(booking) : null;
  const tipOpen = tipsOpen(booking, { gateway: getPaymentGateway() });
  const askedTip = search.get("tip");
  const pageData: BookingPageData = {
    words,
    tip:
      tips && (tipOpen || tips.netCents > 0)
        ? {
            crew: tips.crew,
            paidCents: tips.netCents,
            open: tipOpen,
            choices: tipChoices(booking.totalCents),
            chosen: askedTip === "other" || TIP_PERCENTS.some((p) => String(p) === askedTip) ? askedTip : null,
            returned: askedTip === "paid",
          }
        : null,
    photos:
      booking.erasedAt === null && (photos.length > 0 || mayAddCustomerPhotos(booking))
        ? {
            photos: photos.map((p) => ({
              id: p.id,
              path: `${confirmationUrl(params.token)}/photos/${p.id}`,
              width: p.width,
              height: p.height,
            })),
            left: mayAddCustomerPhotos(booking) && getPhotoStore() ? CUSTOMER_PHOTOS_MAX - photos.length : null,
            added: search.get("photos") === "added",
            deleted: search.get("photos") === "deleted",
            // theirs to delete until the crew starts (issue 56)
            canDelete: photoKindsDeletable("customer", {
              open: isOpenStatus(booking.status),
              started: Boolean(booking.startedAt),
            }).includes("customer"),
          }
        : null,
    jobReport: await jobReportView(booking, confirmationUrl(params.token)),
    review:
      booking.status === "completed"
        ? {
            sent: sent && { stars: sent.stars, text: sent.text, publish: sent.publish },
            editable: !until || now < until,
            editableUntilLabel: until ? formatDateLong(dateInZone(until)) : null,
            thanks: search.get("review") === "thanks",
            googleReviewUrl: getEnv().GOOGLE_REVIEW_URL ?? null,
          }
        : null,
    token: params.token,
    changed,
    payment:
      mode === "checkout" || payment.paidCents > 0 || payment.status !== "unpaid"
        ? {
            // a hold that ended is expired on the page at once, before the server's sweep marks it so
            status: state === "expired" && payment.status === "pending" ? "expired" : payment.status,
            paidCents: payment.paidCents,
            refundedCents: payment.refundedCents,
            refundDueCents: payment.refundDueCents,
            totalCents: booking.totalCents,
            canPay: mode === "checkout" && holding && booking.totalCents !== null && payment.paidCents === 0,
            holdUntilLabel: payment.holdUntil ? formatLocalStamp(payment.holdUntil) : null,
            returned: returned === "done" || returned === "cancelled" ? returned : null,
          }
        : null,
    manage: {
      block,
      cutoffHours,
      reference: booking.reference,
      date: booking.date,
      windowStart: booking.windowStart,
      range: bookingDateRange(now),
      windows: arrivalWindowsOf(week),
      ...(await moveCalendar(booking, search.get("moveDate"), block === null && words.manage, now, options)),
    },
    booking: {
      reference: booking.reference,
      status: booking.status,
      quote: booking.quote,
      dateLabel: formatDateLong(booking.date),
      windowLabel: formatWindow(booking.windowStart, booking.windowEnd),
      address: booking.address,
      cityName: findCityRef(booking.city)?.name ?? booking.city,
      zip: booking.zip,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      notes: booking.notes,
      quotedCents: booking.quote.total === null ? booking.totalCents : null,
      calendarHref: `${confirmationUrl(params.token)}/calendar.ics`,
      calendarFileName: `northstar-booking-${booking.reference}.ics`,
      // its add-ons and contact filled in too, through this page's own token (issue 48)
      bookAgainHref: `${bookAgainHref(booking)}&${BOOK_AGAIN_TOKEN_PARAM}=${encodeURIComponent(params.token)}`,
    },
  };
  // a change's notice is shown once: the cookie that carried it is cleared
  return data(pageData, changed ? { headers: { "Set-Cookie": changedNotice.clear() } } : undefined);
}

/**
 * The customer's move (issue 55): the windows of the date asked for (`?moveDate=`, else the booking's own) with their
 * places for the booking's own order (its length, services and ZIP), its own job left out; none while it cannot move.
 */
async function moveCalendar(
  booking: StoredBooking,
  asked: string | null,
  open: boolean,
  now: Date,
  options: BookingOptions,
): Promise<Pick<ManageView, "moveDate" | "availability">> {
  const moveDate = asked !== null && dateError(asked, now) === null ? asked : booking.date;
  if (!open || dateError(moveDate, now) !== null) return { moveDate, availability: null };
  const order = orderOfJob(getCatalog(), { ...booking, minutes: booking.jobMinutes ?? null });
  return { moveDate, availability: await getAvailability(moveDate, now, options, order, booking.reference) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  // "Add photos" (issue 48) is the page's one multipart form: its photos are read as they stream
  if (/^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "")) {
    const booking = await getBookingByToken(params.token, bookingOptionsFrom(context));
    if (!booking) throw data(null, { status: 404 });
    const answer = await addCustomerPhotos(request, booking);
    if (answer.status === 200) return redirect(`${confirmationUrl(params.token)}?photos=added#photos-heading`, 303);
    return data<PhotosAnswer>(
      { intent: "photos", error: answer.error ?? "No photo was added." },
      { status: answer.status, headers: answer.headers },
    );
  }
  let form: URLSearchParams;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError) && !(error instanceof TypeError)) throw error;
    return data<ManageAnswer>({ intent: null, errors: { form: "We couldn't read the form. Please try again." } }, 400);
  }
  const options = bookingOptionsFrom(context);
  const intent = form.get("intent");
  const page = confirmationUrl(params.token);
  if (intent === "reschedule") {
    const values = { date: form.get("date") ?? "", window: form.get("window") ?? "" };
    const answer = await rescheduleBooking(params.token, values, options);
    if (answer.status === 200)
      return redirect(page, { status: 303, headers: { "Set-Cookie": changedNotice.set("rescheduled") } });
    if (answer.status === 404) throw data(null, { status: 404 });
    // refused its window: the date's windows for this booking's order, as the refusal read them (issue 55)
    const availability = "availability" in answer ? answer.availability : undefined;
    return data<ManageAnswer>({ intent, errors: answer.errors, values, availability }, answer.status);
  }
  if (intent === "delete-photo") {
    const booking = await getBookingByToken(params.token, options);
    if (!booking) throw data(null, { status: 404 });
    const deleted = await deleteJobPhoto(
      booking,
      Number(form.get("photo")),
      "customer",
      "the customer",
      options.now ?? new Date(),
    );
    if (deleted.ok) return redirect(`${page}?photos=deleted#photos-heading`, 303);
    return data<PhotosAnswer>({ intent: "photos", error: deleted.error }, deleted.status);
  }
  if (intent === "review") {
    const values = {
      stars: form.get("stars") ?? "",
      text: (form.get("text") ?? "").slice(0, 4000),
      publish: form.get("publish") === "yes",
    };
    const answer = await submitReview(params.token, { ...values, publish: form.get("publish") }, { now: options.now });
    if (answer.status === 200) return redirect(`${page}?review=thanks#review`, 303);
    if (answer.status === 404) throw data(null, { status: 404 });
    return data<ReviewAnswer>({ intent, errors: answer.errors, values }, answer.status);
  }
  if (intent === "tip") {
    // "Another amount", or an amount typed at all, is that amount
    const sent = { percent: form.get("percent") ?? "", amount: (form.get("amount") ?? "").slice(0, 20) };
    if (sent.percent === "other" || sent.amount.trim() !== "") form.delete("percent");
    const tip = await openTipCheckout(params.token, form, options);
    if ("url" in tip) return redirect(tip.url, 303);
    if (tip.status === 404) throw data(null, { status: 404 });
    return data<TipAnswer>(
      { intent: "tip", error: tip.error, ...sent },
      { status: tip.status, headers: tip.retryAfterSeconds ? { "Retry-After": String(tip.retryAfterSeconds) } : {} },
    );
  }
  if (intent === "pay") {
    const checkout = await payForBooking(params.token, options);
    if ("url" in checkout) return redirect(checkout.url, 303);
    return data<ManageAnswer>({ intent, errors: { form: checkout.error } }, 409);
  }
  if (intent === "cancel") {
    if (form.get("confirm") !== "yes") return data<ManageAnswer>({ intent, step: "confirm" });
    const answer = await cancelBooking(params.token, options);
    if (answer.status === 200)
      return redirect(page, { status: 303, headers: { "Set-Cookie": changedNotice.set("cancelled") } });
    if (answer.status === 404) throw data(null, { status: 404 });
    return data<ManageAnswer>(
      { intent, errors: answer.status === 403 || answer.status === 429 ? answer.errors : {} },
      answer.status,
    );
  }
  return data<ManageAnswer>({ intent: null, errors: { form: "Please use the buttons on this page." } }, 400);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const cookie = loaderHeaders.get("Set-Cookie");
  // over a limit (a tip's page, issue 56): when to try again
  const retryAfter = actionHeaders.get("Retry-After");
  return {
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": "private, no-store",
    ...(cookie ? { "Set-Cookie": cookie } : {}),
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: brandTitle(`Booking Request ${loaderData.booking.reference}`),
    description: `Your ${site.brand} booking request: reference, services, price and arrival window.`,
    path: `/booking/confirmed/${loaderData.token}`,
    matches,
    noindex: true,
  });
}

export default function BookingConfirmedPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Confirmation
      booking={loaderData.booking}
      words={loaderData.words}
      changed={loaderData.changed}
      payment={
        loaderData.payment ? (
          <PaymentPanel
            view={loaderData.payment}
            error={actionData?.intent === "pay" ? actionData.errors?.form : undefined}
          />
        ) : null
      }
      manage={
        <ManageBooking
          view={loaderData.manage}
          open={loaderData.words.manage}
          answer={
            actionData?.intent === "review" || actionData?.intent === "photos" || actionData?.intent === "tip"
              ? undefined
              : actionData
          }
        />
      }
      review={
        loaderData.review && loaderData.words.review ? (
          <Suspense>
            <ReviewForm view={loaderData.review} answer={actionData?.intent === "review" ? actionData : undefined} />
          </Suspense>
        ) : null
      }
      jobReport={
        loaderData.jobReport ? (
          <Suspense>
            <JobReportSection view={loaderData.jobReport} />
          </Suspense>
        ) : null
      }
      tip={
        loaderData.tip || actionData?.intent === "tip" ? (
          <Suspense>
            <TipSection
              view={
                loaderData.tip ?? { crew: "", paidCents: 0, open: false, choices: [], chosen: null, returned: false }
              }
              answer={actionData?.intent === "tip" ? actionData : undefined}
            />
          </Suspense>
        ) : null
      }
      photos={
        loaderData.photos || actionData?.intent === "photos" ? (
          <Suspense>
            <PhotosSection
              view={loaderData.photos ?? { photos: [], left: null, added: false, deleted: false, canDelete: false }}
              answer={actionData?.intent === "photos" ? actionData : undefined}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
