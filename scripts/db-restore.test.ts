/**
 * `npm run db:restore -- FILE` as a newcomer runs it (README, Backups): the script in a process of its own. Refused,
 * with nothing changed, while a server's pid file names a live process and for a damaged archive; otherwise the
 * backup's database and photos are put in place and the ones they replace are kept aside, and it says where.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBooking } from "../tests/support/new-booking";
import { takeBackup } from "../app/backup/backup.server";
import { pidFilePath } from "../app/backup/pid-file.server";
import { openDatabase } from "../app/storage/sqlite.server";
import { sqliteStorage, type Storage } from "../app/storage/storage.server";

const script = resolve("scripts/db-restore.ts");
const root = mkdtempSync(join(tmpdir(), "northstar-restore-"));
const data = join(root, "data");
const databasePath = join(data, "bookings.sqlite");
const photosDir = join(data, "photos");
let storage: Storage;
let archive: string;

/** The script, run with Node in `root` (no .env there), this install's settings in its environment. */
function restore(file: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((done) => {
    const child = spawn(process.execPath, [script, file], {
      cwd: root,
      env: { ...process.env, DATABASE_PATH: "data/bookings.sqlite", PHOTOS_DIR: "data/photos", DATABASE_URL: "" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("close", (code) => done({ code, out, err }));
  });
}

const book = async (n: number) => {
  for (let i = 0; i < n; i++)
    await storage.bookings.create({
      booking: newBooking("2026-07-01", "09:00"),
      capacity: 100_000,
      requireFirstOrder: false,
    });
};
const bookings = (path: string) => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM bookings").get() as { n: number }).n;
  } finally {
    db.close();
  }
};
/** Every file under `data`, with a hash of its bytes: what "nothing changed" means. */
const snapshot = (dir = data): Record<string, string> => {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[path] = createHash("sha256").update(readFileSync(path)).digest("hex");
    }
  return files;
};

beforeAll(async () => {
  storage = sqliteStorage(openDatabase(databasePath));
  mkdirSync(join(photosDir, "jobs", "7"), { recursive: true });
  writeFileSync(join(photosDir, "jobs", "7", "after.jpg"), Buffer.alloc(20_000, 7));
  await book(3);
  archive = (
    await takeBackup({
      databasePath,
      backupDir: join(data, "backups"),
      photosDir,
      keep: 28,
      store: storage.backups,
    })
  ).path;
  // after the backup: more bookings and another photo, which the restore must keep aside, not lose
  await book(2);
  writeFileSync(join(photosDir, "jobs", "7", "later.jpg"), Buffer.alloc(10_000, 8));
  await storage.close(); // "stop the server first"
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run db:restore", () => {
  it("refuses while a server's pid file names a live process, and changes nothing", async () => {
    writeFileSync(pidFilePath(databasePath), `${process.pid}\n`); // this test's process: alive
    const before = snapshot();
    const { code, out, err } = await restore(archive);
    expect(code).toBe(1);
    expect(err).toContain(`Refused: A server (process ${process.pid}) is using data/bookings.sqlite: stop it first`);
    expect(out).toBe("");
    expect(snapshot()).toEqual(before);
    rmSync(pidFilePath(databasePath));
  });

  it("refuses a damaged archive, and changes nothing", async () => {
    const damaged = join(root, "damaged.tar.gz");
    const bytes = readFileSync(archive);
    for (let i = 0; i < 16; i++) bytes[Math.floor(bytes.length / 3) + i]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const before = snapshot();
    const { code, err } = await restore(damaged);
    expect(code).toBe(1);
    expect(err).toMatch(
      /^Refused: The archive cannot be read back: it is damaged or incomplete \(.+\)\. Nothing was changed\./,
    );
    expect(snapshot()).toEqual(before); // no scratch folder left either
  });

  it("restores when the pid file's process is gone, keeping the replaced database and photos aside", async () => {
    // a server that died (killed) without removing its pid file, its last write still in the -wal file
    const gone = spawnSync(
      process.execPath,
      [
        "-e",
        `const db = new (require("node:sqlite").DatabaseSync)(${JSON.stringify(databasePath)});
         db.exec("PRAGMA wal_autocheckpoint = 0; CREATE TABLE last_write (at TEXT); INSERT INTO last_write VALUES ('x')");
         console.log(process.pid);
         process.kill(process.pid, "SIGKILL");`,
      ],
      { encoding: "utf8" },
    );
    expect(existsSync(`${databasePath}-wal`)).toBe(true);
    writeFileSync(pidFilePath(databasePath), gone.stdout);
    expect(bookings(databasePath)).toBe(5);
    const { code, out, err } = await restore(archive);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(bookings(databasePath)).toBe(3);
    expect(readdirSync(join(photosDir, "jobs", "7"))).toEqual(["after.jpg"]);

    const aside = readdirSync(data).filter((name) => name.includes(".before-restore-"));
    const oldDatabase = aside.find((name) => /^bookings\.sqlite\.before-restore-[\dT-]+Z$/.test(name));
    const oldPhotos = aside.find((name) => /^photos\.before-restore-[\dT-]+Z$/.test(name));
    expect(oldDatabase).toBeDefined();
    expect(oldPhotos).toBeDefined();
    expect(bookings(join(data, oldDatabase!))).toBe(5);
    // its -wal came along under the same name: the old database opens with its last write
    expect(aside).toContain(`${oldDatabase}-wal`);
    expect(existsSync(`${databasePath}-wal`)).toBe(false);
    const old = new DatabaseSync(join(data, oldDatabase!));
    expect(old.prepare("SELECT at FROM last_write").all()).toEqual([{ at: "x" }]);
    old.close();
    expect(readdirSync(join(data, oldPhotos!, "jobs", "7")).sort()).toEqual(["after.jpg", "later.jpg"]);
    expect(out).toContain(`Restored ${archive} (taken `);
    expect(out).toContain(`data/bookings.sqlite -> data/${oldDatabase}`);
    expect(out).toContain(`data/photos -> data/${oldPhotos}`);
    expect(readdirSync(data).filter((name) => name.startsWith(".restore-"))).toEqual([]);
    expect(existsSync(databasePath)).toBe(true);
  });
});
