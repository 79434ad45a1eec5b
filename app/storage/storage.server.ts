/**
 * Where the product keeps what it knows (docs/decisions/0014, 0027): SQLite at `DATABASE_PATH` by default, or
 * PostgreSQL when `DATABASE_URL` is set, for several instances on one database. Everything that must hold across
 * instances is here: bookings, the outbox, owners and sessions, the dashboard's queries, and the counters of the rate
 * limits and sign-in lock-outs. Every SQL statement of the product is in this folder. Server only.
 *
 * One storage per process: it is kept on `globalThis`, because `npm start`'s own modules (migrations, the outbox
 * worker, /healthz) and the server build's copy of them (the routes) must share one connection pool.
 */
import type { DatabaseSync } from "node:sqlite";
import type pg from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import { type Env, getEnv } from "../utils/env.server.ts";
import { BackupStore } from "./backups.server.ts";
import { BookingRepository } from "./bookings.server.ts";
import { CalendarFeedStore } from "./calendar.server.ts";
import { CatalogStore } from "./catalog.server.ts";
import { CrewStore } from "./crews.server.ts";
import { PlanStore } from "./plans.server.ts";
import { JobStore } from "./jobs.server.ts";
import { Dashboard } from "./dashboard.server.ts";
import type { Db } from "./db.server.ts";
import { Outbox } from "./outbox.server.ts";
import { OperationsStore } from "./operations.server.ts";
import { OwnerStore } from "./owners.server.ts";
import { PasskeyStore } from "./passkeys.server.ts";
import { JobPhotoStore } from "./photos.server.ts";
import { PrivacyStore } from "./privacy.server.ts";
import { Reports } from "./reports.server.ts";
import { SmsStore } from "./sms.server.ts";
import { ReviewStore } from "./reviews.server.ts";
import { createPgPool, migratePg, pgDb } from "./postgres.server.ts";
import { RATE_LIMIT_TABLE } from "./schema.ts";
import { migrate, openDatabase, sqliteDb } from "./sqlite.server.ts";

export type LimiterOptions = { keyPrefix: string; points: number; duration: number; blockDuration?: number };

export type Storage = {
  kind: "sqlite" | "postgres";
  /** The connection the repositories share, for the scripts that write many rows at once (npm run db:seed-demo). */
  db: Db;
  /** For messages: the SQLite file, or PostgreSQL's host, port and database (never the password). */
  where: string;
  bookings: BookingRepository;
  outbox: Outbox;
  owners: OwnerStore;
  dashboard: Dashboard;
  privacy: PrivacyStore;
  reviews: ReviewStore;
  sms: SmsStore;
  reports: Reports;
  catalog: CatalogStore;
  crews: CrewStore;
  /** Crews' weeks and time off, and each booking's plan (docs/decisions/0044). */
  plans: PlanStore;
  jobs: JobStore;
  photos: JobPhotoStore;
  calendar: CalendarFeedStore;
  passkeys: PasskeyStore;
  operations: OperationsStore;
  /** SQLite's backups and whether each was proved (README, Backups); empty with PostgreSQL. */
  backups: BackupStore;
  /** A fixed-window limiter whose counters every instance shares (PostgreSQL), or this process's (SQLite). */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** Resolves when the database answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the pending migrations, once however many instances start together. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** The repositories of one database. */
const repositories = (db: Db) => ({
  bookings: new BookingRepository(db),
  outbox: new Outbox(db),
  owners: new OwnerStore(db),
  dashboard: new Dashboard(db),
  privacy: new PrivacyStore(db),
  reviews: new ReviewStore(db),
  sms: new SmsStore(db),
  reports: new Reports(db),
  catalog: new CatalogStore(db),
  crews: new CrewStore(db),
  plans: new PlanStore(db),
  jobs: new JobStore(db),
  photos: new JobPhotoStore(db),
  calendar: new CalendarFeedStore(db),
  passkeys: new PasskeyStore(db),
  operations: new OperationsStore(db),
  backups: new BackupStore(db),
});

export function sqliteStorage(database: DatabaseSync, where = "SQLite"): Storage {
  const db = sqliteDb(database);
  return {
    kind: "sqlite",
    where,
    db,
    ...repositories(db),
    limiter: (options) => new RateLimiterMemory(options),
    ping: async () => {
      await db.get("SELECT 1 AS ok");
    },
    migrate: async () => {
      migrate(database);
    },
    close: async () => database.close(),
  };
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export function pgStorage(pool: pg.Pool, where = "PostgreSQL"): Storage {
  const db = pgDb(pool);
  return {
    kind: "postgres",
    where,
    db,
    ...repositories(db),
    limiter: (options) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: "pool",
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true, // by the migrations (schema.ts)
        clearExpiredByTimeout: true,
      }),
    ping: async (timeoutMs = 2_000) => {
      await withTimeout(pool.query("SELECT 1"), timeoutMs, where);
    },
    migrate: async () => {
      await migratePg(pool);
    },
    close: () => pool.end(),
  };
}

/** "host:port/database" of a PostgreSQL URL: where, without the password. */
export function describePgUrl(url: string): string {
  const u = new URL(url);
  return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** The storage `env` selects. SQLite is opened and migrated at once; PostgreSQL's migrations run in `openStorage`. */
export function createStorage(env: Env): Storage {
  if (!env.DATABASE_URL) return sqliteStorage(openDatabase(env.DATABASE_PATH), `SQLite at ${env.DATABASE_PATH}`);
  return pgStorage(createPgPool(env.DATABASE_URL, env.DATABASE_POOL_MAX), describePgUrl(env.DATABASE_URL));
}

const REGISTRY = Symbol.for("northstar.storage");
type Registry = { [REGISTRY]?: Storage };

/** The process's storage (made from the environment on first use). */
export function getStorage(): Storage {
  const registry = globalThis as Registry;
  registry[REGISTRY] ??= createStorage(getEnv());
  return registry[REGISTRY];
}

/** Errors that mean "the database is not there yet" (starting, restarting, unreachable), not a wrong setting. */
export function isUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"].includes(
      code ?? "",
    ) ||
    // cannot_connect_now (starting up or shutting down), too_many_connections, admin_shutdown, crash_shutdown
    ["57P03", "53300", "57P01", "57P02"].includes(code ?? "") ||
    /timeout|Connection terminated/i.test(message ?? "")
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For `npm start`: the storage `env` selects, with its migrations applied (under a lock: instances starting together
 * apply them once). An unreachable PostgreSQL is waited for, with a message at each retry; a wrong setting (a bad
 * password, a missing database) stops the start with the database's own message.
 */
export async function openStorage(
  env: Env,
  log: (message: string) => void,
  { retryMs = [500, 1_000, 2_000, 5_000] }: { retryMs?: readonly number[] } = {},
): Promise<Storage> {
  const storage = createStorage(env);
  if (storage.kind === "postgres") {
    for (let attempt = 0; ; attempt++) {
      try {
        await storage.migrate();
        break;
      } catch (error) {
        if (!isUnreachable(error)) {
          await storage.close().catch(() => {});
          throw new Error(`${storage.where} refused: ${(error as Error).message}`, { cause: error });
        }
        const wait = retryMs[Math.min(attempt, retryMs.length - 1)] ?? 5_000;
        log(
          `Waiting for ${storage.where}: ${(error as Error).message || (error as { code?: string }).code}. Retrying in ${wait / 1000} s.`,
        );
        await sleep(wait);
      }
    }
  }
  (globalThis as Registry)[REGISTRY] = storage;
  return storage;
}
