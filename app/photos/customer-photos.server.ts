/**
 * The customer's photos of their job (issue 48; README "Photos with the request"): sent with the booking form's
 * request (junk removal, a quote) and later from their booking page, at most CUSTOMER_PHOTOS_MAX a booking. Each goes
 * through the crews' processing and store (checked by its bytes, upright, at most 1,600 px, no metadata; disk or
 * bucket: photos.server.ts), read as the upload streams (upload.server.ts: a file over 15 MB stops the reading, a body
 * that stops coming is cut with 408), one at a time, in one of the upload slots kept for uploads from outside (issue
 * 56: never the staff's) taken at the first file, at most PHOTOS_MAX_PIXELS_IN_ALL pixels decoded in all. A price
 * preview reads its files past, decoding none. An upload with a file that is not a photo, or with more photos than the
 * booking can take, is refused whole: nothing of it is kept. Server only.
 */
import {
  CUSTOMER_PHOTOS_MAX,
  customerPhotosTooManyMessage,
  PHOTOS_MAX_PIXELS_IN_ALL,
  takesCustomerPhotos,
} from "../domain/photos.ts";
import { isOpenStatus } from "../domain/booking/changes.ts";
import type { StoredBooking } from "../booking/model.ts";
import { getStorage } from "../storage/storage.server.ts";
import { MAX_BODY_BYTES } from "../utils/request-body.server.ts";
import { forgetStaged, keepPhotos, type ProcessedUpload, stagePhoto } from "./photos.server.ts";
import { processPhoto } from "./process.server.ts";
import { getPhotoStore } from "./store.server.ts";
import { eachPhotoUpload } from "./upload.server.ts";
import type { Stall } from "./upload-watch.server.ts";
import {
  customerUploadSlots,
  strangerUploadSlots,
  UPLOAD_BUSY_MESSAGE,
  UPLOAD_RETRY_AFTER_SECONDS,
} from "./upload-slots.server.ts";

/** Who a customer's photo is recorded as sent by (a staff member's is their e-mail). */
export const CUSTOMER_UPLOADER = "customer";

/** The booking form's text fields, at most (its services, sizes, extras, contact, date and window). */
const BOOKING_FORM_FIELDS = 200;

export const PHOTOS_UNAVAILABLE_MESSAGE =
  "We can't take photos just now: send the form without them, and add them from your booking's page later.";
export const PHOTOS_NOT_TAKEN_MESSAGE = "Photos are added while the booking is requested or confirmed.";

/** An upload read whole with its photos staged (their files written, no row yet), or why it is refused. */
export type CustomerUpload =
  | { ok: true; form: URLSearchParams; photos: ProcessedUpload[] }
  | { ok: false; status: number; form: URLSearchParams; message: string; headers?: Record<string, string> };

/**
 * Reads a form with the customer's photos (`photos`), at most `left` of them: each file is processed and its file
 * written as it arrives. A refusal deletes what was written; the text fields read until then come with it (all of
 * them, but when a file over 15 MB or a body over its size stopped the reading).
 */
export async function readCustomerUpload(
  request: Request,
  {
    left = CUSTOMER_PHOTOS_MAX,
    bookingId = "new",
    previewOnly = false,
    stall,
    maxPixels = PHOTOS_MAX_PIXELS_IN_ALL,
  }: {
    left?: number;
    bookingId?: number | "new";
    /** A price preview (issue 56): its files are read past, never decoded nor kept, and take no upload slot. */
    previewOnly?: boolean;
    /** How slow the body may come before it is cut (default: upload-watch.server.ts's STALL). */
    stall?: Stall;
    /** The pixels the request's photos may decode in all. */
    maxPixels?: number;
  } = {},
): Promise<CustomerUpload> {
  const staged: ProcessedUpload[] = [];
  let refusal: Extract<CustomerUpload, { ok: false }> | null = null;
  let release: (() => void) | null = null;
  // the booking form's uploads come from anyone, a booking page's from its customer: each from its own slots, never
  // the staff's (issue 56); and a request's photos decode at most PHOTOS_MAX_PIXELS_IN_ALL pixels in all
  const slots = bookingId === "new" ? strangerUploadSlots : customerUploadSlots;
  const budget = { pixels: maxPixels };
  const refuse = (status: number, message: string, headers?: Record<string, string>) => {
    refusal ??= { ok: false, status, form: new URLSearchParams(), message, headers };
  };
  try {
    const upload = await eachPhotoUpload(request, {
      maxFiles: Math.max(left, 0),
      maxFields: BOOKING_FORM_FIELDS,
      maxTextBytes: MAX_BODY_BYTES,
      pastMaxFiles: "skip",
      skipFiles: previewOnly,
      ...(stall && { stall }),
      onFile: async (file) => {
        if (refusal) return; // the upload is refused already: its other files are read past, not worked on
        if (!getPhotoStore()) return refuse(400, PHOTOS_UNAVAILABLE_MESSAGE);
        if (!release) {
          release = await slots.acquire();
          if (!release) return refuse(503, UPLOAD_BUSY_MESSAGE, { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) });
        }
        const photo = await processPhoto(file.bytes, budget);
        if (!photo.ok) return refuse(400, `${file.name}: ${photo.message} None of the photos was kept.`);
        const kept = await stagePhoto(bookingId, { name: file.name, photo });
        staged.push(kept);
        if (!kept.photo.ok) refuse(503, `${file.name}: ${kept.photo.message}`);
      },
    });
    if (!upload.ok) {
      await forgetStaged(staged);
      return { ok: false, status: upload.status, form: upload.form ?? new URLSearchParams(), message: upload.message };
    }
    if (!refusal && upload.skipped > 0) refuse(413, customerPhotosTooManyMessage(left));
    if (refusal) {
      await forgetStaged(staged);
      return { ...(refusal as Extract<CustomerUpload, { ok: false }>), form: upload.form };
    }
    return { ok: true, form: upload.form, photos: staged };
  } catch (error) {
    await forgetStaged(staged);
    throw error;
  } finally {
    (release as (() => void) | null)?.();
  }
}

/**
 * Keeps the staged photos of the booking `bookingId` just made, or deletes them (`bookingId` null: no booking, a
 * replay, an order that takes no photos). How many were kept.
 */
export async function keepCustomerPhotos(bookingId: number | null, photos: readonly ProcessedUpload[]) {
  if (photos.length === 0) return 0;
  if (bookingId === null) {
    await forgetStaged(photos);
    return 0;
  }
  const results = await keepPhotos(bookingId, "customer", photos, CUSTOMER_UPLOADER);
  return results.filter((r) => r.ok).length;
}

/** Whether a booking's customer may add photos now: an order that takes them, requested or confirmed. */
export const mayAddCustomerPhotos = (booking: Pick<StoredBooking, "status" | "lines" | "totalCents" | "erasedAt">) =>
  booking.erasedAt === null && isOpenStatus(booking.status) && takesCustomerPhotos(booking);

/** The answer to the booking page's `intent=photos`: words for the customer and the status. */
export type CustomerPhotosAnswer = {
  status: number;
  ok: string | null;
  error: string | null;
  headers?: Record<string, string>;
};

/** Adds the photos of the booking page's multipart `request` (`intent=photos`, `photos`) to `booking`. */
export async function addCustomerPhotos(
  request: Request,
  booking: Pick<StoredBooking, "id" | "status" | "lines" | "totalCents" | "erasedAt">,
): Promise<CustomerPhotosAnswer> {
  const refused = (status: number, error: string) => ({ status, ok: null, error });
  if (!mayAddCustomerPhotos(booking)) return refused(409, PHOTOS_NOT_TAKEN_MESSAGE);
  if (!getPhotoStore()) return refused(409, PHOTOS_UNAVAILABLE_MESSAGE);
  const left = CUSTOMER_PHOTOS_MAX - (await getStorage().photos.count(booking.id, "customer"));
  if (left <= 0) return refused(409, customerPhotosTooManyMessage(0));
  const upload = await readCustomerUpload(request, { left, bookingId: booking.id });
  if (!upload.ok) return { ...refused(upload.status, upload.message), headers: upload.headers };
  if (upload.form.get("intent") !== "photos") {
    await forgetStaged(upload.photos);
    return refused(400, "Please use the buttons on this page.");
  }
  if (upload.photos.length === 0) return refused(400, "Choose at least one photo.");
  const results = await keepPhotos(booking.id, "customer", upload.photos, CUSTOMER_UPLOADER);
  const kept = results.filter((r) => r.ok).length;
  const notKept = results.find((r) => !r.ok);
  if (kept === 0) return refused(409, notKept && !notKept.ok ? notKept.message : "No photo was added.");
  return {
    status: 200,
    ok: `${kept} photo${kept === 1 ? "" : "s"} added: we'll look at ${kept === 1 ? "it" : "them"} before your visit.`,
    error: notKept && !notKept.ok ? `${notKept.name}: ${notKept.message}` : null,
  };
}
