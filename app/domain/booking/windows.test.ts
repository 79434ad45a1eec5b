import { describe, expect, it } from "vitest";
import { arrivalWindowsOf, daysPhrase, findWindow, hoursLabel, hoursPhrase, isWindowStart } from "./windows";

/** The week's words and windows, as the owner's catalog sets them (docs/decisions/0038). */
describe("a week's windows and words", () => {
  const week = { openWeekdays: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "18:00" };

  it("two-hour windows from opening, the last ending by closing", () => {
    expect(arrivalWindowsOf(week).map((w) => `${w.start}-${w.end}`)).toEqual([
      "08:00-10:00",
      "10:00-12:00",
      "12:00-14:00",
      "14:00-16:00",
      "16:00-18:00",
    ]);
    // an odd hour: the last whole window ends before closing
    expect(arrivalWindowsOf({ opens: "07:00", closes: "12:00" }).map((w) => w.start)).toEqual(["07:00", "09:00"]);
    expect(findWindow(week, "18:00")).toBeUndefined();
    expect(isWindowStart(week, "16:00")).toBe(true);
    expect(isWindowStart(week, "09:00")).toBe(false);
  });

  it("the open days in words: runs from Monday, lists, every day", () => {
    expect(daysPhrase(week)).toBe("Monday to Saturday");
    expect(daysPhrase({ openWeekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe("Every day");
    expect(daysPhrase({ openWeekdays: [5, 1, 3] })).toBe("Monday, Wednesday and Friday");
    expect(daysPhrase({ openWeekdays: [6, 0] })).toBe("Saturday and Sunday");
    expect(daysPhrase({ openWeekdays: [4, 5, 6, 0] })).toBe("Thursday to Sunday");
  });

  it("the hours in a sentence keep a weekday's capital", () => {
    expect(hoursPhrase(week)).toBe("Monday to Saturday from 8:00 AM to 6:00 PM");
    expect(hoursPhrase({ ...week, openWeekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe("every day from 8:00 AM to 6:00 PM");
    expect(hoursLabel(week)).toBe("Monday to Saturday, 8:00 AM to 6:00 PM");
  });
});
