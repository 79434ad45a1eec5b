/**
 * The process's metrics, in Prometheus's text format through prom-client (issue 40, docs/decisions/0040; README
 * "Metrics" lists every name): one registry with
 *
 * - the requests, by route template, method and status, and their latency (server/metrics.ts times them);
 * - what the domain code counts as it happens, one line where it happens: `countBooking()`, `countPayment()`,
 *   `countWebhookRejected(provider)`, `countRateLimited(limit)`;
 * - gauges read from the database when scraped (prom-client's async `collect`): the outbox per channel and the
 *   backups, through the OperationsStore `readDatabaseFrom` names;
 * - the process's own (`collectDefaultMetrics`: event-loop lag, memory, CPU, handles).
 *
 * Counters are this process's: each instance exposes its own, from 0 at its start. The database's gauges say the same
 * on every instance that shares the database.
 *
 * Kept on `globalThis`, like the storage (app/storage/storage.server.ts): `npm start`'s own modules (the request
 * timing, the /metrics handler) and the server build's copy of this module (the routes, the booking service) must
 * count into one registry, and a metric may be registered only once. No label value is ever a path, an e-mail, a
 * reference or a token: every label takes its values from a fixed list, or from the app's route table. Server only.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Channel, OperationsStore } from "../storage/operations.server.ts";

/** What the database's gauges are read from (`storage.operations`). */
export type DatabaseSource = Pick<OperationsStore, "outbox" | "lastProvedBackup" | "backupCounts">;

export const CHANNELS: readonly Channel[] = ["email", "sms"];
export const WEBHOOK_PROVIDERS = ["stripe", "twilio"] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];
/**
 * The limits whose refusals are counted (`countRateLimited`): a booking over the client address's 10 minutes or day
 * (the limiters' own key prefixes), a customer with too many open bookings, a customer's page past its changes of
 * the day, the staff's sign-in lock-outs (password or passkey; second-step codes). Anything else counts as `other`.
 */
export const RATE_LIMITS = [
  "booking-10min",
  "booking-day",
  "booking-open",
  "booking-changes",
  "owner-login",
  "owner-mfa",
] as const;
export type RateLimit = (typeof RATE_LIMITS)[number];
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Request latency buckets, in seconds: memory-served pages take well under a millisecond, a CSV export seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Database = {
  source: DatabaseSource;
  clock: () => Date;
  onError: (error: unknown) => void;
  /** The read of the scrape under way, shared by every gauge it sets. */
  reading?: Promise<void>;
};

export type Metrics = ReturnType<typeof createMetrics>;

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const state: { database: Database | null } = { database: null };
  const registers = [registry];

  /** Reads the database once for every gauge of this scrape; on failure the gauges are left without a value. */
  const refresh = (): Promise<void> => {
    const db = state.database;
    if (!db) {
      clearDatabaseGauges();
      databaseUp.remove();
      return Promise.resolve();
    }
    db.reading ??= readDatabase(db).finally(() => {
      db.reading = undefined;
    });
    return db.reading;
  };
  async function readDatabase(db: Database): Promise<void> {
    try {
      const now = db.clock();
      const [outbox, last, counts] = await Promise.all([
        db.source.outbox(now),
        db.source.lastProvedBackup(),
        db.source.backupCounts(),
      ]);
      for (const channel of CHANNELS) {
        const health = outbox[channel];
        outboxQueued.set({ channel }, health.waiting);
        outboxSent.set({ channel }, health.sent);
        outboxFailed.set({ channel }, health.failed);
        outboxOldestAge.set({ channel }, ageSeconds(health.oldestDueAt, now) ?? 0);
      }
      backupsProved.set(counts.proved);
      backupsFailed.set(counts.failed);
      const age = last ? ageSeconds(last.takenAt, now) : null;
      if (last && age !== null) {
        lastBackupAge.set(age);
        lastBackupBytes.set(last.bytes);
      } else {
        lastBackupAge.remove();
        lastBackupBytes.remove();
      }
      databaseUp.set(1);
    } catch (error) {
      db.onError(error);
      clearDatabaseGauges();
      databaseUp.set(0);
    }
  }
  const clearDatabaseGauges = () => {
    for (const gauge of [outboxQueued, outboxSent, outboxFailed, outboxOldestAge]) gauge.reset();
    for (const gauge of [backupsProved, backupsFailed, lastBackupAge, lastBackupBytes]) gauge.remove();
  };
  /** A gauge read from the database at each scrape (`refresh`); by channel, one per message channel. */
  const databaseGauge = (name: string, help: string) => new Gauge({ name, help, registers, collect: refresh });
  const channelGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ["channel"] as const, registers, collect: refresh });

  const httpRequests = new Counter({
    name: "northstar_http_requests_total",
    help: "HTTP requests answered, by route template (README, Metrics), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: "northstar_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its response, by route template and method.",
    labelNames: ["route", "method"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const bookingsCreated = new Counter({
    name: "northstar_bookings_created_total",
    help: "Bookings created by this instance (a replayed submission is not counted again).",
    registers,
  });
  const paymentsSettled = new Counter({
    name: "northstar_payments_settled_total",
    help: "Card payments settled into their booking by this instance (once each, however the news came).",
    registers,
  });
  const webhookRejected = new Counter({
    name: "northstar_webhook_signature_failures_total",
    help: "Webhook requests refused because their signature did not verify, by provider.",
    labelNames: ["provider"] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: "northstar_rate_limited_total",
    help: "Requests refused by a rate limit or lock-out, by limit.",
    labelNames: ["limit"] as const,
    registers,
  });
  const outboxQueued = channelGauge(
    "northstar_outbox_queued",
    "Outbox messages due and not sent yet (waiting or being sent), by channel; read from the database.",
  );
  const outboxSent = channelGauge(
    "northstar_outbox_sent",
    "Outbox messages sent, all time, by channel; read from the database.",
  );
  const outboxFailed = channelGauge(
    "northstar_outbox_failed",
    "Outbox messages given up for good (a day of failed attempts), all time, by channel; read from the database.",
  );
  const outboxOldestAge = channelGauge(
    "northstar_outbox_oldest_queued_age_seconds",
    "Seconds since the oldest queued message of the channel was due; 0 when none is queued.",
  );
  const backupsProved = databaseGauge(
    "northstar_backups_proved",
    "Backups taken and proved (restored and checked), all time; read from the database.",
  );
  const backupsFailed = databaseGauge(
    "northstar_backups_failed",
    "Backups taken that could not be proved, all time; read from the database.",
  );
  const lastBackupAge = databaseGauge(
    "northstar_backup_last_proved_age_seconds",
    "Seconds since the last proved backup was taken; absent while there is none.",
  );
  const lastBackupBytes = databaseGauge(
    "northstar_backup_last_proved_bytes",
    "Size of the last proved backup in bytes; absent while there is none.",
  );
  const databaseUp = databaseGauge(
    "northstar_metrics_database_up",
    "1 when this scrape read the database's gauges, 0 when the database did not answer (they are then absent).",
  );
  // Every known label value from 0, so that rate() and increase() see the first refusal.
  for (const provider of WEBHOOK_PROVIDERS) webhookRejected.inc({ provider }, 0);
  for (const limit of [...RATE_LIMITS, "other"]) rateLimited.inc({ limit }, 0);

  return {
    registry,
    state,
    httpRequests,
    httpDuration,
    bookingsCreated,
    paymentsSettled,
    webhookRejected,
    rateLimited,
  };
}

/** Seconds from `iso` to `now` (never negative), or null for no time or an unreadable one. */
function ageSeconds(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? Math.max(0, (now.getTime() - at) / 1000) : null;
}

const KEY = Symbol.for("northstar.metrics");
type Held = { [KEY]?: Metrics };

/** The process's metrics (made on first use). */
export function getMetrics(): Metrics {
  const held = globalThis as Held;
  held[KEY] ??= createMetrics();
  return held[KEY];
}

/**
 * Where the database's gauges are read at each scrape (the process's `storage.operations`), with the clock their ages
 * are measured by; null: those gauges are absent. A failed read is given to `onError` and leaves them absent, with
 * `northstar_metrics_database_up` at 0.
 */
export function readDatabaseFrom(
  source: DatabaseSource | null,
  { clock = () => new Date(), onError = () => {} }: { clock?: () => Date; onError?: (error: unknown) => void } = {},
): void {
  getMetrics().state.database = source ? { source, clock, onError } : null;
}

/** One answered request (server/metrics.ts): `route` is a route template or a fixed label, never a raw path. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const m = getMetrics();
  const verb = METHODS.has(method) ? method : "other";
  m.httpRequests.inc({ route, method: verb, status: String(status) });
  m.httpDuration.observe({ route, method: verb }, seconds);
}

/** A booking was created (not a replay of one). */
export const countBooking = (): void => getMetrics().bookingsCreated.inc();

/** A card payment settled into its booking. */
export const countPayment = (): void => getMetrics().paymentsSettled.inc();

/** A webhook request whose signature did not verify. */
export const countWebhookRejected = (provider: WebhookProvider): void => getMetrics().webhookRejected.inc({ provider });

/** A request refused by `limit` (one of RATE_LIMITS; any other name counts as `other`). */
export const countRateLimited = (limit: RateLimit | (string & {})): void =>
  getMetrics().rateLimited.inc({ limit: (RATE_LIMITS as readonly string[]).includes(limit) ? limit : "other" });
