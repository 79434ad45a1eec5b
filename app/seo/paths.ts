/** URLs of the SEO layer that the build (share images, sitemap) and the pages must agree on. No app imports. */

/** Absolute URL on the configured site origin. */
export function absoluteUrl(siteUrl: string, path: string) {
  return `${siteUrl}${path}`;
}

/** Share images are 1200x630 PNGs (scripts/build-og.ts). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The share image of a page: one per page, drawn at build time. */
export function ogImagePath(pagePath: string): string {
  const name = pagePath === "/" ? "home" : pagePath.slice(1).replaceAll("/", "-");
  return `/og/${name}.png`;
}

/** The logo as a square PNG (structured data wants a raster logo), drawn with the share images. */
export const LOGO_PATH = "/og/logo.png";
