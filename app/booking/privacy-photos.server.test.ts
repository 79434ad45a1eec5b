/**
 * A booking's job photos follow it (docs/decisions/0031, 0039), on SQLite and PostgreSQL: the customer's export
 * lists them (which, not the images); erasing the customer deletes their photos' rows and files and no one else's;
 * the retention does the same for a booking past its time, finishes an erasure made while photos were off, and
 * sweeps the files no row names.
 */
import { mkdtempSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import { newBooking } from "../../tests/support/new-booking";
import { phoneJpeg, png } from "../../tests/support/photos";
import { savePhotos } from "../photos/photos.server";
import { DiskPhotoStore, newPhotoKey, type PhotoStore } from "../photos/store.server";
import type { Storage } from "../storage/storage.server";
import { eraseCustomer, exportCustomer, runRetention } from "./privacy.server";

const { backends, dir } = bothDatabases("privacy-photos");
const NOW = new Date("2026-06-15T14:00:00Z");
let made = 0;
const phones = new Map<string, string>();
const phoneOf = (email: string) => {
  if (!phones.has(email)) phones.set(email, `(469) 555-${String(2000 + phones.size)}`);
  return phones.get(email)!;
};

async function setUp(open: () => Promise<Storage>) {
  const storage = await open();
  const n = ++made;
  const store = new DiskPhotoStore(join(dir, `photos-${n}`));
  const env = {
    OUTBOX_DIR: mkdtempSync(join(dir, "outbox-")),
    SMS_DIR: mkdtempSync(join(dir, "sms-")),
    MESSAGE_RETENTION_DAYS: 90,
    BOOKING_RETENTION_MONTHS: 24,
  };
  const book = async (date: string, email: string) => {
    const result = await storage.bookings.create({
      booking: newBooking(date, "09:00", {
        email,
        phone: phoneOf(email), // one customer per e-mail
      }),
      capacity: 100,
      requireFirstOrder: false,
    });
    if (result.kind !== "created") throw new Error(result.kind);
    return result.booking;
  };
  /** `count` photos of a booking's crew (before the work), or of its customer with their request (issue 48). */
  const photos = async (bookingId: number, count: number, phase: "before" | "customer" = "before") => {
    const files = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        name: `p${i}.jpg`,
        bytes: i % 2 ? await png() : await phoneJpeg(),
      })),
    );
    const saved = await savePhotos(bookingId, phase, files, phase === "customer" ? "customer" : "luis@crew.example", {
      store,
      repo: storage.photos,
      now: NOW,
    });
    if (!saved.every((s) => s.ok)) throw new Error("not saved");
  };
  const keys = async (s: PhotoStore = store) => {
    const all: string[] = [];
    for await (const key of s.keys()) all.push(key);
    return all.sort();
  };
  return { storage, store, env, book, photos, keys };
}

for (const [name, open] of Object.entries(backends)) {
  describe(`job photos and privacy on ${name}`, () => {
    it("the export lists the customer's photos (booking, id, phase, when, size), not another's, not the files", async () => {
      const { storage, store, book, photos } = await setUp(open);
      const [first, second] = [
        await book("2026-05-01", "ada@example.com"),
        await book("2026-05-20", "ada@example.com"),
      ];
      const other = await book("2026-05-02", "bob@example.com");
      await photos(first.id, 2);
      await photos(second.id, 1, "customer");
      await photos(other.id, 1);
      const { data } = await exportCustomer(first, "owner@ns.example", { storage, now: NOW, photos: store });
      const rows = [...(await storage.photos.list(first.id)), ...(await storage.photos.list(second.id))];
      expect(data.photos).toEqual(
        rows.map((p) => ({
          booking: p.bookingId === first.id ? first.reference : second.reference,
          id: p.id,
          phase: p.bookingId === first.id ? "before" : "customer",
          uploadedAt: NOW.toISOString(),
          bytes: p.bytes,
          width: p.width,
          height: p.height,
        })),
      );
      const file = JSON.stringify(data);
      expect(file).not.toContain(other.reference);
      for (const p of rows) expect(file).not.toContain(p.key); // the file's key is not the customer's business
    });

    it("erasing a customer deletes their photos, rows and files, and leaves another customer's", async () => {
      const { storage, store, env, book, photos, keys } = await setUp(open);
      const [first, second] = [await book("2026-05-01", "cy@example.com"), await book("2026-05-20", "cy@example.com")];
      const other = await book("2026-05-02", "dee@example.com");
      await photos(first.id, 2);
      await photos(second.id, 3, "customer");
      await photos(other.id, 1);
      const result = await eraseCustomer(first, "owner@ns.example", { storage, env, now: NOW, photos: store });
      expect(result).toEqual({ erased: [first.reference, second.reference] });
      expect(await storage.photos.list(first.id)).toEqual([]);
      expect(await storage.photos.list(second.id)).toEqual([]);
      const left = await storage.photos.list(other.id);
      expect(left).toHaveLength(1);
      expect(await keys()).toEqual(left.map((p) => p.key));
    });

    it("the retention deletes the photos of a booking past its time, finishes an erasure made with photos off, sweeps orphans", async () => {
      const { storage, store, env, book, photos, keys } = await setUp(open);
      const old = await book("2024-05-01", "eve@example.com"); // more than 24 months before NOW
      const recent = await book("2026-05-01", "fay@example.com");
      const erasedOff = await book("2026-04-01", "gus@example.com");
      await photos(old.id, 2, "customer");
      await photos(recent.id, 2);
      await photos(erasedOff.id, 1);
      // erased while photos were off: its rows stay, naming files out of reach
      await eraseCustomer(erasedOff, "owner@ns.example", { storage, env, now: NOW, photos: null });
      expect(await storage.photos.list(erasedOff.id)).toHaveLength(1);
      // an instance stopped between a file and its row, two hours before
      const orphan = newPhotoKey(recent.id);
      await store.put(orphan, Buffer.from("half an upload"), "image/jpeg");
      const twoHoursBefore = new Date(NOW.getTime() - 2 * 3600_000);
      utimesSync(join(store.dir, ...orphan.split("/")), twoHoursBefore, twoHoursBefore);

      const done = await runRetention({ storage, env, now: NOW, photos: store });
      expect(done).toMatchObject({ bookings: 1, photos: 3, orphanPhotos: 1 });
      expect(await storage.photos.list(old.id)).toEqual([]);
      expect(await storage.photos.list(erasedOff.id)).toEqual([]);
      const kept = await storage.photos.list(recent.id);
      expect(kept).toHaveLength(2);
      expect(await keys()).toEqual(kept.map((p) => p.key).sort());
      // once is enough
      expect(await runRetention({ storage, env, now: NOW, photos: store })).toMatchObject({
        photos: 0,
        orphanPhotos: 0,
      });
    });

    it("a storage of its own, without a photo store, touches no photo (its rows name another store's files)", async () => {
      const { storage, env, book, photos, keys } = await setUp(open);
      const old = await book("2024-05-01", "hal@example.com");
      await photos(old.id, 1);
      const done = await runRetention({ storage, env, now: NOW });
      expect(done).toMatchObject({ bookings: 1, photos: 0, orphanPhotos: 0 });
      expect(await storage.photos.list(old.id)).toHaveLength(1);
      expect(await keys()).toHaveLength(1);
    });
  });
}
