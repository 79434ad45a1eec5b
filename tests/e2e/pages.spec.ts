import { expect, type Page, test } from "../support/test";
import { prerenderPaths } from "../../app/content/paths";
import { languageTag, pathIn } from "../../app/i18n/locale";
import { translate } from "../../app/i18n/messages";
import "../../app/i18n/spanish";
import { englishIn } from "../support/english-on-page";
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
 * and has zero axe-core violations, and so does the server-rendered booking page; the page is no wider than the
 * screen (nothing scrolls sideways, issue 35). Every page hydrates under the strict Content-Security-Policy with no
 * violation, and every `<use>` (icons, map outlines) names an element of a served SVG file.
 *
 * Every page is checked at phone width, where layouts break; the pages that are not built from the city and
 * service-by-city templates at desktop width too. axe runs once per page (issue 45), at phone and desktop width in
 * turn; the city and service-by-city pages are many and built from one template each, so axe runs on a sample of
 * them, the sampled ones loaded at their axe width too (axe is most of this file's time).
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
/** the pages built from the two templates; each of the others is checked at both widths */
const templated = new Set([...serviceCity, ...city]);
const others = paths.filter((path) => !templated.has(path));
const axeSample = [...serviceCity.filter((_, i) => i % 8 === 0), ...city.filter((_, i) => i % 4 === 0)];
/** The one width at which each page runs axe: phone and desktop in turn; templated pages only when sampled. */
const axeWidth = new Map<string, keyof typeof viewports>(
  [...others, ...axeSample].map((path, i) => [path, i % 2 === 0 ? "phone" : "desktop"]),
);
/** The pages each width loads: every page at phone width; the others and the desktop-sampled ones at desktop. */
const pagesAt: Record<keyof typeof viewports, string[]> = {
  phone: paths,
  desktop: paths.filter((path) => !templated.has(path) || axeWidth.get(path) === "desktop"),
};

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

for (const [name, viewport] of Object.entries(viewports) as [
  keyof typeof viewports,
  (typeof viewports)[keyof typeof viewports],
][]) {
  test.describe(`${name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const withAxe = pagesAt[name].filter((path) => axeWidth.get(path) === name);
    const withoutAxe = pagesAt[name].filter((path) => axeWidth.get(path) !== name);
    for (const [group, axe] of [
      ...inGroups(withAxe, 4).map((group) => [group, true] as const),
      ...inGroups(withoutAxe, 8).map((group) => [group, false] as const),
    ]) {
      test(`${group.join(", ")}${axe ? " (axe)" : ""}`, async ({ page }) => {
        test.setTimeout(120_000);
        await checkPages(page, group, axe);
      });
    }
    test(`/this-page-does-not-exist, /es/esta-pagina-no-existe (404${name === "phone" ? ", axe" : ""})`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const csp = await watchCsp(page);
      for (const [path, locale] of [
        ["/this-page-does-not-exist", "en"],
        ["/es/esta-pagina-no-existe", "es"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        // in the address's language, hydrated without a mismatch (docs/decisions/0052)
        await expect(page.locator("html")).toHaveAttribute("lang", languageTag[locale]);
        await expect(page.locator("h1")).toHaveText(translate(locale, "not-found.title"));
        await expect(page.getByRole("link", { name: translate(locale, "not-found.home") })).toHaveAttribute(
          "href",
          pathIn(locale, "/"),
        );
        if (locale === "es")
          expect(englishIn(await page.locator("body").innerText()), "English on a Spanish page").toEqual([]);
        await expectNoSidewaysScroll(page);
        if (name === "phone") await expectNoAxeViolations(page); // axe once per page
      }
      expect(await csp()).toEqual([]);
      // the browser itself logs the 404 document status as a console error
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    });
  });
}
