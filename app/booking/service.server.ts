/**
 * The booking service (docs/decisions/0027): every change a booking can undergo, and nothing else changes one.
 *
 * - `submitBooking`: a new booking (the JSON API and the /booking form alike).
 * - `rescheduleBooking`, `cancelBooking`: the customer, from the booking's own page, until the cut-off.
 *
 * Prices, the week (windows, places, the cut-off) and the service area are the owner's catalog in force
 * (docs/decisions/0038); a new booking records the version it was priced with, and keeps its price after.
 * - `moveBooking`, `setBookingStatus`, `setInternalNote`, `tellOnMyWay`: the owner, from the dashboard.
 * - Payments (docs/decisions/0029) are payments.server.ts's: a new booking's Checkout page is opened there, and a
 *   cancellation's refund is made there.
 *
 * Each is one transaction of the storage (`BookingRepository.apply`, or `create` for a new booking) that writes the
 * change, its history row and its messages: the change is described here (`*Change` below), the recipe is the
 * storage's. Validation and the visitor's messages are here too; the HTTP glue is in http.server.ts. Server only.
 */
import { SMS_CONSENT_TEXT } from "../content/sms";
import { smsNumber } from "../domain/booking/sms-number.server";
import { createHash } from "node:crypto";
import { getCity } from "../content/cities";
import { site } from "../content/site";
import {
  type BookingStatus,
  completableFrom,
  customerChangeBlock,
  isOpenStatus,
  type OnMyWayMinutes,
  STATUS_CHANGES,
} from "../domain/booking/changes";
import { dateInZone, slotError, zonedTimeToInstant } from "../domain/booking/dates";
import { type FieldErrors, HONEYPOT_FIELD } from "../domain/booking/fields";
import { formErrors } from "../domain/booking/order";
import { type BookingInput, bookingInputSchema, fieldErrors, inputToOrderLines } from "../domain/booking/schema.server";
import { type Availability, findWindow, type WindowSlot } from "../domain/booking/windows";
import { serviceAreaMessage } from "../domain/service-area";
import { checkZip } from "../domain/service-area-check";
import { findPromo, priceOrder, type Quote } from "../domain/pricing";
import type { Order as PlannerOrder } from "../domain/planner";
import { jobPlanAgain, newJobPlan } from "../planning/job-plans.server";
import { orderOfJob, plannerOrderOf } from "../planning/planning.server";
import { windowRefusal } from "./availability.server";
import { type Catalog, toMinutes, type Week } from "../domain/catalog";
import { catalogOfVersion } from "../catalog/catalog.server";
import { cancellationRefund, holdEnds, lateCancelFee } from "../domain/booking/payment";
import { countBooking, countRateLimited } from "../metrics/metrics.server";
import { getStorage } from "../storage/storage.server";
import { takesCustomerPhotos } from "../domain/photos";
import {
  type BookingOptions,
  type ChangeBase,
  newChangeId,
  NOT_OPEN_MESSAGE,
  type OwnerOptions,
  resolve,
  type Resolved,
} from "./context.server";
import type { BookingChange, ChangeResult, StoredBooking } from "./model";
import { bookingMessages, type NotifyContext, type StatusEvent } from "./notifications.server";
import { afterCancel, openCheckout } from "./payments.server";
import { findByPageToken, pagePath, pagePathOf, pageTokenOf, tokenHash } from "./page-token.server";

export type { BookingOptions, OwnerOptions };
export { NOT_OPEN_MESSAGE };
export type { Availability, FieldErrors, WindowSlot };

/** The customer's page of a token. */
export const confirmationUrl = pagePath;

/** Valid `Idempotency-Key` values: 1-100 visible ASCII characters. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,100}$/;

export const FIRST_ORDER_MESSAGE = "This code is for first orders only.";
export const PROMO_USED_UP_MESSAGE = "This code has been used as many times as it can be. Please leave it empty.";
export const PROMO_USED_MESSAGE = "You have used this code already: it works once per customer. Please leave it empty.";
export const PRICES_CHANGED_MESSAGE =
  "Prices changed since you opened this page. Please check the new total below, then send the form again.";
export const RATE_LIMIT_MESSAGE = `We've received several bookings from your connection in a short time, so we've paused online booking for it. Please try again later, or call us at ${site.phone} and we'll book you in.`;
export const OPEN_LIMIT_MESSAGE = `You already have several upcoming bookings with us. To add another, please call us at ${site.phone}.`;
/** What a filled honeypot gets: a refusal like any other, telling a bot nothing. */
export const REFUSED_MESSAGE = `We couldn't take this booking online. Please call us at ${site.phone} and we'll book you in.`;
export const CUTOFF_MESSAGE = (hours: number) =>
  `Online changes close ${hours} hours before your arrival window. Please call us at ${site.phone} and we'll help.`;
/** How many changes a customer may make on their booking's page in a day (America/Chicago), docs/decisions/0031. */
export const CUSTOMER_CHANGES_PER_DAY = 5;
export const TOO_MANY_CHANGES_MESSAGE = `This booking has been changed online ${CUSTOMER_CHANGES_PER_DAY} times today, the most we allow in a day. To change it again, please call us at ${site.phone}.`;
/** The customer's changes of today: a booking's page cannot be turned into a mailer. */
const customerLimit = (now: Date) => ({
  max: CUSTOMER_CHANGES_PER_DAY,
  since: zonedTimeToInstant(dateInZone(now), "00:00"),
});

/* ------------------------------------------------------------------------- */
/* Reading                                                                    */
/* ------------------------------------------------------------------------- */

/** The booking of a token, or null (unknown or malformed token). */
export async function getBookingByToken(
  token: string,
  opts: Pick<BookingOptions, "repo"> = {},
): Promise<StoredBooking | null> {
  return findByPageToken(opts.repo ?? getStorage().bookings, token);
}

/* ------------------------------------------------------------------------- */
/* The changes: what each one refuses, writes, records and tells              */
/* ------------------------------------------------------------------------- */

/** To another date and window, capacity-checked like a new booking, while the booking is open. */
export const rescheduleChange = (
  c: ChangeBase & { date: string; windowStart: string; windowEnd: string; capacity: number },
): BookingChange => ({
  ...c,
  action: "rescheduled",
  refuse: (before) => (isOpenStatus(before.status) ? null : "not-open"),
  patch: { date: c.date, windowStart: c.windowStart, windowEnd: c.windowEnd },
  takesPlace: { capacity: c.capacity },
  detail: (before) => `${before.date} ${before.windowStart} → ${c.date} ${c.windowStart}`,
  withdrawReminders: true,
});

/**
 * requested → confirmed → completed, or cancelled from an open state (`STATUS_CHANGES`). A cancellation owes back
 * what was paid (`refund` of the booking as it is), which the server then refunds (`settleRefund`).
 */
export const statusChange = (
  c: ChangeBase & { to: BookingStatus; refund?: (before: StoredBooking) => number },
): BookingChange => ({
  ...c,
  action: c.to,
  refuse: (before) =>
    !STATUS_CHANGES[before.status].includes(c.to)
      ? isOpenStatus(before.status)
        ? "not-allowed"
        : "not-open"
      : // no booking is confirmed while its payment is still under way on Checkout (docs/decisions/0029)
        c.to === "confirmed" && before.payment.status === "pending"
        ? "not-allowed"
        : // nor completed before its day (issue 37)
          c.to === "completed" && completableFrom(before, c.now)
          ? "not-allowed"
          : null,
  patch: (before) => {
    const due = c.refund?.(before) ?? 0;
    return { status: c.to, ...(due > 0 && { payment: { refundDueCents: before.payment.refundDueCents + due } }) };
  },
  detail: (before) => `${before.status} → ${c.to}`,
  // the reminder of a visit that moved, or will not happen, is withdrawn; a confirmed one keeps it
  withdrawReminders: c.to !== "confirmed",
});

/** The owner's own note (blank clears it). */
export const noteChange = (c: ChangeBase & { note: string }): BookingChange => ({
  ...c,
  action: "note",
  patch: { internalNote: c.note.trim() === "" ? null : c.note.trim() },
  detail: () => null,
  withdrawReminders: false,
});

/* ------------------------------------------------------------------------- */
/* A new booking                                                              */
/* ------------------------------------------------------------------------- */

export type SubmitOptions = BookingOptions & {
  /** From the `Idempotency-Key` header or the form's hidden `idempotencyKey` field (1-100 visible ASCII characters). */
  idempotencyKey?: string | null;
  /**
   * Without a key: a secret of the sending browser (the booking form's cookie, docs/decisions/0024). The key is then
   * made of it and the request's details, so the same details sent twice from one browser book once.
   */
  idempotencyScope?: string | null;
};

export type SubmitResult =
  | {
      status: 201;
      reference: string;
      token: string;
      /** The customer's page, "/booking/confirmed/{token}". */
      url: string;
      /** Total in cents, or null for a quote request. */
      total: number | null;
      /** True when this answers a repeated idempotency key (nothing new was stored). */
      replayed: boolean;
      /** The stored booking's id, and whether its order takes the customer's photos (issue 48). */
      bookingId: number;
      takesPhotos: boolean;
      /** Card payments on: the booking waits for its payment on Checkout's page. */
      payment?: { status: "pending"; checkoutUrl: string };
    }
  /** Card payments on, and Checkout could not be opened: the place was given back, nothing is charged. */
  | { status: 503; errors: { form: string } }
  /** Field errors under the form's own field names (app/domain/booking/fields.ts). */
  | { status: 400; errors: FieldErrors }
  /** The window cannot take this order: why, and what it can book instead (`availability`: the date for this order). */
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[]; availability: Availability }
  /** The idempotency key was already used for a different request. */
  | { status: 422; errors: { form: string } }
  /**
   * The form was priced with an earlier catalog, and the catalog in force prices it differently (docs/decisions/0038):
   * nothing stored; the order as priced now.
   */
  | { status: 409; errors: { form: string }; priceChanged: { quote: Quote; version: number } }
  /** Over a per-client or per-customer limit (docs/decisions/0009): nothing stored. */
  | { status: 429; errors: { form: string }; retryAfterSeconds: number };

/** Until the next midnight in America/Chicago (when an upcoming booking may become a past one), in seconds. */
const secondsToNextDay = (now: Date) => {
  const local = new Date(now.toLocaleString("en-US", { timeZone: site.timeZone }));
  return Math.max(60, 24 * 3600 - (local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds()));
};

/** Why a well-formed ZIP is refused (outside the service area, with our phone number), or null. */
function outOfAreaMessage(zip: string, serviceArea: Catalog["serviceArea"]): string | null {
  const area = checkZip(zip, serviceArea);
  if (!area || area.served) return null; // malformed: the schema says so
  return serviceAreaMessage(area, (slug) => getCity(slug)?.name ?? slug, site.phone);
}

const hashInput = (input: BookingInput) => createHash("sha256").update(JSON.stringify(input)).digest("base64url");
/** The key of a request sent without one, from a browser's secret: `b:` and 43 characters (IDEMPOTENCY_KEY_RE). */
const scopedKey = (scope: string, requestHash: string) =>
  `b:${createHash("sha256").update(`${scope}\n${requestHash}`).digest("base64url")}`;

const created = (booking: StoredBooking, replayed: boolean): SubmitResult => ({
  status: 201,
  reference: booking.reference,
  token: pageTokenOf(booking.reference),
  url: pagePathOf(booking.reference),
  total: booking.totalCents,
  replayed,
  bookingId: booking.id,
  takesPhotos: takesCustomerPhotos(booking),
});

const keyMismatch: SubmitResult = {
  status: 422,
  errors: { form: "This booking form was already sent with different details. Please reload the page and try again." },
};

/**
 * Validates, re-prices (any price sent by the browser is ignored), checks the clock (date in range, same-day window
 * ≥ 2 hours ahead), the promo's first-order rule and the window's capacity, then stores the booking with its
 * e-mails. Never throws for a visitor's mistake; storage failures do throw.
 *
 * - 201: stored (or replayed for a repeated idempotency key).
 * - 400: field errors (see `fieldErrors` for the keys); nothing stored.
 * - 409: the window cannot take this order; `errors.window` says why and `availableWindows` lists the windows of that
 *   date the same order can book (issue 55).
 * - 422: the idempotency key was already used for a different request.
 * - 429: over a per-client or per-customer limit.
 */
export async function submitBooking(input: unknown, opts: SubmitOptions = {}): Promise<SubmitResult> {
  const r = resolve(opts);
  const answer = await submit(input, opts, r);
  // Card payments on: a priced booking is paid on Checkout's page before it is confirmed (docs/decisions/0029).
  if (answer.status !== 201 || !r.gateway) return answer;
  const booking = await r.repo.findByReference(answer.reference);
  if (booking?.payment.status !== "pending") return answer;
  const checkout = await openCheckout(booking, r, r.gateway);
  if ("error" in checkout) return { status: 503, errors: { form: checkout.error } };
  return { ...answer, payment: { status: "pending", checkoutUrl: checkout.url } };
}

async function submit(input: unknown, opts: SubmitOptions, r: Resolved): Promise<SubmitResult> {
  const { repo, capacity, now, limiter, openPerCustomer, clientIp, catalog, mail } = r;
  const today = dateInZone(now);
  const sentKey = opts.idempotencyKey ?? undefined;
  if (sentKey !== undefined && !IDEMPOTENCY_KEY_RE.test(sentKey))
    return {
      status: 400,
      errors: { form: "The idempotency key must be 1 to 100 visible ASCII characters." },
    };

  // The honeypot: a field people never see or fill. Filled: nothing is stored.
  const honeypot = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: 400, errors: { form: REFUSED_MESSAGE } };

  // The service area (docs/decisions/0010): reported with the other field errors, so a visitor fixes everything at
  // once.
  const zip = (input as { zip?: unknown } | null)?.zip;
  const outOfArea = outOfAreaMessage(typeof zip === "string" ? zip.trim() : "", catalog.serviceArea);
  const parsed = bookingInputSchema(catalog, today).safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, input);
    if (outOfArea && !Object.hasOwn(errors, "zip")) errors.zip = outOfArea;
    return { status: 400, errors };
  }
  if (outOfArea) return { status: 400, errors: { zip: outOfArea } };
  const data = parsed.data;
  const requestHash = hashInput(data);
  const key = sentKey ?? (opts.idempotencyScope ? scopedKey(opts.idempotencyScope, requestHash) : undefined);

  // A retry of a stored request answers as the first time did, even if the clock has moved on since.
  if (key !== undefined) {
    const previous = await repo.findByIdempotencyKey(key);
    if (previous) return previous.requestHash === requestHash ? created(previous.booking, true) : keyMismatch;
  }

  const slot = slotError(data.date, data.window, now, catalog.week);
  if (slot) return { status: 400, errors: { [slot.field]: slot.message } };

  const lines = inputToOrderLines(data);
  const order = { lines, bundleId: data.bundle, promoCode: data.promoCode, isFirstOrder: true, today };
  const plannerOrder = plannerOrderOf(catalog, order, data.zip);
  const priced = priceOrder(order, catalog);
  if (!priced.ok) return { status: 400, errors: formErrors(priced.errors, lines, data.bundle !== undefined) };
  const { quote } = priced;
  // A form opened before a change of the catalog: never a price the customer did not see (docs/decisions/0038).
  if (data.catalogVersion !== undefined && data.catalogVersion !== catalog.version) {
    const seen = await catalogOfVersion(data.catalogVersion);
    const then = seen ? priceOrder(order, seen) : null;
    if (!then?.ok || JSON.stringify(then.quote) !== JSON.stringify(quote))
      return {
        status: 409,
        errors: { form: PRICES_CHANGED_MESSAGE },
        priceChanged: { quote, version: catalog.version },
      };
  }
  const promo = quote.appliedPromoCode ? findPromo(catalog, quote.appliedPromoCode) : undefined;

  // Counted only now, for a booking that could be stored; given back below when it is not.
  const limit = await limiter.take(clientIp);
  if (!limit.allowed)
    return { status: 429, errors: { form: RATE_LIMIT_MESSAGE }, retryAfterSeconds: limit.retryAfterSeconds };

  const result = await repo
    .create({
      tokenHashOf: (reference) => tokenHash(pageTokenOf(reference)),
      booking: {
        date: data.date,
        windowStart: data.window,
        windowEnd: findWindow(catalog.week, data.window)!.end,
        bundleId: data.bundle ?? null,
        lines,
        quote,
        promoCode: quote.appliedPromoCode,
        city: data.city,
        address: data.address,
        zip: data.zip,
        name: data.name,
        phone: data.phone,
        email: data.email,
        notes: data.notes ?? null,
        // the consent to texts, as given (docs/decisions/0035); the schema checked the number
        sms: data.smsConsent
          ? { phone: smsNumber(data.phone)!, consentAt: now.toISOString(), consentText: SMS_CONSENT_TEXT }
          : null,
        // Paid on Checkout: the place is kept while the customer pays, and the e-mails wait for the money.
        ...(r.gateway && quote.total !== null && { holdUntil: holdEnds(now, r.holdMinutes).toISOString() }),
        catalogVersion: catalog.version,
      },
      capacity,
      requireFirstOrder: promo?.firstOrderOnly === true,
      promo: promo && { code: promo.code, maxUses: promo.maxUses, oncePerCustomer: promo.oncePerCustomer },
      idempotency: key === undefined ? undefined : { key, requestHash },
      openLimit: { max: openPerCustomer, today: dateInZone(now) },
      // planning on: the job planned onto a crew that can keep it, or refused as a full window (docs/decisions/0044)
      plan: newJobPlan(
        catalog,
        data.date,
        plannerOrder,
        { start: toMinutes(data.window), end: toMinutes(findWindow(catalog.week, data.window)!.end) },
        now,
      ),
      messages: (booking) =>
        booking.payment.status === "pending" ? [] : bookingMessages("created", booking, { ...mail, now }),
      now,
    })
    .catch(async (error: unknown) => {
      await limit.release();
      throw error;
    });
  if (result.kind !== "created") await limit.release();

  switch (result.kind) {
    case "created":
      countBooking();
      return created(result.booking, false);
    case "replayed":
      return created(result.booking, true);
    case "idempotency-mismatch":
      return keyMismatch;
    case "not-first-order":
      return { status: 400, errors: { promoCode: FIRST_ORDER_MESSAGE } };
    case "promo-used-up":
      return { status: 400, errors: { promoCode: PROMO_USED_UP_MESSAGE } };
    case "promo-used":
      return { status: 400, errors: { promoCode: PROMO_USED_MESSAGE } };
    case "too-many-open":
      countRateLimited("booking-open");
      return { status: 429, errors: { form: OPEN_LIMIT_MESSAGE }, retryAfterSeconds: secondsToNextDay(now) };
    case "window-full": {
      // why, in words, and only what this very order can book instead (issue 55)
      const refusal = await windowRefusal(data.date, data.window, now, { repo, capacity, catalog }, plannerOrder);
      return {
        status: 409,
        errors: { window: refusal.message },
        availableWindows: refusal.availableWindows,
        availability: refusal.availability,
      };
    }
  }
}

/* ------------------------------------------------------------------------- */
/* The customer's changes, from the booking's own page (docs/decisions/0012)  */
/* ------------------------------------------------------------------------- */

export type ChangeOptions = BookingOptions & {
  /** Default: `CHANGE_CUTOFF_HOURS`. */
  cutoffHours?: number;
};

export type ChangeAnswer =
  | { status: 200; booking: StoredBooking }
  | { status: 400; errors: FieldErrors }
  /** Unknown token or reference. */
  | { status: 404 }
  /** Past the cut-off, or no longer open: the customer phones. */
  | { status: 403; errors: { form: string } }
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[]; availability: Availability }
  /** The customer's changes of the day are used up: they phone. */
  | { status: 429; errors: { form: string } };

/** The messages of a change, `by` whom (the owner's e-mail, or "the customer"). */
const messagesOf =
  (event: StatusEvent, ctx: Omit<NotifyContext, "previous">) => (after: StoredBooking, before: StoredBooking) =>
    bookingMessages(event, after, {
      ...ctx,
      previous: { date: before.date, windowStart: before.windowStart, windowEnd: before.windowEnd },
    });

/** The answer to a change the storage applied (or refused); `to`: the date and window a move asked for. */
async function answerOf(
  result: ChangeResult,
  to: { date: string; windowStart: string; except?: string },
  now: Date,
  opts: BookingOptions,
  order?: PlannerOrder,
): Promise<ChangeAnswer> {
  switch (result.kind) {
    case "changed":
      return { status: 200, booking: result.booking };
    case "not-found":
      return { status: 404 };
    case "too-many-changes":
      countRateLimited("booking-changes");
      return { status: 429, errors: { form: TOO_MANY_CHANGES_MESSAGE } };
    case "window-full": {
      const refusal = await windowRefusal(to.date, to.windowStart, now, opts, order, to.except);
      return {
        status: 409,
        errors: { window: refusal.message },
        availableWindows: refusal.availableWindows,
        availability: refusal.availability,
      };
    }
    default:
      return { status: 403, errors: { form: NOT_OPEN_MESSAGE } };
  }
}

/** The new date and window of a move, checked like a new booking's; or the answer that refuses them. */
function newSlot(booking: StoredBooking, input: { date?: unknown; window?: unknown }, now: Date, week: Week) {
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const window = typeof input.window === "string" ? input.window.trim() : "";
  const slot = slotError(date, window, now, week);
  if (slot) return { answer: { status: 400, errors: { [slot.field]: slot.message } } as const };
  if (date === booking.date && window === booking.windowStart)
    return {
      answer: { status: 400, errors: { window: "That is the time you already have. Please pick another." } } as const,
    };
  return { date, windowStart: window, windowEnd: findWindow(week, window)!.end };
}

/** Why the booking cannot be changed now (closed, or past the cut-off), as an answer; or null. */
function blockedAnswer(booking: StoredBooking, now: Date, cutoffHours: number): ChangeAnswer | null {
  const block = customerChangeBlock(booking, now, cutoffHours);
  if (!block) return null;
  return { status: 403, errors: { form: block === "cutoff" ? CUTOFF_MESSAGE(cutoffHours) : NOT_OPEN_MESSAGE } };
}

/** The booking of `token` when its customer may change it now, or the answer that says why not. */
async function customerBooking(token: string, opts: ChangeOptions) {
  const { repo, now, catalog } = resolve(opts);
  const booking = await findByPageToken(repo, token);
  if (!booking) return { answer: { status: 404 } as const };
  const answer = blockedAnswer(booking, now, opts.cutoffHours ?? catalog.week.changeCutoffHours);
  return answer ? { answer } : { booking };
}

/** Moves the booking of `token` to another date and window, with the rules of a new booking. */
export async function rescheduleBooking(
  token: string,
  input: { date?: unknown; window?: unknown },
  opts: ChangeOptions = {},
): Promise<ChangeAnswer> {
  const found = await customerBooking(token, opts);
  if (found.answer) return found.answer;
  return move(found.booking, input, "customer", opts);
}

/** Cancels the booking of `token`: its place is free at once, and the owner is told. */
export async function cancelBooking(token: string, opts: ChangeOptions = {}): Promise<ChangeAnswer> {
  const found = await customerBooking(token, opts);
  if (found.answer) return found.answer;
  const r = resolve(opts);
  const { repo, now, mail } = r;
  // Before the cut-off: all that was paid comes back.
  const refund = (before: StoredBooking) => cancellationRefund(before.payment, 0);
  const change = statusChange({
    id: found.booking.id,
    to: "cancelled",
    actor: "customer",
    now,
    limit: customerLimit(now),
    refund,
    messages: (after, before) =>
      messagesOf("cancelled", {
        ...mail,
        now,
        by: "the customer",
        changeId: newChangeId(),
        refundCents: refund(before),
      })(after, before),
  });
  const result = await repo.apply(change);
  if (result.kind === "changed") await afterCancel(found.booking, result.booking, r);
  return answerOf(result, { date: found.booking.date, windowStart: found.booking.windowStart }, now, opts);
}

/** A move by the customer or the owner: the new place is taken and the old one freed in one change. */
async function move(
  booking: StoredBooking,
  input: { date?: unknown; window?: unknown },
  actor: string,
  opts: BookingOptions,
): Promise<ChangeAnswer> {
  const { repo, capacity, now, mail, catalog } = resolve(opts);
  const slot = newSlot(booking, input, now, catalog.week);
  if (slot.answer) return slot.answer;
  const by = actor === "customer" ? "the customer" : actor;
  const change = rescheduleChange({
    id: booking.id,
    ...slot,
    capacity,
    actor,
    now,
    limit: actor === "customer" ? customerLimit(now) : undefined,
    messages: messagesOf("rescheduled", { ...mail, now, by, changeId: newChangeId() }),
    // planned afresh in its new window (docs/decisions/0044): when no crew can keep it there, it stays where it was
    plan: jobPlanAgain(catalog, slot.date, { start: slot.windowStart, end: slot.windowEnd }, now),
  });
  // the windows that fit it, for the same order the plan was made with (its own length, its bundle's extras)
  const order = orderOfJob(catalog, { ...booking, minutes: booking.jobMinutes ?? null });
  return answerOf(
    await repo.apply(change),
    { date: slot.date, windowStart: slot.windowStart, except: booking.reference },
    now,
    { repo, capacity, catalog },
    order,
  );
}

/* ------------------------------------------------------------------------- */
/* The owner's changes, from the dashboard (docs/decisions/0013)              */
/* ------------------------------------------------------------------------- */

/** The booking of a reference, for the owner. */
export async function getBookingByReference(reference: string, opts: Pick<BookingOptions, "repo"> = {}) {
  return (opts.repo ?? getStorage().bookings).findByReference(reference);
}

/**
 * Moves a booking to another date and window (capacity-checked like a customer's move, but with no cut-off: until
 * its window has started); the customer is e-mailed the new time.
 */
export async function moveBooking(
  booking: StoredBooking,
  input: { date?: unknown; window?: unknown },
  opts: OwnerOptions,
): Promise<ChangeAnswer> {
  return blockedAnswer(booking, resolve(opts).now, 0) ?? move(booking, input, opts.actor, opts);
}

/**
 * Confirms, completes or cancels a booking (`STATUS_CHANGES`); the customer is e-mailed (the owner, who made the
 * change, is not).
 */
export async function setBookingStatus(
  booking: StoredBooking,
  to: "confirmed" | "completed" | "cancelled",
  opts: OwnerOptions & {
    /** A cancellation inside the cut-off keeps the late-cancellation fee (`LATE_CANCEL_FEE_PERCENT`). */
    keepFee?: boolean;
    cutoffHours?: number;
  },
): Promise<ChangeResult> {
  const r = resolve(opts);
  const { repo, now, mail } = r;
  const late = customerChangeBlock(booking, now, opts.cutoffHours ?? r.catalog.week.changeCutoffHours) === "cutoff";
  const refund = (before: StoredBooking) =>
    cancellationRefund(
      before.payment,
      opts.keepFee && late ? lateCancelFee(before.payment.paidCents, r.feePercent) : 0,
    );
  const result = await repo.apply(
    statusChange({
      id: booking.id,
      to,
      actor: opts.actor,
      now,
      ...(to === "cancelled" && { refund }),
      messages: (after, before) =>
        messagesOf(to, { ...mail, now, by: opts.actor, refundCents: to === "cancelled" ? refund(before) : 0 })(
          after,
          before,
        ).filter((m) => m.audience === "customer"),
    }),
  );
  if (result.kind === "changed" && to === "cancelled") await afterCancel(booking, result.booking, r);
  return result;
}

/** Sets (or clears, when blank) the owner's note, recorded in the booking's history. */
export async function setInternalNote(booking: StoredBooking, note: string, opts: OwnerOptions): Promise<ChangeResult> {
  const { repo, now } = resolve(opts);
  return repo.apply(noteChange({ id: booking.id, note, actor: opts.actor, now }));
}

/** The history's action of "On my way". */
export const ON_MY_WAY_ACTION = "on my way";

/**
 * "On my way" (docs/decisions/0035): the customer is texted (when they asked for texts) and e-mailed that the crew
 * arrives in about `minutes`; once per booking per day (America/Chicago), whoever presses it; recorded in the history.
 */
export async function tellOnMyWay(
  booking: StoredBooking,
  minutes: OnMyWayMinutes,
  opts: OwnerOptions,
): Promise<ChangeResult> {
  const { repo, now, mail } = resolve(opts);
  return repo.apply({
    id: booking.id,
    actor: opts.actor,
    now,
    action: ON_MY_WAY_ACTION,
    // an erased customer has no address to tell
    refuse: (before) => (isOpenStatus(before.status) && !before.erasedAt ? null : "not-open"),
    patch: {},
    limit: { max: 1, since: zonedTimeToInstant(dateInZone(now), "00:00"), sameAction: true },
    detail: () => `arriving in about ${minutes} minutes`,
    withdrawReminders: false,
    messages: (after) => bookingMessages("on-my-way", after, { ...mail, now, etaMinutes: minutes }),
  });
}
