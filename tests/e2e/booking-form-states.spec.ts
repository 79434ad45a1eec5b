import { expect, type Locator, type Page, test } from "../support/test";
import { services } from "../../app/content/services";
import { formatCents } from "../../app/domain/money";
import { priceOrder } from "../../app/domain/pricing";
import { pageWithoutSiteScripts, waitForBookingForm } from "../support/booking";
import { expectNoAxeViolations, viewports, watchConsole } from "../support/page-check";
import { defaultCatalog } from "../../app/domain/catalog";

/**
 * What the booking form tells the customer is true at every step (issue 37): a message is the message of the
 * field's current value, the sticky price bar never covers the field being edited, the price is shown (or how to see
 * it is said) without JavaScript, and the extras are in sight with help words of their own service. At 390 px, with
 * and without JavaScript where both apply.
 */

const submit = (page: Page) => page.getByRole("button", { name: "Request booking" }).click();

/** The number in the summary's heading, "Please fix N problems before we can book". */
async function summaryCount(summary: Locator): Promise<number> {
  const text = (await summary.getByRole("heading").textContent()) ?? "";
  const m = /Please fix (\d+) problems? before we can book/.exec(text);
  expect(m, text).not.toBeNull();
  return Number(m![1]);
}

/** The summary's heading says `n` problems and it lists `n` links. */
async function expectSummaryOf(summary: Locator, n: number) {
  await expect(summary.getByRole("heading")).toHaveText(
    `${n === 1 ? "Please fix 1 problem" : `Please fix ${n} problems`} before we can book`,
  );
  await expect(summary.getByRole("link")).toHaveCount(n);
}

/** Whether two boxes overlap (a shared edge is not an overlap). */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far an element's box reaches under the sticky bar (0: clear of it). */
async function underBar(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox();
  const bar = await page.getByTestId("mobile-price-bar").boundingBox();
  if (!box || !bar || !overlaps(box, bar)) return 0;
  return box.y + box.height - bar.y;
}

/** Whether an element is wholly in sight between the page's fixed header and the sticky bar. */
async function inSight(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const bar = await page.getByTestId("mobile-price-bar").boundingBox();
  if (!box || !header || !bar) return false;
  return box.y >= header.y + header.height && box.y + box.height <= bar.y;
}

/** Scrolls so that `element`'s bottom edge sits just above the sticky bar: fully in sight, with nothing under it. */
async function putJustAboveBar(page: Page, element: Locator) {
  await element.evaluate((el) => {
    const bar = document.querySelector('[data-testid="mobile-price-bar"]')!.getBoundingClientRect();
    window.scrollBy({ top: el.getBoundingClientRect().bottom - (bar.top - 4), behavior: "instant" });
  });
  expect(await underBar(page, element)).toBe(0);
}

test.describe("messages follow the field's current value (JavaScript on)", () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`${label}: after an empty submit, fixing a field changes its message at once; the summary follows; no second submit`, async ({
      page,
    }) => {
      test.slow(); // an axe run
      await page.setViewportSize(viewport);
      const errors = watchConsole(page);
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(r.url());
      });
      // the one refused answer is the submit's (the browser logs its 400); every other request succeeds
      const refused: string[] = [];
      page.on("response", (r) => {
        if (r.status() >= 400) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
      });
      await page.goto("/booking");
      await waitForBookingForm(page);
      await submit(page);
      const summary = page.getByTestId("error-summary");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Please choose your city.");
      const total = await summaryCount(summary);
      await expectSummaryOf(summary, total);
      expect(posts).toHaveLength(1);

      const where = page.locator("#step-where");
      const city = page.getByLabel("City", { exact: true });
      await expect(city).toHaveAccessibleDescription(/Please choose your city\./);
      await city.selectOption("plano");
      await expect(where.getByText("Please choose your city.")).toHaveCount(0);
      await expect(city).not.toHaveAttribute("aria-invalid");
      await expect(city).not.toHaveAccessibleDescription(/Please choose/);
      await expectSummaryOf(summary, total - 1);

      const address = page.getByLabel("Street address");
      await address.fill("1 Main St");
      await expect(where.getByText("Please enter your street address.")).toHaveCount(0);
      await expect(address).not.toHaveAttribute("aria-invalid");
      await expectSummaryOf(summary, total - 2);

      // a ZIP outside the area: its message is replaced by the service area's answer, never shown above it
      const zip = page.getByLabel("ZIP code");
      await zip.fill("79901");
      const outside = "Sorry, 79901 is outside our service area.";
      await expect(where.getByText(outside)).toHaveCount(1);
      await expect(where.getByText("Please enter your ZIP code.")).toHaveCount(0);
      await expect(zip).toHaveAttribute("aria-invalid", "true");
      await expect(zip).toHaveAccessibleDescription(new RegExp(outside.replace(/[.]/g, "\\.")));
      await expect(summary.getByRole("link", { name: new RegExp(outside) })).toHaveCount(1);
      await expectSummaryOf(summary, total - 2); // replaced, not removed
      await zip.fill("75074");
      await expect(where.getByText("Yes, we serve 75074 (Plano).")).toBeVisible();
      await expect(where.getByText(/outside our service area|Please enter your ZIP/)).toHaveCount(0);
      await expect(zip).not.toHaveAttribute("aria-invalid");
      await expectSummaryOf(summary, total - 3);

      // a phone number that is not one: the right message at once, not after another submit
      const phone = page.getByLabel("Phone", { exact: true });
      await phone.fill("123");
      const tenDigits = "Please enter a 10-digit US phone number, like (214) 555-0142.";
      await expect(phone).toHaveAccessibleDescription(new RegExp(tenDigits.replace(/[().]/g, "\\$&")));
      await expect(page.getByText("Please enter your phone number.")).toHaveCount(0);
      await expect(summary.getByRole("link", { name: tenDigits })).toHaveCount(1);
      await expectSummaryOf(summary, total - 3);
      await phone.fill("(214) 555-0142");
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await expect(page.getByText(tenDigits)).toHaveCount(0);
      await expectSummaryOf(summary, total - 4);

      // a field emptied again gets its message back, with the summary
      await address.fill("");
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expect(address).toHaveAccessibleDescription(/Please enter your street address\./);
      await expectSummaryOf(summary, total - 3);
      await address.fill("1 Main St");

      // a service chosen: its size is asked for at once, in place of "choose a service"
      await page.getByRole("checkbox", { name: /Junk Removal/ }).check();
      await expect(page.getByText("Please choose at least one service.")).toHaveCount(0);
      await expect(page.locator("#field-tier-junk-removal-error")).toBeVisible();
      await page.getByRole("radio", { name: /^Medium Load/ }).check();
      await expect(page.locator("#field-tier-junk-removal-error")).toHaveCount(0);
      await expectSummaryOf(summary, total - 5);

      // the summary's links still lead to their fields
      const name = page.getByLabel("Full name");
      await summary.getByRole("link", { name: "Please enter your name." }).click();
      await expect(name).toBeFocused();
      await name.fill("Casey Fixer");
      await expect(name).not.toHaveAttribute("aria-invalid");
      expect(posts).toHaveLength(1); // never a second submit
      if (label === "phone") await expectNoAxeViolations(page);
      expect(refused).toEqual(["POST /booking.data"]);
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    });
  }
});

test.describe("messages of the current values (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test("390 px: fixed fields sent again show no old message, and the right one for what is still wrong", async ({
    page,
  }) => {
    await page.goto("/booking");
    await submit(page);
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Please enter your ZIP code.");
    await page.getByLabel("City", { exact: true }).selectOption("plano");
    await page.getByLabel("Street address").fill("1 Main St");
    await page.getByLabel("ZIP code").fill("79901");
    await page.getByLabel("Phone", { exact: true }).fill("123");
    await submit(page);
    const where = page.locator("#step-where");
    await expect(where.getByText(/Please choose your city|Please enter your street address/)).toHaveCount(0);
    await expect(where.getByText("Please enter your ZIP code.")).toHaveCount(0);
    await expect(where.getByText(/Sorry, 79901 is outside our service area/)).toHaveCount(1);
    await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription(/Sorry, 79901 is outside our service area/);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      /Please enter a 10-digit US phone number/,
    );
    await expect(page.getByText("Please enter your phone number.")).toHaveCount(0);
    await expect(summary).not.toContainText("Please choose your city.");
  });
});

test.describe("the sticky price bar (390x844, JavaScript on)", () => {
  test.use({ viewport: viewports.phone });

  test("the ZIP's answer and a field's new message are scrolled above the bar, never under it", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/booking?service=cleaning&rooms=2");
    await waitForBookingForm(page);
    const bar = page.getByTestId("mobile-price-bar");
    await expect(bar).toBeVisible();

    // the visitor scrolls until the ZIP field is just above the bar, taps it and types
    const zip = page.getByLabel("ZIP code");
    await putJustAboveBar(page, zip);
    await zip.click();
    await page.keyboard.type("75074");
    const answer = page.getByText("Yes, we serve 75074 (Plano).");
    await expect(answer).toBeVisible();
    await expect.poll(() => underBar(page, answer), { message: "the ZIP's answer is under the bar" }).toBe(0);
    await expect.poll(() => inSight(page, zip)).toBe(true);

    // after a submit, a message that appears under the field being edited is brought into sight too
    await submit(page);
    await expect(page.getByTestId("error-summary")).toBeFocused();
    const phone = page.getByLabel("Phone", { exact: true });
    await putJustAboveBar(page, phone);
    await phone.click();
    await page.keyboard.type("123");
    const message = page.locator("#field-phone-error");
    await expect(message).toContainText("10-digit US phone number");
    await expect.poll(() => underBar(page, message), { message: "the phone's message is under the bar" }).toBe(0);
    await expect.poll(() => inSight(page, phone)).toBe(true);

    // a field reached with the keyboard is scrolled above the bar with its message as it gets focus
    const email = page.getByLabel("E-mail");
    await putJustAboveBar(page, phone);
    expect(await inSight(page, email)).toBe(false);
    await page.keyboard.press("Tab"); // the texts box
    await page.keyboard.press("Tab");
    await expect(email).toBeFocused();
    await expect.poll(() => inSight(page, page.locator("#field-email-error"))).toBe(true);
    await expect.poll(() => inSight(page, email)).toBe(true);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]); // the browser logs the submit's 400
  });
});

test.describe("the price without JavaScript (390 px)", () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  const totalOf = (tier: string) => {
    const priced = priceOrder({ lines: [{ service: "junk-removal", tier, addons: [] }] }, defaultCatalog());
    if (!priced.ok || priced.quote.total === null) throw new Error(tier);
    return formatCents(priced.quote.total);
  };
  const hint = "Press Update the price to see it.";

  /** Chooses a medium load of junk removal, and sends the form as "Request booking" (a refused post). */
  async function chooseAndSend(page: Page) {
    await page.goto("/booking");
    await page.getByRole("checkbox", { name: /Junk Removal/ }).check();
    await page.getByRole("radio", { name: /^Medium Load/ }).check();
    await submit(page);
    await expect(page.getByTestId("error-summary")).toBeVisible();
  }

  test("the bar says how to see the price of what is chosen, never an old one; after the first post it is shown", async ({
    page,
    browser,
  }) => {
    test.slow(); // two axe runs
    await page.goto("/booking");
    const bar = page.getByTestId("mobile-price-bar");
    const update = bar.getByRole("button", { name: "Update the price" });
    const review = page.locator("#step-review");
    const reviewTotal = review.getByTestId("review-total");
    await expect(bar.getByText("Not priced yet")).toBeVisible();
    await expect(update).toBeHidden();
    await expect(reviewTotal).toHaveText("Not priced yet"); // not "—"

    // services chosen: the page cannot price what it was not sent, and says how to see the price
    await page.getByRole("checkbox", { name: /Junk Removal/ }).check();
    await page.getByRole("radio", { name: /^Medium Load/ }).check();
    await expect(bar.getByText("Not priced yet")).toBeHidden();
    await expect(update).toBeVisible();
    await expect(review.getByText(hint)).toBeVisible();
    await expect(reviewTotal).toBeHidden();

    // the bar's own button sends the form for its price, and comes back to the extras
    await update.click();
    await expect(page).toHaveURL(/#step-addons$/);
    await expect(bar.getByTestId("price-total")).toHaveText(totalOf("medium"));
    await expect(bar.getByTestId("price-total")).toBeVisible();
    await expect(reviewTotal).toHaveText(totalOf("medium"));
    await expect(page.getByRole("radio", { name: /^Medium Load/ })).toBeChecked();
    await expect(update).toBeHidden();

    // a change the server has not priced yet: the old price is not shown as the new one
    await page.getByRole("radio", { name: /^Large Load/ }).check();
    await expect(bar.getByTestId("price-total")).toBeHidden();
    await expect(update).toBeVisible();
    await expect(review.getByText(totalOf("medium"))).toBeHidden();
    await expect(review.getByText(hint)).toBeVisible();
    // an extra filled in is a change too
    await page.getByRole("radio", { name: /^Medium Load/ }).check();
    await expect(bar.getByTestId("price-total")).toBeVisible();
    await page.getByLabel("Mattress or box spring").fill("1");
    await expect(bar.getByTestId("price-total")).toBeHidden();
    await page.getByLabel("Mattress or box spring").fill("");
    await expect(bar.getByTestId("price-total")).toBeVisible();

    // the first post of the form (a refused one) shows the price of what was chosen, in the bar and the review
    await page.getByRole("radio", { name: /^Large Load/ }).check();
    await submit(page);
    await expect(page.getByTestId("error-summary")).toBeVisible();
    await expect(bar.getByTestId("price-total")).toHaveText(totalOf("large"));
    await expect(bar.getByTestId("price-total")).toBeVisible();
    await expect(reviewTotal).toHaveText(totalOf("large"));
    await expect(update).toBeHidden();

    // on a wide screen the panel beside the form says the same
    await page.setViewportSize(viewports.desktop);
    const panel = page.getByRole("region", { name: "Your price" });
    await expect(panel.getByTestId("price-total")).toHaveText(totalOf("large"));
    await page.getByRole("radio", { name: /^Small Load/ }).check();
    await expect(panel.getByText(hint)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Update the price" })).toBeVisible();
    await expect(panel.getByTestId("price-total")).toBeHidden();

    // axe-core needs a script: the same pages where the site's scripts never run
    const noScripts = await pageWithoutSiteScripts(browser, viewports.phone);
    await chooseAndSend(noScripts);
    await expectNoAxeViolations(noScripts);
    await noScripts.getByRole("radio", { name: /^Large Load/ }).check();
    await expect(
      noScripts.getByTestId("mobile-price-bar").getByRole("button", { name: "Update the price" }),
    ).toBeVisible();
    await expectNoAxeViolations(noScripts);
    await noScripts.context().close();
  });
});

/** Each chosen service's extras in sight on a phone, each group with its own service's help words. */
async function expectAddonsInSight(page: Page, javaScript: boolean, axePage: Page = page) {
  await page.goto(`/booking?${services.map((s) => `service=${s.id}`).join("&")}`);
  if (javaScript) await waitForBookingForm(page);
  for (const service of services) {
    const group = page.getByTestId(`addons-${service.id}`);
    await expect(group).toBeVisible();
    // no closed box to open first
    for (const addon of service.addons) await expect(group.getByLabel(addon.label)).toBeVisible();
    const help = group.getByTestId("addons-help");
    await expect(help).toBeVisible();
    if (service.addons.some((a) => a.unit === "per-room")) await expect(help).toContainText(/room/);
    else await expect(help).not.toContainText(/room/i);
  }
  await expect(page.locator("#step-addons")).not.toContainText("For per-room extras, enter the number of rooms.");
  await page.getByTestId("addons-junk-removal").getByLabel("Mattress or box spring").fill("2");
  if (axePage !== page) {
    await axePage.goto(page.url());
    await axePage.getByTestId("addons-junk-removal").getByLabel("Mattress or box spring").fill("2");
  }
  await expectNoAxeViolations(axePage);
}

test.describe("add-ons (390 px, JavaScript on)", () => {
  test.use({ viewport: viewports.phone });
  test("each chosen service's extras are in sight, with help words of their own", async ({ page }) => {
    test.slow(); // an axe run
    await expectAddonsInSight(page, true);
  });
});

test.describe("add-ons (390 px, JavaScript off)", () => {
  test.use({ viewport: viewports.phone, javaScriptEnabled: false });
  test("each chosen service's extras are in sight, with help words of their own", async ({ page, browser }) => {
    test.slow(); // an axe run
    const axePage = await pageWithoutSiteScripts(browser, viewports.phone);
    await expectAddonsInSight(page, false, axePage);
    await axePage.context().close();
  });
});
