/**
 * The booking service (docs/decisions/0027): every change a booking can undergo, and nothing else changes one.
 *
 * - `submitBooking`: a new booking (the JSON API and the /booking form alike).
 * - `rescheduleBooking`, `cancelBooking`: the customer, from the booking's own page, until the cut-off.
 * - `moveBooking`, `setBookingStatus`, `setInternalNote`: the owner, from the dashboard.
 * - Payments (docs/decisions/0029): `payForBooking` and `refreshPayment` (the customer), `handlePaymentWebhook`
 *   (Stripe), `settleHoldsAndRefunds` (the server, every half minute), `priceQuote`, `refundBooking` and
 *   `recordPayment` (the owner).
 *
 * Each is one transaction of the storage (`BookingRepository.apply`, or `create` for a new booking) that writes the
 * change, its history row and its messages: the change is described here (`*Change` below), the recipe is the
 * storage's. Validation and the visitor's messages are here too; the HTTP glue is in http.server.ts. Server only.
 */
import { SMS_CONSENT_TEXT } from "../content/sms";
import { smsNumber } from "../domain/booking/sms-number.server";
import { createHash, randomBytes } from "node:crypto";
import { getCity } from "../content/cities";
import { site } from "../content/site";
import {
  type BookingStatus,
  customerChangeBlock,
  isOpenStatus,
  type OnMyWayMinutes,
  STATUS_CHANGES,
} from "../domain/booking/changes";
import { dateInZone, slotError, windowsForDate, zonedTimeToInstant } from "../domain/booking/dates";
import { type FieldErrors, HONEYPOT_FIELD } from "../domain/booking/fields";
import { formErrors } from "../domain/booking/order";
import { type BookingInput, bookingInputSchema, fieldErrors, inputToOrderLines } from "../domain/booking/schema.server";
import {
  type Availability,
  effectiveCapacity,
  findWindow,
  type WindowSlot,
  windowSlot,
} from "../domain/booking/windows";
import { serviceAreaMessage } from "../domain/service-area";
import { checkZip } from "../domain/service-area-check";
import { priceOrder } from "../domain/pricing";
import {
  cancellationRefund,
  checkoutLineItems,
  holdEnds,
  holdsPlace,
  lateCancelFee,
  statusAfterRefund,
} from "../domain/booking/payment";
import { formatCents } from "../domain/money";
import { getPaymentGateway, type PaymentEvent, type PaymentGateway } from "../payments/stripe.server";
import type { BookingRepository } from "../storage/bookings.server";
import { getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";
import { getLogger } from "../utils/logger.server";
import { defaultBookingLimiter, type SubmissionLimiter } from "./limits.server";
import type { BookingChange, ChangeResult, OutboxMessage, StoredBooking } from "./model";
import { bookingMessages, type NotifyContext, paymentMessages, type StatusEvent } from "./notifications.server";
import { findByPageToken, pagePath, pagePathOf, pageTokenOf, tokenHash } from "./page-token.server";

export type { Availability, FieldErrors, WindowSlot };

/** Where the service stores bookings, how many per window, and what time it is. All optional. */
export type BookingOptions = {
  /** Default: the process's storage (SQLite at `DATABASE_PATH`, or PostgreSQL with `DATABASE_URL`). */
  repo?: BookingRepository;
  /** Default: `BOOKING_WINDOW_CAPACITY`. */
  capacity?: number;
  /** Default: the clock. */
  now?: Date;
  /** Per-client submission limits. Default: `BOOKING_LIMIT_PER_10_MINUTES` / `BOOKING_LIMIT_PER_DAY`, shared by every instance on PostgreSQL. */
  limiter?: SubmissionLimiter;
  /** Open upcoming bookings per e-mail or phone. Default: `BOOKING_LIMIT_OPEN_PER_CUSTOMER`. */
  openPerCustomer?: number;
  /** The client's address, the key of the per-client limits (from the HTTP server; "unknown" without one). */
  clientIp?: string;
  /** Default: `SERVICE_RADIUS_MILES`. */
  radiusMiles?: number;
  /** For the e-mails of a booking: absolute links and the owner's address. Default: `SITE_URL`, `OWNER_NOTIFY_EMAIL`. */
  mail?: { siteUrl: string; ownerEmail: string };
  /** Card payments (docs/decisions/0029). Default: Stripe with its settings; null: payments off (by phone). */
  gateway?: PaymentGateway | null;
  /** Default: `PAYMENT_HOLD_MINUTES`. */
  holdMinutes?: number;
  /** Default: `LATE_CANCEL_FEE_PERCENT`. */
  feePercent?: number;
};

const resolve = (opts: BookingOptions) => {
  const gateway = opts.gateway !== undefined ? opts.gateway : getPaymentGateway();
  const mail = opts.mail ?? { siteUrl: getEnv().SITE_URL, ownerEmail: getEnv().OWNER_NOTIFY_EMAIL ?? site.email };
  return {
    ...resolveCommon(opts),
    gateway,
    holdMinutes: opts.holdMinutes ?? getEnv().PAYMENT_HOLD_MINUTES,
    feePercent: opts.feePercent ?? getEnv().LATE_CANCEL_FEE_PERCENT,
    mail: { ...mail, mode: gateway ? ("checkout" as const) : ("phone" as const) },
  };
};
type Resolved = ReturnType<typeof resolve>;

const resolveCommon = (opts: BookingOptions) => ({
  repo: opts.repo ?? getStorage().bookings,
  capacity: opts.capacity ?? getEnv().BOOKING_WINDOW_CAPACITY,
  now: opts.now ?? new Date(),
  limiter: opts.limiter ?? defaultBookingLimiter(),
  openPerCustomer: opts.openPerCustomer ?? getEnv().BOOKING_LIMIT_OPEN_PER_CUSTOMER,
  clientIp: opts.clientIp ?? "unknown",
  radiusMiles: opts.radiusMiles ?? getEnv().SERVICE_RADIUS_MILES,
});

/** The customer's page of a token. */
export const confirmationUrl = pagePath;

/** Valid `Idempotency-Key` values: 1-100 visible ASCII characters. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,100}$/;

export const WINDOW_FULL_MESSAGE = "That arrival window just filled up. Please pick another.";
export const FIRST_ORDER_MESSAGE = "This code is for first orders only.";
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
export const NOT_OPEN_MESSAGE = `This booking can no longer be changed online. Please call us at ${site.phone}.`;
export const PAYMENT_UNAVAILABLE_MESSAGE = `We couldn't open the payment page just now, and nothing was charged. Please try again in a moment, or call us at ${site.phone} and we'll book you in.`;

/* ------------------------------------------------------------------------- */
/* Reading                                                                    */
/* ------------------------------------------------------------------------- */

/**
 * The windows of `date` with their places: available when open by the clock (today: starting ≥ 2 hours after
 * `now`; dates outside the booking range: never) and not full. Validate `date` first (see `dateError`).
 */
export async function getAvailability(
  date: string,
  now: Date = new Date(),
  opts: BookingOptions = {},
): Promise<Availability> {
  const { repo, capacity } = resolve({ ...opts, now });
  const [counts, overrides] = await Promise.all([repo.countByWindow(date, now), repo.capacityOverrides(date)]);
  return {
    date,
    windows: windowsForDate(date, now).map(({ openByClock, ...w }) => {
      const places = effectiveCapacity(overrides, w.start, capacity);
      // a window the owner closed (capacity 0) is closed, like one the clock closed
      return windowSlot(w, places - (counts[w.start] ?? 0), openByClock && places > 0);
    }),
  };
}

/** The open windows of a date, offered when the one asked for is full. */
const openWindows = async (date: string, now: Date, opts: BookingOptions) =>
  (await getAvailability(date, now, opts)).windows.filter((w) => w.available > 0);

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

type ChangeBase = {
  id: number;
  actor: string;
  now: Date;
  limit?: BookingChange["limit"];
  messages?: (after: StoredBooking, before: StoredBooking) => readonly OutboxMessage[];
};

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
      /** Card payments on: the booking waits for its payment on Checkout's page. */
      payment?: { status: "pending"; checkoutUrl: string };
    }
  /** Card payments on, and Checkout could not be opened: the place was given back, nothing is charged. */
  | { status: 503; errors: { form: string } }
  /** Field errors under the form's own field names (app/domain/booking/fields.ts). */
  | { status: 400; errors: FieldErrors }
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[] }
  /** The idempotency key was already used for a different request. */
  | { status: 422; errors: { form: string } }
  /** Over a per-client or per-customer limit (docs/decisions/0009): nothing stored. */
  | { status: 429; errors: { form: string }; retryAfterSeconds: number };

/** Until the next midnight in America/Chicago (when an upcoming booking may become a past one), in seconds. */
const secondsToNextDay = (now: Date) => {
  const local = new Date(now.toLocaleString("en-US", { timeZone: site.timeZone }));
  return Math.max(60, 24 * 3600 - (local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds()));
};

/** Why a well-formed ZIP is refused (outside the service area, with our phone number), or null. */
function outOfAreaMessage(zip: string, radiusMiles: number): string | null {
  const area = checkZip(zip, radiusMiles);
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
 * - 409: the window is full; `availableWindows` lists the open windows of that date.
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
  const { repo, capacity, now, limiter, openPerCustomer, clientIp, radiusMiles, mail } = r;
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
  const outOfArea = outOfAreaMessage(typeof zip === "string" ? zip.trim() : "", radiusMiles);
  const parsed = bookingInputSchema.safeParse(input);
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

  const slot = slotError(data.date, data.window, now);
  if (slot) return { status: 400, errors: { [slot.field]: slot.message } };

  const lines = inputToOrderLines(data);
  const priced = priceOrder({ lines, bundleId: data.bundle, promoCode: data.promoCode, isFirstOrder: true });
  if (!priced.ok) return { status: 400, errors: formErrors(priced.errors, lines, data.bundle !== undefined) };
  const { quote } = priced;

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
        windowEnd: findWindow(data.window)!.end,
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
      },
      capacity,
      requireFirstOrder: quote.appliedPromoCode !== null,
      idempotency: key === undefined ? undefined : { key, requestHash },
      openLimit: { max: openPerCustomer, today: dateInZone(now) },
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
      return created(result.booking, false);
    case "replayed":
      return created(result.booking, true);
    case "idempotency-mismatch":
      return keyMismatch;
    case "not-first-order":
      return { status: 400, errors: { promoCode: FIRST_ORDER_MESSAGE } };
    case "too-many-open":
      return { status: 429, errors: { form: OPEN_LIMIT_MESSAGE }, retryAfterSeconds: secondsToNextDay(now) };
    case "window-full":
      return {
        status: 409,
        errors: { window: WINDOW_FULL_MESSAGE },
        availableWindows: await openWindows(data.date, now, { repo, capacity }),
      };
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
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[] }
  /** The customer's changes of the day are used up: they phone. */
  | { status: 429; errors: { form: string } };

/** The messages of a change, `by` whom (the owner's e-mail, or "the customer"). */
const messagesOf =
  (event: StatusEvent, ctx: Omit<NotifyContext, "previous">) => (after: StoredBooking, before: StoredBooking) =>
    bookingMessages(event, after, {
      ...ctx,
      previous: { date: before.date, windowStart: before.windowStart, windowEnd: before.windowEnd },
    });

/** A new id per customer change: part of its messages' keys, so moving back to an earlier time queues anew. */
const newChangeId = () => randomBytes(4).toString("hex");

/** The answer to a change the storage applied (or refused). */
async function answerOf(result: ChangeResult, date: string, now: Date, opts: BookingOptions): Promise<ChangeAnswer> {
  switch (result.kind) {
    case "changed":
      return { status: 200, booking: result.booking };
    case "not-found":
      return { status: 404 };
    case "too-many-changes":
      return { status: 429, errors: { form: TOO_MANY_CHANGES_MESSAGE } };
    case "window-full":
      return {
        status: 409,
        errors: { window: WINDOW_FULL_MESSAGE },
        availableWindows: await openWindows(date, now, opts),
      };
    default:
      return { status: 403, errors: { form: NOT_OPEN_MESSAGE } };
  }
}

/** The new date and window of a move, checked like a new booking's; or the answer that refuses them. */
function newSlot(booking: StoredBooking, input: { date?: unknown; window?: unknown }, now: Date) {
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const window = typeof input.window === "string" ? input.window.trim() : "";
  const slot = slotError(date, window, now);
  if (slot) return { answer: { status: 400, errors: { [slot.field]: slot.message } } as const };
  if (date === booking.date && window === booking.windowStart)
    return {
      answer: { status: 400, errors: { window: "That is the time you already have. Please pick another." } } as const,
    };
  return { date, windowStart: window, windowEnd: findWindow(window)!.end };
}

/** Why the booking cannot be changed now (closed, or past the cut-off), as an answer; or null. */
function blockedAnswer(booking: StoredBooking, now: Date, cutoffHours: number): ChangeAnswer | null {
  const block = customerChangeBlock(booking, now, cutoffHours);
  if (!block) return null;
  return { status: 403, errors: { form: block === "cutoff" ? CUTOFF_MESSAGE(cutoffHours) : NOT_OPEN_MESSAGE } };
}

/** The booking of `token` when its customer may change it now, or the answer that says why not. */
async function customerBooking(token: string, opts: ChangeOptions) {
  const { repo, now } = resolve(opts);
  const booking = await findByPageToken(repo, token);
  if (!booking) return { answer: { status: 404 } as const };
  const answer = blockedAnswer(booking, now, opts.cutoffHours ?? getEnv().CHANGE_CUTOFF_HOURS);
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
  return answerOf(result, found.booking.date, now, opts);
}

/** A move by the customer or the owner: the new place is taken and the old one freed in one change. */
async function move(
  booking: StoredBooking,
  input: { date?: unknown; window?: unknown },
  actor: string,
  opts: BookingOptions,
): Promise<ChangeAnswer> {
  const { repo, capacity, now, mail } = resolve(opts);
  const slot = newSlot(booking, input, now);
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
  });
  return answerOf(await repo.apply(change), slot.date, now, { repo, capacity });
}

/* ------------------------------------------------------------------------- */
/* The owner's changes, from the dashboard (docs/decisions/0013)              */
/* ------------------------------------------------------------------------- */

type OwnerOptions = BookingOptions & { actor: string };

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
  const late = customerChangeBlock(booking, now, opts.cutoffHours ?? getEnv().CHANGE_CUTOFF_HOURS) === "cutoff";
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

/* ------------------------------------------------------------------------- */
/* Payments (docs/decisions/0029)                                             */
/* ------------------------------------------------------------------------- */

type Paid = { amountCents: number; paymentIntentId: string; sessionId: string | null };

/** Checkout's page is open for the booking: its session is kept, so a retry sends the customer to the same page. */
const checkoutChange = (c: ChangeBase & { sessionId: string; url: string }): BookingChange => ({
  ...c,
  action: "payment page",
  refuse: (before) =>
    !isOpenStatus(before.status) || before.payment.paidCents > 0 || before.totalCents === null ? "not-open" : null,
  patch: { payment: { status: "pending", checkoutSessionId: c.sessionId, checkoutUrl: c.url } },
  detail: () => `Checkout Session ${c.sessionId}`,
  withdrawReminders: false,
});

/**
 * The payment did not come: a new booking's hold ended (it expires, its place is free again); a quote's page
 * expired (the quote waits, unpaid, for another try).
 */
const expiredChange = (c: ChangeBase & { event?: PaymentEvent; detail: string }): BookingChange => ({
  ...c,
  event: c.event,
  action: "payment expired",
  refuse: (before) => (before.payment.status === "pending" ? null : "not-allowed"),
  patch: (before) =>
    before.payment.holdUntil === null
      ? { payment: { status: "unpaid", checkoutUrl: null } }
      : {
          // a booking cancelled while it waited keeps its status; an open one expires
          ...(isOpenStatus(before.status) && { status: "expired" as const }),
          payment: { status: "expired", holdUntil: null, checkoutUrl: null },
        },
  detail: () => c.detail,
  withdrawReminders: true,
});

/**
 * The money arrived. `book`: the booking holds its place and is now paid; `rebook`: its hold had ended, it takes
 * its place again if there is one; `refund`: it cannot be booked (cancelled, or its window is full), so all of it is
 * owed back.
 */
const paidChange = (
  c: ChangeBase & { paid: Paid; event?: PaymentEvent; how: "book" | "rebook" | "refund"; capacity: number },
  booking: StoredBooking,
): BookingChange => ({
  ...c,
  event: c.event,
  action: c.how === "refund" ? "paid, refund due" : "paid",
  refuse: (before) =>
    before.payment.paidCents > 0 && before.payment.paymentIntentId === c.paid.paymentIntentId
      ? "duplicate"
      : before.payment.paidCents > 0 || (c.how !== "refund" && c.how !== paidHow(before, c.now))
        ? "not-allowed"
        : null,
  ...(c.how === "rebook" && {
    takesPlace: { capacity: c.capacity, at: { date: booking.date, windowStart: booking.windowStart } },
  }),
  patch: {
    ...(c.how === "rebook" && { status: "requested" }),
    payment: {
      status: "paid",
      paidCents: c.paid.amountCents,
      paymentIntentId: c.paid.paymentIntentId,
      holdUntil: null,
      ...(c.how === "refund" && { refundDueCents: c.paid.amountCents }),
    },
  },
  detail: () =>
    `${formatCents(c.paid.amountCents)} by card${c.how === "refund" ? ": the booking could not take it, refunded in full" : ""}`,
  withdrawReminders: false,
});

/** How a payment arriving now is taken (see `paidChange`). */
function paidHow(booking: StoredBooking, now: Date): "book" | "rebook" | "refund" {
  if (holdsPlace({ ...booking, paymentStatus: booking.payment.status, holdUntil: booking.payment.holdUntil }, now))
    return "book";
  return booking.status === "expired" || isOpenStatus(booking.status) ? "rebook" : "refund";
}

/** A refund was made (by us, `due` of what was owed; or seen in Stripe's dashboard, `total` refunded in all). */
const refundChange = (
  c: ChangeBase & { event?: PaymentEvent; detail: string } & ({ made: number; fromDue: boolean } | { total: number }),
): BookingChange => ({
  ...c,
  event: c.event,
  action: "refunded",
  refuse: (before) => {
    if ("total" in c) return c.total > before.payment.refundedCents ? null : "not-allowed";
    if (c.fromDue) return before.payment.refundDueCents >= c.made ? null : "not-allowed";
    return c.made <= before.payment.paidCents - before.payment.refundedCents - before.payment.refundDueCents
      ? null
      : "not-allowed";
  },
  patch: (before) => {
    const made = "total" in c ? c.total - before.payment.refundedCents : c.made;
    const refunded = before.payment.refundedCents + made;
    const due =
      "total" in c || c.fromDue ? Math.max(0, before.payment.refundDueCents - made) : before.payment.refundDueCents;
    return {
      payment: {
        refundedCents: refunded,
        refundDueCents: due,
        status: statusAfterRefund(before.payment.paidCents, refunded),
      },
    };
  },
  detail: () => c.detail,
  withdrawReminders: false,
});

/** The owner priced a quote: the customer is e-mailed the price and how to pay it. */
const priceChange = (c: ChangeBase & { amountCents: number; note: string | null }): BookingChange => ({
  ...c,
  action: "priced",
  refuse: (before) => (!isOpenStatus(before.status) ? "not-open" : before.totalCents !== null ? "not-allowed" : null),
  patch: { totalCents: c.amountCents },
  detail: () => `${formatCents(c.amountCents)}${c.note ? `: ${c.note}` : ""}`,
  withdrawReminders: false,
});

/** A payment the owner took outside the website (by phone, in cash, …). */
const recordedPaymentChange = (c: ChangeBase & { amountCents: number; method: string }): BookingChange => ({
  ...c,
  action: "payment recorded",
  refuse: (before) => (before.status === "expired" ? "not-open" : null),
  patch: (before) => {
    const paid = before.payment.paidCents + c.amountCents;
    return { payment: { paidCents: paid, status: statusAfterRefund(paid, before.payment.refundedCents) } };
  },
  detail: () => `${formatCents(c.amountCents)} by ${c.method}`,
  withdrawReminders: false,
});

/** Opens Checkout for a booking to pay (a new booking's, or a priced quote's), or says why it cannot. */
async function openCheckout(
  booking: StoredBooking,
  r: Resolved,
  gateway: PaymentGateway,
): Promise<{ url: string } | { error: string }> {
  const { repo, now, mail } = r;
  const page = `${mail.siteUrl}${pagePathOf(booking.reference)}`;
  try {
    // A page made before, still open, is the one to go back to; a paid one settles the booking.
    if (booking.payment.checkoutSessionId) {
      const state = await gateway.checkoutState(booking.payment.checkoutSessionId);
      if (state.status === "open" && booking.payment.checkoutUrl) return { url: booking.payment.checkoutUrl };
      if (state.paid && state.paymentIntentId) {
        await settlePaid(
          booking,
          { ...state, paymentIntentId: state.paymentIntentId, sessionId: booking.payment.checkoutSessionId },
          r,
        );
        return { error: "This booking is paid already." };
      }
    }
    const items =
      booking.quote.total === null
        ? [{ name: `Booking ${booking.reference} (quoted price)`, amountCents: booking.totalCents! }]
        : checkoutLineItems(booking.quote);
    const session = await gateway.createCheckout({
      reference: booking.reference,
      attempt: booking.payment.checkoutSessionId ?? "first",
      email: booking.email,
      items,
      successUrl: `${page}?payment=done`,
      cancelUrl: `${page}?payment=cancelled`,
    });
    const result = await repo.apply(
      checkoutChange({ id: booking.id, actor: "system", now, sessionId: session.id, url: session.url }),
    );
    return result.kind === "changed" ? { url: session.url } : { error: NOT_OPEN_MESSAGE };
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, "could not open Checkout");
    // A new booking gives its place back at once: nothing is charged, and the visitor may try again.
    if (booking.payment.holdUntil !== null)
      await repo.apply(
        expiredChange({ id: booking.id, actor: "system", now, detail: "the payment page could not be opened" }),
      );
    return { error: PAYMENT_UNAVAILABLE_MESSAGE };
  }
}

/** Takes a payment into its booking (`paidChange`), however the news came: the webhook, the customer's return, the server's sweep. */
async function settlePaid(booking: StoredBooking, paid: Paid, r: Resolved, event?: PaymentEvent): Promise<void> {
  const { repo, now, mail, capacity } = r;
  let current: StoredBooking | null = booking;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    const how = paidHow(current, now);
    const quotePaid = current.quote.total === null;
    const result = await repo.apply(
      paidChange(
        {
          id: current.id,
          actor: "Stripe",
          now,
          paid,
          event,
          how,
          capacity,
          messages: (after) =>
            how === "refund"
              ? []
              : quotePaid
                ? paymentMessages("quote-paid", after, {
                    ...mail,
                    now,
                    amountCents: paid.amountCents,
                    changeId: paid.paymentIntentId,
                  })
                : bookingMessages("created", after, { ...mail, now }),
        },
        current,
      ),
    );
    if (result.kind === "changed") {
      await settleRefund(result.booking, r);
      return;
    }
    if (result.kind === "duplicate") return;
    if (result.kind === "window-full") {
      // Its window filled after its hold ended: never over capacity, never money kept for nothing.
      const refunded = await repo.apply(
        paidChange({ id: current.id, actor: "Stripe", now, paid, event, how: "refund", capacity }, current),
      );
      if (refunded.kind === "changed") await settleRefund(refunded.booking, r);
      return;
    }
    current = await repo.findByReference(current.reference); // it changed meanwhile: look again
    if (current && current.payment.paidCents > 0 && current.payment.paymentIntentId !== paid.paymentIntentId) {
      await refundSecondPayment(current, paid, r, event);
      return;
    }
  }
  if (event) await repo.recordEvent(event, booking.id, now);
}

/** A second payment for a booking already paid (two Checkout pages, both paid): given back in full at once. */
async function refundSecondPayment(booking: StoredBooking, paid: Paid, r: Resolved, event?: PaymentEvent) {
  if (!r.gateway) return;
  await r.gateway.refund(paid.paymentIntentId, paid.amountCents, `refund-${booking.reference}-${paid.paymentIntentId}`);
  const result = await r.repo.apply({
    id: booking.id,
    actor: "Stripe",
    now: r.now,
    event,
    action: "second payment refunded",
    patch: {},
    detail: () => `${formatCents(paid.amountCents)} (${paid.paymentIntentId}), paid twice: refunded in full`,
    withdrawReminders: false,
  });
  if (result.kind !== "changed" && result.kind !== "duplicate" && event)
    await r.repo.recordEvent(event, booking.id, r.now);
}

/** Makes the refund a booking is owed, once (the key is the same until it is recorded); on failure the sweep retries. */
async function settleRefund(booking: StoredBooking, r: Resolved): Promise<void> {
  const { refundDueCents: due, paymentIntentId, refundedCents } = booking.payment;
  if (due <= 0 || !r.gateway || !paymentIntentId) return;
  try {
    await r.gateway.refund(paymentIntentId, due, `refund-${booking.reference}-${refundedCents}-${due}`);
  } catch (error) {
    getLogger().error({ err: error, reference: booking.reference }, "refund failed: retried by the next sweep");
    return;
  }
  await r.repo.apply(
    refundChange({
      id: booking.id,
      actor: "system",
      now: r.now,
      made: due,
      fromDue: true,
      detail: `${formatCents(due)} to the card`,
    }),
  );
}

/** After a cancellation: its Checkout page closes (an unpaid booking), and what it is owed is refunded. */
async function afterCancel(before: StoredBooking, after: StoredBooking, r: Resolved): Promise<void> {
  if (r.gateway && before.payment.status === "pending" && before.payment.checkoutSessionId)
    await r.gateway.expireCheckout(before.payment.checkoutSessionId).catch((error: unknown) => {
      getLogger().warn({ err: error, reference: before.reference }, "could not expire a cancelled booking's Checkout");
    });
  await settleRefund(after, r);
}

/** The customer's "Pay" button: Checkout's page for a booking to pay (a priced quote, or a new booking still in its hold). */
export async function payForBooking(
  token: string,
  opts: BookingOptions = {},
): Promise<{ url: string } | { error: string }> {
  const r = resolve(opts);
  const booking = await findByPageToken(r.repo, token);
  if (!booking || !r.gateway) return { error: NOT_OPEN_MESSAGE };
  if (booking.payment.paidCents > 0) return { error: "This booking is paid already." };
  if (!isOpenStatus(booking.status) || booking.totalCents === null) return { error: NOT_OPEN_MESSAGE };
  if (
    booking.payment.status === "pending" &&
    booking.payment.holdUntil &&
    booking.payment.holdUntil <= r.now.toISOString()
  )
    return { error: NOT_OPEN_MESSAGE };
  return openCheckout(booking, r, r.gateway);
}

/**
 * The booking as it is now: when it still waits for a payment, Checkout is asked (the customer may be back before
 * Stripe's event), so someone who paid never reads "unpaid".
 */
export async function refreshPayment(booking: StoredBooking, opts: BookingOptions = {}): Promise<StoredBooking> {
  const r = resolve(opts);
  const sessionId = booking.payment.checkoutSessionId;
  if (!r.gateway || booking.payment.status !== "pending" || !sessionId) return booking;
  try {
    const state = await r.gateway.checkoutState(sessionId);
    if (!state.paid || !state.paymentIntentId) return booking;
    await settlePaid(booking, { amountCents: state.amountCents, paymentIntentId: state.paymentIntentId, sessionId }, r);
  } catch (error) {
    getLogger().warn({ err: error, reference: booking.reference }, "could not ask Checkout for a payment's state");
    return booking;
  }
  return (await r.repo.findByReference(booking.reference)) ?? booking;
}

export type WebhookAnswer = { status: 200 | 400 | 404; message: string };

/**
 * `POST /webhooks/stripe`: verifies the signature on the raw body, then applies the event once (its id is recorded
 * with the change it makes), in whatever order events come. A storage failure throws: Stripe sends it again.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  opts: BookingOptions = {},
): Promise<WebhookAnswer> {
  const r = resolve(opts);
  if (!r.gateway) return { status: 404, message: "Card payments are off." };
  let event: PaymentEvent;
  try {
    event = await r.gateway.verifyEvent(rawBody, signature ?? "");
  } catch {
    return { status: 400, message: "The signature does not match." };
  }
  if (event.kind === "other") return { status: 200, message: "ignored" };
  if (await r.repo.hasEvent(event.id)) return { status: 200, message: "already processed" };
  const booking =
    ("sessionId" in event ? await r.repo.findByCheckoutSession(event.sessionId) : null) ??
    (event.reference ? await r.repo.findByReference(event.reference) : null);
  if (!booking) {
    await r.repo.recordEvent(event, null, r.now);
    return { status: 200, message: "no booking of ours" };
  }
  switch (event.kind) {
    case "checkout-paid":
      await settlePaid(booking, event, r, event);
      break;
    case "checkout-expired": {
      const result = await r.repo.apply(
        expiredChange({ id: booking.id, actor: "Stripe", now: r.now, event, detail: "its payment page expired" }),
      );
      if (result.kind !== "changed" && result.kind !== "duplicate") await r.repo.recordEvent(event, booking.id, r.now);
      break;
    }
    case "refunded": {
      // a refund of another payment (a second one, given back) is not this booking's money
      if (booking.payment.paymentIntentId !== event.paymentIntentId) {
        await r.repo.recordEvent(event, booking.id, r.now);
        break;
      }
      const result = await r.repo.apply(
        refundChange({
          id: booking.id,
          actor: "Stripe",
          now: r.now,
          event,
          total: event.amountRefundedCents,
          detail: `${formatCents(event.amountRefundedCents)} refunded in all (seen at Stripe)`,
        }),
      );
      if (result.kind !== "changed" && result.kind !== "duplicate") await r.repo.recordEvent(event, booking.id, r.now);
      break;
    }
  }
  return { status: 200, message: "processed" };
}

/**
 * The server's sweep, every half minute: unpaid bookings whose hold ended give their place back (their Checkout page
 * is closed first, so it cannot be paid afterwards; one paid meanwhile is settled), and refunds owed are made.
 */
export async function settleHoldsAndRefunds(opts: BookingOptions = {}): Promise<{ expired: number; refunded: number }> {
  const r = resolve(opts);
  let expired = 0;
  let refunded = 0;
  for (const booking of await r.repo.lapsedHolds(r.now)) {
    const sessionId = booking.payment.checkoutSessionId;
    if (r.gateway && sessionId && !(await r.gateway.expireCheckout(sessionId))) {
      const state = await r.gateway.checkoutState(sessionId);
      if (state.paid && state.paymentIntentId) {
        await settlePaid(
          booking,
          { amountCents: state.amountCents, paymentIntentId: state.paymentIntentId, sessionId },
          r,
        );
        continue;
      }
    }
    const result = await r.repo.apply(
      expiredChange({ id: booking.id, actor: "system", now: r.now, detail: "not paid within its hold" }),
    );
    if (result.kind === "changed") expired++;
  }
  for (const booking of await r.repo.refundsDue()) {
    await settleRefund(booking, r);
    refunded++;
  }
  return { expired, refunded };
}

/** The owner's price of a quote request (a positive amount, in cents); the customer is e-mailed it. */
export async function priceQuote(
  booking: StoredBooking,
  amountCents: number,
  note: string,
  opts: OwnerOptions,
): Promise<ChangeResult> {
  const r = resolve(opts);
  const trimmed = note.trim() === "" ? null : note.trim();
  return r.repo.apply(
    priceChange({
      id: booking.id,
      actor: opts.actor,
      now: r.now,
      amountCents,
      note: trimmed,
      messages: (after) =>
        paymentMessages("quoted", after, {
          ...r.mail,
          now: r.now,
          amountCents,
          note: trimmed,
          changeId: newChangeId(),
        }),
    }),
  );
}

/**
 * The owner refunds part or all of what was paid, with a reason: through Stripe for a card payment made here (`key`
 * makes a second click or a retry refund once), recorded only for one taken by phone.
 */
export async function refundBooking(
  booking: StoredBooking,
  amountCents: number,
  reason: string,
  key: string,
  opts: OwnerOptions,
): Promise<ChangeResult | { kind: "failed" }> {
  const r = resolve(opts);
  const left = booking.payment.paidCents - booking.payment.refundedCents - booking.payment.refundDueCents;
  if (amountCents <= 0 || amountCents > left) return { kind: "not-allowed" };
  const intent = booking.payment.paymentIntentId;
  if (r.gateway && intent) {
    try {
      await r.gateway.refund(intent, amountCents, `refund-${booking.reference}-owner-${key}`);
    } catch (error) {
      getLogger().error({ err: error, reference: booking.reference }, "owner's refund failed");
      return { kind: "failed" };
    }
  }
  return r.repo.apply(
    refundChange({
      id: booking.id,
      actor: opts.actor,
      now: r.now,
      made: amountCents,
      fromDue: false,
      detail: `${formatCents(amountCents)}${intent ? " to the card" : ""}: ${reason}`,
      messages: (after) =>
        paymentMessages("refunded", after, { ...r.mail, now: r.now, amountCents, note: reason, changeId: key }),
    }),
  );
}

/** The owner records a payment taken outside the website (amount in cents, and how). */
export async function recordPayment(
  booking: StoredBooking,
  amountCents: number,
  method: string,
  opts: OwnerOptions,
): Promise<ChangeResult> {
  const r = resolve(opts);
  return r.repo.apply(recordedPaymentChange({ id: booking.id, actor: opts.actor, now: r.now, amountCents, method }));
}
