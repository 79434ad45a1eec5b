/**
 * A backup's archive read back (README, Backups): only the names a backup holds are written, files and folders only
 * (a link or a stray entry is listed, never written); what differs from the snapshot is said in words.
 */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { create } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import { checkContents, countDifferences, readArchive } from "./archive.server";

const root = mkdtempSync(join(tmpdir(), "northstar-archive-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An archive made by hand of the files under a new folder (`files`: path → text, or `{ link }`). */
async function archiveOf(name: string, files: Record<string, string | { link: string }>) {
  const dir = join(root, name);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    if (typeof body === "string") writeFileSync(join(dir, path), body);
    else symlinkSync(body.link, join(dir, path));
  }
  const file = join(root, `${name}.tar.gz`);
  await create({ gzip: true, cwd: dir, file }, Object.keys(files));
  return file;
}

describe("readArchive", () => {
  it("writes the database, the manifest and (when asked) the photos' files, and nothing else", async () => {
    const file = await archiveOf("crafted", {
      "backup.json": JSON.stringify({ format: 1, takenAt: "t", counts: {}, photos: 1, photosFolder: true }),
      "bookings.sqlite": "not really a database",
      "photos/jobs/1/a.jpg": "jpeg",
      "photos/jobs/1/link.jpg": { link: "/etc/hostname" },
      "notes.txt": "stray",
    });
    const into = join(root, "crafted-out");
    mkdirSync(into);
    const contents = await readArchive(file, into, { extractPhotos: true });
    expect(contents.database).toBe(true);
    expect(contents.manifest).toMatchObject({ photos: 1, photosFolder: true });
    expect([...contents.photos]).toEqual([["jobs/1/a.jpg", 4]]);
    expect(contents.unexpected.sort()).toEqual(["notes.txt", "photos/jobs/1/link.jpg"]);
    expect(existsSync(join(into, "photos", "jobs", "1", "a.jpg"))).toBe(true);
    expect(() => lstatSync(join(into, "photos", "jobs", "1", "link.jpg"))).toThrow(/ENOENT/);
    expect(existsSync(join(into, "notes.txt"))).toBe(false);
  });

  it("lists the photos without writing them for a proof", async () => {
    const file = await archiveOf("listed", { "bookings.sqlite": "x", "photos/jobs/2/b.jpg": "12345" });
    const into = join(root, "listed-out");
    mkdirSync(into);
    const contents = await readArchive(file, into, { extractPhotos: false });
    expect([...contents.photos]).toEqual([["jobs/2/b.jpg", 5]]);
    expect(existsSync(join(into, "photos"))).toBe(false);
  });
});

describe("checkContents", () => {
  const into = join(root, "check");
  mkdirSync(into, { recursive: true });
  const db = new DatabaseSync(join(into, "bookings.sqlite"));
  db.exec("CREATE TABLE bookings (id INTEGER PRIMARY KEY); INSERT INTO bookings VALUES (1), (2); CREATE TABLE t (x)");
  db.close();
  const contents = { database: true, manifest: null, photos: new Map([["jobs/1/a.jpg", 10]]), unexpected: [] };

  it("passes a sound database with the rows and photos expected", async () => {
    expect(await checkContents(into, contents, { counts: { bookings: 2, t: 0 }, photos: contents.photos })).toBeNull();
    expect(await checkContents(into, contents, { counts: { bookings: 2, t: 0 }, photos: 1 })).toBeNull();
  });

  it("says which rows or photos differ", async () => {
    expect(await checkContents(into, contents, { counts: { bookings: 3, t: 0 }, photos: 1 })).toBe(
      "The database in the archive does not hold the snapshot's rows: bookings 2 instead of 3.",
    );
    expect(
      await checkContents(into, contents, {
        counts: { bookings: 2, t: 0 },
        photos: new Map([
          ["jobs/1/a.jpg", 11],
          ["jobs/1/b.jpg", 5],
        ]),
      }),
    ).toBe("2 of the 2 photo files are missing or incomplete in the archive (the first: jobs/1/a.jpg).");
    expect(await checkContents(into, contents, { counts: { bookings: 2, t: 0 }, photos: 2 })).toBe(
      "The archive holds 1 photo files, not the 2 it was made with.",
    );
    expect(await checkContents(into, { ...contents, database: false }, { counts: {}, photos: 0 })).toBe(
      "The archive holds no database (bookings.sqlite).",
    );
    expect(countDifferences({ a: 1, b: 2 }, { b: 2, c: 3 })).toEqual(["a missing", "c (3) not in the snapshot"]);
  });

  it("refuses a database that is not one", async () => {
    const other = join(root, "not-a-db");
    mkdirSync(other);
    writeFileSync(join(other, "bookings.sqlite"), Buffer.alloc(8192, 0x41));
    expect(await checkContents(other, contents, { counts: {}, photos: 1 })).toMatch(
      /^The database in the archive cannot be opened: .*not a database.*\.$/,
    );
  });
});
