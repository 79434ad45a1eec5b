/**
 * The owner's schedule on the server (issue 47), on both databases: a day's lanes from what is stored, "Move to" with
 * the start each crew would give or its reason, what time off would do before it is saved (nothing written), a job's
 * own length planned afresh, and each crew's booked, working and travel hours week by week (jobs done included, issue
 * 57).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { setJobLength } from "../booking/jobs.server";
import type { StoredBooking } from "../booking/model";
import { setBookingStatus } from "../booking/service.server";
import { defaultCatalog } from "../domain/catalog";
import type { Storage } from "../storage/storage.server";
import { saveCrewWeeks } from "./planning.server";
import { crewUtilisation, moveOptions, scheduleDay } from "./schedule.server";
import { previewTimeOff } from "./time-off.server";

vi.setConfig({ testTimeout: 30_000 });
const NOW = new Date("2026-06-20T15:00:00Z");
const catalog = defaultCatalog();
const { backends } = bothDatabases("schedule");
const DAY = "2026-07-07"; // a Tuesday
const services = ["cleaning", "junk-removal", "power-washing"];

describe.each(Object.entries(backends))("the schedule on %s", (_name, open) => {
  let storage: Storage;
  let crews: number[] = [];
  const jobs: StoredBooking[] = [];
  const options = () => bookingOptions(storage.bookings, NOW, { catalog });
  const owner = () => ({ ...options(), actor: "owner@ns.example", stores: storage });
  const planOf = async (reference: string) =>
    (await storage.db.get<{ crew_id: number; planned_start: string; job_minutes: number }>(
      "SELECT crew_id, planned_start, job_minutes FROM bookings WHERE reference = ?",
      [reference],
    ))!;

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    crews = (await storage.crews.list()).map((c) => c.id);
    const week = { days: [1, 2, 3, 4, 5], starts: "08:00", ends: "17:00", timeOff: [] };
    await saveCrewWeeks(
      storage,
      catalog,
      crews.map((id) => ({ id, ...week, services })),
      NOW,
    );
    // Crew A: a 4-hour clean from 08:00 and one from 13:00 (75201 both: 10 minutes between); Crew B: one from 08:00
    for (const window of ["07:00", "07:00", "13:00"]) jobs.push(await booked(cleaningInput(DAY, window), options()));
  });

  it("a day's lanes: each crew's jobs, the travel between, the free room; no job of no crew", async () => {
    const day = await scheduleDay(storage, catalog, DAY, NOW);
    const read = (i: number) => day.lanes[i]!.items.map((item) => `${item.kind} ${item.from}-${item.until}`);
    expect(day.lanes.map((l) => l.name)).toEqual(["Crew A", "Crew B"]);
    expect(read(0)).toEqual(["job 08:00-12:00", "free 12:00-12:50", "travel 12:50-13:00", "job 13:00-17:00"]);
    expect(read(1)).toEqual(["job 08:00-12:00", "free 12:00-17:00"]);
    expect(day.lanes[0]!.items[0]).toMatchObject({
      job: { reference: jobs[0]!.reference, firstName: "Pat", city: "Dallas" },
    });
    expect(day.unplaced).toBe(0);
  });

  it("Move to: the crew where it fits with the start it would get, or the reason it does not", async () => {
    // Crew A's afternoon clean to Crew B: free from 12:15 (its morning job and 15 minutes), so at 13:00, its window's start
    expect(await moveOptions(storage, catalog, jobs[2]!, NOW)).toEqual([
      { crewId: crews[1], name: "Crew B", start: "13:00" },
    ]);
    // Crew B's morning clean to Crew A: A is busy until 12:00
    expect(await moveOptions(storage, catalog, jobs[1]!, NOW)).toEqual([
      { crewId: crews[0], name: "Crew A", reason: `overlaps ${jobs[0]!.reference} (8:00 AM – 12:00 PM)` },
    ]);
  });

  it("time off previewed: Crew A's afternoon goes to Crew B, its morning fits no crew (with the phone); nothing saved", async () => {
    const preview = await previewTimeOff(
      storage,
      catalog,
      crews[0]!,
      DAY,
      [{ from: DAY, to: DAY, starts: null, ends: null, note: "Van" }],
      NOW,
    );
    expect(preview).toEqual({
      moved: [{ reference: jobs[2]!.reference, name: jobs[2]!.name, to: "Crew B", start: "13:00" }],
      unplaced: [{ reference: jobs[0]!.reference, name: jobs[0]!.name, phone: jobs[0]!.phone }],
    });
    expect(await planOf(jobs[2]!.reference)).toMatchObject({ crew_id: crews[0] });
    expect(await storage.db.all("SELECT * FROM crew_time_off")).toEqual([]);
  });

  it("a job's own length: planned afresh on its crew, refused with the reason where it no longer fits, moved when asked", async () => {
    // Crew B's morning clean for 5 hours: 08:00-13:00 still fits Crew B
    expect((await setJobLength(jobs[1]!, 300, owner())).kind).toBe("changed");
    expect(await planOf(jobs[1]!.reference)).toMatchObject({
      crew_id: crews[1],
      planned_start: "08:00",
      job_minutes: 300,
    });
    // Crew A's morning clean for 5 hours would run into its 13:00 job
    expect(await setJobLength(jobs[0]!, 300, owner())).toEqual({
      kind: "does-not-fit",
      reason: `Crew A has ${jobs[2]!.reference} (1:00 PM – 5:00 PM), 10 min away, leaving 4 h 50 from its 8:00 AM start`,
    });
    expect(await planOf(jobs[0]!.reference)).toMatchObject({ job_minutes: 240 });
    // nowhere else either (Crew B is busy until 13:00): refused as a full window when asked to move
    expect((await setJobLength(jobs[0]!, 300, { ...owner(), move: true })).kind).toBe("window-full");
    expect((await storage.bookings.history(jobs[1]!.id)).at(-1)).toMatchObject({
      action: "length",
      detail: "5 h (was 4 h)",
    });
  });

  it("utilisation: each crew's booked, working and travel hours, week by week from Monday", async () => {
    const weeks = await crewUtilisation(storage, catalog, "2026-07-06", "2026-07-19");
    expect(weeks).toEqual([
      { crewId: crews[0], name: "Crew A", week: "2026-07-06", booked: 480, working: 5 * 540, travel: 10 },
      { crewId: crews[1], name: "Crew B", week: "2026-07-06", booked: 300, working: 5 * 540, travel: 0 },
      { crewId: crews[0], name: "Crew A", week: "2026-07-13", booked: 0, working: 5 * 540, travel: 0 },
      { crewId: crews[1], name: "Crew B", week: "2026-07-13", booked: 0, working: 5 * 540, travel: 0 },
    ]);
  });

  it("utilisation counts the jobs done: Crew A's morning clean completed still counts its 4 hours and the drive after", async () => {
    // the evening of its day, 6:00 PM in Dallas: the owner confirms it and marks it done
    const evening = { ...owner(), now: new Date("2026-07-07T23:00:00Z") };
    expect((await setBookingStatus(jobs[0]!, "confirmed", evening)).kind).toBe("changed");
    const confirmed = (await storage.bookings.findByReference(jobs[0]!.reference))!;
    expect((await setBookingStatus(confirmed, "completed", evening)).kind).toBe("changed");
    expect((await storage.bookings.findByReference(jobs[0]!.reference))?.status).toBe("completed");
    // as before it was done: 4 + 4 hours of work, 10 minutes' drive between them
    expect(await crewUtilisation(storage, catalog, "2026-07-06", "2026-07-12")).toEqual([
      { crewId: crews[0], name: "Crew A", week: "2026-07-06", booked: 480, working: 5 * 540, travel: 10 },
      { crewId: crews[1], name: "Crew B", week: "2026-07-06", booked: 300, working: 5 * 540, travel: 0 },
    ]);
  });

  it("utilisation counts a crew from the day it was made (Dallas time): no row for the weeks before (issue 55)", async () => {
    // Crews A and B were made on Saturday, June 20 (Monday to Friday crews): nothing the weeks before, no working
    // hours that Saturday and Sunday, their whole week after
    expect(await crewUtilisation(storage, catalog, "2026-06-08", "2026-06-28")).toEqual([
      { crewId: crews[0], name: "Crew A", week: "2026-06-15", booked: 0, working: 0, travel: 0 },
      { crewId: crews[1], name: "Crew B", week: "2026-06-15", booked: 0, working: 0, travel: 0 },
      { crewId: crews[0], name: "Crew A", week: "2026-06-22", booked: 0, working: 5 * 540, travel: 0 },
      { crewId: crews[1], name: "Crew B", week: "2026-06-22", booked: 0, working: 5 * 540, travel: 0 },
    ]);
    // Crew C (the catalog's week: every day, 7:00 AM to 8:00 PM) made at 11:30 PM on Tuesday, July 7 in Dallas, already
    // Wednesday in UTC: Tuesday to Sunday of that week, none of the week before
    const made = await storage.crews.create("Crew C", new Date("2026-07-08T04:30:00Z"));
    if (made.kind !== "created") throw new Error(made.kind);
    const weeks = await crewUtilisation(storage, catalog, "2026-06-29", "2026-07-12");
    expect(weeks.filter((w) => w.crewId === made.id)).toEqual([
      { crewId: made.id, name: "Crew C", week: "2026-07-06", booked: 0, working: 6 * 780, travel: 0 },
    ]);
    expect(weeks.filter((w) => w.week === "2026-06-29").map((w) => w.name)).toEqual(["Crew A", "Crew B"]);
    await storage.db.run("DELETE FROM crews WHERE id = ?", [made.id]);
  });
});
