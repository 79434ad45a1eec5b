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
import { createHash, randomBytes, randomInt } from "node:crypto";
import type {
  BookingChange,
  BookingPayment,
  BookingHistoryEntry,
  BookingPatch,
  ChangeResult,
  CreateBookingRequest,
  CreateBookingResult,
  NewBooking,
  StoredBooking,
} from "../booking/model.ts";
import type { BookingStatus } from "../domain/booking/changes.ts";
import { dateInZone } from "../domain/booking/dates.ts";
import { type CapacityOverrides, effectiveCapacity } from "../domain/booking/windows.ts";
import type { PaymentStatus } from "../domain/booking/payment.ts";
import type { OrderLine, Quote } from "../domain/pricing.ts";
import { type Db, isUniqueViolation, placeholders } from "./db.server.ts";
import { TipStore } from "./tips.server.ts";
import { paymentEventIsNew } from "./payment-events.server.ts";
import { ExtraPayments } from "./extra-payments.server.ts";
import { PlanStore, withdrawCrewNotices } from "./plans.server.ts";
import { enqueueMessages, withdrawReminders } from "./outbox.server.ts";
import { COUNTED_SQL, HOLDS_PLACE_SQL, markReturningSql, OPEN_STATUS_SQL, UNCOUNTED_STATUSES } from "./schema.ts";

// the place-holding rule in SQL lives with the schema, where the planner's store reads it too (docs/decisions/0044)
export { HOLDS_PLACE_SQL, OPEN_STATUS_SQL };

/** Reference alphabet: no 0/O, 1/I/L, so it reads back well over the phone. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A new random reference such as "NS-7K3F9Q". */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `NS-${code}`;
}

const randomTokenHash = () => createHash("sha256").update(randomBytes(24)).digest("hex");

export const digitsOf = (phone: string) => {
  const d = phone.replace(/\D/g, "");
  return d.length === 11 && d.startsWith("1") ? d.slice(1) : d;
};

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** A row of the `bookings` table, as `SELECT *` returns it. */
export type BookingRow = {
  id: number;
  reference: string;
  /** The SHA-256 of the token the booking's page was given (docs/decisions/0031). */
  token_hash: string;
  erased_at: string | null;
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
  payment_status: PaymentStatus;
  hold_until: string | null;
  paid_cents: number;
  refunded_cents: number;
  refund_due_cents: number;
  checkout_session_id: string | null;
  checkout_url: string | null;
  checkout_amount_cents: number | null;
  payment_intent_id: string | null;
  /** The reports' own (docs/decisions/0034): the Chicago date the booking was made, and whether its customer had booked before. */
  created_on: string;
  returning_customer: number;
  /** Text messages (docs/decisions/0035): the number (E.164) and the consent, when the customer asked for texts. */
  sms_phone: string | null;
  sms_consent_at: string | null;
  sms_consent_text: string | null;
  /** The owner's catalog version it was priced with (docs/decisions/0038), null for a booking of before. */
  catalog_version: number | null;
  /** The crew it is assigned to, and when that crew started the job (docs/decisions/0039). */
  crew_id?: number | null;
  started_at?: string | null;
  /** Its plan (docs/decisions/0044): the planned start and the job's length. */
  planned_start?: string | null;
  job_minutes?: number | null;
};

/** Writes one row of a booking's history (the only place that does), inside the caller's transaction. */
export async function recordEvent(
  db: Db,
  bookingId: number,
  at: Date,
  actor: string,
  action: string,
  detail: string | null,
) {
  await db.run("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)", [
    bookingId,
    at.toISOString(),
    actor,
    action,
    detail,
  ]);
}

/** The one mapping from a row to the domain's booking. */
export function fromRow(row: BookingRow): StoredBooking {
  return {
    id: Number(row.id),
    reference: row.reference,
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
    erasedAt: row.erased_at,
    catalogVersion: row.catalog_version === null ? null : Number(row.catalog_version),
    crewId: row.crew_id === null || row.crew_id === undefined ? null : Number(row.crew_id),
    startedAt: row.started_at ?? null,
    plannedStart: row.planned_start ?? null,
    jobMinutes: row.job_minutes === null || row.job_minutes === undefined ? null : Number(row.job_minutes),
    sms:
      row.sms_phone && row.sms_consent_at
        ? { phone: row.sms_phone, consentAt: row.sms_consent_at, consentText: row.sms_consent_text ?? "" }
        : null,
    payment: {
      status: row.payment_status,
      holdUntil: row.hold_until,
      paidCents: Number(row.paid_cents),
      refundedCents: Number(row.refunded_cents),
      refundDueCents: Number(row.refund_due_cents),
      checkoutSessionId: row.checkout_session_id,
      checkoutUrl: row.checkout_url,
      checkoutAmountCents: row.checkout_amount_cents === null ? null : Number(row.checkout_amount_cents),
      paymentIntentId: row.payment_intent_id,
    },
  };
}

/** The columns and values of a new booking's row (the demo data makes its rows with it too). */
export function insertRow(booking: NewBooking, reference: string, createdAt: string, tokenHash: string) {
  const { quote } = booking;
  return {
    reference,
    token_hash: tokenHash,
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
    created_on: dateInZone(new Date(createdAt)),
    sms_phone: booking.sms?.phone ?? null,
    sms_consent_at: booking.sms?.consentAt ?? null,
    sms_consent_text: booking.sms?.consentText ?? null,
    payment_status: booking.holdUntil ? "pending" : "unpaid",
    hold_until: booking.holdUntil ?? null,
    catalog_version: booking.catalogVersion ?? null,
  } satisfies Partial<BookingRow>;
}

/** The columns of a booking's lines in the reports (docs/decisions/0034), in the order `lineRows` gives them. */
export const LINE_COLUMNS = [
  "booking_id",
  "position",
  "date",
  "counted",
  "service",
  "tier",
  "tier_label",
  "list_cents",
];

/** A booking's report lines: one per service, at its list price with add-ons; a new booking's status is requested. */
export function lineRows(bookingId: number, booking: Pick<NewBooking, "date" | "quote">, status = "requested") {
  return booking.quote.lines.map((line, position) => [
    bookingId,
    position,
    booking.date,
    UNCOUNTED_STATUSES.includes(status) ? 0 : 1,
    line.service,
    line.tier,
    line.tierLabel,
    (line.tierPrice ?? 0) + line.addons.reduce((sum, addon) => sum + addon.total, 0),
  ]);
}

/** The columns a patch sets. */
const PATCH_COLUMNS: { [K in keyof Required<Omit<BookingPatch, "payment">>]: keyof BookingRow } = {
  status: "status",
  date: "date",
  windowStart: "window_start",
  windowEnd: "window_end",
  internalNote: "internal_note",
  totalCents: "total_cents",
  crewId: "crew_id",
  startedAt: "started_at",
  jobMinutes: "job_minutes",
};
const PAYMENT_PATCH_COLUMNS: { [K in keyof Required<BookingPayment>]: keyof BookingRow } = {
  status: "payment_status",
  holdUntil: "hold_until",
  paidCents: "paid_cents",
  refundedCents: "refunded_cents",
  refundDueCents: "refund_due_cents",
  checkoutSessionId: "checkout_session_id",
  checkoutUrl: "checkout_url",
  checkoutAmountCents: "checkout_amount_cents",
  paymentIntentId: "payment_intent_id",
};

/** The columns and values a patch sets. */
function patchAssignments(patch: BookingPatch): [column: string, value: string | number | null][] {
  const { payment = {}, ...own } = patch;
  return [
    ...(Object.keys(own) as (keyof typeof own)[])
      .filter((k) => own[k] !== undefined)
      .map((k) => [PATCH_COLUMNS[k], own[k] ?? null] as [string, string | number | null]),
    ...(Object.keys(payment) as (keyof BookingPayment)[])
      .filter((k) => payment[k] !== undefined)
      .map((k) => [PAYMENT_PATCH_COLUMNS[k], payment[k] ?? null] as [string, string | number | null]),
  ];
}

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
async function isFull(
  db: Db,
  slot: { date: string; windowStart: string },
  capacity: number,
  now: Date,
  exceptId = 0,
): Promise<boolean> {
  const { date, windowStart } = slot;
  const taken = await db.get<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM bookings WHERE date = ? AND window_start = ? AND ${HOLDS_PLACE_SQL} AND id <> ?`,
    [date, windowStart, now.toISOString(), exceptId],
  );
  return Number(taken!.n) >= effectiveCapacity(await capacityOverridesOf(db, date), windowStart, capacity);
}

export class BookingRepository {
  private readonly db: Db;
  /** Payments that name a booking and did not settle it (issue 35). */
  readonly extraPayments: ExtraPayments;
  /** Tips for the crew (issue 48). */
  readonly tips: TipStore;
  constructor(db: Db) {
    this.db = db;
    this.extraPayments = new ExtraPayments(db, recordEvent);
    this.tips = new TipStore(db, recordEvent);
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

  /** The planner's storage on this repository's database (docs/decisions/0044). */
  get plans(): PlanStore {
    return new PlanStore(this.db);
  }

  /**
   * Atomically: replays an idempotency key; enforces the first-order rule, the per-customer cap of open bookings
   * and the window's capacity; stores the booking with a fresh reference and token, records the key and queues the
   * booking's messages.
   */
  async create(request: CreateBookingRequest): Promise<CreateBookingResult> {
    const { booking, capacity, requireFirstOrder, idempotency, openLimit, messages, promo } = request;
    const now = request.now ?? new Date();
    const email = normalizedEmail(booking.email);
    const phoneDigits = digitsOf(booking.phone);
    try {
      return await this.db.transaction(async (db): Promise<CreateBookingResult> => {
        for (const key of [`customer:${email}`, `customer:${phoneDigits}`].sort()) await db.lock(key);
        // a code's uses are counted under its own lock, taken after the customer's and before the window's
        if (promo) await db.lock(`promo:${promo.code}`);
        // the date's plan (docs/decisions/0044), then the window's places
        if (request.plan) await db.lock(request.plan.lock);
        await db.lock(`slot:${booking.date}:${booking.windowStart}`);
        const replayed = idempotency && (await this.replay(db, idempotency));
        if (replayed) return replayed;
        if (requireFirstOrder && (await this.hasBookingFor(email, phoneDigits, db))) return { kind: "not-first-order" };
        if (promo?.maxUses != null) {
          const used = await db.get<{ n: number | string }>(
            "SELECT COUNT(*) AS n FROM bookings WHERE promo_code = ? AND status <> 'expired'",
            [promo.code],
          );
          if (Number(used!.n) >= promo.maxUses) return { kind: "promo-used-up" };
        }
        if (promo?.oncePerCustomer) {
          const mine = await db.get(
            `SELECT 1 AS found FROM bookings WHERE promo_code = ? AND status <> 'expired'
               AND (email_normalized = ? OR phone_digits = ?) LIMIT 1`,
            [promo.code, email, phoneDigits],
          );
          if (mine) return { kind: "promo-used" };
        }
        if (openLimit) {
          const open = await db.get<{ n: number | string }>(
            `SELECT COUNT(*) AS n FROM bookings WHERE (email_normalized = ? OR phone_digits = ?)
               AND ${HOLDS_PLACE_SQL} AND date >= ?`,
            [email, phoneDigits, now.toISOString(), openLimit.today],
          );
          if (Number(open!.n) >= openLimit.max) return { kind: "too-many-open" };
        }
        if (await isFull(db, booking, capacity, now)) return { kind: "window-full" };
        const plan = request.plan && (await request.plan.of(db));
        if (plan === null) return { kind: "window-full" };
        let inserted: { id: number } | undefined;
        while (!inserted) {
          const reference = newReference();
          const hash = request.tokenHashOf?.(reference) ?? randomTokenHash();
          const row = insertRow(booking, reference, now.toISOString(), hash);
          const columns = Object.keys(row);
          inserted = await db.get<{ id: number }>(
            `INSERT INTO bookings (${columns.join(", ")}) VALUES (${placeholders(columns.length)})
             ON CONFLICT (reference) DO NOTHING RETURNING id`,
            Object.values(row),
          );
        }
        const id = Number(inserted.id);
        if (plan) await new PlanStore(db).setPlan(db, id, plan);
        await this.deriveReportData(db, id, booking);
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
      const { takesPlace } = change;
      const slot = takesPlace && (takesPlace.at ?? (change.patch as { date: string; windowStart: string }));
      // the date's plan, then the window's places: the order a new booking takes them in (docs/decisions/0044)
      if (change.plan) await db.lock(change.plan.lock);
      if (slot) await db.lock(`slot:${slot.date}:${slot.windowStart}`);
      const before = await this.byId(db, change.id, true);
      if (!before) return { kind: "not-found" };
      const refused = change.refuse?.(before);
      if (refused) return { kind: refused };
      if (change.limit) {
        const made = await db.get<{ n: number | string }>(
          `SELECT COUNT(*) AS n FROM booking_events WHERE booking_id = ? AND ${change.limit.sameAction ? "action" : "actor"} = ? AND at >= ?`,
          [change.id, change.limit.sameAction ? change.action : change.actor, change.limit.since.toISOString()],
        );
        if (Number(made!.n) >= change.limit.max) return { kind: "too-many-changes" };
      }
      if (slot && (await isFull(db, slot, takesPlace.capacity, change.now, change.id))) return { kind: "window-full" };
      const plan = change.plan && (await change.plan.of(db, before));
      if (plan === null) return { kind: "window-full" };
      if (plan && "refusal" in plan) return { kind: "does-not-fit", reason: plan.refusal };
      // The provider's event is recorded with the change it makes, or not at all (a refused change records nothing).
      if (change.event && !(await paymentEventIsNew(db, change.event, change.id, change.now)))
        return { kind: "duplicate" };
      const patch = typeof change.patch === "function" ? change.patch(before) : change.patch;
      const set = patchAssignments(patch);
      if (set.length > 0)
        await db.run(`UPDATE bookings SET ${set.map(([column]) => `${column} = ?`).join(", ")} WHERE id = ?`, [
          ...set.map(([, value]) => value),
          change.id,
        ]);
      // a job planned afresh takes its new crew and start; one moved while planning is off loses its planned start
      // (it is read at its new window's start; docs/decisions/0044)
      if (plan) await new PlanStore(db).setPlan(db, change.id, plan);
      else if (patch.date !== undefined || patch.windowStart !== undefined)
        await db.run("UPDATE bookings SET planned_start = NULL WHERE id = ?", [change.id]);
      if (patch.status !== undefined || patch.date !== undefined)
        await db.run(
          `UPDATE booking_lines SET date = (SELECT date FROM bookings b WHERE b.id = ?),
             counted = (SELECT CASE WHEN ${COUNTED_SQL} THEN 1 ELSE 0 END FROM bookings b WHERE b.id = ?)
           WHERE booking_id = ?`,
          [change.id, change.id, change.id],
        );
      const after = (await this.byId(db, change.id))!;
      await recordEvent(db, change.id, change.now, change.actor, change.action, change.detail(before));
      if (change.withdrawReminders) await withdrawReminders(db, change.id);
      // a crew's notice still waiting, of a crew or date the job no longer has (issue 56)
      if (patch.date !== undefined || patch.crewId !== undefined || plan) await withdrawCrewNotices(db, change.id);
      if (patch.status === "cancelled")
        await db.run(
          "UPDATE outbox SET status = 'cancelled' WHERE booking_id = ? AND event = 'assigned' AND status = 'pending'",
          [change.id],
        );
      if (change.messages) await enqueueMessages(db, change.id, change.messages(after, before), change.now);
      return { kind: "changed", booking: after };
    });
  }

  /**
   * The reports' data of a booking just made (docs/decisions/0034): whether its customer had booked before (a booking
   * by the same e-mail or phone, not expired, not erased) and its lines. The migration derives the same for older ones.
   */
  private async deriveReportData(db: Db, id: number, booking: Pick<NewBooking, "date" | "quote">) {
    await db.run(markReturningSql("AND id = ?"), [id]);
    const lines = lineRows(id, booking);
    if (lines.length > 0)
      await db.run(
        `INSERT INTO booking_lines (${LINE_COLUMNS.join(", ")}) VALUES ${lines.map(() => `(${placeholders(LINE_COLUMNS.length)})`).join(", ")}`,
        lines.flat(),
      );
  }

  /** The booking whose page token has this SHA-256 (hex), or null. Erased bookings have no page. */
  async findByTokenHash(hash: string): Promise<StoredBooking | null> {
    const row = await this.db.get<BookingRow>("SELECT * FROM bookings WHERE token_hash = ? AND erased_at IS NULL", [
      hash,
    ]);
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

  /** Bookings holding a place per window start on `date` at `now`: `{ "09:00": 2 }`; windows without are absent. */
  async countByWindow(date: string, now: Date = new Date()): Promise<Record<string, number>> {
    const rows = await this.db.all<{ window_start: string; n: number | string }>(
      `SELECT window_start, COUNT(*) AS n FROM bookings
       WHERE date = ? AND ${HOLDS_PLACE_SQL} GROUP BY window_start`,
      [date, now.toISOString()],
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

  /** The booking paid through a Checkout Session, or null. */
  /** Whether the customer of `booking` (by e-mail) booked again after it: another booking, made later, not expired. */
  async bookedAgainSince(booking: Pick<StoredBooking, "id" | "email" | "createdAt">): Promise<boolean> {
    const row = await this.db.get(
      `SELECT 1 AS found FROM bookings WHERE email_normalized = ? AND id <> ? AND created_at > ? AND status <> 'expired'
       LIMIT 1`,
      [normalizedEmail(booking.email), booking.id, booking.createdAt],
    );
    return row !== undefined;
  }

  async findByCheckoutSession(sessionId: string): Promise<StoredBooking | null> {
    const row = await this.db.get<BookingRow>("SELECT * FROM bookings WHERE checkout_session_id = ?", [sessionId]);
    return row ? fromRow(row) : null;
  }

  /** Unpaid bookings whose hold ended before `now`, oldest first (at most `limit`). */
  async lapsedHolds(now: Date, limit = 50): Promise<StoredBooking[]> {
    const rows = await this.db.all<BookingRow>(
      "SELECT * FROM bookings WHERE payment_status = 'pending' AND hold_until <= ? ORDER BY hold_until LIMIT ?",
      [now.toISOString(), limit],
    );
    return rows.map(fromRow);
  }

  /** Bookings owed a refund that was not made yet (at most `limit`). */
  async refundsDue(limit = 50): Promise<StoredBooking[]> {
    const rows = await this.db.all<BookingRow>(
      "SELECT * FROM bookings WHERE refund_due_cents > 0 ORDER BY id LIMIT ?",
      [limit],
    );
    return rows.map(fromRow);
  }

  /** Records a provider's event that changed no booking; false when it was recorded before. */
  async recordEvent(event: { id: string; type: string }, bookingId: number | null, now: Date): Promise<boolean> {
    return paymentEventIsNew(this.db, event, bookingId, now);
  }

  /** True when a provider's event was recorded. */
  async hasEvent(id: string): Promise<boolean> {
    return (await this.db.get("SELECT 1 AS found FROM payment_events WHERE id = ?", [id])) !== undefined;
  }

  /** The booking's history, oldest first. */
  async history(id: number): Promise<BookingHistoryEntry[]> {
    return this.db.all<BookingHistoryEntry>(
      "SELECT at, actor, action, detail FROM booking_events WHERE booking_id = ? ORDER BY id",
      [id],
    );
  }

  /**
   * The open bookings (requested or confirmed) of `today` and after not yet started (a job under way is not moved by
   * a new week; issue 44), by date and window: those a change of the week would leave outside it are shown to the
   * owner before the change is saved (docs/decisions/0038).
   */
  async upcomingOpen(
    today: string,
  ): Promise<
    { reference: string; name: string; phone: string; date: string; windowStart: string; windowEnd: string }[]
  > {
    return this.db.all(
      `SELECT reference, name, phone, date, window_start AS "windowStart", window_end AS "windowEnd" FROM bookings
       WHERE date >= ? AND status IN (${OPEN_STATUS_SQL}) AND started_at IS NULL ORDER BY date, window_start, reference`,
      [today],
    );
  }

  /** The owner's capacity changes of a date (see `effectiveCapacity`). */
  async capacityOverrides(date: string): Promise<CapacityOverrides> {
    return capacityOverridesOf(this.db, date);
  }
}
