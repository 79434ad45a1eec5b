/**
 * GET /booking/confirmed/:token/photos/:id: an after photo of the customer's job, once their job report exists (the
 * crew pressed Done), or one of the customer's own photos (issue 48). The booking page's secret token is the only key
 * (docs/decisions/0039); anything else is 404.
 */
import { getBookingByToken } from "~/booking/service.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { photoResponse, readPhoto } from "~/photos/photos.server";
import type { Route } from "./+types/booking-photo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await getBookingByToken(params.token, bookingOptionsFrom(context));
  const id = Number(params.id);
  if (!booking || !Number.isSafeInteger(id) || id < 1) return photoResponse(null);
  const reported = booking.status === "completed" && Boolean(booking.startedAt);
  const found = await readPhoto(id, { bookingId: booking.id });
  const phase = found?.photo.phase;
  return photoResponse(phase === "customer" || (phase === "after" && reported) ? found : null);
}
