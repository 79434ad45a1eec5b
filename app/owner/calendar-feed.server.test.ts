/**
 * A crew member's calendar feed (issue 44, item 5; docs/decisions/0039): their crew's jobs from yesterday to a week
 * ahead only (`crewDays`, as /admin/today and the job pages), while an owner's feed keeps 7 days back to 60 ahead.
 */
import { expect, it, vi } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { addDays } from "../domain/booking/dates";
import { getStorage } from "../storage/storage.server";
import { calendarFeed } from "./calendar-feed.server";
import { appDatabase } from "../../tests/support/app-database";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas
const TODAY = "2026-07-01";
appDatabase("feed", { SITE_URL: "https://ns.example" });

it("a crew member's feed lists their crew's jobs from yesterday to 7 days ahead; an owner's, 7 back to 60 ahead", async () => {
  const storage = getStorage();
  const crew = await storage.crews.create("Crew A");
  if (crew.kind !== "created") throw new Error(crew.kind);
  const luis = await storage.owners.add("luis@example.com", "long enough password", NOW, { role: "crew" });
  await storage.crews.setCrewOf(luis.id, crew.id);
  const owner = await storage.owners.add("pat@example.com", "long enough password");
  const offsets = [-7, -2, -1, 0, 7, 8, 30];
  const refs = new Map<number, string>();
  for (const offset of offsets) {
    const made = await storage.bookings.create({
      booking: newBooking(addDays(TODAY, offset), "09:00"),
      capacity: 50,
      requireFirstOrder: false,
      now: new Date("2026-06-20T15:00:00Z"),
    });
    if (made.kind !== "created") throw new Error(made.kind);
    await storage.db.run("UPDATE bookings SET crew_id = ? WHERE id = ?", [crew.id, made.booking.id]);
    refs.set(offset, made.booking.reference);
  }
  const listed = async (ownerId: number) => {
    const feed = await calendarFeed(await storage.calendar.create(ownerId, null, NOW), NOW);
    return offsets.filter((offset) => feed!.body.includes(refs.get(offset)!));
  };
  expect(await listed(luis.id)).toEqual([-1, 0, 7]);
  expect(await listed(owner.id)).toEqual([-7, -2, -1, 0, 7, 8, 30]);
});

it("a crew member in no crew has an empty feed, though a job of no crew is in their days (issue 45, item 10)", async () => {
  const storage = getStorage();
  const solo = await storage.owners.add("solo@example.com", "long enough password", NOW, { role: "crew" });
  const owner = await storage.owners.add("sam@example.com", "long enough password");
  const made = await storage.bookings.create({
    booking: newBooking(addDays(TODAY, 1), "11:00"),
    capacity: 50,
    requireFirstOrder: false,
    now: new Date("2026-06-20T15:00:00Z"),
  });
  if (made.kind !== "created") throw new Error(made.kind);
  expect(made.booking.crewId ?? null).toBeNull(); // a job of no crew, tomorrow: within a crew member's days
  const feedOf = async (ownerId: number) =>
    (await calendarFeed(await storage.calendar.create(ownerId, null, NOW), NOW))!.body;
  expect(await feedOf(owner.id)).toContain(made.booking.reference);
  const soloFeed = await feedOf(solo.id);
  expect(soloFeed).not.toContain(made.booking.reference);
  expect(soloFeed.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(0);
});
