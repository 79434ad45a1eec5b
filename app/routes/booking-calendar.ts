/**
 * GET /booking/confirmed/:token/calendar.ics: the booking as an iCalendar
 * attachment (resource route). Unknown token: 404.
 */
import { bookingToIcs } from "../domain/ics";
import { bookingOptionsFrom } from "../booking/http.server";
import { storedBookingToIcs } from "../booking/notifications.server";
import { confirmationUrl, getBookingByToken } from "../booking/service.server";
import { getEnv } from "../utils/env.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/booking-calendar";

export async function loader({ params, context }: Route.LoaderArgs) {
  const options = bookingOptionsFrom(context);
  const booking = await getBookingByToken(params.token, options);
  if (!booking) return plainText("Booking not found.", 404);
  const url = `${getEnv().SITE_URL}${confirmationUrl(params.token)}`;
  const ics = bookingToIcs(storedBookingToIcs(booking, url), options.now ?? new Date());
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="northstar-booking-${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
