/**
 * The production HTTP server, in the order a request meets it (docs/decisions/0009, 0016, 0024):
 *
 * 0. With METRICS_TOKEN set, the timing of every request, answered from memory or not (server/metrics.ts, README
 *    "Metrics", docs/decisions/0040).
 * 1. Built files (pre-rendered pages, hashed assets, public files), answered from memory before anything else.
 * 2. Express, for everything else: GET /metrics (with METRICS_TOKEN; not logged), the request log, the request-shape
 *    guard (414/400), canonical-URL redirects (301), compression and security headers; the health check; missing
 *    assets (404) and public files under other spellings; pages a route declared kept for everyone
 *    (server/page-cache.ts); the HTML rewrites of server-rendered pages; React Router; the last error handler.
 *
 * It knows no route of the app: routes declare in their responses what the server does with them (the metrics read
 * the build's route table for their labels, never a route's code).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { deferHydration } from "../app/lib/html.ts";
import { getStorage, type Storage } from "../app/storage/storage.server.ts";
import { bookingWidget, type Env, getEnv, stripeSettings } from "../app/utils/env.server.ts";
import { getLogger, type Logger } from "../app/utils/logger.server.ts";
import { requestContext } from "../app/utils/request-context.server.ts";
import { BUILD_CATALOG_FILE, CRITICAL_CSS_FILE, CSP_HASHES_FILE, findPrerenderedPages } from "./build-files.ts";
import { canonicalRedirect } from "./canonical.ts";
import { rewriteHtml } from "./html-response.ts";
import { errorHandler, requestLog } from "./logger.ts";
import { METRICS_PATH, metricsEndpoint, routeLabels, routeTree, timeRequests } from "./metrics.ts";
import { readDatabaseFrom } from "../app/metrics/metrics.server.ts";
import { pageCache } from "./page-cache.ts";
import { crossSiteGuard, requestGuard } from "./request-guard.ts";
import { reviewSlots, type SlotSource } from "./review-slots.ts";
import { cspNonceOf, fixedSecurityHeaders, securityHeaders } from "./security.ts";
import { loadStaticFiles, staticFastPath } from "./static-files.ts";
import { pageRenderer } from "./rerender.ts";
import { getCatalog, onCatalogChange } from "../app/catalog/catalog.server.ts";
import { pagesRoundEnded, pagesRoundStarted, pagesWatched } from "../app/catalog/pages-rendered.server.ts";
import { catalogBody } from "../app/domain/catalog.ts";

export { findPrerenderedPages };

/**
 * Pre-rendered pages: kept by browsers and proxies but asked again each time (a 304 by ETag when unchanged), so that a
 * change of the owner's catalog is on every visitor's next page (docs/decisions/0038; it was max-age=300).
 */
export const HTML_CACHE = "public, no-cache";
export const ASSET_CACHE = "public, max-age=31536000, immutable";
export const STATIC_CACHE = "public, max-age=3600";

/** The CSP hash sources of each pre-rendered page (path → ["'sha256-…'", …]), as the build wrote them. */
export function readScriptHashes(buildDir: string): Map<string, string[]> {
  const file = path.join(buildDir, CSP_HASHES_FILE);
  if (!existsSync(file)) throw new Error(`No ${CSP_HASHES_FILE} in ${buildDir}: run \`npm run build\`.`);
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>));
}

/** The build's critical CSS by what it depends on (none from an older build: computed as needed). */
function readCriticalCss(buildDir: string): Record<string, string> {
  const file = path.join(buildDir, CRITICAL_CSS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

export type AppOptions = {
  buildDir?: string;
  env?: Env;
  logger?: Logger;
  /** Whose database /healthz checks and the metrics read. Default: the process's (app/storage/storage.server.ts). */
  storage?: Pick<Storage, "ping" | "operations">;
};

export async function createApp({
  buildDir = path.resolve("build"),
  env = getEnv(),
  logger = getLogger(),
  storage = getStorage(),
}: AppOptions = {}) {
  const clientDir = path.join(buildDir, "client");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`No production build at ${serverEntry}: run \`npm run build\`.`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const pages = findPrerenderedPages(clientDir);
  const scriptHashes = readScriptHashes(buildDir);
  const security = {
    siteUrl: env.SITE_URL,
    googleMaps: Boolean(env.GOOGLE_MAPS_API_KEY),
    widget: bookingWidget(env),
    checkoutOrigin: stripeSettings(env)?.checkoutOrigin ?? null,
  };

  // 1. Built files from memory (docs/decisions/0016), with the headers Express would give them: each pre-rendered
  // page its own script hashes. Their request lines are logged at debug level only (LOG_LEVEL=debug): a line per
  // static hit would cost a third of the throughput.
  const fileHeaders = fixedSecurityHeaders(security, []);
  const files = loadStaticFiles({
    clientDir,
    pages,
    cache: { html: HTML_CACHE, asset: ASSET_CACHE, other: STATIC_CACHE },
    securityHeaders: (page) =>
      page === null ? fileHeaders : fixedSecurityHeaders(security, scriptHashes.get(page) ?? []),
  });
  const logStatic = logger.isLevelEnabled("debug")
    ? (req: { method?: string; url?: string }, status: number, started: bigint) =>
        logger.debug(
          {
            method: req.method,
            path: req.url,
            status,
            ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
          },
          "request",
        )
    : undefined;

  // 2. Everything else.
  const app = express();
  app.disable("x-powered-by");
  app.set("env", "production");
  // The client address is the socket's, unless TRUST_PROXY names how many proxy hops to believe.
  app.set("trust proxy", env.TRUST_PROXY > 0 ? env.TRUST_PROXY : false);

  // The metrics (README "Metrics"): before the request log (a scrape every few seconds is no visitor's request, and
  // its header holds the token), the guards, the canonical redirects and React Router. Unset: /metrics is unknown.
  if (env.METRICS_TOKEN) {
    readDatabaseFrom(storage.operations, {
      onError: (error) => logger.warn({ err: error }, "metrics: the database's gauges could not be read"),
    });
    app.use(metricsEndpoint({ token: env.METRICS_TOKEN, logger }));
  }
  app.use(requestLog(logger));
  app.use(requestGuard());
  app.use(crossSiteGuard(env.SITE_URL));
  app.use(canonicalRedirect());
  // The windows of a date for the order at hand (issue 46, docs/decisions/0044), asked for as the booking form changes:
  // its route's own loader, called without React Router's request pipeline (route matching, a fetch Request and
  // Response for each call), which cost more than the answer itself. A short JSON answer: not compressed, and with the
  // fixed security headers of the built files (no page, no nonce).
  const availability = build.routes["routes/api.availability"]?.module.loader;
  if (availability)
    app.get("/api/availability/:date", async (req, res, next) => {
      try {
        const context = new RouterContextProvider();
        context.set(requestContext, { clientIp: req.ip ?? "unknown" });
        const answer = (await availability({
          params: { date: req.params.date },
          request: { url: `http://localhost${req.originalUrl}` },
          context,
        } as unknown as Parameters<typeof availability>[0])) as Response;
        res.status(answer.status);
        for (const [name, value] of Object.entries(fileHeaders)) res.setHeader(name, value);
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(await answer.text()); // no ETag to compute: the answer is not to be kept (no-store)
      } catch (error) {
        next(error);
      }
    });

  app.use(compression());
  // Every response Express makes is server-rendered, with a fresh nonce.
  app.use(securityHeaders(security));

  // For the load balancer: 503 while the database does not answer, so it sends visitors to another instance.
  app.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await storage.ping();
      res.json({ status: "ok", database: "reachable", pages: pages.size });
    } catch (error) {
      logger.warn({ err: error }, "health check: the database does not answer");
      res.status(503).json({ status: "unavailable", database: "unreachable", pages: pages.size });
    }
  });

  // Hashed build assets the fast path does not have: a plain 404, not an HTML page.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );
  // Other public files (images, favicon, pre-rendered .data payloads).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", STATIC_CACHE),
    }),
  );

  // Pages their route declared the same for everyone for a while (docs/decisions/0024): sent as they were kept.
  const keptPages = pageCache({
    nonceOf: cspNonceOf,
    securityHeaders: (hashes) => fixedSecurityHeaders(security, hashes),
    onError: (error) => logger.error({ err: error }, "could not compress a kept page"),
  });
  app.use(keptPages.serve);
  // Server-rendered pages start their JavaScript after `load` and the first paint, as pre-rendered pages do
  // (docs/decisions/0008, 0016): no modulepreload competes with the first paint. (Their stylesheet stays a cached
  // <link>: inlining it measured no better and made every response larger to compress.)
  app.use(
    rewriteHtml(
      (html, res) => {
        // a document; a fragment (a review slot's HTML) has no script to defer
        const out = /^\s*<!DOCTYPE html/i.test(html) ? deferHydration(html) : html;
        keptPages.keep(out, res);
        return out;
      },
      (error, urlPath) => logger.error({ err: error, path: urlPath }, "could not rewrite a server-rendered page"),
    ),
  );

  // Everything else is server-rendered by React Router (including 404s and the API).
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(requestContext, { clientIp: req.ip ?? "unknown", cspNonce: cspNonceOf(res) });
        return context;
      },
    }),
  );

  app.use(errorHandler(logger));

  const fastPath = staticFastPath(files, app, logStatic);
  // Every request timed from the top, by its route's template (README "Metrics"); nothing timed without METRICS_TOKEN.
  const handler = env.METRICS_TOKEN
    ? timeRequests(
        fastPath,
        routeLabels({
          routes: routeTree(build.routes),
          files,
          fixed: [METRICS_PATH, "/healthz", build.routeDiscovery.manifestPath],
        }),
      )
    : fastPath;
  // The app's background work (app/entry.server.tsx), for `npm start` to start: the server itself knows none of it.
  const entry = build.entry.module as {
    startBackgroundJobs?: () => () => Promise<void>;
    reviewSlots?: SlotSource;
  };
  // Published reviews written into the pre-rendered pages, kept up to date (docs/decisions/0032).
  const slots = entry.reviewSlots
    ? reviewSlots({
        files,
        source: entry.reviewSlots,
        everyMs: env.REVIEW_SLOTS_INTERVAL_SECONDS * 1_000,
        onError: (error) =>
          logger.error({ err: error }, "could not write the reviews into the pages: tried again soon"),
      })
    : null;
  // The pages rendered again when the owner's catalog in force is not the one they show (docs/decisions/0038).
  const renderer = pageRenderer({
    build,
    clientDir,
    files,
    pages,
    pageHeaders: (hashes) => fixedSecurityHeaders(security, hashes),
    dataHeaders: () => fileHeaders,
    adopt: slots ? (urlPath, html) => slots.adopt(urlPath, html) : undefined,
    criticalSeed: readCriticalCss(buildDir),
    // every round's outcome, recorded for /admin/settings and /admin/health (README "Dashboard"), and logged
    onRoundStart: () => pagesRoundStarted(),
    onRound: (outcome) => {
      pagesRoundEnded(outcome.ok ? null : outcome.error);
      if (outcome.ok)
        logger.info({ pages: outcome.pages, ms: outcome.ms, catalog: getCatalog().version }, "pages rendered again");
      else logger.error({ err: outcome.error }, "could not render the pages again: the old ones are served");
    },
  });
  const rerender = (why: string) => {
    logger.info({ catalog: getCatalog().version }, `rendering the pages again: ${why}`);
    return renderer.refresh().catch(() => {}); // told through onRound
  };
  const builtCatalog = path.join(buildDir, BUILD_CATALOG_FILE);
  const startBackgroundJobs = async () => {
    pagesWatched();
    await slots?.start();
    const stopJobs = entry.startBackgroundJobs?.() ?? (async () => {});
    // at start, pages of another catalog than the one in force are rendered again (the old ones served meanwhile)
    const shown = existsSync(builtCatalog) ? readFileSync(builtCatalog, "utf8") : null;
    if (shown !== catalogBody(getCatalog())) void rerender("the catalog in force is not the build's");
    const stopWatching = onCatalogChange(() => {
      keptPages.clear();
      void rerender("the catalog changed");
    });
    return async () => {
      stopWatching();
      await slots?.stop();
      await stopJobs();
    };
  };
  return { app, pages, handler, files, startBackgroundJobs, reviewSlots: slots, renderer };
}
