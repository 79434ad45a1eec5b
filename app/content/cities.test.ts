import { describe, expect, it } from "vitest";
import { z } from "zod";
import { haversineMiles } from "../lib/geo";
import { cities, citySlugs, getCity, nearbyCities } from "./cities";
import { citySchema, serviceIds } from "./schema";
import { site } from "./site";

const expectedNames = [
  "Dallas",
  "Fort Worth",
  "Arlington",
  "Plano",
  "Irving",
  "Frisco",
  "McKinney",
  "Garland",
  "Grand Prairie",
  "Mesquite",
  "Carrollton",
  "Denton",
  "Richardson",
  "The Colony",
  "Flower Mound",
  "Colleyville",
];

const words = (text: string): number => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Every city name, longest first, so "The Colony" is replaced before any shorter name could match inside it. */
const namePattern = new RegExp(
  [...cities.map((c) => c.name)]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "gi",
);

/** Lower-cased words with punctuation stripped and every city name replaced by one token. */
function normalise(text: string): string[] {
  return text
    .replace(namePattern, " cityname ")
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

function shingles(text: string, size = 5): Set<string> {
  const tokens = normalise(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(" "));
  return out;
}

interface PairScore {
  a: string;
  b: string;
  jaccard: number;
  containment: number;
}

/** For every pair: Jaccard similarity and the larger share of one text's shingles found in the other. */
function pairScores(texts: { name: string; text: string }[]): PairScore[] {
  const sets = texts.map((t) => ({ name: t.name, set: shingles(t.text) }));
  const scores: PairScore[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      let shared = 0;
      for (const s of a.set) if (b.set.has(s)) shared++;
      const union = a.set.size + b.set.size - shared;
      scores.push({
        a: a.name,
        b: b.name,
        jaccard: union === 0 ? 0 : shared / union,
        containment: Math.min(a.set.size, b.set.size) === 0 ? 0 : shared / Math.min(a.set.size, b.set.size),
      });
    }
  }
  return scores;
}

const LIMIT = 0.3;

function worstPair(scores: PairScore[]): PairScore {
  return scores.reduce((worst, s) =>
    Math.max(s.jaccard, s.containment) > Math.max(worst.jaccard, worst.containment) ? s : worst,
  );
}

function describePair(s: PairScore): string {
  return `${s.a} vs ${s.b}: jaccard ${s.jaccard.toFixed(3)}, containment ${s.containment.toFixed(3)}`;
}

describe("cities data", () => {
  it("has exactly the 16 service cities, in display order", () => {
    expect(cities.map((c) => c.name)).toEqual(expectedNames);
    expect(cities).toHaveLength(16);
    expect(z.array(citySchema).parse(cities)).toEqual(cities);
  });

  it("has unique slugs derived from the names (lowercase, hyphenated)", () => {
    for (const city of cities) expect(city.slug).toBe(city.name.toLowerCase().replace(/\s+/g, "-"));
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    expect(citySlugs).toEqual(cities.map((c) => c.slug));
    expect(citySlugs).toEqual(expect.arrayContaining(["fort-worth", "grand-prairie", "the-colony", "flower-mound"]));
  });

  it("ends every meta description with a call to the phone number from the site config", () => {
    for (const city of cities) {
      expect(city.metaDescription.endsWith(`Call ${site.phone}.`)).toBe(true);
      expect(city.metaDescription).toContain(city.name);
      expect(city.metaDescription.length, city.name).toBeGreaterThanOrEqual(120);
      expect(city.metaDescription.length, city.name).toBeLessThanOrEqual(160);
    }
    expect(new Set(cities.map((c) => c.metaDescription)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.description)).size).toBe(cities.length);
  });

  it("has three intro paragraphs of 60-120 words each", () => {
    for (const city of cities) {
      expect(city.intro).toHaveLength(3);
      for (const p of city.intro) {
        expect(words(p), `${city.name}: ${p.slice(0, 40)}`).toBeGreaterThanOrEqual(60);
        expect(words(p), `${city.name}: ${p.slice(0, 40)}`).toBeLessThanOrEqual(120);
      }
    }
  });

  it("names the city and at least two of its neighborhoods in the intro", () => {
    for (const city of cities) {
      const text = city.intro.join(" ");
      expect(text).toContain(city.name);
      const named = city.neighborhoods.filter((n) => text.includes(n.split(" / ")[0]!));
      expect(named.length, city.name).toBeGreaterThanOrEqual(2);
    }
  });

  it("says the services are flat-rate and booked online", () => {
    for (const city of cities) {
      const text = city.intro.join(" ");
      expect(text, city.name).toMatch(/flat/i);
      expect(text, city.name).toMatch(/online/i);
    }
  });

  it("has a local note for every service", () => {
    for (const city of cities) expect(Object.keys(city.localNotes).sort()).toEqual([...serviceIds].sort());
  });

  it("never carries prices, the brand or the phone typed by hand, or placeholders", () => {
    for (const city of cities) {
      const text = [city.description, ...city.intro, ...Object.values(city.localNotes)].join(" ");
      expect(text).not.toMatch(/\$\s*\d/);
      expect(text).not.toMatch(/\{[a-z]+\}|TODO|undefined/);
      expect(text).not.toContain(site.brand);
      expect(text).not.toContain(site.phone);
    }
  });

  it("has coordinates inside the Dallas-Fort Worth area", () => {
    for (const city of cities) {
      expect(city.lat).toBeGreaterThan(32.5);
      expect(city.lat).toBeLessThan(33.4);
      expect(city.lng).toBeGreaterThan(-97.5);
      expect(city.lng).toBeLessThan(-96.4);
    }
    // Every city is within 55 miles of the all-cities map centre (32.90, -97.04, app/lib/google-maps.ts).
    for (const city of cities) expect(haversineMiles({ lat: 32.9, lng: -97.04 }, city)).toBeLessThan(55);
  });
});

describe("duplicate text (doorway pages)", () => {
  it("shingle helper catches a name-swapped copy", () => {
    const dallas = getCity("dallas")!;
    const swapped = dallas.intro.join(" ").replaceAll("Dallas", "Plano");
    const [score] = pairScores([
      { name: "Dallas", text: dallas.intro.join(" ") },
      { name: "fake", text: swapped },
    ]);
    expect(score!.jaccard).toBeGreaterThan(0.9);
  });

  it("no two cities' intros overlap by more than 30% of 5-word shingles", () => {
    const scores = pairScores(cities.map((c) => ({ name: c.name, text: c.intro.join(" ") })));
    const worst = worstPair(scores);
    const offenders = scores.filter((s) => s.jaccard > LIMIT || s.containment > LIMIT);
    expect(offenders.map(describePair), `worst pair: ${describePair(worst)}`).toEqual([]);
  });

  it.each(serviceIds.map((id) => [id] as const))("no two cities' %s local notes overlap by more than 30%", (id) => {
    const scores = pairScores(cities.map((c) => ({ name: c.name, text: c.localNotes[id] })));
    const worst = worstPair(scores);
    const offenders = scores.filter((s) => s.jaccard > LIMIT || s.containment > LIMIT);
    expect(offenders.map(describePair), `worst pair: ${describePair(worst)}`).toEqual([]);
  });

  it("descriptions and meta descriptions are not name-swapped copies either", () => {
    for (const field of ["description", "metaDescription"] as const) {
      const scores = pairScores(cities.map((c) => ({ name: c.name, text: c[field] })));
      const worst = worstPair(scores);
      // Short texts share stock phrases ("move in/out cleaning, junk removal and power washing"), so allow more.
      expect(Math.max(worst.jaccard, worst.containment), `${field}: ${describePair(worst)}`).toBeLessThan(0.75);
    }
  });
});

describe("getCity", () => {
  it("finds a city by slug and returns undefined otherwise", () => {
    expect(getCity("grand-prairie")?.name).toBe("Grand Prairie");
    expect(getCity("the-colony")?.name).toBe("The Colony");
    expect(getCity("houston")).toBeUndefined();
    expect(getCity("")).toBeUndefined();
    expect(getCity("Dallas")).toBeUndefined();
  });
});

describe("nearbyCities", () => {
  it("returns five by default, nearest first, never the city itself", () => {
    for (const slug of citySlugs) {
      const nearby = nearbyCities(slug);
      expect(nearby).toHaveLength(5);
      expect(nearby.map((n) => n.slug)).not.toContain(slug);
      expect(new Set(nearby.map((n) => n.slug)).size).toBe(5);
      const miles = nearby.map((n) => n.miles);
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);
      for (const n of nearby) expect(getCity(n.slug)?.name).toBe(n.name);
    }
  });

  it("really returns the nearest ones", () => {
    for (const slug of citySlugs) {
      const origin = getCity(slug)!;
      const all = cities
        .filter((c) => c.slug !== slug)
        .map((c) => haversineMiles(origin, c))
        .sort((a, b) => a - b);
      const farthestListed = nearbyCities(slug).at(-1)!.miles;
      expect(farthestListed).toBeCloseTo(all[4]!, 1);
    }
  });

  it("respects count and handles unknown slugs", () => {
    expect(nearbyCities("dallas", 3)).toHaveLength(3);
    expect(nearbyCities("dallas", 0)).toEqual([]);
    expect(nearbyCities("dallas", 100)).toHaveLength(15);
    expect(nearbyCities("nowhere")).toEqual([]);
  });

  it("gives plausible straight-line distances", () => {
    const fromDallas = nearbyCities("dallas", 15);
    const miles = (slug: string) => fromDallas.find((n) => n.slug === slug)!.miles;
    expect(miles("fort-worth")).toBeGreaterThanOrEqual(30);
    expect(miles("fort-worth")).toBeLessThanOrEqual(33);
    expect(miles("richardson")).toBeGreaterThan(9);
    expect(miles("richardson")).toBeLessThan(14);
    expect(miles("denton")).toBeGreaterThan(32);
    expect(miles("denton")).toBeLessThan(40);
    // Distances are symmetric.
    const fromFortWorth = nearbyCities("fort-worth", 15);
    expect(fromFortWorth.find((n) => n.slug === "dallas")!.miles).toBe(miles("fort-worth"));
  });

  it("puts obvious neighbours first", () => {
    expect(nearbyCities("colleyville", 1)[0]!.slug).toBe("flower-mound");
    expect(nearbyCities("the-colony", 2).map((n) => n.slug)).toContain("frisco");
    expect(nearbyCities("richardson", 2).map((n) => n.slug)).toContain("garland");
    expect(nearbyCities("fort-worth", 1)[0]!.slug).toBe("arlington");
    expect(nearbyCities("denton", 1)[0]!.slug).toBe("flower-mound");
  });
});
