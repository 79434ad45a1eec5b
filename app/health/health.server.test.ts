/**
 * The health checks on a real database (issue 40, docs/decisions/0040): what the server reads of its outbox and
 * backups turns the lines amber and red; a red line e-mails each owner once (a second look sends nothing), again a
 * day later while it stays red, and not after it turned green; an alert that could not go out is said on the page.
 */
import { describe, expect, it } from "vitest";
import { parseEnv } from "../utils/env.server";
import { evaluateHealth } from "./health.server";
import { sqliteFile } from "../../tests/support/databases";
import { refusedCustomerMails } from "../../tests/support/refused-mail";

const { storage, path } = sqliteFile("health");
const env = parseEnv({ DATABASE_PATH: path, SITE_URL: "https://ns.example", BACKUP_INTERVAL_HOURS: "6" });
const T0 = new Date("2026-11-26T18:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const failing = (count: number, now: Date, from = 0) => refusedCustomerMails(storage, count, now, from);

const alertsTo = async (who: string) =>
  (await storage.outbox.all()).filter((m) => m.event === "health" && m.recipient === who).map((m) => m.key);

describe("evaluateHealth", () => {
  it("a refusing mail server: amber at one failure, red at three, with its words; each owner e-mailed once", async () => {
    await storage.owners.add("owner@example.com", "correct horse battery staple", T0);
    await storage.owners.add("second@example.com", "correct horse battery staple", T0);
    await storage.owners.add("crew@example.com", "correct horse battery staple", T0, { role: "crew" });
    const line = async (now: Date) =>
      (await evaluateHealth({ storage, env, now })).lines.find((l) => l.check === "email")!;

    expect((await line(at(0))).mark).toBe("green");
    await failing(1, at(1));
    const amber = await line(at(2));
    expect(amber.mark).toBe("amber");
    expect(amber.says).toContain("Latest error (Nov 26, 2026, 12:01 PM): 550 Mailbox unavailable");
    expect(await alertsTo("owner@example.com")).toEqual([]); // amber tells nobody

    await failing(2, at(3), 1);
    expect((await line(at(4))).mark).toBe("red");
    expect((await line(at(5))).mark).toBe("red"); // looked at again: nothing more is sent
    expect(await alertsTo("owner@example.com")).toHaveLength(1);
    expect(await alertsTo("second@example.com")).toHaveLength(1);
    expect(await alertsTo("crew@example.com")).toEqual([]);
    const [alert] = (await storage.outbox.all()).filter((m) => m.event === "health");
    expect(alert!.subject).toBe("NorthStar: E-mails need attention");
    expect(alert!.text).toContain("550 Mailbox unavailable");
    expect(alert!.text).toContain("https://ns.example/admin/health");

    // still red a day later: told again, once
    await failing(3, at(24 * 60 + 10), 10);
    expect((await line(at(24 * 60 + 11))).mark).toBe("red");
    expect((await line(at(24 * 60 + 12))).mark).toBe("red");
    expect(await alertsTo("owner@example.com")).toHaveLength(2);

    // the alert e-mail itself refused: the page reads why
    const mine = (await storage.outbox.all()).filter((m) => m.event === "health");
    for (const m of mine) await storage.outbox.markFailed(m.id, "535 Authentication failed", at(24 * 60 + 13));
    const { alerts } = await evaluateHealth({ storage, env, now: at(24 * 60 + 14) });
    const red = alerts.find((a) => a.check === "email")!;
    const [latest] = await storage.operations.alertMessages("email", red.redSince!);
    expect(latest).toMatchObject({ status: "pending", error: "535 Authentication failed" });
  });

  it("a backup that could not be proved turns the backups line red, naming why", async () => {
    await storage.backups.record({
      takenAt: at(10).toISOString(),
      file: "backup-2026-11-26T18-10-00Z.tar.gz",
      bytes: 1234,
      counts: { bookings: 3 },
      photos: 0,
      proved: false,
      error: "PRAGMA integrity_check: database disk image is malformed",
    });
    const { lines } = await evaluateHealth({ storage, env, now: at(11) });
    const backups = lines.find((l) => l.check === "backups")!;
    expect(backups.mark).toBe("red");
    expect(backups.says[0]).toContain("database disk image is malformed");
  });
});
