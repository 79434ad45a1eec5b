/**
 * The reports' charts fit a phone's card (issue 44): drawn narrow enough that at 326 px (a 390 px screen less the
 * page's and the card's padding) their text stays readable, every label whole, nothing to scroll sideways.
 */
import { describe, expect, it } from "vitest";
import { barChartSvg, heatMapSvg, shortClock } from "./charts.server";

/** The width the SVG is drawn at (its viewBox), and the smallest font size in it. */
function geometry(svg: string) {
  const [, , width] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  return { width: width!, smallestFont: Math.min(...sizes) };
}
const PHONE_CARD_PX = 326;

describe("the reports' charts at 390 px", () => {
  it("bars: every label whole (none cut with …), text at least 12 px on a phone", () => {
    const label = "Move In/Out Cleaning, Studio/1BR/1BA and more words";
    const svg = barChartSvg(
      [
        { label, value: 120_000, valueLabel: "$1,200.00 · 12" },
        { label: "Junk Removal", value: 3, valueLabel: "$0.03 · 1" },
      ],
      "Revenue",
    );
    expect(svg).toContain(`>${label}</text>`);
    expect(svg).not.toContain("…");
    const { width, smallestFont } = geometry(svg);
    expect((smallestFont * PHONE_CARD_PX) / width).toBeGreaterThanOrEqual(12);
    expect(svg).not.toMatch(/min-w/);
  });

  it("heat map: short column labels, six windows and seven days readable on a phone", () => {
    const windows = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"];
    expect(windows.map(shortClock)).toEqual(["7am", "9am", "11am", "1pm", "3pm", "5pm"]);
    expect(shortClock("12:30")).toBe("12:30pm");
    const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const cells = days.flatMap((row) => windows.map((w) => ({ row, column: shortClock(w), share: 1, label: "100%" })));
    const svg = heatMapSvg(days, windows.map(shortClock), cells, "How full");
    const { width, smallestFont } = geometry(svg);
    expect((smallestFont * PHONE_CARD_PX) / width).toBeGreaterThanOrEqual(12);
    expect(svg).toContain(">11am</text>");
  });
});
