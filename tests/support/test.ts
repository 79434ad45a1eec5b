/**
 * Playwright's `test` with one change: `page.goto` returns only once React has hydrated the page (the root layout
 * marks `<html data-hydrated>`), because pre-rendered pages start their JavaScript after `load` and a click before
 * hydration would be lost. Pages opened with JavaScript disabled, and non-HTML answers, return as before.
 */
import { test as base, type Page } from "@playwright/test";

export { expect, type Locator, type Page } from "@playwright/test";

/** Present once React runs the page (app/root.tsx, HydrationMark). */
export const HYDRATED = "html[data-hydrated]";

/** The requests each page has in flight, and when the last one ended (`settled`). */
const traffic = new WeakMap<Page, { inFlight: number; lastEnd: number }>();
function track(page: Page) {
  let state = traffic.get(page);
  if (state) return state;
  const s = { inFlight: 0, lastEnd: Date.now() };
  traffic.set(page, s);
  page.on("request", () => s.inFlight++);
  const end = () => {
    s.inFlight = Math.max(0, s.inFlight - 1);
    s.lastEnd = Date.now();
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  state = s;
  return state;
}

/**
 * The page's own requests have ended: none in flight, and none started for `quietMs` since the last one ended (the
 * code a page fetches after hydration, its icons, a map's tiles). Instead of Playwright's `networkidle`, which always
 * waits 500 ms more (issue 45). Pages from the `page` fixture are tracked from their first request; another page
 * from the moment of its first call (after its `load`).
 */
export async function settled(page: Page, quietMs = 100) {
  const state = track(page);
  await page.waitForLoadState("load");
  const deadline = Date.now() + 10_000;
  while (state.inFlight > 0 || Date.now() - state.lastEnd < quietMs) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: ${state.inFlight} requests still in flight after 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    track(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.includes("text/html");
      if (javaScriptEnabled !== false && html) {
        await page.locator(HYDRATED).waitFor({ state: "attached", timeout: 15_000 });
      }
      return response;
    };
    await provide(page);
  },
});
