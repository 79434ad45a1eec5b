/**
 * One process of a race for places (run with Node by the storage tests, several at once): opens the repository on
 * SQLite (a file) or PostgreSQL (a URL), waits for the agreed instant, sends all of its bookings at once, and
 * prints the kind of each answer as JSON.
 *
 * Arguments: `sqlite|postgres`, the file or URL, the instant (ms since the epoch), the JSON of the create requests,
 * and, to plan each booking onto a crew as the booking service does (docs/decisions/0044), the clock's ISO instant.
 */
import type { CreateBookingRequest } from "../../app/booking/model.ts";
import { defaultCatalog, toMinutes } from "../../app/domain/catalog.ts";
import { orderMinutes } from "../../app/domain/job-length.ts";
import { newJobPlan } from "../../app/planning/job-plans.server.ts";
import { BookingRepository } from "../../app/storage/bookings.server.ts";
import { createPgPool, pgDb } from "../../app/storage/postgres.server.ts";
import { openDatabase, sqliteDb } from "../../app/storage/sqlite.server.ts";

const [dialect, where, startAt, requestsJson, planAt] = process.argv.slice(2);
const pool = dialect === "postgres" ? createPgPool(where!, 10) : null;
const repo = new BookingRepository(pool ? pgDb(pool) : sqliteDb(openDatabase(where!)));
const catalog = defaultCatalog();
const requests = (JSON.parse(requestsJson!) as CreateBookingRequest[]).map((request) => {
  if (!planAt) return request;
  const { booking } = request;
  const order = { minutes: orderMinutes(catalog, { lines: booking.lines }), zip: booking.zip, services: ["cleaning"] };
  const window = { start: toMinutes(booking.windowStart), end: toMinutes(booking.windowEnd) };
  return { ...request, plan: newJobPlan(catalog, booking.date, order, window, new Date(planAt)) };
});
while (Date.now() < Number(startAt)) {
  // everyone starts at the same instant
}
const kinds = await Promise.all(requests.map(async (request) => (await repo.create(request)).kind));
await pool?.end();
process.stdout.write(JSON.stringify(kinds));
