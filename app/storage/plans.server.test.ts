/**
 * The planner's storage on SQLite and PostgreSQL (issue 57): planning is on once one crew's week is set, and then every
 * crew is read (those not set with the catalog's week); the same stretch of time off given twice is kept once; no
 * crew asked for reads nothing, and the dates to plan are then those of jobs of no crew or never planned.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import { defaultCatalog } from "../domain/catalog";
import type { CrewWeek } from "../domain/planner";
import type { Storage } from "./storage.server";
import type { WeekDefaults } from "./plans.server";

vi.setConfig({ testTimeout: 30_000 }); // real databases on a loaded 2-core machine
/** Wednesday, July 1, 2026, 10:00 AM in Dallas. */
const NOW = new Date("2026-07-01T15:00:00Z");
const TODAY = "2026-07-01";
const catalog = defaultCatalog();
const DEFAULTS: WeekDefaults = { days: [1, 2, 3, 4, 5], starts: "07:00", ends: "20:00", services: ["cleaning"] };
const { backends } = bothDatabases("plans");

describe.each(Object.entries(backends))("the planner's storage on %s", (_name, open) => {
  let storage: Storage;
  let a = 0;
  let b = 0;

  beforeAll(async () => {
    storage = await open();
    for (const name of ["Crew A", "Crew B"]) await storage.crews.create(name, NOW);
    [a, b] = (await storage.crews.list()).map((c) => c.id) as [number, number];
  });

  it("planning is on once one crew's week is set; then every crew is read, the others with the catalog's week", async () => {
    // before any week: a job is not planned, and its date is one to plan
    const early = await booked(
      cleaningInput("2026-07-06", "09:00"),
      bookingOptions(storage.bookings, NOW, { catalog }),
    );
    expect(early.crewId).toBeNull();
    expect(await storage.plans.plannedWeeks(DEFAULTS, TODAY)).toBeNull();
    expect(await storage.plans.planningOn()).toBe(false);
    // no crew asked for: no work read, and the dates to plan are those of jobs of no crew or never planned
    expect(await storage.plans.crewWorkIn([], TODAY, "2026-07-31")).toEqual([]);
    expect(await storage.plans.datesToPlan([], TODAY, NOW)).toEqual(["2026-07-06"]);
    expect(await storage.plans.datesToPlan([], "2026-07-07", NOW)).toEqual([]);

    const week: CrewWeek = {
      id: a,
      name: "Crew A",
      days: [0, 1, 2, 3, 4, 5, 6],
      starts: "08:00",
      ends: "17:00",
      services: ["cleaning", "junk-removal"],
      timeOff: [],
    };
    await storage.db.transaction((db) => storage.plans.saveWeeks(db, [week], TODAY));
    expect(await storage.plans.planningOn()).toBe(true);
    expect(await storage.plans.plannedWeeks(DEFAULTS, TODAY)).toEqual([
      { ...week, timeOff: [] },
      { id: b, name: "Crew B", ...DEFAULTS, timeOff: [] },
    ]);
  });

  it("the same stretch of time off given twice is kept once; another on the same day is kept too", async () => {
    const off = { from: "2026-07-10", to: "2026-07-12", starts: null, ends: null, note: "Vacation" };
    const hours = { from: "2026-07-13", to: "2026-07-13", starts: "10:00", ends: "12:00", note: "Dentist" };
    const afternoon = { ...hours, starts: "14:00", ends: "15:00", note: "Truck" };
    const week: CrewWeek = { id: b, name: "Crew B", ...DEFAULTS, timeOff: [off, { ...off }, hours, afternoon, hours] };
    await storage.db.transaction((db) => storage.plans.saveWeeks(db, [week], TODAY));
    const read = (await storage.plans.weeks(DEFAULTS, TODAY)).find((c) => c.id === b)!;
    expect(read.timeOff).toEqual([off, hours, afternoon]);
  });
});
