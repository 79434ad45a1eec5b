/**
 * What the health page and the metrics read of the product's own running (issue 40, docs/decisions/0040): the
 * outbox's state per channel, the marks of things last seen (the last Stripe webhook), each health check's state and
 * the owners' last alert, and the database's size. SQL only; SQLite and PostgreSQL alike. Server only.
 */
import type { OutboxMessage } from "../booking/model.ts";
import type { Db } from "./db.server.ts";
import { enqueueMessages } from "./outbox.server.ts";

export type Channel = "email" | "sms";

/** One channel of the outbox, as the health page says it. */
export type OutboxHealth = {
  /** Messages waiting to go out (due now or earlier, not sent, not given up). */
  waiting: number;
  /** When the oldest of them was due (ISO 8601), or null. */
  oldestDueAt: string | null;
  /** Messages whose sending failed (an attempt, or for good) in the day before `now`. */
  failedLastDay: number;
  /** The same in the hour before `now`. */
  failedLastHour: number;
  /** Given up (after a day of tries) in the day before `now`. */
  gaveUpLastDay: number;
  /** Given up for good, all time. */
  failed: number;
  sent: number;
  /** The latest failure's error, as the transport gave it, and when; null when none in the last day. */
  latestError: { message: string; at: string } | null;
};

export type HealthState = "green" | "amber" | "red";
export type HealthAlert = { check: string; state: HealthState; redSince: string | null; lastSentAt: string | null };

const DAY_MS = 24 * 3600_000;

export class OperationsStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The outbox of each channel at `now`. */
  async outbox(now: Date): Promise<Record<Channel, OutboxHealth>> {
    const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
    const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
    const at = now.toISOString();
    const rows = await this.db.all<{
      channel: Channel;
      waiting: number | string;
      oldest: string | null;
      failed_day: number | string;
      failed_hour: number | string;
      gave_up_day: number | string;
      failed: number | string;
      sent: number | string;
    }>(
      `SELECT channel,
              SUM(CASE WHEN status IN ('pending', 'sending') AND due_at <= ? THEN 1 ELSE 0 END) AS waiting,
              MIN(CASE WHEN status IN ('pending', 'sending') AND due_at <= ? THEN due_at END) AS oldest,
              SUM(CASE WHEN last_failed_at >= ? THEN 1 ELSE 0 END) AS failed_day,
              SUM(CASE WHEN last_failed_at >= ? THEN 1 ELSE 0 END) AS failed_hour,
              SUM(CASE WHEN status = 'failed' AND last_failed_at >= ? THEN 1 ELSE 0 END) AS gave_up_day,
              SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed,
              SUM(CASE WHEN status = 'sent' THEN 1 ELSE 0 END) AS sent
         FROM outbox GROUP BY channel`,
      [at, at, dayAgo, hourAgo, dayAgo],
    );
    const latest = await this.db.all<{ channel: Channel; last_error: string | null; last_failed_at: string }>(
      `SELECT o.channel, o.last_error, o.last_failed_at FROM outbox o
        WHERE o.last_failed_at >= ? AND o.last_failed_at = (
          SELECT MAX(i.last_failed_at) FROM outbox i WHERE i.channel = o.channel)`,
      [dayAgo],
    );
    const of = (channel: Channel): OutboxHealth => {
      const row = rows.find((r) => r.channel === channel);
      const error = latest.find((r) => r.channel === channel);
      return {
        waiting: Number(row?.waiting ?? 0),
        oldestDueAt: row?.oldest ?? null,
        failedLastDay: Number(row?.failed_day ?? 0),
        failedLastHour: Number(row?.failed_hour ?? 0),
        gaveUpLastDay: Number(row?.gave_up_day ?? 0),
        failed: Number(row?.failed ?? 0),
        sent: Number(row?.sent ?? 0),
        latestError: error ? { message: error.last_error ?? "unknown error", at: error.last_failed_at } : null,
      };
    };
    return { email: of("email"), sms: of("sms") };
  }

  /** Notes that `name` happened at `at` (the latest time is kept). */
  async mark(name: string, at: Date): Promise<void> {
    await this.db.run(
      "INSERT INTO health_marks (name, at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET at = excluded.at",
      [name, at.toISOString()],
    );
  }

  /** When `name` last happened (ISO 8601), or null. */
  async markOf(name: string): Promise<string | null> {
    return (await this.db.get<{ at: string }>("SELECT at FROM health_marks WHERE name = ?", [name]))?.at ?? null;
  }

  async alerts(): Promise<HealthAlert[]> {
    const rows = await this.db.all<{ check_name: string; state: HealthState; red_since: string | null; last_sent_at: string | null }>(
      "SELECT check_name, state, red_since, last_sent_at FROM health_alerts ORDER BY check_name",
    );
    return rows.map((r) => ({ check: r.check_name, state: r.state, redSince: r.red_since, lastSentAt: r.last_sent_at }));
  }

  /** The latest card payment made through Checkout and the latest Stripe event received (ISO 8601, or null). */
  async paymentMarks(): Promise<{ lastPaidAt: string | null; lastWebhookAt: string | null }> {
    const paid = await this.db.get<{ at: string | null }>(
      "SELECT MAX(at) AS at FROM booking_events WHERE action IN ('paid', 'paid, refund due')",
    );
    const hook = await this.db.get<{ at: string | null }>("SELECT MAX(received_at) AS at FROM payment_events");
    return { lastPaidAt: paid?.at ?? null, lastWebhookAt: hook?.at ?? null };
  }

  /**
   * Saves each check's state; queues `messages` (the owners' alert e-mails, keyed so that one alert goes out once
   * whatever instance or page view evaluates it) in the same transaction.
   */
  async saveAlerts(alerts: readonly HealthAlert[], messages: readonly OutboxMessage[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.lock("health-alerts");
      await enqueueMessages(tx, null, messages, now);
      for (const alert of alerts)
        await tx.run(
          `INSERT INTO health_alerts (check_name, state, red_since, last_sent_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (check_name) DO UPDATE SET state = excluded.state, red_since = excluded.red_since,
                                                last_sent_at = excluded.last_sent_at`,
          [alert.check, alert.state, alert.redSince, alert.lastSentAt],
        );
    });
  }

  /** The alert e-mails of a check's red spell (keys `health.<check>.<red since>.…`): their state, newest first. */
  async alertMessages(check: string, redSince: string): Promise<{ status: string; sentAt: string | null; error: string | null }[]> {
    const rows = await this.db.all<{ status: string; sent_at: string | null; last_error: string | null }>(
      "SELECT status, sent_at, last_error FROM outbox WHERE key LIKE ? ORDER BY id DESC",
      [`health.${check}.${Date.parse(redSince)}.%`],
    );
    return rows.map((r) => ({ status: r.status, sentAt: r.sent_at, error: r.last_error }));
  }

  /**
   * The latest backup that was proved (its copy restored and checked), or null: when it was taken and its size. Read
   * from the `backups` table alone, whoever wrote it (the metrics, README "Metrics").
   */
  async lastProvedBackup(): Promise<{ takenAt: string; bytes: number } | null> {
    const row = await this.db.get<{ taken_at: string; bytes: number | string }>(
      "SELECT taken_at, bytes FROM backups WHERE proved = 1 ORDER BY taken_at DESC LIMIT 1",
    );
    return row ? { takenAt: row.taken_at, bytes: Number(row.bytes) } : null;
  }

  /** Backups taken, all time (the rows of pruned files count too): proved, and not proved (failed). */
  async backupCounts(): Promise<{ proved: number; failed: number }> {
    const row = await this.db.get<{ proved: number | string | null; failed: number | string | null }>(
      `SELECT SUM(CASE WHEN proved = 1 THEN 1 ELSE 0 END) AS proved,
              SUM(CASE WHEN proved = 1 THEN 0 ELSE 1 END) AS failed
         FROM backups`,
    );
    return { proved: Number(row?.proved ?? 0), failed: Number(row?.failed ?? 0) };
  }

  /** The database's size in bytes. */
  async databaseBytes(): Promise<number> {
    if (this.db.dialect === "postgres")
      return Number(
        (await this.db.get<{ n: string }>("SELECT pg_database_size(current_database()) AS n"))?.n ?? 0,
      );
    const pages = await this.db.get<{ page_count: number }>("PRAGMA page_count");
    const size = await this.db.get<{ page_size: number }>("PRAGMA page_size");
    return Number(pages?.page_count ?? 0) * Number(size?.page_size ?? 0);
  }
}
