import { describe, expect, it } from "vitest";
import type { CrewWeek, Travel } from "./planner";
import { axisOf, lanesOf, placeOnAxis, type ScheduleJob, workingMinutes } from "./schedule";

/** Two ZIPs 2 miles apart: 15 minutes plus 3 a mile, 21, rounded up to 25. */
const travel: Travel = {
  baseMinutes: 15,
  minutesPerMile: 3,
  miles: (a, b) => (a === b ? 0 : 2),
};
const DAY = "2026-12-15"; // a Tuesday
const week = (id: number, name: string, starts: string, ends: string, timeOff: CrewWeek["timeOff"] = []): CrewWeek => ({
  id,
  name,
  days: [1, 2, 3, 4, 5, 6],
  starts,
  ends,
  services: ["cleaning", "junk-removal", "power-washing"],
  timeOff,
});
const job = (reference: string, crewId: number | null, start: string, minutes: number, zip: string): ScheduleJob => {
  const [h, m] = start.split(":").map(Number);
  return {
    reference,
    crewId,
    start: h! * 60 + m!,
    minutes,
    zip,
    firstName: `Pat ${reference}`,
    city: zip === "75201" ? "Dallas" : "Plano",
    services: ["cleaning"],
    window: { start, end: start },
    problem: null,
  };
};

const crews = [
  week(1, "Crew A", "08:00", "17:00"),
  week(2, "Crew B", "09:00", "15:00", [{ from: DAY, to: DAY, starts: "12:00", ends: "13:00", note: "Dentist" }]),
  week(3, "Crew C", "08:00", "17:00", [
    { from: "2026-12-14", to: "2026-12-16", starts: null, ends: null, note: "Holidays" },
  ]),
];
const jobs = [
  job("NS-A1", 1, "08:00", 240, "75201"),
  job("NS-A2", 1, "13:00", 120, "75024"),
  job("NS-B1", 2, "09:00", 180, "75201"),
  job("NS-N1", null, "10:00", 90, "75201"),
  job("NS-N2", 9, "14:00", 60, "75024"), // a crew since deleted
];
const lanes = lanesOf(crews, DAY, jobs, travel);
/** A lane's items as "kind from-until (minutes)" lines, in time order. */
const read = (id: number | null) =>
  lanes
    .find((l) => l.id === id)!
    .items.map(
      (i) =>
        `${i.kind} ${i.from}-${i.until} (${i.minutes})${i.kind === "job" ? ` ${i.job.reference}` : ""}${i.kind === "travel" ? ` to ${i.to}` : ""}${i.kind === "off" ? ` ${i.note}` : ""}`,
    );

describe("the schedule's lanes of a day", () => {
  it("a crew's jobs in time order, the travel before each but the first, and the free stretches between", () => {
    expect(read(1)).toEqual([
      "job 08:00-12:00 (240) NS-A1",
      "free 12:00-12:35 (35)",
      "travel 12:35-13:00 (25) to Plano",
      "job 13:00-15:00 (120) NS-A2",
      "free 15:00-17:00 (120)",
    ]);
    expect(lanes[0]).toMatchObject({ name: "Crew A", hours: { starts: "08:00", ends: "17:00" }, away: null });
    expect(lanes[0]).toMatchObject({ workMinutes: 360, travelMinutes: 25 });
  });

  it("hours off shaded with their note; no free stretch where the day is taken", () => {
    expect(read(2)).toEqual(["job 09:00-12:00 (180) NS-B1", "off 12:00-13:00 (60) Dentist", "free 13:00-15:00 (120)"]);
  });

  it("a crew off all day says so with the note, and has no free room", () => {
    expect(lanes[2]).toMatchObject({ away: "Crew C is off that day (Holidays)", items: [] });
  });

  it("the jobs of no crew (or of a crew deleted) in a lane of their own, last", () => {
    expect(lanes.at(-1)).toMatchObject({ id: null, name: "No crew", hours: null });
    expect(read(null)).toEqual(["job 10:00-11:30 (90) NS-N1", "job 14:00-15:00 (60) NS-N2"]);
    expect(lanesOf(crews, DAY, jobs.slice(0, 3), travel).map((l) => l.name)).toEqual(["Crew A", "Crew B", "Crew C"]);
  });

  it("a free stretch shorter than 15 minutes is not shown", () => {
    const tight = lanesOf([week(1, "Crew A", "08:00", "12:10")], DAY, [job("NS-T", 1, "08:00", 240, "75201")], travel);
    expect(tight[0]!.items.map((i) => i.kind)).toEqual(["job"]);
  });

  it("the axis covers every lane's hours and items in whole hours; each stretch placed in percent of it", () => {
    const axis = axisOf(lanes);
    expect(axis).toMatchObject({ start: 8 * 60, end: 17 * 60 });
    expect(axis.hours).toHaveLength(10);
    // NS-A1: from the top, 4 of the 9 hours
    expect(placeOnAxis({ start: 8 * 60, end: 12 * 60 }, axis)).toEqual({ top: 0, height: (4 / 9) * 100 });
    expect(placeOnAxis({ start: 13 * 60, end: 15 * 60 }, axis)).toEqual({ top: (5 / 9) * 100, height: (2 / 9) * 100 });
    // a job planned before the crews' first hour (an override) widens it
    const early = lanesOf(crews.slice(0, 1), DAY, [job("NS-E", 1, "06:30", 60, "75201")], travel);
    expect(axisOf(early)).toMatchObject({ start: 6 * 60, end: 17 * 60 });
  });
});

describe("working hours less hours off (issue 55)", () => {
  it("count overlapping hours off once, and only inside the crew's hours", () => {
    const off = (starts: string, ends: string) => ({ from: DAY, to: DAY, starts, ends, note: "" });
    const twice = week(9, "Crew Z", "08:00", "17:00", [
      off("10:00", "14:00"),
      off("10:00", "14:00"),
      off("13:00", "18:00"),
    ]);
    // 9 hours less 10:00-17:00 (the last stretch runs past the day's end): 2 hours
    const [lane] = lanesOf([twice], DAY, [], travel);
    expect(workingMinutes(lane!)).toBe(120);
  });
});
