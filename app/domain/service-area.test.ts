import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cities } from "../content/cities";
import { findCityRef } from "../content/city-list";
import { dfwZips, ZIP_DATA_RANGE_MILES } from "../content/generated/dfw-zips";
import { site } from "../content/site";
import { haversineMiles } from "../lib/geo";
import { cityMismatchMessage, serviceAreaMessage, ZIP_RE, type ServiceAreaAnswer } from "./service-area";
import { checkZip, zipToCityMiles } from "./service-area-check";

const RADIUS = 15;
const cityName = (slug: string): string => findCityRef(slug)?.name ?? slug;
const message = (answer: ServiceAreaAnswer | null): string => {
  if (!answer) throw new Error("malformed");
  return serviceAreaMessage(answer, cityName, site.phone);
};
const zips = [...dfwZips.keys()];

/** A service area of `miles`, with no ZIP the owner always or never serves. */
const radius = (miles: number) => ({ radiusMiles: miles, alwaysServed: [], neverServed: [] });

describe("checkZip", () => {
  it("returns null for anything but five digits", () => {
    for (const input of [
      "7520",
      "752011",
      "7520a",
      "abcde",
      "__proto__",
      "constructor",
      " 75201",
      "75201 ",
      "",
      "75201-1234",
    ])
      expect(checkZip(input, radius(RADIUS)), JSON.stringify(input)).toBeNull();
    expect(ZIP_RE.test("75201")).toBe(true);
  });

  it("serves a downtown Dallas ZIP from Dallas", () => {
    expect(checkZip("75201", radius(RADIUS))).toEqual({ zip: "75201", served: true, city: "dallas", miles: 0.8 });
    expect(checkZip("76102", radius(RADIUS))).toMatchObject({ served: true, city: "fort-worth" });
  });

  it("does not serve a ZIP far away and names no city (El Paso)", () => {
    expect(checkZip("79901", radius(RADIUS))).toEqual({ zip: "79901", served: false, city: null, miles: null });
  });

  it("does not serve a ZIP that is not in the data at all", () => {
    expect(checkZip("00000", radius(RADIUS))).toEqual({ zip: "00000", served: false, city: null, miles: null });
    expect(checkZip("99999", radius(RADIUS))).toEqual({ zip: "99999", served: false, city: null, miles: null });
  });

  it("names the nearest city of a near-miss between 15 and 40 miles (Waxahachie)", () => {
    const answer = checkZip("75165", radius(RADIUS));
    expect(answer).toMatchObject({ zip: "75165", served: false, city: "dallas" });
    expect(answer?.miles).toBeGreaterThan(RADIUS);
    expect(answer?.miles).toBeLessThanOrEqual(ZIP_DATA_RANGE_MILES);
  });

  it("follows the radius", () => {
    const miles = checkZip("75165", radius(RADIUS))?.miles ?? 0;
    expect(checkZip("75165", radius(miles))).toMatchObject({ served: true, city: "dallas" });
    expect(checkZip("75165", radius(miles - 0.1))).toMatchObject({ served: false, city: "dallas" });
    expect(checkZip("75201", radius(0.5))).toMatchObject({ served: false, city: "dallas", miles: 0.8 });
  });

  it("for every ZIP in the data: served iff miles <= radius, and the city is the nearest one", () => {
    const nearestOf = new Map(
      zips.map((zip) => {
        const [lat, lng] = dfwZips.get(zip)!;
        const distances = cities.map((c) => ({ slug: c.slug, miles: haversineMiles({ lat, lng }, c) }));
        return [zip, { distances, nearest: Math.min(...distances.map((d) => d.miles)) }];
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 100, noNaN: true }), (miles) => {
        const wrong = zips.filter((zip) => {
          const answer = checkZip(zip, radius(miles));
          const { distances, nearest } = nearestOf.get(zip)!;
          return !(
            answer &&
            answer.miles === Math.round(nearest * 10) / 10 &&
            answer.served === answer.miles <= miles &&
            distances.find((d) => d.slug === answer.city)?.miles === nearest
          );
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("answers null for anything but five digits, not-in-the-data for an unknown ZIP, the nearest city for a known one", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{5}$/), fc.constantFrom(...zips)), (input) => {
        const answer = checkZip(input, radius(RADIUS));
        if (!/^\d{5}$/.test(input)) expect(answer).toBeNull();
        else if (!dfwZips.has(input)) expect(answer).toEqual({ zip: input, served: false, city: null, miles: null });
        else {
          expect(answer).toEqual({
            zip: input,
            served: answer!.miles! <= RADIUS,
            city: expect.any(String),
            miles: expect.any(Number),
          });
          expect(findCityRef(answer!.city!)).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("serviceAreaMessage", () => {
  it("says yes with the city", () => {
    expect(message(checkZip("75201", radius(RADIUS)))).toBe("Yes, we serve 75201 (Dallas).");
  });

  it("names the nearest city, its distance and the phone number for a near-miss", () => {
    const answer = checkZip("75165", radius(RADIUS));
    expect(message(answer)).toBe(
      `Sorry, 75165 is outside our service area (the nearest city we serve, Dallas, is ${answer?.miles?.toFixed(1)} ` +
        `miles away). Call us at ${site.phone} and we'll see what we can do.`,
    );
    expect(message({ zip: "76401", served: false, city: "fort-worth", miles: 62.3 })).toBe(
      "Sorry, 76401 is outside our service area (the nearest city we serve, Fort Worth, is 62.3 miles away). " +
        "Call us at (214) 555-0142 and we'll see what we can do.",
    );
  });

  it("gives the phone number without a city for a ZIP not in the data", () => {
    expect(message(checkZip("79901", radius(RADIUS)))).toBe(
      `Sorry, 79901 is outside our service area. Call us at ${site.phone} and we'll see what we can do.`,
    );
  });
});

describe("the ZIP and the chosen city", () => {
  it("measures from the ZIP's centre to a city, and speaks up only beyond the radius", () => {
    const near = zipToCityMiles("75024", "plano")!;
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(15);
    expect(cityMismatchMessage("75024", "Plano", near, 15)).toBeNull();
    const far = zipToCityMiles("75201", "fort-worth")!;
    expect(far).toBeGreaterThan(15);
    expect(cityMismatchMessage("75201", "Fort Worth", far, 15)).toMatch(/^75201 is about \d+ miles from Fort Worth\./);
    expect(zipToCityMiles("99999", "plano")).toBeNull();
    expect(zipToCityMiles("75201", "__proto__")).toBeNull();
  });
});

describe("the owner's own ZIPs (docs/decisions/0038)", () => {
  it("a ZIP always served is served beyond the radius, with its nearest city; one never served is refused within it", () => {
    expect(checkZip("75165", radius(15))).toMatchObject({ served: false, city: "dallas" });
    expect(checkZip("75165", { radiusMiles: 15, alwaysServed: ["75165"], neverServed: [] })).toMatchObject({
      served: true,
      city: "dallas",
    });
    expect(checkZip("75201", { radiusMiles: 15, alwaysServed: [], neverServed: ["75201"] })).toMatchObject({
      served: false,
      city: "dallas",
    });
    // a ZIP we have no centroid for cannot be served: there is no city to give it
    expect(checkZip("79901", { radiusMiles: 15, alwaysServed: ["79901"], neverServed: [] })).toMatchObject({
      served: false,
      city: null,
    });
  });
});
