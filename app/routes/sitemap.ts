import { sitemapXml } from "~/seo/sitemap.server";

/** /sitemap.xml, pre-rendered at build time with SITE_URL (README, Local search). */
export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
