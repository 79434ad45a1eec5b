/**
 * Each new booking planned onto a crew (issue 46, docs/decisions/0044), on both databases: nothing changes until the
 * owner sets a crew's week; then a booking gets the crew, start and length the planner gives it, a window no crew can
 * keep for that order answers 409 with the windows that fit, the calendar offers only those, and bookings sent at
 * once never plan overlapping work. A job moved by its customer or the owner keeps its own length (issue 57).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { getAvailability } from "../booking/availability.server";
import { pageTokenOf } from "../booking/page-token.server";
import { moveBooking, rescheduleBooking, setBookingStatus, submitBooking } from "../booking/service.server";
import { defaultCatalog } from "../domain/catalog";
import { toMinutes } from "../domain/catalog";
import type { Storage } from "../storage/storage.server";
import { assignCrew, setJobLength } from "../booking/jobs.server";
import { priceQuote } from "../booking/payments.server";
import { jobStanding, planProblems, saveCrewWeeks } from "./planning.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases on a loaded 2-core machine
const NOW = new Date("2026-06-20T15:00:00Z");
const catalog = defaultCatalog();
const { backends } = bothDatabases("booking-plans");
const FOUR_HOURS = { minutes: 240, zip: "75201", services: ["cleaning"] };

describe.each(Object.entries(backends))("bookings planned onto crews on %s", (_name, open) => {
  let storage: Storage;
  const options = () => bookingOptions(storage.bookings, NOW, { catalog });
  const planOf = async (reference: string) =>
    (await storage.db.get<{ crew_id: number | null; planned_start: string | null; job_minutes: number | null }>(
      "SELECT crew_id, planned_start, job_minutes FROM bookings WHERE reference = ?",
      [reference],
    ))!;
  let crews: number[] = [];

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    crews = (await storage.crews.list()).map((c) => c.id);
  });

  it("with crews but no week set, a booking is not planned: the window's places alone decide", async () => {
    const made = await booked(cleaningInput("2026-07-06", "17:00"), options());
    expect(await planOf(made.reference)).toEqual({ crew_id: null, planned_start: null, job_minutes: null });
    // the owner's choice of crew is then set as asked, planned on nothing (the 4 hours would end after 8:00 PM)
    const owner = { ...options(), actor: "owner@ns.example", stores: storage };
    expect((await assignCrew(made, crews[0]!, owner)).kind).toBe("changed");
    expect(await planOf(made.reference)).toEqual({ crew_id: crews[0], planned_start: null, job_minutes: null });
  });

  it("two crews of 08:00-17:00 take two 4-hour cleans in the morning and two after; the windows say so; no fifth", async () => {
    const week = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", timeOff: [] };
    const services = ["cleaning", "junk-removal", "power-washing"];
    const saved = await saveCrewWeeks(
      storage,
      catalog,
      crews.map((id) => ({ id, ...week, services })),
      NOW,
    );
    expect(saved.kind).toBe("saved");
    const day = "2026-07-07";

    // the calendar for a 4-hour clean (windows of two hours from 07:00): a start from 08:00 (the crews' first hour)
    // to 13:00 ends by 17:00; the 15:00 and 17:00 windows would end after it
    const places = async () =>
      Object.fromEntries(
        (await getAvailability(day, NOW, options(), FOUR_HOURS)).windows.map((w) => [w.start, w.available]),
      );
    expect(await places()).toEqual({ "07:00": 2, "09:00": 2, "11:00": 2, "13:00": 2, "15:00": 0, "17:00": 0 });

    const first = await booked(cleaningInput(day, "07:00"), options());
    const second = await booked(cleaningInput(day, "07:00"), options());
    // in the 07:00 window, at the crews' first hour: one each
    expect([await planOf(first.reference), await planOf(second.reference)]).toEqual([
      { crew_id: crews[0], planned_start: "08:00", job_minutes: 240 },
      { crew_id: crews[1], planned_start: "08:00", job_minutes: 240 },
    ]);
    // both crews busy until 12:00, then 15 minutes' travel: a clean from 12:15 on, ending by 17:00 (12:15 is in the
    // 11:00 window, 13:00 in its own)
    expect(await places()).toEqual({ "07:00": 0, "09:00": 0, "11:00": 2, "13:00": 2, "15:00": 0, "17:00": 0 });
    const third = await submitBooking(cleaningInput(day, "09:00"), options());
    expect(third).toMatchObject({ status: 409 });
    expect("availableWindows" in third ? third.availableWindows?.map((w) => [w.start, w.available]) : null).toEqual([
      ["11:00", 2],
      ["13:00", 2],
    ]);
    for (const _ of [1, 2]) await booked(cleaningInput(day, "13:00"), options());
    expect(await submitBooking(cleaningInput(day, "13:00"), options())).toMatchObject({ status: 409 });
    // both crews full: the calendar offers nothing for it
    expect(Object.values(await places()).every((n) => n === 0)).toBe(true);
  });

  it("a moved job is planned afresh in its new window; where no crew can keep it, 409 and it stays where it was", async () => {
    const made = await booked(cleaningInput("2026-07-10", "07:00"), options());
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "08:00", job_minutes: 240 });
    const owner = { ...options(), actor: "owner@ns.example" };
    expect(await moveBooking(made, { date: "2026-07-10", window: "11:00" }, owner)).toMatchObject({ status: 200 });
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "11:00", job_minutes: 240 });

    // 2026-07-07 is full for both crews (the test above): the move is refused and nothing changes
    const full = await moveBooking(
      (await storage.bookings.findByReference(made.reference))!,
      { date: "2026-07-07", window: "09:00" },
      owner,
    );
    expect(full).toMatchObject({ status: 409 });
    expect("availableWindows" in full ? full.availableWindows : null).toEqual([]);
    expect(await storage.bookings.findByReference(made.reference)).toMatchObject({
      date: "2026-07-10",
      windowStart: "11:00",
    });
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "11:00", job_minutes: 240 });
    // a cancel frees the crew's time at once: the afternoon of 2026-07-10 takes two more 4-hour cleans, not one
    const windowsOf = async (day: string) =>
      Object.fromEntries(
        (await getAvailability(day, NOW, options(), FOUR_HOURS)).windows.map((w) => [w.start, w.available]),
      );
    expect((await windowsOf("2026-07-10"))["13:00"]).toBe(1);
    await setBookingStatus((await storage.bookings.findByReference(made.reference))!, "cancelled", owner);
    expect((await windowsOf("2026-07-10"))["13:00"]).toBe(2);
  });

  it("the owner's choice of crew is planned on it, refused with the reason where it does not fit, unless overridden", async () => {
    const day = "2026-07-11";
    const owner = { ...options(), actor: "owner@ns.example", stores: storage };
    const first = await booked(cleaningInput(day, "07:00"), options());
    const second = await booked(cleaningInput(day, "09:00"), options());
    // the second went to the other crew, at its window's start
    expect(await planOf(second.reference)).toEqual({ crew_id: crews[1], planned_start: "09:00", job_minutes: 240 });

    // onto the first's crew: from 09:00 to 11:00 it would overlap the first's 08:00-12:00 (and its travel)
    const refused = await assignCrew(second, crews[0]!, owner);
    expect(refused).toEqual({
      kind: "does-not-fit",
      reason: `${first.reference} (8:00 AM – 12:00 PM) and the drive from it take Crew A until 12:10 PM`,
    });
    expect(await planOf(second.reference)).toMatchObject({ crew_id: crews[1], planned_start: "09:00" });

    // forced (issue 55): after the first job and the drive, never over it; the owner's reason kept with what it breaks
    const forced = await assignCrew(second, crews[0]!, { ...owner, override: { reason: "Crew B's van broke down" } });
    expect(forced.kind).toBe("changed");
    expect(await planOf(second.reference)).toMatchObject({ crew_id: crews[0], planned_start: "12:10" });
    const late = "starts at 12:10 PM, after its 9:00 AM – 11:00 AM window";
    expect((await storage.bookings.history(second.id)).at(-1)).toMatchObject({
      action: "assigned",
      detail: `to Crew A (override: ${late}; why: Crew B's van broke down)`,
    });
    // the job its crew cannot keep is flagged: on the agenda's dates and on its page
    const problems = await planProblems(storage, catalog, [day], NOW);
    expect([...problems]).toEqual([[second.reference, late]]);
    const standing = await jobStanding(
      storage,
      catalog,
      (await storage.bookings.findByReference(second.reference))!,
      NOW,
    );
    expect(standing).toEqual({ start: "12:10", end: "16:10", minutes: 240, problem: late });

    // back onto the free crew: planned there without a word
    expect((await assignCrew(second, crews[1]!, owner)).kind).toBe("changed");
    expect(await planProblems(storage, catalog, [day], NOW)).toEqual(new Map());
  });

  it("a quote priced with its own length is planned afresh with it; where no crew can keep it, it stays, flagged", async () => {
    const day = "2026-07-12";
    const owner = { ...options(), actor: "owner@ns.example" };
    const quote = () =>
      booked(
        cleaningInput(day, "07:00", { services: [{ service: "cleaning", tier: "custom", addons: [] }] }),
        options(),
      );
    const first = await quote();
    // until priced, the service's longest size
    expect(await planOf(first.reference)).toEqual({ crew_id: crews[0], planned_start: "08:00", job_minutes: 420 });
    expect((await priceQuote(first, 90_000, "", { ...owner, minutes: 480 })).kind).toBe("changed");
    expect(await planOf(first.reference)).toEqual({ crew_id: crews[0], planned_start: "08:00", job_minutes: 480 });

    const second = await quote();
    expect(await planOf(second.reference)).toEqual({ crew_id: crews[1], planned_start: "08:00", job_minutes: 420 });
    // ten hours from 08:00 ends after both crews' day: priced all the same, kept where it was and flagged
    expect((await priceQuote(second, 120_000, "", { ...owner, minutes: 600 })).kind).toBe("changed");
    expect(await planOf(second.reference)).toEqual({ crew_id: crews[1], planned_start: "08:00", job_minutes: 600 });
    expect([...(await planProblems(storage, catalog, [day], NOW))]).toEqual([
      [second.reference, "Crew B's day ends at 5:00 PM"],
    ]);
    expect((await storage.bookings.history(second.id)).at(-1)).toMatchObject({
      action: "priced",
      detail: "$1,200, 10 h of work",
    });
  });

  it("a move keeps the job's own length: 6 hours set by the owner are planned as 6 hours after the owner's and the customer's moves", async () => {
    const made = await booked(cleaningInput("2026-07-14", "07:00"), options());
    const owner = { ...options(), actor: "owner@ns.example", stores: storage };
    const current = async () => (await storage.bookings.findByReference(made.reference))!;
    // "this one will take 6 hours": 08:00 to 14:00 on its crew
    expect((await setJobLength(made, 360, owner)).kind).toBe("changed");
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "08:00", job_minutes: 360 });

    // the owner moves it to Wednesday's 9-11 window: still 6 hours, 9:00 AM to 3:00 PM on its page
    expect(await moveBooking(await current(), { date: "2026-07-15", window: "09:00" }, owner)).toMatchObject({
      status: 200,
    });
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "09:00", job_minutes: 360 });
    expect(await jobStanding(storage, catalog, await current(), NOW)).toEqual({
      start: "09:00",
      end: "15:00",
      minutes: 360,
      problem: null,
    });

    // the customer, from their page: the 1-3 PM window would end at 7 PM, after both crews' day: refused, unchanged
    const token = pageTokenOf(made.reference);
    expect(await rescheduleBooking(token, { date: "2026-07-16", window: "13:00" }, options())).toMatchObject({
      status: 409,
    });
    expect(await current()).toMatchObject({ date: "2026-07-15", windowStart: "09:00" });
    // the 11-1 window: 11:00 AM to 5:00 PM, its 6 hours
    expect(await rescheduleBooking(token, { date: "2026-07-16", window: "11:00" }, options())).toMatchObject({
      status: 200,
    });
    expect(await planOf(made.reference)).toMatchObject({ planned_start: "11:00", job_minutes: 360 });
  });

  it("a quote priced longer than its crew can keep goes to the crew that can, at the earliest start in its window", async () => {
    const day = "2026-07-19";
    const owner = { ...options(), actor: "owner@ns.example", stores: storage };
    const quote = await booked(
      cleaningInput(day, "07:00", { services: [{ service: "cleaning", tier: "custom", addons: [] }] }),
      options(),
    );
    expect(await planOf(quote.reference)).toEqual({ crew_id: crews[0], planned_start: "08:00", job_minutes: 420 });
    // an hour's junk removal after it on the same crew: from 3:10 PM (the 7 hours, then the 10 minutes' drive)
    const junk = await booked(
      cleaningInput(day, "15:00", { services: [{ service: "junk-removal", tier: "small", addons: [] }] }),
      options(),
    );
    expect((await assignCrew(junk, crews[0]!, owner)).kind).toBe("changed");
    expect(await planOf(junk.reference)).toEqual({ crew_id: crews[0], planned_start: "15:10", job_minutes: 60 });
    // 8 hours would run into it: the quote goes to the other crew, free from 8:00 AM
    expect((await priceQuote(quote, 90_000, "", { ...owner, minutes: 480 })).kind).toBe("changed");
    expect(await planOf(quote.reference)).toEqual({ crew_id: crews[1], planned_start: "08:00", job_minutes: 480 });
    expect(await planProblems(storage, catalog, [day], NOW)).toEqual(new Map());
  });

  it("the owner's choice of crew for a booking moved meanwhile is refused: the owner looks again", async () => {
    const owner = { ...options(), actor: "owner@ns.example", stores: storage };
    const stale = await booked(cleaningInput("2026-07-20", "07:00"), options());
    expect(await moveBooking(stale, { date: "2026-07-21", window: "07:00" }, owner)).toMatchObject({ status: 200 });
    const other = crews.find((c) => c !== (stale.crewId ?? null))!;
    expect(await assignCrew(stale, other, owner)).toEqual({
      kind: "does-not-fit",
      reason: "The booking was moved meanwhile: please look at it again",
    });
    expect(await storage.bookings.findByReference(stale.reference)).toMatchObject({ date: "2026-07-21" });
  });

  it("bookings sent at once never plan overlapping work: exactly as many as the crews can keep", async () => {
    // morning and afternoon windows only: whatever the order, each crew takes one of each (4 in all)
    const day = "2026-07-08";
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submitBooking(cleaningInput(day, i % 2 ? "07:00" : "13:00"), options())),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
    await expectNoOverlap(day);
  });

  it("and with windows whose jobs would overlap, each crew's work still never does", async () => {
    const day = "2026-07-09";
    const windows = ["07:00", "09:00", "11:00", "13:00"];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => submitBooking(cleaningInput(day, windows[i % 4]!), options())),
    );
    const made = answers.filter((a) => a.status === 201).length;
    expect(made).toBeGreaterThanOrEqual(2);
    expect(made).toBeLessThanOrEqual(4);
    await expectNoOverlap(day);
  });

  /** Each crew's jobs that day, in order: each ends, with the travel (one ZIP: the base, 10 minutes), before the next. */
  async function expectNoOverlap(day: string) {
    const rows = await storage.db.all<{ crew_id: number; planned_start: string; job_minutes: number }>(
      "SELECT crew_id, planned_start, job_minutes FROM bookings WHERE date = ? ORDER BY crew_id, planned_start",
      [day],
    );
    for (const crew of crews) {
      const own = rows.filter((r) => Number(r.crew_id) === crew);
      for (let i = 1; i < own.length; i++)
        expect(toMinutes(own[i - 1]!.planned_start) + Number(own[i - 1]!.job_minutes) + 10).toBeLessThanOrEqual(
          toMinutes(own[i]!.planned_start),
        );
    }
    expect(rows.every((r) => r.crew_id !== null)).toBe(true);
  }
});
