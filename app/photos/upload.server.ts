/**
 * The body of a photo upload (docs/decisions/0039): a `multipart/form-data` form read as it arrives, by
 * `@remix-run/multipart-parser`, with limits: a file over PHOTO_MAX_BYTES refuses the whole request (413) as soon as
 * its 15 MB are passed, so no more than that of it is ever held; more than `maxFiles` photos, too. The route calls
 * it instead of `request.formData()`, which would hold the whole body, however large, before any check. Server only.
 */
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { PHOTO_MAX_BYTES } from "../domain/photos.ts";

export type PhotoUploads = {
  ok: true;
  /** The form's text fields (the first value of each name). */
  fields: Record<string, string>;
  /** The files sent, in order; `name` is the file's own name, for messages (never trusted for its type). */
  files: { name: string; bytes: Buffer }[];
};

export type UploadRefusal = { ok: false; status: 400 | 413 | 415; message: string };

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

/** Reads a photo upload: its fields and files, or why it is refused (with the status to answer). */
export async function readPhotoUploads(
  request: Request,
  { maxFiles }: { maxFiles: number },
): Promise<PhotoUploads | UploadRefusal> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return refuse(415, UPLOAD_NOT_MULTIPART_MESSAGE);
  const maxTotal = maxFiles * PHOTO_MAX_BYTES + MAX_FIELDS * MAX_FIELD_BYTES;
  // a body announced larger than the most it may hold is refused before a byte of it is read
  const length = Number(request.headers.get("Content-Length") ?? NaN);
  if (length > maxTotal + 1024 * 1024) return refuse(413, uploadTooManyMessage(maxFiles));
  const fields: Record<string, string> = {};
  const files: PhotoUploads["files"] = [];
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: PHOTO_MAX_BYTES,
      maxParts: maxFiles + MAX_FIELDS,
      maxTotalSize: maxTotal,
    })) {
      if (part.isFile) {
        // a file input left empty is sent as a part with no name and no bytes
        if (!part.filename && part.size === 0) continue;
        if (files.length >= maxFiles) return refuse(413, uploadTooManyMessage(maxFiles));
        const bytes = part.bytes;
        files.push({
          name: baseName(part.filename ?? ""),
          bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
        });
      } else if (part.name) {
        if (part.size > MAX_FIELD_BYTES) return refuse(413, UPLOAD_FIELD_TOO_LONG_MESSAGE);
        fields[part.name] ??= part.text;
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return refuse(413, UPLOAD_FILE_TOO_LARGE_MESSAGE);
    if (error instanceof MaxPartsExceededError || error instanceof MaxTotalSizeExceededError)
      return refuse(413, uploadTooManyMessage(maxFiles));
    if (error instanceof MultipartParseError) return refuse(400, UPLOAD_UNREADABLE_MESSAGE);
    throw error;
  }
  return { ok: true, fields, files };
}
