/**
 * Booking storage. `BookingRepository` is the contract; this SQLite implementation uses `node:sqlite`, and
 * bookings-pg.server.ts is the PostgreSQL one, selected by `DATABASE_URL` (storage.server.ts,
 * docs/decisions/0014). Server only.
 */
import type { OutboxMessage } from "./notifications.server";
import { enqueueMessages } from "./outbox.server.ts";
import { randomBytes, randomInt } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { OrderLine, Quote } from "../domain/pricing";
import { isOpenStatus, OPEN_STATUSES } from "../domain/booking/changes.ts";
import { type CapacityOverrides, effectiveCapacity } from "../domain/booking/windows.ts";
import { immediateTransaction, openDatabase } from "./db.server.ts";

export type BookingStatus = "requested" | "confirmed" | "completed" | "cancelled";

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
  /** City slug. */
  city: string;
  address: string;
  zip: string;
  name: string;
  /** Display form, "(214) 555-0142". */
  phone: string;
  email: string;
  notes: string | null;
};

/** A stored booking. */
export type StoredBooking = NewBooking & {
  id: number;
  /** Human reference, e.g. "NS-7K3F9Q". */
  reference: string;
  /** Unguessable token of the confirmation URL (32 base64url characters). */
  token: string;
  status: BookingStatus;
  /** Total in cents; null for a quote request. */
  totalCents: number | null;
  /** ISO 8601 UTC. */
  createdAt: string;
};

export type CreateBookingRequest = {
  booking: NewBooking;
  /** Most bookings one date+window takes. */
  capacity: number;
  /** When true, refuse if the e-mail (case-insensitive) or phone digits already booked (first-order promo). */
  requireFirstOrder: boolean;
  /** Makes the request safe to retry: a repeated key returns the first result. */
  idempotency?: { key: string; requestHash: string };
  /**
   * At most this many open (requested or confirmed) bookings dated `today` or later per e-mail or phone, this one
   * included. Unset: no cap.
   */
  openLimit?: { max: number; today: string };
  /**
   * The e-mails of the new booking (docs/decisions/0011), queued in the outbox in the same transaction: a booking
   * never exists without its notifications.
   */
  notify?: (booking: StoredBooking) => readonly OutboxMessage[];
  /** Creation time (default: the clock). */
  now?: Date;
};

export type CreateBookingResult =
  /** Stored now. */
  | { kind: "created"; booking: StoredBooking }
  /** The idempotency key was used before with the same request: the booking stored then. */
  | { kind: "replayed"; booking: StoredBooking }
  /** The idempotency key was used before with a different request. Nothing stored. */
  | { kind: "idempotency-mismatch" }
  /** `requireFirstOrder` and this e-mail or phone already booked. Nothing stored. */
  | { kind: "not-first-order" }
  /** The date+window already holds `capacity` bookings. Nothing stored. */
  | { kind: "window-full" }
  /** This e-mail or phone already holds `openLimit.max` upcoming open bookings. Nothing stored. */
  | { kind: "too-many-open" };

/** A change to an existing booking: who makes it, its e-mails (queued in the same transaction), and when. */
export type ChangeRequest = {
  id: number;
  /** "customer", or the owner's e-mail. Recorded in the booking's history. */
  actor: string;
  notify?: (booking: StoredBooking, previous: StoredBooking) => readonly OutboxMessage[];
  now?: Date;
};

export type RescheduleRequest = ChangeRequest & {
  date: string;
  windowStart: string;
  windowEnd: string;
  /** Most bookings the new date+window takes. */
  capacity: number;
};

export type ChangeResult =
  | { kind: "changed"; booking: StoredBooking }
  /** The booking is not open (cancelled or completed), or does not exist. Nothing changed. */
  | { kind: "not-open" }
  /** The new window has no place left. Nothing changed. */
  | { kind: "window-full" };

/** One line of a booking's history. */
export type BookingHistoryEntry = { at: string; actor: string; action: string; detail: string | null };

/** Storage of bookings. Every method is async so that a networked database can implement it. */
export interface BookingRepository {
  /**
   * Atomically: replays an idempotency key; enforces the first-order rule, the
   * per-customer cap of open bookings and the window capacity; stores the booking with a fresh reference and token
   * and records the idempotency key.
   */
  create(request: CreateBookingRequest): Promise<CreateBookingResult>;
  /** The booking of a confirmation token, or null. */
  findByToken(token: string): Promise<StoredBooking | null>;
  /** The booking stored under an idempotency key, with the hash of the request that stored it. */
  findByIdempotencyKey(key: string): Promise<{ requestHash: string; booking: StoredBooking } | null>;
  /** Bookings (not cancelled) per window start on `date`: `{ "09:00": 2 }`; windows without bookings are absent. */
  countByWindow(date: string): Promise<Record<string, number>>;
  /** True when a booking exists with this e-mail (case-insensitive) or these 10 phone digits. */
  hasBookingFor(email: string, phoneDigits: string): Promise<boolean>;
  /**
   * Atomically moves an open booking to another date and window: takes the new place (capacity-checked like a new
   * booking), releases the old one, records the change, cancels the old reminder and queues the e-mails.
   */
  reschedule(request: RescheduleRequest): Promise<ChangeResult>;
  /** Atomically cancels an open booking (its place is free at once), records it and queues the e-mails. */
  cancel(request: ChangeRequest): Promise<ChangeResult>;
  /** The booking's history, oldest first. */
  history(id: number): Promise<BookingHistoryEntry[]>;
  /** The owner's capacity changes of a date (see `effectiveCapacity`). */
  capacityOverrides(date: string): Promise<CapacityOverrides>;
  /**
   * The owner's status change: requested → confirmed → completed, or cancelled from an open state. Atomically
   * changes it, records it and queues the customer's e-mail.
   */
  changeStatus(request: ChangeRequest & { to: BookingStatus }): Promise<ChangeResult | { kind: "not-allowed" }>;
}

/** The status changes the owner may make (PRODUCT.md, The owner's side). */
export const STATUS_CHANGES: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** The statuses that hold a place, for SQL: `status IN (${OPEN_STATUS_SQL})`. */
export const OPEN_STATUS_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(", ");

/** The columns a new booking fills, in the order of `bookingInsertValues` (SQLite and PostgreSQL alike). */
export const BOOKING_INSERT_COLUMNS = [
  "reference",
  "token",
  "status",
  "date",
  "window_start",
  "window_end",
  "bundle_id",
  "lines_json",
  "quote_json",
  "subtotal_cents",
  "discount_kind",
  "discount_cents",
  "total_cents",
  "promo_code",
  "city",
  "address",
  "zip",
  "name",
  "phone",
  "phone_digits",
  "email",
  "email_normalized",
  "notes",
  "created_at",
] as const;

/** The values of a new booking's row, for `BOOKING_INSERT_COLUMNS`. */
export function bookingInsertValues(booking: NewBooking, reference: string, token: string, createdAt: string) {
  const { quote } = booking;
  return [
    reference,
    token,
    "requested",
    booking.date,
    booking.windowStart,
    booking.windowEnd,
    booking.bundleId,
    JSON.stringify(booking.lines),
    JSON.stringify(quote),
    quote.subtotal,
    quote.discount?.kind ?? null,
    quote.discount?.amount ?? 0,
    quote.total,
    booking.promoCode,
    booking.city,
    booking.address,
    booking.zip,
    booking.name,
    booking.phone,
    digitsOf(booking.phone),
    booking.email,
    booking.email.trim().toLowerCase(),
    booking.notes,
    createdAt,
  ];
}

/** Reference alphabet: no 0/O, 1/I/L, so it reads back well over the phone. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new random reference such as "NS-7K3F9Q". */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `NS-${code}`;
}

/** A new unguessable confirmation token: 24 random bytes, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The shape of a confirmation token, checked before any lookup. */
export const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export const digitsOf = (phone: string) => {
  const d = phone.replace(/\D/g, "");
  return d.length === 11 && d.startsWith("1") ? d.slice(1) : d;
};

/** A row of the `bookings` table (db.server.ts), as `SELECT *` returns it. */
export type BookingRow = {
  id: number;
  reference: string;
  token: string;
  status: string;
  date: string;
  window_start: string;
  window_end: string;
  bundle_id: string | null;
  lines_json: string;
  quote_json: string;
  subtotal_cents: number;
  discount_kind: "multi-service" | "promo" | "bundle" | null;
  discount_cents: number;
  total_cents: number | null;
  promo_code: string | null;
  city: string;
  address: string;
  zip: string;
  name: string;
  phone: string;
  phone_digits: string;
  email: string;
  email_normalized: string;
  notes: string | null;
  created_at: string;
  /** The owner's own note (migration 4). */
  internal_note: string | null;
};

export function fromRow(row: BookingRow): StoredBooking {
  return {
    id: Number(row.id),
    reference: row.reference,
    token: row.token,
    status: row.status as BookingStatus,
    date: row.date,
    windowStart: row.window_start,
    windowEnd: row.window_end,
    bundleId: row.bundle_id,
    lines: JSON.parse(row.lines_json) as OrderLine[],
    quote: JSON.parse(row.quote_json) as Quote,
    totalCents: row.total_cents === null ? null : Number(row.total_cents),
    promoCode: row.promo_code,
    city: row.city,
    address: row.address,
    zip: row.zip,
    name: row.name,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
    createdAt: row.created_at,
  };
}

/** `BookingRepository` on a `node:sqlite` database (see db.server.ts). */
export class SqliteBookingRepository implements BookingRepository {
  private readonly db: DatabaseSync;

  /** `db`: an open, migrated database (see `openDatabase`). */
  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private byId(id: number): StoredBooking {
    return fromRow(this.db.prepare("SELECT * FROM bookings WHERE id = ?").get(id) as BookingRow);
  }

  private keyRecord(key: string): { requestHash: string; booking: StoredBooking } | null {
    const row = this.db.prepare("SELECT request_hash, booking_id FROM idempotency_keys WHERE key = ?").get(key) as
      { request_hash: string; booking_id: number } | undefined;
    return row ? { requestHash: row.request_hash, booking: this.byId(Number(row.booking_id)) } : null;
  }

  private hasBooking(email: string, phoneDigits: string): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM bookings WHERE email_normalized = ? OR phone_digits = ? LIMIT 1")
        .get(email.trim().toLowerCase(), phoneDigits) !== undefined
    );
  }

  async create(request: CreateBookingRequest): Promise<CreateBookingResult> {
    const { booking, capacity, requireFirstOrder, idempotency, openLimit, notify } = request;
    const now = request.now ?? new Date();
    const createdAt = now.toISOString();
    const phoneDigits = digitsOf(booking.phone);
    return immediateTransaction(this.db, (): CreateBookingResult => {
      // (a) a repeated idempotency key answers with what it stored the first time
      if (idempotency) {
        const previous = this.keyRecord(idempotency.key);
        if (previous)
          return previous.requestHash === idempotency.requestHash
            ? { kind: "replayed", booking: previous.booking }
            : { kind: "idempotency-mismatch" };
      }
      // (b) first-order rule of the promo code
      if (requireFirstOrder && this.hasBooking(booking.email, phoneDigits)) return { kind: "not-first-order" };
      // (b') upcoming open bookings of the same customer
      if (openLimit) {
        const open = this.db
          .prepare(
            `SELECT COUNT(*) AS n FROM bookings WHERE (email_normalized = ? OR phone_digits = ?)
               AND status IN (${OPEN_STATUS_SQL}) AND date >= ?`,
          )
          .get(booking.email.trim().toLowerCase(), phoneDigits, openLimit.today) as { n: number };
        if (Number(open.n) >= openLimit.max) return { kind: "too-many-open" };
      }
      // (c) capacity of the window
      if (this.isFull(booking.date, booking.windowStart, capacity)) return { kind: "window-full" };
      // (d) insert
      let reference = newReference();
      const exists = this.db.prepare("SELECT 1 FROM bookings WHERE reference = ?");
      while (exists.get(reference) !== undefined) reference = newReference();
      const values = bookingInsertValues(booking, reference, newToken(), createdAt);
      const inserted = this.db
        .prepare(
          `INSERT INTO bookings (${BOOKING_INSERT_COLUMNS.join(", ")}) VALUES (${values.map(() => "?").join(", ")})`,
        )
        .run(...values);
      const id = Number(inserted.lastInsertRowid);
      if (idempotency)
        this.db
          .prepare("INSERT INTO idempotency_keys (key, request_hash, booking_id, created_at) VALUES (?, ?, ?, ?)")
          .run(idempotency.key, idempotency.requestHash, id, createdAt);
      const stored = this.byId(id);
      if (notify) enqueueMessages(this.db, id, notify(stored), now);
      return { kind: "created", booking: stored };
    });
  }

  async findByToken(token: string): Promise<StoredBooking | null> {
    if (!TOKEN_RE.test(token)) return null;
    const row = this.db.prepare("SELECT * FROM bookings WHERE token = ?").get(token) as BookingRow | undefined;
    return row ? fromRow(row) : null;
  }

  async findByIdempotencyKey(key: string): Promise<{ requestHash: string; booking: StoredBooking } | null> {
    return this.keyRecord(key);
  }

  async countByWindow(date: string): Promise<Record<string, number>> {
    const rows = this.db
      .prepare(
        `SELECT window_start, COUNT(*) AS n FROM bookings WHERE date = ? AND status IN (${OPEN_STATUS_SQL}) GROUP BY window_start`,
      )
      .all(date) as { window_start: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.window_start, Number(row.n)]));
  }

  async hasBookingFor(email: string, phoneDigits: string): Promise<boolean> {
    return this.hasBooking(email, phoneDigits);
  }

  /** Records a change and queues its e-mails; pending reminders of the old time are withdrawn. */
  private afterChange(request: ChangeRequest, action: string, detail: string, before: StoredBooking): StoredBooking {
    const now = request.now ?? new Date();
    const after = this.byId(request.id);
    this.db
      .prepare("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)")
      .run(request.id, now.toISOString(), request.actor, action, detail);
    // A reminder of the old time (moved), or of a visit that will not happen (cancelled, done), is withdrawn.
    if (action !== "confirmed")
      this.db
        .prepare(
          "UPDATE outbox SET status = 'cancelled' WHERE booking_id = ? AND event = 'reminder' AND status = 'pending'",
        )
        .run(request.id);
    if (request.notify) enqueueMessages(this.db, request.id, request.notify(after, before), now);
    return after;
  }

  private openBooking(id: number): StoredBooking | null {
    const row = this.db.prepare("SELECT * FROM bookings WHERE id = ?").get(id) as BookingRow | undefined;
    return row && isOpenStatus(row.status) ? fromRow(row) : null;
  }

  async reschedule(request: RescheduleRequest): Promise<ChangeResult> {
    return immediateTransaction(this.db, (): ChangeResult => {
      const before = this.openBooking(request.id);
      if (!before) return { kind: "not-open" };
      if (this.isFull(request.date, request.windowStart, request.capacity, request.id)) return { kind: "window-full" };
      this.db
        .prepare("UPDATE bookings SET date = ?, window_start = ?, window_end = ? WHERE id = ?")
        .run(request.date, request.windowStart, request.windowEnd, request.id);
      const detail = `${before.date} ${before.windowStart} → ${request.date} ${request.windowStart}`;
      return { kind: "changed", booking: this.afterChange(request, "rescheduled", detail, before) };
    });
  }

  async cancel(request: ChangeRequest): Promise<ChangeResult> {
    return immediateTransaction(this.db, (): ChangeResult => {
      const before = this.openBooking(request.id);
      if (!before) return { kind: "not-open" };
      this.db.prepare("UPDATE bookings SET status = 'cancelled' WHERE id = ?").run(request.id);
      return {
        kind: "changed",
        booking: this.afterChange(request, "cancelled", `${before.status} → cancelled`, before),
      };
    });
  }

  /** True when the open bookings of a date+window (but `exceptId`) already fill its capacity (ADR 0013). */
  private isFull(date: string, windowStart: string, fallbackCapacity: number, exceptId = 0): boolean {
    const taken = this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM bookings WHERE date = ? AND window_start = ? AND status IN (${OPEN_STATUS_SQL}) AND id <> ?`,
      )
      .get(date, windowStart, exceptId) as { n: number };
    return Number(taken.n) >= effectiveCapacity(this.overrides(date), windowStart, fallbackCapacity);
  }

  private overrides(date: string): CapacityOverrides {
    const rows = this.db.prepare("SELECT window_start, capacity FROM capacity_overrides WHERE date = ?").all(date) as {
      window_start: string;
      capacity: number;
    }[];
    const whole = rows.find((r) => r.window_start === "*");
    return {
      whole: whole ? Number(whole.capacity) : null,
      windows: new Map(rows.filter((r) => r.window_start !== "*").map((r) => [r.window_start, Number(r.capacity)])),
    };
  }

  async changeStatus(request: ChangeRequest & { to: BookingStatus }): Promise<ChangeResult | { kind: "not-allowed" }> {
    return immediateTransaction(this.db, () => {
      const row = this.db.prepare("SELECT * FROM bookings WHERE id = ?").get(request.id) as BookingRow | undefined;
      if (!row) return { kind: "not-open" } as const;
      const before = fromRow(row);
      if (!STATUS_CHANGES[before.status].includes(request.to)) return { kind: "not-allowed" } as const;
      this.db.prepare("UPDATE bookings SET status = ? WHERE id = ?").run(request.to, request.id);
      const detail = `${before.status} → ${request.to}`;
      return { kind: "changed", booking: this.afterChange(request, request.to, detail, before) } as const;
    });
  }

  async capacityOverrides(date: string): Promise<CapacityOverrides> {
    return this.overrides(date);
  }

  async history(id: number): Promise<BookingHistoryEntry[]> {
    return this.db
      .prepare("SELECT at, actor, action, detail FROM booking_events WHERE booking_id = ? ORDER BY id")
      .all(id) as BookingHistoryEntry[];
  }
}

/** A SQLite repository on the database file at `path` (created and migrated when needed). */
export function createSqliteBookingRepository(path: string): SqliteBookingRepository {
  return new SqliteBookingRepository(openDatabase(path));
}
