/**
 * The metrics' HTTP side (issue 40, docs/decisions/0040; README "Metrics"): the timing of every request, at the very
 * top of the request path (server/app.ts), so that the files served from memory are counted as the rest; and
 * `GET /metrics`, only with `METRICS_TOKEN` set and its `Authorization: Bearer` header, mounted before the request
 * log, the canonical redirects and React Router.
 *
 * A request is labelled by its route's template in the app's route table (`/booking/confirmed/:token`, never the
 * token), a React Router data request by its page's template and `.data`, a hashed asset `/assets/*`, another built
 * file by its path (the build's files are a fixed set), the server's own paths by themselves, and anything else
 * `unmatched`. The labels are a bounded set whatever visitors send.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestListener } from "node:http";
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { getMetrics, observeRequest } from "../app/metrics/metrics.server.ts";
import type { Logger } from "../app/utils/logger.server.ts";
import { hasTooManySegments, MAX_PATH_BYTES, rawPathOf } from "./request-guard.ts";

export const METRICS_PATH = "/metrics";
/** The label of a request no route, built file or path of the server answers (the 404 page, mostly). */
export const UNMATCHED = "unmatched";
/** The label of every request under /assets/, found or not. */
export const ASSETS = "/assets/*";
/** The status of a request whose client went away before its response ended (nginx's convention). */
export const ABORTED_STATUS = 499;

/** A route of the app's table as `matchRoutes` reads it: app/routes.ts's config, or a build's (`routeTree`). */
export type RouteShape = { path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteShape[] };
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** A build's flat route manifest (`build.routes`) as the tree of routes it describes. */
export function routeTree(manifest: Record<string, ManifestRoute | undefined>): RouteShape[] {
  const entries = Object.values(manifest).filter((r): r is ManifestRoute => r !== undefined);
  const under = (parentId: string | undefined): RouteShape[] =>
    entries
      .filter((r) => r.parentId === parentId)
      .map((r) => ({
        path: r.path,
        index: r.index,
        caseSensitive: r.caseSensitive,
        ...(!r.index && { children: under(r.id) }),
      }));
  return under(undefined);
}

const trimSlashes = (part: string) => part.replace(/^\/+|\/+$/g, "");
/** Labels kept, at most (the build's files are a few hundred; the rest are the paths most asked). */
const KEPT_LABELS = 5_000;

/**
 * The label of a request's URL: a route's template, `/assets/*`, a built file's path, one of `fixed` (the server's
 * own paths, e.g. /healthz), or `unmatched`. The 404 route (`*`) counts as unmatched.
 */
export function routeLabels({
  routes,
  files,
  fixed = [],
  kept = new Map(),
}: {
  routes: RouteShape[];
  /** The built files (paths) the server has. */
  files: { has(path: string): boolean };
  fixed?: readonly string[];
  /** The labels kept of the paths asked (given by a test, to see what is kept). */
  kept?: Map<string, string>;
}): (url: string) => string {
  const table = routes as RouteObject[];
  const own = new Set(fixed);
  const template = (path: string): string | null => {
    if (hasTooManySegments(path)) return null; // no route is that deep; matching it is quadratic in its segments
    const matches = matchRoutes(table, path);
    if (!matches?.length) return null;
    const parts = matches.map((m) => trimSlashes(m.route.path ?? "")).filter(Boolean);
    if (parts.at(-1)?.endsWith("*")) return null;
    return `/${parts.join("/")}`;
  };
  const labelOf = (path: string): string => {
    if (own.has(path)) return path;
    if (path.startsWith("/assets/")) return ASSETS;
    if (path.endsWith(".data")) {
      // React Router's data request for a page: `/page.data`, `/_.data` for the home page
      const page = path.slice(0, -".data".length);
      const of = template(page === "/_" ? "/" : page);
      if (of) return of === "/" ? "/_.data" : `${of}.data`;
    }
    return template(path) ?? (files.has(path) ? path : UNMATCHED);
  };
  return (url) => {
    const path = rawPathOf(url);
    // longer than the request guard lets through (414, docs/decisions/0009): unmatched, never matched nor kept
    if (Buffer.byteLength(path) > MAX_PATH_BYTES) return UNMATCHED;
    const known = kept.get(path);
    if (known) return known;
    const label = labelOf(path);
    // deeper than any route (the request guard sends it to the 404 page): labelled without matching, never kept
    if (hasTooManySegments(path)) return label;
    // React Router's matching ranks the whole table on each call (about 0.4 ms): the labels of the paths asked are
    // kept, at most KEPT_LABELS of them, all forgotten when full, so made-up paths cost no more than no cache
    if (kept.size >= KEPT_LABELS) kept.clear();
    kept.set(path, label);
    return label;
  };
}

/**
 * Times every request `next` answers, counting it by `labelOf` its URL (as it arrived: Express rewrites `req.url`)
 * when its response has ended or its client went away (status 499).
 */
export function timeRequests(next: RequestListener, labelOf: (url: string) => string): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const url = req.url ?? "/";
    res.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      observeRequest(labelOf(url), req.method ?? "", res.writableFinished ? res.statusCode : ABORTED_STATUS, seconds);
    });
    next(req, res);
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

const BEARER = "bearer ";
/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, spaces around the token), or null.
 * Sliced and trimmed, never read by a regular expression: one with a lazy group before trailing spaces was quadratic
 * in the header's length (issue 44: 16 KB held the event loop for most of a second, before any limit).
 */
function bearerToken(header: string | undefined): string | null {
  if (header === undefined || header.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
  const token = header.slice(BEARER.length).trim();
  return token === "" ? null : token;
}

/** Whether an Authorization header carries the token, compared in constant time (of equal-length digests). */
export function isAuthorized(header: string | undefined, token: string): boolean {
  const sent = bearerToken(header);
  // compared even without a token, so that a missing header takes the time of a wrong one
  return timingSafeEqual(digest(sent ?? ""), digest(token)) && sent !== null;
}

/**
 * `GET /metrics` (and HEAD): the registry in Prometheus's text format, with `Authorization: Bearer <token>`; 401 with
 * `WWW-Authenticate: Bearer` otherwise, 405 for another method. Never cached. Mounted only when METRICS_TOKEN is set
 * (unset: /metrics is an unknown path, 404), before the request log: scrapes are counted, not logged.
 */
export function metricsEndpoint({ token, logger }: { token: string; logger: Logger }): RequestHandler {
  return (req, res, next) => {
    if (rawPathOf(req.url) !== METRICS_PATH) return next();
    res.set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
    if (!isAuthorized(req.headers.authorization, token)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("A bearer token is required.\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Use GET.\n");
      return;
    }
    const { registry } = getMetrics();
    registry.metrics().then(
      (body) => void res.status(200).set("Content-Type", registry.contentType).send(body),
      (error: unknown) => {
        logger.error({ err: error }, "GET /metrics: could not collect the metrics");
        res.status(500).type("text/plain").send("The metrics could not be collected.\n");
      },
    );
  };
}
