/**
 * Post-build step: inline the site stylesheet into every pre-rendered page so the first paint needs no second
 * request (the render-blocking stylesheet is what keeps a pre-rendered page from painting early on a slow phone).
 * The original <link> stays for client-side navigations and hydration, but no longer blocks rendering.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findPrerenderedPages } from "../server/app.ts";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  if (html.includes("data-inline-css")) return html; // already done
  return html.replace(STYLESHEET, (_link, href: string) => {
    const css = readAsset(href).replaceAll("</style", "<\\/style");
    return `<style data-inline-css="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print" onload="this.media='all'"/>`;
  });
}

export function inlineBuild(clientDir: string) {
  const cache = new Map<string, string>();
  const readAsset = (href: string) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(clientDir, href), "utf8"));
    return cache.get(href)!;
  };
  let count = 0;
  for (const file of findPrerenderedPages(clientDir).values()) {
    const html = readFileSync(file, "utf8");
    const out = inlineStylesheets(html, readAsset);
    if (out !== html) {
      writeFileSync(file, out);
      count++;
    }
  }
  return count;
}

if (import.meta.main) {
  const count = inlineBuild(path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client")));
  console.log(`Inlined the stylesheet into ${count} pre-rendered pages.`);
}
