/**
 * The crew is told of every job planned for them for today or tomorrow (issue 56), on both databases: once per job,
 * crew and date, whether the planner or the owner gave it; not for a hold still waiting for its payment nor for a job
 * further ahead; withdrawn when the job goes to another crew before the notice went.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { whileLockHeld } from "../../tests/support/held-lock";
import { enqueueMessages } from "../storage/outbox.server";
import { addDays, dateInZone } from "../domain/booking/dates";
import { defaultCatalog } from "../domain/catalog";
import { saveCrewWeeks } from "../planning/planning.server";
import type { Storage } from "../storage/storage.server";
import { crewNotices, noticePlannedJobs } from "./crew-notices.server";
import { assignCrew } from "./jobs.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases on a loaded 2-core machine
/** Monday, November 30, 2026, 8:00 AM in Dallas. */
const NOW = new Date("2026-11-30T14:00:00Z");
const TODAY = dateInZone(NOW);
const catalog = defaultCatalog();
const { backends } = bothDatabases("crew-notices");
const SITE = "https://ns.example";

describe.each(Object.entries(backends))("crews told of their planned jobs on %s", (_name, open) => {
  let storage: Storage;
  let crews: number[] = [];
  const options = () => bookingOptions(storage.bookings, NOW, { catalog, capacity: 4 });
  const assignedTo = async (bookingId: number) =>
    (
      await storage.db.all<{ recipient: string; status: string; channel: string }>(
        "SELECT recipient, status, channel FROM outbox WHERE booking_id = ? AND event = 'assigned' ORDER BY id",
        [bookingId],
      )
    ).map((m) => [m.recipient, m.status, m.channel]);

  beforeAll(async () => {
    storage = await open();
    for (const [i, name] of ["Crew A", "Crew B"].entries()) {
      await storage.crews.create(name, NOW);
      const crew = (await storage.crews.list()).find((c) => c.name === name)!;
      const person = await storage.owners.add(`crew${i}@ns.example`, null, NOW, { role: "crew", name: `Pat ${i}` });
      await storage.crews.setCrewOf(person.id, crew.id);
    }
    crews = (await storage.crews.list()).map((c) => c.id);
    const week = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "18:00", timeOff: [] };
    const services = ["cleaning", "junk-removal", "power-washing"];
    await saveCrewWeeks(
      storage,
      catalog,
      crews.map((id) => ({ id, ...week, services })),
      NOW,
    );
  });

  it("a job planned for tomorrow is told to its crew once; one further ahead is not", async () => {
    const tomorrow = await booked(cleaningInput(addDays(TODAY, 1), "09:00"), options());
    const later = await booked(cleaningInput(addDays(TODAY, 3), "09:00"), options());
    expect(tomorrow.crewId).not.toBeNull();
    const email = `crew${crews.indexOf(tomorrow.crewId!)}@ns.example`;
    expect(await noticePlannedJobs(storage, SITE, NOW)).toBe(1);
    expect(await assignedTo(tomorrow.id)).toEqual([[email, "pending", "email"]]);
    expect(await assignedTo(later.id)).toEqual([]);
    // the next round tells no one again
    expect(await noticePlannedJobs(storage, SITE, NOW)).toBe(0);
    expect(await assignedTo(tomorrow.id)).toHaveLength(1);
  });

  it("a notice still waiting is withdrawn when the job goes to another crew; the owner's choice is told once", async () => {
    const job = await booked(cleaningInput(addDays(TODAY, 1), "13:00"), options());
    expect(await noticePlannedJobs(storage, SITE, NOW)).toBe(1);
    const other = crews.find((c) => c !== job.crewId)!;
    expect((await assignCrew(job, other, { ...options(), actor: "owner@ns.example", stores: storage })).kind).toBe(
      "changed",
    );
    const rows = await assignedTo(job.id);
    // the planner's notice to the first crew withdrawn; the owner's to the other queued with the change
    expect(rows).toEqual([
      [`crew${crews.indexOf(job.crewId!)}@ns.example`, "cancelled", "email"],
      [`crew${crews.indexOf(other)}@ns.example`, "pending", "email"],
    ]);
    // and the sweep does not tell the other crew a second time
    expect(await noticePlannedJobs(storage, SITE, NOW)).toBe(0);
    expect(await assignedTo(job.id)).toHaveLength(2);
  });

  it("the crew told by another instance while the sweep waited for the job's notice lock is not told again", async () => {
    const job = await booked(cleaningInput(addDays(TODAY, 1), "11:00"), options());
    const crew = (await storage.crews.list()).find((c) => c.id === job.crewId)!;
    const held = await whileLockHeld<[number]>(
      storage,
      `crew-notice:${job.id}`,
      [() => noticePlannedJobs(storage, SITE, NOW)],
      // meanwhile the owner's notice of that job to that crew is queued (another instance, another change)
      (db) =>
        enqueueMessages(
          db,
          job.id,
          crewNotices(job, crew, "assigned", { siteUrl: SITE, now: NOW, changeId: "x" }),
          NOW,
        ),
    );
    expect(held.finishedEarly).toEqual([]);
    expect(await held.results).toEqual([0]);
    expect(await assignedTo(job.id)).toEqual([[`crew${crews.indexOf(crew.id)}@ns.example`, "pending", "email"]]);
  });

  it("a job cancelled before its notice went takes the notice back", async () => {
    const job = await booked(cleaningInput(TODAY, "13:00"), options());
    expect(await noticePlannedJobs(storage, SITE, NOW)).toBe(1);
    await storage.bookings.apply({
      id: job.id,
      actor: "owner@ns.example",
      now: NOW,
      action: "cancelled",
      patch: { status: "cancelled" },
      detail: () => null,
      withdrawReminders: true,
    });
    expect((await assignedTo(job.id)).map(([, status]) => status)).toEqual(["cancelled"]);
  });
});
