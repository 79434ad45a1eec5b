/**
 * The crews' weeks on both databases (issue 46, docs/decisions/0044): a crew's week as the document says it (the
 * catalog's hours and every service until the owner sets them), a change saved with its time off, and the jobs it
 * no longer fits moved to a crew where they fit, or listed with the customer's phone: never dropped.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { bookingInput, cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { defaultCatalog } from "../domain/catalog";
import type { Storage } from "../storage/storage.server";
import { parseCrewsDocument } from "./crews-document.server";
import { crewsDocument, dayPlan, saveCrewWeeks } from "./planning.server";

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
