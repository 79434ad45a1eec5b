/**
 * The site stylesheet inlined into a page's HTML (docs/decisions/0008): the first paint needs no other request. The
 * original <link> stays, as `media="print"` (not render-blocking), for hydration and client-side navigations. Used
 * by the build for pre-rendered pages (scripts/optimize-html.ts) and by the server for the cached /booking page
 * (server/page-cache.ts, docs/decisions/0016).
 */

/** React Router's stylesheet link; on a server-rendered page it carries the request's nonce. */
const STYLESHEET = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"(?: nonce="[^"]*")?\/>/g;

export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  if (html.includes("data-inline-css")) return html; // already done
  return html.replace(STYLESHEET, (_link, href: string) => {
    const css = readAsset(href).replaceAll("</style", "<\\/style");
    return `<style data-inline-css="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print" data-deferred-css=""/>`;
  });
}
