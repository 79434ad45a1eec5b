import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles } from "./geo";

const dallas = { lat: 32.7767, lng: -96.797 };
const fortWorth = { lat: 32.7555, lng: -97.3308 };

describe("haversineMiles", () => {
  it("is zero for the same point", () => {
    expect(haversineMiles(dallas, dallas)).toBe(0);
  });

  it("is symmetric", () => {
    expect(haversineMiles(dallas, fortWorth)).toBeCloseTo(haversineMiles(fortWorth, dallas), 10);
  });

  it("puts one degree of latitude at about 69 miles", () => {
    expect(haversineMiles({ lat: 32, lng: -97 }, { lat: 33, lng: -97 })).toBeCloseTo(69.09, 1);
  });

  it("shrinks a degree of longitude by the cosine of the latitude", () => {
    const atEquator = haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 1 });
    const atDfw = haversineMiles({ lat: 32.8, lng: -97 }, { lat: 32.8, lng: -96 });
    expect(atDfw / atEquator).toBeCloseTo(Math.cos((32.8 * Math.PI) / 180), 3);
  });

  it("measures Dallas to Fort Worth at roughly 31 miles in a straight line", () => {
    const miles = haversineMiles(dallas, fortWorth);
    expect(miles).toBeGreaterThan(30);
    expect(miles).toBeLessThan(33);
  });

  it("matches a known long distance (New York to Los Angeles, about 2,445 miles)", () => {
    const miles = haversineMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 });
    expect(miles).toBeGreaterThan(2430);
    expect(miles).toBeLessThan(2460);
  });

  it("never exceeds half the Earth's circumference, even for antipodes", () => {
    const miles = haversineMiles({ lat: 10, lng: 20 }, { lat: -10, lng: -160 });
    expect(miles).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 2);
  });

  it("obeys the triangle inequality on sample points", () => {
    const plano = { lat: 33.0198, lng: -96.6989 };
    expect(haversineMiles(dallas, fortWorth)).toBeLessThanOrEqual(
      haversineMiles(dallas, plano) + haversineMiles(plano, fortWorth),
    );
  });
});
