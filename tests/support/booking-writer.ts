/**
 * One process writing bookings while a backup is taken (app/backup/backup.server.test.ts, several at once): opens the
 * SQLite repository on its own connection, waits for the agreed instant, books each request one after the other with
 * a pause between them, and prints, as JSON, each booking's reference and when its creation was acknowledged.
 *
 * Arguments: the database file, the instant to start (ms since the epoch), the pause (ms), a JSON file of the create
 * requests.
 */
import { readFileSync } from "node:fs";
import type { CreateBookingRequest } from "../../app/booking/model.ts";
import { BookingRepository } from "../../app/storage/bookings.server.ts";
import { openDatabase, sqliteDb } from "../../app/storage/sqlite.server.ts";

const [path, startAt, pauseMs, requestsFile] = process.argv.slice(2);
const repo = new BookingRepository(sqliteDb(openDatabase(path!)));
const requests = JSON.parse(readFileSync(requestsFile!, "utf8")) as CreateBookingRequest[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
await sleep(Math.max(0, Number(startAt) - Date.now()));
const acks: { reference: string; ackAt: number }[] = [];
for (const request of requests) {
  const result = await repo.create(request);
  if (result.kind !== "created") throw new Error(`not booked: ${result.kind}`);
  acks.push({ reference: result.booking.reference, ackAt: Date.now() });
  await sleep(Number(pauseMs));
}
process.stdout.write(JSON.stringify(acks));
