/**
 * What every change of the booking service shares (docs/decisions/0027): the options a caller may give (storage,
 * capacity, clock, limits, payments, e-mail settings), resolved against the process's settings; the base of a
 * change; a change's id. The bookings' own changes are in service.server.ts, the payments' in payments.server.ts.
 * Server only.
 */
import { randomBytes } from "node:crypto";
import { getCatalog } from "../catalog/catalog.server";
import type { Catalog } from "../domain/catalog";
import { site } from "../content/site";
import { getPaymentGateway, type PaymentGateway } from "../payments/stripe.server";
import type { BookingRepository } from "../storage/bookings.server";
import { getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";
import { defaultBookingLimiter, type SubmissionLimiter } from "./limits.server";
import type { BookingChange, OutboxMessage, StoredBooking } from "./model";

/** Where the service stores bookings, how many per window, and what time it is. All optional. */
export type BookingOptions = {
  /** Default: the process's storage (SQLite at `DATABASE_PATH`, or PostgreSQL with `DATABASE_URL`). */
  repo?: BookingRepository;
  /** The catalog (docs/decisions/0038): prices, the week, the service area. Default: the one in force. */
  catalog?: Catalog;
  /** Places per window. Default: the catalog's (`week.capacityPerWindow`). */
  capacity?: number;
  /** Default: the clock. */
  now?: Date;
  /** Per-client submission limits. Default: `BOOKING_LIMIT_PER_10_MINUTES` / `BOOKING_LIMIT_PER_DAY`, shared by every instance on PostgreSQL. */
  limiter?: SubmissionLimiter;
  /** Open upcoming bookings per e-mail or phone. Default: `BOOKING_LIMIT_OPEN_PER_CUSTOMER`. */
  openPerCustomer?: number;
  /** The client's address, the key of the per-client limits (from the HTTP server; "unknown" without one). */
  clientIp?: string;
  /** For the e-mails of a booking: absolute links and the owner's address. Default: `SITE_URL`, `OWNER_NOTIFY_EMAIL`. */
  mail?: { siteUrl: string; ownerEmail: string };
  /** Card payments (docs/decisions/0029). Default: Stripe with its settings; null: payments off (by phone). */
  gateway?: PaymentGateway | null;
  /** Default: `PAYMENT_HOLD_MINUTES`. */
  holdMinutes?: number;
  /** Default: `LATE_CANCEL_FEE_PERCENT`. */
  feePercent?: number;
};

export const resolve = (opts: BookingOptions) => {
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
export type Resolved = ReturnType<typeof resolve>;

const resolveCommon = (opts: BookingOptions, catalog = opts.catalog ?? getCatalog()) => ({
  repo: opts.repo ?? getStorage().bookings,
  catalog,
  capacity: opts.capacity ?? catalog.week.capacityPerWindow,
  now: opts.now ?? new Date(),
  limiter: opts.limiter ?? defaultBookingLimiter(),
  openPerCustomer: opts.openPerCustomer ?? getEnv().BOOKING_LIMIT_OPEN_PER_CUSTOMER,
  clientIp: opts.clientIp ?? "unknown",
});

/** What every change of a booking has: the booking, who makes it, when, a limit, its messages. */
export type ChangeBase = {
  id: number;
  actor: string;
  now: Date;
  limit?: BookingChange["limit"];
  messages?: (after: StoredBooking, before: StoredBooking) => readonly OutboxMessage[];
  plan?: BookingChange["plan"];
};

/** A new id per customer change: part of its messages' keys, so moving back to an earlier time queues anew. */
export const newChangeId = () => randomBytes(4).toString("hex");

/** The options of a change the owner (or staff) makes: who they are, for the history. */
export type OwnerOptions = BookingOptions & { actor: string };

export const PAYMENT_UNAVAILABLE_MESSAGE = `We couldn't open the payment page just now, and nothing was charged. Please try again in a moment, or call us at ${site.phone} and we'll book you in.`;

export const NOT_OPEN_MESSAGE = `This booking can no longer be changed online. Please call us at ${site.phone}.`;
