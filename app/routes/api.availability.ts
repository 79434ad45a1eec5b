/**
 * GET /api/availability/:date: the arrival windows of a date with their places
 * (resource route). 200 `{ date, windows: [{ start, end, label, available, remaining }] }`;
 * 400 `{ error }` for an invalid date or one outside today … today + 60 days (America/Chicago).
 */
import { dateError } from "../domain/booking/dates";
import { bookingOptionsFrom } from "../booking/http.server";
import { getAvailability } from "../booking/service.server";
import type { Route } from "./+types/api.availability";

export async function loader({ params, context }: Route.LoaderArgs) {
  const options = bookingOptionsFrom(context);
  const now = options.now ?? new Date();
  const date = params.date;
  const error = dateError(date, now);
  if (error) return Response.json({ error }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const availability = await getAvailability(date, now, options);
  return Response.json(availability, { headers: { "Cache-Control": "no-store" } });
}
