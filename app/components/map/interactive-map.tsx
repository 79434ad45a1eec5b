import { lazy, type ReactNode, Suspense } from "react";

/**
 * The built-in map (`children`: <ServiceAreaMap> or a city's <FocusMap>), upgraded to a Google map when a key is
 * configured.
 *
 * Without `googleMapsKey` this is exactly the built-in map: no effect work, no request, and none of the upgrade's
 * code in the page's JavaScript. With a key, the upgrade (interactive-map-view.tsx) is a chunk of its own, rendered
 * in place of the built-in map once loaded (the server's HTML stays until then); the Maps script is loaded (once,
 * see app/lib/google-maps.ts, in the same chunk) only when the map comes near the viewport; the Google map
 * is built in an invisible, inert layer over the drawing and swapped in once its tiles have loaded. The built-in
 * map keeps its space the whole time (no layout shift) and stays if anything fails.
 */

export interface InteractiveMapCity {
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

export interface InteractiveMapProps {
  /** every city with its coordinates: the Google map's markers */
  cities: readonly InteractiveMapCity[];
  /** on a city page, its slug: the Google map centres on it */
  focus?: string;
  googleMapsKey?: string;
  /** the built-in map, `hidden` once the Google map covers it, with `layer` rendered over its drawing */
  children: (hidden: boolean, layer: ReactNode) => ReactNode;
}

const InteractiveMapView = lazy(() => import("./interactive-map-view"));

export function InteractiveMap(props: InteractiveMapProps) {
  const builtIn = props.children(false, null);
  if (!props.googleMapsKey) return builtIn;
  return (
    <Suspense fallback={builtIn}>
      {/* A new city starts from a fresh built-in map and a fresh Google map layer. */}
      <InteractiveMapView key={props.focus ?? ""} {...props} />
    </Suspense>
  );
}
