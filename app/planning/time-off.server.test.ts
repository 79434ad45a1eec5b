/**
 * Every booking planned, and time off that says what it does (issue 55), on both databases: bookings made before the
 * crews are planned when the crews' weeks are first set (`moved` with `from: null`), a week's change touches only the
 * dates it changes, and the schedule's time off saves exactly what its preview said, or nothing and the new preview.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { defaultCatalog } from "../domain/catalog";
import type { Storage } from "../storage/storage.server";
import { saveCrewWeeks } from "./planning.server";
import { scheduleWeek } from "./schedule.server";
import { previewKey, previewTimeOff, saveTimeOff } from "./time-off.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases on a loaded 2-core machine
/** Monday, November 30, 2026, 9:00 AM in Dallas. */
const NOW = new Date("2026-11-30T15:00:00Z");
const catalog = defaultCatalog();
const { backends } = bothDatabases("time-off");
const EVERY_DAY = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", timeOff: [] };

describe.each(Object.entries(backends))("planning every booking, and time off, on %s", (_name, open) => {
  let storage: Storage;
  let a = 0;
  let b = 0;
  const options = () => bookingOptions(storage.bookings, NOW, { catalog, capacity: 4 });
  const planOf = async (reference: string) =>
    (await storage.db.get<{ crew_id: number | null; planned_start: string | null }>(
      "SELECT crew_id, planned_start FROM bookings WHERE reference = ?",
      [reference],
    ))!;
  const longClean = (date: string, window: string) =>
    cleaningInput(date, window, { services: [{ service: "cleaning", tier: "4-3bath", addons: [] }] });

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    [a, b] = (await storage.crews.list()).map((c) => c.id) as [number, number];
  });

  it("bookings made before the crews are planned when their weeks are first set; those that fit nowhere are listed", async () => {
    // no week set: nobody is planned
    const early = [
      await booked(longClean("2026-12-01", "07:00"), options()),
      await booked(longClean("2026-12-01", "07:00"), options()),
      await booked(longClean("2026-12-01", "07:00"), options()),
      await booked(cleaningInput("2026-12-02", "13:00"), options()),
    ];
    for (const job of early) expect(await planOf(job.reference)).toEqual({ crew_id: null, planned_start: null });
    const week = await scheduleWeek(storage, catalog, "2026-11-30", NOW);
    expect(week.noCrew.slice(1, 3)).toEqual([
      { date: "2026-12-01", jobs: 3, minutes: 3 * 360 },
      { date: "2026-12-02", jobs: 1, minutes: 240 },
    ]);

    const saved = await saveCrewWeeks(
      storage,
      catalog,
      [
        { id: a, ...EVERY_DAY, services: ["cleaning", "junk-removal", "power-washing"] },
        { id: b, ...EVERY_DAY, services: ["cleaning", "junk-removal"] },
      ],
      NOW,
    );
    if (saved.kind !== "saved") throw new Error("not saved");
    // two 6-hour cleans that Tuesday morning, one per crew; the third fits no crew and keeps its place, listed
    expect(saved.moved).toEqual([
      { reference: early[0]!.reference, date: "2026-12-01", from: null, to: "Crew A" },
      { reference: early[1]!.reference, date: "2026-12-01", from: null, to: "Crew B" },
      { reference: early[3]!.reference, date: "2026-12-02", from: null, to: "Crew A" },
    ]);
    expect(saved.unplaced).toEqual([
      expect.objectContaining({ reference: early[2]!.reference, date: "2026-12-01", crew: "no crew" }),
    ]);
    expect(await planOf(early[0]!.reference)).toEqual({ crew_id: a, planned_start: "08:00" });
    expect(await planOf(early[2]!.reference)).toEqual({ crew_id: null, planned_start: null });
    const after = await scheduleWeek(storage, catalog, "2026-11-30", NOW);
    expect(after.noCrew.slice(1, 3)).toEqual([
      { date: "2026-12-01", jobs: 1, minutes: 360 },
      { date: "2026-12-02", jobs: 0, minutes: 0 },
    ]);
  });

  it("time off: Save changes exactly what the preview said, and the notice names the time off", async () => {
    // Thursday, December 3: Crew A has a junk removal at 10 and a clean at 1; Crew B a clean at 8; Friday untouched
    const day = "2026-12-03";
    const junk = await booked(
      bookingInput(day, { window: "09:00", services: [{ service: "junk-removal", tier: "small", addons: [] }] }),
      options(),
    );
    const morning = await booked(cleaningInput(day, "07:00"), options());
    const friday = await booked(cleaningInput("2026-12-04", "11:00"), options());
    const plans = async () =>
      Object.fromEntries(
        await Promise.all([junk, morning, friday].map(async (j) => [j.reference, await planOf(j.reference)])),
      );
    const before = await plans();
    const crewOfJunk = before[junk.reference]!.crew_id!;
    const off = [{ from: day, to: day, starts: "09:00", ends: "12:00", note: "Truck in the shop" }];
    const preview = await previewTimeOff(storage, catalog, crewOfJunk, day, off, NOW);
    // the junk removal (9-11 window) cannot wait for noon: it goes to the other crew, or is to call
    expect([...preview.moved.map((m) => m.reference), ...preview.unplaced.map((u) => u.reference)]).toEqual([
      junk.reference,
    ]);

    const saved = await saveTimeOff(storage, catalog, crewOfJunk, day, off, previewKey(preview), NOW);
    if (saved.kind !== "saved") throw new Error(saved.kind);
    const name = crewOfJunk === a ? "Crew A" : "Crew B";
    expect(saved.words).toMatch(
      new RegExp(`^${name} is off Thursday, December 3, 9:00 AM – 12:00 PM \\(Truck in the shop\\): `),
    );
    const now = await plans();
    // what the preview said, and nothing else: the other jobs and Friday's stay as they were
    expect(now[morning.reference]).toEqual(before[morning.reference]);
    expect(now[friday.reference]).toEqual(before[friday.reference]);
    if (preview.moved.length) expect(now[junk.reference]!.crew_id).not.toBe(crewOfJunk);
    else expect(now[junk.reference]).toEqual(before[junk.reference]);

    // the same time off saved again is kept once, and said so
    const again = await previewTimeOff(storage, catalog, crewOfJunk, day, off, NOW);
    const twice = await saveTimeOff(storage, catalog, crewOfJunk, day, off, previewKey(again), NOW);
    expect(twice).toMatchObject({ kind: "saved", words: expect.stringMatching(/already: nothing changed\.$/) });
    const weeks = await storage.plans.weeks({ days: [], starts: "08:00", ends: "17:00", services: [] }, day);
    expect(weeks.find((c) => c.id === crewOfJunk)?.timeOff).toHaveLength(1);
  });

  it("a booking between the preview and Save: nothing is saved, and the new preview is given", async () => {
    const day = "2026-12-05";
    const first = await booked(cleaningInput(day, "11:00"), options());
    const crew = (await planOf(first.reference)).crew_id!;
    const off = [{ from: day, to: day, starts: null, ends: null, note: "Training" }];
    const preview = await previewTimeOff(storage, catalog, crew, day, off, NOW);
    expect(preview.moved.map((m) => m.reference)).toEqual([first.reference]);
    // meanwhile the other crew takes another 11 AM clean: where the preview moved the job, there is no room now
    await booked(cleaningInput(day, "11:00"), options());
    const saved = await saveTimeOff(storage, catalog, crew, day, off, previewKey(preview), NOW);
    expect(saved.kind).toBe("changed");
    if (saved.kind === "changed") expect(saved.preview).not.toEqual(preview);
    // nothing written: the crew is not off that day, the job where it was
    const doc = await storage.plans.weeks({ days: [], starts: "08:00", ends: "17:00", services: [] }, day);
    expect(doc.find((c) => c.id === crew)?.timeOff).toEqual([]);
    expect((await planOf(first.reference)).crew_id).toBe(crew);
  });
});
