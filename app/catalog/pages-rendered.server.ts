/**
 * Whether the public pages follow the catalog in force (docs/decisions/0038): the server renders its pre-rendered
 * pages again after each change (server/rerender.ts) and records each round's outcome here; /admin/settings and
 * /admin/health read it, so that a round that failed (the pages still show the old prices) is said in words, not
 * only in the server's log. Kept on `globalThis` as the catalog is (app/catalog/catalog.server.ts): `npm start`'s own
 * modules write it, the server build's routes read it. Nothing is recorded where no server renders the pages again
 * (`react-router dev` renders every request): there `pagesRendered()` is null. Per instance. Server only.
 */
import type { PagesFacts } from "../domain/health.ts";
import { getCatalog } from "./catalog.server.ts";

export type PagesRendered = {
  /** The latest round that swapped every page in: when, and the catalog version in force when it began. */
  lastDone: { at: string; version: number } | null;
  /** The latest round, when it failed (cleared by one that succeeds): when, the version it was for, and why. */
  failed: { at: string; version: number; error: string } | null;
  /** A round under way: since when, for which version. */
  rendering: { since: string; version: number } | null;
};

const KEY = Symbol.for("northstar.pagesRendered");
type Registry = { [KEY]?: PagesRendered };
const registry = () => globalThis as Registry;

/** What is known of the pages' rounds in this process, or null when none was ever asked. */
export const pagesRendered = (): PagesRendered | null => registry()[KEY] ?? null;

const state = () => (registry()[KEY] ??= { lastDone: null, failed: null, rendering: null });

/** A round begins, for the catalog in force. */
export function pagesRoundStarted(now = new Date(), version = getCatalog().version): void {
  state().rendering = { since: now.toISOString(), version };
}

/** The round ended: every page swapped in (`error` null), or none and why. */
export function pagesRoundEnded(error: string | null, now = new Date()): void {
  const s = state();
  const version = s.rendering?.version ?? getCatalog().version;
  s.rendering = null;
  if (error === null) {
    s.lastDone = { at: now.toISOString(), version };
    s.failed = null;
  } else s.failed = { at: now.toISOString(), version, error };
}

/** What the health line of the pages reads (app/domain/health.ts), or null where no server renders them again. */
export function pagesFacts(): PagesFacts | null {
  const s = pagesRendered();
  return s && { inForce: getCatalog().version, ...s };
}

/** This process renders its pages again (the server, at start): from now on there is something to say. */
export const pagesWatched = () => void state();

/** Forgets every round (tests). */
export const resetPagesRendered = () => void delete registry()[KEY];
