import { robotsTxt } from "~/seo/sitemap.server";

/** /robots.txt, pre-rendered at build time with SITE_URL (README, Local search). */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
