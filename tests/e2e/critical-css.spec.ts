/**
 * Pre-rendered pages inline only their first screen's CSS (docs/decisions/0018). Proof that it is enough: with the
 * site stylesheet blocked, every element on the first screen has the same box and the same look as with it, at
 * phone and desktop widths, so nothing moves or changes when the stylesheet arrives. JavaScript is off in both
 * loads: the page is compared as it first paints, before hydration (which the two loads would do alike). The web
 * font is held back in both (it is `font-display: optional`, so whether a load uses it depends on timing, not on
 * the CSS) and motion is reduced (the promo banner stands still).
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "../support/test";
import { viewports } from "../support/page-check";

/** One pre-rendered page of each kind (layout of the first screen) */
const PAGES = [
  "/",
  "/about",
  "/blog",
  "/bundles",
  "/contact",
  "/locations",
  "/locations/dallas",
  "/services/cleaning",
  "/services/junk-removal/plano",
];

type Box = { key: string; x: number; y: number; w: number; h: number; look: string };

/** Every element that intersects the viewport: its box and what it looks like. */
async function firstScreen(browser: Browser, path: string, viewport: { width: number; height: number }, css: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.route(/\.woff2$/, (route) => route.abort());
  const stylesheets: string[] = [];
  await page.route(/\/assets\/[\w.-]+\.css$/, (route) => {
    stylesheets.push(route.request().url());
    return css ? route.continue() : route.abort();
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const boxes = await page.evaluate(() => {
    const out: Box[] = [];
    const all = [...document.body.querySelectorAll("*")];
    all.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight) return;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || s.display === "none") return;
      const look = [s.color, s.backgroundColor, s.fontSize, s.fontWeight, s.borderTopColor, s.opacity].join(" ");
      out.push({ key: `${i}:${el.tagName}`, x: r.x, y: r.y, w: r.width, h: r.height, look });
    });
    return out;
  });
  await context.close();
  return { boxes, stylesheets };
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the inlined CSS paints the first screen as the whole stylesheet does (${name})`, async ({ browser }) => {
    test.slow();
    for (const path of PAGES) {
      const whole = await firstScreen(browser, path, viewport, true);
      const critical = await firstScreen(browser, path, viewport, false);
      expect(whole.stylesheets.length, `${path} links the site stylesheet`).toBeGreaterThan(0);
      expect(whole.boxes.length, `${path} has a first screen`).toBeGreaterThan(10);
      const near = (a: number, b: number) => Math.abs(a - b) <= 1;
      const differences = whole.boxes
        .map((w) => {
          const c = critical.boxes.find((b) => b.key === w.key);
          if (!c) return `${w.key} missing`;
          // an element reaching below the fold (<main>, a long section) may grow there: only its visible part counts
          const below = w.y + w.h > viewport.height && c.y + c.h > viewport.height;
          if (!near(w.x, c.x) || !near(w.y, c.y) || !near(w.w, c.w) || (!below && !near(w.h, c.h)))
            return `${w.key} at ${c.x},${c.y} ${c.w}x${c.h} instead of ${w.x},${w.y} ${w.w}x${w.h}`;
          return c.look === w.look ? null : `${w.key} looks "${c.look}" instead of "${w.look}"`;
        })
        .filter(Boolean);
      for (const c of critical.boxes) {
        if (!whole.boxes.some((w) => w.key === c.key)) differences.push(`${c.key} shows, hidden by the stylesheet`);
      }
      expect(differences, `${path} at ${viewport.width}px`).toEqual([]);
    }
  });
}
