/**
 * The health page's rules (issue 40): each line's mark from what the server read, at the thresholds the page and the
 * alerts share, in words the owner reads.
 */
import { describe, expect, it } from "vitest";
import {
  DISK_AMBER_BYTES,
  DISK_RED_BYTES,
  FAILURES_RED_PER_HOUR,
  type HealthFacts,
  type OutboxFacts,
  healthLines,
  overall,
  WAITING_AMBER_MS,
  WAITING_RED_MS,
  WEBHOOK_SILENCE_MS,
  QUIET_OUTBOX,
} from "./health";

const NOW = new Date("2026-11-26T18:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3600_000;
const quiet: OutboxFacts = QUIET_OUTBOX;

const facts = (patch: Partial<HealthFacts> = {}): HealthFacts => ({
  now: NOW,
  backups: {
    intervalHours: 6,
    latest: { takenAt: ago(HOUR), proved: true, error: null, bytes: 5_000_000 },
    latestProved: { takenAt: ago(HOUR), bytes: 5_000_000, file: "backup-x.tar.gz" },
  },
  email: quiet,
  texts: quiet,
  payments: null,
  database: { kind: "SQLite", reachable: true, bytes: 12_000_000, freeDiskBytes: 50 * 1024 ** 3 },
  ...patch,
});
const line = (f: HealthFacts, check: string) => healthLines(f).find((l) => l.check === check)!;

describe("healthLines", () => {
  it("all green on a healthy install, in words, with nothing to do", () => {
    const lines = healthLines(facts());
    expect(lines.map((l) => [l.check, l.mark])).toEqual([
      ["backups", "green"],
      ["email", "green"],
      ["texts", "green"],
      ["payments", "green"],
      ["database", "green"],
    ]);
    expect(overall(lines)).toBe("green");
    expect(line(facts(), "backups").says[0]).toBe(
      "Last proved backup: Nov 26, 2026, 11:00 AM (1 hour ago), 4.8 MB, restored and checked.",
    );
    expect(lines.every((l) => l.todo === null)).toBe(true);
  });

  it("backups: amber a little past the interval, red past twice; a latest not proved is red whatever its age", () => {
    const at = (ms: number) =>
      line(
        facts({ backups: { intervalHours: 6, latest: null, latestProved: { takenAt: ago(ms), bytes: 1, file: "f" } } }),
        "backups",
      ).mark;
    expect(at(6 * HOUR)).toBe("green");
    expect(at(6.5 * HOUR)).toBe("amber");
    expect(at(12 * HOUR)).toBe("amber");
    expect(at(12 * HOUR + 60_000)).toBe("red");
    const broken = line(
      facts({
        backups: {
          intervalHours: 6,
          latest: {
            takenAt: ago(60_000),
            proved: false,
            error: "integrity_check: database disk image is malformed",
            bytes: 9,
          },
          latestProved: { takenAt: ago(HOUR), bytes: 1, file: "f" },
        },
      }),
      "backups",
    );
    expect(broken.mark).toBe("red");
    expect(broken.says[0]).toContain(
      "could not be proved by restoring it: integrity_check: database disk image is malformed",
    );
    expect(broken.todo).toContain("npm run db:backup");
  });

  it("with PostgreSQL there is no backup line (the host's backups)", () => {
    expect(healthLines(facts({ backups: null })).map((l) => l.check)).not.toContain("backups");
  });

  it("e-mails: amber at one failure in the day or a message waiting 15 minutes; red at 3 failures in an hour, one given up, or an hour's wait", () => {
    const mark = (o: Partial<OutboxFacts>) => line(facts({ email: { ...quiet, ...o } }), "email").mark;
    expect(mark({ failedLastDay: 1 })).toBe("amber");
    expect(mark({ failedLastDay: FAILURES_RED_PER_HOUR, failedLastHour: FAILURES_RED_PER_HOUR - 1 })).toBe("amber");
    expect(mark({ failedLastDay: FAILURES_RED_PER_HOUR, failedLastHour: FAILURES_RED_PER_HOUR })).toBe("red");
    expect(mark({ gaveUpLastDay: 1, failedLastDay: 1 })).toBe("red");
    expect(mark({ waiting: 1, oldestDueAt: ago(WAITING_AMBER_MS - 60_000) })).toBe("green");
    expect(mark({ waiting: 1, oldestDueAt: ago(WAITING_AMBER_MS + 60_000) })).toBe("amber");
    expect(mark({ waiting: 1, oldestDueAt: ago(WAITING_RED_MS + 60_000) })).toBe("red");
    const red = line(
      facts({
        email: {
          ...quiet,
          waiting: 2,
          oldestDueAt: ago(20 * 60_000),
          failedLastDay: 3,
          failedLastHour: 3,
          latestError: { message: "535 Authentication failed", at: ago(60_000) },
        },
      }),
      "email",
    );
    expect(red.says).toEqual([
      "2 e-mails waiting; the oldest for 20 minutes.",
      "3 failed in the last day.",
      "Latest error (Nov 26, 2026, 11:59 AM): 535 Authentication failed",
    ]);
    expect(red.todo).toContain("SMTP_URL");
  });

  it("payments: amber when a card payment is over an hour old and no Stripe event came after it", () => {
    const mark = (p: HealthFacts["payments"]) => line(facts({ payments: p }), "payments").mark;
    expect(mark({ lastPaidAt: ago(WEBHOOK_SILENCE_MS + 60_000), lastWebhookAt: null })).toBe("amber");
    expect(mark({ lastPaidAt: ago(WEBHOOK_SILENCE_MS + 60_000), lastWebhookAt: ago(2 * WEBHOOK_SILENCE_MS) })).toBe(
      "amber",
    );
    expect(mark({ lastPaidAt: ago(WEBHOOK_SILENCE_MS + 60_000), lastWebhookAt: ago(WEBHOOK_SILENCE_MS) })).toBe(
      "green",
    );
    expect(mark({ lastPaidAt: ago(WEBHOOK_SILENCE_MS - 60_000), lastWebhookAt: null })).toBe("green");
    expect(mark({ lastPaidAt: null, lastWebhookAt: null })).toBe("green");
    expect(line(facts(), "payments").says).toEqual(["Card payments are off: customers pay by phone."]);
  });

  it("database: red when it does not answer or the disk is nearly full; amber when the disk is filling", () => {
    const mark = (d: Partial<HealthFacts["database"]>) =>
      line(facts({ database: { ...facts().database, ...d } }), "database").mark;
    expect(mark({ reachable: false })).toBe("red");
    expect(mark({ freeDiskBytes: DISK_RED_BYTES - 1 })).toBe("red");
    expect(mark({ freeDiskBytes: DISK_AMBER_BYTES - 1 })).toBe("amber");
    expect(mark({ freeDiskBytes: null })).toBe("green");
    expect(
      overall(healthLines(facts({ database: { ...facts().database, freeDiskBytes: DISK_AMBER_BYTES - 1 } }))),
    ).toBe("amber");
  });
});
