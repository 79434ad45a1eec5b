/**
 * The outbox on PostgreSQL (docs/decisions/0011, 0014): the same `Outbox` as SQLite's, for several instances each
 * running a worker. Due messages are claimed with `FOR UPDATE SKIP LOCKED`, so two workers never take the same one.
 * Server only.
 */
import type pg from "pg";
import { CLAIM_MS, GIVE_UP_MS, type Outbox, type OutboxRow, type OutboxStatus, retryDelayMs } from "./outbox.server.ts";
import { pgTransaction } from "./pg.server.ts";

const normalize = (row: OutboxRow): OutboxRow => ({
  ...row,
  id: Number(row.id),
  booking_id: row.booking_id === null ? null : Number(row.booking_id),
});

export class PgOutbox implements Outbox {
  private readonly pool: pg.Pool;
  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
    const at = now.toISOString();
    const { rows } = await this.pool.query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = $1
       WHERE id IN (
         SELECT id FROM outbox
         WHERE (status = 'pending' AND next_attempt_at <= $2) OR (status = 'sending' AND claimed_until <= $2)
         ORDER BY next_attempt_at, id LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [new Date(now.getTime() + CLAIM_MS).toISOString(), at, limit],
    );
    return rows.map(normalize).sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, now: Date): Promise<void> {
    await this.pool.query(
      "UPDATE outbox SET status = 'sent', sent_at = $1, claimed_until = NULL, last_error = NULL WHERE id = $2",
      [now.toISOString(), id],
    );
  }

  async markFailed(id: number, error: string, now: Date): Promise<OutboxStatus> {
    return pgTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ attempts: number; due_at: string }>(
        "SELECT attempts, due_at FROM outbox WHERE id = $1 FOR UPDATE",
        [id],
      );
      const row = rows[0];
      if (!row) return "failed";
      const status: OutboxStatus = now.getTime() - Date.parse(row.due_at) >= GIVE_UP_MS ? "failed" : "pending";
      const next = new Date(now.getTime() + retryDelayMs(Number(row.attempts))).toISOString();
      await db.query(
        "UPDATE outbox SET status = $1, next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $4",
        [status, next, error.slice(0, 500), id],
      );
      return status;
    });
  }

  async forBooking(bookingId: number): Promise<OutboxRow[]> {
    const { rows } = await this.pool.query<OutboxRow>("SELECT * FROM outbox WHERE booking_id = $1 ORDER BY id", [
      bookingId,
    ]);
    return rows.map(normalize);
  }

  async all(): Promise<OutboxRow[]> {
    const { rows } = await this.pool.query<OutboxRow>("SELECT * FROM outbox ORDER BY id");
    return rows.map(normalize);
  }
}
