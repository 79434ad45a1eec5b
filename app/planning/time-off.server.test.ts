/**
 * Every booking planned, and time off that says what it does (issue 55), on both databases: bookings made before the
 * crews are planned when the crews' weeks are first set (`moved` with `from: null`), a week's change touches only the
 * dates it changes, and the schedule's time off saves exactly what its preview said, or nothing and the new preview.
 * Issue 57: time off added for today replans today's jobs (from the schedule and from the Team page), and time off
 * that began before a date is honoured on it (a crew on a week's vacation is not booked on its fourth day, and a Team
 * page save during the vacation keeps the rest of it).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { submitBooking } from "../booking/service.server";
import { defaultCatalog } from "../domain/catalog";
import type { TimeOff } from "../domain/planner";
import type { Storage } from "../storage/storage.server";
import { parseCrewsDocument } from "./crews-document.server";
import { crewsDocument, saveCrewWeeks } from "./planning.server";
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

  /**
   * A save of one crew's week as the Team page makes it (app/planning/crew-week-save.server.ts): the crew as the
   * crews' document reads it at `now`, its time off changed by `change`, checked as the document's entry, saved.
   */
  const teamSave = async (crewId: number, now: Date, change: (timeOff: TimeOff[]) => TimeOff[]) => {
    const current = (await crewsDocument(storage, catalog, now)).crews.find((c) => c.id === crewId)!;
    const { days, starts, ends, services, timeOff } = current;
    const parsed = parseCrewsDocument({
      crews: [{ id: crewId, days, starts, ends, services, timeOff: change(timeOff) }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const saved = await saveCrewWeeks(storage, catalog, parsed.crews, now);
    if (saved.kind !== "saved") throw new Error(saved.kind);
    return saved;
  };
  const nameOf = (id: number) => (id === a ? "Crew A" : "Crew B");

  it("time off for today, from the schedule: today's jobs of that crew go to the other crew, as previewed", async () => {
    // booked a week ahead: Tuesday, December 8's 1 PM clean; the other crew has nothing that day
    const day = "2026-12-08";
    const job = await booked(cleaningInput(day, "13:00"), options());
    const crew = (await planOf(job.reference)).crew_id!;
    const other = crew === a ? b : a;
    // that Tuesday at 8:30 AM in Dallas, the crew calls in sick for the day
    const morning = new Date("2026-12-08T14:30:00Z");
    const off = [{ from: day, to: day, starts: null, ends: null, note: "Sick" }];
    const preview = await previewTimeOff(storage, catalog, crew, day, off, morning);
    expect(preview).toEqual({
      moved: [{ reference: job.reference, name: job.name, to: nameOf(other), start: "13:00" }],
      unplaced: [],
    });
    const saved = await saveTimeOff(storage, catalog, crew, day, off, previewKey(preview), morning);
    expect(saved).toEqual({
      kind: "saved",
      words:
        `${nameOf(crew)} is off Tuesday, December 8 all day (Sick): 1 job moved, 0 to call. ` +
        `${job.reference} moves to ${nameOf(other)} at 1:00 PM.`,
    });
    expect(await planOf(job.reference)).toEqual({ crew_id: other, planned_start: "13:00" });
  });

  it("time off for today, from the Team page: today's jobs of that crew go to the other crew", async () => {
    const day = "2026-12-09";
    const job = await booked(cleaningInput(day, "13:00"), options());
    const crew = (await planOf(job.reference)).crew_id!;
    const other = crew === a ? b : a;
    // Wednesday, December 9 at 8:30 AM in Dallas: the day off added on the Team page
    const morning = new Date("2026-12-09T14:30:00Z");
    const saved = await teamSave(crew, morning, (offs) => [
      ...offs,
      { from: day, to: day, starts: null, ends: null, note: "Sick" },
    ]);
    expect(saved.moved).toEqual([{ reference: job.reference, date: day, from: nameOf(crew), to: nameOf(other) }]);
    expect(saved.unplaced).toEqual([]);
    expect(await planOf(job.reference)).toEqual({ crew_id: other, planned_start: "13:00" });
  });

  it("a week's vacation that began before the date: the crew is not booked on its 4th day; a Team page save during it keeps the rest", async () => {
    // Crew A off from Monday, December 14 to Sunday, December 20, set on the Team page two weeks before
    const vacation = { from: "2026-12-14", to: "2026-12-20", starts: null, ends: null, note: "Vacation" };
    await teamSave(a, NOW, (offs) => [...offs, vacation]);
    // its 4th day, Thursday the 17th: the morning's first clean goes to Crew B; a second finds no crew
    const first = await booked(cleaningInput("2026-12-17", "07:00"), options());
    expect(await planOf(first.reference)).toEqual({ crew_id: b, planned_start: "08:00" });
    expect(await submitBooking(cleaningInput("2026-12-17", "07:00"), options())).toMatchObject({ status: 409 });

    // Wednesday the 16th, 9:00 AM in Dallas, its 3rd day: a day off added for Crew A on December 28 on the Team page
    const during = new Date("2026-12-16T15:00:00Z");
    const doctor = { from: "2026-12-28", to: "2026-12-28", starts: null, ends: null, note: "Doctor" };
    await teamSave(a, during, (offs) => [...offs, doctor]);
    // the rest of the vacation is kept, once, and still honoured: Friday the 18th's clean goes to Crew B
    const doc = await crewsDocument(storage, catalog, during);
    expect(doc.crews.find((c) => c.id === a)?.timeOff).toEqual([vacation, doctor]);
    const later = bookingOptions(storage.bookings, during, { catalog, capacity: 4 });
    const friday = await booked(cleaningInput("2026-12-18", "07:00"), later);
    expect(await planOf(friday.reference)).toEqual({ crew_id: b, planned_start: "08:00" });
    expect(await submitBooking(cleaningInput("2026-12-18", "07:00"), later)).toMatchObject({ status: 409 });
    expect(await planOf(first.reference)).toEqual({ crew_id: b, planned_start: "08:00" });
  });
});
