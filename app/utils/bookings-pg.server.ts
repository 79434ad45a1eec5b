/**
 * `BookingRepository` on PostgreSQL (docs/decisions/0014): the same behaviour as the SQLite one, safe with many
 * server processes on one database. Taking a place is one transaction that first takes advisory transaction locks
 * on the customer (e-mail, phone) and on the date+window, always in that order, so concurrent bookings of one window
 * serialise there and never "count, then insert" without a lock. Idempotency keys are unique in the database. Server
 * only.
 */
import type pg from "pg";
import { type CapacityOverrides, effectiveCapacity } from "../domain/booking/windows.ts";
import { isOpenStatus } from "../domain/booking/changes.ts";
import {
  BOOKING_INSERT_COLUMNS,
  bookingInsertValues,
  type BookingHistoryEntry,
  type BookingRepository,
  type BookingRow,
  type BookingStatus,
  type ChangeRequest,
  type ChangeResult,
  type CreateBookingRequest,
  type CreateBookingResult,
  digitsOf,
  fromRow,
  newReference,
  newToken,
  OPEN_STATUS_SQL,
  type RescheduleRequest,
  STATUS_CHANGES,
  type StoredBooking,
  TOKEN_RE,
} from "./bookings.server.ts";
import type { OutboxMessage } from "./notifications.server";
import { OUTBOX_INSERT_COLUMNS, outboxInsertValues } from "./outbox.server.ts";
import { pgTransaction } from "./pg.server.ts";

type Db = pg.Pool | pg.PoolClient;

const lock = (db: Db, key: string) => db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);

const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(", ");

async function enqueue(db: Db, bookingId: number, messages: readonly OutboxMessage[], now: Date) {
  for (const m of messages)
    await db.query(
      `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")})
       VALUES (${placeholders(OUTBOX_INSERT_COLUMNS.length)}) ON CONFLICT (key) DO NOTHING`,
      outboxInsertValues(bookingId, m, now),
    );
}

async function overridesOf(db: Db, date: string): Promise<CapacityOverrides> {
  const { rows } = await db.query<{ window_start: string; capacity: number }>(
    "SELECT window_start, capacity FROM capacity_overrides WHERE date = $1",
    [date],
  );
  const whole = rows.find((r) => r.window_start === "*");
  return {
    whole: whole ? Number(whole.capacity) : null,
    windows: new Map(rows.filter((r) => r.window_start !== "*").map((r) => [r.window_start, Number(r.capacity)])),
  };
}

async function openCount(db: Db, date: string, windowStart: string, exceptId = 0): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT COUNT(*) AS n FROM bookings
     WHERE date = $1 AND window_start = $2 AND status IN (${OPEN_STATUS_SQL}) AND id <> $3`,
    [date, windowStart, exceptId],
  );
  return Number(rows[0]!.n);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === "23505";

export class PgBookingRepository implements BookingRepository {
  private readonly pool: pg.Pool;
  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  private async byId(db: Db, id: number): Promise<StoredBooking> {
    const { rows } = await db.query<BookingRow>("SELECT * FROM bookings WHERE id = $1", [id]);
    return fromRow(rows[0]!);
  }

  async findByIdempotencyKey(key: string, db: Db = this.pool) {
    const { rows } = await db.query<{ request_hash: string; booking_id: string }>(
      "SELECT request_hash, booking_id FROM idempotency_keys WHERE key = $1",
      [key],
    );
    const row = rows[0];
    return row ? { requestHash: row.request_hash, booking: await this.byId(db, Number(row.booking_id)) } : null;
  }

  async create(request: CreateBookingRequest): Promise<CreateBookingResult> {
    const { booking, capacity, requireFirstOrder, idempotency, openLimit, notify } = request;
    const now = request.now ?? new Date();
    const createdAt = now.toISOString();
    const phoneDigits = digitsOf(booking.phone);
    const email = booking.email.trim().toLowerCase();
    try {
      return await pgTransaction(this.pool, async (db): Promise<CreateBookingResult> => {
        // customer first, then the slot: every transaction takes its locks in this order
        for (const key of [`customer:${email}`, `customer:${phoneDigits}`].sort()) await lock(db, key);
        await lock(db, `slot:${booking.date}:${booking.windowStart}`);
        if (idempotency) {
          const previous = await this.findByIdempotencyKey(idempotency.key, db);
          if (previous)
            return previous.requestHash === idempotency.requestHash
              ? { kind: "replayed", booking: previous.booking }
              : { kind: "idempotency-mismatch" };
        }
        if (requireFirstOrder) {
          const { rowCount } = await db.query(
            "SELECT 1 FROM bookings WHERE email_normalized = $1 OR phone_digits = $2 LIMIT 1",
            [email, phoneDigits],
          );
          if (rowCount) return { kind: "not-first-order" };
        }
        if (openLimit) {
          const { rows } = await db.query<{ n: string }>(
            `SELECT COUNT(*) AS n FROM bookings WHERE (email_normalized = $1 OR phone_digits = $2)
               AND status IN (${OPEN_STATUS_SQL}) AND date >= $3`,
            [email, phoneDigits, openLimit.today],
          );
          if (Number(rows[0]!.n) >= openLimit.max) return { kind: "too-many-open" };
        }
        const places = effectiveCapacity(await overridesOf(db, booking.date), booking.windowStart, capacity);
        if ((await openCount(db, booking.date, booking.windowStart)) >= places) return { kind: "window-full" };
        let inserted: { id: string } | undefined;
        while (!inserted) {
          const result = await db.query<{ id: string }>(
            `INSERT INTO bookings (${BOOKING_INSERT_COLUMNS.join(", ")})
             VALUES (${placeholders(BOOKING_INSERT_COLUMNS.length)}) ON CONFLICT (reference) DO NOTHING RETURNING id`,
            bookingInsertValues(booking, newReference(), newToken(), createdAt),
          );
          inserted = result.rows[0];
        }
        const id = Number(inserted.id);
        if (idempotency)
          await db.query(
            "INSERT INTO idempotency_keys (key, request_hash, booking_id, created_at) VALUES ($1, $2, $3, $4)",
            [idempotency.key, idempotency.requestHash, id, createdAt],
          );
        const stored = await this.byId(db, id);
        if (notify) await enqueue(db, id, notify(stored), now);
        return { kind: "created", booking: stored };
      });
    } catch (error) {
      // The same key, sent to two instances at once: the loser answers as the winner did.
      if (idempotency && isUniqueViolation(error)) {
        const previous = await this.findByIdempotencyKey(idempotency.key);
        if (previous)
          return previous.requestHash === idempotency.requestHash
            ? { kind: "replayed", booking: previous.booking }
            : { kind: "idempotency-mismatch" };
      }
      throw error;
    }
  }

  async findByToken(token: string): Promise<StoredBooking | null> {
    if (!TOKEN_RE.test(token)) return null;
    const { rows } = await this.pool.query<BookingRow>("SELECT * FROM bookings WHERE token = $1", [token]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async countByWindow(date: string): Promise<Record<string, number>> {
    const { rows } = await this.pool.query<{ window_start: string; n: string }>(
      `SELECT window_start, COUNT(*) AS n FROM bookings
       WHERE date = $1 AND status IN (${OPEN_STATUS_SQL}) GROUP BY window_start`,
      [date],
    );
    return Object.fromEntries(rows.map((r) => [r.window_start, Number(r.n)]));
  }

  async hasBookingFor(email: string, phoneDigits: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      "SELECT 1 FROM bookings WHERE email_normalized = $1 OR phone_digits = $2 LIMIT 1",
      [email.trim().toLowerCase(), phoneDigits],
    );
    return Boolean(rowCount);
  }

  /** Records a change and queues its e-mails; a pending reminder is withdrawn unless the booking was confirmed. */
  private async afterChange(db: Db, request: ChangeRequest, action: string, detail: string, before: StoredBooking) {
    const now = request.now ?? new Date();
    const after = await this.byId(db, request.id);
    await db.query("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES ($1, $2, $3, $4, $5)", [
      request.id,
      now.toISOString(),
      request.actor,
      action,
      detail,
    ]);
    if (action !== "confirmed")
      await db.query(
        "UPDATE outbox SET status = 'cancelled' WHERE booking_id = $1 AND event = 'reminder' AND status = 'pending'",
        [request.id],
      );
    if (request.notify) await enqueue(db, request.id, request.notify(after, before), now);
    return after;
  }

  private async lockedBooking(db: Db, id: number): Promise<StoredBooking | null> {
    const { rows } = await db.query<BookingRow>("SELECT * FROM bookings WHERE id = $1 FOR UPDATE", [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async reschedule(request: RescheduleRequest): Promise<ChangeResult> {
    return pgTransaction(this.pool, async (db): Promise<ChangeResult> => {
      await lock(db, `slot:${request.date}:${request.windowStart}`);
      const before = await this.lockedBooking(db, request.id);
      if (!before || !isOpenStatus(before.status)) return { kind: "not-open" };
      const places = effectiveCapacity(await overridesOf(db, request.date), request.windowStart, request.capacity);
      if ((await openCount(db, request.date, request.windowStart, request.id)) >= places)
        return { kind: "window-full" };
      await db.query("UPDATE bookings SET date = $1, window_start = $2, window_end = $3 WHERE id = $4", [
        request.date,
        request.windowStart,
        request.windowEnd,
        request.id,
      ]);
      const detail = `${before.date} ${before.windowStart} → ${request.date} ${request.windowStart}`;
      return { kind: "changed", booking: await this.afterChange(db, request, "rescheduled", detail, before) };
    });
  }

  async cancel(request: ChangeRequest): Promise<ChangeResult> {
    return pgTransaction(this.pool, async (db): Promise<ChangeResult> => {
      const before = await this.lockedBooking(db, request.id);
      if (!before || !isOpenStatus(before.status)) return { kind: "not-open" };
      await db.query("UPDATE bookings SET status = 'cancelled' WHERE id = $1", [request.id]);
      const detail = `${before.status} → cancelled`;
      return { kind: "changed", booking: await this.afterChange(db, request, "cancelled", detail, before) };
    });
  }

  async changeStatus(request: ChangeRequest & { to: BookingStatus }): Promise<ChangeResult | { kind: "not-allowed" }> {
    return pgTransaction(this.pool, async (db) => {
      const before = await this.lockedBooking(db, request.id);
      if (!before) return { kind: "not-open" } as const;
      if (!STATUS_CHANGES[before.status].includes(request.to)) return { kind: "not-allowed" } as const;
      await db.query("UPDATE bookings SET status = $1 WHERE id = $2", [request.to, request.id]);
      const detail = `${before.status} → ${request.to}`;
      return { kind: "changed", booking: await this.afterChange(db, request, request.to, detail, before) } as const;
    });
  }

  async history(id: number): Promise<BookingHistoryEntry[]> {
    const { rows } = await this.pool.query<BookingHistoryEntry>(
      "SELECT at, actor, action, detail FROM booking_events WHERE booking_id = $1 ORDER BY id",
      [id],
    );
    return rows;
  }

  async capacityOverrides(date: string): Promise<CapacityOverrides> {
    return overridesOf(this.pool, date);
  }
}
