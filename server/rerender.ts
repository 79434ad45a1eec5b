/**
 * The pre-rendered pages rendered again on the server (docs/decisions/0038): when the owner's catalog in force is not
 * the one the pages show (at start, after a save here or on another instance). Every pre-rendered page and its `.data`
 * payload is rendered through the server build's own request handler (the same loaders and components the build ran),
 * gets the same rewrites the build gives it (the first screen's CSS inlined, JavaScript after the first paint, the
 * hashes of its inline scripts for its CSP), is compressed quickly on libuv's pool, and only when every page is ready
 * are they all swapped into the memory map at once: until then the old ones are served. Then, in the background, each
 * new page is compressed again as the build compresses (brotli 11, gzip 9: a few seconds of CPU for every page) and
 * replaces its quick copy, unless something newer took its place. The review slots (0032) are written into the new
 * pages as they go in. One round at a time; a change during a round is rendered by the next one. A page's critical
 * CSS is kept by its first screen's elements, from the build's on (`criticalCssMemo`): a change of words reuses it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { inlineHandlers, inlineScriptHashes, paintFromHtml } from "../app/lib/html.ts";
import { criticalCssMemo } from "../scripts/critical-css.ts";
import { compressAsync } from "./precompressed.ts";
import { type StaticFile, staticFile } from "./static-files.ts";

export type RerenderOptions = {
  build: ServerBuild;
  clientDir: string;
  files: Map<string, StaticFile>;
  /** Path → index.html of each pre-rendered page. */
  pages: ReadonlyMap<string, string>;
  /** The headers of a page whose inline scripts have these hashes, and of its `.data` payload. */
  pageHeaders: (scriptHashes: readonly string[]) => Record<string, string>;
  dataHeaders: () => Record<string, string>;
  /** A page's HTML with what the server writes into it (the review slots), recorded as the page's as built. */
  adopt?: (urlPath: string, html: string) => string;
  /** The critical CSS the build computed (its `critical-css.json`), by what it depends on. */
  criticalSeed?: Record<string, string>;
  /** Told each round's outcome, the rounds that follow a change during one included (the owner's pages show it). */
  onRound?: (outcome: RoundOutcome) => void;
  /** Told when a round begins. */
  onRoundStart?: () => void;
};

/** How a round ended: every page swapped in, or none (the old ones still served) and why. */
export type RoundOutcome = { ok: true; pages: number; ms: number } | { ok: false; error: string };

/** The URL of a page's `.data` payload, as React Router's pre-rendering names it ("/" → "/_.data"). */
export const dataPathOf = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

export function pageRenderer({
  build,
  clientDir,
  files,
  pages,
  pageHeaders,
  dataHeaders,
  adopt,
  criticalSeed,
  onRound,
  onRoundStart,
}: RerenderOptions) {
  const handler = createRequestHandler(build, "production");
  const css = new Map<string, string>();
  const readAsset = (href: string) => {
    if (!css.has(href)) css.set(href, readFileSync(path.join(clientDir, href), "utf8"));
    return css.get(href)!;
  };
  // as the pre-renderer asks: no User-Agent (the whole HTML at once), no request of a visitor's
  const render = async (url: string) => {
    const response = await handler(new Request(`http://localhost${url}`), new RouterContextProvider());
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} when rendered again`);
    return Buffer.from(await response.arrayBuffer());
  };
  const packed = async (body: Buffer, fast: boolean) => {
    const [br, gzip] = await Promise.all([compressAsync(body, "br", fast), compressAsync(body, "gzip", fast)]);
    return { br, gzip };
  };
  const criticalOf = criticalCssMemo(criticalSeed);
  const critical = (html: string, href: string) => criticalOf.css(html, href, () => readAsset(href));

  /** Each page of a round compressed again at the build's best, where it is still the one served. */
  const polish = async (swapped: [string, StaticFile, Buffer, Record<string, string>][]) => {
    for (const [urlPath, quick, body, headers] of swapped) {
      if (files.get(urlPath) !== quick) continue;
      const best = staticFile(body, await packed(body, false), headers);
      if (files.get(urlPath) === quick) files.set(urlPath, best);
    }
  };

  /** Renders every page again and swaps them all in; resolves with how many and how long it took. */
  const renderAll = async (): Promise<{ pages: number; ms: number }> => {
    const started = performance.now();
    const ready: [string, StaticFile, Buffer, Record<string, string>][] = [];
    const add = async (urlPath: string, body: Buffer, headers: Record<string, string>) => {
      ready.push([urlPath, staticFile(body, await packed(body, true), headers), body, headers]);
    };
    for (const page of pages.keys()) {
      const built = (await render(page)).toString("utf8");
      const html = paintFromHtml(built, (href) => critical(built, href));
      const handlers = inlineHandlers(html);
      if (handlers.length)
        throw new Error(`${page} has an inline event handler (${handlers.join(", ")}), which the CSP forbids.`);
      const dataPath = dataPathOf(page);
      const data = await render(dataPath);
      await Promise.all([
        add(page, Buffer.from(adopt ? adopt(page, html) : html), {
          ...pageHeaders(inlineScriptHashes(html)),
          ...htmlOnly(files.get(page)),
        }),
        add(dataPath, data, { ...dataHeaders(), ...htmlOnly(files.get(dataPath)) }),
      ]);
    }
    for (const [urlPath, file] of ready) files.set(urlPath, file);
    const ms = Math.round(performance.now() - started);
    polishing = polish(ready).catch(() => {});
    return { pages: pages.size, ms };
  };

  let running: Promise<{ pages: number; ms: number }> | null = null;
  /** The background compression of the last round (tests wait for it). */
  let polishing: Promise<void> = Promise.resolve();
  let again = false;
  /** One round at a time; asked during one, another follows it. */
  const refresh = (): Promise<{ pages: number; ms: number }> => {
    if (running) {
      again = true;
      return running;
    }
    onRoundStart?.();
    const round = renderAll();
    round.then(
      (done) => onRound?.({ ok: true, ...done }),
      (error: unknown) => onRound?.({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
    running = round.finally(() => {
      running = null;
      if (again) {
        again = false;
        void refresh().catch(() => {});
      }
    });
    return running;
  };
  return { refresh, renderAll, polished: () => polishing };
}

/** The type, cache and vary headers a built file was served with (kept for its new body). */
function htmlOnly(file: StaticFile | undefined): Record<string, string> {
  if (!file) return {};
  const kept: Record<string, string> = {};
  for (const name of ["Content-Type", "Cache-Control", "Vary"]) if (file.headers[name]) kept[name] = file.headers[name];
  return kept;
}
