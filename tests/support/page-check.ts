import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { PaymentMode } from "../../app/content/payment";
import type { PageState } from "../../app/domain/booking/page-state";
import { HEADING, NEVER } from "./page-states";
import { wordsOfTheOtherMode } from "./payment-words";
import { HYDRATED, settled } from "./test";

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
    // only the violations are read: axe skips collecting passes and incomplete results (30-45% faster, issue 45)
    .options({ resultTypes: ["violations"] })
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

/** Wait until React has hydrated and the page's own requests have ended, so client-side errors surface. */
export async function waitForHydration(page: Page) {
  await page.locator(HYDRATED).waitFor({ state: "attached" });
  await settled(page);
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
 * Console errors and CSP violations of the page from now on (call before its first `goto`); `expectNone` checks that
 * there were none, at the end of a journey.
 */
export async function watchPage(page: Page) {
  const errors = watchConsole(page);
  const csp = await watchCsp(page);
  return {
    errors,
    expectNone: async () => {
      expect(errors, "console errors").toEqual([]);
      expect(await csp(), "CSP violations").toEqual([]);
    },
  };
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

/**
 * Nothing scrolls sideways (issue 35): the document is no wider than the viewport. A chart or table that must keep
 * its width scrolls inside its own `overflow-x: auto` box, named for assistive technology (`role="group"` or
 * `region` with a label saying what it is); the document itself still fits. A failure lists the elements that reach
 * past the screen's edge outside such a box, the widest first.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const found = await page.evaluate(() => {
    // the width inside a vertical scroll bar, where a bar takes room
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const scrollsSideways = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.overflowX === "auto" || style.overflowX === "scroll") && el.hasAttribute("aria-label");
    };
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrollsSideways(up)) return true;
      return false;
    };
    const past = [...document.body.querySelectorAll("*")]
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ el, rect }) => rect.width > 1 && rect.right > viewport + 0.5 && !insideScroller(el))
      .sort((a, b) => b.rect.right - a.rect.right)
      .slice(0, 6)
      .map(({ el, rect }) => {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")}`;
        return `${name} reaches ${Math.round(rect.right)} px: "${(el.textContent ?? "").trim().slice(0, 40)}"`;
      });
    return { viewport, scrollWidth, past };
  });
  expect(
    found.scrollWidth,
    `the document's width at ${page.url()} (viewport ${found.viewport} px); past the edge:\n${found.past.join("\n")}`,
  ).toBeLessThanOrEqual(found.viewport);
}

/**
 * The page says nothing that only the other payment mode says (issue 35; app/content/payment.ts): its text and its
 * search description. `holdMinutes`: the server's PAYMENT_HOLD_MINUTES.
 */
export async function expectPaymentWordsOf(page: Page, mode: PaymentMode, holdMinutes = 30) {
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  const text = `${await page.locator("body").innerText()}\n${description}`;
  expect(wordsOfTheOtherMode(text, mode, holdMinutes), `the other mode's words on ${page.url()}`).toEqual([]);
}

/**
 * A customer's booking page says only what is true in its state (issue 37): none of the sentences the state may
 * never show (tests/support/page-states.ts), nor the other payment mode's words; its heading says the state.
 */
export async function expectPageState(page: Page, state: PageState, mode: PaymentMode) {
  await expect(page.locator("main h1"), `the heading of ${state} on ${page.url()}`).toHaveText(HEADING[state]);
  const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
  for (const never of NEVER[state]) expect(text, `${state} on ${page.url()}: ${never}`).not.toMatch(never);
  expect(wordsOfTheOtherMode(text, mode), `the other mode's words on ${page.url()}`).toEqual([]);
}
