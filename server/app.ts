import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

export const HTML_CACHE = "public, max-age=300, stale-while-revalidate=86400";
export const ASSET_CACHE = "public, max-age=31536000, immutable";
export const STATIC_CACHE = "public, max-age=3600";

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

export async function createApp({ buildDir = path.resolve("build") }: { buildDir?: string } = {}) {
  const clientDir = path.join(buildDir, "client");
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`No production build at ${serverEntry}: run \`npm run build\`.`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const pages = findPrerenderedPages(clientDir);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(compression());
  app.use((_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    next();
  });

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok", pages: pages.size });
  });

  // Hashed build assets: cached for a year, never revalidated.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false, // a missing asset is a plain 404, not an HTML page
    }),
  );

  // Pre-rendered pages are served as files, with a short HTML cache.
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const file = pages.get(pathname);
    if (!file) return next();
    res.set("Cache-Control", HTML_CACHE);
    res.type("html").sendFile(file);
  });

  // Other public files (images, favicon, pre-rendered .data payloads).
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", STATIC_CACHE),
    }),
  );

  // Everything else is server-rendered (including 404s and the API).
  app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));

  return { app, pages };
}
