/**
 * The CSS a page's first screen needs (docs/decisions/0018), computed at build time for each pre-rendered page:
 *
 * 1. The first screen is the page up to the end of `<main>`'s third top-level element: the header, the promo
 *    banner, the hero and whatever follows it on a tall desktop window. A page whose first screen ends sooner says
 *    so: a top-level element marked `data-below-fold` starts below it (the home page's carousel, after a tall hero
 *    and the service cards). Plus, wherever they sit, the elements pinned
 *    to the viewport (`fixed` or `sticky` among their classes: the phone's action bar), which are on every screen.
 *    A closed `<dialog>` (the mobile menu) is left out; it shows nothing until opened, and by then the whole
 *    stylesheet is there.
 * 2. A rule is kept when one of its selectors matches an element of that part (css-select on the parsed part),
 *    with pseudo-elements taken as their element and state pseudo-classes (`:hover`, `:checked`, `:open`…) taken as
 *    true. A selector css-select cannot read is kept when every class it names is on an element of the part.
 *    Every @font-face rule is added (the fonts are named through custom properties; without them the first paint
 *    would use another font and the text would reflow when the stylesheet arrives), and the @keyframes the kept CSS
 *    names.
 * 3. Rules only for an interaction (`:hover`, `:focus…`, `:active`) are dropped: nothing is hovered or focused at
 *    first paint, and the whole stylesheet is there long before a visitor acts.
 * 4. Custom properties nothing in the result (or the page's inline styles) reads are dropped: the theme's colours and
 *    sizes, and Tailwind's `@property` registrations.
 * 5. Tailwind's fallback block for browsers without `@property` (`@layer properties { @supports … }`, Safari before
 *    16.4, Firefox before 128) is left to the stylesheet; only the layer's name stays, so that the layers keep their
 *    order once the stylesheet arrives. Those browsers may paint their first frame without a utility's default
 *    (a border's style, a shadow) until then.
 */
import { createHash } from "node:crypto";
import { selectOne } from "css-select";
import { parseDocument } from "htmlparser2";
import postcss, { type AtRule, type Declaration, type Rule } from "postcss";
import { BELOW_FOLD } from "../app/lib/first-screen.ts";

/** Elements that may be the top-level children of `<main>` (sections, wrappers) and nest inside one another. */
const BLOCK = /<(\/?)(section|div|nav|article|aside|header|footer|main|ol|ul|form|figure)\b[^>]*>/g;

/** The element that starts at `start` (an opening tag), to its matching closing tag. */
function elementAt(html: string, start: number): string {
  const name = /^<([\w-]+)/.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : m[0].endsWith("/>") ? 0 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** Opening tags whose classes pin the element to the viewport. */
const PINNED = /<[\w-]+\b[^>]*\sclass="(?:[^"]*\s)?(?:fixed|sticky)(?:\s[^"]*)?"[^>]*>/g;

/**
 * The page up to the end of `<main>`'s first `sections` top-level elements, or to the first one marked
 * `data-below-fold`, with the pinned elements after that point, without closed dialogs.
 */
export function firstScreen(html: string, sections = 3): string {
  const main = html.indexOf("<main");
  let end = html.length;
  if (main >= 0) {
    let depth = 0;
    let count = 0;
    BLOCK.lastIndex = main;
    for (let m = BLOCK.exec(html); m; m = BLOCK.exec(html)) {
      if (m[1]) {
        depth--;
        if (depth === 0) break; // </main>
        continue;
      }
      if (depth === 1 && (++count > sections || m[0].includes(BELOW_FOLD))) {
        end = m.index;
        break;
      }
      depth++;
    }
  }
  const pinned: string[] = [];
  PINNED.lastIndex = end;
  for (let m = PINNED.exec(html); m; m = PINNED.exec(html)) {
    const element = elementAt(html, m.index);
    pinned.push(element);
    PINNED.lastIndex = m.index + element.length;
  }
  const part = end < html.length ? `${html.slice(0, end)}</main>${pinned.join("")}</body></html>` : html;
  return part.replace(/<dialog\b(?![^>]*\bopen\b)[^>]*>[\s\S]*?<\/dialog>/g, "");
}

/** The classes on the elements of `html`. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value!.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
    for (const c of decoded.split(/\s+/)) if (c) classes.add(c);
  }
  return classes;
}

/** The class names a selector requires (CSS escapes undone). */
export function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((m) =>
    m[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, ch: string | undefined) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : ch!,
    ),
  );
}

/** States a page may be in after its first paint: a selector needing one is kept as if it held. */
const STATES = [
  "hover",
  "focus",
  "focus-visible",
  "focus-within",
  "active",
  "visited",
  "checked",
  "open",
  "popover-open",
  "disabled",
  "enabled",
  "invalid",
  "user-invalid",
  "target",
  "placeholder-shown",
  "autofill",
  "-moz-focusring",
  "-moz-ui-invalid",
];
const pseudos = Object.fromEntries(STATES.map((name) => [name, () => true]));

/**
 * The stylesheet's rules an element of the page part `html` uses (see 2. above), at-rule wrappers kept; and, apart,
 * its @font-face and @keyframes rules (for `criticalCss` to add back as needed).
 */
export function rulesFor(stylesheet: string, html: string): { css: string; fonts: AtRule[]; keyframes: AtRule[] } {
  const dom = parseDocument(html);
  const classes = classesIn(html);
  const matches = (selector: string) => {
    // an element must carry every class a selector names outside :not(), :is(), :where() and :has(): most of a
    // utility stylesheet's selectors are answered by this alone, without a walk of the document
    if (!/:(?:not|is|where|has|matches)\(/.test(selector) && !classesOf(selector).every((c) => classes.has(c)))
      return false;
    const element =
      selector.replace(/::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)\b/g, "").trim() || "*";
    try {
      return selectOne(/[>+~]$/.test(element) ? `${element} *` : element, dom, { pseudos }) !== null;
    } catch {
      return classesOf(selector).every((c) => classes.has(c));
    }
  };
  const root = postcss.parse(stylesheet);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && (rule.parent as AtRule).name === "keyframes") return;
    if (!rule.selectors.some(matches)) rule.remove();
  });
  const fonts: AtRule[] = [];
  const keyframes: AtRule[] = [];
  root.walkAtRules((rule) => {
    if (rule.name === "font-face") fonts.push(rule.remove());
    else if (rule.name === "keyframes") keyframes.push(rule.remove());
  });
  return { css: root.toString(), fonts, keyframes };
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;

const INTERACTION = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/**
 * Drops rules that only apply on interaction, then custom property definitions and registrations that nothing reads,
 * until nothing is left to drop.
 */
export function pruneForFirstPaint(css: string, alsoRead = ""): string {
  const root = postcss.parse(css);
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() === "properties" && layer.nodes)
      layer.replaceWith(postcss.atRule({ name: "layer", params: "properties" }));
  });
  root.walkRules((rule) => {
    if (rule.selectors.every((s) => INTERACTION.test(s))) rule.remove();
  });
  for (;;) {
    const read = new Set<string>([...alsoRead.matchAll(VAR_USE)].map((m) => m[1]!));
    root.walkDecls((decl) => {
      for (const m of decl.value.matchAll(VAR_USE)) read.add(m[1]!);
    });
    let dropped = 0;
    root.walkDecls(/^--/, (decl: Declaration) => {
      if (!read.has(decl.prop)) {
        decl.remove();
        dropped++;
      }
    });
    root.walkAtRules("property", (rule: AtRule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove();
        dropped++;
      }
    });
    // rules and at-rules left empty
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && (node as Rule | AtRule).nodes?.length === 0) {
        if (node.type === "atrule" && (node as AtRule).name === "layer") return; // keeps the layer order statement
        node.remove();
        dropped++;
      }
    });
    if (dropped === 0) return root.toString();
  }
}

/** The critical CSS of one page, given the page's HTML and the site stylesheet's text. */
export function criticalCss(html: string, stylesheet: string): string {
  const part = firstScreen(html);
  const { css, fonts, keyframes } = rulesFor(stylesheet, part);
  const inlineStyles = [...part.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]).join(";");
  const pruned = pruneForFirstPaint(css, inlineStyles);
  const named = keyframes.filter((rule) => new RegExp(`[\\s:,]${rule.params.trim()}\\b`).test(pruned));
  return pruned + [...fonts, ...named].map((rule) => rule.toString()).join("");
}

/**
 * Critical CSS kept by what it depends on (docs/decisions/0038): the stylesheet and the first screen's elements and
 * attributes, its text left out (no rule of ours depends on text; `:empty` would only change the first paint until the
 * stylesheet is there). The build records what it computed (`entries`, written beside the client build); the server
 * that renders the pages again after a change of the catalog starts from it (`seed`), so that a page whose first
 * screen changed only in its words (a price, a code) costs nothing here.
 */
export function criticalCssMemo(seed: Record<string, string> = {}) {
  const kept = new Map(Object.entries(seed));
  const keyOf = (html: string, href: string) =>
    createHash("sha256")
      .update(`${href}\n${firstScreen(html).replace(/>[^<]+</g, "><")}`)
      .digest("base64url");
  return {
    css(html: string, href: string, stylesheet: () => string): string {
      const key = keyOf(html, href);
      let css = kept.get(key);
      if (css === undefined) {
        css = criticalCss(html, stylesheet());
        kept.set(key, css);
      }
      return css;
    },
    entries: (): Record<string, string> => Object.fromEntries(kept),
  };
}
