/**
 * The owner's safety nets as `npm start` starts them (app/health/operations.server.ts, issue 45 item 8), on a real
 * SQLite database with the real backup and health code, and the clock's timers faked (no wait): the health checks'
 * first round comes HEALTH_CHECK_FIRST_DELAY_SECONDS after start and e-mails each owner once about a red line; the
 * first backup comes BACKUP_FIRST_DELAY_SECONDS after start, a proved archive in BACKUP_DIR; neither before.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { refusedCustomerMails } from "../../tests/support/refused-mail";
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage } from "../storage/storage.server";
import { parseEnv } from "../utils/env.server";
import { startOperations } from "./operations.server";
vi.setConfig({ testTimeout: 20_000 }); // tests of ~3 s on a loaded 2-core machine (a real database, backups, scrypt): not 5 s

const dir = mkdtempSync(join(tmpdir(), "ns-operations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A fresh install of its own: two owners and a crew member; three customers' e-mails refused (the e-mail line red). */
async function install(name: string, settings: Record<string, string>) {
  const databasePath = join(dir, `${name}.sqlite`);
  const storage = sqliteStorage(openDatabase(databasePath));
  const env = parseEnv({
    DATABASE_PATH: databasePath,
    BACKUP_DIR: join(dir, `${name}-backups`),
    PHOTOS_DIR: join(dir, `${name}-photos`),
    SITE_URL: "https://ns.example",
    ...settings,
  });
  const now = new Date();
  for (const [email, role] of [
    ["owner@example.com", "owner"],
    ["second@example.com", "owner"],
    ["crew@example.com", "crew"],
  ] as const)
    await storage.owners.add(email, "correct horse battery staple", now, { role });
  await refusedCustomerMails(storage, 3, now);
  const healthMail = async () => (await storage.outbox.all()).filter((m) => m.event === "health");
  const archives = () => {
    try {
      return readdirSync(env.BACKUP_DIR).filter((f) => f.endsWith(".tar.gz"));
    } catch {
      return [];
    }
  };
  return { storage, env, healthMail, archives };
}

const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });

describe("startOperations", () => {
  it("with today's defaults: the health checks at 30 s (each owner e-mailed once), the first backup at a minute", async () => {
    const { storage, env, healthMail, archives } = await install("defaults", {});
    fakeTimers();
    const operations = await startOperations({ env, storage, logger: silent });
    try {
      await vi.advanceTimersByTimeAsync(29_999);
      await operations.health.settled();
      expect(await healthMail()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await operations.health.settled();
      const alerts = await healthMail();
      expect(alerts.map((m) => m.recipient).sort()).toEqual(["owner@example.com", "second@example.com"]);
      expect(alerts.every((m) => m.subject === "NorthStar: E-mails need attention")).toBe(true);

      await vi.advanceTimersByTimeAsync(60_000 - 30_000 - 1);
      expect(await operations.backups!.settled()).toBeNull();
      expect(archives()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const outcome = await operations.backups!.settled();
      expect(outcome).not.toBeNull();
      expect(archives()).toHaveLength(1);
      const proved = await storage.backups.latestProved();
      expect(proved).toMatchObject({ proved: true, error: null });
      expect(archives()).toEqual([proved!.file]);

      // the next health round (every 5 minutes) tells nobody again: the line stayed red
      await vi.advanceTimersByTimeAsync(300_000);
      await operations.health.settled();
      expect(await healthMail()).toHaveLength(2);
    } finally {
      await operations.stop();
      await storage.close();
    }
  });

  it("with short settings: the health alert and a proved archive within seconds of start", async () => {
    const { storage, env, healthMail, archives } = await install("short", {
      BACKUP_FIRST_DELAY_SECONDS: "2",
      HEALTH_CHECK_FIRST_DELAY_SECONDS: "1",
    });
    fakeTimers();
    const operations = await startOperations({ env, storage, logger: silent });
    try {
      await vi.advanceTimersByTimeAsync(1_000);
      await operations.health.settled();
      expect(await healthMail()).toHaveLength(2); // == the owners
      await vi.advanceTimersByTimeAsync(1_000);
      await operations.backups!.settled();
      expect(archives()).toHaveLength(1);
      expect(await storage.backups.latestProved()).toMatchObject({ proved: true, file: archives()[0] });
    } finally {
      await operations.stop();
      await storage.close();
    }
  });
});
