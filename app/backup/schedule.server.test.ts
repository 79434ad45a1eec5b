/**
 * The backups' timer of `npm start` (README, Backups) and the server's pid file: one backup soon after start when
 * there is none or the latest proved one is older than the interval, else at its interval; never two at once; a
 * failure neither stops the timer nor escapes; `stop` ends the one under way. A pid file counts only while its process
 * lives.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BackupRecord } from "../storage/backups.server";
import type { BackupOutcome } from "./backup.server";
import { livePid, pidFilePath, writePidFile } from "./pid-file.server";
import { startBackupSchedule } from "./schedule.server";

const proved = (takenAt: Date) => ({ takenAt: takenAt.toISOString(), proved: true }) as BackupRecord;

/** A backup that takes `ms` and counts its runs (and how many ran at once). */
function fakeBackup(ms = 5, fail = false) {
  const state = { runs: 0, running: 0, most: 0, aborted: 0 };
  const backup = async (signal: AbortSignal) => {
    state.runs++;
    state.running++;
    state.most = Math.max(state.most, state.running);
    try {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener("abort", () => {
          clearTimeout(timer);
          state.aborted++;
          reject(signal.reason);
        });
      });
      if (fail) throw new Error("disk full");
      return {} as BackupOutcome;
    } finally {
      state.running--;
    }
  };
  return { state, backup };
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe("startBackupSchedule", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-26T18:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const schedule = (options: Partial<Parameters<typeof startBackupSchedule>[0]>) =>
    startBackupSchedule({
      intervalMs: 6 * HOUR,
      firstDelayMs: MINUTE,
      latestProved: async () => null,
      backup: fakeBackup().backup,
      ...options,
    });

  it("with no backup yet, takes one a minute after start, then one every interval, until stopped", async () => {
    const { state, backup } = fakeBackup();
    const timer = schedule({ backup });
    await vi.advanceTimersByTimeAsync(MINUTE - 1_000);
    expect(state.runs).toBe(0); // the server serves first
    await vi.advanceTimersByTimeAsync(1_000 + 10);
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(state.runs).toBe(2);
    // each interval counts from the end of the backup before
    await vi.advanceTimersByTimeAsync(12 * HOUR + MINUTE);
    expect(state.runs).toBe(4);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(state.runs).toBe(4);
  });

  it("with a proved backup of 5 hours ago, waits for the hour left; with one older than the interval, takes one soon", async () => {
    const recent = fakeBackup();
    const a = schedule({ latestProved: async () => proved(new Date(Date.now() - 5 * HOUR)), backup: recent.backup });
    const old = fakeBackup();
    const b = schedule({ latestProved: async () => proved(new Date(Date.now() - 7 * HOUR)), backup: old.backup });
    await vi.advanceTimersByTimeAsync(MINUTE + 10);
    expect(old.state.runs).toBe(1);
    expect(recent.state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(HOUR - MINUTE - 1_000);
    expect(recent.state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000 + 10);
    expect(recent.state.runs).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("never runs two backups at once; a failure is logged, not thrown, and the timer goes on", async () => {
    const { state, backup } = fakeBackup(30_000, true);
    const errors: unknown[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (o: unknown) => errors.push(o) };
    const timer = schedule({ backup, logger });
    const asked = Promise.all([timer.runNow(), timer.runNow(), timer.runNow()]);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await asked).toEqual([null, null, null]);
    expect(state).toMatchObject({ runs: 1, most: 1 });
    expect(errors).toHaveLength(1);
    // the timer's own (a minute after start), then one every 6 hours
    await vi.advanceTimersByTimeAsync(13 * HOUR);
    expect(state).toMatchObject({ runs: 4, most: 1 });
    expect(errors).toHaveLength(4);
    await timer.stop();
  });

  it("stop ends the backup under way and resolves once it has ended (nothing logged as an error)", async () => {
    const { state, backup } = fakeBackup(HOUR);
    const errors: unknown[] = [];
    const timer = schedule({
      backup,
      logger: { info: () => {}, warn: () => {}, error: (o: unknown) => errors.push(o) },
    });
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(state.running).toBe(1);
    await timer.stop();
    expect(state).toMatchObject({ running: 0, aborted: 1 });
    expect(errors).toEqual([]);
  });
});

describe("the server's pid file", () => {
  const dir = mkdtempSync(join(tmpdir(), "northstar-pid-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the live server that wrote it, goes as that server exits, and a dead process's file does not count", async () => {
    const path = pidFilePath(join(dir, "bookings.sqlite"));
    expect(path).toBe(join(dir, "bookings.sqlite.server.pid"));
    expect(livePid(path)).toBeNull(); // no file
    const server = spawn(process.execPath, [
      "--input-type=module",
      "-e",
      `import { writePidFile } from ${JSON.stringify(new URL("./pid-file.server.ts", import.meta.url).href)};
       writePidFile(${JSON.stringify(path)});
       process.on("SIGTERM", () => process.exit(0)); // as npm start does
       setInterval(() => {}, 1000);
       process.stdout.write("serving");`,
    ]);
    await once(server.stdout, "data");
    expect(livePid(path)).toBe(server.pid);
    server.kill("SIGTERM");
    await once(server, "exit");
    expect(existsSync(path)).toBe(false);
    // a server killed outright leaves its file behind: its process is gone, so it does not count
    writeFileSync(path, `${server.pid}\n`);
    expect(livePid(path)).toBeNull();
    writeFileSync(path, "garbage");
    expect(livePid(path)).toBeNull();
    // this process's own file is removed by the removal it was given, once
    const remove = writePidFile(path);
    expect(readFileSync(path, "utf8")).toBe(`${process.pid}\n`);
    remove();
    expect(existsSync(path)).toBe(false);
  });
});
