/**
 * The crew's photos of a job, as the job page's `intent=photos` sends them (docs/decisions/0039; issue 44; README
 * "Crews"): on the job's day while it is open (Done sends the report with the after photos). The job, the day, its
 * status and the photos left are checked before a byte of the body is read; then, in one of the instance's two
 * upload slots (else 503 with Retry-After), each file is checked and re-encoded as it arrives, one at a time; a file
 * over 15 MB or past the photos left stops the reading (413) and nothing is kept. Each file is then kept or refused
 * on its own, with words for the crew; none kept: 400. Who may send them (`canSeeJob`) is the route's business.
 * Server only.
 */
import { isOpenStatus } from "../domain/booking/changes.ts";
import { dateInZone } from "../domain/booking/dates.ts";
import {
  PHOTO_PHASES,
  PHOTOS_CLOSED_MESSAGE,
  PHOTOS_FULL_MESSAGE,
  PHOTOS_PER_JOB,
  type PhotoPhase,
} from "../domain/photos.ts";
import type { StoredBooking } from "../booking/model.ts";
import { getStorage } from "../storage/storage.server.ts";
import { forgetStaged, keepPhotos, type ProcessedUpload, stagePhoto } from "./photos.server.ts";
import { processPhoto } from "./process.server.ts";
import { getPhotoStore, PHOTOS_OFF_MESSAGE } from "./store.server.ts";
import { eachPhotoUpload } from "./upload.server.ts";
import { UPLOAD_BUSY_MESSAGE, UPLOAD_RETRY_AFTER_SECONDS, uploadSlots } from "./upload-slots.server.ts";

/** The words a closed job's photo change is refused with (adding or deleting). */
export { PHOTOS_CLOSED_MESSAGE };

/** What an upload comes to: the page's answer (`ok` or `error`, and each file refused), its status and headers. */
export type PhotoUploadAnswer = {
  status: number;
  headers?: Record<string, string>;
  ok: string | null;
  error: string | null;
  refusals?: { name: string; message: string }[];
};

const refused = (error: string, status = 409): PhotoUploadAnswer => ({ status, ok: null, error });

/** Adds the photos of the multipart `request` to `booking`'s job on `now`, recorded as `actor`'s. */
export async function addJobPhotos(
  request: Request,
  booking: Pick<StoredBooking, "id" | "date" | "status">,
  actor: string,
  now: Date,
): Promise<PhotoUploadAnswer> {
  if (booking.date !== dateInZone(now)) return refused("Photos are added on the job's day.");
  if (!isOpenStatus(booking.status)) return refused(PHOTOS_CLOSED_MESSAGE);
  if (getPhotoStore() === null) return refused(PHOTOS_OFF_MESSAGE);
  const left = PHOTOS_PER_JOB - (await getStorage().photos.count(booking.id));
  if (left <= 0) return refused(PHOTOS_FULL_MESSAGE);
  const release = await uploadSlots.acquire();
  if (!release)
    return {
      ...refused(UPLOAD_BUSY_MESSAGE, 503),
      headers: { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) },
    };
  // each file is written as soon as it is re-encoded (no photo held in memory), its row kept once all is read;
  // the files of an upload refused or failed meanwhile are deleted (issue 44; README, Crews)
  const processed: ProcessedUpload[] = [];
  let handedOver = false;
  try {
    let formOk = true;
    const upload = await eachPhotoUpload(request, {
      maxFiles: left,
      onFile: async (file, fields) => {
        // the form sends its intent and phase before its files: a file without them is not worked on
        formOk &&= fields.intent === "photos" && PHOTO_PHASES.includes(fields.phase as PhotoPhase);
        if (formOk)
          processed.push(await stagePhoto(booking.id, { name: file.name, photo: await processPhoto(file.bytes) }));
      },
    });
    if (!upload.ok) return refused(upload.message, upload.status);
    if (upload.fields.intent !== "photos") return refused("Unknown action.", 400);
    const phase = upload.fields.phase as PhotoPhase;
    if (!formOk || !PHOTO_PHASES.includes(phase))
      return refused("Say whether the photos are from before or after the work.", 400);
    if (processed.length === 0) return refused("Choose or take at least one photo.", 400);
    handedOver = true; // keepPhotos deletes the file of each photo it does not keep
    const results = await keepPhotos(booking.id, phase, processed, actor);
    const kept = results.filter((r) => r.ok).length;
    const refusals = results.flatMap((r) => (r.ok ? [] : [{ name: r.name, message: r.message }]));
    if (kept === 0) return { status: 400, ok: null, error: "No photo was added.", refusals };
    return { status: 200, ok: `${kept} ${phase} photo${kept === 1 ? "" : "s"} added.`, error: null, refusals };
  } finally {
    if (!handedOver) await forgetStaged(processed);
    release();
  }
}
