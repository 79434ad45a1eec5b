import { expect, type Page, test, settled } from "../support/test";
import { getBundle } from "../../app/content/bundles";
import { site } from "../../app/content/site";
import { formatCents } from "../../app/domain/money";
import { priceOrder, type Order } from "../../app/domain/pricing";
import {
  apiBooking,
  bookingRow,
  fillDetails,
  freeSlot,
  tokenOf,
  uniqueContact,
  waitForBookingForm,
  windowWords,
} from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import {
  expectNoAxeViolations,
  expectPaymentWordsOf,
  markDocument,
  viewports,
  waitForHydration,
  watchConsole,
} from "../support/page-check";
import { defaultCatalog } from "../../app/domain/catalog";

/**
 * The booking journeys in a real browser, against the production server of
 * playwright.config.ts (its own SQLite file, 2 places per window). Each test
 * books its own date offset and window (see `freeSlot`), so tests can run in
 * parallel with each other and with other files that book.
 */

/** The total a quote shows: the same pricing module and content the pages use. */
function expectedTotal(order: Order): { text: string; cents: number } {
  const priced = priceOrder(order, defaultCatalog());
  if (!priced.ok) throw new Error(JSON.stringify(priced.errors));
  const cents = priced.quote.total!;
  return { text: formatCents(cents), cents };
}

/** The total in the price summary that is on screen (side panel on desktop, bottom bar on phones). */
const liveTotal = (page: Page) => page.locator('[data-testid="price-total"]:visible');

async function submitAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Request booking" }).click();
  await page.waitForURL(/\/booking\/confirmed\/[2-9A-HJKMNP-Z]{6}[A-Za-z0-9_-]{32}$/);
  await expect(page.locator("h1")).toContainText("your booking request is in");
  return tokenOf(page.url());
}

test.describe("booking journeys (JavaScript on)", () => {
  test("from a tier card: cleaning 3BR/2BA plus an add-on ends on the confirmation page with the right price, stored", async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const slot = await freeSlot(request, 20, "07:00");
    const contact = uniqueContact("tier");

    await page.goto("/services/cleaning");
    await page.locator('[data-testid="tier-card"][data-tier="3"] [data-testid="tier-book"]').click();
    await expect(page).toHaveURL(/\/booking\?service=cleaning&rooms=3$/);
    await expect(page).toHaveTitle(/^Book Online/);
    await waitForBookingForm(page);
    // the form's own idempotency key, made in the browser (docs/decisions/0024)
    await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f]{32}$/);

    await expect(page.getByRole("checkbox", { name: /Move In\/Out Cleaning/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^3BR\/2BA/ })).toBeChecked();
    const base = expectedTotal({ lines: [{ service: "cleaning", tier: "3", addons: [] }] });
    await expect(liveTotal(page)).toHaveText(base.text);

    // an add-on: the live price follows (on a wide screen the extras are behind a disclosure)
    await page.getByTestId("addons-cleaning").locator("summary").click();
    await page.getByLabel(/Inside oven/).fill("1");
    const order: Order = { lines: [{ service: "cleaning", tier: "3", addons: [{ id: "oven", quantity: 1 }] }] };
    const total = expectedTotal(order);
    await expect(liveTotal(page)).toHaveText(total.text);

    await fillDetails(page, { city: "dallas", date: slot.date, window: slot, contact, notes: "Keys under the mat." });
    await expect(page.getByTestId("review-total")).toHaveText(total.text);
    const token = await submitAndConfirm(page);

    await expect(page.getByTestId("confirmed-total")).toHaveText(total.text);
    await expect(page.getByTestId("confirmed-window")).toHaveText(windowWords(slot.start, slot.end));
    await expect(page.getByText("Inside oven")).toBeVisible();
    const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

    const row = bookingRow(token);
    expect(row).toMatchObject({
      reference,
      status: "requested",
      date: slot.date,
      window_start: slot.start,
      total_cents: total.cents,
      city: "dallas",
      email: contact.email,
      notes: "Keys under the mat.",
    });
    expect(errors).toEqual([]);
  });

  test("from a bundle card: the package books at its bundle price", async ({ page, request }) => {
    const bundle = getBundle("full-property-refresh")!;
    const slot = await freeSlot(request, 24, "09:00");
    const contact = uniqueContact("bundle");

    await page.goto("/bundles");
    await page.getByRole("link", { name: `Book This Bundle: ${bundle.name}` }).click();
    await expect(page).toHaveURL(/\/booking\?bundle=full-property-refresh/);
    await waitForBookingForm(page);

    const pkg = page.getByTestId("bundle-package");
    await expect(pkg).toContainText(bundle.name);
    await expect(pkg).toContainText(formatCents(bundle.bundlePrice));
    const total = expectedTotal({
      bundleId: bundle.id,
      lines: bundle.items.map((item) => ({ service: item.service, tier: item.tier, addons: item.addons })),
    });
    expect(total.cents).toBe(bundle.bundlePrice);
    await expect(liveTotal(page)).toHaveText(total.text);

    await fillDetails(page, { city: "fort-worth", zip: "76102", date: slot.date, window: slot, contact });
    const token = await submitAndConfirm(page);
    await expect(page.getByTestId("confirmed-total")).toHaveText(total.text);
    await expect(page.getByTestId("discount-row")).toContainText(`${bundle.name} bundle savings`);
    expect(bookingRow(token)).toMatchObject({
      status: "requested",
      bundle_id: bundle.id,
      total_cents: bundle.bundlePrice,
      discount_kind: "bundle",
    });
  });

  test("from a city page: the city is preselected; a first-order promo code is applied", async ({ page, request }) => {
    const slot = await freeSlot(request, 28, "11:00");
    const contact = uniqueContact("city");

    await page.goto("/locations/plano");
    await page.getByTestId("booking-cta").click();
    await expect(page).toHaveURL(/\/booking\?city=plano$/);
    await waitForBookingForm(page);
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("plano");
    await expect(page.getByTestId("ignored-note")).toHaveCount(0);

    await page.getByRole("checkbox", { name: /Junk Removal/ }).check();
    await page.getByRole("radio", { name: /^Medium Load/ }).check();
    const plain = expectedTotal({ lines: [{ service: "junk-removal", tier: "medium", addons: [] }] });
    await expect(liveTotal(page)).toHaveText(plain.text);

    await fillDetails(page, { date: slot.date, window: slot, contact, promoCode: site.promo.code.toLowerCase() });
    const order: Order = {
      lines: [{ service: "junk-removal", tier: "medium", addons: [] }],
      promoCode: site.promo.code,
    };
    const total = expectedTotal(order);
    expect(total.cents).toBeLessThan(plain.cents);
    await expect(liveTotal(page)).toHaveText(total.text);

    const token = await submitAndConfirm(page);
    await expect(page.getByTestId("confirmed-total")).toHaveText(total.text);
    await expect(page.getByTestId("discount-row")).toContainText(`First-order promo ${site.promo.code}`);
    expect(bookingRow(token)).toMatchObject({
      city: "plano",
      total_cents: total.cents,
      promo_code: site.promo.code,
      discount_kind: "promo",
    });
  });

  for (const [label, viewport] of Object.entries(viewports)) {
    test(`empty submit (${label}): error summary focused, each message linked to its field, no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/booking");
      await waitForBookingForm(page);
      await page.getByRole("button", { name: "Request booking" }).click();

      const summary = page.getByTestId("error-summary");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Please choose at least one service.");
      await expect(summary).toContainText("Please enter your name.");
      await expect(summary).toContainText("Please choose an arrival window.");

      const name = page.getByLabel("Full name");
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(/Please enter your name\./);
      await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/Please enter your e-mail address\./);

      await expectNoAxeViolations(page);
      await summary.getByRole("link", { name: "Please enter your name." }).click();
      await expect(name).toBeFocused();
    });
  }

  for (const [label, viewport] of Object.entries(viewports)) {
    test(`a bundle link and the price details (${label}): no axe violations`, async ({ page }) => {
      test.slow(); // two axe runs
      await page.setViewportSize(viewport);
      await page.goto("/booking?bundle=move-out-complete&city=denton");
      await waitForBookingForm(page);
      await expect(page.getByTestId("bundle-package")).toBeVisible();
      // on phones the extras are in sight; on wide screens behind a disclosure
      if (label !== "phone") await page.getByTestId("addons-junk-removal").locator("summary").click();
      await page.getByLabel(/Mattress or box spring/).fill("2");
      await expectNoAxeViolations(page);
      if (label === "phone") {
        const bar = page.getByTestId("mobile-price-bar");
        await bar.getByText("Price details").click();
        await expect(bar.getByText("Move-Out Complete bundle savings")).toBeVisible();
        await expectNoAxeViolations(page);
      } else {
        await expect(page.getByTestId("mobile-price-bar")).toBeHidden();
        await page.getByRole("link", { name: "Build your own order instead" }).click();
        await expect(page.getByRole("checkbox", { name: /Junk Removal/ })).toBeChecked();
        await expect(page.getByRole("radio", { name: /^Large Load/ })).toBeChecked();
        await expect(page.getByLabel(/Mattress or box spring/)).toHaveValue("2");
        await expect(page.getByRole("main").getByTestId("discount-row").last()).toContainText("Multi-service discount");
        await expectNoAxeViolations(page);
      }
    });
  }

  test("unknown query values are ignored with a visible note, never an error page", async ({ page }) => {
    const response = await page.goto("/booking?service=mowing&rooms=99&city=atlantis&load=medium");
    expect(response?.status()).toBe(200);
    const note = page.getByRole("status").filter({ hasText: "left it out" });
    await expect(note).toContainText("service “mowing”");
    await expect(note).toContainText("rooms “99”");
    await expect(note).toContainText("city “atlantis”");
    // the valid part of the link is used: a medium load of junk removal
    await expect(page.getByRole("checkbox", { name: /Junk Removal/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Medium Load/ })).toBeChecked();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  });

  test("a visit that starts here: the server's form until the first interaction, then its code, with what was typed kept", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const formCode: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/booking-form-[\w-]+\.js$/.test(r.url())) formCode.push(r.url());
    });
    await page.goto("/booking?service=cleaning&rooms=2");
    await settled(page);
    // the page is hydrated, the form is not, and its code was not fetched (docs/decisions/0026)
    await expect(page.locator("form")).not.toHaveAttribute("data-hydrated");
    expect(formCode).toEqual([]);
    await expect(liveTotal(page)).toHaveText(
      expectedTotal({ lines: [{ service: "cleaning", tier: "2", addons: [] }] }).text,
    );

    // typing is the first interaction: the code comes, and what was typed before it ran stays
    await page.getByLabel("Full name").fill("Early Typist");
    await expect(page.locator("form[data-hydrated]")).toHaveCount(1);
    expect(formCode).toHaveLength(1);
    await page.getByRole("radio", { name: /^3BR\/2BA/ }).check();
    await expect(liveTotal(page)).toHaveText(
      expectedTotal({ lines: [{ service: "cleaning", tier: "3", addons: [] }] }).text,
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Early Typist");
    await expectPaymentWordsOf(page, "phone"); // card payments off: the form and its code say so (issue 35)
    await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(/^[0-9a-f]{32}$/);
    expect(errors).toEqual([]);
  });

  test("when the form's code cannot come (offline, a new release), the server's form stays and prices without it", async ({
    page,
  }) => {
    await page.route(/\/assets\/booking-form-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/booking?service=cleaning&rooms=2");
    const failed = page.waitForEvent("requestfailed", (r) => /booking-form-/.test(r.url()));
    await page.getByRole("radio", { name: /^3BR\/2BA/ }).check();
    await failed;
    await expect(page.locator("form")).not.toHaveAttribute("data-hydrated");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    // the price shown was the old size's: the page says how to see the new one instead (issue 37)
    await expect(liveTotal(page)).toHaveCount(0);
    await page.locator("#step-review").getByRole("button", { name: "Update the price" }).click();
    await expect(page.getByRole("radio", { name: /^3BR\/2BA/ })).toBeChecked();
    await expect(liveTotal(page)).toHaveText(
      expectedTotal({ lines: [{ service: "cleaning", tier: "3", addons: [] }] }).text,
    );
    await expect(page.locator("form")).not.toHaveAttribute("data-hydrated");
  });

  test("the first interaction may be leaving: a click on the logo before the form's code came goes home, client-side", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto("/booking");
    await settled(page);
    await expect(page.locator("form")).not.toHaveAttribute("data-hydrated");
    const sameDocument = await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(await sameDocument()).toBe(true);
    expect(errors).toEqual([]);
  });

  test("legacy bundle codes preselect both services", async ({ page }) => {
    await page.goto("/booking?service=bundle-junk-power&load=small&area=gutter-roof");
    await expect(page.getByRole("checkbox", { name: /Junk Removal/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Power Washing/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Cleaning/ })).not.toBeChecked();
    await expect(page.getByRole("radio", { name: /^Gutter/ })).toBeChecked();
    const total = expectedTotal({
      lines: [
        { service: "junk-removal", tier: "small", addons: [] },
        { service: "power-washing", tier: "gutter-roof", addons: [] },
      ],
    });
    await expect(liveTotal(page)).toHaveText(total.text);
    await expect(page.getByTestId("discount-row").first()).toContainText("Multi-service discount");
  });
});

test.describe("booking journey (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("from a tier card, the plain form post ends on the confirmation page, stored", async ({ page, request }) => {
    const slot = await freeSlot(request, 32, "13:00");
    const contact = uniqueContact("nojs");

    await page.goto("/services/power-washing");
    await page.locator('[data-testid="tier-card"][data-tier="deck-patio"] [data-testid="tier-book"]').click();
    await expect(page).toHaveURL(/\/booking\?service=power-washing&area=deck-patio$/);
    await expect(page.getByRole("radio", { name: /^Deck/ })).toBeChecked();

    await fillDetails(page, { city: "frisco", zip: "75034", date: slot.date, window: slot, contact });
    const token = await submitAndConfirm(page);
    const total = expectedTotal({ lines: [{ service: "power-washing", tier: "deck-patio", addons: [] }] });
    await expect(page.getByTestId("confirmed-total")).toHaveText(total.text);
    expect(bookingRow(token)).toMatchObject({ status: "requested", total_cents: total.cents, city: "frisco" });
  });

  test("a failed post shows the same messages and keeps every typed value", async ({ page }) => {
    await page.goto("/booking?service=cleaning&rooms=2");
    await page.getByLabel("Full name").fill("Casey No-Script");
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Request booking" }).click();

    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused(); // autofocus in the server HTML
    await expect(summary).toContainText("Please enter a valid e-mail address");
    await expect(summary).toContainText("Please choose your city.");
    await expect(page.getByLabel("Full name")).toHaveValue("Casey No-Script");
    await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
    await expect(page.getByRole("radio", { name: /^2BR\/2BA/ })).toBeChecked();
  });
});

test.describe("full windows", () => {
  test("a window filled through the API shows as full; a post into it gets the 409 message with everything kept", async ({
    page,
    request,
    browser,
  }) => {
    const slot = await freeSlot(request, 36, "15:00");
    // fill it to capacity (2) through the JSON API
    let status = 0;
    for (let i = 0; i < 5 && status !== 409; i++) {
      const res = await request.post("/api/bookings", {
        data: apiBooking(slot.date, slot.start, uniqueContact(`fill${i}`)),
      });
      status = res.status();
      expect([201, 409]).toContain(status);
    }
    expect(status).toBe(409);
    const availability = await (await request.get(`/api/availability/${slot.date}`)).json();
    expect(availability.windows.find((w: { start: string }) => w.start === slot.start)).toMatchObject({
      available: 0,
      state: "full",
    });

    // JavaScript on: the window shows "Full" and can't be chosen. TanStack Query's chunk is fetched only once there is
    // something to ask the server (docs/decisions/0021).
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/booking?service=cleaning&rooms=1&city=dallas");
    await waitForBookingForm(page);
    await settled(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.includes("remote-query"))).toEqual([]);
    await page.getByLabel("Date", { exact: true }).fill(slot.date);
    const full = page.getByTestId("window-option").and(page.locator(`[data-window="${slot.start}"]`));
    await expect(full).toContainText("Full");
    expect(scripts.filter((path) => path.includes("remote-query"))).toHaveLength(1);
    await expect(full.getByRole("radio")).toBeDisabled();
    await expect(page.getByRole("radio", { name: windowWords("07:00", "09:00") })).toBeEnabled();

    // JavaScript off: the form lists every window; posting into the full one answers 409 and keeps what was typed
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    const contact = uniqueContact("full");
    await noJs.goto("/booking?service=cleaning&rooms=1");
    await fillDetails(noJs, { city: "mesquite", zip: "75149", date: slot.date, window: slot, contact });
    const [response] = await Promise.all([
      noJs.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/booking")),
      noJs.getByRole("button", { name: "Request booking" }).click(),
    ]);
    expect(response.status()).toBe(409);
    await expect(noJs.getByTestId("error-summary")).toContainText("That arrival window just filled up");
    await expect(noJs.locator("#field-window-error")).toContainText(`Open for this order on`);
    await expect(noJs.locator("#field-window-error")).toContainText(windowWords("07:00", "09:00"));
    await expect(noJs.getByTestId("window-option").and(noJs.locator(`[data-window="${slot.start}"]`))).toContainText(
      "Full",
    );
    await expect(noJs.getByLabel("Full name")).toHaveValue(contact.name);
    await expect(noJs.getByLabel("E-mail")).toHaveValue(contact.email);
    await expect(noJs.getByLabel("City", { exact: true })).toHaveValue("mesquite");
    await expect(noJs.getByLabel("Date", { exact: true })).toHaveValue(slot.date);
    await context.close();
  });

  test("JavaScript on: a window that fills while the visitor types gets the 409 message and other windows, nothing lost", async ({
    page,
    request,
  }) => {
    const slot = await freeSlot(request, 48, "17:00", 2);
    const contact = uniqueContact("race");
    await page.goto("/booking?service=junk-removal&load=small");
    await waitForBookingForm(page);
    await fillDetails(page, { city: "garland", zip: "75040", date: slot.date, window: slot, contact });

    // meanwhile, others take the last places
    for (let i = 0; i < 2; i++) {
      const res = await request.post("/api/bookings", {
        data: apiBooking(slot.date, slot.start, uniqueContact(`race${i}`)),
      });
      expect([201, 409]).toContain(res.status());
    }

    await page.getByRole("button", { name: "Request booking" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("That arrival window just filled up");
    await expect(page.locator("#field-window-error")).toContainText(windowWords("07:00", "09:00"));
    const full = page.getByTestId("window-option").and(page.locator(`[data-window="${slot.start}"]`));
    await expect(full).toContainText("Full");
    await expect(full.getByRole("radio")).toBeDisabled();
    await expect(page.getByLabel("Full name")).toHaveValue(contact.name);
    await expect(page.getByLabel("Street address")).toHaveValue("4821 Test Lane");
    expect(page.url()).toContain("/booking?service=junk-removal");
  });
});

test.describe("confirmation page", () => {
  test("noindex, the booking in words, and an Add to calendar .ics (America/Chicago)", async ({ page, request }) => {
    test.slow(); // two axe runs
    const slot = await freeSlot(request, 40, "17:00");
    const contact = uniqueContact("ics");
    const created = await request.post("/api/bookings", { data: apiBooking(slot.date, slot.start, contact) });
    expect(created.status()).toBe(201);
    const { url, reference } = (await created.json()) as { url: string; reference: string };

    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByTestId("booking-reference")).toHaveText(reference);
    await expect(page.getByTestId("confirmed-window")).toHaveText(windowWords(slot.start, slot.end));
    const [y, m, d] = slot.date.split("-").map(Number);
    const words = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(Date.UTC(y!, m! - 1, d!)),
    );
    await expect(page.getByTestId("confirmed-date")).toHaveText(words);
    await expect(page.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", /^tel:\+1/);
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectPaymentWordsOf(page, "phone"); // card payments off: nothing of Checkout's (issue 35)

    const calendar = page.getByRole("link", { name: "Add to calendar" });
    await expect(calendar).toHaveAttribute("download", /\.ics$/);
    const [download] = await Promise.all([page.waitForEvent("download"), calendar.click()]);
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString("utf8"));
    expect(text).toContain("BEGIN:VCALENDAR");
    expect(text).toContain("TZID=America/Chicago");
    expect(text).toContain(
      `DTSTART;TZID=America/Chicago:${slot.date.replaceAll("-", "")}T${slot.start.replace(":", "")}00`,
    );
    const ics = await request.get(`${url}/calendar.ics`);
    expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);

    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  });

  test("an unknown token answers 404", async ({ request }) => {
    for (const token of ["A".repeat(32), "not-a-token"]) {
      const res = await request.get(`/booking/confirmed/${token}`);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain("404 Page Not Found");
    }
  });
});

test.describe("form action", () => {
  test("a retried form post with the same hidden key books once", async ({ request }) => {
    const slot = await freeSlot(request, 44, "07:00");
    const contact = uniqueContact("retry");
    const form = {
      service: "cleaning",
      "tier.cleaning": "2",
      "addon.cleaning.oven": "1",
      city: "irving",
      address: "1 Retry Rd",
      zip: "75038",
      date: slot.date,
      window: slot.start,
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      idempotencyKey: `e2e-${crypto.randomUUID()}`,
      intent: "book",
    };
    const first = await request.post("/booking", { form, maxRedirects: 0 });
    const second = await request.post("/booking", { form, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(second.status()).toBe(302);
    const location = first.headers()["location"]!;
    expect(location).toMatch(/^\/booking\/confirmed\//);
    expect(second.headers()["location"]).toBe(location);
    const row = bookingRow(location.split("/").pop()!)!;
    expect(row.total_cents).toBe(
      expectedTotal({ lines: [{ service: "cleaning", tier: "2", addons: [{ id: "oven", quantity: 1 }] }] }).cents,
    );
  });

  test("without a key (JavaScript off), one browser's form sent twice books once; after its booking the same details book anew", async ({
    playwright,
    request,
  }) => {
    const slot = await freeSlot(request, 50, "15:00", 2);
    const contact = uniqueContact("cookie");
    const form = {
      service: "junk-removal",
      "tier.junk-removal": "small",
      city: "garland",
      address: "2 Cookie Ct",
      zip: "75040",
      date: slot.date,
      window: slot.start,
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      intent: "book",
    };
    // the browser's cookie comes with the page; each request below says which cookie it sends (no shared jar)
    const cookieOf = (setCookie: string | undefined) => /^(ns_booking=[^;]+);/.exec(setCookie ?? "")![1]!;
    const cookie = cookieOf((await request.get("/booking")).headers()["set-cookie"]);
    const post = async (withCookie: string) => {
      const browser = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const res = await browser.post("/booking", { form, headers: { Cookie: withCookie }, maxRedirects: 0 });
      const answer = {
        status: res.status(),
        location: res.headers()["location"],
        setCookie: res.headers()["set-cookie"],
      };
      await browser.dispose();
      return answer;
    };
    const [first, second] = await Promise.all([post(cookie), post(cookie)]);
    const retry = await post(cookie); // e.g. its answer was lost
    for (const res of [first, second, retry]) expect(res.status).toBe(302);
    expect(first.location).toMatch(/^\/booking\/confirmed\//);
    expect(second.location).toBe(first.location);
    expect(retry.location).toBe(first.location);

    // the booking renewed the cookie: the same details sent again are a new booking, and so are another browser's
    const renewed = cookieOf(first.setCookie);
    expect(renewed).not.toBe(cookie);
    const again = await post(renewed);
    expect(again.status).toBe(302);
    expect(again.location).not.toBe(first.location);
    for (const res of [first, again])
      expect(bookingRow(res.location!.split("/").pop()!)).toMatchObject({ email: contact.email });
  });
});
