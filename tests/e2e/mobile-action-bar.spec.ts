import { expectNoAxeViolations, viewports, watchConsole } from "../support/page-check";
import { expect, type Page, test } from "../support/test";

/**
 * The phone's sticky Call / Book bar (issue 14): hidden while the hero is on screen, there after it, never over the
 * footer, no layout shift, not on /booking, not on wider screens.
 */
test.use({ viewport: viewports.phone });

/** Sums layout-shift entries from the moment it is called (CLS without the session windows: stricter). */
async function watchLayoutShift(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

for (const path of ["/", "/services/cleaning/plano", "/blog"]) {
  test(`${path}: the bar appears after the hero, works, never covers the footer, and shifts nothing`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(path);
    const shift = await watchLayoutShift(page);
    const bar = page.getByTestId("mobile-action-bar");
    const call = bar.getByRole("link", { name: /Call/ });
    const book = bar.getByRole("link", { name: "Book" });

    // with the hero on screen: out of sight and out of reach (inert)
    await expect(bar).not.toHaveAttribute("data-visible");
    expect(await bar.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

    // past the hero: there, with both actions
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector("main section")!.getBoundingClientRect().bottom + 200),
    );
    await expect(bar).toHaveAttribute("data-visible", "");
    await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(book).toHaveAttribute("href", "/booking");
    // slid in (200 ms): its bottom edge on the screen's
    await expect
      .poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height))
      .toBe(viewports.phone.height);
    await expectNoAxeViolations(page);

    // keyboard: the actions take focus
    await book.focus();
    await expect(book).toBeFocused();

    // at the very end: resting above the footer, not over it
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // once scrolling and the bar's move have ended (no fixed sleep): its bottom at or above the footer's top
    await expect
      .poll(async () => {
        const footerTop = await page.locator("footer").evaluate((f) => f.getBoundingClientRect().top);
        const end = (await bar.boundingBox())!;
        return end.y + end.height - (footerTop + 1);
      })
      .toBeLessThanOrEqual(0);

    expect(await shift()).toBe(0);
    expect(errors).toEqual([]);
  });
}

test("/booking has no action bar (its price bar is there); wider screens have none", async ({ page }) => {
  await page.goto("/booking");
  await expect(page.getByTestId("mobile-action-bar")).toHaveCount(0);
  await page.setViewportSize(viewports.desktop);
  await page.goto("/services/cleaning");
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(page.getByTestId("mobile-action-bar")).toBeHidden();
});
