/** The widths the tests and the screenshot scripts look at pages with, and a browser to do it (scripts). */
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumExecutable } from "./chromium.ts";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const launchBrowser = async () =>
  chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });

/** `look` with a new page at each width, in turn; the page is closed after. */
export async function atEachWidth(
  browser: Browser,
  look: (width: keyof typeof viewports, page: Page) => Promise<void>,
) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport });
    await look(name as keyof typeof viewports, page);
    await page.close();
  }
}
