/**
 * The week preview of /admin/settings (issue 44, item 10d): the bookings a shorter week leaves outside it are those
 * still to come and not yet started; a job the crew has started is under way, whatever the week says next.
 */
import { describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { submitBooking } from "../booking/service.server";
import { sqliteFile } from "../../tests/support/databases";

const NOW = new Date("2026-07-01T15:00:00Z"); // Wednesday, 10:00 in Dallas
const TODAY = "2026-07-01";
const { storage } = sqliteFile("week-preview");

async function book(date: string, window: string) {
  const answer = await submitBooking(bookingInput(date, { window }), {
    repo: storage.bookings,
    now: new Date("2026-06-20T15:00:00Z"),
    capacity: 10,
    gateway: null,
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer));
  return answer.reference;
}

describe("the bookings the week preview counts", () => {
  it("are the open ones from today on that have not started", async () => {
    const started = await book(TODAY, "09:00");
    const waiting = await book(TODAY, "17:00");
    const later = await book("2026-07-05", "09:00");
    await storage.db.run("UPDATE bookings SET started_at = ? WHERE reference = ?", [NOW.toISOString(), started]);
    const counted = (await storage.bookings.upcomingOpen(TODAY)).map((b) => b.reference);
    expect(counted).toEqual([waiting, later]);
  });
});
