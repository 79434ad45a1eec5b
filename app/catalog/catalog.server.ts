/**
 * The catalog in force in this process (docs/decisions/0038): read once from the database, kept in memory, refreshed
 * at once after a save here and every few seconds from the database (another instance's save), and told to whoever
 * listens (the server renders its pages again). Before `installCatalog` (the build's pre-rendering, a test that
 * installs none), the catalog in force is the first version, made from the typed content and the settings.
 *
 * Kept on `globalThis`: `npm start`'s own modules and the server build's copy of them (the routes) share it, as they
 * share the storage (app/storage/storage.server.ts). Server only.
 */
import { type Catalog, catalogBody, defaultCatalog } from "../domain/catalog.ts";
import type { CatalogStore } from "../storage/catalog.server.ts";
import { getEnv } from "../utils/env.server.ts";
import { parseCatalog } from "./schema.server.ts";

type Listener = (catalog: Catalog, previous: Catalog) => void;
type Installed = {
  current: Catalog;
  store: CatalogStore;
  listeners: Set<Listener>;
  timer?: ReturnType<typeof setInterval>;
  checking?: Promise<void>;
};

const KEY = Symbol.for("northstar.catalog");
type Registry = { [KEY]?: Installed };
const registry = () => globalThis as Registry;

/** How often every instance asks the database whether the catalog changed. */
export const CATALOG_POLL_MS = 5_000;

/** The first version, with the settings of this process (BOOKING_WINDOW_CAPACITY, CHANGE_CUTOFF_HOURS, …). */
export function firstCatalog(): Catalog {
  const env = getEnv();
  return defaultCatalog({
    capacityPerWindow: env.BOOKING_WINDOW_CAPACITY,
    changeCutoffHours: env.CHANGE_CUTOFF_HOURS,
    radiusMiles: env.SERVICE_RADIUS_MILES,
  });
}

let fallback: Catalog | undefined;
/** The catalog in force. */
export function getCatalog(): Catalog {
  return registry()[KEY]?.current ?? (fallback ??= firstCatalog());
}

/**
 * Makes the catalog in force this process's from `store`: the first version saved when the database has none, the
 * latest read, and a check every `pollMs` (0: none). Returns a function that stops the checks.
 */
export async function installCatalog(store: CatalogStore, { pollMs = CATALOG_POLL_MS } = {}) {
  await store.ensureFirst(firstCatalog());
  const current = (await store.latest())!;
  const installed: Installed = { current, store, listeners: new Set() };
  registry()[KEY] = installed;
  if (pollMs > 0) {
    installed.timer = setInterval(() => void refreshCatalog().catch(() => {}), pollMs);
    installed.timer.unref();
  }
  return () => {
    clearInterval(installed.timer);
    if (registry()[KEY] === installed) delete registry()[KEY];
  };
}

/** Reads the latest version when it is newer than the one in force, and tells the listeners. */
export async function refreshCatalog(): Promise<void> {
  const installed = registry()[KEY];
  if (!installed) return;
  installed.checking ??= (async () => {
    try {
      const latest = await installed.store.latestVersion();
      if (latest === installed.current.version) return;
      const catalog = await installed.store.latest();
      if (!catalog || catalog.version === installed.current.version) return;
      const previous = installed.current;
      installed.current = catalog;
      for (const listener of installed.listeners) listener(catalog, previous);
    } finally {
      installed.checking = undefined;
    }
  })();
  return installed.checking;
}

/** Calls `listener` with each new catalog in force (and the one before); returns the function that stops it. */
export function onCatalogChange(listener: Listener): () => void {
  const installed = registry()[KEY];
  if (!installed) return () => {};
  installed.listeners.add(listener);
  return () => installed.listeners.delete(listener);
}

/** A version of the catalog (a form opened before a change names the one it was priced with), or null. */
export async function catalogOfVersion(version: number): Promise<Catalog | null> {
  const installed = registry()[KEY];
  if (!installed) return version === getCatalog().version ? getCatalog() : null;
  if (version === installed.current.version) return installed.current;
  return installed.store.get(version);
}

/** True when two catalogs say the same (whatever their version numbers). */
export const sameCatalog = (a: Catalog, b: Catalog) => catalogBody(a) === catalogBody(b);

export type SaveAnswer =
  | { kind: "saved"; version: number; catalog: Catalog }
  /** Nothing saved: the document's mistakes, by JSON path. */
  | { kind: "invalid"; errors: Record<string, string> }
  /** Nothing saved: another save came first (the second of two owners saving at once). */
  | { kind: "stale"; latest: Catalog }
  /** Nothing saved: it says what the version in force says. */
  | { kind: "unchanged" };

/**
 * Saves a catalog document, as the version after `base` (docs/decisions/0038): checked, refused when another save came
 * first, recorded with who and when, and in force here at once (in the other instances within seconds).
 */
export async function saveCatalog(
  input: unknown,
  base: number,
  savedBy: string,
  { restoredFrom = null, now = new Date() }: { restoredFrom?: number | null; now?: Date } = {},
): Promise<SaveAnswer> {
  const installed = registry()[KEY];
  if (!installed) throw new Error("No catalog store: installCatalog first.");
  const parsed = parseCatalog(input);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  await refreshCatalog();
  if (base !== installed.current.version) return { kind: "stale", latest: installed.current };
  if (sameCatalog(parsed.catalog, installed.current)) return { kind: "unchanged" };
  const saved = await installed.store.save(parsed.catalog, base, savedBy, now, restoredFrom);
  await refreshCatalog();
  if (saved.kind === "stale") return { kind: "stale", latest: installed.current };
  return { kind: "saved", version: saved.version, catalog: installed.current };
}

/** Who saved each version, newest first. */
export async function catalogHistory(limit = 100) {
  const installed = registry()[KEY];
  return installed ? installed.store.history(limit) : [];
}
