import { expect, type Page, test, settled } from "../support/test";
import { bundles } from "../../app/content/bundles";
import { cityList as cities } from "../../app/content/city-list";
import { homeFaqs } from "../../app/content/faqs";
import { hero, trustPoints, whyChooseUs } from "../../app/content/home";
import { slides } from "../../app/content/home-slides";
import { mainNav, viewServicesLink } from "../../app/content/navigation";
import { services, startingPrice } from "../../app/content/services";
import { site } from "../../app/content/site";
import { formatCents } from "../../app/domain/money";
import { markDocument, viewports, waitForHydration, watchConsole } from "../support/page-check";
import { asShown } from "../support/catalog-words";

// The home page is where things move (the promo banner, the carousel): the tests of motion itself ask for a visitor
// with no preference about motion; the others keep the suite's reduced motion (playwright.config.ts), which spares the
// machine a page repainting without end.

test.describe("home page", () => {
  test("renders every section in order, complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    // only the hero's picture is fetched ahead of the page: the slides below the fold wait until scrolled near
    const preloaded = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    const heroPicture = await page.locator("main section").first().locator("img").getAttribute("src");
    expect(preloaded).toEqual([heroPicture]);
    await expect(page.getByText(hero.subheadline)).toBeVisible();
    await expect(page.getByText(asShown(hero.badge))).toBeVisible();
    for (const t of trustPoints) await expect(page.getByText(t.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: hero.ctaLabel, exact: true }).first()).toHaveAttribute(
      "href",
      "/booking",
    );

    const headings = await page.locator("main h2").allTextContents();
    const order = [
      "Our Services",
      "What We Do Best",
      "Bundle Any Two Services and Save",
      "Service Locations",
      "Why Choose Us",
      "Frequently Asked Questions",
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    await expect(page.locator("section#services")).toHaveCount(1);
    await expect(page.locator("section#faq")).toHaveCount(1);

    // services: three cards with starting prices and View Pricing links
    const cards = page.getByTestId("service-card");
    await expect(cards).toHaveCount(services.length);
    for (const [i, s] of services.entries()) {
      await expect(cards.nth(i)).toContainText(s.title);
      await expect(cards.nth(i).getByTestId("starting-price")).toHaveText(formatCents(startingPrice(s.id)));
      await expect(cards.nth(i).getByRole("link", { name: /View Pricing/ })).toHaveAttribute(
        "href",
        `/services/${s.id}`,
      );
    }
    expect(services.map((s) => formatCents(startingPrice(s.id)))).toEqual(["$150", "$95", "$125"]);

    // carousel: five slides with title and description
    await expect(page.getByTestId("carousel-slide")).toHaveCount(slides.length);
    for (const s of slides) await expect(page.getByText(asShown(s.description))).toHaveCount(1);

    // bundles: five cards with prices and their own booking link
    const bundleCards = page.getByTestId("bundle-card");
    await expect(bundleCards).toHaveCount(bundles.length);
    for (const [i, b] of bundles.entries()) {
      const card = bundleCards.nth(i);
      await expect(card).toContainText(b.name);
      await expect(card.getByTestId("bundle-price")).toHaveText(formatCents(b.bundlePrice));
      await expect(card.getByTestId("bundle-original")).toContainText(formatCents(b.originalPrice));
      await expect(card).toContainText(`Save ${formatCents(b.savings)}`);
      const href = await card.getByRole("link", { name: /Book This Bundle/ }).getAttribute("href");
      const url = new URL(href!, "http://x");
      expect(url.pathname).toBe("/booking");
      expect(url.searchParams.get("bundle")).toBe(b.id);
      expect(url.searchParams.getAll("service").sort()).toEqual(b.items.map((item) => item.service).sort());
    }

    // locations: every city links to its page
    const locations = page.locator("section#locations");
    for (const c of cities) {
      await expect(locations.getByRole("link", { name: c.name, exact: true })).toHaveAttribute(
        "href",
        `/locations/${c.slug}`,
      );
    }
    await expect(locations.getByRole("link", { name: "View all service locations" })).toHaveAttribute(
      "href",
      "/locations",
    );

    for (const w of whyChooseUs) await expect(page.getByRole("heading", { name: w.title })).toBeVisible();
    await expect(page.locator("section#faq details")).toHaveCount(8);

    // structured data for local search: the business, its phone and every city served
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": { "@type": string; telephone: string; areaServed: { name: string }[] }[];
    };
    const jsonLd = graph["@graph"].find((n) => n["@type"] === "HomeAndConstructionBusiness")!;
    expect(jsonLd).toMatchObject({ "@type": "HomeAndConstructionBusiness", name: site.brand, email: site.email });
    expect(jsonLd.telephone).toMatch(/^\+1\d{10}$/);
    expect(jsonLd.areaServed.map((a: { name: string }) => a.name)).toEqual(cities.map((c) => `${c.name}, TX`));
    for (const f of homeFaqs) await expect(page.getByText(f.question)).toBeVisible();
    await context.close();
  });

  test("header links go to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of mainNav)
      await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    await expect(page.getByRole("banner").getByRole("link", { name: viewServicesLink.label })).toHaveAttribute(
      "href",
      "/#services",
    );
    // the logo link's name starts with its visible text (WCAG 2.5.3, label in name)
    await expect(
      page.getByRole("banner").getByRole("link", { name: new RegExp(`^${site.brand}\\s?, home$`) }),
    ).toHaveAttribute("href", "/");
    await page.getByRole("link", { name: "Bundles", exact: true }).first().click();
    await expect(page).toHaveURL(/\/bundles$/);
  });

  test("footer has services, bundles, locations, phone, e-mail and hours", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const s of services)
      await expect(footer.getByRole("link", { name: s.title })).toHaveAttribute("href", `/services/${s.id}`);
    await expect(footer.getByRole("link", { name: "Bundles" })).toHaveAttribute("href", "/bundles");
    await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(footer).toContainText(site.hours.label);
  });

  test("promo banner advertises the code and can be paused", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    // a page of this context is not the wrapped fixture's: a click before hydration would be lost (tests/support/test.ts)
    await waitForHydration(page);
    await expect(page.getByRole("banner")).toContainText(site.promo.code);
    const track = page.getByTestId("promo-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await page.getByRole("button", { name: "Pause promotions ticker" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await context.close();
  });

  test("the promo banner does not move under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("promo-track")).toHaveCSS("animation-name", "none");
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: viewports.phone });
  test("opens, moves focus in, closes on Escape and button, returns focus", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    const open = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(dialog).toBeVisible();
    for (const link of mainNav)
      await expect(dialog.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    await expect(dialog.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booking");
    await expect(dialog.getByRole("link", { name: viewServicesLink.label })).toHaveAttribute("href", "/#services");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("carousel", () => {
  test.use({ reducedMotion: "no-preference" });
  const rotation = (page: Page) => page.locator('[aria-roledescription="carousel"]');
  const activeIndex = (page: Page) =>
    page
      .getByTestId("carousel-slide")
      .evaluateAll((els) => els.findIndex((el) => el.getAttribute("data-active") === "true"));

  test("autoplays every 4 s on desktop, and the pause control stops it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(rotation(page)).toHaveAttribute("data-rotation", "running");
    expect(await activeIndex(page)).toBe(0);
    await page.clock.runFor(4500);
    await expect.poll(() => activeIndex(page)).toBe(1);
    await page.getByRole("button", { name: "Pause slide show" }).click();
    const stoppedAt = await activeIndex(page);
    await page.clock.runFor(10_000);
    expect(await activeIndex(page)).toBe(stoppedAt);
    await page.getByRole("button", { name: "Play slide show" }).click();
    await page.mouse.move(0, 0); // hovering the carousel holds rotation
    await expect(rotation(page)).toHaveAttribute("data-rotation", "running");
    await page.clock.runFor(4500);
    await expect.poll(() => activeIndex(page)).toBe((stoppedAt + 1) % slides.length);
  });

  test("stops when keyboard focus enters the carousel", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(rotation(page)).toHaveAttribute("data-rotation", "running");
    await page.getByRole("button", { name: "Next slide" }).focus();
    await expect(rotation(page)).toHaveAttribute("data-rotation", "stopped");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible();
    const at = await activeIndex(page);
    await page.clock.runFor(10_000);
    expect(await activeIndex(page)).toBe(at);
  });

  test("does not autoplay at 390 px wide, but the arrows work; its engine loads only near the carousel", async ({
    page,
  }) => {
    const engine: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/embla-carousel[\w.-]*\.js$/.test(r.url())) engine.push(r.url());
    });
    await page.setViewportSize(viewports.phone);
    await page.clock.install();
    await page.goto("/");
    await settled(page);
    await page.clock.runFor(12_000);
    expect(await activeIndex(page)).toBe(0);
    expect(engine, "no carousel code before the visitor scrolls near it").toEqual([]);
    await expect(page.getByRole("button", { name: /slide show/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Next slide" }).click();
    expect(engine.length).toBeGreaterThan(0);
    await expect.poll(() => activeIndex(page)).toBe(1);
  });

  test("never autoplays under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/");
    await settled(page);
    await page.clock.runFor(12_000);
    expect(await activeIndex(page)).toBe(0);
    await context.close();
  });
});

test.describe("FAQ accordion", () => {
  test("one open at a time, collapsible, Arrow/Home/End move between items", async ({ page }) => {
    await page.goto("/#faq");
    await settled(page);
    const faq = page.locator("section#faq");
    const items = faq.locator("details");
    const triggers = faq.locator("summary");
    await triggers.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(faq.getByText(homeFaqs[0]!.answer)).toBeVisible();
    await triggers.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await triggers.nth(1).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await triggers.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(triggers.nth(7)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(triggers.nth(7)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
  });
});

test.describe("navigation", () => {
  test("every navigation scrolls to the top; a hash link scrolls to its anchor", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Bundles" }).click();
    await expect(page).toHaveURL(/\/bundles$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("banner").getByRole("link", { name: viewServicesLink.label }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator("section#services")).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test("the sections that never change: kept from the HTML on a first visit, rendered on a client-side one; their links stay client-side", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/static-sections[\w.-]*\.js$/.test(r.url())) chunks.push(r.url());
    });
    const errors = watchConsole(page);
    await page.goto("/");
    await waitForHydration(page);
    expect(chunks).toEqual([]); // a visit that starts here keeps the server's HTML of them
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    // a link inside one is followed by the router: the document stays the same
    const sameDocument = await markDocument(page);
    const cleaning = services.find((s) => s.id === "cleaning")!;
    await page.getByRole("link", { name: `View Pricing for ${cleaning.title}` }).click();
    await expect(page).toHaveURL(/\/services\/cleaning$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(cleaning.title);
    expect(await sameDocument()).toBe(true);

    // back home client-side: their code is loaded and they render as the server did
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    expect(chunks).toHaveLength(1);
    expect(await sameDocument()).toBe(true);
    for (const card of whyChooseUs) await expect(page.getByText(card.title, { exact: true })).toBeVisible();
    await expect(page.locator("section#faq summary")).toHaveCount(homeFaqs.length);
    await expect(page.getByTestId("service-card")).toHaveCount(services.length);
    expect(errors).toEqual([]);
  });

  test("pages other than home have a Back to Home link", async ({ page }) => {
    await page.goto("/bundles");
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("unknown paths answer 404 with the 404 page", async ({ page }) => {
    for (const path of ["/nope", "/services/cleaning/atlantis", "/locations/atlantis", "/a/b/c"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle("404 Page Not Found");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    }
  });
});
