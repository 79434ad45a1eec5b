/**
 * /booking: our own booking form (default), or the third-party widget
 * full-page when the BOOKING_WIDGET_* settings are present (embed mode).
 *
 * Server-rendered (it depends on the query string and the runtime settings);
 * the plain path is the same for everyone all day, so the server keeps it
 * (docs/decisions/0024). The form posts to this route's action, which shares the
 * one booking service and schema with `POST /api/bookings`; the schema (zod) is
 * used by the action only, so it stays out of the browser bundle. The form's own
 * code reaches the browser at the visitor's first interaction
 * (docs/decisions/0026).
 */
import { lazy, memo, Suspense, useEffect, useState } from "react";
import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import type { Route } from "./+types/booking";
import type * as BookingFormModule from "~/components/sections/booking/booking-form";
import { BookingWidget } from "~/components/sections/booking/booking-widget";
import type { BookingActionData, BookingEmbedData, BookingFormData } from "~/components/sections/booking/types";
import { site } from "~/content/site";
import { SUBMIT_FAILED_MESSAGE, SUBMIT_UNSENT_MESSAGE } from "~/domain/booking/fields";
import { bookingDateRange, dateError } from "~/domain/booking/dates";
import type { FieldErrors } from "~/domain/booking/fields";
import {
  formValuesAsSent,
  formValuesFrom,
  prefillFromQuery,
  valuesToInput,
  withBookingToRepeat,
} from "~/domain/booking/form";
import { calendarOrderOf } from "~/domain/booking/order";
import { arrivalWindowsOf, type Availability, hoursPhrase } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { dateInZone } from "~/domain/booking/dates";
import {
  bookingSecretCookieFor,
  bookingSecretOf,
  keptForTheDay,
  keptPageHeaders,
  newBookingSecretCookie,
} from "~/booking/browser-secret.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { getAvailability } from "~/booking/availability.server";
import { getBookingByToken, IDEMPOTENCY_KEY_RE, RATE_LIMIT_MESSAGE, submitBooking } from "~/booking/service.server";
import { bookingFormLimiter } from "~/booking/limits.server";
import { getLogger } from "~/utils/logger.server";
import { BodyTooLargeError, readFormBody } from "~/utils/request-body.server";
import { keepCustomerPhotos, readCustomerUpload } from "~/photos/customer-photos.server";
import type { ProcessedUpload } from "~/photos/photos.server";
import { getPhotoStore } from "~/photos/store.server";
import { bookingWidget, getEnv, paymentMode } from "~/utils/env.server";
import { bookingDescription, bookingPaymentWords } from "~/content/payment";
import { firstInteraction } from "~/lib/first-interaction";
import { BOOK_AGAIN_TOKEN_PARAM, widgetFrameUrl } from "~/domain/booking-links";
import { brandTitle, pageMeta } from "~/seo/meta";

/**
 * The form (docs/decisions/0026): in the server's render; in the browser, loaded before a client-side visit renders
 * (the clientLoader), while a document that starts here keeps the server's form, which works without JavaScript,
 * until the visitor first touches, clicks, types or scrolls.
 */
let formModule: typeof BookingFormModule | undefined = import.meta.env.SSR
  ? await import("~/components/sections/booking/booking-form")
  : undefined;
const loadForm = async () => (formModule ??= await import("~/components/sections/booking/booking-form"));
const DeferredForm = lazy(async () => {
  await firstInteraction();
  try {
    return { default: (await loadForm()).BookingForm };
  } catch {
    // The code could not come (offline, or a new release replaced it): the server's form, which works without
    // JavaScript, stays as it is.
    return new Promise<never>(() => {});
  }
});

/** The page's words about paying, in the mode the server runs in (docs/decisions/0029). */
const paymentCopy = () =>
  bookingPaymentWords(paymentMode(), getEnv().PAYMENT_HOLD_MINUTES, hoursPhrase(getCatalog().week));

/** The browser secret of a form sent without JavaScript (docs/decisions/0024): a visitor without one gets one. */
const secretCookieFor = (request: Request) => bookingSecretCookieFor(request.headers.get("Cookie"));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = bookingOptionsFrom(context).now ?? new Date();
  // Without a query string, the page is the same for every visitor of the day, but the cookie: the server keeps it
  // whole (docs/decisions/0024).
  const kept = url.search === "" ? keptForTheDay(now) : {};
  const widget = bookingWidget();
  if (widget)
    return data<BookingFormData | BookingEmbedData>(
      {
        mode: "embed",
        scriptUrl: widget.scriptUrl,
        styleUrl: widget.styleUrl,
        // only the order's and the place's prefill: never a page token (issue 56)
        frameSrc: widgetFrameUrl(widget.frameUrl, url.searchParams),
      },
      { headers: kept },
    );
  const catalog = getCatalog();
  const { values, ignored } = prefillFromQuery(url.searchParams, catalog);
  // "Book again" (issue 48): the booking of the link's page token gives its add-ons and contact too
  const token = url.searchParams.get(BOOK_AGAIN_TOKEN_PARAM);
  const again = token ? await getBookingByToken(token, bookingOptionsFrom(context)) : null;
  return data<BookingFormData | BookingEmbedData>(
    {
      mode: "form",
      prefill: again && again.erasedAt === null ? withBookingToRepeat(values, again) : values,
      ignored,
      range: bookingDateRange(now),
      windows: arrivalWindowsOf(catalog.week),
      catalog,
      today: dateInZone(now),
      payment: paymentCopy(),
      photos: getPhotoStore() !== null,
    },
    { headers: { ...kept, ...secretCookieFor(request) } },
  );
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Without the form's code (offline, or a new release replaced it), the page is loaded whole from the server.
  const [loaded] = await Promise.all([serverLoader(), loadForm().catch(() => window.location.assign(request.url))]);
  return loaded;
}

export async function action({ request, context }: Route.ActionArgs) {
  const options = bookingOptionsFrom(context);
  const now = options.now ?? new Date();
  // The form with its photos (issue 48) is multipart: read as it streams, each photo's file written as it arrives.
  const multipart = /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");
  // Its posts counted per address before a byte is read (issue 56): photos take the server's time, whoever sends them.
  if (multipart) {
    const gate = await bookingFormLimiter().take(options.clientIp ?? "unknown");
    if (!gate.allowed) {
      const answer: BookingActionData = {
        status: 429,
        values: formValuesFrom(new URLSearchParams(), getCatalog()),
        errors: { form: RATE_LIMIT_MESSAGE },
        idempotencyKey: "",
        availability: null,
      };
      return data(answer, { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } });
    }
  }
  // A price preview (`?intent=price`, no JavaScript) reads its photos past, decoding none (issue 56).
  const previewOnly = new URL(request.url).searchParams.get("intent") === "price";
  let form: URLSearchParams;
  let photos: ProcessedUpload[] = [];
  let photosRefused: { status: number; message: string; headers?: Record<string, string> } | null = null;
  try {
    if (multipart) {
      const upload = await readCustomerUpload(request, { previewOnly });
      form = upload.form;
      if (upload.ok) photos = upload.photos;
      else photosRefused = upload;
    } else form = await readFormBody(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError) && !(error instanceof TypeError)) throw error;
    const tooLarge = error instanceof BodyTooLargeError;
    const answer: BookingActionData = {
      status: tooLarge ? 413 : 400,
      values: formValuesFrom(new URLSearchParams(), getCatalog()),
      errors: {
        form: tooLarge
          ? "The form was too large to send. Please shorten your notes and try again."
          : "We couldn't read the form. Please try again.",
      },
      idempotencyKey: "",
      availability: null,
    };
    return data(answer, { status: answer.status, headers: secretCookieFor(request) });
  }

  const catalog = getCatalog();
  const values = formValuesFrom(form, catalog);
  // With JavaScript the form has its own key; without, the browser's secret scopes one made of the details.
  const sentKey = form.get("idempotencyKey") ?? "";
  const idempotencyKey = IDEMPOTENCY_KEY_RE.test(sentKey) ? sentKey : "";
  const secret = idempotencyKey ? null : bookingSecretOf(request.headers.get("Cookie"));
  const cookie: Record<string, string> = idempotencyKey || secret ? {} : { "Set-Cookie": newBookingSecretCookie() };
  // the places of the sent date for this very order (issue 55): the windows the page then offers are bookable with it
  const calendar = calendarOrderOf(values, catalog);
  const availabilityOf = async (date: string): Promise<Availability | null> =>
    dateError(date, now) === null ? getAvailability(date, now, options, calendar?.order) : null;
  const answer = async (
    status: number,
    errors: FieldErrors,
    headers: Record<string, string> = {},
    extra: Partial<BookingActionData> = {},
  ) => {
    const body: BookingActionData = {
      status,
      values,
      errors,
      idempotencyKey,
      availability: await availabilityOf(values.date),
      // photos sent with a form that was not booked are not kept: the form asks for them again
      photosDropped: photos.length,
      ...extra,
    };
    return data(body, { status, headers: { "Cache-Control": "no-store", ...cookie, ...headers } });
  };

  // Photos refused (not a photo, more than 10, over 15 MB): nothing of them was kept, nothing is booked.
  if (photosRefused)
    return answer(photosRefused.status, { photos: photosRefused.message }, photosRefused.headers ?? {});
  // Without JavaScript, "Update the price" re-renders the form with the server's price of what was chosen.
  if (previewOnly || form.get("intent") === "price") {
    await keepCustomerPhotos(null, photos);
    return answer(200, {});
  }

  const input = { ...valuesToInput(values, catalog), catalogVersion: form.get("catalogVersion") ?? undefined };
  let handedOver = false;
  try {
    const result = await submitBooking(input, {
      ...options,
      idempotencyKey: idempotencyKey || null,
      idempotencyScope: secret,
    });
    // the photos are kept once the booking is, for an order that takes them; a replay's were kept the first time,
    // and a refused form's are deleted (the form says to choose them again). The booking stands even when keeping
    // them fails: the customer can add them from their page.
    const keepFor = result.status === 201 && !result.replayed && result.takesPhotos ? result.bookingId : null;
    handedOver = true;
    await keepCustomerPhotos(keepFor, photos).catch((error: unknown) =>
      getLogger().error({ err: error }, "/booking action: the customer's photos could not be kept"),
    );
    // A new secret after each booking: the same details booked again later are a new booking. With card payments
    // on, the visitor goes on to Checkout's page (a 303, so it works without JavaScript too).
    if (result.status === 201)
      return redirect(result.payment?.checkoutUrl ?? result.url, {
        status: result.payment ? 303 : 302,
        headers: { "Set-Cookie": newBookingSecretCookie() },
      });
    // Over a limit: the form again, with the friendly message (and our phone number) at its top.
    if (result.status === 429) return answer(429, result.errors, { "Retry-After": String(result.retryAfterSeconds) });
    // Prices changed since the page was opened: the form again, with the catalog in force and the notice.
    if ("priceChanged" in result) return answer(409, result.errors, {}, { catalog: getCatalog() });
    // The window refused: its date's places for this order, as the refusal read them (issue 55).
    if ("availability" in result) return answer(409, result.errors, {}, { availability: result.availability });
    return answer(result.status, result.errors);
  } catch (error) {
    if (!handedOver) await keepCustomerPhotos(null, photos).catch(() => {});
    getLogger().error({ err: error }, "/booking action: storage failure");
    return answer(503, {
      form: `We couldn't save your booking just now. Please try again in a moment, or call us at ${site.phone}.`,
    });
  }
}

/**
 * With JavaScript, a submit the server never answered (the network failed) or answered with an error page (a 5xx it
 * did not word) is the form again with a message at its top, everything typed kept (issue 55): never the route's error
 * page, never nothing. Redirects (booked, or on to Checkout) go on as they are.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const answered = isRouteErrorResponse(error);
    const refusal: BookingActionData = {
      status: answered ? error.status : 0,
      values: formValuesAsSent(sent),
      errors: { form: answered ? SUBMIT_FAILED_MESSAGE : SUBMIT_UNSENT_MESSAGE },
      idempotencyKey: String(sent.get("idempotencyKey") ?? ""),
      availability: null,
    };
    return refusal;
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  // Never cached by the browser or a proxy: the response may set the visitor's cookie (docs/decisions/0024); the
  // server may keep it for everyone, as the loader declares. Over a limit, the action says when to
  // retry.
  const kept = keptPageHeaders(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...kept, ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Book Online"),
    // the embedded widget's own flow says how it is paid; the form's words are the server's mode's
    description: loaderData?.mode === "form" ? loaderData.payment.description : bookingDescription(),
    path: "/booking",
    matches,
  });
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.mode === "embed")
    return (
      <BookingWidget scriptUrl={loaderData.scriptUrl} styleUrl={loaderData.styleUrl} frameSrc={loaderData.frameSrc} />
    );
  // A new query string (another booking link) starts a fresh form; a submit keeps what was typed.
  return <FormSlot key={location.search} data={loaderData} actionData={actionData as BookingActionData | undefined} />;
}

/**
 * The form in its Suspense boundary. While the browser waits for the form's code, the boundary keeps the server's
 * HTML; memo keeps it from re-rendering meanwhile (new props would make React drop that HTML for the fallback).
 */
const FormSlot = memo(function FormSlot(props: Parameters<typeof BookingFormModule.BookingForm>[0]) {
  // Chosen once: the form itself when its code is here (the server, a client-side visit), else the deferred one.
  const [Form] = useState(() => formModule?.BookingForm ?? DeferredForm);
  // The answer to a form sent before the code came (no JavaScript yet): the visitor is booking, load it now.
  const answered = props.actionData !== undefined;
  useEffect(() => {
    if (answered) void firstInteraction(true);
  }, [answered]);
  return (
    <Suspense>
      <Form {...props} />
    </Suspense>
  );
});
