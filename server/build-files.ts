/** Files of a production build that the server reads besides React Router's own (see scripts/optimize-html.ts). */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Each pre-rendered page's inline-script hashes for its Content-Security-Policy: `{ "/path": ["'sha256-…'"] }`. */
export const CSP_HASHES_FILE = "csp-hashes.json";

/** URL paths that have a pre-rendered `index.html` under the client build. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets") walk(full);
      } else if (entry === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, full);
      }
    }
  };
  walk(clientDir);
  return pages;
}

