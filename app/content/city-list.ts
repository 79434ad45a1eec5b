import type { CityRef } from "./schema";

/**
 * The cities we serve: name, slug, county and city-centre coordinates (WGS84).
 * Light enough for every page (header, footer, map); the long per-city texts
 * live in ./cities.ts and reach pages through loaders.
 */
export const cityList = [
  { name: "Dallas", slug: "dallas", county: "Dallas County", lat: 32.7767, lng: -96.797 },
  { name: "Fort Worth", slug: "fort-worth", county: "Tarrant County", lat: 32.7555, lng: -97.3308 },
  { name: "Arlington", slug: "arlington", county: "Tarrant County", lat: 32.7357, lng: -97.1081 },
  { name: "Plano", slug: "plano", county: "Collin County", lat: 33.0198, lng: -96.6989 },
  { name: "Irving", slug: "irving", county: "Dallas County", lat: 32.814, lng: -96.9489 },
  { name: "Frisco", slug: "frisco", county: "Collin County", lat: 33.1507, lng: -96.8236 },
  { name: "McKinney", slug: "mckinney", county: "Collin County", lat: 33.1972, lng: -96.6398 },
  { name: "Garland", slug: "garland", county: "Dallas County", lat: 32.9126, lng: -96.6389 },
  { name: "Grand Prairie", slug: "grand-prairie", county: "Dallas County", lat: 32.7459, lng: -96.9978 },
  { name: "Mesquite", slug: "mesquite", county: "Dallas County", lat: 32.7668, lng: -96.5992 },
  { name: "Carrollton", slug: "carrollton", county: "Dallas, Denton and Collin Counties", lat: 32.9537, lng: -96.8903 },
  { name: "Denton", slug: "denton", county: "Denton County", lat: 33.2148, lng: -97.1331 },
  { name: "Richardson", slug: "richardson", county: "Dallas and Collin Counties", lat: 32.9483, lng: -96.7299 },
  { name: "The Colony", slug: "the-colony", county: "Denton County", lat: 33.089, lng: -96.8864 },
  { name: "Flower Mound", slug: "flower-mound", county: "Denton County", lat: 33.0146, lng: -97.097 },
  { name: "Colleyville", slug: "colleyville", county: "Tarrant County", lat: 32.881, lng: -97.155 },
] as const satisfies readonly CityRef[];

export type CitySlug = (typeof cityList)[number]["slug"];

export function findCityRef(slug: string): CityRef | undefined {
  return cityList.find((c) => c.slug === slug);
}

/** The name people read for a city's slug ("fort-worth" is "Fort Worth"); an unknown slug as it is. */
export const cityName = (slug: string): string => findCityRef(slug)?.name ?? slug;
