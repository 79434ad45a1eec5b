/**
 * Every rewrite of a page's HTML, in one place (docs/decisions/0008, 0016, 0018, 0020, 0024): the build applies them
 * to pre-rendered pages (scripts/optimize-html.ts), the server to server-rendered ones (server/app.ts), and
 * app/entry.server.tsx writes the structured data into the head with `beforeHeadEnd`. They work on React Router's
 * and React's own output, whose shapes the tests pin; each one refuses (throws) rather than guess when a shape it
 * needs is missing. Server and build only; it knows nothing of the app.
 *
 * So that a phone paints a page from its HTML alone (docs/decisions/0008):
 * 1. `inlineStylesheets`: inline the CSS the first screen needs (scripts/critical-css.ts, docs/decisions/0018).
 *    The original <link> stays, as `media="print"` (not render-blocking, loaded once and cached), for the rest of
 *    the page, hydration and client-side navigations; the starter switches it on once it has loaded. Without
 *    JavaScript a `<noscript>` copy of the link loads it.
 * 2. `deferHydration`: start loading JavaScript once the page has loaded instead of during the first paint: the
 *    modulepreload links are dropped and React Router's module script is parked as inert text that a tiny inline
 *    script (the starter) turns into a real module script after `load` and the first paint. On a server-rendered
 *    page both carry the request's nonce, and the starter gives it to the script it makes.
 *
 * For the Content-Security-Policy (docs/decisions/0009): `inlineScriptHashes` of a page, `withoutNonce` for a
 * server-rendered page kept for everyone (docs/decisions/0024), and `inlineHandlers`, of which no page may have one.
 */
import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { Parser } from "htmlparser2";

/**
 * React Router's stylesheet link; on a server-rendered page it carries the request's nonce. React Router writes
 * `….css#` for a stylesheet that a dynamically imported chunk also needs (so that Vite adds a link of its own, which
 * a route's leaving would not remove). The kept link keeps that mark: React compares it when it hydrates the head.
 */
const STYLESHEET =
  /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#?)"(?: nonce="[^"]*")?\/>/g;

/** `cssFor(href)`: the CSS to inline in place of that stylesheet (its critical part, or all of it). */
export function inlineStylesheets(html: string, cssFor: (href: string) => string): string {
  if (html.includes("data-inline-css")) return html; // already done
  let found = false;
  const out = html.replace(STYLESHEET, (_link, file: string, mark: string) => {
    found = true;
    const css = cssFor(file).replaceAll("</style", "<\\/style");
    const href = file + mark;
    return (
      `<style data-inline-css="${file}">${css}</style>` +
      `<link rel="stylesheet" href="${href}" media="print" data-deferred-css=""/>` +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`
    );
  });
  // a link of another shape: refuse, rather than ship pages that paint without CSS until the stylesheet arrives
  if (!found) throw new Error("React Router's stylesheet link was not found: has its output changed?");
  return out;
}

const MODULE_PRELOAD =
  /<link (?:nonce="[^"]*" )?rel="modulepreload" href="\/assets\/[\w.-]+\.js"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
export const DEFERRED_SCRIPT_ID = "hydrate-after-load";

/**
 * Switches the deferred stylesheet on once it has loaded, and after `load` (at once if it already happened) and the
 * first contentful paint swaps the parked text for a module script that runs it, with the starter's own nonce when
 * it has one. `load` can come before the first paint (a fast connection, a warm cache): waiting for the paint keeps
 * the JavaScript out of it. Where no paint comes (a tab in the background, no paint timing), a timer starts it.
 */
const starter = `(function(){var d=document,n=(d.currentScript||{}).nonce;d.querySelectorAll("link[data-deferred-css]").forEach(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a,{once:!0})});function h(){var p=d.getElementById("${DEFERRED_SCRIPT_ID}");if(p){var s=d.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=p.textContent;p.replaceWith(s)}}function g(){setTimeout(h,1e3);new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&h()}).observe({type:"paint",buffered:!0})}d.readyState=="complete"?g():addEventListener("load",g,{once:!0})})()`;

const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\});\n/;

/** React Router's route manifest in the module script, without its indentation (about 50 bytes brotli a page). */
export function compactManifest(body: string): string {
  return body.replace(MANIFEST, (all, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json)).replaceAll("<", "\\u003c")};\n`;
    } catch {
      return all; // not the JSON it used to be: left as it is
    }
  });
}

export function deferHydration(html: string): string {
  if (html.includes(`id="${DEFERRED_SCRIPT_ID}"`)) return html; // already done
  const script = MODULE_SCRIPT.exec(html);
  if (!script) throw new Error("React Router's module script was not found: has its output changed?");
  const nonce = script[1] === undefined ? "" : ` nonce="${script[1]}"`;
  const body = compactManifest(script[2]!);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="text/plain" id="${DEFERRED_SCRIPT_ID}">${body}</script><script${nonce}>${starter}</script>`,
    );
}

/** Both rewrites. */
export const paintFromHtml = (html: string, cssFor: (href: string) => string) =>
  deferHydration(inlineStylesheets(html, cssFor));

/**
 * The inline event handlers of a page (`onload=`, `onclick=`…: none is allowed under the CSP), as `<tag onevent>`.
 * Real attributes only, read by an HTML parser: text or an attribute's value that reads like one (a label such as
 * "Pickup onsite = free", in a paragraph or a meta description) is none.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  let tag = "";
  const parser = new Parser({
    onopentagname: (name) => void (tag = name),
    onattribute: (name) => void (/^on/i.test(name) && found.push(`<${tag} ${name.toLowerCase()}>`)),
  });
  parser.end(html);
  return found;
}

/** Inline scripts the browser runs, by their content: every `<script>` without `src` but data blocks (JSON-LD). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/;

/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts, in order of appearance, without repeats. The
 * parked module script is included: the starter runs its text as an inline module script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes!) || DATA_BLOCK.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A server-rendered page without the request's nonce (React Router and React write it as ` nonce="…"` on every
 * inline script and link), so that it can be sent to everyone with the hashes of its scripts instead; null when the
 * page does not look as expected (the nonce missing, or left somewhere else), so that it is not kept.
 */
export function withoutNonce(html: string, nonce: string): string | null {
  const page = html.replaceAll(` nonce="${nonce}"`, "");
  return page === html || page.includes(nonce) ? null : page;
}

/** A stream of HTML passed through, with `html` written just before the first `</head>` (the head comes first). */
export function beforeHeadEnd(html: string): Transform {
  const decoder = new StringDecoder("utf8"); // a character may be split across two chunks
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const at = pending.indexOf("</head>");
      if (at === -1) return callback();
      done = true;
      const out = pending.slice(0, at) + html + pending.slice(at);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      pending += decoder.end();
      callback(null, pending || undefined);
    },
  });
}
