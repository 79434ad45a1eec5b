/**
 * The rows of job photos on SQLite and PostgreSQL (docs/decisions/0039): 25 photos of one job sent at once make
 * exactly 20 rows (counted and inserted under the job's lock), another job is not held up by a full one; 15 photos
 * of its customer sent at once make exactly 10 (issue 57), counted apart from the crew's; a job's photos listed in
 * order, read by id, deleted with their keys; every key for the orphan sweep; the erased bookings that still have
 * photos. One storage per database for the file; each test has bookings of its own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import { newBooking } from "../../tests/support/new-booking";
import { PHOTOS_PER_JOB } from "../domain/photos";
import type { NewJobPhoto } from "./photos.server";
import type { Storage } from "./storage.server";

const { backends } = bothDatabases("photos");

async function booked(storage: Storage, date = "2026-07-01") {
  const result = await storage.bookings.create({
    booking: newBooking(date, "09:00"),
    capacity: 100,
    requireFirstOrder: false,
  });
  if (result.kind !== "created") throw new Error(result.kind);
  return result.booking.id;
}

let n = 0;
const photo = (bookingId: number, patch: Partial<NewJobPhoto> = {}): NewJobPhoto => ({
  bookingId,
  phase: "before",
  key: `jobs/${bookingId}/photo-${++n}.jpg`,
  contentType: "image/jpeg",
  bytes: 123_456,
  width: 1600,
  height: 1200,
  uploadedBy: "luis@crew.example",
  ...patch,
});

for (const [name, open] of Object.entries(backends)) {
  describe(`JobPhotoStore on ${name}`, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await open();
    });

    it("25 photos of one job sent at once: exactly 20 rows, 5 answered full; another job still takes photos", async () => {
      const [job, other] = [await booked(storage), await booked(storage)];
      const results = await Promise.all(Array.from({ length: 25 }, () => storage.photos.add(photo(job))));
      expect(results.filter((r) => r.kind === "added")).toHaveLength(PHOTOS_PER_JOB);
      expect(results.filter((r) => r.kind === "full")).toHaveLength(5);
      expect(await storage.photos.count(job)).toBe(20);
      expect(await storage.photos.list(job)).toHaveLength(20);
      const ids = results.flatMap((r) => (r.kind === "added" ? [r.id] : []));
      expect(new Set(ids).size).toBe(20);
      // the 21st, alone, is refused too; a photo of another job is not
      expect(await storage.photos.add(photo(job))).toEqual({ kind: "full" });
      expect(await storage.photos.add(photo(other))).toMatchObject({ kind: "added" });
    });

    it("15 photos of its customer sent at once: exactly 10 rows, 5 answered full; the crew's are counted apart", async () => {
      const job = await booked(storage);
      // the crew has 3 photos of it already: they take none of the customer's 10 places
      for (let i = 0; i < 3; i++) expect((await storage.photos.add(photo(job))).kind).toBe("added");
      const customer = () => photo(job, { phase: "customer", uploadedBy: "customer" });
      const results = await Promise.all(Array.from({ length: 15 }, () => storage.photos.add(customer())));
      expect(results.filter((r) => r.kind === "added")).toHaveLength(10);
      expect(results.filter((r) => r.kind === "full")).toHaveLength(5);
      expect(await storage.photos.count(job, "customer")).toBe(10);
      expect(await storage.photos.count(job, "crew")).toBe(3);
      expect((await storage.photos.list(job)).filter((p) => p.phase === "customer")).toHaveLength(10);
      // an 11th, alone, is refused too; the crew still takes theirs
      expect(await storage.photos.add(customer())).toEqual({ kind: "full" });
      expect(await storage.photos.add(photo(job))).toMatchObject({ kind: "added" });
    });

    it("lists a job's photos in the order sent, reads one by id, deletes a job's rows with their keys", async () => {
      const [job, other] = [await booked(storage), await booked(storage)];
      // the keys of the other tests' photos, on the same storage
      const earlier = await storage.photos.allKeys();
      const at = (minute: number) => new Date(Date.UTC(2026, 6, 1, 15, minute));
      const first = await storage.photos.add(photo(job, { key: `jobs/${job}/b.jpg` }), at(1));
      const second = await storage.photos.add(
        photo(job, { key: `jobs/${job}/a.jpg`, phase: "after", width: 900, height: 1600, bytes: 99 }),
        at(2),
      );
      await storage.photos.add(photo(other, { key: `jobs/${other}/c.jpg` }), at(3));
      if (first.kind !== "added" || second.kind !== "added") throw new Error("not added");
      expect(await storage.photos.list(job)).toEqual([
        expect.objectContaining({ id: first.id, key: `jobs/${job}/b.jpg`, phase: "before" }),
        expect.objectContaining({ id: second.id, key: `jobs/${job}/a.jpg`, phase: "after" }),
      ]);
      expect(await storage.photos.get(second.id)).toEqual({
        id: second.id,
        bookingId: job,
        phase: "after",
        key: `jobs/${job}/a.jpg`,
        contentType: "image/jpeg",
        bytes: 99,
        width: 900,
        height: 1600,
        uploadedBy: "luis@crew.example",
        createdAt: at(2).toISOString(),
      });
      expect(await storage.photos.get(999_999)).toBeNull();
      expect((await storage.photos.allKeys()).sort()).toEqual(
        [...earlier, `jobs/${job}/a.jpg`, `jobs/${job}/b.jpg`, `jobs/${other}/c.jpg`].sort(),
      );

      expect(await storage.photos.deleteForBooking(job)).toEqual([`jobs/${job}/a.jpg`, `jobs/${job}/b.jpg`]);
      expect(await storage.photos.list(job)).toEqual([]);
      expect(await storage.photos.deleteForBooking(job)).toEqual([]);
      expect((await storage.photos.allKeys()).sort()).toEqual([...earlier, `jobs/${other}/c.jpg`].sort());
    });

    it("names the erased bookings that still have photos", async () => {
      expect(await storage.photos.erasedBookingIds()).toEqual([]);
      const [erased, kept, erasedWithout] = [await booked(storage), await booked(storage), await booked(storage)];
      await storage.photos.add(photo(erased));
      await storage.photos.add(photo(kept));
      await storage.privacy.erase([erased, erasedWithout], "test", new Date());
      expect(await storage.photos.erasedBookingIds()).toEqual([erased]);
      await storage.photos.deleteForBooking(erased);
      expect(await storage.photos.erasedBookingIds()).toEqual([]);
    });

    it("refuses a photo of no booking, and a key twice", async () => {
      const job = await booked(storage);
      await expect(storage.photos.add(photo(987_654))).rejects.toThrow();
      await storage.photos.add(photo(job, { key: "jobs/x/same.jpg" }));
      await expect(storage.photos.add(photo(job, { key: "jobs/x/same.jpg" }))).rejects.toThrow();
      expect(await storage.photos.count(job)).toBe(1);
    });
  });
}
