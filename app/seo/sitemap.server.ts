/**
 * /robots.txt and /sitemap.xml, made from the route and content data (never a hand-kept list): every indexable page
 * (app/content/paths.ts) with its absolute URL on SITE_URL and the date its content last changed. Server only.
 */
import { blogPosts } from "../content/blog";
import { sitemapPaths } from "../content/paths";
import { site } from "../content/site";
import { getEnv } from "../utils/env.server";
import { escapeMarkup } from "../lib/escape";
import { absoluteUrl } from "./paths";

/** Paths crawlers are asked to leave alone: private pages and the API. */
export const DISALLOWED = ["/admin", "/booking/confirmed/", "/api/"] as const;

/** The date a page's content last changed: the newest article for /blog, else the site's content review date. */
export function lastModified(path: string): string {
  if (path === "/blog") return blogPosts.map((p) => p.date).reduce((a, b) => (a > b ? a : b), site.contentUpdated);
  return site.contentUpdated;
}

export function robotsTxt(siteUrl = getEnv().SITE_URL): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export function sitemapXml(siteUrl = getEnv().SITE_URL): string {
  const urls = sitemapPaths().map(
    (path) =>
      `  <url><loc>${escapeMarkup(absoluteUrl(siteUrl, path))}</loc><lastmod>${lastModified(path)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
