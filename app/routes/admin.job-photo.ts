/**
 * GET /admin/jobs/:reference/photos/:id: a job's photo, to staff who may see the job (an owner, or its crew's
 * members from yesterday to a week ahead: `canSeeJob`; anyone else 403, signed out to the sign-in page). 404 for a photo of another job (docs/decisions/0039).
 */
import { canSeeJob, JOB_OUT_OF_REACH } from "~/booking/jobs.server";
import { photoResponse, readPhoto } from "~/photos/photos.server";
import { requireStaff } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/admin.job-photo";

export async function loader({ request, params }: Route.LoaderArgs) {
  const person = await requireStaff(request);
  const booking = await getStorage().bookings.findByReference(params.reference);
  if (!booking) return plainText("No such job.", 404);
  if (!canSeeJob(person, booking, new Date())) return plainText(JOB_OUT_OF_REACH, 403);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return photoResponse(null);
  return photoResponse(await readPhoto(id, { bookingId: booking.id }));
}
