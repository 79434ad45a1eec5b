import { describe, expect, it } from "vitest";
import { hoursAsTimeOff } from "./crew-week-form";

const week = { starts: "08:00", ends: "17:00" };
const DAY = "2026-12-15";

describe("a crew's hours changed for one date (the schedule's Change hours)", () => {
  it("is the time off before the new start and after the new end", () => {
    const note = "Hours 10:00-15:00 that day";
    expect(hoursAsTimeOff(week, DAY, "10:00", "15:00")).toEqual([
      { from: DAY, to: DAY, starts: "08:00", ends: "10:00", note },
      { from: DAY, to: DAY, starts: "15:00", ends: "17:00", note },
    ]);
    // only one side, or none
    expect(hoursAsTimeOff(week, DAY, "08:00", "12:30")).toEqual([
      { from: DAY, to: DAY, starts: "12:30", ends: "17:00", note: "Hours 08:00-12:30 that day" },
    ]);
    expect(hoursAsTimeOff(week, DAY, "08:00", "17:00")).toEqual([]);
  });

  it("refuses hours beyond the week's, or not hours at all, in words", () => {
    expect(hoursAsTimeOff(week, DAY, "07:00", "15:00")).toEqual({
      error:
        "That day's hours must be within the week's, 08:00 to 17:00: to work longer, change the week on the Team page.",
    });
    for (const [starts, ends] of [
      ["15:00", "10:00"],
      ["10:00", "10:00"],
      ["ten", "15:00"],
      ["", ""],
    ])
      expect(hoursAsTimeOff(week, DAY, starts!, ends!)).toEqual({
        error: "Give the day's hours, the start before the end (like 10:00 and 15:00).",
      });
  });
});
