/**
 * GET /api/availability/:date: the arrival windows of a date with their places
 * (resource route). 200 `{ date, closed?, noCrew?, nearest?, windows: [{ start, end, label, available, remaining,
 * state, why? }] }`; 400 `{ error }` for an invalid date or one outside today … today + 60 days (America/Chicago).
 *
 * Optional `minutes`, `zip` and `services` (comma-separated ids) describe the order at hand (docs/decisions/0044):
 * once the owner plans with crews' weeks, `available` is the places for an order of that length, in that ZIP, with
 * those services (0 where no crew can keep it); without them, for the shortest job offered. A window with `available`
 * 0 says `why` (full, order-too-long, no-crew, too-soon, closed); `noCrew` is the date's sentence when no crew can take
 * the order that day; `nearest` the nearest dates that fit when no window does (docs/decisions/0049). 400
 * `{ error }` for a value that is not one.
 */
import { serviceIds } from "../content/service-ids";
import { dateError } from "../domain/booking/dates";
import type { Order } from "../domain/planner";
import { bookingOptionsFrom } from "../booking/http.server";
import { getAvailability } from "../booking/availability.server";
import type { Route } from "./+types/api.availability";

/** The longest order the form can make: three services at a day's work each. */
const MAX_ORDER_MINUTES = 3 * 720;

/** The order the query describes, undefined when it names none, or the words of what is wrong. */
function orderOf(query: URLSearchParams): Order | undefined | { error: string } {
  const minutes = query.get("minutes");
  const zip = query.get("zip");
  const services = query.get("services");
  if (minutes === null && zip === null && services === null) return undefined;
  const length = Number(minutes);
  if (minutes === null || !/^\d{1,4}$/.test(minutes) || length < 1 || length > MAX_ORDER_MINUTES)
    return { error: `minutes: a whole number from 1 to ${MAX_ORDER_MINUTES}.` };
  if (zip !== null && !/^\d{5}$/.test(zip)) return { error: "zip: five digits, like 75201." };
  const ids = services === null || services === "" ? [] : services.split(",");
  if (ids.some((id) => !(serviceIds as readonly string[]).includes(id)))
    return { error: `services: comma-separated ids among ${serviceIds.join(", ")}.` };
  return { minutes: length, zip, services: ids };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const options = bookingOptionsFrom(context);
  const now = options.now ?? new Date();
  const date = params.date;
  const error = dateError(date, now);
  const headers = { "Cache-Control": "no-store" };
  if (error) return Response.json({ error }, { status: 400, headers });
  const order = orderOf(new URL(request.url).searchParams);
  if (order && "error" in order) return Response.json({ error: order.error }, { status: 400, headers });
  const availability = await getAvailability(date, now, options, order);
  return Response.json(availability, { headers });
}
