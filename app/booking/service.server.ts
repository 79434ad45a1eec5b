/**
 * The booking service (docs/decisions/0027): every change a booking can undergo, and nothing else changes one.
 *
 * - `submitBooking`: a new booking (the JSON API and the /booking form alike).
 * - `rescheduleBooking`, `cancelBooking`: the customer, from the booking's own page, until the cut-off.
 * - `moveBooking`, `setBookingStatus`, `setInternalNote`: the owner, from the dashboard.
 *
 * Each is one transaction of the storage (`BookingRepository.apply`, or `create` for a new booking) that writes the
 * change, its history row and its messages: the change is described here (`*Change` below), the recipe is the
 * storage's. Validation and the visitor's messages are here too; the HTTP glue is in http.server.ts. Server only.
 */
import { createHash, randomBytes } from "node:crypto";
import { getCity } from "../content/cities";
import { site } from "../content/site";
import { type BookingStatus, customerChangeBlock, isOpenStatus, STATUS_CHANGES } from "../domain/booking/changes";
import { dateInZone, slotError, windowsForDate } from "../domain/booking/dates";
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
import type { BookingRepository } from "../storage/bookings.server";
import { getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";
import { defaultBookingLimiter, type SubmissionLimiter } from "./limits.server";
import type { BookingChange, ChangeResult, OutboxMessage, StoredBooking } from "./model";
import { type BookingEvent, bookingMessages, type NotifyContext } from "./notifications.server";

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
};

const resolve = (opts: BookingOptions) => ({
  repo: opts.repo ?? getStorage().bookings,
  capacity: opts.capacity ?? getEnv().BOOKING_WINDOW_CAPACITY,
  now: opts.now ?? new Date(),
  limiter: opts.limiter ?? defaultBookingLimiter(),
  openPerCustomer: opts.openPerCustomer ?? getEnv().BOOKING_LIMIT_OPEN_PER_CUSTOMER,
  clientIp: opts.clientIp ?? "unknown",
  radiusMiles: opts.radiusMiles ?? getEnv().SERVICE_RADIUS_MILES,
  mail: opts.mail ?? { siteUrl: getEnv().SITE_URL, ownerEmail: getEnv().OWNER_NOTIFY_EMAIL ?? site.email },
});

/** The customer's page of a token. */
export const confirmationUrl = (token: string) => `/booking/confirmed/${token}`;

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
export const NOT_OPEN_MESSAGE = `This booking can no longer be changed online. Please call us at ${site.phone}.`;

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
  const [counts, overrides] = await Promise.all([repo.countByWindow(date), repo.capacityOverrides(date)]);
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
  return (opts.repo ?? getStorage().bookings).findByToken(token);
}

/* ------------------------------------------------------------------------- */
/* The changes: what each one refuses, writes, records and tells              */
/* ------------------------------------------------------------------------- */

type ChangeBase = {
  id: number;
  actor: string;
  now: Date;
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

/** requested → confirmed → completed, or cancelled from an open state (`STATUS_CHANGES`). */
export const statusChange = (c: ChangeBase & { to: BookingStatus }): BookingChange => ({
  ...c,
  action: c.to,
  refuse: (before) =>
    STATUS_CHANGES[before.status].includes(c.to) ? null : isOpenStatus(before.status) ? "not-allowed" : "not-open",
  patch: { status: c.to },
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
    }
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
  token: booking.token,
  url: confirmationUrl(booking.token),
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
  const { repo, capacity, now, limiter, openPerCustomer, clientIp, radiusMiles, mail } = resolve(opts);
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
      },
      capacity,
      requireFirstOrder: quote.appliedPromoCode !== null,
      idempotency: key === undefined ? undefined : { key, requestHash },
      openLimit: { max: openPerCustomer, today: dateInZone(now) },
      messages: (booking) => bookingMessages("created", booking, { ...mail, now }),
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
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[] };

/** The messages of a change, `by` whom (the owner's e-mail, or "the customer"). */
const messagesOf =
  (event: BookingEvent, ctx: Omit<NotifyContext, "previous">) => (after: StoredBooking, before: StoredBooking) =>
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
  const booking = await repo.findByToken(token);
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
  const { repo, now, mail } = resolve(opts);
  const change = statusChange({
    id: found.booking.id,
    to: "cancelled",
    actor: "customer",
    now,
    messages: messagesOf("cancelled", { ...mail, now, by: "the customer", changeId: newChangeId() }),
  });
  return answerOf(await repo.apply(change), found.booking.date, now, opts);
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
  to: Exclude<BookingStatus, "requested">,
  opts: OwnerOptions,
): Promise<ChangeResult> {
  const { repo, now, mail } = resolve(opts);
  const tell = messagesOf(to, { ...mail, now, by: opts.actor });
  return repo.apply(
    statusChange({
      id: booking.id,
      to,
      actor: opts.actor,
      now,
      messages: (after, before) => tell(after, before).filter((m) => m.audience === "customer"),
    }),
  );
}

/** Sets (or clears, when blank) the owner's note, recorded in the booking's history. */
export async function setInternalNote(booking: StoredBooking, note: string, opts: OwnerOptions): Promise<ChangeResult> {
  const { repo, now } = resolve(opts);
  return repo.apply(noteChange({ id: booking.id, note, actor: opts.actor, now }));
}
