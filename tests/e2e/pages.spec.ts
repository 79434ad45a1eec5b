import { expect, type Page, test } from "../support/test";
import { prerenderPaths } from "../../app/content/paths";
import {
  expectSvgReferencesResolve,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  inGroups,
  viewports,
  waitForHydration,
  watchConsole,
  watchCsp,
} from "../support/page-check";

/**
 * The shared check: every pre-rendered page answers 200, logs no console error, has one h1 and a canonical link,
 * and has zero axe-core violations at phone and desktop widths, and so does the server-rendered booking page; at
 * each width the page is no wider than the screen (nothing scrolls sideways, issue 35). Every
 * page hydrates under the strict Content-Security-Policy with no violation, and every `<use>` (icons, map outlines)
 * names an element of a served SVG file. City and service-by-city pages are many and built from one template each,
 * so axe runs on a sample of them, each sampled page at one width, the widths alternating (axe is most of this
 * file's time); status, console, CSP and structure cover all of them, at desktop width.
 *
 * Each test checks a few pages in turn in one browser page, as a visitor going from page to page would load them:
 * the stylesheet, the framework's code and the icons come from the cache after the first, which is most of what a
 * fresh browser context costs this 2-core machine. A failure names its page (a step each).
 */
/** Server-rendered pages (not pre-rendered: they depend on the query string or runtime settings). */
const serverRendered = [
  "/privacy",
  "/booking",
  "/booking?service=cleaning&rooms=3&city=plano",
  "/service-area",
  "/service-area?zip=75165",
];
const paths = [...prerenderPaths(), ...serverRendered];
const serviceCity = paths.filter((p) => /^\/services\/[^/]+\/[^/]+$/.test(p));
const city = paths.filter((p) => /^\/locations\/[^/]+$/.test(p));
/** the sampled pages of the two templates; every other page runs axe */
const sampled = new Set([...serviceCity, ...city]);
const axeSample = [...serviceCity.filter((_, i) => i % 8 === 0), ...city.filter((_, i) => i % 4 === 0)];
/** The width at which a sampled page runs axe: phone and desktop in turn. */
const sampleWidth = new Map(axeSample.map((path, i) => [path, i % 2 === 0 ? "phone" : "desktop"]));

/**
 * The page check of one page after another in one browser page: console errors and CSP violations are read per
 * page (the CSP watcher records each document's own).
 */
async function checkPages(page: Page, group: readonly string[], axe: boolean) {
  const errors = watchConsole(page);
  const csp = await watchCsp(page);
  for (const path of group)
    await test.step(path, async () => {
      errors.length = 0;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(sha256|nonce)-/);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
      await expectSvgReferencesResolve(page);
      await expectNoSidewaysScroll(page);
      if (axe) await expectNoAxeViolations(page);
      expect(errors, path).toEqual([]);
      expect(await csp(), path).toEqual([]);
    });
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const withAxe = paths.filter((path) => !sampled.has(path) || sampleWidth.get(path) === name);
    const withoutAxe = name === "desktop" ? paths.filter((path) => !withAxe.includes(path)) : [];
    for (const [group, axe] of [
      ...inGroups(withAxe, 4).map((group) => [group, true] as const),
      ...inGroups(withoutAxe, 8).map((group) => [group, false] as const),
    ]) {
      test(`${group.join(", ")}${axe ? " (axe)" : ""}`, async ({ page }) => {
        test.setTimeout(120_000);
        await checkPages(page, group, axe);
      });
    }
    test("/this-page-does-not-exist (404, axe)", async ({ page }) => {
      const errors = watchConsole(page);
      const csp = await watchCsp(page);
      const response = await page.goto("/this-page-does-not-exist");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(await csp()).toEqual([]);
      // the browser itself logs the 404 document status as a console error
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    });
  });
}
