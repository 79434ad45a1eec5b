/**
 * Builds the data of the built-in Dallas-Fort Worth service-area map.
 *
 * Reads U.S. Census county shapes (us-atlas, 1:10m), projects them with d3-geo (Lambert conformal conic, the
 * Texas North Central state-plane parallels) fitted to our cities, clips them to the map, places every label so
 * that none overlaps another label or a marker, and writes the result as a plain TypeScript data module and the
 * county outlines as an SVG file the maps draw with `<use>` (docs/decisions/0023):
 *
 *   node scripts/build-map.ts            -> writes app/content/generated/dfw-map.ts and dfw-counties.svg
 *   node scripts/build-map.ts --check    -> exits 1 when either committed file is stale
 *
 * us-atlas, topojson-client and d3-geo are only ever imported here (build time); the app imports the generated
 * files, so none of them reaches the browser. scripts/build-map.test.ts fails when either file is stale.
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formatGenerated, loadCities, writeOrCheck } from "./generated-module.ts";
import { geoConicConformal, geoContains, geoPath, type GeoProjection } from "d3-geo";
import { feature } from "topojson-client";
import type { Topology, GeometryCollection } from "topojson-specification";
import type { Feature, Geometry } from "geojson";
import type {
  DfwMap,
  MapCountyLabel,
  MapFocusView,
  MapLabel,
  MapScaleBar,
  MapTextAnchor,
} from "../app/content/generated/dfw-map.ts";

/* ------------------------------------------------------------------------------------------------ types */

/** What the generator needs to know about a city. */
export interface MapCityInput {
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

// The map's own types (labels, scale bar, focus views) are written once, in the module this script generates
// (HEADER below), and imported from it.
type MapCity = DfwMap["cities"][string];

export interface MapBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface MapCounty {
  name: string;
  /** SVG path data, clipped to the area any view can show */
  d: string;
}

/** All the generator makes: the overview and the focus views (the data module) and the outlines (the SVG file). */
export type DfwMapData = DfwMap & { counties: MapCounty[]; focus: Record<string, MapFocusView> };

/* ------------------------------------------------------------------------------------------------ design */

/** Viewbox width in map units. Coordinates are written with one decimal. */
export const WIDTH = 600;
/** Space around the cities, map units: [top, right, bottom, left]. */
const PADDING = [34, 46, 30, 38] as const;
/**
 * City label size. The map is ~350 px wide on a phone, so one unit is ~0.58 px there: 19 units ≈ 11 px
 * (≥ 10 px required); on a 640 px wide desktop map it is ≈ 20 px.
 */
export const FONT_SIZE = 19;
export const COUNTY_FONT_SIZE = 15;
export const NEIGHBOUR_FONT_SIZE = 17;
export const MARKER_RADIUS = 7.5;
/** Width of a city page's closer view. */
export const FOCUS_MILES = 36;

/** Texas FIPS 48: the counties around our cities. Only the parts inside the map are kept. */
export const COUNTY_FIPS: Record<string, string> = {
  "48113": "Dallas",
  "48439": "Tarrant",
  "48085": "Collin",
  "48121": "Denton",
  "48397": "Rockwall",
  "48257": "Kaufman",
  "48139": "Ellis",
  "48251": "Johnson",
  "48367": "Parker",
  "48497": "Wise",
  "48231": "Hunt",
};

/**
 * Advance widths of Inter (the site font) at weight 600, per 100 units of font size, measured in Chromium.
 * Labels are sized from these plus a safety margin, so a slightly wider fallback font still fits.
 */
// prettier-ignore
const ADVANCE_600: Record<string, number> = {
  A: 73, B: 66, C: 74, D: 72, E: 61, F: 59, G: 75, H: 75, I: 28, J: 58, K: 70, L: 57, M: 92, N: 76, O: 77, P: 65,
  Q: 77, R: 65, S: 65, T: 66, U: 74, V: 73, W: 102, X: 72, Y: 71, Z: 65, a: 57, b: 62, c: 58, d: 62, e: 59, f: 39,
  g: 63, h: 61, i: 26, j: 26, k: 57, l: 26, m: 90, n: 61, o: 61, p: 62, q: 62, r: 40, s: 55, t: 35, u: 61, v: 59,
  w: 84, x: 57, y: 59, z: 57, " ": 25, ".": 32, "-": 47, "'": 33,
};
const WIDTH_SAFETY = 1.08;
/** County labels are upper case with this letter spacing (em). */
export const COUNTY_LETTER_SPACING = 0.08;

/* ------------------------------------------------------------------------------------------------ geometry helpers */

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Estimated rendered width of `text` at `fontSize` (weight 600, Inter), with a safety margin. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let total = 0;
  for (const ch of text) total += (ADVANCE_600[ch] ?? 70) / 100 + letterSpacing;
  return total * fontSize * WIDTH_SAFETY;
}

/** The box a label's ink occupies, with `pad` map units of room around it (the white halo). */
export function labelBox(text: string, label: MapLabel, fontSize: number, pad = 2): MapBox {
  const [x, y, anchor] = label;
  const w = textWidth(text, fontSize);
  const x0 = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  return { x0: x0 - pad, y0: y - 0.76 * fontSize - pad, x1: x0 + w + pad, y1: y + 0.24 * fontSize + pad };
}

export function markerBox(x: number, y: number, r: number, pad = 1.5): MapBox {
  return { x0: x - r - pad, y0: y - r - pad, x1: x + r + pad, y1: y + r + pad };
}

export const overlaps = (a: MapBox, b: MapBox): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

const inside = (a: MapBox, view: MapBox): boolean =>
  a.x0 >= view.x0 && a.x1 <= view.x1 && a.y0 >= view.y0 && a.y1 <= view.y1;

/** Label positions around a marker, most preferred first. */
function candidates(x: number, y: number, r: number, fontSize: number): MapLabel[] {
  const gap = r + 0.28 * fontSize;
  const mid = y + 0.36 * fontSize; // baseline that centres the capitals on the marker
  const diag = r * 0.55 + 0.15 * fontSize;
  return [
    { x: x + gap, y: mid, anchor: "start" },
    { x: x - gap, y: mid, anchor: "end" },
    { x: x + diag, y: y - r - 0.3 * fontSize, anchor: "start" },
    { x: x + diag, y: y + r + 0.9 * fontSize, anchor: "start" },
    { x: x - diag, y: y - r - 0.3 * fontSize, anchor: "end" },
    { x: x - diag, y: y + r + 0.9 * fontSize, anchor: "end" },
    { x, y: y - r - 0.4 * fontSize, anchor: "middle" },
    { x, y: y + r + 1.0 * fontSize, anchor: "middle" },
  ].map((l): MapLabel => [round1(l.x), round1(l.y), l.anchor as MapTextAnchor]);
}

interface PlaceItem {
  name: string;
  x: number;
  y: number;
  r: number;
  fontSize: number;
}

/**
 * Chooses a label position for every item so that no label box overlaps another label box or any marker (so
 * every link also has its own area) and every box stays inside `view`. Returns null when no arrangement exists.
 */
export function placeLabels(items: PlaceItem[], view: MapBox, obstacles: MapBox[] = []): (MapLabel | null)[] | null {
  const markers = items.map((it) => markerBox(it.x, it.y, it.r));
  const options = items.map((it, i) =>
    candidates(it.x, it.y, it.r, it.fontSize)
      .map((label) => ({ label, box: labelBox(it.name, label, it.fontSize) }))
      .filter(
        ({ box }) =>
          inside(box, view) &&
          !markers.some((m, j) => j !== i && overlaps(box, m)) &&
          !obstacles.some((o) => overlaps(box, o)),
      ),
  );
  // Backtracking with forward checking, always branching on the item with the fewest remaining positions.
  const chosen: (MapLabel | null)[] = items.map(() => null);
  let steps = 0;
  const search = (remaining: { label: MapLabel; box: MapBox }[][], open: number[]): boolean => {
    if (open.length === 0) return true;
    if (++steps > 200_000) return false;
    let pick = 0;
    for (let k = 1; k < open.length; k++) {
      if ((remaining[open[k] as number]?.length ?? 0) < (remaining[open[pick] as number]?.length ?? 0)) pick = k;
    }
    const i = open[pick] as number;
    const rest = open.filter((_, k) => k !== pick);
    for (const option of remaining[i] ?? []) {
      const next = remaining.map((opts, j) =>
        rest.includes(j) ? opts.filter((o) => !overlaps(o.box, option.box)) : opts,
      );
      if (rest.some((j) => (next[j]?.length ?? 0) === 0)) continue;
      chosen[i] = option.label;
      if (search(next, rest)) return true;
      chosen[i] = null;
    }
    return false;
  };
  const ok = search(
    options,
    items.map((_, i) => i),
  );
  return ok ? chosen : null;
}

/** Greedy variant for optional labels: each item gets the first free position, or none. */
function placeOptionalLabels(items: PlaceItem[], view: MapBox, obstacles: MapBox[]): (MapLabel | null)[] {
  const taken = [...obstacles, ...items.map((it) => markerBox(it.x, it.y, it.r))];
  return items.map((it, i) => {
    for (const label of candidates(it.x, it.y, it.r, it.fontSize)) {
      const box = labelBox(it.name, label, it.fontSize);
      const others = taken.filter((_, j) => j !== obstacles.length + i);
      if (inside(box, view) && !others.some((o) => overlaps(box, o))) {
        taken.push(box);
        return label;
      }
    }
    return null;
  });
}

/* ------------------------------------------------------------------------------------------------ the map */

type CountyFeature = Feature<Geometry, { name: string }>;

function loadCounties(): CountyFeature[] {
  const require = createRequire(import.meta.url);
  const topology = require("us-atlas/counties-10m.json") as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.counties).features as CountyFeature[];
  return Object.keys(COUNTY_FIPS).map((fips) => {
    const found = all.find((f) => String(f.id) === fips);
    if (!found) throw new Error(`County ${fips} not found in us-atlas`);
    return found;
  });
}

function countyLabelText(name: string): string {
  return `${name} County`.toUpperCase();
}

/**
 * Finds a spot for each county name inside its county and inside `view`, near the middle of the county's visible
 * part, clear of `obstacles` (markers and city labels) and of the other county names.
 */
function placeCountyLabels(
  counties: CountyFeature[],
  projection: GeoProjection,
  view: MapBox,
  fontSize: number,
  obstacles: MapBox[],
  /** the focused city: its county's name goes towards the bottom of the view, away from the city's own name */
  avoid?: [number, number],
): MapCountyLabel[] {
  const taken = [...obstacles];
  const clipped = geoPath(
    projection.clipExtent([
      [view.x0, view.y0],
      [view.x1, view.y1],
    ]),
  );
  const step = fontSize / 2;
  const result: MapCountyLabel[] = [];
  const containsPoint = (f: CountyFeature, x: number, y: number): boolean => {
    const p = projection.invert?.([x, y]);
    return p != null && geoContains(f, p);
  };
  for (const county of counties) {
    if (clipped.area(county) < fontSize * fontSize * 12) continue;
    const [cx, centroidY] = clipped.centroid(county);
    const cy = avoid && containsPoint(county, avoid[0], avoid[1]) ? view.y0 + 0.84 * (view.y1 - view.y0) : centroidY;
    const text = countyLabelText(county.properties.name);
    const w = textWidth(text, fontSize, COUNTY_LETTER_SPACING);
    const spots: [number, number][] = [];
    for (let y = view.y0 + fontSize; y <= view.y1; y += step)
      for (let x = view.x0 + w / 2; x <= view.x1 - w / 2; x += step) spots.push([x, y]);
    spots.sort((a, b) => Math.hypot(a[0] - cx, a[1] - cy) - Math.hypot(b[0] - cx, b[1] - cy));
    for (const [x, y] of spots) {
      const box: MapBox = {
        x0: x - w / 2 - 3,
        y0: y - 0.76 * fontSize - 3,
        x1: x + w / 2 + 3,
        y1: y + 0.1 * fontSize + 3,
      };
      if (!inside(box, view) || taken.some((t) => overlaps(box, t))) continue;
      const corners: [number, number][] = [
        [box.x0, box.y0],
        [box.x1, box.y0],
        [box.x0, box.y1],
        [box.x1, box.y1],
        [x, y],
      ];
      if (!corners.every(([px, py]) => containsPoint(county, px, py))) continue;
      taken.push(box);
      result.push({ name: county.properties.name, x: round1(x), y: round1(y) });
      break;
    }
  }
  projection.clipExtent(null);
  return result;
}

/** A scale bar of `miles` in the first corner of `view` where it is clear of `obstacles`. */
function placeScaleBar(
  view: MapBox,
  obstacles: MapBox[],
  unitsPerMile: number,
  miles: number,
  fontSize: number,
): MapScaleBar | null {
  const length = round1(miles * unitsPerMile);
  const w = length + 0.4 * fontSize + textWidth(`${miles} mi`, fontSize);
  const m = 0.9 * fontSize;
  const corners: [number, number][] = [
    [view.x0 + m, view.y1 - m],
    [view.x1 - m - w, view.y1 - m],
    [view.x0 + m, view.y0 + m + fontSize],
    [view.x1 - m - w, view.y0 + m + fontSize],
  ];
  for (const [x, y] of corners) {
    const box = scaleBarBox({ x, y, length, miles }, fontSize);
    if (inside(box, view) && !obstacles.some((o) => overlaps(box, o)))
      return { x: round1(x), y: round1(y), length, miles };
  }
  return null;
}

export function scaleBarBox(bar: MapScaleBar, fontSize: number): MapBox {
  const w = bar.length + 0.4 * fontSize + textWidth(`${bar.miles} mi`, fontSize);
  return { x0: bar.x - 3, y0: bar.y - 0.8 * fontSize - 3, x1: bar.x + w + 3, y1: bar.y + 3 };
}

export function buildMapData(cities: readonly MapCityInput[]): DfwMapData {
  if (cities.length === 0) throw new Error("No cities");
  const counties = loadCounties();
  const [padTop, padRight, padBottom, padLeft] = PADDING;

  // Lambert conformal conic with the NAD83 Texas North Central parallels: true shapes and bearings here.
  const projection = geoConicConformal()
    .parallels([32 + 8 / 60, 33 + 58 / 60])
    .rotate([98.5, 0]);
  const points = { type: "MultiPoint" as const, coordinates: cities.map((c) => [c.lng, c.lat]) };
  projection.fitWidth(WIDTH - padLeft - padRight, points);
  const [tx, ty] = projection.translate();
  projection.translate([tx + padLeft, ty + padTop]);

  const project = (c: MapCityInput): [number, number] => {
    const p = projection([c.lng, c.lat]);
    if (!p) throw new Error(`Cannot project ${c.name}`);
    return [round1(p[0]), round1(p[1])];
  };
  const xy = new Map(cities.map((c) => [c.slug, project(c)]));
  const maxY = Math.max(...[...xy.values()].map(([, y]) => y));
  const height = Math.round(maxY + padBottom);
  const view: MapBox = { x0: 0, y0: 0, x1: WIDTH, y1: height };

  // Map units per mile, measured along the meridian through the middle of the map (1° of latitude ≈ 69.05 mi).
  const mid = projection.invert?.([WIDTH / 2, height / 2]) ?? [-97, 32.9];
  const a = projection([mid[0], mid[1] - 0.5]);
  const b = projection([mid[0], mid[1] + 0.5]);
  if (!a || !b) throw new Error("Cannot measure the scale");
  const unitsPerMile = Math.hypot(a[0] - b[0], a[1] - b[1]) / 69.05;

  /* overview labels */
  const items: PlaceItem[] = cities.map((c) => {
    const [x, y] = xy.get(c.slug) as [number, number];
    return { name: c.name, x, y, r: MARKER_RADIUS, fontSize: FONT_SIZE };
  });
  const labels = placeLabels(items, view);
  if (!labels) throw new Error("The city labels cannot be placed without overlaps; adjust the map design");
  const cityData: Record<string, MapCity> = {};
  cities.forEach((c, i) => {
    const [x, y] = xy.get(c.slug) as [number, number];
    const label = labels[i] as MapLabel;
    const box = labelBox(c.name, label, FONT_SIZE);
    // The label's hit area and focus ring in whole map units, rounded outwards (under a unit more on each side).
    const [x0, y0] = [Math.floor(box.x0), Math.floor(box.y0)];
    cityData[c.slug] = { x, y, label, hit: [x0, y0, Math.ceil(box.x1) - x0, Math.ceil(box.y1) - y0] };
  });
  const cityObstacles = items.flatMap((it, i) => [
    markerBox(it.x, it.y, it.r, 3),
    labelBox(it.name, labels[i] as MapLabel, it.fontSize, 3),
  ]);
  const scaleBar = placeScaleBar(view, cityObstacles, unitsPerMile, 10, COUNTY_FONT_SIZE);
  if (scaleBar) cityObstacles.push(scaleBarBox(scaleBar, COUNTY_FONT_SIZE));
  const countyLabels = placeCountyLabels(counties, projection, view, COUNTY_FONT_SIZE, cityObstacles);

  /* focus views */
  const focusW = FOCUS_MILES * unitsPerMile;
  const focusH = (focusW * height) / WIDTH;
  const scale = focusW / WIDTH;
  const focus: Record<string, MapFocusView> = {};
  let clip: MapBox = { ...view };
  for (const c of cities) {
    const [x, y] = xy.get(c.slug) as [number, number];
    const fv: MapBox = { x0: round1(x - focusW / 2), y0: round1(y - focusH / 2), x1: 0, y1: 0 };
    fv.x1 = round1(fv.x0 + focusW);
    fv.y1 = round1(fv.y0 + focusH);
    clip = {
      x0: Math.min(clip.x0, fv.x0),
      y0: Math.min(clip.y0, fv.y0),
      x1: Math.max(clip.x1, fv.x1),
      y1: Math.max(clip.y1, fv.y1),
    };
    const main: PlaceItem = { name: c.name, x, y, r: MARKER_RADIUS * 1.35 * scale, fontSize: FONT_SIZE * 1.1 * scale };
    const others = cities
      .filter((o) => o.slug !== c.slug)
      .map((o) => {
        const [ox, oy] = xy.get(o.slug) as [number, number];
        return {
          slug: o.slug,
          item: { name: o.name, x: ox, y: oy, r: MARKER_RADIUS * 0.6 * scale, fontSize: NEIGHBOUR_FONT_SIZE * scale },
        };
      })
      .filter(({ item }) => inside(markerBox(item.x, item.y, item.r), fv));
    const mainLabel = placeLabels(
      [main],
      fv,
      others.map(({ item }) => markerBox(item.x, item.y, item.r)),
    )?.[0];
    if (!mainLabel) throw new Error(`No room for the ${c.name} label in its focus view`);
    const obstacles = [
      markerBox(main.x, main.y, main.r, 2 * scale),
      labelBox(main.name, mainLabel, main.fontSize, 3 * scale),
    ];
    const focusBar = placeScaleBar(
      fv,
      [...obstacles, ...others.map(({ item }) => markerBox(item.x, item.y, item.r, 3 * scale))],
      unitsPerMile,
      5,
      COUNTY_FONT_SIZE * scale,
    );
    if (focusBar) obstacles.push(scaleBarBox(focusBar, COUNTY_FONT_SIZE * scale));
    const neighbourLabels = placeOptionalLabels(
      others.map(({ item }) => item),
      fv,
      obstacles,
    );
    // keep county names well away from the city's own name, so neither reads as the other
    const clearing = 2.5 * main.fontSize;
    const mainBox = labelBox(main.name, mainLabel, main.fontSize);
    const allObstacles = [
      ...obstacles,
      {
        x0: Math.min(mainBox.x0, x) - clearing,
        y0: y - clearing,
        x1: Math.max(mainBox.x1, x) + clearing,
        y1: y + clearing,
      },
      ...others.flatMap(({ item }, i) => {
        const l = neighbourLabels[i];
        return [
          markerBox(item.x, item.y, item.r, 2 * scale),
          ...(l ? [labelBox(item.name, l, item.fontSize, 3 * scale)] : []),
        ];
      }),
    ];
    focus[c.slug] = {
      viewBox: [fv.x0, fv.y0, round1(focusW), round1(focusH)],
      scale: Math.round(scale * 1000) / 1000,
      label: mainLabel,
      neighbours: others.map(({ slug }, i): [string, MapLabel | null] => [slug, neighbourLabels[i] ?? null]),
      countyLabels: placeCountyLabels(counties, projection, fv, COUNTY_FONT_SIZE * scale, allObstacles, [x, y]),
      scaleBar: focusBar,
    };
  }

  /* county outlines, clipped to everything a view can show (plus a little, so clipped edges stay out of sight) */
  projection.clipExtent([
    [Math.floor(clip.x0) - 4, Math.floor(clip.y0) - 4],
    [Math.ceil(clip.x1) + 4, Math.ceil(clip.y1) + 4],
  ]);
  const path = geoPath(projection).digits(1);
  const countyData: MapCounty[] = [];
  for (const county of counties) {
    const d = path(county);
    if (d) countyData.push({ name: county.properties.name, d: compactPath(d) });
  }
  projection.clipExtent(null);

  return {
    width: WIDTH,
    height,
    unitsPerMile: Math.round(unitsPerMile * 1000) / 1000,
    fontSize: FONT_SIZE,
    countyFontSize: COUNTY_FONT_SIZE,
    neighbourFontSize: NEIGHBOUR_FONT_SIZE,
    markerRadius: MARKER_RADIUS,
    counties: countyData,
    countyLabels,
    scaleBar,
    cities: cityData,
    focus,
  };
}

/** Path data with relative coordinates (shorter than d3's absolute ones), one decimal. */
export function compactPath(d: string): string {
  const num = (n: number): string => {
    const s = n
      .toFixed(1)
      .replace(/\.0$/, "")
      .replace(/^(-?)0\./, "$1.");
    return s === "-0" ? "0" : s;
  };
  const pair = (x: number, y: number): string => {
    const ys = num(y);
    return `${num(x)}${ys.startsWith("-") ? "" : ","}${ys}`;
  };
  const join = (pairs: string[]): string =>
    pairs.reduce((acc, p) => (acc === "" ? p : `${acc}${p.startsWith("-") ? "" : " "}${p}`), "");
  let out = "";
  let pending: string[] = [];
  let [px, py, sx, sy] = [0, 0, 0, 0];
  const flush = () => {
    if (pending.length) out += `l${join(pending)}`;
    pending = [];
  };
  for (const [, cmd = "", args = ""] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === "Z") {
      flush();
      out += "z";
      [px, py] = [sx, sy];
      continue;
    }
    const [x = 0, y = 0] = args.split(",").map((v) => Math.round(Number(v) * 10) / 10);
    if (cmd === "M") {
      flush();
      out += out === "" ? `M${pair(x, y)}` : `m${pair(Math.round((x - px) * 10) / 10, Math.round((y - py) * 10) / 10)}`;
      [sx, sy] = [x, y];
    } else {
      const dx = Math.round((x - px) * 10) / 10;
      const dy = Math.round((y - py) * 10) / 10;
      if (dx !== 0 || dy !== 0) pending.push(pair(dx, dy));
    }
    [px, py] = [x, y];
  }
  flush();
  return out;
}

/* ------------------------------------------------------------------------------------------------ module output */

const HEADER = `// GENERATED by scripts/build-map.ts from U.S. Census county shapes (us-atlas) and app/content/cities.ts.
// Do not edit: run \`node scripts/build-map.ts\`. scripts/build-map.test.ts fails when this file is stale.

export type MapTextAnchor = "start" | "middle" | "end";
/** Where a label goes: x of the text anchor, y of the baseline, and the anchor. */
export type MapLabel = [x: number, y: number, anchor: MapTextAnchor];
export interface MapCountyLabel {
  name: string;
  x: number;
  y: number;
}
export interface MapScaleBar {
  /** left end of the bar (its baseline) */
  x: number;
  y: number;
  /** map units */
  length: number;
  miles: number;
}
export interface DfwMap {
  width: number;
  height: number;
  /** map units per statute mile */
  unitsPerMile: number;
  /** city label font size, map units (overview) */
  fontSize: number;
  /** county label font size, map units (overview) */
  countyFontSize: number;
  /** neighbour label font size in a focus view, before scaling */
  neighbourFontSize: number;
  markerRadius: number;
  countyLabels: MapCountyLabel[];
  scaleBar: MapScaleBar | null;
  /** each city's marker and label; \`hit\`, the label's box [x, y, width, height]: the link's hit area and focus ring */
  cities: Record<string, { x: number; y: number; label: MapLabel; hit: [number, number, number, number] }>;
}
/** A city page's closer view. A page needs only its own: its loader sends it (docs/decisions/0019). */
export interface MapFocusView {
  /** [minX, minY, width, height], about FOCUS_MILES across, centred on the city */
  viewBox: [number, number, number, number];
  /** how many map units one unit of the overview is worth here (sizes are multiplied by it) */
  scale: number;
  label: MapLabel;
  /** other cities inside the view: slug, and a label position when one fits */
  neighbours: [slug: string, label: MapLabel | null][];
  countyLabels: MapCountyLabel[];
  scaleBar: MapScaleBar | null;
}
`;

/**
 * Two exports, so that a bundle that imports only the overview leaves the 16 focus views out. The county outlines
 * are not in it: they are the SVG file below.
 */
export function renderMapModule({ focus, counties: _outlines, ...overview }: DfwMapData): string {
  return `${HEADER}\nexport const dfwMap: DfwMap = ${JSON.stringify(overview)};\n\nexport const dfwMapFocus: Record<string, MapFocusView> = ${JSON.stringify(focus)};\n`;
}

/** slate-100 counties with slate-400 borders, under every map's own markers and labels */
export const COUNTY_FILL = "#f1f5f9";
export const COUNTY_STROKE = "#94a3b8";

/**
 * The county outlines, in the map's own coordinates, as one group (`#counties`) that every map (the overview and
 * each city's close-up, whatever its viewBox) draws with `<use>`: fetched once, cached, and neither in a page's HTML
 * nor in its JavaScript (docs/decisions/0023). The strokes keep their width however far a view zooms in.
 */
export function renderCountiesSvg({ width, height, counties }: DfwMapData): string {
  const paths = counties.map((c) => `<path vector-effect="non-scaling-stroke" d="${c.d}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<!-- GENERATED by scripts/build-map.ts from U.S. Census county shapes (us-atlas); do not edit. -->`,
    `<g id="counties" fill="${COUNTY_FILL}" stroke="${COUNTY_STROKE}" stroke-width="1.25" stroke-linejoin="round">`,
    ...paths,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}

export const OUTPUT = fileURLToPath(new URL("../app/content/generated/dfw-map.ts", import.meta.url));
export const COUNTIES_OUTPUT = fileURLToPath(new URL("../app/content/generated/dfw-counties.svg", import.meta.url));

async function main(): Promise<void> {
  const cities = await loadCities<MapCityInput>();
  const data = buildMapData(cities);
  const source = await formatGenerated(renderMapModule(data), OUTPUT);
  await writeOrCheck(OUTPUT, source, "map data", "scripts/build-map.ts");
  await writeOrCheck(COUNTIES_OUTPUT, renderCountiesSvg(data), "county outlines", "scripts/build-map.ts");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
