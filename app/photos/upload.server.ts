/**
 * The body of a photo upload (docs/decisions/0039): a `multipart/form-data` form read as it arrives, by
 * `@remix-run/multipart-parser`, with limits: a file over PHOTO_MAX_BYTES refuses the whole request (413) as soon as
 * its 15 MB are passed, so no more than that of it is ever held; more than `maxFiles` photos, too. Each file is
 * handed over as it arrives and the next one read only once it is dealt with (issue 44). The route calls it instead
 * of `request.formData()`, which would hold the whole body, however large, before any check. Server only.
 */
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { PHOTO_MAX_BYTES } from "../domain/photos.ts";
import { STALL, type Stall, UPLOAD_STALLED_MESSAGE, UploadStalledError, watchUpload } from "./upload-watch.server.ts";

/** A file as sent: `name` is the file's own name, for messages (never trusted for its type). */
export type UploadedPhoto = { name: string; bytes: Buffer };

/**
 * The upload read whole: its text fields (the first value of each name; `form`: every value, in order), how many
 * files were handed over, and how many came past `maxFiles` when those are skipped instead of refused.
 */
export type PhotoUploads = {
  ok: true;
  fields: Record<string, string>;
  form: URLSearchParams;
  files: number;
  skipped: number;
};

/** `form`: the text fields read before the refusal (a form given back to its sender keeps them). */
export type UploadRefusal = { ok: false; status: 400 | 408 | 413 | 415; message: string; form?: URLSearchParams };

/** Text fields are few and short (a phase, a token): more is not a form of ours. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;

export const UPLOAD_FILE_TOO_LARGE_MESSAGE =
  "A photo is larger than 15 MB, so none was sent: send smaller photos (your camera's usual size will do).";
export const uploadTooManyMessage = (maxFiles: number) =>
  `Too many photos at once: send at most ${maxFiles} at a time.`;
export const UPLOAD_NOT_MULTIPART_MESSAGE = "Send the photos with the form (multipart/form-data).";
export const UPLOAD_UNREADABLE_MESSAGE = "The upload could not be read: send the photos again.";
export const UPLOAD_FIELD_TOO_LONG_MESSAGE = "A field of the form is too long.";

const refuse = (status: UploadRefusal["status"], message: string): UploadRefusal => ({ ok: false, status, message });

/** A file's own name without the folders some clients send ("DCIM/Camera/IMG_0001.jpg"), at most 120 characters. */
const baseName = (filename: string) => filename.split(/[\\/]/).pop()!.trim().slice(0, 120) || "photo";

/**
 * A full garbage collection when the server was started with `--expose-gc` (scripts/start.ts does): the request's
 * chunks of a file (15 MB) are held only by small objects, so V8 would free them late, and three uploads at once
 * grew the server by a further ~50 MB (issue 44; README, Crews). A few milliseconds a photo.
 */
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * Reads a photo upload as it arrives, handing each file to `onFile` (with the fields read so far: the form sends its
 * fields first) as soon as it has come in whole (its bytes are valid until `onFile` has finished: the next file is
 * read into the same buffer); the next part is not read until `onFile` has finished, so one file
 * at a time is held, never the whole upload. Answers the fields and the number of files, or why it is refused (with
 * the status to answer): a refusal comes as soon as its cause is read (a file over 15 MB, one past `maxFiles`), and
 * the caller keeps nothing of an upload refused (app/photos/add-photos.server.ts keeps the photos once all were read).
 */
export async function eachPhotoUpload(
  request: Request,
  {
    maxFiles,
    onFile,
    maxFields = MAX_FIELDS,
    maxTextBytes = MAX_FIELDS * MAX_FIELD_BYTES,
    pastMaxFiles = "refuse",
    skipFiles = false,
    stall = STALL,
  }: {
    maxFiles: number;
    onFile: (file: UploadedPhoto, fields: Readonly<Record<string, string>>) => Promise<void>;
    /** A larger form (the booking form's, issue 48): its number of text fields and their bytes in all. */
    maxFields?: number;
    maxTextBytes?: number;
    /**
     * A file past `maxFiles`: "refuse" the upload at once, or "skip" it (its bytes are read and dropped, it is never
     * handed over) so that the form's fields after it are still read; the caller refuses it then, with the form.
     */
    pastMaxFiles?: "refuse" | "skip";
    /** Every file read past and dropped, none handed over (a price preview: issue 56), its fields read. */
    skipFiles?: boolean;
    /** How slow a body may come before it is cut (default STALL: ~8 KB/s over 10 s). */
    stall?: Stall;
  },
): Promise<PhotoUploads | UploadRefusal> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return refuse(415, UPLOAD_NOT_MULTIPART_MESSAGE);
  // skipped files are read too: at most as many again as are taken
  const maxTotal = (pastMaxFiles === "skip" ? 2 : 1) * maxFiles * PHOTO_MAX_BYTES + maxTextBytes;
  // a body announced larger than the most it may hold is refused before a byte of it is read
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (length > maxTotal + 1024 * 1024) return refuse(413, uploadTooManyMessage(maxFiles));
  // watched as it comes: a body that stops coming is cut (issue 56)
  request = watchUpload(request, stall);
  const fields: Record<string, string> = {};
  const form = new URLSearchParams();
  let files = 0;
  let skipped = 0;
  let textBytes = 0;
  let scratch: Buffer | undefined;
  const withForm = (refusal: UploadRefusal): UploadRefusal => ({ ...refusal, form });
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: PHOTO_MAX_BYTES,
      maxParts: (pastMaxFiles === "skip" ? 2 : 1) * maxFiles + maxFields,
      maxTotalSize: maxTotal,
    })) {
      if (part.isFile) {
        // a file input left empty is sent as a part with no name and no bytes
        if (!part.filename && part.size === 0) continue;
        if (skipFiles) {
          part.content.length = 0;
          continue;
        }
        if (files >= maxFiles) {
          if (pastMaxFiles === "refuse") return withForm(refuse(413, uploadTooManyMessage(maxFiles)));
          skipped++;
          part.content.length = 0;
          continue;
        }
        files++;
        // copied into the one buffer of this upload (not a new 15 MB each: issue 44's memory), valid during onFile
        scratch ??= Buffer.allocUnsafeSlow(PHOTO_MAX_BYTES);
        let size = 0;
        for (const chunk of part.content) {
          scratch.set(chunk, size);
          size += chunk.length;
        }
        // the file as it came (up to 15 MB of the request's chunks) is let go before it is decoded
        part.content.length = 0;
        collectGarbage();
        await onFile({ name: baseName(part.filename ?? ""), bytes: scratch.subarray(0, size) }, fields);
      } else if (part.name) {
        textBytes += part.size;
        if (part.size > MAX_FIELD_BYTES || textBytes > maxTextBytes)
          return withForm(refuse(413, UPLOAD_FIELD_TOO_LONG_MESSAGE));
        fields[part.name] ??= part.text;
        form.append(part.name, part.text);
      }
    }
  } catch (error) {
    // a body that stopped coming (upload-watch.server.ts): cut, its slot given back by the caller at once
    if (error instanceof UploadStalledError || (error as { cause?: unknown })?.cause instanceof UploadStalledError)
      return withForm(refuse(408, UPLOAD_STALLED_MESSAGE));
    if (error instanceof MaxFileSizeExceededError) return withForm(refuse(413, UPLOAD_FILE_TOO_LARGE_MESSAGE));
    if (error instanceof MaxPartsExceededError || error instanceof MaxTotalSizeExceededError)
      return withForm(refuse(413, uploadTooManyMessage(maxFiles)));
    if (error instanceof MultipartParseError) return withForm(refuse(400, UPLOAD_UNREADABLE_MESSAGE));
    throw error;
  }
  return { ok: true, fields, form, files, skipped };
}
