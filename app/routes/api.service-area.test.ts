/**
 * GET /api/service-area/:zip: the route's loader called exactly as React Router calls it, with
 * `{ request, url, pattern, params, context }` (the radius is the default SERVICE_RADIUS_MILES, 15).
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as serviceAreaRoute from "./api.service-area";
import { getEnv } from "../utils/env.server";

async function get(zip: string, query = ""): Promise<Response> {
  const url = new URL(`http://localhost/api/service-area/${encodeURIComponent(zip)}${query}`);
  const request = new Request(url);
  const context = new RouterContextProvider();
  return serviceAreaRoute.loader({ request, url, pattern: "/api/service-area/:zip", params: { zip }, context });
}

const CACHED = "public, max-age=86400";
const MALFORMED = { error: "Please enter a 5-digit ZIP code, like 75201." };

describe("GET /api/service-area/:zip", () => {
  it("runs with the default radius of 15 miles", () => {
    expect(getEnv().SERVICE_RADIUS_MILES).toBe(15);
  });

  it("200, served: a downtown Dallas ZIP", async () => {
    const res = await get("75201");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(CACHED);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ zip: "75201", served: true, city: "dallas", miles: 0.8 });
  });

  it("with ?city=, the distance from the ZIP to the chosen city", async () => {
    const body = (await (await get("75201", "?city=fort-worth")).json()) as { cityMiles: number };
    expect(body).toMatchObject({ zip: "75201", served: true, city: "dallas" });
    expect(body.cityMiles).toBeGreaterThan(25);
    expect(await (await get("75201", "?city=atlantis")).json()).toMatchObject({ cityMiles: null });
  });

  it("200, not served, with the nearest city: Waxahachie, about 28 miles from Dallas", async () => {
    const res = await get("75165");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(CACHED);
    const body = (await res.json()) as { served: boolean; city: string | null; miles: number | null };
    expect(body).toMatchObject({ zip: "75165", served: false, city: "dallas" });
    expect(body.miles).toBeGreaterThan(15);
  });

  it("200, not served, no city: a ZIP we have no data for (El Paso)", async () => {
    const res = await get("79901");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(CACHED);
    expect(await res.json()).toEqual({ zip: "79901", served: false, city: null, miles: null });
  });

  it("400 for a malformed ZIP, never cached", async () => {
    for (const zip of ["7520", "752011", "abcde", " 75201", "75201-1234", ""]) {
      const res = await get(zip);
      expect(res.status, JSON.stringify(zip)).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual(MALFORMED);
    }
  });

  it('400 for "__proto__" and other object keys', async () => {
    for (const zip of ["__proto__", "constructor", "toString"]) {
      const res = await get(zip);
      expect(res.status).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual(MALFORMED);
    }
  });
});
