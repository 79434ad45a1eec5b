import { expect, test } from "../support/test";
import { prerenderPaths } from "../../app/content/paths";
import {
  expectSvgReferencesResolve,
  expectNoAxeViolations,
  viewports,
  waitForHydration,
  watchConsole,
  watchCsp,
} from "../support/page-check";

/**
 * The shared check: every pre-rendered page answers 200, logs no console
 * error, has one h1 and a canonical link, and has zero axe-core violations at
 * phone and desktop widths, and so does the server-rendered booking page. Every page hydrates under the strict
 * Content-Security-Policy with no violation, and every `<use>` (icons, map outlines) names an element of a served
 * SVG file. City and service-by-city pages are many and built from one template each, so axe runs on a sample of
 * them, each sampled page at one width, the widths alternating (axe is most of this file's time: 2-5 s a page on
 * this 2-core machine); status, console, CSP and structure cover all of them, at desktop width.
 */
/** Server-rendered pages (not pre-rendered: they depend on the query string or runtime settings). */
const serverRendered = [
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
const extraPages = ["/this-page-does-not-exist"];

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of paths) {
      const runAxe = !sampled.has(path) || sampleWidth.get(path) === name;
      if (!runAxe && name !== "desktop") continue;
      test(`${path}${runAxe ? " (axe)" : ""}`, async ({ page }) => {
        const errors = watchConsole(page);
        const csp = await watchCsp(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(sha256|nonce)-/);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\//);
        await expectSvgReferencesResolve(page);
        if (runAxe) await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
        expect(await csp()).toEqual([]);
      });
    }
    for (const path of extraPages) {
      test(`${path} (404, axe)`, async ({ page }) => {
        const errors = watchConsole(page);
        const csp = await watchCsp(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        expect(await csp()).toEqual([]);
        // the browser itself logs the 404 document status as a console error
        expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
      });
    }
  });
}
