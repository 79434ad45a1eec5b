// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as GoogleMapsModule from "./google-maps";
import type { GoogleMapOptions, GoogleMapsApi, GoogleMarkerOptions } from "./google-maps";

/* A stand-in for google.maps that records what it was asked to do. */
function fakeMaps() {
  const maps: { element: HTMLElement; options: GoogleMapOptions; listeners: Record<string, () => void> }[] = [];
  const markers: { options: GoogleMarkerOptions; listeners: Record<string, () => void> }[] = [];
  const listen = (listeners: Record<string, () => void>) => (name: string, handler: () => void) => {
    listeners[name] = handler;
    return { remove: () => delete listeners[name] };
  };
  class Map {
    listeners: Record<string, () => void> = {};
    addListener = listen(this.listeners);
    constructor(element: HTMLElement, options: GoogleMapOptions) {
      maps.push({ element, options, listeners: this.listeners });
    }
  }
  class Marker {
    listeners: Record<string, () => void> = {};
    addListener = listen(this.listeners);
    constructor(options: GoogleMarkerOptions) {
      markers.push({ options, listeners: this.listeners });
    }
  }
  const api: GoogleMapsApi = { Map, Marker };
  return { api, maps, markers };
}

type TestWindow = Window & { google?: { maps?: GoogleMapsApi } };

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/"]')];

/** What Google's script does once it has run: define google.maps and call the callback named in its URL. */
function finishLoading(script: HTMLScriptElement, api: GoogleMapsApi) {
  const callback = new URL(script.src).searchParams.get("callback");
  expect(callback).toBeTruthy();
  (window as TestWindow).google = { maps: api };
  (window as unknown as Record<string, () => void>)[callback as string]?.();
}

const cities = [
  { name: "Dallas", slug: "dallas", lat: 32.7767, lng: -96.797 },
  { name: "Fort Worth", slug: "fort-worth", lat: 32.7555, lng: -97.3308 },
  { name: "Plano", slug: "plano", lat: 33.0198, lng: -96.6989 },
];

let gm: typeof GoogleMapsModule;

beforeEach(async () => {
  vi.resetModules(); // a fresh loader (its once-per-document memory) for each test
  gm = await import("./google-maps");
});

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete (window as TestWindow).google;
});

describe("loadGoogleMaps", () => {
  it("adds the script once, with the key, async loading and a callback", async () => {
    const first = gm.loadGoogleMaps("test-key-123");
    const second = gm.loadGoogleMaps("test-key-123");
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);

    const script = scripts()[0] as HTMLScriptElement;
    const url = new URL(script.src);
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("test-key-123");
    expect(url.searchParams.get("loading")).toBe("async");
    expect(script.async).toBe(true);

    const { api } = fakeMaps();
    finishLoading(script, api);
    const maps = await first;
    expect(maps.Map).toBe(api.Map);
    expect(maps.Marker).toBe(api.Marker);

    // loaded: later calls still add nothing
    await expect(gm.loadGoogleMaps("test-key-123")).resolves.toBe(maps);
    expect(scripts()).toHaveLength(1);
  });

  it("uses importLibrary when the API offers it", async () => {
    const { api } = fakeMaps();
    const importLibrary = vi.fn(async (name: string) => (name === "maps" ? { Map: api.Map } : { Marker: api.Marker }));
    const loading = gm.loadGoogleMaps("k");
    finishLoading(scripts()[0] as HTMLScriptElement, { ...api, importLibrary });
    const maps = await loading;
    expect(importLibrary).toHaveBeenCalledWith("maps");
    expect(importLibrary).toHaveBeenCalledWith("marker");
    expect(maps.Map).toBe(api.Map);
  });

  it("rejects when the script fails, and a later call tries again", async () => {
    const failing = gm.loadGoogleMaps("k");
    const script = scripts()[0] as HTMLScriptElement;
    script.dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow(/could not be loaded/);
    expect(scripts()).toHaveLength(0);

    const retry = gm.loadGoogleMaps("k");
    expect(retry).not.toBe(failing);
    expect(scripts()).toHaveLength(1);
    const { api } = fakeMaps();
    finishLoading(scripts()[0] as HTMLScriptElement, api);
    await expect(retry).resolves.toMatchObject({ Map: api.Map });
  });

  it("tells subscribers when Google rejects the key", () => {
    void gm.loadGoogleMaps("bad-key");
    const listener = vi.fn();
    const unsubscribe = gm.onGoogleMapsAuthFailure(listener);
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    (window as unknown as { gm_authFailure: () => void }).gm_authFailure();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("maps", () => {
  it("all cities: zoom 9 around 32.90, -97.04, a marker per city, a click navigates", () => {
    const { api, maps, markers } = fakeMaps();
    const element = document.createElement("div");
    const navigate = vi.fn();
    gm.createAllCitiesMap(element, api, cities, navigate);

    expect(maps).toHaveLength(1);
    expect(maps[0]?.element).toBe(element);
    expect(maps[0]?.options).toMatchObject({ zoom: 9, center: { lat: 32.9, lng: -97.04 } });
    expect(markers.map((m) => m.options.position)).toEqual(cities.map(({ lat, lng }) => ({ lat, lng })));
    expect(markers.map((m) => m.options.title)).toEqual(["Dallas", "Fort Worth", "Plano"]);

    markers[1]?.listeners.click?.();
    expect(navigate).toHaveBeenCalledWith("/locations/fort-worth");
    markers[2]?.listeners.click?.();
    expect(navigate).toHaveBeenLastCalledWith("/locations/plano");
  });

  it("one city: zoom 12 on the city, a single marker", () => {
    const { api, maps, markers } = fakeMaps();
    const element = document.createElement("div");
    gm.createCityMap(element, api, cities[2] as (typeof cities)[number]);
    expect(maps).toHaveLength(1);
    expect(maps[0]?.options).toMatchObject({ zoom: 12, center: { lat: 33.0198, lng: -96.6989 } });
    expect(markers).toHaveLength(1);
    expect(markers[0]?.options.position).toEqual({ lat: 33.0198, lng: -96.6989 });
  });

  it("reports the map ready once, on the first tiles (or idle)", () => {
    const { api, maps } = fakeMaps();
    const map = gm.createCityMap(document.createElement("div"), api, cities[0] as (typeof cities)[number]);
    const ready = vi.fn();
    gm.whenMapReady(map, ready);
    maps[0]?.listeners.tilesloaded?.();
    maps[0]?.listeners.idle?.();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(maps[0]?.listeners).toEqual({}); // listeners removed
  });
});
