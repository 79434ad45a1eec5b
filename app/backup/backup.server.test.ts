/**
 * Backups that prove themselves (README, Backups; docs/decisions/0040), on real SQLite files: a backup taken while
 * four other processes write 200 bookings restores to a sound database holding every booking acknowledged before it
 * began; a damaged archive is recorded as not proved and does not count; the retention keeps exactly BACKUP_KEEP
 * archives, on disk and in the bucket; a proved archive goes to the S3 stand-in, and a failed upload is recorded while
 * the backup still counts.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { startS3 } from "../../tests/support/s3";
import { runWorker } from "../../tests/support/worker-process";
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage, type Storage } from "../storage/storage.server";
import { archiveName, backupOptionsFromEnv, type BackupOptions, takeBackup } from "./backup.server";
import { backupBucket } from "./bucket.server";
import { restoreBackup } from "./restore.server";

const root = mkdtempSync(join(tmpdir(), "northstar-backup-"));
const opened: Storage[] = [];
afterAll(async () => {
  await Promise.all(opened.map((storage) => storage.close().catch(() => {})));
  rmSync(root, { recursive: true, force: true });
});

let installs = 0;
/** A SQLite install of its own: the database, a photos' folder with two photos, the backups' folder. */
function install(patch: Partial<BackupOptions> = {}) {
  const dir = join(root, `install-${++installs}`);
  const databasePath = join(dir, "data", "bookings.sqlite");
  const storage = sqliteStorage(openDatabase(databasePath));
  opened.push(storage);
  const photosDir = join(dir, "data", "photos");
  mkdirSync(join(photosDir, "jobs", "1"), { recursive: true });
  writeFileSync(join(photosDir, "jobs", "1", "before.jpg"), Buffer.alloc(40_000, 1));
  writeFileSync(join(photosDir, "jobs", "1", "after.jpg"), Buffer.alloc(30_000, 2));
  const options: BackupOptions = {
    databasePath,
    backupDir: join(dir, "data", "backups"),
    photosDir,
    keep: 28,
    store: storage.backups,
    ...patch,
  };
  return { dir, storage, options };
}

const book = async (storage: Storage, n: number) => {
  for (let i = 0; i < n; i++) {
    const result = await storage.bookings.create({
      booking: newBooking("2026-07-01", "09:00"),
      capacity: 100_000,
      requireFirstOrder: false,
    });
    if (result.kind !== "created") throw new Error(result.kind);
  }
};

const archives = (backupDir: string) => readdirSync(backupDir).filter((name) => name.endsWith(".tar.gz"));

describe("takeBackup", () => {
  it("a backup taken while 200 bookings are written by four processes restores to a sound database with every booking acknowledged before it began", async () => {
    const { dir, storage, options } = install();
    await book(storage, 20);
    // four writers of 50 bookings each, on connections of their own, one booking every 25 ms each
    const writer = resolve("tests/support/booking-writer.ts");
    const runs = [1, 2, 3, 4].map((n) => {
      const requests = Array.from({ length: 50 }, () => ({
        booking: newBooking("2026-07-02", "11:00"),
        capacity: 100_000,
        requireFirstOrder: false,
      }));
      const file = join(dir, `requests-${n}.json`);
      writeFileSync(file, JSON.stringify(requests));
      return runWorker<{ reference: string; ackAt: number }[]>(writer, [options.databasePath, "0", "25", file]);
    });
    // the backup begins while they write: once 40 of their bookings are in
    const count = async () => (await storage.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM bookings"))!.n;
    while ((await count()) < 60) await new Promise((done) => setTimeout(done, 5));
    const backupStartedAt = Date.now();
    const outcome = await takeBackup(options);
    const acks = (await Promise.all(runs)).flat();

    expect(acks).toHaveLength(200); // no writer was refused or held up past its busy timeout
    expect(outcome).toMatchObject({ proved: true, error: null, photos: 2 });
    const before = acks.filter((ack) => ack.ackAt < backupStartedAt);
    const after = acks.filter((ack) => ack.ackAt > backupStartedAt + outcome.ms.total);
    // the backup really ran among the writes: some were acknowledged before it, some only after it had finished
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);

    const restored = join(dir, "restored", "bookings.sqlite");
    await restoreBackup({ file: outcome.path, databasePath: restored, photosDir: join(dir, "restored", "photos") });
    const db = new DatabaseSync(restored, { readOnly: true });
    try {
      expect(db.prepare("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
      const references = new Set(
        (db.prepare("SELECT reference FROM bookings").all() as { reference: string }[]).map((r) => r.reference),
      );
      for (const ack of before) expect(references.has(ack.reference), ack.reference).toBe(true);
      expect(references.size).toBe(outcome.counts.bookings);
      expect(references.size).toBeGreaterThanOrEqual(20 + before.length);
      expect(references.size).toBeLessThan(220);
    } finally {
      db.close();
    }
    expect(readdirSync(join(dir, "restored", "photos", "jobs", "1")).sort()).toEqual(["after.jpg", "before.jpg"]);
  }, 60_000);

  it("writes one archive named by its time (0600 in a 0700 folder), proved and recorded with the snapshot's counts", async () => {
    const { storage, options } = install();
    await book(storage, 3);
    const at = new Date("2026-11-26T18:00:00.000Z");
    const outcome = await takeBackup({ ...options, now: () => at });
    expect(outcome.file).toBe("backup-2026-11-26T18-00-00Z.tar.gz");
    expect(archiveName(at)).toBe(outcome.file);
    expect(readdirSync(options.backupDir)).toEqual([outcome.file]); // no scratch file left
    expect(statSync(options.backupDir).mode & 0o777).toBe(0o700);
    expect(statSync(outcome.path).mode & 0o777).toBe(0o600);
    expect(outcome.bytes).toBe(statSync(outcome.path).size);
    expect(outcome.counts).toMatchObject({ bookings: 3, backups: 0 });
    const latest = await storage.backups.latest();
    expect(latest).toMatchObject({
      id: outcome.id,
      takenAt: at.toISOString(),
      file: outcome.file,
      bytes: outcome.bytes,
      counts: outcome.counts,
      photos: 2,
      proved: true,
      error: null,
      uploadedTo: null,
      deletedAt: null,
    });
    expect(await storage.backups.latestProved()).toEqual(latest);
    expect(await storage.backups.list(10)).toEqual([latest]);
  });

  it("a damaged archive (bytes flipped) is recorded as not proved, with why, and does not count", async () => {
    const { storage, options } = install();
    await book(storage, 5);
    const good = await takeBackup({ ...options, now: () => new Date("2026-11-26T12:00:00Z") });
    const bad = await takeBackup({
      ...options,
      now: () => new Date("2026-11-26T18:00:00Z"),
      afterArchive: (path) => {
        const bytes = readFileSync(path);
        for (let i = 0; i < 16; i++) bytes[Math.floor(bytes.length / 2) + i]! ^= 0xff;
        writeFileSync(path, bytes);
      },
    });
    expect(good.proved).toBe(true);
    expect(bad.proved).toBe(false);
    expect(bad.error).toMatch(/^The archive cannot be read back: it is damaged or incomplete \(.+\)\.$/);
    expect(await storage.backups.latest()).toMatchObject({ id: bad.id, proved: false, error: bad.error });
    expect((await storage.backups.latest())?.deletedAt).not.toBeNull();
    // the damaged archive is gone; the last proved backup is still the one that counts
    expect(archives(options.backupDir)).toEqual([good.file]);
    expect((await storage.backups.latestProved())?.id).toBe(good.id);
  });

  it("a snapshot that cannot be taken (no database) is recorded as not proved, not thrown", async () => {
    const { storage, options } = install({ databasePath: join(root, "no-such-database.sqlite") });
    const outcome = await takeBackup(options);
    expect(outcome.proved).toBe(false);
    expect(outcome.error).toMatch(/^The snapshot of the database could not be taken: /);
    expect(await storage.backups.latest()).toMatchObject({ proved: false, bytes: 0, error: outcome.error });
    expect(archives(options.backupDir)).toEqual([]);
  });

  it("keeps exactly BACKUP_KEEP archives, on disk and in the bucket, and marks the older ones deleted", async () => {
    const s3 = await startS3("backups");
    const bucket = backupBucket(s3);
    try {
      const { storage, options } = install({ keep: 3, bucket });
      await book(storage, 2);
      const outcomes = [];
      for (let hour = 0; hour < 5; hour++)
        outcomes.push(await takeBackup({ ...options, now: () => new Date(Date.UTC(2026, 10, 26, hour * 6)) }));
      const newest = outcomes.slice(2).map((o) => o.file);
      expect(archives(options.backupDir).sort()).toEqual(newest);
      expect([...s3.objects.keys()].sort()).toEqual(newest.map((file) => `backups/${file}`));
      const rows = await storage.backups.list(10);
      expect(rows).toHaveLength(5);
      expect(rows.filter((row) => row.deletedAt === null).map((row) => row.file)).toEqual([...newest].reverse());
      expect(outcomes.at(-1)?.deleted).toEqual({ local: [outcomes[1]!.file], bucket: [outcomes[1]!.file] });
      // an object of the bucket that is not one of ours is never touched
      s3.objects.set("backups/notes.txt", {
        body: Buffer.from("x"),
        contentType: "text/plain",
        lastModified: new Date(),
        etag: '"x"',
      });
      await takeBackup({ ...options, now: () => new Date(Date.UTC(2026, 10, 27)) });
      expect(s3.objects.has("backups/notes.txt")).toBe(true);
      expect(archives(options.backupDir)).toHaveLength(3);
    } finally {
      bucket.close();
      await s3.stop();
    }
    // six backups, each restored into a scratch database to be proved: 3.4 s on a busy 2-core run, so more than 5 s
  }, 20_000);

  it("uploads the proved archive to the bucket when the S3 settings are there; a failed upload is recorded and the backup still counts", async () => {
    const s3 = await startS3("backups");
    const env = {
      DATABASE_PATH: "x.sqlite",
      BACKUP_DIR: "backups",
      BACKUP_KEEP: 28,
      PHOTOS_DIR: "photos",
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_ENDPOINT: s3.endpoint,
    };
    const { storage, options } = install();
    const fromEnv = backupOptionsFromEnv(env, storage.backups);
    try {
      // with a bucket, photos are kept there: the archive holds the database only
      expect(fromEnv).toMatchObject({ databasePath: "x.sqlite", backupDir: "backups", photosDir: null, keep: 28 });
      const bucket = fromEnv.bucket!;
      await book(storage, 4);
      const uploaded = await takeBackup({ ...options, bucket, now: () => new Date("2026-11-26T06:00:00Z") });
      expect(uploaded.uploadedTo).toBe(`s3://backups/backups/${uploaded.file}`);
      expect(s3.objects.get(`backups/${uploaded.file}`)?.body.equals(readFileSync(uploaded.path))).toBe(true);
      expect(await storage.backups.latest()).toMatchObject({ uploadedTo: uploaded.uploadedTo, error: null });

      // a passing failure is tried again; a bucket down for all three attempts fails the upload
      const retried = backupBucket(s3, { retryMs: [10, 10] });
      s3.failNext(1);
      const again = await takeBackup({ ...options, bucket: retried, now: () => new Date("2026-11-26T09:00:00Z") });
      expect(again.uploadedTo).toBe(`s3://backups/backups/${again.file}`);
      s3.failNext(3);
      const local = await takeBackup({ ...options, bucket: retried, now: () => new Date("2026-11-26T12:00:00Z") });
      retried.close();
      expect(local).toMatchObject({ proved: true, uploadedTo: null });
      expect(local.uploadError).toMatch(
        /^Proved and kept on disk, but the upload to the bucket backups at 127\.0\.0\.1:\d+ failed: /,
      );
      expect(await storage.backups.latestProved()).toMatchObject({
        id: local.id,
        uploadedTo: null,
        error: local.uploadError,
      });
      expect(archives(options.backupDir)).toContain(local.file);
      expect(s3.objects.has(`backups/${local.file}`)).toBe(false);
    } finally {
      fromEnv.bucket?.close();
      await s3.stop();
    }
  });
});

describe("backups without photos on disk", () => {
  it("the archive holds the database only, and its restore leaves the photos' folder alone", async () => {
    const { dir, storage, options } = install({ photosDir: null });
    await book(storage, 1);
    const outcome = await takeBackup(options);
    expect(outcome).toMatchObject({ proved: true, photos: 0 });
    const target = join(dir, "elsewhere");
    mkdirSync(join(target, "photos"), { recursive: true });
    writeFileSync(join(target, "photos", "kept.jpg"), "x");
    const report = await restoreBackup({
      file: outcome.path,
      databasePath: join(target, "bookings.sqlite"),
      photosDir: join(target, "photos"),
    });
    expect(report.restored).toEqual([join(target, "bookings.sqlite")]);
    expect(report.movedAside).toEqual([]);
    expect(readdirSync(join(target, "photos"))).toEqual(["kept.jpg"]);
  });
});
