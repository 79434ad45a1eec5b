/**
 * The booking feature's shared types (docs/decisions/0027): what a booking is before and after it is stored, what a
 * change to it is, and the messages it queues. Types only: the storage layer (app/storage/) and the booking service
 * (service.server.ts) both import them, and neither imports the other's code through here.
 */
import type { BookingStatus } from "../domain/booking/changes.ts";
import type { VisitContact } from "../domain/booking/fields.ts";
import type { PaymentStatus } from "../domain/booking/payment.ts";
import type { OrderLine, Quote } from "../domain/pricing.ts";
import type { Db } from "../storage/db.server.ts";

export type { BookingStatus };

/** A validated, server-priced booking ready to be stored. */
export type NewBooking = {
  /** "YYYY-MM-DD", America/Chicago. */
  date: string;
  /** "HH:MM". */
  windowStart: string;
  /** "HH:MM". */
  windowEnd: string;
  bundleId: string | null;
  lines: OrderLine[];
  /** The server's price breakdown (pricing.ts). */
  quote: Quote;
  /** The promo code applied to the price (upper case), or null. */
  promoCode: string | null;
  notes: string | null;
  /** Card payments on: the booking waits for its payment, keeping its place until then (ISO 8601). */
  holdUntil?: string;
  /** The customer asked for text messages (docs/decisions/0035): their number and the consent, or null. */
  sms?: SmsConsent | null;
  /** The version of the owner's catalog it was priced with (docs/decisions/0038); null for a booking of before. */
  catalogVersion?: number | null;
} & VisitContact;

/** A customer's consent to text messages: the number (E.164), when it was given and the words they agreed to. */
export type SmsConsent = { phone: string; consentAt: string; consentText: string };

/** A stored booking. */
export type StoredBooking = NewBooking & {
  id: number;
  /** Human reference, e.g. "NS-7K3F9Q". */
  reference: string;
  status: BookingStatus;
  /** Total in cents; null for a quote request. */
  totalCents: number | null;
  /** The owner's own note, never shown to the customer. */
  internalNote: string | null;
  /** What was paid (docs/decisions/0029). */
  payment: BookingPayment;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** When the customer's personal details were erased (on request or by retention), or null. */
  erasedAt: string | null;
  /** The crew the job is assigned to, or null (docs/decisions/0039). */
  crewId?: number | null;
  /** When its crew pressed "Started", or null. */
  startedAt?: string | null;
  /** Its planned start ("HH:MM", Chicago) and length in minutes, or null before plans (docs/decisions/0044). */
  plannedStart?: string | null;
  jobMinutes?: number | null;
};

/** A booking's payment: its status, the amounts, and the Checkout Session that collects it. */
export type BookingPayment = {
  status: PaymentStatus;
  /** Until when an unpaid booking keeps its place (ISO 8601), while `pending`. */
  holdUntil: string | null;
  paidCents: number;
  refundedCents: number;
  /** A refund owed and not yet made (a cancellation's, a late payment's): made, and retried, by the server. */
  refundDueCents: number;
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  /** What that Checkout page was opened for, in cents (USD): a payment settles the booking only at this amount. */
  checkoutAmountCents: number | null;
  paymentIntentId: string | null;
};

/**
 * A payment that names a booking and did not settle it (issue 35): paid on a page that is not the booking's (another
 * Checkout Session or a Payment Link carrying its reference), of another amount, or a second payment. Kept for the
 * owner to look at; refunded by the owner from the booking's page (a second payment is refunded at once).
 */
export type ExtraPayment = {
  id: number;
  sessionId: string | null;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** Why it did not settle the booking, in words. */
  reason: string;
  refundedCents: number;
  receivedAt: string;
};

/** One line of a booking's history. */
export type BookingHistoryEntry = { at: string; actor: string; action: string; detail: string | null };

export type BookingEvent =
  | "created"
  | "confirmed"
  | "rescheduled"
  | "cancelled"
  | "completed"
  | "reminder"
  | "quoted"
  | "refunded"
  | "review-request"
  | "reviewed"
  /** The owner's "On my way" (docs/decisions/0035). */
  | "on-my-way"
  /** An account's notice to its owner (issue 35): a second factor set up, a recovery code used, … No booking. */
  | "security"
  /** A health check turned red (issue 40): to the owners, once, then daily while it stays red. */
  | "health"
  /** A crew's members told that a job of today or tomorrow is theirs, or no longer (docs/decisions/0039). */
  | "assigned"
  | "unassigned"
  /** The customer's report of a job done: the checklist as ticked, the after photos, the crew, the times. */
  | "job-report"
  /** An invitation to the dashboard, to the person invited (no booking). */
  | "invitation"
  /** A hold that ended unpaid: the place released, nothing charged, a way to book again (issue 48). */
  | "released";
export type Audience = "owner" | "customer";

/** One queued e-mail (a row of the outbox before it is stored). */
export type OutboxMessage = {
  /** Unique per message: "{reference}.{event}[.{discriminator}].{audience}[.sms]". */
  key: string;
  /** E-mail (default) or a text message (docs/decisions/0035): `to` is then an E.164 number and `text` the text. */
  channel?: "email" | "sms";
  event: BookingEvent;
  audience: Audience;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar attachment (text/calendar; method=PUBLISH), when the message carries one. */
  ics: string | null;
  /** When it should go out (ISO 8601): now, or the evening before for a reminder. */
  dueAt: string;
};

/** A new booking, with the rules the storage checks inside the transaction that stores it. */
export type CreateBookingRequest = {
  booking: NewBooking;
  /** Most bookings one date+window takes (before the owner's capacity changes). */
  capacity: number;
  /** When true, refuse if the e-mail (case-insensitive) or phone digits already booked (first-order promo). */
  requireFirstOrder: boolean;
  /**
   * The promo code applied, with its use limits (docs/decisions/0038): counted under a lock of the code, its uses (the
   * bookings that carry it, but expired ones) and this customer's.
   */
  promo?: { code: string; maxUses: number | null; oncePerCustomer: boolean };
  /** Makes the request safe to retry: a repeated key returns the first result. */
  idempotency?: { key: string; requestHash: string };
  /**
   * At most this many open (requested or confirmed) bookings dated `today` or later per e-mail or phone, this one
   * included. Unset: no cap.
   */
  openLimit?: { max: number; today: string };
  /** The messages of the new booking, queued in the same transaction (docs/decisions/0011). */
  messages?: (booking: StoredBooking) => readonly OutboxMessage[];
  /** Creation time (default: the clock). */
  now?: Date;
  /**
   * What is kept of the token of the new booking's page, given its reference (docs/decisions/0031). Default: the
   * hash of a random value (the page is then opened by the token derived from the reference only).
   */
  tokenHashOf?: (reference: string) => string;
  /**
   * The crew, start and length of the new job (issue 46, docs/decisions/0044), planned inside the booking's
   * transaction under its date's lock (`lock`, taken after the customer's): undefined when planning is off (the
   * window's capacity alone decides), null when no crew can keep it (refused as a full window).
   */
  plan?: { lock: string; of: (db: Db) => Promise<JobPlan | null | undefined> };
};

/** Where a job is planned: its crew, its start ("HH:MM", America/Chicago) and its length in minutes. */
export type JobPlan = { crewId: number; start: string; minutes: number };

export type CreateBookingResult =
  /** Stored now. */
  | { kind: "created"; booking: StoredBooking }
  /** The idempotency key was used before with the same request: the booking stored then. */
  | { kind: "replayed"; booking: StoredBooking }
  /** The idempotency key was used before with a different request. Nothing stored. */
  | { kind: "idempotency-mismatch" }
  /** `requireFirstOrder` and this e-mail or phone already booked. Nothing stored. */
  | { kind: "not-first-order" }
  /** The promo code has been used `maxUses` times. Nothing stored. */
  | { kind: "promo-used-up" }
  /** A once-per-customer code this e-mail or phone used already. Nothing stored. */
  | { kind: "promo-used" }
  /** The date+window already holds its capacity. Nothing stored. */
  | { kind: "window-full" }
  /** This e-mail or phone already holds `openLimit.max` upcoming open bookings. Nothing stored. */
  | { kind: "too-many-open" };

/** What a change may set on a stored booking. */
export type BookingPatch = Partial<
  Pick<
    StoredBooking,
    | "status"
    | "date"
    | "windowStart"
    | "windowEnd"
    | "internalNote"
    | "totalCents"
    | "crewId"
    | "startedAt"
    | "jobMinutes"
  >
> & { payment?: Partial<BookingPayment> };

/** Why a change was refused before anything was written. */
export type ChangeRefusal = "not-found" | "not-open" | "not-allowed" | "window-full" | "duplicate" | "too-many-changes";

/**
 * One change to a stored booking, applied by the storage in ONE transaction (the recipe of docs/decisions/0027):
 * lock the booking (and the window whose place it takes), check, write the patch, write its history row, withdraw
 * pending reminders when asked, queue its messages.
 */
export type BookingChange = {
  id: number;
  /** "customer", or the owner's e-mail. Recorded in the history. */
  actor: string;
  /** The history row's action: "rescheduled", "cancelled", "confirmed", "note", … */
  action: string;
  /** The booking as it is now decides whether the change may be made (null: it may). */
  refuse?: (before: StoredBooking) => ChangeRefusal | null;
  /** What it sets: fixed, or made of the booking as it is now (an amount added to what was paid, …). */
  patch: BookingPatch | ((before: StoredBooking) => BookingPatch);
  /**
   * Takes a place in the patched date+window (or `at`, for a change that does not move the booking), counted like
   * a new booking's (the booking's own place excepted).
   */
  takesPlace?: { capacity: number; at?: { date: string; windowStart: string } };
  /**
   * At most `max` changes of this booking by this change's actor (or, with `sameAction`, of this action) since
   * `since` (counted in its history, inside the transaction): one more is refused ("too-many-changes").
   */
  limit?: {
    max: number;
    since: Date;
    /** Count this change's action by anyone, instead of any change by this actor ("On my way" once a day). */
    sameAction?: boolean;
  };
  /** A provider's event (docs/decisions/0029) that this change applies: recorded once; a second time is refused. */
  event?: { id: string; type: string };
  /** The history row's detail. */
  detail: (before: StoredBooking) => string | null;
  /** Pending reminders are withdrawn (a moved, cancelled or finished visit). */
  withdrawReminders: boolean;
  /**
   * The job planned afresh (docs/decisions/0044), under its date's lock (`lock`, taken before the window's): null
   * refuses the change as a full window (nothing written, the old place kept); `refusal` refuses it with the
   * owner's reason ("Crew B is off that day"); undefined while planning is off.
   */
  plan?: {
    lock: string;
    of: (db: Db, before: StoredBooking) => Promise<JobPlan | { refusal: string } | null | undefined>;
  };
  messages?: (after: StoredBooking, before: StoredBooking) => readonly OutboxMessage[];
  now: Date;
};

export type ChangeResult =
  | { kind: "changed"; booking: StoredBooking }
  | { kind: ChangeRefusal }
  /** The job does not fit the crew the owner chose (docs/decisions/0044), in the owner's words. */
  | { kind: "does-not-fit"; reason: string };
