/** Files of a production build that the server reads besides React Router's own (see scripts/optimize-html.ts). */
import { readdirSync } from "node:fs";
import path from "node:path";

/** Each pre-rendered page's inline-script hashes for its Content-Security-Policy: `{ "/path": ["'sha256-…'"] }`. */
export const CSP_HASHES_FILE = "csp-hashes.json";

/** The owner's catalog the pages were pre-rendered with (docs/decisions/0038): its document without its version. */
export const BUILD_CATALOG_FILE = "catalog.json";

/** The critical CSS the build computed, by what it depends on (scripts/critical-css.ts, `criticalCssMemo`). */
export const CRITICAL_CSS_FILE = "critical-css.json";

/** Every file under `dir`, as a path relative to it with "/" separators. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** URL paths that have a pre-rendered `index.html` under the client build. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of filesUnder(clientDir)) {
    if (file.startsWith("assets/") || !(file === "index.html" || file.endsWith("/index.html"))) continue;
    pages.set(`/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"), path.join(clientDir, file));
  }
  return pages;
}
