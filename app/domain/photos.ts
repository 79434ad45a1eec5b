/**
 * A job's photos (docs/decisions/0039): the limits every layer shares (the storage counts under the first, the
 * upload and the processing refuse above the second) and the words a crew member reads when a photo is refused.
 *
 * The server's modules import this one: its imports are relative `.ts` paths (docs/decisions/0028).
 */

/** Before the work or after it. */
export type PhotoPhase = "before" | "after";
export const PHOTO_PHASES: readonly PhotoPhase[] = ["before", "after"];
/** Who took a photo of a job: its crew (before or after the work) or the customer with their request (issue 48). */
export type PhotoKind = PhotoPhase | "customer";

/** The customer's photos of a booking: at most this many, with the request and on their page together (issue 48). */
export const CUSTOMER_PHOTOS_MAX = 10;

/** A job keeps at most this many photos, before and after together. */
export const PHOTOS_PER_JOB = 20;

/** The largest file taken, as sent (a phone's camera photo is 2 to 6 MB). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** A kept photo fits inside this square (a phone's screen, twice over), never enlarged. */
export const PHOTO_MAX_SIDE = 1600;

/**
 * The most pixels decoded: a 15 MB PNG of one colour can claim a billion, which would take gigabytes to decode.
 * 40 million (issue 44) is more than a phone camera's usual photo (12 to 24 megapixels, binned); a 48- or
 * 50-megapixel "full resolution" shot is refused with words saying to send the camera's usual size.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

export const PHOTO_TYPE_MESSAGE = "This file is not a photo we can keep: send a JPEG, PNG or WebP image.";
export const PHOTO_TOO_LARGE_MESSAGE = "This photo is larger than 15 MB: send a smaller one.";
export const PHOTO_TOO_MANY_PIXELS_MESSAGE =
  "This photo has more than 40 million pixels: send a smaller one (your camera's usual size will do).";
export const PHOTO_UNREADABLE_MESSAGE =
  "This photo could not be read (the file may be damaged or incomplete): take it or send it again.";
export const PHOTOS_FULL_MESSAGE = `This job already has its ${PHOTOS_PER_JOB} photos: this one was not added.`;
export const CUSTOMER_PHOTOS_FULL_MESSAGE = `Your booking already has its ${CUSTOMER_PHOTOS_MAX} photos: this one was not added.`;
/** An upload of the customer's past what their booking can still take (`left` photos), refused whole. */
export const customerPhotosTooManyMessage = (left: number) =>
  left <= 0
    ? CUSTOMER_PHOTOS_FULL_MESSAGE
    : `Too many photos: a booking takes ${CUSTOMER_PHOTOS_MAX} at most, so choose ${left === CUSTOMER_PHOTOS_MAX ? "" : "at most "}${left === CUSTOMER_PHOTOS_MAX ? `${left} or fewer` : left} and send again. None was kept.`;
export const PHOTO_NOT_SAVED_MESSAGE = "This photo could not be saved just now: send it again in a minute.";

/**
 * Whether an order takes the customer's photos (issue 48): junk removal (its load is priced from them), or a quote
 * (a tier without a price: the owner prices it from them). `totalCents` is null for a quote.
 */
export const takesCustomerPhotos = (order: {
  lines: readonly { service: string }[];
  totalCents: number | null;
}): boolean => order.totalCents === null || order.lines.some((line) => line.service === "junk-removal");

/**
 * Which photos of a job someone may delete (issue 56: photos belong to who took them): a crew member, the before and
 * after photos while the job is open; the customer, their own while the booking is open and the job not started; the
 * owner, any while the job is open, and the customer's at any time (they are the customer's data).
 */
export function photoKindsDeletable(
  who: "crew" | "owner" | "customer",
  job: { open: boolean; started: boolean },
): PhotoKind[] {
  if (who === "customer") return job.open && !job.started ? ["customer"] : [];
  if (who === "crew") return job.open ? [...PHOTO_PHASES] : [];
  return job.open ? [...PHOTO_PHASES, "customer"] : ["customer"];
}

/** A crew member's "Delete" on a customer's photo. */
export const CUSTOMER_PHOTO_NOT_YOURS_MESSAGE =
  "This photo is the customer's: only they, or the office, can delete it.";
/** The customer's "Delete" once the crew has started. */
export const CUSTOMER_PHOTOS_LOCKED_MESSAGE =
  "The crew has started: your photos stay with the job now. To have one deleted, call us.";

/** A photo added or deleted once the job's report has gone with Done. */
export const PHOTOS_CLOSED_MESSAGE = "This job is closed: its photos can no longer change.";

/**
 * The pixels one upload from outside (the booking form, a customer's "Add photos") may have decoded in all (issue 56):
 * ten photos of a 24-megapixel phone camera, where ten of the 40-megapixel most one photo may have would take the
 * server's time for seconds.
 */
export const PHOTOS_MAX_PIXELS_IN_ALL = 240_000_000;
export const PHOTOS_PIXELS_IN_ALL_MESSAGE =
  "These photos are too large together (more than 240 megapixels): send fewer, or smaller ones.";
