/**
 * The crews' weeks on both databases (issue 46, docs/decisions/0044): a crew's week as the document says it (the
 * catalog's hours and every service until the owner sets them), a change saved with its time off, and the jobs it
 * no longer fits moved to a crew where they fit, or listed with the customer's phone: never dropped.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { type Catalog, defaultCatalog } from "../domain/catalog";
import type { OrderLine } from "../domain/pricing";
import type { Storage } from "../storage/storage.server";
import { parseCrewsDocument } from "./crews-document.server";
import { assignCrew } from "../booking/jobs.server";
import { priceQuote } from "../booking/payments.server";
import { setBookingStatus } from "../booking/service.server";
import {
  crewCalendar,
  crewsDocument,
  dayPlan,
  jobStanding,
  orderOfJob,
  planProblems,
  saveCrewWeeks,
  shortestOrder,
} from "./planning.server";

vi.setConfig({ testTimeout: 20_000 }); // real databases on a loaded 2-core machine
const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas
const DAY = "2026-07-11"; // a Saturday
const { backends } = bothDatabases("planning");
const catalog = defaultCatalog();

describe("the crews.json document", () => {
  it("refuses each mistake at its JSON path, in words", () => {
    const crew = { id: 1, days: [1, 2], starts: "08:00", ends: "17:00", services: ["cleaning"], timeOff: [] };
    const errorsOf = (doc: unknown) => {
      const parsed = parseCrewsDocument(doc);
      return parsed.ok ? {} : parsed.errors;
    };
    expect(errorsOf({ crews: [crew] })).toEqual({});
    expect(errorsOf({ crews: [{ ...crew, starts: "8am" }] })).toEqual({
      "crews.0.starts": "Please enter a time like 08:00.",
    });
    expect(errorsOf({ crews: [{ ...crew, ends: "07:00" }] })).toEqual({
      "crews.0.ends": "The day ends after it starts.",
    });
    expect(errorsOf({ crews: [{ ...crew, days: [1, 7] }] })).toEqual({
      "crews.0.days.1": "Working days are numbers from 0 (Sunday) to 6 (Saturday).",
    });
    expect(errorsOf({ crews: [{ ...crew, services: ["mowing"] }] })).toEqual({
      "crews.0.services.0": "Not a service of ours.",
    });
    const off = { from: "2026-12-24", to: "2026-12-26", starts: null, ends: null, note: "Holidays" };
    expect(errorsOf({ crews: [{ ...crew, timeOff: [off] }] })).toEqual({});
    expect(errorsOf({ crews: [{ ...crew, timeOff: [{ ...off, to: "2026-12-20" }] }] })).toEqual({
      "crews.0.timeOff.0.to": "The last day comes before the first.",
    });
    expect(errorsOf({ crews: [{ ...crew, timeOff: [{ ...off, starts: "12:00", ends: "13:00" }] }] })).toEqual({
      "crews.0.timeOff.0.to": "Hours off are within one date: the same first and last day.",
    });
    expect(
      errorsOf({ crews: [{ ...crew, timeOff: [{ ...off, to: off.from, starts: "12:00", ends: null }] }] }),
    ).toEqual({
      "crews.0.timeOff.0.ends": "Give both times, or neither for whole days.",
    });
    expect(errorsOf({ crews: [crew, crew] })).toEqual({ "crews.1.id": "This crew is listed twice." });
    expect(errorsOf([])).toEqual({ crews: "Invalid input: expected object, received array" });
  });
});

describe.each(Object.entries(backends))("crews' weeks on %s", (_name, open) => {
  let storage: Storage;
  let crewA = 0;
  let crewB = 0;
  const options = () => bookingOptions(storage.bookings, new Date("2026-06-20T15:00:00Z"));
  const crewOf = async (reference: string) =>
    (await storage.db.get<{ crew_id: number | null; planned_start: string | null }>(
      "SELECT crew_id, planned_start FROM bookings WHERE reference = ?",
      [reference],
    ))!;

  beforeAll(async () => {
    storage = await open();
    const a = await storage.crews.create("Crew A", NOW);
    const b = await storage.crews.create("Crew B", NOW);
    crewA = a.kind === "created" ? a.id : 0;
    crewB = b.kind === "created" ? b.id : 0;
  });

  it("a crew the owner has not set works the catalog's open days and hours, and every service", async () => {
    const doc = await crewsDocument(storage, catalog, NOW);
    expect(doc.crews).toEqual([
      {
        id: crewA,
        name: "Crew A",
        days: [0, 1, 2, 3, 4, 5, 6],
        starts: catalog.week.opens,
        ends: catalog.week.closes,
        services: ["cleaning", "junk-removal", "power-washing"],
        timeOff: [],
      },
      expect.objectContaining({ id: crewB, name: "Crew B" }),
    ]);
  });

  it("Crew A off sick: its cleaning moves to Crew B, its junk removal fits no crew and is listed with the phone", async () => {
    const clean = await booked(cleaningInput(DAY, "09:00"), options());
    const junk = await booked(
      bookingInput(DAY, { window: "13:00", services: [{ service: "junk-removal", tier: "small", addons: [] }] }),
      options(),
    );
    await storage.db.run("UPDATE bookings SET crew_id = ? WHERE id IN (?, ?)", [crewA, clean.id, junk.id]);
    const week = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00" };
    const saved = await saveCrewWeeks(
      storage,
      catalog,
      [
        {
          id: crewA,
          ...week,
          services: ["cleaning", "junk-removal", "power-washing"],
          timeOff: [{ from: DAY, to: DAY, starts: null, ends: null, note: "Sick" }],
        },
        { id: crewB, ...week, services: ["cleaning", "power-washing"], timeOff: [] },
      ],
      NOW,
    );
    expect(saved).toMatchObject({
      kind: "saved",
      moved: [{ reference: clean.reference, date: DAY, from: "Crew A", to: "Crew B" }],
      unplaced: [{ reference: junk.reference, date: DAY, crew: "Crew A", name: junk.name, phone: junk.phone }],
    });
    // stored: the cleaning on Crew B at its window's start; the junk removal still on Crew A, as it was
    expect(await crewOf(clean.reference)).toEqual({ crew_id: crewB, planned_start: "09:00" });
    expect(await crewOf(junk.reference)).toEqual({ crew_id: crewA, planned_start: null });
    // and the document says the new weeks, the time off with its note
    const doc = await crewsDocument(storage, catalog, NOW);
    expect(doc.crews.find((c) => c.id === crewA)?.timeOff).toEqual([
      { from: DAY, to: DAY, starts: null, ends: null, note: "Sick" },
    ]);
    expect(doc.crews.find((c) => c.id === crewB)?.services).toEqual(["cleaning", "power-washing"]);
  });

  it("the day's plan as data: each crew's hours, whether it is off, its jobs in order with the travel before each", async () => {
    // after the sick day above: Crew A is off and keeps the junk removal it cannot do; Crew B has the cleaning at 09:00
    const plan = await dayPlan(storage, catalog, DAY, NOW);
    expect(plan.date).toBe(DAY);
    const [a, b] = [plan.crews.find((c) => c.id === crewA)!, plan.crews.find((c) => c.id === crewB)!];
    expect(a).toMatchObject({ name: "Crew A", starts: "08:00", ends: "17:00", off: true });
    expect(a.jobs.map((j) => [j.start, j.end, j.minutes])).toEqual([["13:00", "14:00", 60]]);
    expect(b).toMatchObject({ off: false });
    expect(b.jobs).toEqual([
      expect.objectContaining({ start: "09:00", end: "13:00", minutes: 240, travelMinutesBefore: 0, zip: "75201" }),
    ]);
    // a booking of no crew: in its own list, with its window
    // (a front-of-house wash of 2 hours: the one job Crew B still has room for, at 15:00)
    const loose = await booked(
      bookingInput(DAY, { window: "15:00", services: [{ service: "power-washing", tier: "front-house", addons: [] }] }),
      options(),
    );
    await storage.db.run("UPDATE bookings SET crew_id = NULL WHERE id = ?", [loose.id]);
    expect((await dayPlan(storage, catalog, DAY, NOW)).unassigned).toEqual([
      { reference: loose.reference, window: "15:00-17:00", minutes: 120 },
    ]);
  });

  it("an unknown crew id is refused at its path, and nothing is saved", async () => {
    const before = await crewsDocument(storage, catalog, NOW);
    const saved = await saveCrewWeeks(
      storage,
      catalog,
      [
        { id: crewA, days: [1], starts: "09:00", ends: "12:00", services: ["cleaning"], timeOff: [] },
        { id: 987_654, days: [1], starts: "09:00", ends: "12:00", services: ["cleaning"], timeOff: [] },
      ],
      NOW,
    );
    expect(saved).toEqual({ kind: "invalid", errors: { "crews.1.id": "No crew has this id." } });
    expect(await crewsDocument(storage, catalog, NOW)).toEqual(before);
  });
});

describe("the shortest job the catalog offers (what a window's places count without an order)", () => {
  const without = (codes: string[]): Catalog => ({
    ...catalog,
    services: catalog.services.map((s) => ({
      ...s,
      tiers: s.tiers.map((t) => ({ ...t, offered: t.offered && !codes.includes(`${s.id}/${t.code}`) })),
    })),
  });
  it("of any service, among the sizes still offered; 15 minutes when none is", () => {
    expect(shortestOrder(catalog)).toEqual({ minutes: 60, zip: null, services: [] });
    expect(shortestOrder(without(["junk-removal/small"]))).toEqual({ minutes: 90, zip: null, services: [] });
    const none = catalog.services.flatMap((s) => s.tiers.map((t) => `${s.id}/${t.code}`));
    expect(shortestOrder(without(none)).minutes).toBe(15);
  });
});

describe("a stored job's order", () => {
  const tierMinutes = (service: string, code: string) =>
    catalog.services.find((s) => s.id === service)!.tiers.find((t) => t.code === code)!.minutes;
  const lines: OrderLine[] = [
    { service: "power-washing", tier: "driveway-sidewalk", addons: [] },
    { service: "junk-removal", tier: "small", addons: [] },
  ];
  it("lasts its sizes and the add-ons its bundle includes (an appliance hauled off: 15 min), unless its own length is set", () => {
    const sizes = tierMinutes("power-washing", "driveway-sidewalk") + tierMinutes("junk-removal", "small");
    const job = { minutes: null, lines, zip: "75201" };
    expect(orderOfJob(catalog, { ...job, bundleId: null }).minutes).toBe(sizes);
    expect(orderOfJob(catalog, { ...job, bundleId: "power-wash-junk-removal" })).toEqual({
      minutes: sizes + 15,
      zip: "75201",
      services: ["power-washing", "junk-removal"],
    });
    expect(orderOfJob(catalog, { ...job, minutes: 400, bundleId: "power-wash-junk-removal" }).minutes).toBe(400);
  });
});

/**
 * Rule by rule (issue 57): what answers while no crew's week is set, which crews a Team save writes, which jobs it
 * plans again, and a job's standing on its page. Two storages per database: one where planning stays off.
 */
describe.each(Object.entries(backends))("planning on the server, rule by rule, on %s", (_name, open) => {
  const FOUR_HOURS = { minutes: 240, zip: "75201", services: ["cleaning"] };
  const EVERY_DAY = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", timeOff: [] };
  const ALL = ["cleaning", "junk-removal", "power-washing"];
  const planOf = async (storage: Storage, reference: string) =>
    (await storage.db.get<{ crew_id: number | null; planned_start: string | null; job_minutes: number | null }>(
      "SELECT crew_id, planned_start, job_minutes FROM bookings WHERE reference = ?",
      [reference],
    ))!;
  const crewsOf = async (storage: Storage) => {
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    return (await storage.crews.list()).map((c) => c.id) as [number, number];
  };

  describe("while no crew's week is set", () => {
    let storage: Storage;
    let a = 0;
    let b = 0;
    const options = () => bookingOptions(storage.bookings, NOW, { catalog });
    beforeAll(async () => {
      storage = await open();
      [a, b] = await crewsOf(storage);
    });

    it("no problems, no standing, no crews' calendar: the window's places alone decide", async () => {
      const job = await booked(cleaningInput("2026-07-13", "09:00"), options());
      expect(await planProblems(storage, catalog, ["2026-07-13"], NOW)).toEqual(new Map());
      expect(await jobStanding(storage, catalog, job, NOW)).toBeNull();
      const windows = [{ start: "09:00", end: "11:00" }];
      expect(await crewCalendar(storage.plans, catalog, "2026-07-13", FOUR_HOURS, windows, () => 2, NOW)).toBeNull();
    });

    it("a crew not set works the catalog's open days, in order", async () => {
      const week = { ...catalog.week, openWeekdays: [5, 1, 3] };
      const doc = await crewsDocument(storage, { ...catalog, week }, NOW);
      expect(doc.crews.map((c) => c.days)).toEqual([
        [1, 3, 5],
        [1, 3, 5],
      ]);
    });

    it("jobs given a crew before the weeks were set are planned where they are once one crew's week is", async () => {
      const owner = { ...options(), actor: "owner@ns.example", stores: storage };
      const jobs = [await booked(cleaningInput("2026-07-14", "09:00"), options())];
      jobs.push(await booked(cleaningInput("2026-07-15", "09:00"), options()));
      expect((await assignCrew(jobs[0]!, a, owner)).kind).toBe("changed");
      expect((await assignCrew(jobs[1]!, b, owner)).kind).toBe("changed");
      expect(await planOf(storage, jobs[0]!.reference)).toEqual({ crew_id: a, planned_start: null, job_minutes: null });
      // Crew A's week only: Crew B's job is planned all the same (Crew B follows the catalog: from 7:00 AM)
      const saved = await saveCrewWeeks(storage, catalog, [{ id: a, ...EVERY_DAY, services: ALL }], NOW);
      if (saved.kind !== "saved") throw new Error(saved.kind);
      // neither moved (each stays on its crew), and each planned there at its window's start
      const refs = jobs.map((j) => j.reference);
      expect([...saved.moved, ...saved.unplaced].filter((m) => refs.includes(m.reference))).toEqual([]);
      expect(await planOf(storage, refs[0]!)).toEqual({ crew_id: a, planned_start: "09:00", job_minutes: 240 });
      expect(await planOf(storage, refs[1]!)).toEqual({ crew_id: b, planned_start: "09:00", job_minutes: 240 });
    });
  });

  describe("once the weeks are set", () => {
    let storage: Storage;
    let a = 0;
    let b = 0;
    const options = () => bookingOptions(storage.bookings, NOW, { catalog });
    const owner = () => ({ ...options(), actor: "owner@ns.example", stores: storage });
    beforeAll(async () => {
      storage = await open();
      [a, b] = await crewsOf(storage);
      // Crew A's week set; Crew B's not: it follows the catalog (7:00 AM to 8:00 PM, every service)
      const saved = await saveCrewWeeks(storage, catalog, [{ id: a, ...EVERY_DAY, services: ALL }], NOW);
      expect(saved.kind).toBe("saved");
    });

    it("a Team save writes the crews it lists: the others keep following the catalog", async () => {
      const other = { days: [2], starts: "10:00", ends: "12:00", services: ["cleaning"] };
      const weeks = await storage.plans.weeks(other, "2026-07-01");
      expect(weeks.map(({ id, days, starts, ends }) => ({ id, days, starts, ends }))).toEqual([
        { id: a, days: EVERY_DAY.days, starts: "08:00", ends: "17:00" },
        { id: b, days: [2], starts: "10:00", ends: "12:00" },
      ]);
    });

    it("a changed crew's job that no longer fits moves to the other crew, written even at the same start", async () => {
      const day = "2026-07-15";
      const job = await booked(cleaningInput(day, "09:00"), options());
      expect(await planOf(storage, job.reference)).toEqual({ crew_id: a, planned_start: "09:00", job_minutes: 240 });
      // Crew B has a job of its own that day, later: the date is planned again all the same
      const later = await booked(cleaningInput(day, "15:00"), options());
      expect((await assignCrew(later, b, owner())).kind).toBe("changed");
      const sick = { from: day, to: day, starts: null, ends: null, note: "Sick" };
      const saved = await saveCrewWeeks(
        storage,
        catalog,
        [{ id: a, ...EVERY_DAY, services: ALL, timeOff: [sick] }],
        NOW,
      );
      expect(saved).toMatchObject({ moved: [{ reference: job.reference, date: day, from: "Crew A", to: "Crew B" }] });
      expect(await planOf(storage, job.reference)).toEqual({ crew_id: b, planned_start: "09:00", job_minutes: 240 });
    });

    it("a job an unchanged crew cannot keep stays where it is: the change does not plan it, nor list it", async () => {
      const day = "2026-07-16";
      // a quote on Crew B priced at 14 hours: more than its day, kept there and flagged
      const quote = await booked(
        cleaningInput(day, "07:00", { services: [{ service: "cleaning", tier: "custom", addons: [] }] }),
        options(),
      );
      expect((await assignCrew(quote, b, owner())).kind).toBe("changed");
      expect((await priceQuote(quote, 200_000, "", { ...owner(), minutes: 840 })).kind).toBe("changed");
      const flagged = await planOf(storage, quote.reference);
      expect(flagged).toMatchObject({ crew_id: b, job_minutes: 840 });
      // Crew A has a job that day and gets hours off then; Crew B is listed as it was (the catalog's week)
      const mine = await booked(cleaningInput(day, "09:00"), options());
      expect(await planOf(storage, mine.reference)).toMatchObject({ crew_id: a });
      const dentist = { from: day, to: day, starts: "15:00", ends: "16:00", note: "Dentist" };
      const defaults = { days: EVERY_DAY.days, starts: catalog.week.opens, ends: catalog.week.closes, timeOff: [] };
      const saved = await saveCrewWeeks(
        storage,
        catalog,
        [
          { id: b, ...defaults, services: ALL },
          { id: a, ...EVERY_DAY, services: ALL, timeOff: [dentist] },
        ],
        NOW,
      );
      expect(saved).toMatchObject({ kind: "saved", moved: [], unplaced: [] });
      expect(await planOf(storage, quote.reference)).toEqual(flagged);
      expect([...(await planProblems(storage, catalog, [day], NOW)).keys()]).toEqual([quote.reference]);
      // its page says why; another job's that day says nothing; a cancelled one has no standing
      const standing = (reference: string) =>
        storage.bookings.findByReference(reference).then((found) => jobStanding(storage, catalog, found!, NOW));
      expect(await standing(quote.reference)).toMatchObject({ minutes: 840, problem: "Crew B's day ends at 8:00 PM" });
      expect(await standing(mine.reference)).toEqual({ start: "09:00", end: "13:00", minutes: 240, problem: null });
      expect((await setBookingStatus(mine, "cancelled", owner())).kind).toBe("changed");
      expect(await standing(mine.reference)).toBeNull();
    });

    it("the jobs of a crew removed are planned onto a crew that can keep them at the next Team save", async () => {
      const day = "2026-07-18";
      const made = await storage.crews.create("Crew C", NOW);
      if (made.kind !== "created") throw new Error(made.kind);
      const job = await booked(cleaningInput(day, "11:00"), options());
      expect((await assignCrew(job, made.id, owner())).kind).toBe("changed");
      expect(await planOf(storage, job.reference)).toMatchObject({ crew_id: made.id, planned_start: "11:00" });
      expect(await storage.crews.remove(made.id)).toBe(true);
      expect(await planOf(storage, job.reference)).toMatchObject({ crew_id: null, planned_start: "11:00" });
      const saved = await saveCrewWeeks(storage, catalog, [{ id: a, ...EVERY_DAY, services: ALL }], NOW);
      expect(saved).toMatchObject({ moved: [{ reference: job.reference, date: day, from: null, to: "Crew A" }] });
      expect(await planOf(storage, job.reference)).toEqual({ crew_id: a, planned_start: "11:00", job_minutes: 240 });
    });

    it("the crews' calendar: a window the owner closed is full, and a date no crew works says no crew in each", async () => {
      const windows = [
        { start: "09:00", end: "11:00" },
        { start: "11:00", end: "13:00" },
      ];
      const caps = (start: string) => (start === "09:00" ? 0 : 2);
      const calendar = await crewCalendar(storage.plans, catalog, "2026-07-17", FOUR_HOURS, windows, caps, NOW);
      expect(calendar).toEqual({
        noCrew: null,
        windows: new Map([
          ["09:00", { places: 0, why: "full" }],
          ["11:00", { places: 2, why: null }],
        ]),
      });
      const wash = { ...FOUR_HOURS, services: ["window-washing"] };
      const none = await crewCalendar(storage.plans, catalog, "2026-07-17", wash, windows, () => 2, NOW);
      expect(none?.noCrew).toMatchObject({ kind: "no-service" });
      expect([...none!.windows.values()]).toEqual([
        { places: 0, why: "no-crew" },
        { places: 0, why: "no-crew" },
      ]);
    });
  });
});
