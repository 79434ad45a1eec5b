/**
 * A job's photos from the crew's phone to the customer's page (docs/decisions/0039): what the routes call. A photo
 * is checked and re-encoded (process.server.ts), its FILE written (store.server.ts), and only then its ROW recorded
 * (app/storage/photos.server.ts), so an instance stopped between the two leaves a file without a row, which
 * `sweepOrphanPhotos` deletes, and never a row without a file. Deleting goes the other way: the rows first, then
 * the files. Who may send or see a job's photos is the routes' business (`canSeeJob`). Server only.
 *
 * Each function takes its store and repository (`PhotoDeps`); left out, they are the process's: the photo store the
 * environment selects (null: photos are off, PHOTOS_OFF_MESSAGE) and `getStorage().photos`.
 */
import {
  CUSTOMER_PHOTO_NOT_YOURS_MESSAGE,
  CUSTOMER_PHOTOS_FULL_MESSAGE,
  CUSTOMER_PHOTOS_LOCKED_MESSAGE,
  CUSTOMER_PHOTOS_MAX,
  PHOTO_NOT_SAVED_MESSAGE,
  PHOTOS_CLOSED_MESSAGE,
  PHOTOS_FULL_MESSAGE,
  PHOTOS_PER_JOB,
  type PhotoKind,
  photoKindsDeletable,
} from "../domain/photos.ts";
import { isOpenStatus } from "../domain/booking/changes.ts";
import type { StoredBooking } from "../booking/model.ts";
import type { JobPhoto, JobPhotoStore } from "../storage/photos.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import { getLogger } from "../utils/logger.server.ts";
import { type PhotoRefusal, type ProcessedPhoto, processPhoto } from "./process.server.ts";
import { getPhotoStore, newPhotoKey, PHOTOS_OFF_MESSAGE, type PhotoStore } from "./store.server.ts";

export type PhotoDeps = {
  /** null: photos are off (several instances without a bucket). */
  store?: PhotoStore | null;
  repo?: JobPhotoStore;
  now?: Date;
};

export type SavedPhoto = { ok: true; id: number; name: string };
export type RefusedPhoto = { ok: false; name: string; message: string };

/** An orphan younger than this is an upload in flight (its row is on its way): the sweep leaves it. */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;

const resolve = (deps: PhotoDeps) => ({
  store: deps.store === undefined ? getPhotoStore() : deps.store,
  repo: deps.repo ?? getStorage().photos,
  now: deps.now ?? new Date(),
});

const log = () => getLogger();

/** A photo whose file is already written (`stagePhoto`), its row still to come: its key and facts, no bytes. */
export type StagedPhoto = Omit<ProcessedPhoto, "body"> & { key: string };

/** A file sent, once checked and re-encoded (process.server.ts), or why it is not taken; or its file staged. */
export type ProcessedUpload = { name: string; photo: ProcessedPhoto | StagedPhoto | PhotoRefusal };

/**
 * Writes the file of a photo still coming in with its upload (the rows are kept once the whole upload has been
 * read: `keepPhotos`), so that the server holds no re-encoded photo in memory meanwhile (issue 44; README, Crews).
 * A file written so and then not kept is deleted (`forgetStaged`), or swept as an orphan. A photo sent with a booking
 * request (issue 48) is written before its booking exists: its key says "new" where a booking's id would be.
 */
export async function stagePhoto(
  bookingId: number | "new",
  upload: ProcessedUpload,
  deps: PhotoDeps = {},
): Promise<ProcessedUpload> {
  const { store } = resolve(deps);
  const { photo, name } = upload;
  if (!store || !photo.ok || !("body" in photo)) return upload;
  return { name, photo: await storeFile(store, bookingId, photo) };
}

/** Writes a processed photo's file under a new key: its facts and key, or the words when the store failed. */
async function storeFile(
  store: PhotoStore,
  bookingId: number | "new",
  photo: ProcessedPhoto,
): Promise<StagedPhoto | PhotoRefusal> {
  const key = newPhotoKey(bookingId);
  try {
    await store.put(key, photo.body, photo.contentType);
  } catch (error) {
    log().error({ err: error, bookingId, where: store.where }, "job photo: the file could not be stored");
    await forget(store, key);
    return { ok: false, reason: "unreadable", message: PHOTO_NOT_SAVED_MESSAGE };
  }
  const { body: _body, ...facts } = photo;
  return { ...facts, key };
}

/** Deletes the files `stagePhoto` wrote for an upload that is not kept (refused once read, or failed). */
export async function forgetStaged(uploads: readonly ProcessedUpload[], deps: PhotoDeps = {}) {
  const { store } = resolve(deps);
  if (!store) return;
  for (const { photo } of uploads) if (photo.ok && "key" in photo) await forget(store, photo.key);
}

/**
 * Keeps the photos `files` of booking `bookingId` (the route has checked that `uploadedBy` may add them), in order:
 * one answer per file, `{ ok: true, id }` or `{ ok: false, name, message }` with words for the crew member (not a
 * photo, too large, unreadable, the job full, the store unreachable). A database failure is thrown, as everywhere
 * (its photo's file is deleted first). The route processes each file as it arrives and calls `keepPhotos`.
 */
export async function savePhotos(
  bookingId: number,
  phase: PhotoKind,
  files: readonly { bytes: Buffer; name: string }[],
  uploadedBy: string,
  deps: PhotoDeps = {},
): Promise<(SavedPhoto | RefusedPhoto)[]> {
  const processed: ProcessedUpload[] = [];
  for (const { bytes, name } of files) processed.push({ name, photo: await processPhoto(bytes) });
  return keepPhotos(bookingId, phase, processed, uploadedBy, deps);
}

/** `savePhotos` for photos already processed (each read and re-encoded as its upload came in). */
export async function keepPhotos(
  bookingId: number,
  phase: PhotoKind,
  photos: readonly ProcessedUpload[],
  uploadedBy: string,
  deps: PhotoDeps = {},
): Promise<(SavedPhoto | RefusedPhoto)[]> {
  const { store, repo, now } = resolve(deps);
  const owner = phase === "customer" ? "customer" : "crew";
  const [limit, fullMessage] =
    owner === "customer" ? [CUSTOMER_PHOTOS_MAX, CUSTOMER_PHOTOS_FULL_MESSAGE] : [PHOTOS_PER_JOB, PHOTOS_FULL_MESSAGE];
  const results: (SavedPhoto | RefusedPhoto)[] = [];
  for (const { photo, name } of photos) {
    if (!store) {
      results.push({ ok: false, name, message: PHOTOS_OFF_MESSAGE });
      continue;
    }
    // a full job refuses at once (`add` decides again under the job's lock)
    if ((await repo.count(bookingId, owner)) >= limit) {
      if (photo.ok && "key" in photo) await forget(store, photo.key);
      results.push({ ok: false, name, message: fullMessage });
      continue;
    }
    // its file first (unless staged as its upload came in), its row second
    const stored = !photo.ok || "key" in photo ? photo : await storeFile(store, bookingId, photo);
    if (!stored.ok) {
      results.push({ ok: false, name, message: stored.message });
      continue;
    }
    const { key } = stored;
    let added;
    try {
      added = await repo.add(
        {
          bookingId,
          phase,
          key,
          contentType: stored.contentType,
          bytes: stored.bytes,
          width: stored.width,
          height: stored.height,
          uploadedBy,
        },
        now,
      );
    } catch (error) {
      await forget(store, key);
      throw error;
    }
    if (added.kind === "full") {
      await forget(store, key);
      results.push({ ok: false, name, message: fullMessage });
    } else results.push({ ok: true, id: added.id, name });
  }
  return results;
}

/** Deletes a file no row names; when that fails too, the orphan sweep will. */
async function forget(store: PhotoStore, key: string) {
  try {
    await store.delete(key);
  } catch (error) {
    log().warn({ err: error, where: store.where }, "job photo: a file without a row is left to the sweep");
  }
}

/**
 * A photo's file and type, with its row; null when there is no such photo, it is not of `bookingId` (always asked:
 * a photo is only ever read under the job or the page its caller has authorized, issue 44), or photos are off.
 */
export async function readPhoto(
  id: number,
  deps: PhotoDeps & { bookingId: number },
): Promise<{ body: Buffer; contentType: string; photo: JobPhoto } | null> {
  const { store, repo } = resolve(deps);
  if (!store) return null;
  const photo = await repo.get(id);
  if (!photo || photo.bookingId !== deps.bookingId) return null;
  const body = await store.get(photo.key);
  if (!body) {
    log().error({ photoId: id, where: store.where }, "job photo: a row names a file that is not there");
    return null;
  }
  return { body, contentType: photo.contentType, photo };
}

/**
 * Deletes the files that no row names and that are older than an hour (`minAgeMs`): those of an instance stopped
 * between the file and the row, of a full job's refused photo whose deletion failed, of an erasure whose files
 * could not all be deleted. A younger one may be an upload whose row is on its way. The files are listed before the
 * rows are read, so a file whose row is committed meanwhile is seen with its row. Returns how many were deleted.
 */
export async function sweepOrphanPhotos(deps: PhotoDeps & { minAgeMs?: number } = {}): Promise<number> {
  const { store, repo, now } = resolve(deps);
  if (!store) return 0;
  const minAgeMs = deps.minAgeMs ?? ORPHAN_MIN_AGE_MS;
  const stored: string[] = [];
  for await (const key of store.keys()) stored.push(key);
  const named = new Set(await repo.allKeys());
  let deleted = 0;
  for (const key of stored) {
    if (named.has(key)) continue;
    const modified = await store.modifiedAt(key);
    if (!modified || now.getTime() - modified.getTime() < minAgeMs) continue;
    await store.delete(key);
    deleted++;
  }
  return deleted;
}

/**
 * Deletes photo `id` of booking `bookingId`, its row then its file, when it is of one of the `kinds` its deleter may
 * delete (`photoKindsDeletable`, issue 56), recorded in the booking's history; false when the job has no such photo
 * they may delete (or photos are off).
 */
export async function deletePhoto(
  bookingId: number,
  id: number,
  by: { kinds: readonly PhotoKind[]; actor: string; now: Date },
  deps: PhotoDeps = {},
): Promise<boolean> {
  const { store, repo } = resolve(deps);
  if (!store) return false;
  const key = await repo.deleteOne(bookingId, id, by);
  if (key === null) return false;
  await forget(store, key);
  return true;
}

/**
 * Deletes every photo of booking `bookingId`, rows then files (its erasure: app/booking/privacy.server.ts). A file
 * that cannot be deleted now is an orphan the sweep deletes later. Returns how many photos it had.
 */
export async function erasePhotosOf(bookingId: number, deps: PhotoDeps = {}): Promise<number> {
  const { store, repo } = resolve(deps);
  // photos off: the rows stay, naming files out of reach; the retention erases both once a store is back
  if (!store) return 0;
  const keys = await repo.deleteForBooking(bookingId);
  for (const key of keys) await forget(store, key);
  return keys.length;
}

/**
 * A photo as an HTTP answer: its bytes, its type, kept by the browser only (private, an hour: a photo never changes
 * under its id), never sniffed as anything else. 404 when `found` is null.
 */
export function photoResponse(found: Awaited<ReturnType<typeof readPhoto>>): Response {
  if (!found)
    return new Response("No such photo.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    });
  return new Response(new Uint8Array(found.body), {
    headers: {
      "Content-Type": found.contentType,
      "Content-Length": String(found.body.length),
      "Cache-Control": "private, max-age=3600, immutable",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Content-Disposition": `inline; filename="${found.photo.phase}-${found.photo.id}.${found.contentType.split("/")[1]}"`,
    },
  });
}

/**
 * A photo of `booking` deleted by `who` (issue 56: photos belong to who took them, `photoKindsDeletable`), recorded in
 * the booking's history with who and when; or why not, in words, with the status: 400 for no photo named, 404 for no
 * such photo of this job,
 * 403 for a photo that is not theirs to delete, 409 once the job no longer lets it change.
 */
export async function deleteJobPhoto(
  booking: Pick<StoredBooking, "id" | "status" | "startedAt">,
  id: number,
  who: "crew" | "owner" | "customer",
  actor: string,
  now: Date,
  deps: PhotoDeps = {},
): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
  if (!Number.isSafeInteger(id) || id < 1) return { ok: false, status: 400, error: "Say which photo to delete." };
  const photo = await resolve(deps).repo.get(id);
  if (!photo || photo.bookingId !== booking.id) return { ok: false, status: 404, error: "No such photo on this job." };
  const kinds = photoKindsDeletable(who, { open: isOpenStatus(booking.status), started: Boolean(booking.startedAt) });
  if (!kinds.includes(photo.phase)) {
    if (photo.phase === "customer" && who === "crew")
      return { ok: false, status: 403, error: CUSTOMER_PHOTO_NOT_YOURS_MESSAGE };
    if (photo.phase !== "customer" && who === "customer")
      return { ok: false, status: 403, error: "No such photo on this job." };
    return {
      ok: false,
      status: 409,
      error: who === "customer" ? CUSTOMER_PHOTOS_LOCKED_MESSAGE : PHOTOS_CLOSED_MESSAGE,
    };
  }
  return (await deletePhoto(booking.id, id, { kinds, actor, now }, deps))
    ? { ok: true }
    : { ok: false, status: 404, error: "No such photo on this job." };
}
