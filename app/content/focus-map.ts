import { cityList } from "./city-list";
import { dfwMap, dfwMapFocus, type MapCountyLabel, type MapLabel, type MapScaleBar } from "./generated/dfw-map";

/**
 * Everything a city page's close-up map draws, and nothing else: its loader sends it, so the map data of the
 * other cities and of the overview stays out of the page's JavaScript (docs/decisions/0019).
 */
export interface FocusMapData {
  city: { name: string; slug: string; x: number; y: number; label: MapLabel };
  viewBox: [number, number, number, number];
  /** how much larger than on the overview text and markers are drawn, in map units */
  scale: number;
  countyLabels: MapCountyLabel[];
  scaleBar: MapScaleBar | null;
  neighbours: { slug: string; name: string; x: number; y: number; label: MapLabel | null }[];
  sizes: { fontSize: number; countyFontSize: number; neighbourFontSize: number; markerRadius: number };
}

export function focusMapFor(slug: string): FocusMapData | undefined {
  const view = Object.hasOwn(dfwMapFocus, slug) ? dfwMapFocus[slug] : undefined;
  const point = Object.hasOwn(dfwMap.cities, slug) ? dfwMap.cities[slug] : undefined;
  const city = cityList.find((c) => c.slug === slug);
  if (!view || !point || !city) return undefined;
  const { fontSize, countyFontSize, neighbourFontSize, markerRadius } = dfwMap;
  return {
    city: { name: city.name, slug, x: point.x, y: point.y, label: view.label },
    viewBox: view.viewBox,
    scale: view.scale,
    countyLabels: view.countyLabels,
    scaleBar: view.scaleBar,
    neighbours: view.neighbours.flatMap(([neighbour, label]) => {
      const at = Object.hasOwn(dfwMap.cities, neighbour) ? dfwMap.cities[neighbour] : undefined;
      const name = cityList.find((c) => c.slug === neighbour)?.name;
      return at && name ? [{ slug: neighbour, name, x: at.x, y: at.y, label }] : [];
    }),
    sizes: { fontSize, countyFontSize, neighbourFontSize, markerRadius },
  };
}
