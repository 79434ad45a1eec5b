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
import { alternatesOf } from "../i18n/locale";

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
  const url = (path: string) => escapeMarkup(absoluteUrl(siteUrl, path));
  const urls = sitemapPaths().map((path) => {
    // a page in both languages names both, and the default (docs/decisions/0052)
    const alternates = (alternatesOf(path) ?? []).map(
      (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.path)}"/>`,
    );
    return `  <url><loc>${url(path)}</loc><lastmod>${lastModified(path)}</lastmod>${alternates.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
