/**
 * The owner's health page and its alerts (issue 40, docs/decisions/0040): what the server reads of itself (the last
 * backups, the outbox, Stripe's events, the database and the disk) turned into lines by app/domain/health.ts; and,
 * when a line turns red, an e-mail to the owners through the outbox, once, then daily while it stays red. The page
 * evaluates too, so an alert is never later than the owner's look. Server only.
 */
import { readFileSync } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";
import { formatLocalStamp } from "../domain/booking/dates.ts";
import { ALERT_REPEAT_MS, type HealthFacts, type HealthLine, healthLines, QUIET_OUTBOX } from "../domain/health.ts";
import type { OutboxMessage } from "../booking/model.ts";
import { renderEmail } from "../outbox/email-body.ts";
import { site } from "../content/site.ts";
import type { HealthAlert } from "../storage/operations.server.ts";
import { pagesFacts } from "../catalog/pages-rendered.server.ts";
import { getStorage, type Storage } from "../storage/storage.server.ts";
import { type Env, getEnv, stripeSettings } from "../utils/env.server.ts";
import { getLogger } from "../utils/logger.server.ts";

type Deps = { storage?: Storage; env?: Env; now?: Date };

/** When this process started, and what it runs (package.json's version, read from the folder it runs in). */
export const PROCESS_STARTED_AT = new Date();
const PACKAGE_VERSION = (() => {
  try {
    return (JSON.parse(readFileSync("package.json", "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
})();

async function freeDisk(dir: string): Promise<number | null> {
  try {
    const stats = await statfs(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** What the page is made of, read now. */
export async function readHealthFacts(deps: Deps = {}): Promise<HealthFacts> {
  const storage = deps.storage ?? getStorage();
  const env = deps.env ?? getEnv();
  const now = deps.now ?? new Date();
  const ops = storage.operations;
  const sqlite = storage.kind === "sqlite";
  const reachable = await storage.ping().then(
    () => true,
    () => false,
  );
  const outbox = reachable ? await ops.outbox(now) : null;
  const none = QUIET_OUTBOX;
  const [latest, latestProved] =
    sqlite && reachable ? await Promise.all([storage.backups.latest(), storage.backups.latestProved()]) : [null, null];
  return {
    now,
    backups: sqlite
      ? {
          intervalHours: env.BACKUP_INTERVAL_HOURS,
          latest: latest && {
            takenAt: latest.takenAt,
            proved: latest.proved,
            error: latest.error,
            bytes: latest.bytes,
          },
          latestProved: latestProved && {
            takenAt: latestProved.takenAt,
            bytes: latestProved.bytes,
            file: latestProved.file,
          },
        }
      : null,
    email: outbox?.email ?? none,
    texts: outbox?.sms ?? none,
    payments: stripeSettings(env) && reachable ? await ops.paymentMarks() : null,
    database: {
      kind: sqlite ? "SQLite" : "PostgreSQL",
      reachable,
      bytes: reachable ? await ops.databaseBytes().catch(() => null) : null,
      freeDiskBytes: await freeDisk(path.dirname(path.resolve(env.DATABASE_PATH))),
    },
    pages: pagesFacts(),
  };
}

/** The owners' e-mail about a red line. */
function alertMessage(
  line: HealthLine,
  to: string,
  redSince: string,
  n: number,
  ctx: { siteUrl: string; now: Date },
): OutboxMessage {
  const subject = `${site.shortBrand}: ${line.title} need attention`;
  const body = renderEmail(subject, {
    intro: [...line.says, ...(line.todo ? [`What to do: ${line.todo}`] : [])],
    details: [
      ["Since", `${formatLocalStamp(redSince)} (Dallas time)`],
      ["Checked", `${formatLocalStamp(ctx.now.toISOString())}`],
    ],
    link: { label: "The health page", url: `${ctx.siteUrl}/admin/health` },
  });
  return {
    key: `health.${line.check}.${Date.parse(redSince)}.${n}.${to}`,
    event: "health",
    audience: "owner",
    to,
    toName: null,
    subject,
    ...body,
    ics: null,
    dueAt: ctx.now.toISOString(),
  };
}

/**
 * Evaluates the lines and records each check's state; a line that turned red, or stayed red a day past its last
 * e-mail, queues one e-mail to each owner (the active accounts of role owner). Returns the lines and the alerts.
 */
export async function evaluateHealth(deps: Deps = {}): Promise<{ lines: HealthLine[]; alerts: HealthAlert[] }> {
  const storage = deps.storage ?? getStorage();
  const env = deps.env ?? getEnv();
  const now = deps.now ?? new Date();
  const lines = healthLines(await readHealthFacts({ storage, env, now }));
  if (lines.some((l) => l.check === "database" && l.mark === "red" && l.says[0]?.includes("does not answer")))
    return { lines, alerts: [] }; // nothing can be recorded or sent: the page says it
  const before = await storage.operations.alerts();
  const owners = (await storage.owners.list()).filter((o) => o.role === "owner" && !o.disabledAt).map((o) => o.email);
  const messages: OutboxMessage[] = [];
  const alerts = lines.map((line): HealthAlert => {
    const was = before.find((a) => a.check === line.check);
    if (line.mark !== "red")
      return { check: line.check, state: line.mark, redSince: null, lastSentAt: was?.lastSentAt ?? null };
    const redSince = was?.state === "red" && was.redSince ? was.redSince : now.toISOString();
    const due =
      was?.state !== "red" || !was.lastSentAt || now.getTime() - Date.parse(was.lastSentAt) >= ALERT_REPEAT_MS;
    if (!due) return { check: line.check, state: "red", redSince, lastSentAt: was!.lastSentAt };
    const n = Math.floor((now.getTime() - Date.parse(redSince)) / ALERT_REPEAT_MS);
    for (const to of owners) messages.push(alertMessage(line, to, redSince, n, { siteUrl: env.SITE_URL, now }));
    return { check: line.check, state: "red", redSince, lastSentAt: now.toISOString() };
  });
  await storage.operations.saveAlerts(alerts, messages, now);
  return { lines, alerts };
}

export type HealthChecks = {
  /** Resolves once the round under way (if any) has ended. */
  settled: () => Promise<void>;
  stop: () => void;
};

/**
 * In the server (app/health/operations.server.ts): the first round `firstDelayMs` after start, then every `everyMs`
 * (HEALTH_CHECK_FIRST_DELAY_SECONDS, HEALTH_CHECK_INTERVAL_SECONDS; README, Configuration). One round at a time.
 */
export function startHealthChecks({
  firstDelayMs = 30_000,
  everyMs = 5 * 60_000,
  storage,
  env,
}: { firstDelayMs?: number; everyMs?: number; storage?: Storage; env?: Env } = {}): HealthChecks {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= evaluateHealth({ storage, env })
      .then(
        () => {},
        (error: unknown) => getLogger().error({ err: error }, "health: could not evaluate"),
      )
      .finally(() => (running = null));
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  }, firstDelayMs);
  first.unref();
  return {
    settled: async () => {
      await running;
    },
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/** The version running (package.json's) and since when this process serves. */
export function runningVersion(): { version: string; startedAt: string } {
  return { version: PACKAGE_VERSION, startedAt: PROCESS_STARTED_AT.toISOString() };
}
