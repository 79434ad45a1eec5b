import fc from "fast-check";
import { clockOf, toMinutes } from "./catalog";
import { describe, expect, it } from "vitest";
import {
  addedTravel,
  type CrewWeek,
  dayChanged,
  type JobToPlan,
  misfitsOf,
  type Order,
  outsideWindow,
  type PlannedJob,
  dayPlanOf,
  forcedStart,
  noCrewOn,
  placeOnCrew,
  placesFor,
  planOrder,
  refusalAt,
  replanDay,
  timeOffOn,
  type Travel,
  travelMinutes,
  windowWhy,
} from "./planner";

/** A Saturday, and the week around it. */
const DATE = "2026-12-12";
const DATES = ["2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", DATE];
const SERVICES = ["cleaning", "junk-removal", "power-washing"];

/** ZIPs on a line, a mile apart per unit of their last two digits: 75201 to 75211 is 10 miles. */
const lineMiles = (a: string, b: string) => Math.abs(Number(a.slice(3)) - Number(b.slice(3)));
const TRAVEL: Travel = { baseMinutes: 15, minutesPerMile: 3, miles: lineMiles };

const crew = (over: Partial<CrewWeek> = {}): CrewWeek => ({
  id: 1,
  name: "Crew A",
  days: [0, 1, 2, 3, 4, 5, 6],
  starts: "08:00",
  ends: "17:00",
  services: SERVICES,
  timeOff: [],
  ...over,
});
const window = (start: string) => ({ start: toMinutes(start), end: toMinutes(start) + 120 });
const order = (minutes: number, zip: string | null = "75201", services = ["cleaning"]): Order => ({
  minutes,
  zip,
  services,
});
const job = (reference: string, crewId: number | null, start: string, minutes: number, zip = "75201"): PlannedJob => ({
  reference,
  crewId,
  start: toMinutes(start),
  minutes,
  zip,
  services: ["cleaning"],
});

describe("travel between two jobs", () => {
  it("is the base plus minutes per mile times the miles, rounded up to 5 minutes", () => {
    expect(travelMinutes(TRAVEL, "75201", "75201")).toBe(15);
    expect(travelMinutes(TRAVEL, "75201", "75211")).toBe(45); // 15 + 3 × 10
    expect(travelMinutes({ ...TRAVEL, miles: () => 2.2 }, "75201", "75202")).toBe(25); // 21.6 → 25
    expect(travelMinutes({ ...TRAVEL, miles: () => null }, "75201", "75299")).toBe(15); // an unknown ZIP: the base
    expect(travelMinutes(TRAVEL, null, "75201")).toBe(15);
  });
});

describe("one crew's day", () => {
  it("a 5-hour cleaning at 8:00 leaves no room at 10:00 for the same crew; the reason names the job", () => {
    const a = crew();
    const day = [job("NS-AAAAAA", 1, "08:00", 300)];
    expect(refusalAt(a, DATE, day, order(300), toMinutes("10:00"), TRAVEL)).toBe(
      "overlaps NS-AAAAAA (8:00 AM – 1:00 PM)",
    );
    // after the job and the 15 minutes' travel: 13:15; a 3-hour job then ends at 16:15, before 17:00
    expect(refusalAt(a, DATE, day, order(180), toMinutes("13:15"), TRAVEL)).toBeNull();
    expect(refusalAt(a, DATE, day, order(180), toMinutes("13:10"), TRAVEL)).toBe(
      "NS-AAAAAA (8:00 AM – 1:00 PM) and the 15 min drive from it end at 1:15 PM",
    );
    expect(refusalAt(a, DATE, day, order(240), toMinutes("13:15"), TRAVEL)).toBe("Crew A's day ends at 5:00 PM");
  });

  it("travel counts on both sides, from the ZIPs' distance", () => {
    const a = crew();
    const day = [job("NS-LATER0", 1, "14:00", 120, "75211")];
    // a 2-hour job at 75201 must end 45 minutes before 14:00 (10 miles): 11:15 at the latest
    expect(refusalAt(a, DATE, day, order(120), toMinutes("11:15"), TRAVEL)).toBeNull();
    expect(refusalAt(a, DATE, day, order(120), toMinutes("11:20"), TRAVEL)).toBe(
      "NS-LATER0 (2:00 PM – 4:00 PM) needs the 45 min drive to it from 1:15 PM",
    );
  });

  it("days, services and time off, each with its own reason", () => {
    expect(refusalAt(crew({ days: [1, 2, 3, 4, 5] }), DATE, [], order(60), 600, TRAVEL)).toBe(
      "Crew A does not work on Saturdays",
    );
    expect(
      refusalAt(crew({ services: ["cleaning"] }), DATE, [], order(60, "75201", ["junk-removal"]), 600, TRAVEL),
    ).toBe("Crew A does not do junk removal");
    const off = crew({ timeOff: [{ from: "2026-12-11", to: "2026-12-13", starts: null, ends: null, note: "Sick" }] });
    expect(refusalAt(off, DATE, [], order(60), 600, TRAVEL)).toBe("Crew A is off that day (Sick)");
    const dentist = crew({ timeOff: [{ from: DATE, to: DATE, starts: "12:00", ends: "13:30", note: "Dentist" }] });
    expect(refusalAt(dentist, DATE, [], order(60), toMinutes("11:30"), TRAVEL)).toBe(
      "Crew A is off 12:00 PM – 1:30 PM (Dentist)",
    );
    expect(refusalAt(dentist, DATE, [], order(60), toMinutes("11:00"), TRAVEL)).toBeNull();
    expect(timeOffOn(dentist, "2026-12-13")).toEqual({ whole: null, hours: [] });
    expect(refusalAt(crew(), DATE, [], order(60), toMinutes("07:00"), TRAVEL)).toBe("Crew A starts at 8:00 AM");
  });
});

describe("choosing the crew", () => {
  const a = crew();
  const b = crew({ id: 2, name: "Crew B" });

  it("the crew it adds the least travel to, then the one with fewer minutes booked", () => {
    // Crew A is across town at 8:00; Crew B is next door: B takes the 11:00 job at 75210
    const day = [job("NS-A00001", 1, "08:00", 120, "75201"), job("NS-B00001", 2, "08:00", 120, "75210")];
    expect(planOrder([a, b], DATE, day, order(120, "75210"), window("11:00"), TRAVEL)).toEqual({
      placement: { crewId: 2, start: toMinutes("11:00") },
    });
    // the same travel to both: the crew with less work that day
    const uneven = [job("NS-A00002", 1, "08:00", 180), job("NS-B00002", 2, "08:00", 60)];
    expect(planOrder([a, b], DATE, uneven, order(60), window("13:00"), TRAVEL)).toEqual({
      placement: { crewId: 2, start: toMinutes("13:00") },
    });
  });

  it("inside the window: the earliest start where it fits, else each crew's reason", () => {
    const day = [job("NS-A00003", 1, "08:00", 150)];
    // 8:00 + 2 h 30 + 15 minutes: 10:45, inside the 10:00-12:00 window
    expect(planOrder([a], DATE, day, order(60), window("10:00"), TRAVEL)).toEqual({
      placement: { crewId: 1, start: toMinutes("10:45") },
    });
    const full = [job("NS-A00004", 1, "08:00", 300)];
    expect(
      planOrder([a, crew({ id: 2, name: "Crew B", days: [1] })], DATE, full, order(60), window("10:00"), TRAVEL),
    ).toEqual({
      placement: null,
      reasons: [
        { crewId: 1, reason: "NS-A00004 (8:00 AM – 1:00 PM) and the drive from it take Crew A until 1:15 PM" },
        { crewId: 2, reason: "Crew B does not work on Saturdays" },
      ],
    });
  });

  it("two crews of 08:00-17:00 take two 4-hour cleanings each, and no fifth", () => {
    const day: PlannedJob[] = [];
    const windows = ["08:00", "10:00", "12:00", "14:00", "16:00"].map(window);
    for (let i = 0; i < 8; i++) {
      const w = windows.find(
        (w) => placesFor({ crews: [a, b], date: DATE, jobs: day, travel: TRAVEL }, order(240), w, 10) > 0,
      );
      if (!w) break;
      const { placement } = planOrder([a, b], DATE, day, order(240), w, TRAVEL);
      day.push({ reference: `NS-${i}`, ...order(240), ...placement! });
    }
    expect(day.map((j) => [j.crewId, j.start / 60])).toEqual([
      [1, 8],
      [2, 8],
      [1, 12.25],
      [2, 12.25],
    ]);
  });
});

describe("why a window refuses an order, in the owner's words (issue 55)", () => {
  it("names what actually refuses: the day's end after a job and its drive, with the room left", () => {
    // NS-FW0001 runs 12:25-15:55 at 75211, 10 miles away: 45 minutes' drive; the crew ends at 17:00
    const day = [job("NS-FW0001", 1, "12:25", 210, "75211")];
    expect(placeOnCrew(crew(), DATE, day, order(90), window("15:00"), TRAVEL)).toEqual({
      refusal:
        "Crew A's day ends at 5:00 PM, leaving 20 min after NS-FW0001 (12:25 PM – 3:55 PM) and the drive from it",
    });
    // a 5-7 PM window: the day has ended, whatever the job before
    expect(placeOnCrew(crew(), DATE, day, order(60), window("17:00"), TRAVEL)).toEqual({
      refusal: "Crew A's day ends at 5:00 PM",
    });
  });

  it("hours off that take the window, and the next job that bounds a stretch", () => {
    const off = crew({
      timeOff: [{ from: DATE, to: DATE, starts: "10:00", ends: "14:00", note: "Truck in the shop" }],
    });
    expect(placeOnCrew(off, DATE, [], order(60), window("10:00"), TRAVEL)).toEqual({
      refusal: "Crew A is off 10:00 AM – 2:00 PM (Truck in the shop)",
    });
    const next = [job("NS-NEXT01", 1, "12:00", 120)];
    expect(placeOnCrew(crew(), DATE, next, order(240), window("08:00"), TRAVEL)).toEqual({
      refusal: "Crew A has NS-NEXT01 (12:00 PM – 2:00 PM), 15 min away, leaving 3 h 45 from its 8:00 AM start",
    });
    expect(placeOnCrew(crew(), DATE, next, order(240), window("10:00"), TRAVEL)).toEqual({
      refusal: "Crew A has NS-NEXT01 (12:00 PM – 2:00 PM), 15 min away, leaving 1 h 45 from 10:00 AM",
    });
  });

  it("a forced job starts after the crew's previous job and the drive, never before the crew or its window, over no job", () => {
    const a = crew({ starts: "08:00" });
    const jobs = [job("NS-EIGHT0", 1, "08:00", 270, "75201")];
    // the 7-9 AM window: the crew's 8:00-12:30 job and the 10 minutes' drive (same ZIP) first, then 12:45 on the grid
    expect(forcedStart(a, DATE, jobs, order(180, "75201"), window("07:00"), TRAVEL)).toBe(toMinutes("12:45"));
    // 10 miles away: 45 minutes' drive
    expect(forcedStart(a, DATE, jobs, order(180, "75211"), window("08:00"), TRAVEL)).toBe(toMinutes("13:15"));
    expect(forcedStart(a, DATE, [], order(180), window("07:00"), TRAVEL)).toBe(toMinutes("08:00"));
    expect(forcedStart(a, DATE, [], order(180), window("15:00"), TRAVEL)).toBe(toMinutes("15:00"));
    // a job later in the day that it does not reach does not push it
    expect(forcedStart(a, DATE, [job("NS-THREE0", 1, "15:00", 120)], order(60), window("08:00"), TRAVEL)).toBe(
      toMinutes("08:00"),
    );
    // a job later in the day is not run into: the forced one goes after it too, past the day's end if it must
    const later = [job("NS-NOON00", 1, "12:00", 180, "75201")];
    expect(forcedStart(a, DATE, later, order(300), window("09:00"), TRAVEL)).toBe(toMinutes("15:15"));
    // and not over hours off
    const off = crew({ timeOff: [{ from: DATE, to: DATE, starts: "09:00", ends: "11:00", note: "" }] });
    expect(forcedStart(off, DATE, [], order(60), window("09:00"), TRAVEL)).toBe(toMinutes("11:00"));
  });

  it("the customer's why: no crew, an order too long for the room left, or full", () => {
    const cleaner = crew({ id: 2, name: "Crew B", services: ["cleaning"], days: [0] });
    const washer = crew({ days: [1, 2, 3, 4, 5, 6] });
    const sunday = "2026-12-06";
    const wash = order(120, "75201", ["power-washing"]);
    const day = (jobs: PlannedJob[], date = sunday) => ({ crews: [cleaner, washer], date, jobs, travel: TRAVEL });
    expect(windowWhy(day([]), wash, window("09:00"), 60)).toBe("no-crew");
    expect(noCrewOn([cleaner, washer], sunday, ["power-washing"])).toEqual({
      kind: "no-service",
      weekday: 0,
      services: ["power-washing"],
    });
    expect(noCrewOn([washer], sunday, ["cleaning"])).toMatchObject({ kind: "no-day" });
    const away = crew({ timeOff: [{ from: DATE, to: DATE, starts: null, ends: null, note: "" }] });
    expect(noCrewOn([away], DATE, ["cleaning"])).toMatchObject({ kind: "all-off" });
    expect(noCrewOn([cleaner, washer], sunday, ["cleaning"])).toBeNull();
    // Saturday: the washer has a job until 15:00; a 2-hour wash in the 15:00 window ends after 17:00
    const busy = [job("NS-SAT001", 1, "08:00", 420)];
    expect(windowWhy(day(busy, DATE), wash, window("15:00"), 60)).toBe("order-too-long");
    expect(windowWhy(day(busy, DATE), order(60, "75201", ["power-washing"]), window("15:00"), 60)).toBeNull();
    expect(windowWhy(day(busy, DATE), wash, window("09:00"), 60)).toBe("full");
  });
});

describe("a crew's week changed", () => {
  it("its jobs that no longer fit move to a crew where they fit, or stay flagged", () => {
    const a = crew({ timeOff: [{ from: DATE, to: DATE, starts: null, ends: null, note: "Sick" }] });
    const b = crew({ id: 2, name: "Crew B", services: ["cleaning"] });
    const jobs: JobToPlan[] = [
      { ...job("NS-MOVES", 1, "08:00", 240), window: window("08:00") },
      { ...job("NS-TRUCK", 1, "13:00", 120), services: ["junk-removal"], window: window("12:00") },
    ];
    const result = replanDay([a, b], DATE, jobs, TRAVEL);
    expect(result.moved).toEqual([{ reference: "NS-MOVES", from: 1, to: 2 }]);
    expect(result.unplaced.map((j) => j.reference)).toEqual(["NS-TRUCK"]);
    expect(result.jobs.find((j) => j.reference === "NS-TRUCK")?.crewId).toBe(1); // kept on its crew, flagged
  });

  it("jobs planned onto no crew (made before the crews) are planned onto one where they fit", () => {
    const a = crew();
    const jobs: JobToPlan[] = [
      { ...job("NS-OLD001", null, "10:00", 120), window: window("10:00") },
      { ...job("NS-OLD002", null, "12:00", 120), window: window("12:00") },
      { ...job("NS-OLD003", null, "10:00", 600), window: window("10:00") },
    ];
    const result = replanDay([a], DATE, jobs, TRAVEL);
    expect(result.moved).toEqual([
      { reference: "NS-OLD001", from: null, to: 1 },
      { reference: "NS-OLD002", from: null, to: 1 },
    ]);
    expect(result.jobs.find((j) => j.reference === "NS-OLD002")?.start).toBe(toMinutes("12:15"));
    expect(result.unplaced.map((j) => j.reference)).toEqual(["NS-OLD003"]);
  });
});

describe("the day's plan", () => {
  it("each crew's jobs in time order, the travel before each but the first, and the jobs of no crew", () => {
    const a = crew();
    const jobs: JobToPlan[] = [
      { ...job("NS-LATE00", 1, "13:00", 120, "75211"), window: window("12:00") },
      { ...job("NS-EARLY0", 1, "08:00", 180, "75201"), window: window("08:00") },
      { ...job("NS-NOCREW", null, "10:00", 60), window: window("10:00") },
    ];
    expect(dayPlanOf([a], DATE, jobs, TRAVEL)).toEqual({
      crews: [
        {
          id: 1,
          name: "Crew A",
          starts: "08:00",
          ends: "17:00",
          off: false,
          jobs: [
            {
              reference: "NS-EARLY0",
              start: "08:00",
              end: "11:00",
              minutes: 180,
              travelMinutesBefore: 0,
              zip: "75201",
              problem: null,
            },
            {
              reference: "NS-LATE00",
              start: "13:00",
              end: "15:00",
              minutes: 120,
              travelMinutesBefore: 45,
              zip: "75211",
              problem: null,
            },
          ],
        },
      ],
      unassigned: [{ reference: "NS-NOCREW", window: "10:00-12:00", minutes: 60 }],
    });
    expect(dayPlanOf([crew({ days: [1] })], DATE, [], TRAVEL).crews[0]!.off).toBe(true);
  });
});

// --- Properties ------------------------------------------------------------------------------------------------------

const ZIPS = ["75201", "75204", "75209", "75215", "75230", null] as const;

const arbCrews = fc
  .array(
    fc.record({
      days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      startsAt: fc.integer({ min: 12, max: 22 }).map((q) => q * 30), // 06:00 to 11:00
      hours: fc.integer({ min: 4, max: 12 }),
      services: fc.subarray(SERVICES, { minLength: 1 }),
      timeOff: fc.array(
        fc.oneof(
          fc
            .record({ day: fc.integer({ min: 0, max: 6 }), length: fc.integer({ min: 0, max: 2 }) })
            .map(({ day, length }) => ({
              from: DATES[day]!,
              to: DATES[Math.min(6, day + length)]!,
              starts: null,
              ends: null,
              note: "Off",
            })),
          fc
            .record({
              day: fc.integer({ min: 0, max: 6 }),
              at: fc.integer({ min: 14, max: 34 }),
              half: fc.integer({ min: 1, max: 8 }),
            })
            .map(({ day, at, half }) => ({
              from: DATES[day]!,
              to: DATES[day]!,
              starts: clockOf(at * 30),
              ends: clockOf(at * 30 + half * 30),
              note: "Hours",
            })),
        ),
        { maxLength: 3 },
      ),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((specs) =>
    specs.map((s, i): CrewWeek => ({
      id: i + 1,
      name: `Crew ${i + 1}`,
      days: s.days,
      starts: clockOf(s.startsAt),
      ends: clockOf(Math.min(s.startsAt + s.hours * 60, 23 * 60)),
      services: s.services,
      timeOff: s.timeOff,
    })),
  );

const arbOrder = fc.record({
  minutes: fc.integer({ min: 3, max: 100 }).map((n) => n * 5), // 15 minutes to 8 h 20
  zip: fc.constantFrom(...ZIPS),
  services: fc.subarray(SERVICES, { minLength: 1, maxLength: 2 }),
});
const arbTravel = fc.record({
  baseMinutes: fc.integer({ min: 0, max: 120 }),
  minutesPerMile: fc.integer({ min: 0, max: 10 }),
});

const arbOps = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("book" as const),
        order: arbOrder,
        date: fc.integer({ min: 0, max: 6 }),
        window: fc.integer({ min: 0, max: 5 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant("move" as const),
        pick: fc.nat(),
        date: fc.integer({ min: 0, max: 6 }),
        window: fc.integer({ min: 0, max: 5 }),
      }),
    },
  ),
  { maxLength: 40 },
);
/** The arrival windows of the week: two hours each, from 08:00 to 20:00. */
const WINDOWS = [0, 1, 2, 3, 4, 5].map((i) => ({ start: 480 + i * 120, end: 600 + i * 120 }));

type Booked = PlannedJob & { date: string; window: (typeof WINDOWS)[number] };

/**
 * Every rule a crew's plan must keep; the first broken one, in words. Written apart from the planner (issue 57): its
 * own time off, hours and travel (`worksFor`, `minutesOf`, `drive` below), none of the planner's functions.
 */
function broken(crews: readonly CrewWeek[], jobs: readonly Booked[], travel: Travel): string | null {
  for (const j of jobs) {
    const c = crews.find((c) => c.id === j.crewId);
    if (!c) return `${j.reference} has no crew`;
    if (!c.days.includes(new Date(`${j.date}T12:00:00Z`).getUTCDay())) return `${j.reference} on a day off`;
    if (j.services.some((s) => !c.services.includes(s))) return `${j.reference}: a service its crew does not do`;
    if (j.start < minutesOf(c.starts) || j.start + j.minutes > minutesOf(c.ends)) return `${j.reference} outside hours`;
    if (j.start < j.window.start || j.start >= j.window.end) return `${j.reference} outside its window`;
    for (const t of c.timeOff) {
      if (t.from > j.date || j.date > t.to) continue;
      if (t.starts === null || t.ends === null) return `${j.reference} on time off`;
      if (j.start < minutesOf(t.ends) && minutesOf(t.starts) < j.start + j.minutes)
        return `${j.reference} in hours off`;
    }
  }
  for (const c of crews)
    for (const date of DATES) {
      const day = jobs.filter((j) => j.crewId === c.id && j.date === date).sort((a, b) => a.start - b.start);
      for (let i = 1; i < day.length; i++) {
        const [a, b] = [day[i - 1]!, day[i]!];
        if (a.start + a.minutes + drive(travel, a.zip, b.zip) > b.start)
          return `${a.reference} and ${b.reference} overlap, travel included`;
      }
    }
  return null;
}

describe("each rule, example by example (issue 57: what the mutants showed untested)", () => {
  /** No drive at all between two jobs: the words then say nothing of one. */
  const NO_DRIVE: Travel = { baseMinutes: 0, minutesPerMile: 0, miles: lineMiles };
  const off = (starts: string | null, ends: string | null, note = "", from = DATE, to = DATE) => ({
    from,
    to,
    starts,
    ends,
    note,
  });

  it("one ZIP is no miles, whatever the ZIPs' centres say", () => {
    expect(travelMinutes({ ...TRAVEL, miles: () => 2.2 }, "75201", "75201")).toBe(15);
  });

  it("time off without its start or its end is the whole day", () => {
    for (const t of [off("10:00", null), off(null, "12:00"), off(null, null)])
      expect(timeOffOn(crew({ timeOff: [t] }), DATE)).toEqual({ whole: t, hours: [] });
    expect(timeOffOn(crew({ timeOff: [off(null, null, "", "2026-12-11", "2026-12-11")] }), DATE)).toEqual({
      whole: null,
      hours: [],
    });
  });

  it("the refusals of a day, with and without a note", () => {
    const washer = crew({ services: ["cleaning"] });
    expect(refusalAt(washer, DATE, [], order(60, null, ["power-washing", "junk-removal"]), 600, TRAVEL)).toBe(
      "Crew A does not do power washing or junk removal",
    );
    expect(refusalAt(crew({ timeOff: [off(null, null)] }), DATE, [], order(60), 600, TRAVEL)).toBe(
      "Crew A is off that day",
    );
    expect(refusalAt(crew({ timeOff: [off("12:00", "13:30")] }), DATE, [], order(60), toMinutes("11:30"), TRAVEL)).toBe(
      "Crew A is off 12:00 PM – 1:30 PM",
    );
    // a job may end exactly when the crew's day does
    expect(refusalAt(crew(), DATE, [], order(180), toMinutes("14:00"), TRAVEL)).toBeNull();
    expect(refusalAt(crew(), DATE, [], order(185), toMinutes("14:00"), TRAVEL)).toBe("Crew A's day ends at 5:00 PM");
  });

  it("a window too small for the order names the stretch with the most room, and what bounds it", () => {
    // 8:00-2:30 with jobs at 9:00 and 12:00 (15 minutes' drive each way): free 8:00-8:45, 10:15-11:45, 1:15-2:30
    const a = crew({ ends: "14:30" });
    const jobs = [job("NS-NINE00", 1, "09:00", 60), job("NS-NOON00", 1, "12:00", 60)];
    const allDay = { start: toMinutes("08:00"), end: toMinutes("14:30") };
    expect(placeOnCrew(a, DATE, jobs, order(120), allDay, TRAVEL)).toEqual({
      refusal:
        "Crew A has NS-NOON00 (12:00 PM – 1:00 PM), 15 min away, leaving 1 h 30 after NS-NINE00 (9:00 AM – 10:00 AM) and the drive from it",
    });
    // no drive: free 8:00-9:00, 10:00-12:00, 1:00-2:30
    expect(placeOnCrew(a, DATE, jobs, order(150), allDay, NO_DRIVE)).toEqual({
      refusal: "Crew A has NS-NOON00 (12:00 PM – 1:00 PM), leaving 2 h after NS-NINE00 (9:00 AM – 10:00 AM)",
    });
    // hours off on both sides; of two stretches with the same room, the first
    const twice = crew({ timeOff: [off("10:00", "12:00", "Dentist"), off("14:00", "17:00")] });
    expect(placeOnCrew(twice, DATE, [], order(180), allDay, TRAVEL)).toEqual({
      refusal: "Crew A is off from 10:00 AM (Dentist), leaving 2 h from its 8:00 AM start",
    });
    const later = crew({ timeOff: [off("09:00", "12:00", "Dentist"), off("14:00", "17:00")] });
    expect(placeOnCrew(later, DATE, [], order(180), allDay, TRAVEL)).toEqual({
      refusal: "Crew A is off from 2:00 PM, leaving 2 h after its time off until 12:00 PM",
    });
  });

  it("a window with no start at all names what takes it", () => {
    // before the crew's day
    expect(placeOnCrew(crew(), DATE, [], order(60), window("06:00"), TRAVEL)).toEqual({
      refusal: "Crew A starts at 8:00 AM",
    });
    // no start of the grid inside it (8:01-8:04); hours off that ended before it take nothing
    const early = crew({ timeOff: [off("07:00", "08:00")] });
    expect(placeOnCrew(early, DATE, [], order(60), { start: 481, end: 484 }, TRAVEL)).toEqual({
      refusal: "Crew A has no room in that window",
    });
    // a job may fill the whole day, to the minute
    expect(placeOnCrew(crew(), DATE, [], order(540), window("08:00"), TRAVEL)).toEqual({ start: toMinutes("08:00") });
    // of what covers its first start, what lasts longest; not what comes later in the day
    const busy = crew({ timeOff: [off("08:00", "10:00")] });
    const jobs = [job("NS-EIGHT0", 1, "08:00", 60), job("NS-AFTER0", 1, "14:00", 60)];
    expect(placeOnCrew(busy, DATE, jobs, order(60), window("08:00"), TRAVEL)).toEqual({
      refusal: "Crew A is off 8:00 AM – 10:00 AM",
    });
    expect(
      placeOnCrew(crew(), DATE, [job("NS-EIGHT0", 1, "08:00", 120)], order(60), window("08:00"), NO_DRIVE),
    ).toEqual({ refusal: "NS-EIGHT0 (8:00 AM – 10:00 AM) take Crew A until 10:00 AM" });
  });

  it("hours off around a job forced into them stay off: the free time is before the earlier start", () => {
    // off 10:00-2:00 with a job moved into it at 11:00 (a forced move): nothing starts at 10:00
    const away = crew({ timeOff: [off("10:00", "14:00")] });
    const jobs = [job("NS-FORCED", 1, "11:00", 60)];
    expect(placeOnCrew(away, DATE, jobs, order(60), window("10:00"), NO_DRIVE)).toEqual({
      refusal: "Crew A is off 10:00 AM – 2:00 PM",
    });
    expect(placeOnCrew(away, DATE, jobs, order(60), window("08:00"), NO_DRIVE)).toEqual({ start: toMinutes("08:00") });
    expect(placeOnCrew(away, DATE, jobs, order(150), window("08:00"), NO_DRIVE)).toEqual({
      refusal: "Crew A is off from 10:00 AM, leaving 2 h from its 8:00 AM start",
    });
  });

  it("the travel a job adds: to it from the job before, from it to the next, less the drive it replaces", () => {
    // 8:00 at 75201, 1:00 PM at 75211 (given in any order); the new job at 75205: 4 and 6 miles from them
    const jobs = [job("NS-ONE000", 1, "13:00", 120, "75211"), job("NS-TWO000", 1, "08:00", 120, "75201")];
    const mid = order(60, "75205");
    // between them: 30 (15 + 12 → 30) + 35 (15 + 18 → 35) - 45 (15 + 30)
    expect(addedTravel(jobs, mid, toMinutes("11:00"), TRAVEL)).toBe(20);
    // at the same start as one: after it
    expect(addedTravel(jobs, mid, toMinutes("08:00"), TRAVEL)).toBe(20);
    expect(addedTravel(jobs, mid, toMinutes("07:00"), TRAVEL)).toBe(30);
    expect(addedTravel(jobs, mid, toMinutes("16:00"), TRAVEL)).toBe(35);
    expect(addedTravel([], mid, toMinutes("16:00"), TRAVEL)).toBe(0);
  });

  it("of two crews the order adds the same travel to, the one with fewer minutes booked, whichever comes first", () => {
    const a = crew();
    const b = crew({ id: 2, name: "Crew B" });
    const uneven = [job("NS-A00009", 1, "08:00", 60), job("NS-B00009", 2, "08:00", 180)];
    expect(planOrder([a, b], DATE, uneven, order(60), window("13:00"), TRAVEL)).toEqual({
      placement: { crewId: 1, start: toMinutes("13:00") },
    });
    // less travel first, even to the crew with more work: Crew B's job is 10 miles away
    const far = [job("NS-A00010", 1, "08:00", 180), job("NS-B00010", 2, "08:00", 60, "75211")];
    expect(planOrder([a, b], DATE, far, order(60), window("13:00"), TRAVEL)).toEqual({
      placement: { crewId: 1, start: toMinutes("13:00") },
    });
  });

  it("no crew for a window: no crew's hours meet it; all off, or none does every service", () => {
    const late = crew({ starts: "09:00" });
    expect(windowWhy({ crews: [late], date: DATE, jobs: [], travel: TRAVEL }, order(60), window("07:00"), 60)).toBe(
      "no-crew",
    );
    const cleanerOff = crew({ services: ["cleaning"], timeOff: [off(null, null)] });
    const hauler = crew({ id: 2, name: "Crew B", services: ["junk-removal"] });
    const washer = crew({ id: 3, name: "Crew C", services: ["power-washing"] });
    expect(noCrewOn([cleanerOff, washer], DATE, ["cleaning"])).toMatchObject({ kind: "all-off" });
    expect(noCrewOn([cleanerOff, hauler], DATE, ["cleaning", "junk-removal"])).toMatchObject({ kind: "no-service" });
  });

  it("a start outside its customer's window, before or after it", () => {
    const at = (start: string): JobToPlan => ({ ...job("NS-WINDOW", 1, start, 60), window: window("09:00") });
    expect(outsideWindow(job("NS-NOWIND", 1, "06:00", 60))).toBeNull();
    expect(outsideWindow(at("09:00"))).toBeNull();
    expect(outsideWindow(at("10:55"))).toBeNull();
    expect(outsideWindow(at("08:55"))).toBe("starts at 8:55 AM, before its 9:00 AM – 11:00 AM window");
    expect(outsideWindow(at("11:00"))).toBe("starts at 11:00 AM, after its 9:00 AM – 11:00 AM window");
  });

  it("the jobs a crew cannot keep: in time order, whatever order they come in; no crew; a crew gone", () => {
    const jobs: JobToPlan[] = [
      { ...job("NS-SECOND", 1, "10:00", 240), window: window("09:00") },
      { ...job("NS-FIRST0", 1, "08:00", 240), window: window("07:00") },
      { ...job("NS-NOCRW0", null, "09:00", 60), window: window("09:00") },
      { ...job("NS-GONE00", 9, "08:00", 60), window: window("07:00") },
      { ...job("NS-LATE01", 2, "12:00", 60), window: window("09:00") },
    ];
    const b = crew({ id: 2, name: "Crew B" });
    const { kept, misfits } = misfitsOf([crew(), b], DATE, jobs, TRAVEL);
    expect(kept.map((j) => j.reference)).toEqual(["NS-FIRST0"]);
    expect(misfits.map((m) => [m.job.reference, m.reason])).toEqual([
      ["NS-GONE00", "its crew no longer exists"],
      ["NS-NOCRW0", "planned onto no crew"],
      ["NS-SECOND", "overlaps NS-FIRST0 (8:00 AM – 12:00 PM)"],
      ["NS-LATE01", "starts at 12:00 PM, after its 9:00 AM – 11:00 AM window"],
    ]);
    // the day's plan says the same on each job, and lists the jobs of no crew or of a crew gone by window
    const plan = dayPlanOf([crew(), b], DATE, jobs, TRAVEL);
    expect(plan.crews[0]!.jobs.map((j) => [j.reference, j.problem])).toEqual([
      ["NS-FIRST0", null],
      ["NS-SECOND", "overlaps NS-FIRST0 (8:00 AM – 12:00 PM)"],
    ]);
    expect(plan.unassigned).toEqual([
      { reference: "NS-GONE00", window: "07:00-09:00", minutes: 60 },
      { reference: "NS-NOCRW0", window: "09:00-11:00", minutes: 60 },
    ]);
  });

  it("a misfit the change may not plan stays where it is, neither moved nor listed", () => {
    const sick = crew({ timeOff: [off(null, null, "Sick")] });
    const b = crew({ id: 2, name: "Crew B" });
    const jobs: JobToPlan[] = [{ ...job("NS-STAYS0", 1, "08:00", 120), window: window("08:00") }];
    expect(replanDay([sick, b], DATE, jobs, TRAVEL, () => false)).toEqual({ jobs, moved: [], unplaced: [] });
    expect(replanDay([sick, b], DATE, jobs, TRAVEL).moved).toEqual([{ reference: "NS-STAYS0", from: 1, to: 2 }]);
  });

  it("a crew's day changed: whether it works, its hours, services and hours off on that date, nothing else", () => {
    const a = crew();
    const changed = (after: Partial<CrewWeek>, date = DATE) => dayChanged(a, crew(after), date);
    expect(changed({})).toBe(false);
    expect(changed({ name: "Crew Z", services: [...SERVICES].reverse() })).toBe(false);
    expect(changed({ days: [1, 2, 3, 4, 5, 6] })).toBe(false); // Sunday off: Saturday the same
    expect(changed({ days: [0, 1, 2, 3, 4, 5] })).toBe(true);
    expect(changed({ starts: "09:00" })).toBe(true);
    expect(changed({ ends: "16:00" })).toBe(true);
    expect(changed({ services: ["cleaning"] })).toBe(true);
    expect(changed({ timeOff: [off(null, null)] })).toBe(true);
    expect(changed({ timeOff: [off("10:00", "12:00")] })).toBe(true);
    expect(changed({ timeOff: [off("10:00", "12:00")] }, "2026-12-11")).toBe(false);
    expect(
      dayChanged(crew({ timeOff: [off("10:00", "12:00")] }), crew({ timeOff: [off("10:00", "13:00")] }), DATE),
    ).toBe(true);
  });
});

describe("the planner's rules hold for any crews, orders and changes (fast-check)", () => {
  it("no crew ever holds overlapping work (travel included), work outside its hours, days, services or time off", () => {
    fc.assert(
      fc.property(arbCrews, arbTravel, arbOps, (crews, rule, ops) => {
        const travel: Travel = { ...rule, miles: lineMiles };
        let jobs: Booked[] = [];
        let n = 0;
        const plan = (o: Order, date: string, w: (typeof WINDOWS)[number], others: Booked[]) => {
          const { placement } = planOrder(
            crews,
            date,
            others.filter((j) => j.date === date),
            o,
            w,
            travel,
          );
          return placement;
        };
        for (const op of ops) {
          if (op.kind === "book") {
            const date = DATES[op.date]!;
            const w = WINDOWS[op.window]!;
            const placement = plan(op.order, date, w, jobs);
            if (placement) jobs.push({ reference: `NS-${++n}`, ...op.order, ...placement, date, window: w });
          } else if (jobs.length) {
            const victim = jobs[op.pick % jobs.length]!;
            const rest = jobs.filter((j) => j !== victim);
            if (op.kind === "cancel") jobs = rest;
            else {
              const date = DATES[op.date]!;
              const w = WINDOWS[op.window]!;
              const placement = plan(victim, date, w, rest);
              // a move that fits nowhere keeps the old place (409)
              if (placement) jobs = [...rest, { ...victim, ...placement, date, window: w }];
            }
          }
          const problem = broken(crews, jobs, travel);
          if (problem) throw new Error(problem);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("every window offered for an order can then be booked with it, as many times as it says", () => {
    fc.assert(
      fc.property(
        arbCrews,
        arbTravel,
        fc.array(arbOrder, { maxLength: 12 }),
        arbOrder,
        fc.integer({ min: 0, max: 5 }),
        (crews, rule, earlier, o, wi) => {
          const travel: Travel = { ...rule, miles: lineMiles };
          const jobs: PlannedJob[] = [];
          for (const [i, e] of earlier.entries()) {
            const { placement } = planOrder(crews, DATE, jobs, e, WINDOWS[i % 6]!, travel);
            if (placement) jobs.push({ reference: `NS-${i}`, ...e, ...placement });
          }
          const w = WINDOWS[wi]!;
          const places = placesFor({ crews, date: DATE, jobs, travel }, o, w, 4);
          const booked = [...jobs];
          for (let i = 0; i < places; i++) {
            const { placement } = planOrder(crews, DATE, booked, o, w, travel);
            expect(placement, `place ${i + 1} of ${places}`).not.toBeNull();
            booked.push({ reference: `NEW-${i}`, ...o, ...placement! });
          }
          if (places < 4) expect(planOrder(crews, DATE, booked, o, w, travel).placement).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("after a crew's week changes, the jobs it keeps or moves keep every rule; the rest are listed, none dropped", () => {
    fc.assert(
      fc.property(
        arbCrews,
        arbCrews,
        arbTravel,
        fc.array(fc.tuple(arbOrder, fc.integer({ min: 0, max: 5 })), { maxLength: 14 }),
        (before, after, rule, orders) => {
          const travel: Travel = { ...rule, miles: lineMiles };
          const jobs: JobToPlan[] = [];
          for (const [i, [o, wi]] of orders.entries()) {
            const { placement } = planOrder(before, DATE, jobs, o, WINDOWS[wi]!, travel);
            if (placement) jobs.push({ reference: `NS-${i}`, ...o, ...placement, window: WINDOWS[wi]! });
          }
          // the same crews (ids), new weeks
          const changed = before.map((c, i) => ({ ...(after[i] ?? c), id: c.id, name: c.name }));
          const result = replanDay(changed, DATE, jobs, travel);
          expect(result.jobs.map((j) => j.reference).sort()).toEqual(jobs.map((j) => j.reference).sort());
          const flagged = new Set(result.unplaced.map((j) => j.reference));
          const placed = result.jobs.filter((j) => !flagged.has(j.reference)).map((j) => ({ ...j, date: DATE }));
          const problem = broken(changed, placed, travel);
          if (problem) throw new Error(problem);
          for (const m of result.moved) expect(m.from).not.toBe(m.to);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// --- An oracle that shares no code with the planner (issue 55) ------------------------------------------------------

/** Minutes after midnight of "HH:MM", by hand. */
function minutesOf(hhmm: string) {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** The drive between two ZIPs by the rule as the README states it: base + minutes a mile, up to 5 minutes. */
function drive(rule: { baseMinutes: number; minutesPerMile: number }, a: string | null, b: string | null) {
  const miles = a === null || b === null || a === b ? 0 : lineMiles(a, b);
  const raw = rule.baseMinutes + rule.minutesPerMile * miles;
  return Math.ceil(raw / 5 - 1e-9) * 5;
}

/** Whether a crew works that date for those services at all, by hand. */
function worksFor(c: CrewWeek, date: string, services: readonly string[]) {
  if (!services.every((s) => c.services.includes(s))) return false;
  if (!c.days.includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return false;
  return !c.timeOff.some((t) => t.from <= date && date <= t.to && (t.starts === null || t.ends === null));
}

/** Whether `o` fits crew `c` at `start` among its jobs `own`, every rule by hand. */
function fitsAt(c: CrewWeek, date: string, own: readonly PlannedJob[], o: Order, start: number, rule: Travel) {
  const end = start + o.minutes;
  if (start < minutesOf(c.starts) || end > minutesOf(c.ends)) return false;
  for (const t of c.timeOff)
    if (t.from <= date && date <= t.to && t.starts !== null && t.ends !== null)
      if (start < minutesOf(t.ends) && minutesOf(t.starts) < end) return false;
  for (const j of own) {
    const jobEnd = j.start + j.minutes;
    const before = end + drive(rule, o.zip, j.zip) <= j.start;
    const after = jobEnd + drive(rule, j.zip, o.zip) <= start;
    if (!before && !after) return false;
  }
  return true;
}

/** Every crew and every start of the window, tried. */
function someFit(
  crews: readonly CrewWeek[],
  date: string,
  jobs: readonly PlannedJob[],
  o: Order,
  w: Window,
  rule: Travel,
) {
  for (const c of crews) {
    if (!worksFor(c, date, o.services)) continue;
    const own = jobs.filter((j) => j.crewId === c.id);
    for (let start = w.start; start < w.end; start += 5) if (fitsAt(c, date, own, o, start, rule)) return true;
  }
  return false;
}

type Window = { start: number; end: number };

describe("why a window is not offered, against a brute force over the crews (fast-check, issue 55)", () => {
  it("a window is offered exactly when some crew and start fit; otherwise its why is the brute force's", () => {
    fc.assert(
      fc.property(
        arbCrews,
        arbTravel,
        fc.array(fc.tuple(arbOrder, fc.integer({ min: 0, max: 5 })), { maxLength: 12 }),
        arbOrder,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 3, max: 24 }).map((n) => n * 5),
        (crews, rule, earlier, o, wi, di, shortest) => {
          const travel: Travel = { ...rule, miles: lineMiles };
          const date = DATES[di]!;
          const jobs: PlannedJob[] = [];
          for (const [i, [e, ewi]] of earlier.entries()) {
            const { placement } = planOrder(crews, date, jobs, e, WINDOWS[ewi]!, travel);
            if (placement) jobs.push({ reference: `NS-${i}`, ...e, ...placement });
          }
          const w = WINDOWS[wi]!;
          const why = windowWhy({ crews, date, jobs, travel }, o, w, shortest);
          const able = crews.filter((c) => worksFor(c, date, o.services));
          const meets = able.filter((c) => minutesOf(c.starts) < w.end && w.start < minutesOf(c.ends));
          const expected =
            meets.length === 0
              ? "no-crew"
              : someFit(crews, date, jobs, o, w, travel)
                ? null
                : shortest < o.minutes && someFit(crews, date, jobs, { ...o, minutes: shortest }, w, travel)
                  ? "order-too-long"
                  : "full";
          expect(why).toBe(expected);
          // offered: booked at once, at a start the brute force accepts
          if (why === null) {
            const { placement } = planOrder(crews, date, jobs, o, w, travel);
            const c = crews.find((c) => c.id === placement?.crewId)!;
            expect(
              fitsAt(
                c,
                date,
                jobs.filter((j) => j.crewId === c.id),
                o,
                placement!.start,
                travel,
              ),
            ).toBe(true);
            expect(placesFor({ crews, date, jobs, travel }, o, w, 2)).toBeGreaterThan(0);
          } else expect(placesFor({ crews, date, jobs, travel }, o, w, 2)).toBe(0);
          // the date's own word agrees
          expect(noCrewOn(crews, date, o.services) !== null).toBe(able.length === 0);
        },
      ),
      { numRuns: 400 },
    );
  });
});

/** The starts of the window, on the planner's 5-minute grid, where `o` fits crew `c` by the brute force's own rules. */
function fittingStarts(c: CrewWeek, date: string, jobs: readonly PlannedJob[], o: Order, w: Window, rule: Travel) {
  if (!worksFor(c, date, o.services)) return [];
  const own = jobs.filter((j) => j.crewId === c.id);
  const starts: number[] = [];
  for (let start = w.start; start < w.end; start += 5) if (fitsAt(c, date, own, o, start, rule)) starts.push(start);
  return starts;
}

describe("what the planner must do, against the brute force (fast-check, issue 57)", () => {
  /** A day planned from random orders, as bookings would have planned it. */
  const dayOf = (crews: CrewWeek[], date: string, orders: [Order, number][], travel: Travel) => {
    const jobs: PlannedJob[] = [];
    for (const [i, [e, wi]] of orders.entries()) {
      const { placement } = planOrder(crews, date, jobs, e, WINDOWS[wi]!, travel);
      if (placement) jobs.push({ reference: `NS-${i}`, ...e, ...placement });
    }
    return jobs;
  };
  const arbDay = fc.tuple(
    arbCrews,
    arbTravel,
    fc.array(fc.tuple(arbOrder, fc.integer({ min: 0, max: 5 })), { maxLength: 12 }),
    fc.integer({ min: 0, max: 6 }),
  );

  it("a job that fits somewhere is placed, never refused, at the earliest start that fits the crew it is given", () => {
    fc.assert(
      fc.property(arbDay, arbOrder, fc.integer({ min: 0, max: 5 }), ([crews, rule, orders, di], o, wi) => {
        const travel: Travel = { ...rule, miles: lineMiles };
        const date = DATES[di]!;
        const jobs = dayOf(crews, date, orders, travel);
        const w = WINDOWS[wi]!;
        const room = crews.map((c) => ({ id: c.id, starts: fittingStarts(c, date, jobs, o, w, travel) }));
        const { placement } = planOrder(crews, date, jobs, o, w, travel);
        if (room.every((r) => r.starts.length === 0)) expect(placement).toBeNull();
        else {
          expect(placement, "a job that fits is placed").not.toBeNull();
          const given = room.find((r) => r.id === placement!.crewId)!;
          expect(given.starts.length, "on a crew where it fits").toBeGreaterThan(0);
          expect(placement!.start, "at that crew's earliest start").toBe(given.starts[0]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("placesFor never offers more than the window's places, and every one it offers books", () => {
    fc.assert(
      fc.property(
        arbDay,
        arbOrder,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        ([crews, rule, orders, di], o, wi, cap) => {
          const travel: Travel = { ...rule, miles: lineMiles };
          const date = DATES[di]!;
          const jobs = dayOf(crews, date, orders, travel);
          const w = WINDOWS[wi]!;
          const places = placesFor({ crews, date, jobs, travel }, o, w, cap);
          expect(places).toBeLessThanOrEqual(cap);
          // booked one after the other, by the brute force's rules, as many as it says
          const booked = [...jobs];
          for (let i = 0; i < places; i++) {
            const fits = crews.flatMap((c) =>
              fittingStarts(c, date, booked, o, w, travel).map((start) => ({ c, start })),
            );
            expect(fits.length, `place ${i + 1} of ${places}`).toBeGreaterThan(0);
            const { placement } = planOrder(crews, date, booked, o, w, travel);
            booked.push({ reference: `NEW-${i}`, ...o, ...placement! });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("replanning after a crew's week changed leaves every job that still fits where it was", () => {
    fc.assert(
      fc.property(arbDay, arbCrews, ([before, rule, orders, di], after) => {
        const travel: Travel = { ...rule, miles: lineMiles };
        const date = DATES[di]!;
        const jobs: JobToPlan[] = [];
        for (const [i, [e, wi]] of orders.entries()) {
          const { placement } = planOrder(before, date, jobs, e, WINDOWS[wi]!, travel);
          if (placement) jobs.push({ reference: `NS-${i}`, ...e, ...placement, window: WINDOWS[wi]! });
        }
        const changed = before.map((c, i) => ({ ...(after[i] ?? c), id: c.id, name: c.name }));
        const result = replanDay(changed, date, jobs, travel);
        for (const job of jobs) {
          const crew = changed.find((c) => c.id === job.crewId)!;
          // its crew's new week still takes it where it is (the jobs beside it were planned clear of it already)
          const stillFits = worksFor(crew, date, job.services) && fitsAt(crew, date, [], job, job.start, travel);
          if (!stillFits) continue;
          const now = result.jobs.find((j) => j.reference === job.reference)!;
          expect([now.crewId, now.start], job.reference).toEqual([job.crewId, job.start]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the window's every start is tried, up to its last (fast-check, issue 57)", () => {
  it("a crew busy until any start of the window, travel included, takes the order at exactly that start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 3, max: 24 }),
        (wi, step, base, length) => {
          const w = WINDOWS[wi]!;
          const free = w.start + step * 5; // from 0 to the window's last five minutes
          const travel: Travel = { baseMinutes: base, minutesPerMile: 0, miles: () => 0 };
          const drive5 = Math.ceil(base / 5) * 5;
          const c = crew({ starts: "06:00", ends: "23:55" });
          // a job ending, with its drive, exactly at `free`
          const before = {
            reference: "NS-BEFORE",
            crewId: 1,
            start: 360,
            minutes: free - drive5 - 360,
            zip: "75201",
            services: ["cleaning"],
          };
          fc.pre(before.minutes >= 15);
          const o = order(length * 5, "75201");
          expect(planOrder([c], DATE, [before], o, w, travel)).toEqual({ placement: { crewId: 1, start: free } });
        },
      ),
      { numRuns: 300 },
    );
  });
});
