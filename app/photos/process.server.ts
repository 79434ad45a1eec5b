/**
 * A job photo as it is kept (docs/decisions/0039): its type told by its bytes, never by its name or the browser's
 * word (JPEG, PNG and WebP only, so no other decoder of libvips ever reads what a visitor sent); turned upright;
 * fitted inside 1,600 × 1,600 without enlarging; re-encoded as a JPEG with no metadata at all. Phones write the place
 * a photo was taken (GPS) into its EXIF: a customer's home address must not travel with the photo of their kitchen.
 * sharp writes no EXIF, XMP, IPTC or ICC profile unless asked (`keepMetadata`, `withMetadata`…): nothing here asks,
 * and process.server.test.ts reads the markers of what comes out. Every failure is a refusal with words a crew
 * member can act on, never a throw. Server only.
 */
import sharp from "sharp";
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TOO_MANY_PIXELS_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  PHOTOS_PIXELS_IN_ALL_MESSAGE,
} from "../domain/photos.ts";

export { PHOTO_MAX_BYTES, PHOTOS_PER_JOB } from "../domain/photos.ts";

// The server's memory under uploads (issue 44; README, Crews): libvips keeps no cache of decoded images between
// photos (each photo is seen once), and one thread decodes each image.
sharp.cache(false);
sharp.concurrency(1);

export type PhotoType = "jpeg" | "png" | "webp";

export type ProcessedPhoto = {
  ok: true;
  body: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
  /** The size of `body`. */
  bytes: number;
};

export type PhotoRefusal = {
  ok: false;
  reason: "type" | "too-large" | "too-many-pixels" | "unreadable";
  message: string;
};

/** The quality of the JPEG kept: a photo of a clean oven still shows the oven, at a quarter of a phone's size. */
const JPEG_QUALITY = 82;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of an image by its first bytes (its "magic number"), or null for anything else. */
export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

const refuse = (reason: PhotoRefusal["reason"], message: string): PhotoRefusal => ({ ok: false, reason, message });

/**
 * One photo decoded at a time in this process (issue 44: the server's memory): a decode takes tens of MB, and two
 * uploads at once would otherwise decode side by side. Each waits for the one before it, whatever its outcome.
 */
let decoding: Promise<unknown> = Promise.resolve();

/**
 * A photo as kept, or why it is not taken. `budget`: the pixels one request may still have decoded (issue 56: a
 * request of many large photos is refused before it takes the server's time); this photo's are taken from it.
 */
export function processPhoto(bytes: Buffer, budget?: { pixels: number }): Promise<ProcessedPhoto | PhotoRefusal> {
  const turn = decoding.then(() => processNow(bytes, budget));
  decoding = turn.catch(() => {});
  return turn;
}

async function processNow(bytes: Buffer, budget?: { pixels: number }): Promise<ProcessedPhoto | PhotoRefusal> {
  if (bytes.length > PHOTO_MAX_BYTES) return refuse("too-large", PHOTO_TOO_LARGE_MESSAGE);
  const type = photoTypeOf(bytes);
  if (!type) return refuse("type", PHOTO_TYPE_MESSAGE);
  // its size by its header alone, before a pixel is decoded (issue 44): a few bytes can claim 8,000 × 6,000
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height > PHOTO_MAX_PIXELS) return refuse("too-many-pixels", PHOTO_TOO_MANY_PIXELS_MESSAGE);
    if (budget) {
      if (width * height > budget.pixels) return refuse("too-many-pixels", PHOTOS_PIXELS_IN_ALL_MESSAGE);
      budget.pixels -= width * height;
    }
  } catch {
    return refuse("unreadable", PHOTO_UNREADABLE_MESSAGE);
  }
  try {
    const input = sharp(bytes, {
      // a damaged or cut-off file is refused, not kept half grey
      failOn: "warning",
      limitInputPixels: PHOTO_MAX_PIXELS,
      // an animated WebP or PNG: its first frame
      pages: 1,
      // decoded top to bottom as it is resized, not whole first (a JPEG is also shrunk as it loads)
      sequentialRead: true,
    });
    const { data, info } = await input
      .rotate() // upright by the EXIF orientation, which then goes with the rest of the metadata
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" }) // a JPEG has no transparency: white, not black, behind it
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      body: data,
      contentType: "image/jpeg",
      width: info.width,
      height: info.height,
      bytes: data.length,
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message ?? ""))
      return refuse("too-many-pixels", PHOTO_TOO_MANY_PIXELS_MESSAGE);
    return refuse("unreadable", PHOTO_UNREADABLE_MESSAGE);
  }
}
