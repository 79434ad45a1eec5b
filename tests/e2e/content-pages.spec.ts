import { expect, type Locator, test } from "../support/test";
import { about } from "../../app/content/about";
import { blogPosts } from "../../app/content/blog";
import { bundles } from "../../app/content/bundles";
import { cities } from "../../app/content/cities";
import { contactReasons } from "../../app/content/contact";
import { servicePages } from "../../app/content/service-pages";
import { getService, services } from "../../app/content/services";
import { emailHref, phoneHref, site } from "../../app/content/site";
import { formatCents } from "../../app/domain/money";
import { viewports, waitForHydration } from "../support/page-check";
import { asShown } from "../support/catalog-words";

/** SITE_URL given to the test server by playwright.config.ts. */
const SITE_URL = "http://localhost:3000";

const contentPages = [
  ...services.map((s) => `/services/${s.id}`),
  "/bundles",
  "/about",
  "/contact",
  "/blog",
  "/privacy",
] as const;

/** A link's target split into path and query parameters (each name with all its values). */
async function bookingTarget(link: Locator) {
  const href = await link.getAttribute("href");
  expect(href, "link has an href").toBeTruthy();
  const url = new URL(href!, "http://example.test");
  const params: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
  return { pathname: url.pathname, params };
}

test.describe("every content page", () => {
  // what the server sends: no JavaScript to wait for (issue 45: a browser's time goes where scripts matter)
  test.use({ javaScriptEnabled: false });
  test("own title, description, canonical, Open Graph, one h1, Back to Home; titles and descriptions unique", async ({
    page,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of contentPages)
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);

        const title = await page.title();
        expect(title).toContain(site.shortBrand);
        expect(title.length).toBeLessThanOrEqual(60);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}${path}`);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");

        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
        titles.add(title);
        descriptions.add(description ?? "");
      });
    expect(titles.size).toBe(contentPages.length);
    expect(descriptions.size).toBe(contentPages.length);
  });
});

test.describe("service pages", () => {
  // what the server sends: no JavaScript to wait for (issue 45: a browser's time goes where scripts matter)
  test.use({ javaScriptEnabled: false });
  for (const service of services) {
    test(`/services/${service.id}: heading, intro, every tier card with its own Book link, add-ons, city links, bundles link and resource links`, async ({
      page,
    }) => {
      await page.goto(`/services/${service.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      for (const paragraph of servicePages[service.id].intro) await expect(page.getByText(paragraph)).toBeVisible();

      const cards = page.getByTestId("tier-card");
      await expect(cards).toHaveCount(service.tiers.length);
      for (const [i, tier] of service.tiers.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(tier.label);
        await expect(card.getByTestId("tier-price")).toHaveText(
          tier.price === null ? "Custom quote" : formatCents(tier.price),
        );
        if (tier.description) await expect(card).toContainText(tier.description);

        const book = card.getByRole("link");
        await expect(book).toHaveCount(1);
        await expect(book).toHaveAccessibleName(
          new RegExp(`^Book.*${tier.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        );
        const target = await bookingTarget(book);
        expect(target.pathname).toBe("/booking");
        expect(target.params).toEqual({ service: [service.id], [service.tierParam]: [tier.code] });
      }

      const addons = page.getByTestId("addon");
      await expect(addons).toHaveCount(service.addons.length);
      for (const [i, addon] of service.addons.entries()) {
        const row = addons.nth(i);
        await expect(row).toContainText(addon.label);
        await expect(row.getByTestId("addon-price")).toHaveText(formatCents(addon.price));
        await expect(row.getByTestId("addon-unit")).toHaveText(addon.unit === "per-room" ? "per room" : "each");
      }

      const main = page.getByRole("main");
      for (const city of cities) {
        const link = main.locator(`a[href="/services/${service.id}/${city.slug}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveText(new RegExp(`${city.name}$`));
      }

      await expect(main.locator('a[href="/bundles"]').first()).toBeVisible();

      for (const resource of servicePages[service.id].resources) {
        const link = main.locator(`a[href="${resource.href}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(`${resource.label} (opens in a new tab)`);
        await expect(main.getByText(resource.description)).toBeVisible();
      }
      expect(new URL(servicePages[service.id].resources[0]!.href).protocol).toBe("https:");
    });
  }

  test("the prices match the price tables", async ({ page }) => {
    await page.goto("/services/cleaning");
    const prices = await page.getByTestId("tier-price").allTextContents();
    expect(prices).toEqual(["$150", "$175", "$175", "$200", "$225", "$250", "$275", "$300", "Custom quote"]);
    const custom = page.locator('[data-tier="custom"]');
    await expect(custom).toContainText("5+BR/3+BA");
    expect((await bookingTarget(custom.getByRole("link"))).params).toEqual({
      service: ["cleaning"],
      rooms: ["custom"],
    });

    await page.goto("/services/junk-removal");
    expect(await page.getByTestId("tier-price").allTextContents()).toEqual(["$95", "$175", "$225", "$295"]);

    await page.goto("/services/power-washing");
    expect(await page.getByTestId("tier-price").allTextContents()).toEqual(["$125", "$150", "$175", "$200"]);
    // The original site's first card linked to driveway-sidewalk; ours links to its own area.
    const first = page.getByTestId("tier-card").first();
    await expect(first).toContainText("Front of House");
    expect((await bookingTarget(first.getByRole("link"))).params.area).toEqual(["front-house"]);
  });

  // ("/services/Cleaning" redirects to the canonical lower-case path: tests/e2e/hardening.spec.ts)
  for (const name of ["not-a-service", "cleanings", "bundles", "plumbing"]) {
    test(`/services/${name} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(`/services/${name}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page).toHaveTitle("404 Page Not Found");
    });
  }
});

test.describe("/bundles", () => {
  // what the server sends: no JavaScript to wait for (issue 45: a browser's time goes where scripts matter)
  test.use({ javaScriptEnabled: false });
  test("five bundle cards with struck list price, bundle price, savings, features and their own booking link", async ({
    page,
  }) => {
    await page.goto("/bundles");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const cards = page.getByTestId("bundle-card");
    await expect(cards).toHaveCount(bundles.length);
    expect(bundles).toHaveLength(5);

    for (const [i, bundle] of bundles.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading")).toHaveText(bundle.name);
      await expect(card.getByTestId("bundle-price")).toHaveText(formatCents(bundle.bundlePrice));
      const struck = card.locator("s");
      await expect(struck).toContainText(formatCents(bundle.originalPrice));
      await expect(struck).toHaveCSS("text-decoration-line", "line-through");
      await expect(card).toContainText(`Save ${formatCents(bundle.savings)}`);
      for (const feature of bundle.features) await expect(card).toContainText(feature);

      const book = card.getByRole("link", { name: /Book This Bundle/ });
      const target = await bookingTarget(book);
      expect(target.pathname).toBe("/booking");
      expect(target.params.bundle).toEqual([bundle.id]);
      expect(target.params.service).toEqual(bundle.items.map((item) => item.service));
      for (const item of bundle.items) {
        expect(target.params[getService(item.service)!.tierParam]).toEqual([item.tier]);
      }
    }

    // The price table, as rendered.
    expect(await cards.getByTestId("bundle-price").allTextContents()).toEqual(["$276", "$234", "$446", "$276", "$489"]);
  });

  test('"any two services" rule is explained exactly once', async ({ page }) => {
    await page.goto("/bundles");
    const pct = site.multiServiceDiscountPercent;
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: `Any two services, ${pct}% off` })).toHaveCount(1);
    const explanation = page.getByTestId("bundle-rule");
    await expect(explanation).toHaveCount(1);
    await expect(explanation).toContainText(`any two different services in the same order`);
    await expect(explanation).toContainText(`${pct}% comes off`);
    // ...and nowhere else on the page: the cards show prices and savings, not the rule.
    const mainText = await main.innerText();
    expect(mainText.match(/any two (different )?services/gi)).toHaveLength(2); // the heading and its explanation
    const cards = page.getByTestId("bundle-card");
    await expect(cards).toHaveCount(bundles.length); // the cards are there: the check below is on them
    for (const card of await cards.all()) await expect(card).not.toContainText(`${pct}%`);
  });
});

test.describe("/about", () => {
  // what the server sends: no JavaScript to wait for (issue 45: a browser's time goes where scripts matter)
  test.use({ javaScriptEnabled: false });
  test("Our Story: who we are, how it works, the promises and a call to book", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Story");
    await expect(page.getByText(about.lead)).toBeVisible();
    for (const section of about.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      for (const p of section.paragraphs) await expect(page.getByText(asShown(p))).toBeVisible();
    }

    const promises = page.getByTestId("promises").getByRole("listitem");
    await expect(promises).toHaveText(about.promises);
    const text = (await promises.allTextContents()).join("\n");
    for (const claim of [
      /flat-rate pricing/i,
      /licensed and insured/i,
      /background-checked/i,
      /satisfaction is guaranteed/i,
      /same-day service.*subject to availability/i,
      /payment is by card, before/i,
    ]) {
      expect(text).toMatch(claim);
    }

    await expect(page.getByRole("heading", { level: 2, name: about.cta.heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: about.cta.label })).toHaveAttribute(
      "href",
      "/booking",
    );
  });
});

test.describe("/contact", () => {
  test("phone, e-mail, hours, service area, reasons and the promo code", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

    const phone = page.getByTestId("contact-phone").getByRole("link");
    await expect(phone).toHaveText(site.phone);
    await expect(phone).toHaveAttribute("href", phoneHref);
    await expect(phone).toHaveAttribute("href", "tel:+12145550142");

    const email = page.getByTestId("contact-email").getByRole("link");
    await expect(email).toHaveText(site.email);
    await expect(email).toHaveAttribute("href", emailHref);

    await expect(page.getByTestId("contact-hours")).toContainText("Every day");
    await expect(page.getByTestId("contact-hours")).toContainText("7:00 AM to 8:00 PM");

    const area = page.getByTestId("service-area").getByRole("link");
    await expect(area).toHaveText(cities.map((c) => c.name));
    for (const city of cities) await expect(main.locator(`a[href="/locations/${city.slug}"]`)).toHaveCount(1);

    await expect(page.getByTestId("contact-reasons").getByRole("listitem")).toHaveText(contactReasons.map(asShown));

    await expect(page.getByTestId("promo-code")).toHaveText("NSPS15");
    await expect(page.getByTestId("promo-code")).toHaveText(site.promo.code);
  });

  test("Copy Code puts the promo code on the clipboard and confirms with a toast", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy Code" }).click();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Promo code copied");
    await expect(toast).toContainText(site.promo.code);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.promo.code);
  });

  test("without a clipboard, the toast asks the visitor to copy the code by hand", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => undefined });
    });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Copy Code" }).click();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText("Copy the code by hand");
    await expect(toast).toContainText(site.promo.code);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the promo code is visible as text", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByTestId("promo-code")).toHaveText(site.promo.code);
      await expect(page.getByTestId("promo-code")).toBeVisible();
    });
  });
});

test.describe("/blog", () => {
  test("five articles read in place: anchor, date, category, title, excerpt and full body", async ({ page }) => {
    await page.goto("/blog");
    const articles = page.getByTestId("blog-post");
    await expect(articles).toHaveCount(5);
    expect(blogPosts).toHaveLength(5);

    for (const [i, post] of blogPosts.entries()) {
      const article = articles.nth(i);
      await expect(article).toHaveAttribute("id", post.id);
      await expect(article.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(article.getByTestId("post-category")).toHaveText(post.category);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(post.title);
      await expect(article.getByTestId("post-excerpt")).toHaveText(post.excerpt);

      const text = await article.innerText();
      for (const block of post.body) {
        if (block.type === "ul") for (const item of block.items) expect(text).toContain(asShown(item));
        else expect(text).toContain(asShown(block.text));
      }
      const subheadings = post.body.flatMap((b) => (b.type === "h3" ? [b.text] : []));
      await expect(article.getByRole("heading", { level: 3 })).toHaveText(subheadings);
    }

    const toc = page.getByTestId("toc-link");
    await expect(toc).toHaveCount(blogPosts.length);
    for (const [i, post] of blogPosts.entries()) await expect(toc.nth(i)).toHaveAttribute("href", `#${post.id}`);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`/blog#id scrolls each article into view below the fixed header (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const post of blogPosts) {
        await page.goto(`/blog#${post.id}`);
        await waitForHydration(page);
        const article = page.locator(`article#${post.id}`);
        await expect(article).toBeInViewport();
        const headerBottom = await page
          .locator("header")
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
        const titleBox = await article
          .getByRole("heading", { level: 2 })
          .evaluate((el) => el.getBoundingClientRect().toJSON());
        expect(titleBox.top, `${post.id} title is not under the header`).toBeGreaterThanOrEqual(headerBottom);
        expect(titleBox.bottom, `${post.id} title is on screen`).toBeLessThanOrEqual(viewport.height);
      }
    });
  }

  test("table-of-contents links scroll to their article", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    for (const post of [...blogPosts].reverse()) {
      await page.locator(`[data-testid="toc-link"][href="#${post.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/blog#${post.id}$`));
      await expect(page.locator(`article#${post.id}`).getByRole("heading", { level: 2 })).toBeInViewport();
    }
  });
});
