/**
 * Post-build step for the pre-rendered pages (`npm run build` runs it after `react-router build`). Two rewrites
 * (app/lib/html.ts), both so that a phone paints the page from the HTML alone before any other byte arrives:
 *
 * 1. Inline the CSS of the page's first screen (scripts/critical-css.ts, docs/decisions/0018). The stylesheet's
 *    <link> stays for the rest of the page, client-side navigations and hydration, but no longer blocks rendering.
 * 2. Start loading JavaScript once the page has loaded instead of during the first paint. React Router puts a
 *    `modulepreload` for every chunk in the head and a module script that imports them; on a slow connection those
 *    ~130 KB compete with the page itself. The page is complete and usable as HTML (links are plain links), so the
 *    preloads are dropped and the module script is parked as inert text that a tiny inline script turns into a real
 *    module script on `load`. Hydration then proceeds exactly as React Router's own script would have done it.
 *
 * Then, for the Content-Security-Policy (docs/decisions/0009), it records the SHA-256 hash of every inline script of
 * every page in `csp-hashes.json` beside the client build; the server sends each page's own hashes. No page has an
 * inline event handler (`onload=` and the like), which no hash can allow.
 *
 * Server-rendered responses (booking, 404) are not touched: they get a per-request nonce instead.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BUILD_CATALOG_FILE, CRITICAL_CSS_FILE, CSP_HASHES_FILE, findPrerenderedPages } from "../server/build-files.ts";
import { inlineHandlers, inlineScriptHashes, paintFromHtml } from "../app/lib/html.ts";
import { criticalCssMemo } from "./critical-css.ts";
import { firstCatalog } from "../app/catalog/catalog.server.ts";
import { catalogBody } from "../app/domain/catalog.ts";


export function optimizeBuild(clientDir: string) {
  const cache = new Map<string, string>();
  const readAsset = (href: string) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(clientDir, href), "utf8"));
    return cache.get(href)!;
  };
  const critical = criticalCssMemo();
  let count = 0;
  const hashes: Record<string, string[]> = {};
  for (const [page, file] of findPrerenderedPages(clientDir)) {
    const html = readFileSync(file, "utf8");
    // computed only when the page still links its stylesheet (a page done already is returned as it is)
    const out = paintFromHtml(html, (href) => critical.css(html, href, () => readAsset(href)));
    const handlers = inlineHandlers(out);
    if (handlers.length) throw new Error(`${page} has an inline event handler (${handlers.join(", ")}), which the CSP forbids.`);
    hashes[page] = inlineScriptHashes(out);
    if (out !== html) {
      writeFileSync(file, out);
      count++;
    }
  }
  writeFileSync(path.join(clientDir, "..", CSP_HASHES_FILE), JSON.stringify(hashes, null, 1));
  // the catalog the pages were rendered with: a server whose catalog in force differs renders them again (0038)
  writeFileSync(path.join(clientDir, "..", BUILD_CATALOG_FILE), catalogBody(firstCatalog()));
  // what the server starts from when it renders the pages again (0038)
  writeFileSync(path.join(clientDir, "..", CRITICAL_CSS_FILE), JSON.stringify(critical.entries()));
  return count;
}

if (import.meta.main) {
  const count = optimizeBuild(path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client")));
  console.log(
    `Inlined the critical CSS and deferred hydration in ${count} pre-rendered pages; wrote ${CSP_HASHES_FILE}.`,
  );
}
