/**
 * Bookings in the database, on SQLite and PostgreSQL alike (docs/decisions/0014, 0027): a new booking and every
 * change to one are each ONE transaction that checks the rules that need the database (capacity, idempotency, the
 * first-order and open-booking limits, the allowed status changes), writes the row, its history and its messages.
 *
 * Concurrency: on SQLite a transaction holds the database; on PostgreSQL it takes advisory locks on the customer
 * (e-mail, phone) and on the date+window, always in that order, and the booking's row `FOR UPDATE`, so concurrent
 * bookings of one window serialise there and never "count, then insert" without a lock. Idempotency keys are unique
 * in the database. Server only.
 */
import { randomBytes, randomInt } from "node:crypto";
import type {
  BookingChange,
  BookingHistoryEntry,
  BookingPatch,
  ChangeResult,
  CreateBookingRequest,
  CreateBookingResult,
  NewBooking,
  StoredBooking,
} from "../booking/model.ts";
import { type BookingStatus, OPEN_STATUSES } from "../domain/booking/changes.ts";
import { type CapacityOverrides, effectiveCapacity } from "../domain/booking/windows.ts";
import type { OrderLine, Quote } from "../domain/pricing.ts";
import { type Db, isUniqueViolation, placeholders } from "./db.server.ts";
import { enqueueMessages, withdrawReminders } from "./outbox.server.ts";

/** The statuses that hold a place, for SQL: `status IN (${OPEN_STATUS_SQL})`. */
export const OPEN_STATUS_SQL = OPEN_STATUSES.map((status) => `'${status}'`).join(", ");

/** Reference alphabet: no 0/O, 1/I/L, so it reads back well over the phone. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new random reference such as "NS-7K3F9Q". */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `NS-${code}`;
}

/** A new unguessable token of a customer's page: 24 random bytes, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The shape of a token, checked before any lookup. */
export const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export const digitsOf = (phone: string) => {
  const d = phone.replace(/\D/g, "");
  return d.length === 11 && d.startsWith("1") ? d.slice(1) : d;
};

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** A row of the `bookings` table, as `SELECT *` returns it. */
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
  internal_note: string | null;
};

/** The one mapping from a row to the domain's booking. */
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
    internalNote: row.internal_note,
    createdAt: row.created_at,
  };
}

/** The columns and values of a new booking's row. */
function insertRow(booking: NewBooking, reference: string, createdAt: string) {
  const { quote } = booking;
  return {
    reference,
    token: newToken(),
    status: "requested",
    date: booking.date,
    window_start: booking.windowStart,
    window_end: booking.windowEnd,
    bundle_id: booking.bundleId,
    lines_json: JSON.stringify(booking.lines),
    quote_json: JSON.stringify(quote),
    subtotal_cents: quote.subtotal,
    discount_kind: quote.discount?.kind ?? null,
    discount_cents: quote.discount?.amount ?? 0,
    total_cents: quote.total,
    promo_code: booking.promoCode,
    city: booking.city,
    address: booking.address,
    zip: booking.zip,
    name: booking.name,
    phone: booking.phone,
    phone_digits: digitsOf(booking.phone),
    email: booking.email,
    email_normalized: normalizedEmail(booking.email),
    notes: booking.notes,
    created_at: createdAt,
  } satisfies Partial<BookingRow>;
}

/** The columns a patch sets. */
const PATCH_COLUMNS: { [K in keyof Required<BookingPatch>]: keyof BookingRow } = {
  status: "status",
  date: "date",
  windowStart: "window_start",
  windowEnd: "window_end",
  internalNote: "internal_note",
};

/** The owner's capacity changes of a date, as `effectiveCapacity` reads them. */
export async function capacityOverridesOf(db: Db, date: string): Promise<CapacityOverrides> {
  const rows = await db.all<{ window_start: string; capacity: number }>(
    "SELECT window_start, capacity FROM capacity_overrides WHERE date = ?",
    [date],
  );
  const whole = rows.find((r) => r.window_start === "*");
  return {
    whole: whole ? Number(whole.capacity) : null,
    windows: new Map(rows.filter((r) => r.window_start !== "*").map((r) => [r.window_start, Number(r.capacity)])),
  };
}

/** True when the open bookings of a date+window (but `exceptId`) already fill its capacity (docs/decisions/0013). */
async function isFull(db: Db, date: string, windowStart: string, capacity: number, exceptId = 0): Promise<boolean> {
  const taken = await db.get<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM bookings
     WHERE date = ? AND window_start = ? AND status IN (${OPEN_STATUS_SQL}) AND id <> ?`,
    [date, windowStart, exceptId],
  );
  return Number(taken!.n) >= effectiveCapacity(await capacityOverridesOf(db, date), windowStart, capacity);
}

export class BookingRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private async byId(db: Db, id: number, lock = false): Promise<StoredBooking | null> {
    const row = await db.get<BookingRow>(`SELECT * FROM bookings WHERE id = ?${lock ? db.forUpdate : ""}`, [id]);
    return row ? fromRow(row) : null;
  }

  private async keyRecord(db: Db, key: string): Promise<{ requestHash: string; booking: StoredBooking } | null> {
    const row = await db.get<{ request_hash: string; booking_id: number }>(
      "SELECT request_hash, booking_id FROM idempotency_keys WHERE key = ?",
      [key],
    );
    const booking = row ? await this.byId(db, Number(row.booking_id)) : null;
    return row && booking ? { requestHash: row.request_hash, booking } : null;
  }

  private async replay(db: Db, idempotency: { key: string; requestHash: string }) {
    const previous = await this.keyRecord(db, idempotency.key);
    if (!previous) return null;
    return previous.requestHash === idempotency.requestHash
      ? ({ kind: "replayed", booking: previous.booking } as const)
      : ({ kind: "idempotency-mismatch" } as const);
  }

  /**
   * Atomically: replays an idempotency key; enforces the first-order rule, the per-customer cap of open bookings
   * and the window's capacity; stores the booking with a fresh reference and token, records the key and queues the
   * booking's messages.
   */
  async create(request: CreateBookingRequest): Promise<CreateBookingResult> {
    const { booking, capacity, requireFirstOrder, idempotency, openLimit, messages } = request;
    const now = request.now ?? new Date();
    const email = normalizedEmail(booking.email);
    const phoneDigits = digitsOf(booking.phone);
    try {
      return await this.db.transaction(async (db): Promise<CreateBookingResult> => {
        for (const key of [`customer:${email}`, `customer:${phoneDigits}`].sort()) await db.lock(key);
        await db.lock(`slot:${booking.date}:${booking.windowStart}`);
        const replayed = idempotency && (await this.replay(db, idempotency));
        if (replayed) return replayed;
        if (requireFirstOrder && (await this.hasBookingFor(email, phoneDigits, db))) return { kind: "not-first-order" };
        if (openLimit) {
          const open = await db.get<{ n: number | string }>(
            `SELECT COUNT(*) AS n FROM bookings WHERE (email_normalized = ? OR phone_digits = ?)
               AND status IN (${OPEN_STATUS_SQL}) AND date >= ?`,
            [email, phoneDigits, openLimit.today],
          );
          if (Number(open!.n) >= openLimit.max) return { kind: "too-many-open" };
        }
        if (await isFull(db, booking.date, booking.windowStart, capacity)) return { kind: "window-full" };
        let inserted: { id: number } | undefined;
        while (!inserted) {
          const row = insertRow(booking, newReference(), now.toISOString());
          const columns = Object.keys(row);
          inserted = await db.get<{ id: number }>(
            `INSERT INTO bookings (${columns.join(", ")}) VALUES (${placeholders(columns.length)})
             ON CONFLICT (reference) DO NOTHING RETURNING id`,
            Object.values(row),
          );
        }
        const id = Number(inserted.id);
        if (idempotency)
          await db.run("INSERT INTO idempotency_keys (key, request_hash, booking_id, created_at) VALUES (?, ?, ?, ?)", [
            idempotency.key,
            idempotency.requestHash,
            id,
            now.toISOString(),
          ]);
        const stored = (await this.byId(db, id))!;
        if (messages) await enqueueMessages(db, id, messages(stored), now);
        return { kind: "created", booking: stored };
      });
    } catch (error) {
      // The same key, sent to two instances at once: the loser answers as the winner did.
      const replayed = idempotency && isUniqueViolation(error) && (await this.replay(this.db, idempotency));
      if (replayed) return replayed;
      throw error;
    }
  }

  /**
   * Applies one change (docs/decisions/0027) in one transaction: locks the window it takes a place in and the
   * booking's row, checks, writes the patch, its history row, withdraws pending reminders when asked and queues its
   * messages. Nothing is written when it is refused.
   */
  async apply(change: BookingChange): Promise<ChangeResult> {
    return this.db.transaction(async (db): Promise<ChangeResult> => {
      const { patch } = change;
      if (change.takesPlace) await db.lock(`slot:${patch.date}:${patch.windowStart}`);
      const before = await this.byId(db, change.id, true);
      if (!before) return { kind: "not-found" };
      const refused = change.refuse?.(before);
      if (refused) return { kind: refused };
      const date = patch.date ?? before.date;
      const windowStart = patch.windowStart ?? before.windowStart;
      if (change.takesPlace && (await isFull(db, date, windowStart, change.takesPlace.capacity, change.id)))
        return { kind: "window-full" };
      const set = (Object.keys(patch) as (keyof BookingPatch)[]).filter((k) => patch[k] !== undefined);
      if (set.length > 0)
        await db.run(`UPDATE bookings SET ${set.map((k) => `${PATCH_COLUMNS[k]} = ?`).join(", ")} WHERE id = ?`, [
          ...set.map((k) => patch[k] ?? null),
          change.id,
        ]);
      const after = (await this.byId(db, change.id))!;
      await db.run("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)", [
        change.id,
        change.now.toISOString(),
        change.actor,
        change.action,
        change.detail(before),
      ]);
      if (change.withdrawReminders) await withdrawReminders(db, change.id);
      if (change.messages) await enqueueMessages(db, change.id, change.messages(after, before), change.now);
      return { kind: "changed", booking: after };
    });
  }

  /** The booking of a token, or null (unknown or malformed token). */
  async findByToken(token: string): Promise<StoredBooking | null> {
    if (!TOKEN_RE.test(token)) return null;
    const row = await this.db.get<BookingRow>("SELECT * FROM bookings WHERE token = ?", [token]);
    return row ? fromRow(row) : null;
  }

  /** The booking of a reference (any case), or null. */
  async findByReference(reference: string): Promise<StoredBooking | null> {
    const row = await this.db.get<BookingRow>("SELECT * FROM bookings WHERE reference = ?", [reference.toUpperCase()]);
    return row ? fromRow(row) : null;
  }

  /** The booking stored under an idempotency key, with the hash of the request that stored it. */
  async findByIdempotencyKey(key: string): Promise<{ requestHash: string; booking: StoredBooking } | null> {
    return this.keyRecord(this.db, key);
  }

  /** Open bookings per window start on `date`: `{ "09:00": 2 }`; windows without bookings are absent. */
  async countByWindow(date: string): Promise<Record<string, number>> {
    const rows = await this.db.all<{ window_start: string; n: number | string }>(
      `SELECT window_start, COUNT(*) AS n FROM bookings
       WHERE date = ? AND status IN (${OPEN_STATUS_SQL}) GROUP BY window_start`,
      [date],
    );
    return Object.fromEntries(rows.map((row) => [row.window_start, Number(row.n)]));
  }

  /** True when a booking exists with this e-mail (case-insensitive) or these 10 phone digits. */
  async hasBookingFor(email: string, phoneDigits: string, db: Db = this.db): Promise<boolean> {
    const row = await db.get("SELECT 1 AS found FROM bookings WHERE email_normalized = ? OR phone_digits = ? LIMIT 1", [
      normalizedEmail(email),
      phoneDigits,
    ]);
    return row !== undefined;
  }

  /** The booking's history, oldest first. */
  async history(id: number): Promise<BookingHistoryEntry[]> {
    return this.db.all<BookingHistoryEntry>(
      "SELECT at, actor, action, detail FROM booking_events WHERE booking_id = ? ORDER BY id",
      [id],
    );
  }

  /** The owner's capacity changes of a date (see `effectiveCapacity`). */
  async capacityOverrides(date: string): Promise<CapacityOverrides> {
    return capacityOverridesOf(this.db, date);
  }
}
