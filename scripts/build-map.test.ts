import { readFileSync } from "node:fs";
import { appSourcesSaying } from "../tests/support/app-sources";
import { describe, expect, it } from "vitest";
import { cities } from "../app/content/cities";
import { dfwMap, dfwMapFocus } from "../app/content/generated/dfw-map";
import { haversineMiles } from "../app/lib/geo";
import {
  buildMapData,
  COUNTIES_OUTPUT,
  labelBox,
  markerBox,
  overlaps,
  renderCountiesSvg,
  scaleBarBox,
  type MapBox,
} from "./build-map";

const bySlug = (slug: string) => {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`no city ${slug}`);
  return city;
};
const at = (slug: string) => {
  const p = dfwMap.cities[slug];
  if (!p) throw new Error(`no map position for ${slug}`);
  return p;
};
const insideBox = (a: MapBox, v: MapBox) => a.x0 >= v.x0 && a.x1 <= v.x1 && a.y0 >= v.y0 && a.y1 <= v.y1;
const overview: MapBox = { x0: 0, y0: 0, x1: dfwMap.width, y1: dfwMap.height };

describe("generated map module", () => {
  it("is up to date with the cities and the generator (run `node scripts/build-map.ts` if not)", () => {
    const { counties, ...data } = buildMapData(cities);
    expect({ ...dfwMap, focus: dfwMapFocus }).toEqual(data);
    expect(readFileSync(COUNTIES_OUTPUT, "utf8")).toBe(renderCountiesSvg({ ...data, counties }));
  });

  it("draws the county outlines once, in the SVG file, in the map's coordinates", () => {
    const svg = readFileSync(COUNTIES_OUTPUT, "utf8");
    expect(svg).toContain(`viewBox="0 0 ${dfwMap.width} ${dfwMap.height}"`);
    expect(svg).toMatch(/<g id="counties" [^>]*>/);
    const { counties } = buildMapData(cities);
    expect(counties.length).toBeGreaterThanOrEqual(10);
    expect(svg.match(/<path /g)).toHaveLength(counties.length);
    expect(JSON.stringify(dfwMap)).not.toMatch(/"d":/);
  });

  it("is plain data: small, and imports nothing", () => {
    const source = readFileSync(new URL("../app/content/generated/dfw-map.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^import /m);
    expect(JSON.stringify(dfwMap).length).toBeLessThan(12_000);
  });

  it("keeps us-atlas, topojson and d3 out of the app (and so out of the browser bundle)", () => {
    expect(appSourcesSaying(/from\s+["'](us-atlas|topojson|d3-)/)).toEqual([]);
  });
});

describe("projection", () => {
  it("has a position for every city", () => {
    expect(Object.keys(dfwMap.cities).sort()).toEqual(cities.map((c) => c.slug).sort());
    expect(Object.keys(dfwMapFocus).sort()).toEqual(cities.map((c) => c.slug).sort());
  });

  it("puts the cities where they are relative to each other", () => {
    expect(at("fort-worth").x).toBeLessThan(at("arlington").x);
    expect(at("arlington").x).toBeLessThan(at("grand-prairie").x);
    expect(at("grand-prairie").x).toBeLessThan(at("dallas").x);
    expect(at("dallas").x).toBeLessThan(at("mesquite").x);
    expect(at("denton").y).toBeLessThan(at("dallas").y); // north is up
    expect(at("mckinney").y).toBeLessThan(at("plano").y);
    expect(at("plano").y).toBeLessThan(at("richardson").y);
    expect(at("frisco").y).toBeLessThan(at("the-colony").y);
  });

  it("keeps true distances (within 1.5%)", () => {
    const pairs: [string, string][] = [
      ["fort-worth", "dallas"],
      ["denton", "mesquite"],
      ["mckinney", "arlington"],
      ["colleyville", "garland"],
    ];
    for (const [a, b] of pairs) {
      const miles = haversineMiles(bySlug(a), bySlug(b));
      const units = Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
      expect(units / dfwMap.unitsPerMile / miles).toBeCloseTo(1, 1);
      expect(Math.abs(units / dfwMap.unitsPerMile / miles - 1)).toBeLessThan(0.015);
    }
  });

  it("places every marker inside the viewBox", () => {
    for (const c of cities) {
      const { x, y } = at(c.slug);
      expect(insideBox(markerBox(x, y, dfwMap.markerRadius), overview), c.name).toBe(true);
    }
  });

  it("centres each city's closer view on the city, with the city inside it", () => {
    for (const c of cities) {
      const view = dfwMapFocus[c.slug];
      if (!view) throw new Error(c.slug);
      const [x0, y0, w, h] = view.viewBox;
      expect(Math.abs(x0 + w / 2 - at(c.slug).x)).toBeLessThan(0.2);
      expect(Math.abs(y0 + h / 2 - at(c.slug).y)).toBeLessThan(0.2);
      expect(w).toBeLessThan(dfwMap.width); // closer than the overview
      expect(w / h).toBeCloseTo(dfwMap.width / dfwMap.height, 1);
    }
  });
});

describe("labels", () => {
  it("are at least 10 px tall on a phone (map ~350 px wide)", () => {
    expect((dfwMap.fontSize * 350) / dfwMap.width).toBeGreaterThanOrEqual(10);
  });

  it("never overlap each other or a marker, and stay inside the map (overview)", () => {
    const labels = cities.map((c) => ({ name: c.name, box: labelBox(c.name, at(c.slug).label, dfwMap.fontSize) }));
    const markers = cities.map((c) => ({
      name: c.name,
      box: markerBox(at(c.slug).x, at(c.slug).y, dfwMap.markerRadius),
    }));
    for (const [i, a] of labels.entries()) {
      expect(insideBox(a.box, overview), `${a.name} label inside`).toBe(true);
      for (const b of labels.slice(i + 1))
        expect(overlaps(a.box, b.box), `${a.name} label / ${b.name} label`).toBe(false);
      for (const m of markers) {
        if (m.name !== a.name) expect(overlaps(a.box, m.box), `${a.name} label / ${m.name} marker`).toBe(false);
      }
    }
  });

  it("keep county names and the scale bar clear of the cities (overview)", () => {
    const cityBoxes = cities.flatMap((c) => [
      labelBox(c.name, at(c.slug).label, dfwMap.fontSize),
      markerBox(at(c.slug).x, at(c.slug).y, dfwMap.markerRadius),
    ]);
    const extras = dfwMap.countyLabels.map((l) =>
      labelBox(`${l.name} County`.toUpperCase(), [l.x, l.y, "middle"], dfwMap.countyFontSize, 0),
    );
    if (dfwMap.scaleBar) extras.push(scaleBarBox(dfwMap.scaleBar, dfwMap.countyFontSize));
    for (const e of extras) for (const c of cityBoxes) expect(overlaps(e, c)).toBe(false);
    expect(dfwMap.countyLabels.map((l) => l.name)).toEqual(
      expect.arrayContaining(["Dallas", "Tarrant", "Collin", "Denton"]),
    );
  });

  it("never overlap in a city's closer view", () => {
    for (const c of cities) {
      const view = dfwMapFocus[c.slug];
      if (!view) throw new Error(c.slug);
      const k = view.scale;
      const [x0, y0, w, h] = view.viewBox;
      const frame: MapBox = { x0, y0, x1: x0 + w, y1: y0 + h };
      const main = at(c.slug);
      const boxes = [labelBox(c.name, view.label, dfwMap.fontSize * 1.1 * k)];
      const markers = [markerBox(main.x, main.y, dfwMap.markerRadius * 1.35 * k)];
      for (const [slug, label] of view.neighbours) {
        const n = at(slug);
        markers.push(markerBox(n.x, n.y, dfwMap.markerRadius * 0.6 * k));
        if (label) boxes.push(labelBox(bySlug(slug).name, label, dfwMap.neighbourFontSize * k));
      }
      for (const [i, a] of boxes.entries()) {
        expect(insideBox(a, frame), `${c.name} view`).toBe(true);
        for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${c.name} view`).toBe(false);
      }
      // no label covers a marker other than its own (each label sits beside its own marker)
      const owners = [c.slug, ...view.neighbours.filter(([, l]) => l).map(([s]) => s)];
      for (const [i, a] of boxes.entries()) {
        const own = at(owners[i] as string);
        for (const m of markers) {
          const isOwn = Math.abs((m.x0 + m.x1) / 2 - own.x) < 0.01 && Math.abs((m.y0 + m.y1) / 2 - own.y) < 0.01;
          if (!isOwn) expect(overlaps(a, m), `${c.name} view`).toBe(false);
        }
      }
    }
  });
});
