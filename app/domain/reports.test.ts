import { describe, expect, it } from "vitest";
import { changeLabel, datesOf, percent, periodOf, placesOffered, previousPeriod, weekdayOf } from "./reports";

describe("report periods", () => {
  it("this week (Monday to Sunday), this month, last 30 days, this quarter, this year, and the one before each", () => {
    const today = "2026-11-26"; // a Thursday
    expect(periodOf("week", today)).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(periodOf("month", today)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodOf("30-days", today)).toMatchObject({ from: "2026-10-28", to: "2026-11-26" });
    expect(periodOf("quarter", today)).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(periodOf("year", today)).toMatchObject({ from: "2026-01-01", to: "2026-12-31" });
    expect(previousPeriod(periodOf("month", "2026-03-15"))).toMatchObject({ from: "2026-02-01", to: "2026-02-28" });
    expect(previousPeriod(periodOf("quarter", today))).toMatchObject({ from: "2026-07-01", to: "2026-09-30" });
    expect(previousPeriod(periodOf("year", today))).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
    expect(previousPeriod(periodOf("week", today))).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    expect(previousPeriod(periodOf("range", today, { from: "2026-11-01", to: "2026-11-10" }))).toMatchObject({
      from: "2026-10-22",
      to: "2026-10-31",
    });
    expect(periodOf("week", "2026-11-29")).toMatchObject({ from: "2026-11-23" }); // a Sunday ends its week
  });

  it("counts places offered per weekday and window, with the owner's closures and changes", () => {
    const p = { from: "2026-11-23", to: "2026-12-06" }; // two weeks: two Mondays
    expect(datesOf(p)).toHaveLength(14);
    expect(weekdayOf("2026-11-23")).toBe(1);
    const offered = placesOffered(p, ["09:00", "11:00"], 2, [
      { date: "2026-11-23", window: "*", capacity: 0 }, // a Monday closed
      { date: "2026-11-30", window: "11:00", capacity: 5 },
    ]);
    expect(offered.get("1:09:00")).toBe(2); // 0 + 2
    expect(offered.get("1:11:00")).toBe(5); // 0 + 5
    expect(offered.get("2:09:00")).toBe(4);
  });

  it("says how a figure changed", () => {
    expect(changeLabel(12, 10)).toBe("+20%");
    expect(changeLabel(9, 10)).toBe("−10%");
    expect(changeLabel(10, 10)).toBe("no change");
    expect(changeLabel(3, 0)).toBe("new");
    expect(percent(1, 8)).toBe("13%");
    expect(percent(0, 0)).toBe("0%");
  });
});
