/**
 * Google Maps, an optional enhancement of the built-in map (only when a key is configured). Browser-side; the
 * script is loaded once, on demand. Only the few parts of `google.maps` used here are typed (no @types/google.maps).
 */

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface MapsEventListener {
  remove(): void;
}

export interface GoogleMap {
  addListener(eventName: string, handler: () => void): MapsEventListener;
}

export interface GoogleMarker {
  addListener(eventName: string, handler: () => void): MapsEventListener;
}

export interface GoogleMapOptions {
  center: LatLngLiteral;
  zoom: number;
  clickableIcons?: boolean;
  mapTypeControl?: boolean;
  streetViewControl?: boolean;
  fullscreenControl?: boolean;
  gestureHandling?: "cooperative" | "greedy" | "none" | "auto";
}

export interface GoogleMarkerOptions {
  position: LatLngLiteral;
  map: GoogleMap;
  title?: string;
}

/** The part of `google.maps` this site uses. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: GoogleMapOptions) => GoogleMap;
  Marker: new (options: GoogleMarkerOptions) => GoogleMarker;
  importLibrary?: (name: string) => Promise<unknown>;
}

export interface MapPlace extends LatLngLiteral {
  name: string;
  slug: string;
}

/** All cities at zoom 9 around this centre; a city at zoom 12 (docs/decisions/0006). */
export const ALL_CITIES_CENTER: LatLngLiteral = { lat: 32.9, lng: -97.04 };
export const ALL_CITIES_ZOOM = 9;
export const CITY_ZOOM = 12;

export const GOOGLE_MAPS_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";
const CALLBACK = "__northstarGoogleMapsLoaded";
const AUTH_FAILURE = "gm_authFailure";

type MapsWindow = Window & {
  google?: { maps?: GoogleMapsApi };
  [CALLBACK]?: () => void;
  [AUTH_FAILURE]?: () => void;
};

const loads = new WeakMap<Document, Promise<GoogleMapsApi>>();
const authFailureListeners = new Set<() => void>();

/** After the script's callback: the classes used here, importing their libraries when the API wants that. */
async function readyApi(win: MapsWindow): Promise<GoogleMapsApi> {
  const maps = win.google?.maps;
  if (!maps) throw new Error("The Google Maps script loaded but google.maps is missing");
  if (typeof maps.importLibrary === "function") {
    const [mapsLibrary, markerLibrary] = (await Promise.all([
      maps.importLibrary("maps"),
      maps.importLibrary("marker"),
    ])) as [Partial<GoogleMapsApi> | undefined, Partial<GoogleMapsApi> | undefined];
    const Map = mapsLibrary?.Map ?? maps.Map;
    const Marker = markerLibrary?.Marker ?? maps.Marker;
    if (typeof Map !== "function" || typeof Marker !== "function") throw new Error("google.maps is incomplete");
    return { Map, Marker };
  }
  return maps;
}

/**
 * Loads the Maps JavaScript API once per document: the first call adds the script, later calls return the same
 * promise. Rejects when the script fails to load; a later call then tries again.
 */
export function loadGoogleMaps(key: string, doc: Document = document): Promise<GoogleMapsApi> {
  const pending = loads.get(doc);
  if (pending) return pending;
  const win = doc.defaultView as MapsWindow | null;
  if (!win) return Promise.reject(new Error("Google Maps needs a browser window"));

  const promise = new Promise<GoogleMapsApi>((resolve, reject) => {
    if (win.google?.maps?.Map) {
      resolve(readyApi(win));
      return;
    }
    const params = new URLSearchParams({ key, loading: "async", callback: CALLBACK });
    const script = doc.createElement("script");
    script.src = `${GOOGLE_MAPS_SCRIPT_URL}?${params.toString()}`;
    script.async = true;
    win[CALLBACK] = () => {
      delete win[CALLBACK];
      readyApi(win).then(resolve, reject);
    };
    // Google calls this global when the key is rejected (bad key, referrer not allowed, billing off).
    win[AUTH_FAILURE] = () => {
      for (const listener of authFailureListeners) listener();
    };
    script.addEventListener("error", () => {
      script.remove();
      delete win[CALLBACK];
      loads.delete(doc);
      reject(new Error("The Google Maps script could not be loaded"));
    });
    doc.head.append(script);
  });
  loads.set(doc, promise);
  return promise;
}

/** Runs `listener` if Google rejects the key after the script has loaded. Returns an unsubscribe function. */
export function onGoogleMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

const MAP_UI: Omit<GoogleMapOptions, "center" | "zoom"> = {
  clickableIcons: false,
  mapTypeControl: false,
  streetViewControl: false,
  fullscreenControl: false,
  gestureHandling: "cooperative",
};

/** All cities: zoom 9 around 32.90, -97.04; one marker per city, a click opens its city page. */
export function createAllCitiesMap(
  element: HTMLElement,
  maps: GoogleMapsApi,
  places: readonly MapPlace[],
  navigate: (path: string) => void,
): GoogleMap {
  const map = new maps.Map(element, { ...MAP_UI, center: ALL_CITIES_CENTER, zoom: ALL_CITIES_ZOOM });
  for (const place of places) {
    const marker = new maps.Marker({ position: { lat: place.lat, lng: place.lng }, map, title: place.name });
    marker.addListener("click", () => navigate(`/locations/${place.slug}`));
  }
  return map;
}

/** One city: zoom 12 centred on it, a single marker. */
export function createCityMap(element: HTMLElement, maps: GoogleMapsApi, place: MapPlace): GoogleMap {
  const center = { lat: place.lat, lng: place.lng };
  const map = new maps.Map(element, { ...MAP_UI, center, zoom: CITY_ZOOM });
  new maps.Marker({ position: center, map, title: place.name });
  return map;
}

/** Calls `callback` once, when the map has drawn its first tiles (or first becomes idle). Returns a canceller. */
export function whenMapReady(map: GoogleMap, callback: () => void): () => void {
  let done = false;
  const listeners: MapsEventListener[] = [];
  const cancel = () => {
    done = true;
    for (const l of listeners) l.remove();
  };
  const fire = () => {
    if (done) return;
    cancel();
    callback();
  };
  listeners.push(map.addListener("tilesloaded", fire), map.addListener("idle", fire));
  return cancel;
}
