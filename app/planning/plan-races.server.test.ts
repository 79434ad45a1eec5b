/**
 * Everything that plans a date holds the date's lock (docs/decisions/0044; issue 57), on SQLite and PostgreSQL: a move,
 * the owner's choice of crew, a job's own length, a priced quote's length, time off and a change of the crews' weeks,
 * each raced against a new booking on the same date where only one of the two fits. Each race starts while the test
 * itself holds the date's lock: neither side may finish before it is let go (on PostgreSQL both are seen waiting for
 * it), then exactly one wins and no crew's work overlaps.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { whileLockHeld } from "../../tests/support/held-lock";
import { assignCrew, setJobLength } from "../booking/jobs.server";
import { priceQuote } from "../booking/payments.server";
import { moveBooking, submitBooking } from "../booking/service.server";
import { defaultCatalog, toMinutes } from "../domain/catalog";
import type { Storage } from "../storage/storage.server";
import { planLock, planProblems, saveCrewWeeks } from "./planning.server";
import { previewKey, previewTimeOff, saveTimeOff } from "./time-off.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases, and a lock held on purpose, on a loaded 2-core machine
/** Saturday, June 20, 2026, 10:00 AM in Dallas. */
const NOW = new Date("2026-06-20T15:00:00Z");
const catalog = defaultCatalog();
// the test's own transaction, two racers and the check of who waits: more than the 4 connections most suites use
const { backends } = bothDatabases("plan-races", { pool: 8 });
const DAY = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", timeOff: [] };
/** Same ZIP everywhere: the drive between two jobs is the catalog's base, 10 minutes. */
const DRIVE = 10;
const clean = (tier: string) => [{ service: "cleaning", tier, addons: [] }];

describe.each(Object.entries(backends))("what plans a date, raced against a new booking, on %s", (_name, open) => {
  let storage: Storage;
  /** Crew A does every service; Crew B only power washing: a clean fits on Crew A alone. */
  let a = 0;
  let b = 0;
  const options = () => bookingOptions(storage.bookings, NOW, { catalog });
  const owner = () => ({ ...options(), actor: "owner@ns.example", stores: storage });
  const find = async (reference: string) => (await storage.bookings.findByReference(reference))!;

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    [a, b] = (await storage.crews.list()).map((c) => c.id) as [number, number];
    const saved = await saveCrewWeeks(
      storage,
      catalog,
      [
        { id: a, ...DAY, services: ["cleaning", "junk-removal", "power-washing"] },
        { id: b, ...DAY, services: ["power-washing"] },
      ],
      NOW,
    );
    expect(saved.kind).toBe("saved");
  });

  /** Starts both sides while this test holds `date`'s lock: neither may finish before it is let go; then both run. */
  async function race<A, B>(date: string, change: () => Promise<A>, booking: () => Promise<B>): Promise<[A, B]> {
    const held = await whileLockHeld<[A, B]>(storage, planLock(date), [change, booking]);
    expect(held.finishedEarly, "finished while the date's lock was held (0: the change, 1: the new booking)").toEqual(
      [],
    );
    return held.results;
  }

  /** Crew `crew`'s jobs on `date`, in order: each ends, with the drive, before the next; none is left without a crew. */
  async function expectNoOverlap(date: string, crew: number, jobs: number) {
    const rows = await storage.db.all<{
      reference: string;
      crew_id: number | null;
      planned_start: string;
      job_minutes: number;
    }>(
      "SELECT reference, crew_id, planned_start, job_minutes FROM bookings WHERE date = ? AND status <> 'cancelled' ORDER BY planned_start",
      [date],
    );
    expect(rows.every((r) => r.crew_id !== null)).toBe(true);
    const own = rows.filter((r) => Number(r.crew_id) === crew);
    expect(own).toHaveLength(jobs);
    for (let i = 1; i < own.length; i++)
      expect(toMinutes(own[i - 1]!.planned_start) + Number(own[i - 1]!.job_minutes) + DRIVE).toBeLessThanOrEqual(
        toMinutes(own[i]!.planned_start),
      );
    for (const job of own) expect(toMinutes(job.planned_start) + Number(job.job_minutes)).toBeLessThanOrEqual(17 * 60);
  }

  it("the owner's choice of crew is checked on that crew's own week: Crew B does no cleaning", async () => {
    const job = await booked(cleaningInput("2026-07-22", "07:00"), options());
    expect(await assignCrew(job, b, owner())).toEqual({ kind: "does-not-fit", reason: "Crew B does not do cleaning" });
    expect((await find(job.reference)).crewId).toBe(a);
  });

  it("a move against a new booking: two 6-hour cleans, room for one", async () => {
    const date = "2026-07-13";
    const moving = await booked(cleaningInput("2026-07-14", "07:00", { services: clean("4-3bath") }), options());
    const [moved, made] = await race(
      date,
      () => moveBooking(moving, { date, window: "07:00" }, owner()),
      () => submitBooking(cleaningInput(date, "07:00", { services: clean("4-3bath") }), options()),
    );
    expect([moved.status, made.status]).toEqual(moved.status === 200 ? [200, 409] : [409, 201]);
    expect((await find(moving.reference)).date).toBe(moved.status === 200 ? date : "2026-07-14");
    await expectNoOverlap(date, a, 1);
  });

  it("the owner's choice of crew against a new booking: a 3-hour power wash onto Crew A, or a 6-hour clean", async () => {
    const date = "2026-07-15";
    const wash = await booked(
      cleaningInput(date, "07:00", { services: [{ service: "power-washing", tier: "gutter-roof", addons: [] }] }),
      options(),
    );
    expect((await assignCrew(wash, b, owner())).kind).toBe("changed");
    const [assigned, made] = await race(
      date,
      async () => assignCrew(await find(wash.reference), a, owner()),
      () => submitBooking(cleaningInput(date, "07:00", { services: clean("4-3bath") }), options()),
    );
    expect([assigned.kind === "changed", made.status === 201]).toEqual(
      assigned.kind === "changed" ? [true, false] : [false, true],
    );
    expect((await find(wash.reference)).crewId).toBe(assigned.kind === "changed" ? a : b);
    await expectNoOverlap(date, a, 1);
  });

  it("a job's own length against a new booking: a 4-hour clean made 6 hours, or a second 4-hour clean", async () => {
    const date = "2026-07-16";
    const job = await booked(cleaningInput(date, "07:00"), options());
    const [lengthened, made] = await race(
      date,
      async () => setJobLength(await find(job.reference), 360, owner()),
      () => submitBooking(cleaningInput(date, "11:00"), options()),
    );
    expect([lengthened.kind === "changed", made.status === 201]).toEqual(
      lengthened.kind === "changed" ? [true, false] : [false, true],
    );
    expect((await find(job.reference)).jobMinutes).toBe(lengthened.kind === "changed" ? 360 : 240);
    await expectNoOverlap(date, a, lengthened.kind === "changed" ? 1 : 2);
  });

  it("a quote priced longer against a new booking: priced all the same, and the longer job kept flagged if it lost", async () => {
    const date = "2026-07-17";
    // until priced, the service's longest size: 7 hours, from 8:00 AM to 3:00 PM; an hour's junk removal fits after
    const quote = await booked(cleaningInput(date, "07:00", { services: clean("custom") }), options());
    const junk = cleaningInput(date, "15:00", { services: [{ service: "junk-removal", tier: "small", addons: [] }] });
    const [priced, made] = await race(
      date,
      async () => priceQuote(await find(quote.reference), 90_000, "", { ...owner(), minutes: 480 }),
      () => submitBooking(junk, options()),
    );
    expect(priced.kind).toBe("changed");
    const problems = await planProblems(storage, catalog, [date], NOW);
    if (made.status === 201) {
      // the junk removal first: the 8-hour job stays at 8:00 AM, and the two that overlap are flagged for the owner
      expect([...problems.keys()]).toHaveLength(1);
      expect([quote.reference, made.reference]).toContain([...problems.keys()][0]);
    } else {
      expect(made.status).toBe(409);
      expect(problems).toEqual(new Map());
      await expectNoOverlap(date, a, 1);
    }
    expect((await find(quote.reference)).jobMinutes).toBe(480);
  });

  it("time off against a new booking: the afternoon off, or a clean that afternoon", async () => {
    const date = "2026-07-18";
    await booked(cleaningInput(date, "07:00"), options());
    const offs = [{ from: date, to: date, starts: "12:00", ends: "17:00", note: "Dentist" }];
    const preview = await previewTimeOff(storage, catalog, a, date, offs, NOW);
    expect(preview).toEqual({ moved: [], unplaced: [] });
    const [saved, made] = await race(
      date,
      () => saveTimeOff(storage, catalog, a, date, offs, previewKey(preview), NOW),
      () => submitBooking(cleaningInput(date, "11:00"), options()),
    );
    // the booking first: the time off would leave it without a crew, so nothing is saved and the new preview shown
    expect([saved.kind, made.status]).toEqual(saved.kind === "saved" ? ["saved", 409] : ["changed", 201]);
    await expectNoOverlap(date, a, saved.kind === "saved" ? 1 : 2);
  });

  it("a change of the crews' weeks against a new booking: Crew A's day cut to the morning, or a clean that afternoon", async () => {
    const date = "2026-07-19";
    await booked(cleaningInput(date, "07:00"), options());
    const [saved, made] = await race(
      date,
      () =>
        saveCrewWeeks(
          storage,
          catalog,
          [{ id: a, ...DAY, ends: "12:00", services: ["cleaning", "junk-removal", "power-washing"] }],
          NOW,
        ),
      () => submitBooking(cleaningInput(date, "11:00"), options()),
    );
    if (saved.kind !== "saved") throw new Error(JSON.stringify(saved));
    const left = saved.unplaced.filter((u) => u.date === date).map((u) => u.reference);
    if (made.status === 201) {
      // the booking first: the new week leaves it where it was, listed with whom to call
      expect(left).toEqual([made.reference]);
    } else {
      expect(made.status).toBe(409);
      expect(left).toEqual([]);
      await expectNoOverlap(date, a, 1);
    }
  });
});
