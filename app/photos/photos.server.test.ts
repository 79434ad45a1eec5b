/**
 * A job's photos from upload to erasure (docs/decisions/0039), on SQLite with the disk store and the S3 stand-in:
 * the file first, then the row (a failed write leaves no row; a refused row leaves no file), the 21st photo
 * refused, a photo read only as its job's, the orphan sweep (a file without a row older than an hour goes; a fresh
 * one and one with a row stay) and the erasure of a job's rows and files.
 */
import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { GPS_DATUM, phoneJpeg, png } from "../../tests/support/photos";
import { startS3, type TestS3 } from "../../tests/support/s3";
import {
  CUSTOMER_PHOTO_NOT_YOURS_MESSAGE,
  PHOTO_NOT_SAVED_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTOS_FULL_MESSAGE,
} from "../domain/photos";
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage, type Storage } from "../storage/storage.server";
import { deleteJobPhoto, erasePhotosOf, readPhoto, savePhotos, sweepOrphanPhotos } from "./photos.server";
import { DiskPhotoStore, newPhotoKey, PHOTOS_OFF_MESSAGE, type PhotoStore, S3PhotoStore } from "./store.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-photos-"));
let made = 0;
const opened: Storage[] = [];
/** Each S3 test's own bucket server (the stand-in), and its client. */
const buckets: { s3: TestS3; store: S3PhotoStore }[] = [];
afterAll(async () => {
  for (const { s3, store } of buckets) {
    store.close();
    await s3.stop();
  }
  await Promise.all(opened.map((s) => s.close()));
  rmSync(dir, { recursive: true, force: true });
});

const NOW = new Date("2026-07-01T15:00:00Z");
const HOUR = 3600_000;

async function setUp(kind: "disk" | "s3" = "disk") {
  const storage = sqliteStorage(openDatabase(join(dir, `photos-${++made}.sqlite`)));
  opened.push(storage);
  let store: PhotoStore;
  let s3: TestS3 | undefined;
  if (kind === "disk") store = new DiskPhotoStore(join(dir, `files-${made}`));
  else {
    s3 = await startS3();
    const { bucket, region, accessKeyId, secretAccessKey, endpoint } = s3;
    const s3Store = new S3PhotoStore({ bucket, region, accessKeyId, secretAccessKey, endpoint });
    buckets.push({ s3, store: s3Store });
    store = s3Store;
  }
  const job = async () => {
    const result = await storage.bookings.create({
      booking: newBooking("2026-07-01", "09:00"),
      capacity: 100,
      requireFirstOrder: false,
    });
    if (result.kind !== "created") throw new Error(result.kind);
    return result.booking.id;
  };
  const keys = async () => {
    const all: string[] = [];
    for await (const key of store.keys()) all.push(key);
    return all.sort();
  };
  return { storage, repo: storage.photos, store, job, keys, s3: s3! };
}

describe("savePhotos", () => {
  it("keeps each photo as a JPEG without metadata, file and row; refuses what is not a photo, by its bytes", async () => {
    const { repo, store, job, keys } = await setUp();
    const id = await job();
    const results = await savePhotos(
      id,
      "before",
      [
        { name: "kitchen.jpg", bytes: await phoneJpeg({ width: 2000, height: 1000, orientation: 6 }) },
        { name: "oven.jpg", bytes: await png({ width: 300, height: 200 }) }, // a PNG named .jpg: a photo all the same
        { name: "notes.jpg", bytes: Buffer.from("not a photo at all") },
      ],
      "luis@crew.example",
      { store, repo, now: NOW },
    );
    expect(results).toEqual([
      { ok: true, id: expect.any(Number), name: "kitchen.jpg" },
      { ok: true, id: expect.any(Number), name: "oven.jpg" },
      { ok: false, name: "notes.jpg", message: PHOTO_TYPE_MESSAGE },
    ]);
    const rows = await repo.list(id);
    expect(rows.map((r) => [r.phase, r.width, r.height, r.uploadedBy, r.createdAt, r.contentType])).toEqual([
      ["before", 800, 1600, "luis@crew.example", NOW.toISOString(), "image/jpeg"],
      ["before", 300, 200, "luis@crew.example", NOW.toISOString(), "image/jpeg"],
    ]);
    expect(await keys()).toEqual(rows.map((r) => r.key).sort());
    for (const row of rows) expect(row.key).toMatch(new RegExp(`^jobs/${id}/[A-Za-z0-9_-]{24}\\.jpg$`));
    const first = await readPhoto(rows[0]!.id, { store, repo, bookingId: id });
    expect(first?.contentType).toBe("image/jpeg");
    expect(first?.body.length).toBe(rows[0]!.bytes);
    expect((await sharp(first!.body).metadata()).exif).toBeUndefined();
    expect(first!.body.includes(GPS_DATUM)).toBe(false);
  });

  it("the 21st photo of a job is refused with a message, and its file is not kept", async () => {
    const { repo, store, job, keys } = await setUp();
    const id = await job();
    const photo = await phoneJpeg({ width: 64, height: 48 });
    const files = Array.from({ length: 21 }, (_, i) => ({ name: `p${i + 1}.jpg`, bytes: photo }));
    const results = await savePhotos(id, "after", files, "ana@crew.example", { store, repo, now: NOW });
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results[20]).toEqual({ ok: false, name: "p21.jpg", message: PHOTOS_FULL_MESSAGE });
    expect(PHOTOS_FULL_MESSAGE).toMatch(/20 photos/);
    expect(await keys()).toHaveLength(20);
    expect(await repo.count(id)).toBe(20);
  });

  it("a row refused under the lock (another upload filled the job meanwhile): its file is deleted at once", async () => {
    const { repo, store, job, keys } = await setUp();
    const id = await job();
    for (let i = 0; i < 20; i++)
      await repo.add({
        bookingId: id,
        phase: "before",
        key: `jobs/${id}/other-${i}.jpg`,
        contentType: "image/jpeg",
        bytes: 1,
        width: 1,
        height: 1,
        uploadedBy: "ana@crew.example",
      });
    // the quick count saw 19 (the other upload's last row was not yet in): the photo is processed and stored
    const racing = Object.assign(Object.create(repo) as typeof repo, { count: async () => 19 });
    const results = await savePhotos(id, "before", [{ name: "late.jpg", bytes: await phoneJpeg() }], "luis", {
      store,
      repo: racing,
    });
    expect(results).toEqual([{ ok: false, name: "late.jpg", message: PHOTOS_FULL_MESSAGE }]);
    expect(await keys()).toEqual([]);
  });

  it("a file that cannot be written leaves no row (disk); the other photos are kept", async () => {
    const { repo, store, job, keys } = await setUp();
    const id = await job();
    let puts = 0;
    const failing: PhotoStore = Object.assign(Object.create(store) as PhotoStore, {
      put: async (key: string, body: Buffer, type: string) => {
        if (++puts === 1) throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
        return store.put(key, body, type);
      },
    });
    const results = await savePhotos(
      id,
      "before",
      [
        { name: "a.jpg", bytes: await phoneJpeg() },
        { name: "b.jpg", bytes: await phoneJpeg() },
      ],
      "luis",
      { store: failing, repo },
    );
    expect(results).toEqual([
      { ok: false, name: "a.jpg", message: PHOTO_NOT_SAVED_MESSAGE },
      { ok: true, id: expect.any(Number), name: "b.jpg" },
    ]);
    expect(await repo.count(id)).toBe(1);
    expect(await keys()).toEqual([(await repo.list(id))[0]!.key]);
  });

  it("a bucket that fails leaves no row and no object (S3)", async () => {
    const { repo, store, job, keys, s3 } = await setUp("s3");
    const id = await job();
    s3.failNext(3); // the SDK's three attempts
    const results = await savePhotos(id, "before", [{ name: "a.jpg", bytes: await phoneJpeg() }], "luis", {
      store,
      repo,
    });
    expect(results).toEqual([{ ok: false, name: "a.jpg", message: PHOTO_NOT_SAVED_MESSAGE }]);
    expect(await repo.count(id)).toBe(0);
    expect(await keys()).toEqual([]);
  });

  it("a database that fails after the file was written: the file is deleted and the error thrown", async () => {
    const { repo, store, job, keys } = await setUp();
    const id = await job();
    const broken = Object.assign(Object.create(repo) as typeof repo, {
      add: async () => {
        throw new Error("connection terminated");
      },
    });
    await expect(
      savePhotos(id, "before", [{ name: "a.jpg", bytes: await phoneJpeg() }], "luis", { store, repo: broken }),
    ).rejects.toThrow(/connection terminated/);
    expect(await keys()).toEqual([]);
  });

  it("with photos off (null store) every photo is refused, saying why", async () => {
    const { repo, job } = await setUp();
    const id = await job();
    expect(
      await savePhotos(id, "before", [{ name: "a.jpg", bytes: await phoneJpeg() }], "luis", { store: null, repo }),
    ).toEqual([{ ok: false, name: "a.jpg", message: PHOTOS_OFF_MESSAGE }]);
    expect(await repo.count(id)).toBe(0);
  });
});

describe("readPhoto", () => {
  it("a photo with its row; none for another job's id, an unknown id, a missing file or photos off", async () => {
    const { repo, store, job } = await setUp();
    const [id, other] = [await job(), await job()];
    const [saved] = await savePhotos(id, "after", [{ name: "a.jpg", bytes: await phoneJpeg() }], "luis", {
      store,
      repo,
    });
    if (!saved?.ok) throw new Error("not saved");
    const read = await readPhoto(saved.id, { store, repo, bookingId: id });
    expect(read?.photo).toMatchObject({ id: saved.id, bookingId: id, phase: "after" });
    expect(read?.contentType).toBe("image/jpeg");
    expect(await readPhoto(saved.id, { store, repo, bookingId: other })).toBeNull();
    expect(await readPhoto(saved.id + 1000, { store, repo, bookingId: id })).toBeNull();
    expect(await readPhoto(saved.id, { store: null, repo, bookingId: id })).toBeNull();
    await store.delete(read!.photo.key);
    expect(await readPhoto(saved.id, { store, repo, bookingId: id })).toBeNull();
  });
});

describe("sweepOrphanPhotos", () => {
  /** A job with one photo saved (`saved`), the key of its file (`withRow`). */
  async function withOnePhoto(kind: "disk" | "s3" = "disk") {
    const setup = await setUp(kind);
    const id = await setup.job();
    const [saved] = await savePhotos(id, "before", [{ name: "a.jpg", bytes: await phoneJpeg() }], "luis", setup);
    if (!saved?.ok) throw new Error("not saved");
    return { ...setup, id, saved, withRow: (await setup.repo.get(saved.id))!.key };
  }

  it("deletes a file without a row older than an hour; keeps a fresh one and an old one with a row (disk)", async () => {
    const { repo, store, keys, id, saved, withRow } = await withOnePhoto();
    const [orphan, fresh, almost] = [newPhotoKey(id), newPhotoKey(id), newPhotoKey(id)];
    const leftover = `${newPhotoKey(id)}.Zm9vYmFy.tmp`; // a write a crash interrupted
    for (const key of [orphan, fresh, almost, leftover]) await store.put(key, Buffer.from("x"), "image/jpeg");
    const now = Date.now();
    const age = (key: string, ms: number) => {
      const at = new Date(now - ms);
      utimesSync(join((store as DiskPhotoStore).dir, ...key.split("/")), at, at);
    };
    age(withRow, 5 * HOUR);
    age(orphan, HOUR + 1000);
    age(leftover, 2 * HOUR);
    age(almost, HOUR - 60_000);
    expect(await sweepOrphanPhotos({ store, repo, now: new Date(now) })).toBe(2);
    expect(await keys()).toEqual([withRow, fresh, almost].sort());
    expect(await readPhoto(saved.id, { store, repo, bookingId: id })).not.toBeNull();
    expect(await sweepOrphanPhotos({ store, repo, now: new Date(now) })).toBe(0);
  });

  it("the same on a bucket, and leaves its other objects alone (S3)", async () => {
    const { repo, store, keys, s3, id, withRow } = await withOnePhoto("s3");
    const [orphan, fresh] = [newPhotoKey(id), newPhotoKey(id)];
    for (const key of [orphan, fresh]) await store.put(key, Buffer.from("x"), "image/jpeg");
    await store.put("backups/old.tar", Buffer.from("x"), "application/x-tar");
    const now = Date.now();
    for (const key of [withRow, orphan, "backups/old.tar"]) s3.age(key, new Date(now - 3 * HOUR));
    expect(await sweepOrphanPhotos({ store, repo, now: new Date(now) })).toBe(1);
    expect(await keys()).toEqual([withRow, fresh].sort());
    expect(s3.objects.has("backups/old.tar")).toBe(true);
  });
});

describe("erasePhotosOf", () => {
  it("deletes a job's rows and files, and no other job's", async () => {
    const { repo, store, job, keys } = await setUp();
    const [id, other] = [await job(), await job()];
    const photos = [
      { name: "a.jpg", bytes: await phoneJpeg() },
      { name: "b.jpg", bytes: await png() },
    ];
    await savePhotos(id, "before", photos, "luis", { store, repo });
    await savePhotos(other, "after", photos.slice(0, 1), "luis", { store, repo });
    expect(await erasePhotosOf(id, { store, repo })).toBe(2);
    expect(await repo.list(id)).toEqual([]);
    const left = await repo.list(other);
    expect(await keys()).toEqual(left.map((p) => p.key));
    expect(await erasePhotosOf(id, { store, repo })).toBe(0);
  });
});

describe("photos belong to who took them (issue 56)", () => {
  it("a crew deletes its before and after photos while the job is open, never the customer's; the customer theirs until the crew starts; the owner the customer's at any time; each in the history", async () => {
    const { storage, repo, store, job } = await setUp();
    const id = await job();
    const photo = await phoneJpeg({ width: 64, height: 48 });
    const [before] = await savePhotos(id, "before", [{ name: "a.jpg", bytes: photo }], "luis@crew.example", {
      store,
      repo,
      now: NOW,
    });
    const theirs = await savePhotos(
      id,
      "customer",
      [1, 2, 3].map((i) => ({ name: `c${i}.jpg`, bytes: photo })),
      "customer",
      {
        store,
        repo,
        now: NOW,
      },
    );
    const idOf = (r: (typeof theirs)[number] | undefined) => (r && r.ok ? r.id : 0);
    const open = { id, status: "confirmed" as const, startedAt: null };
    const deps = { store, repo };

    // the crew cannot delete the customer's photo, whatever it posts
    expect(await deleteJobPhoto(open, idOf(theirs[0]), "crew", "luis@crew.example", NOW, deps)).toEqual({
      ok: false,
      status: 403,
      error: CUSTOMER_PHOTO_NOT_YOURS_MESSAGE,
    });
    // its own before photo: yes
    expect(await deleteJobPhoto(open, idOf(before), "crew", "luis@crew.example", NOW, deps)).toEqual({ ok: true });
    // the customer: theirs, until the crew starts; never the crew's
    expect(await deleteJobPhoto(open, idOf(theirs[0]), "customer", "the customer", NOW, deps)).toEqual({ ok: true });
    const started = { ...open, startedAt: NOW.toISOString() };
    expect(await deleteJobPhoto(started, idOf(theirs[1]), "customer", "the customer", NOW, deps)).toMatchObject({
      ok: false,
      status: 409,
    });
    // the owner: the customer's, even once the job is done
    const done = { ...started, status: "completed" as const };
    expect(await deleteJobPhoto(done, idOf(theirs[1]), "owner", "owner@ns.example", NOW, deps)).toEqual({ ok: true });
    expect(await deleteJobPhoto(done, idOf(theirs[2]), "crew", "luis@crew.example", NOW, deps)).toMatchObject({
      ok: false,
    });
    // another job's photo: no such photo here
    const other = await job();
    expect(await deleteJobPhoto({ ...open, id: other }, idOf(theirs[2]), "owner", "o", NOW, deps)).toMatchObject({
      status: 404,
    });
    expect((await repo.list(id)).map((p) => p.id)).toEqual([idOf(theirs[2])]);
    const history = (await storage.bookings.history(id)).filter((h) => h.action === "photo deleted");
    expect(history.map((h) => [h.actor, h.detail])).toEqual([
      ["luis@crew.example", `before photo ${idOf(before)}`],
      ["the customer", `customer photo ${idOf(theirs[0])}`],
      ["owner@ns.example", `customer photo ${idOf(theirs[1])}`],
    ]);
  });
});
