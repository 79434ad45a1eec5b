/**
 * Playwright's `test` with one change: `page.goto` returns only once React has hydrated the page (the root layout
 * marks `<html data-hydrated>`), because pre-rendered pages start their JavaScript after `load` and a click before
 * hydration would be lost. Pages opened with JavaScript disabled, and non-HTML answers, return as before.
 */
import { test as base } from "@playwright/test";

export { expect, type Locator, type Page } from "@playwright/test";

/** Present once React runs the page (app/root.tsx, HydrationMark). */
export const HYDRATED = "html[data-hydrated]";

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
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
