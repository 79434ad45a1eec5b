/**
 * The ONE booking handler, used by the JSON API (`POST /api/bookings`) and by
 * the `/booking` page's form action. Server only.
 *
 * Form action sketch (the UI author's route):
 * ```ts
 * export async function action({ request, context }: Route.ActionArgs) {
 *   let form: URLSearchParams;
 *   try {
 *     form = await readFormBody(request); // 16 KB cap, urlencoded
 *   } catch (error) {
 *     if (error instanceof BodyTooLargeError) return data({ status: 413, errors: { form: "..." } }, { status: 413 });
 *     throw error;
 *   }
 *   const result = await submitBooking(formDataToBookingInput(form), {
 *     ...bookingOptionsFrom(context),
 *     idempotencyKey: String(form.get("idempotencyKey") ?? "") || undefined,
 *   });
 *   if (result.status === 201) return redirect(result.url);
 *   return data(result, { status: result.status });
 * }
 * ```
 */
import { createHash, randomBytes } from "node:crypto";
import { createContext } from "react-router";
import { getCity } from "../content/cities";
import { site } from "../content/site";
import { customerChangeBlock } from "../domain/booking/changes";
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
import type { BookingRepository, StoredBooking } from "./bookings.server";
import { getEnv } from "./env.server";
import { bookingMessages } from "./notifications.server";
import { defaultBookingLimiter, type SubmissionLimiter } from "./rate-limit.server";
import { requestInfoFrom } from "./request-context.server";
import { getStorage } from "./storage.server";

export type { Availability, FieldErrors, WindowSlot };

export type SubmitResult =
  | {
      status: 201;
      reference: string;
      token: string;
      /** The confirmation page, "/booking/confirmed/{token}". */
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
  /** Over a per-client or per-customer limit (PRODUCT.md, Security and abuse): nothing stored. */
  | { status: 429; errors: { form: string }; retryAfterSeconds: number };

/** Where the handler stores bookings, how many per window, and what time it is. All optional. */
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

export type SubmitOptions = BookingOptions & {
  /** From the `Idempotency-Key` header or the form's hidden `idempotencyKey` field (1-100 visible ASCII characters). */
  idempotencyKey?: string | null;
  /**
   * Without a key: a secret of the sending browser (the booking form's cookie, docs/decisions/0024). The key is then
   * made of it and the request's details, so the same details sent twice from one browser book once.
   */
  idempotencyScope?: string | null;
};

/**
 * Router context through which a server (or a test) can hand the booking
 * routes their repository, capacity and clock:
 * `context.set(bookingServicesContext, { repo, capacity, now: () => new Date() })`.
 * When unset, the defaults apply.
 */
export type BookingServices = {
  repo?: BookingRepository;
  capacity?: number;
  now?: () => Date;
  limiter?: SubmissionLimiter;
  openPerCustomer?: number;
};
export const bookingServicesContext = createContext<BookingServices>({});

type ContextLike = { get?: unknown } | null | undefined;

/** The `BookingOptions` a route should pass, read from its router `context` (services and the client's address). */
export function bookingOptionsFrom(context: ContextLike): BookingOptions {
  const get = context?.get;
  if (typeof get !== "function") return {};
  const services = get.call(context, bookingServicesContext) as BookingServices;
  return {
    repo: services.repo,
    capacity: services.capacity,
    now: services.now?.(),
    limiter: services.limiter,
    openPerCustomer: services.openPerCustomer,
    clientIp: requestInfoFrom(context).clientIp,
  };
}

/** The process's repository: SQLite at `DATABASE_PATH`, or PostgreSQL with `DATABASE_URL` (docs/decisions/0014). */
export const defaultBookingRepository = (): BookingRepository => getStorage().bookings;

const resolve = (opts: BookingOptions) => ({
  repo: opts.repo ?? defaultBookingRepository(),
  capacity: opts.capacity ?? getEnv().BOOKING_WINDOW_CAPACITY,
  now: opts.now ?? new Date(),
  limiter: opts.limiter ?? defaultBookingLimiter(),
  openPerCustomer: opts.openPerCustomer ?? getEnv().BOOKING_LIMIT_OPEN_PER_CUSTOMER,
  clientIp: opts.clientIp ?? "unknown",
  radiusMiles: opts.radiusMiles ?? getEnv().SERVICE_RADIUS_MILES,
  mail: opts.mail ?? { siteUrl: getEnv().SITE_URL, ownerEmail: getEnv().OWNER_NOTIFY_EMAIL ?? site.email },
});

/** The confirmation page URL of a token. */
export const confirmationUrl = (token: string) => `/booking/confirmed/${token}`;

/** Valid `Idempotency-Key` values: 1-100 visible ASCII characters. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,100}$/;

export const WINDOW_FULL_MESSAGE = "That arrival window just filled up. Please pick another.";
export const FIRST_ORDER_MESSAGE = "This code is for first orders only.";
export const RATE_LIMIT_MESSAGE = `We've received several bookings from your connection in a short time, so we've paused online booking for it. Please try again later, or call us at ${site.phone} and we'll book you in.`;
export const OPEN_LIMIT_MESSAGE = `You already have several upcoming bookings with us. To add another, please call us at ${site.phone}.`;
/** What a filled honeypot gets: a refusal like any other, telling a bot nothing. */
export const REFUSED_MESSAGE = `We couldn't take this booking online. Please call us at ${site.phone} and we'll book you in.`;

/** Until the next midnight in America/Chicago (when an upcoming booking may become a past one), in seconds. */
const secondsToNextDay = (now: Date) => {
  const local = new Date(now.toLocaleString("en-US", { timeZone: site.timeZone }));
  return Math.max(60, 24 * 3600 - (local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds()));
};

/**
 * The windows of `date` with their places: available when open by the clock
 * (today: starting ≥ 2 hours after `now`; dates outside the booking range:
 * never) and not full. Validate `date` first (see `dateError`).
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
 * Validates, re-prices (any price sent by the browser is ignored), checks the
 * clock (date in range, same-day window ≥ 2 hours ahead), the promo's
 * first-order rule and the window's capacity, then stores the booking.
 * Never throws for a visitor's mistake; storage failures do throw.
 *
 * - 201: stored (or replayed for a repeated idempotency key).
 * - 400: field errors (see `fieldErrors` for the keys); nothing stored.
 * - 409: the window is full; `availableWindows` lists the open windows of that date.
 * - 422: the idempotency key was already used for a different request.
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

  // The service area (PRODUCT.md): reported with the other field errors, so a visitor fixes everything at once.
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
      notify: (booking) => bookingMessages("created", booking, { ...mail, now }),
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
    case "window-full": {
      const availability = await getAvailability(data.date, now, { repo, capacity });
      return {
        status: 409,
        errors: { window: WINDOW_FULL_MESSAGE },
        availableWindows: availability.windows.filter((w) => w.available > 0),
      };
    }
  }
}

/** Largest accepted booking request body (JSON or form), in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Thrown by {@link readBodyText} when a body is larger than its limit. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/**
 * Reads a request body as UTF-8 text, refusing more than `limit` bytes: first
 * by the declared `Content-Length`, then by counting bytes while streaming (a
 * chunked body has no length). Throws {@link BodyTooLargeError}; throws a
 * `TypeError` for bytes that are not valid UTF-8.
 */
export async function readBodyText(request: Request, limit: number = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/**
 * Reads a plain HTML form post (`application/x-www-form-urlencoded`, the
 * default encoding of `<form method="post">`) with the same 16 KB cap as the
 * JSON API. Throws {@link BodyTooLargeError}. Feed the result to
 * `formDataToBookingInput`.
 */
export async function readFormBody(request: Request, limit: number = MAX_BODY_BYTES): Promise<URLSearchParams> {
  return new URLSearchParams(await readBodyText(request, limit));
}

/** The booking of a confirmation token, or null (unknown or malformed token). */
export async function getBookingByToken(
  token: string,
  opts: Pick<BookingOptions, "repo"> = {},
): Promise<StoredBooking | null> {
  return (opts.repo ?? defaultBookingRepository()).findByToken(token);
}

/* ------------------------------------------------------------------------- */
/* Customer self-service: move or cancel from the booking's own page           */
/* ------------------------------------------------------------------------- */

export type ChangeOptions = BookingOptions & {
  /** Default: `CHANGE_CUTOFF_HOURS`. */
  cutoffHours?: number;
  /** Recorded in the history: "customer" (default) or the owner's e-mail. */
  actor?: string;
};

export type ChangeAnswer =
  | { status: 200; booking: StoredBooking }
  | { status: 400; errors: FieldErrors }
  /** Unknown token. */
  | { status: 404 }
  /** Past the cut-off, or no longer open: the customer phones. */
  | { status: 403; errors: { form: string } }
  | { status: 409; errors: { window: string }; availableWindows: WindowSlot[] };

export const CUTOFF_MESSAGE = (hours: number) =>
  `Online changes close ${hours} hours before your arrival window. Please call us at ${site.phone} and we'll help.`;
export const NOT_OPEN_MESSAGE = `This booking can no longer be changed online. Please call us at ${site.phone}.`;

type Changeable =
  | { answer: ChangeAnswer }
  | {
      booking: StoredBooking;
      actor: string;
      now: Date;
      notify: (
        event: "rescheduled" | "cancelled",
      ) => (after: StoredBooking, before: StoredBooking) => ReturnType<typeof bookingMessages>;
    };

async function changeable(token: string, opts: ChangeOptions): Promise<Changeable> {
  const { repo, now, mail } = resolve(opts);
  const booking = await repo.findByToken(token);
  if (!booking) return { answer: { status: 404 } };
  const cutoffHours = opts.cutoffHours ?? getEnv().CHANGE_CUTOFF_HOURS;
  const block = customerChangeBlock(booking, now, cutoffHours);
  if (block)
    return {
      answer: {
        status: 403,
        errors: { form: block === "cutoff" ? CUTOFF_MESSAGE(cutoffHours) : NOT_OPEN_MESSAGE },
      },
    };
  const actor = opts.actor ?? "customer";
  const by = actor === "customer" ? "the customer" : actor;
  const notify = (event: "rescheduled" | "cancelled") => (after: StoredBooking, before: StoredBooking) =>
    bookingMessages(event, after, {
      ...mail,
      now,
      by,
      changeId: randomBytes(4).toString("hex"),
      previous: { date: before.date, windowStart: before.windowStart, windowEnd: before.windowEnd },
    });
  return { booking, actor, notify, now };
}

/** Moves the booking of `token` to another date and window, with the rules of a new booking. */
export async function rescheduleBooking(
  token: string,
  input: { date?: unknown; window?: unknown },
  opts: ChangeOptions = {},
): Promise<ChangeAnswer> {
  const found = await changeable(token, opts);
  if ("answer" in found) return found.answer;
  const { repo, capacity } = resolve(opts);
  const date = typeof input.date === "string" ? input.date.trim() : "";
  const window = typeof input.window === "string" ? input.window.trim() : "";
  const slot = slotError(date, window, found.now);
  if (slot) return { status: 400, errors: { [slot.field]: slot.message } };
  if (date === found.booking.date && window === found.booking.windowStart)
    return { status: 400, errors: { window: "That is the time you already have. Please pick another." } };
  const result = await repo.reschedule({
    id: found.booking.id,
    date,
    windowStart: window,
    windowEnd: findWindow(window)!.end,
    capacity,
    actor: found.actor,
    notify: found.notify("rescheduled"),
    now: found.now,
  });
  if (result.kind === "changed") return { status: 200, booking: result.booking };
  if (result.kind === "not-open") return { status: 403, errors: { form: NOT_OPEN_MESSAGE } };
  const availability = await getAvailability(date, found.now, { repo, capacity });
  return {
    status: 409,
    errors: { window: WINDOW_FULL_MESSAGE },
    availableWindows: availability.windows.filter((w) => w.available > 0),
  };
}

/** Cancels the booking of `token`: its place is free at once, and the owner is told. */
export async function cancelBooking(token: string, opts: ChangeOptions = {}): Promise<ChangeAnswer> {
  const found = await changeable(token, opts);
  if ("answer" in found) return found.answer;
  const { repo } = resolve(opts);
  const result = await repo.cancel({
    id: found.booking.id,
    actor: found.actor,
    notify: found.notify("cancelled"),
    now: found.now,
  });
  return result.kind === "changed"
    ? { status: 200, booking: result.booking }
    : { status: 403, errors: { form: NOT_OPEN_MESSAGE } };
}
