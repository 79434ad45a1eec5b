import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type * as GoogleMaps from "../../utils/google-maps";

/**
 * The built-in map (`children`: <ServiceAreaMap> or a city's <FocusMap>), upgraded to a Google map when a key is
 * configured.
 *
 * Without `googleMapsKey` this is exactly the built-in map: no effect work, no request. With a key, the Maps script
 * is loaded (once, see app/utils/google-maps.ts, itself loaded as a separate chunk) only when the map comes near the
 * viewport; the Google map is built in an invisible, inert layer over the drawing and swapped in once its tiles
 * have loaded. The built-in map keeps its space the whole time (no layout shift) and stays if anything fails.
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

export function InteractiveMap(props: InteractiveMapProps) {
  if (!props.googleMapsKey) return props.children(false, null);
  // A new city starts from a fresh built-in map and a fresh Google map layer.
  return <InteractiveMapView key={props.focus ?? ""} {...props} />;
}

type Status = "built-in" | "google" | "failed";

function InteractiveMapView({ cities, googleMapsKey, focus, children }: InteractiveMapProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("built-in");
  const navigate = useNavigate();

  const build = useEffectEvent((gm: typeof GoogleMaps, maps: GoogleMaps.GoogleMapsApi, element: HTMLElement) => {
    if (focus) {
      const city = cities.find((c) => c.slug === focus);
      return city ? gm.createCityMap(element, maps, city) : null;
    }
    return gm.createAllCitiesMap(element, maps, cities, (path) => {
      void navigate(path);
    });
  });

  useEffect(() => {
    const element = layerRef.current;
    if (!googleMapsKey || !element) return;
    let cancelled = false;
    const cleanups: (() => void)[] = [];

    const start = async () => {
      try {
        const gm = await import("../../utils/google-maps");
        const maps = await gm.loadGoogleMaps(googleMapsKey);
        if (cancelled) return;
        cleanups.push(gm.onGoogleMapsAuthFailure(() => setStatus("failed")));
        const map = build(gm, maps, element);
        if (!map) return;
        cleanups.push(gm.whenMapReady(map, () => setStatus((s) => (s === "failed" ? s : "google"))));
      } catch {
        if (!cancelled) setStatus("failed");
      }
    };

    if (typeof IntersectionObserver === "undefined") {
      void start();
    } else {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          void start();
        },
        { rootMargin: "200px 0px" },
      );
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [googleMapsKey]);

  const showGoogle = status === "google";
  return children(
    showGoogle,
    status !== "failed" ? (
      <div
        ref={layerRef}
        inert={!showGoogle}
        data-google-map-layer=""
        className={`absolute inset-0 overflow-hidden rounded-card ${showGoogle ? "" : "pointer-events-none opacity-0"}`}
      />
    ) : null,
  );
}
