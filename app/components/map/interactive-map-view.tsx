import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
// Imported statically: this module is itself the lazy chunk (a dynamic import in it would pull Vite's preload helper
// from the shell chunk, and React Router then lists the site's stylesheet as a dynamic one).
import {
  createAllCitiesMap,
  createCityMap,
  type GoogleMapsApi,
  loadGoogleMaps,
  onGoogleMapsAuthFailure,
  whenMapReady,
} from "../../lib/google-maps";
import type { InteractiveMapProps } from "./interactive-map";

type Status = "built-in" | "google" | "failed";

/** The Google map upgrade of the built-in map, loaded only where a key is configured (see interactive-map.tsx). */
export default function InteractiveMapView({ cities, googleMapsKey, focus, children }: InteractiveMapProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("built-in");
  const navigate = useNavigate();

  const build = useEffectEvent((maps: GoogleMapsApi, element: HTMLElement) => {
    if (focus) {
      const city = cities.find((c) => c.slug === focus);
      return city ? createCityMap(element, maps, city) : null;
    }
    return createAllCitiesMap(element, maps, cities, (path) => {
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
        const maps = await loadGoogleMaps(googleMapsKey);
        if (cancelled) return;
        cleanups.push(onGoogleMapsAuthFailure(() => setStatus("failed")));
        const map = build(maps, element);
        if (!map) return;
        cleanups.push(whenMapReady(map, () => setStatus((s) => (s === "failed" ? s : "google"))));
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
