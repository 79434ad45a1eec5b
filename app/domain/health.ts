/**
 * The owner's health page (issue 40, docs/decisions/0040), as pure rules: from what the server read (the last backups,
 * the outbox, the last webhook and payment, the database and the disk), each line's mark (green, amber, red) and its
 * words. One place for every threshold; the page, the alert e-mails and the tests read them here.
 */
import { formatLocalStamp } from "./booking/dates.ts";

export type Mark = "green" | "amber" | "red";

export type HealthLine = {
  /** A stable name: the alert e-mails are keyed by it. */
  check: "backups" | "email" | "texts" | "payments" | "pages" | "database";
  title: string;
  mark: Mark;
  /** What is so, in words. */
  says: string[];
  /** What to do, when it is not green. */
  todo: string | null;
};

/** A message failing this many times within an hour means it is not going out: red. */
export const FAILURES_RED_PER_HOUR = 3;
/** The oldest message waiting this long: amber; this much longer: red. */
export const WAITING_AMBER_MS = 15 * 60_000;
export const WAITING_RED_MS = 60 * 60_000;
/** Card payments made but no Stripe event for this long after the latest: amber (the webhook is likely broken). */
export const WEBHOOK_SILENCE_MS = 60 * 60_000;
/** Less free disk than this: amber; less than the second: red. */
export const DISK_AMBER_BYTES = 2 * 1024 ** 3;
export const DISK_RED_BYTES = 512 * 1024 ** 2;
/** While a check stays red, the owners are e-mailed again after this long. */
export const ALERT_REPEAT_MS = 24 * 3600_000;

export type BackupFacts = {
  intervalHours: number;
  /** The latest backup attempted, proved or not. */
  latest: { takenAt: string; proved: boolean; error: string | null; bytes: number } | null;
  latestProved: { takenAt: string; bytes: number; file: string } | null;
};

export type OutboxFacts = {
  waiting: number;
  oldestDueAt: string | null;
  failedLastDay: number;
  failedLastHour: number;
  gaveUpLastDay: number;
  latestError: { message: string; at: string } | null;
};

/** An outbox with nothing waiting and nothing failed (also what a database that does not answer reports). */
export const QUIET_OUTBOX: OutboxFacts = {
  waiting: 0,
  oldestDueAt: null,
  failedLastDay: 0,
  failedLastHour: 0,
  gaveUpLastDay: 0,
  latestError: null,
};

export type HealthFacts = {
  now: Date;
  /** null with PostgreSQL: its backups are the host's. */
  backups: BackupFacts | null;
  email: OutboxFacts;
  texts: OutboxFacts;
  /** null when card payments are off. */
  payments: { lastWebhookAt: string | null; lastPaidAt: string | null } | null;
  database: { kind: "SQLite" | "PostgreSQL"; reachable: boolean; bytes: number | null; freeDiskBytes: number | null };
  /** Whether the public pages follow the catalog in force; absent or null where no server renders them again. */
  pages?: PagesFacts | null;
};

/** The public pages rendered again after a change of the catalog (docs/decisions/0038), as this instance recorded. */
export type PagesFacts = {
  /** The catalog version in force. */
  inForce: number;
  lastDone: { at: string; version: number } | null;
  failed: { at: string; version: number; error: string } | null;
  rendering: { since: string; version: number } | null;
};

const worst = (...marks: Mark[]): Mark => (marks.includes("red") ? "red" : marks.includes("amber") ? "amber" : "green");

/** "3 hours", "25 minutes", "2 days": a duration as the owner reads it. */
export function ageWords(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes === 0) return "under a minute";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** "12.4 MB": a size as the owner reads it. */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

const since = (iso: string, now: Date) => now.getTime() - Date.parse(iso);

function backupLine(b: BackupFacts, now: Date): HealthLine {
  const intervalMs = b.intervalHours * 3600_000;
  const title = "Backups";
  if (b.latest && !b.latest.proved)
    return {
      check: "backups",
      title,
      mark: "red",
      says: [
        `The latest backup (${formatLocalStamp(b.latest.takenAt)}) could not be proved by restoring it: ${b.latest.error ?? "unknown error"}.`,
        b.latestProved
          ? `The last good one is from ${formatLocalStamp(b.latestProved.takenAt)}.`
          : "There is no good backup yet.",
      ],
      todo: "Check the free disk space and the backup folder, then run npm run db:backup on the server and read what it says.",
    };
  if (!b.latestProved)
    return {
      check: "backups",
      title,
      mark: "amber",
      says: ["No backup has been proved yet: the first is taken a few minutes after the server starts."],
      todo: "Wait a few minutes, or run npm run db:backup on the server now.",
    };
  const age = since(b.latestProved.takenAt, now);
  const mark: Mark = age > 2 * intervalMs ? "red" : age > intervalMs + 15 * 60_000 ? "amber" : "green";
  return {
    check: "backups",
    title,
    mark,
    says: [
      `Last proved backup: ${formatLocalStamp(b.latestProved.takenAt)} (${ageWords(age)} ago), ${sizeWords(b.latestProved.bytes)}, restored and checked.`,
      `A backup is taken every ${b.intervalHours} hour${b.intervalHours === 1 ? "" : "s"}.`,
    ],
    todo:
      mark === "green"
        ? null
        : "Backups have stopped: check that the server is running and the disk has room, then run npm run db:backup on the server.",
  };
}

function outboxLine(check: "email" | "texts", o: OutboxFacts, now: Date): HealthLine {
  const noun = check === "email" ? "e-mail" : "text";
  const oldest = o.oldestDueAt ? since(o.oldestDueAt, now) : 0;
  const mark = worst(
    o.failedLastHour >= FAILURES_RED_PER_HOUR || o.gaveUpLastDay > 0 || oldest > WAITING_RED_MS
      ? "red"
      : o.failedLastDay > 0 || oldest > WAITING_AMBER_MS
        ? "amber"
        : "green",
  );
  const says = [
    o.waiting === 0
      ? `No ${noun} waiting to go out.`
      : `${o.waiting} ${noun}${o.waiting === 1 ? "" : "s"} waiting; the oldest for ${ageWords(oldest)}.`,
    o.failedLastDay === 0
      ? `None failed in the last day.`
      : `${o.failedLastDay} failed in the last day${o.gaveUpLastDay ? ` (${o.gaveUpLastDay} given up after a day of tries)` : ""}.`,
  ];
  if (o.latestError) says.push(`Latest error (${formatLocalStamp(o.latestError.at)}): ${o.latestError.message}`);
  return {
    check,
    title: check === "email" ? "E-mails" : "Texts",
    mark,
    says,
    todo:
      mark === "green"
        ? null
        : check === "email"
          ? "Check the mail settings (SMTP_URL: the password may have expired) and the latest error above; messages are tried again for a day."
          : "Check the Twilio settings (the number, the account's balance) and the latest error above; texts are tried again for a day.",
  };
}

function paymentsLine(p: HealthFacts["payments"], now: Date): HealthLine {
  const title = "Card payments";
  if (!p)
    return {
      check: "payments",
      title,
      mark: "green",
      says: ["Card payments are off: customers pay by phone."],
      todo: null,
    };
  const silent =
    p.lastPaidAt !== null &&
    since(p.lastPaidAt, now) > WEBHOOK_SILENCE_MS &&
    (p.lastWebhookAt === null || Date.parse(p.lastWebhookAt) < Date.parse(p.lastPaidAt));
  return {
    check: "payments",
    title,
    mark: silent ? "amber" : "green",
    says: [
      p.lastWebhookAt
        ? `Last event from Stripe: ${formatLocalStamp(p.lastWebhookAt)} (${ageWords(since(p.lastWebhookAt, now))} ago).`
        : "No event from Stripe yet.",
      p.lastPaidAt ? `Last card payment: ${formatLocalStamp(p.lastPaidAt)}.` : "No card payment yet.",
    ],
    todo: silent
      ? "Bookings were paid but Stripe's events are not arriving: check the webhook's address and STRIPE_WEBHOOK_SECRET in Stripe's dashboard (Developers, Webhooks)."
      : null,
  };
}

/**
 * Whether the public pages show the catalog in force: red when the latest round failed (they keep the old prices
 * until one succeeds). The owner's settings page shows the same line when it is red.
 */
export function pagesLine(p: PagesFacts): HealthLine {
  const title = "Public pages";
  if (p.failed)
    return {
      check: "pages",
      title,
      mark: "red",
      says: [
        `The public pages could not be updated to version ${p.failed.version} of the settings at ${formatLocalStamp(p.failed.at)}: ${p.failed.error}`,
        p.lastDone
          ? `They still show version ${p.lastDone.version} (updated ${formatLocalStamp(p.lastDone.at)}): its prices and words.`
          : "They still show the prices and words they were built with.",
      ],
      todo: "Save the settings again, or restore an earlier version (Settings, History of versions): each save tries again. If it fails again, restart the server (it updates the pages when it starts) and send the error above to whoever looks after the site.",
    };
  return {
    check: "pages",
    title,
    mark: "green",
    says: [
      p.rendering
        ? `Updating the public pages to version ${p.rendering.version} of the settings (since ${formatLocalStamp(p.rendering.since)}).`
        : p.lastDone
          ? `The public pages show version ${p.lastDone.version} of the settings (updated ${formatLocalStamp(p.lastDone.at)}).`
          : `The public pages show version ${p.inForce} of the settings.`,
    ],
    todo: null,
  };
}

function databaseLine(d: HealthFacts["database"]): HealthLine {
  const mark: Mark = !d.reachable
    ? "red"
    : d.freeDiskBytes !== null && d.freeDiskBytes < DISK_RED_BYTES
      ? "red"
      : d.freeDiskBytes !== null && d.freeDiskBytes < DISK_AMBER_BYTES
        ? "amber"
        : "green";
  return {
    check: "database",
    title: "Database and disk",
    mark,
    says: [
      d.reachable
        ? `${d.kind} answers${d.bytes !== null ? `; it holds ${sizeWords(d.bytes)}` : ""}.`
        : `${d.kind} does not answer.`,
      ...(d.freeDiskBytes !== null ? [`Free disk: ${sizeWords(d.freeDiskBytes)}.`] : []),
    ],
    todo:
      mark === "green"
        ? null
        : !d.reachable
          ? "The database does not answer: check that it runs and that DATABASE_URL is right."
          : "The disk is filling up: delete what is not needed or move to a larger disk; bookings stop when it is full.",
  };
}

/** Every line of the page, in its order. */
export function healthLines(f: HealthFacts): HealthLine[] {
  return [
    ...(f.backups ? [backupLine(f.backups, f.now)] : []),
    outboxLine("email", f.email, f.now),
    outboxLine("texts", f.texts, f.now),
    paymentsLine(f.payments, f.now),
    ...(f.pages ? [pagesLine(f.pages)] : []),
    databaseLine(f.database),
  ];
}

/** The page's overall mark: its worst line's. */
export const overall = (lines: readonly HealthLine[]): Mark => worst(...lines.map((l) => l.mark));
