/**
 * The rows of job photos (docs/decisions/0039): which booking, before or after, the key of the file (kept by
 * app/photos/store.server.ts, outside the database), its type, size and pixels, who sent it and when. On SQLite and
 * PostgreSQL alike. Server only.
 *
 * Concurrency: a job keeps at most PHOTOS_PER_JOB photos. Its photos are counted and the new row inserted in one
 * transaction under the lock `photos:<bookingId>` (PostgreSQL's advisory lock; SQLite's transaction holds the whole
 * database), so two crew members sending their photos at once never make a 21st. The customer's photos (issue 48)
 * are counted apart, at most CUSTOMER_PHOTOS_MAX, under the same lock.
 */
import { CUSTOMER_PHOTOS_MAX, PHOTOS_PER_JOB, type PhotoKind } from "../domain/photos.ts";
import type { Db } from "./db.server.ts";
import { recordEvent } from "./bookings.server.ts";

export type JobPhoto = {
  id: number;
  bookingId: number;
  /** The crew's before or after, or the customer's with their request (issue 48). */
  phase: PhotoKind;
  /** The file's key in the photo store. */
  key: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  /** Who sent it: the staff member's e-mail. */
  uploadedBy: string;
  createdAt: string;
};

export type NewJobPhoto = Omit<JobPhoto, "id" | "createdAt">;

export type AddPhotoResult = { kind: "added"; id: number } | { kind: "full" };

type PhotoRow = {
  id: number;
  booking_id: number;
  phase: PhotoKind;
  storage_key: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  uploaded_by: string;
  created_at: string;
};

const COLUMNS = "id, booking_id, phase, storage_key, content_type, bytes, width, height, uploaded_by, created_at";

const fromRow = (r: PhotoRow): JobPhoto => ({
  id: Number(r.id),
  bookingId: Number(r.booking_id),
  phase: r.phase,
  key: r.storage_key,
  contentType: r.content_type,
  bytes: Number(r.bytes),
  width: Number(r.width),
  height: Number(r.height),
  uploadedBy: r.uploaded_by,
  createdAt: r.created_at,
});

const lockOf = (bookingId: number) => `photos:${bookingId}`;

/** Whose photos count against a new one: the crew's together, or the customer's. */
export type PhotoOwner = "crew" | "customer";
const ownerOf = (phase: PhotoKind): PhotoOwner => (phase === "customer" ? "customer" : "crew");
const LIMIT: Record<PhotoOwner, number> = { crew: PHOTOS_PER_JOB, customer: CUSTOMER_PHOTOS_MAX };
const OWNER_SQL: Record<PhotoOwner, string> = { crew: "phase <> 'customer'", customer: "phase = 'customer'" };

export class JobPhotoStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Records a photo whose file is already stored, unless its job has PHOTOS_PER_JOB photos of its crew already, or
   * CUSTOMER_PHOTOS_MAX of its customer for a customer's photo ("full").
   */
  async add(photo: NewJobPhoto, now = new Date()): Promise<AddPhotoResult> {
    const owner = ownerOf(photo.phase);
    return this.db.transaction(async (tx): Promise<AddPhotoResult> => {
      await tx.lock(lockOf(photo.bookingId));
      const count = await tx.get<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM job_photos WHERE booking_id = ? AND ${OWNER_SQL[owner]}`,
        [photo.bookingId],
      );
      if (Number(count!.n) >= LIMIT[owner]) return { kind: "full" };
      const row = await tx.get<{ id: number }>(
        `INSERT INTO job_photos (booking_id, phase, storage_key, content_type, bytes, width, height, uploaded_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          photo.bookingId,
          photo.phase,
          photo.key,
          photo.contentType,
          photo.bytes,
          photo.width,
          photo.height,
          photo.uploadedBy,
          now.toISOString(),
        ],
      );
      return { kind: "added", id: Number(row!.id) };
    });
  }

  /**
   * How many photos of its crew (or of its customer) a job has (a quick answer before processing a photo; `add`
   * decides under its lock).
   */
  async count(bookingId: number, owner: PhotoOwner = "crew"): Promise<number> {
    const row = await this.db.get<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM job_photos WHERE booking_id = ? AND ${OWNER_SQL[owner]}`,
      [bookingId],
    );
    return Number(row?.n ?? 0);
  }

  /** A job's photos, in the order they were sent. */
  async list(bookingId: number): Promise<JobPhoto[]> {
    const rows = await this.db.all<PhotoRow>(
      `SELECT ${COLUMNS} FROM job_photos WHERE booking_id = ? ORDER BY created_at, id`,
      [bookingId],
    );
    return rows.map(fromRow);
  }

  async get(id: number): Promise<JobPhoto | null> {
    const row = await this.db.get<PhotoRow>(`SELECT ${COLUMNS} FROM job_photos WHERE id = ?`, [id]);
    return row ? fromRow(row) : null;
  }

  /**
   * Deletes photo `id` of job `bookingId` when it is of one of `kinds` (under the job's lock), and records who deleted
   * which in the booking's history, in the same transaction (issue 56); its file's key, or null when there is no such.
   */
  async deleteOne(
    bookingId: number,
    id: number,
    by: { kinds: readonly PhotoKind[]; actor: string; now: Date },
  ): Promise<string | null> {
    if (by.kinds.length === 0) return null;
    return this.db.transaction(async (tx) => {
      await tx.lock(lockOf(bookingId));
      const row = await tx.get<{ storage_key: string; phase: PhotoKind }>(
        `DELETE FROM job_photos WHERE id = ? AND booking_id = ? AND phase IN (${by.kinds.map(() => "?").join(", ")})
         RETURNING storage_key, phase`,
        [id, bookingId, ...by.kinds],
      );
      if (!row) return null;
      await recordEvent(tx, bookingId, by.now, by.actor, "photo deleted", `${row.phase} photo ${id}`);
      return row.storage_key;
    });
  }

  /** Deletes a job's rows (under its lock: no photo of it is added meanwhile); the keys of their files. */
  async deleteForBooking(bookingId: number): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx.lock(lockOf(bookingId));
      const rows = await tx.all<{ storage_key: string }>(
        "DELETE FROM job_photos WHERE booking_id = ? RETURNING storage_key",
        [bookingId],
      );
      return rows.map((r) => r.storage_key).sort();
    });
  }

  /** Every key a row names (the orphan sweep deletes the files that none names). */
  async allKeys(): Promise<string[]> {
    const rows = await this.db.all<{ storage_key: string }>("SELECT storage_key FROM job_photos");
    return rows.map((r) => r.storage_key);
  }

  /**
   * The erased bookings that still have photos: the retention deletes them, finishing an erasure made while photos
   * were off or by a way that does not know of photos.
   */
  async erasedBookingIds(): Promise<number[]> {
    const rows = await this.db.all<{ booking_id: number }>(
      `SELECT DISTINCT p.booking_id FROM job_photos p JOIN bookings b ON b.id = p.booking_id
       WHERE b.erased_at IS NOT NULL ORDER BY p.booking_id`,
    );
    return rows.map((r) => Number(r.booking_id));
  }
}
