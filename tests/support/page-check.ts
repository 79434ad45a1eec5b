import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { HYDRATED } from "./test";

export { viewports } from "./screens";

/** Collects console errors and uncaught page errors from the moment it is called. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * Zero axe-core violations (WCAG 2.x A/AA and best practices). Legacy mode runs axe in the page itself instead of in
 * each frame and then in a page of its own: half the time, and our pages have no frame but the third-party booking
 * widget's, which is not ours to check.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Wait until React has hydrated and the page's requests have settled, so client-side errors surface. */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

/**
 * Marks the page's current document; the returned function tells whether the page still shows that document, i.e.
 * whether what happened since (a click on a link) was a client-side navigation rather than a new page load.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as { documentMark?: boolean }).documentMark = true));
  return async () => page.evaluate(() => (window as { documentMark?: boolean }).documentMark === true);
}

/**
 * Records Content-Security-Policy violations of every document the page opens (call before `goto`); the returned
 * function reads them as "directive blocked-URI" lines.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/**
 * Every `<use>` on the page (the icons, docs/decisions/0022; the maps' county outlines, 0023) names an element of a
 * file the server serves as SVG: a missing symbol or a file served wrong draws nothing, silently.
 */
export async function expectSvgReferencesResolve(page: Page) {
  const problems = await page.evaluate(async () => {
    const found: string[] = [];
    const sprites = new Map<string, Promise<Document | string>>();
    const load = async (url: string) => {
      const response = await fetch(url);
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.startsWith("image/svg+xml")) return `${url}: ${response.status} ${type}`;
      return new DOMParser().parseFromString(await response.text(), "image/svg+xml");
    };
    for (const use of document.querySelectorAll("svg use")) {
      const href = use.getAttribute("href") ?? "";
      const [url = "", id = ""] = href.split("#");
      if (!sprites.has(url)) sprites.set(url, load(url));
      const sprite = await sprites.get(url)!;
      if (typeof sprite === "string") found.push(sprite);
      else if (!id || !sprite.getElementById(id)) found.push(`nothing at ${href}`);
    }
    return [...new Set(found)];
  });
  expect(problems, `<use> references on ${page.url()}`).toEqual([]);
}

/** `items` in groups of at most `size`, in order: the pages one test checks in turn, in one browser page. */
export const inGroups = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
