import { expect, test } from "../support/test";
import { servedDocument, textOf } from "../support/served-document";
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
function bookingTarget(href: string | null | undefined) {
  expect(href, "link has an href").toBeTruthy();
  const url = new URL(href!, "http://example.test");
  const params: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
  return { pathname: url.pathname, params };
}

const attribute = (el: Element | null | undefined, name: string) => el?.getAttribute(name) ?? null;
const meta = (document: Document, selector: string) => attribute(document.querySelector(selector), "content");

/*
 * The metadata, service-page and 404 checks read the HTML as served, without a browser (tests/support/
 * served-document.ts): what a search engine and a page without JavaScript get, checked in milliseconds (issue 45);
 * what eyes or JavaScript decide (the struck price, the clipboard, scrolling to an article) stays in the browser.
 */
test.describe("every content page", () => {
  test("own title, description, canonical, Open Graph, one h1, Back to Home; titles and descriptions unique", async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of contentPages)
      await test.step(path, async () => {
        const { status, document, within } = await servedDocument(request, path);
        expect(status).toBe(200);

        const title = document.title;
        expect(title).toContain(site.shortBrand);
        expect(title.length).toBeLessThanOrEqual(60);
        const description = meta(document, 'meta[name="description"]');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        expect(attribute(document.querySelector('link[rel="canonical"]'), "href")).toBe(`${SITE_URL}${path}`);
        expect(meta(document, 'meta[property="og:title"]')).toBe(title);
        expect(meta(document, 'meta[property="og:description"]')).toBe(description);
        expect(meta(document, 'meta[property="og:url"]')).toBe(`${SITE_URL}${path}`);
        expect(meta(document, 'meta[property="og:type"]')).toBe("website");

        expect(document.querySelectorAll("h1")).toHaveLength(1);
        const home = within(document.querySelector("main")!).getByRole("link", { name: "Back to Home", hidden: true });
        expect(home.getAttribute("href")).toBe("/");
        titles.add(title);
        descriptions.add(description ?? "");
      });
    expect(titles.size).toBe(contentPages.length);
    expect(descriptions.size).toBe(contentPages.length);
  });
});

test.describe("service pages", () => {
  for (const service of services) {
    test(`/services/${service.id}: heading, intro, every tier card with its own Book link, add-ons, city links, bundles link and resource links`, async ({
      request,
    }) => {
      const { status, document, within } = await servedDocument(request, `/services/${service.id}`);
      expect(status).toBe(200);
      const main = document.querySelector("main")!;
      expect(Array.from(document.querySelectorAll("h1"), textOf)).toEqual([service.title]);
      const mainText = textOf(main);
      for (const paragraph of servicePages[service.id].intro) expect(mainText).toContain(paragraph);

      const cards = Array.from(document.querySelectorAll('[data-testid="tier-card"]'));
      expect(cards).toHaveLength(service.tiers.length);
      for (const [i, tier] of service.tiers.entries()) {
        const card = cards[i]!;
        expect(Array.from(card.querySelectorAll("h3"), textOf)).toEqual([tier.label]);
        expect(textOf(card.querySelector('[data-testid="tier-price"]'))).toBe(
          tier.price === null ? "Custom quote" : formatCents(tier.price),
        );
        if (tier.description) expect(textOf(card)).toContain(tier.description);

        const links = within(card as HTMLElement).getAllByRole("link", { hidden: true });
        expect(links).toHaveLength(1);
        const book = within(card as HTMLElement).getByRole("link", {
          hidden: true,
          name: new RegExp(`^Book.*${tier.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        });
        const target = bookingTarget(book.getAttribute("href"));
        expect(target.pathname).toBe("/booking");
        expect(target.params).toEqual({ service: [service.id], [service.tierParam]: [tier.code] });
      }

      const addons = Array.from(document.querySelectorAll('[data-testid="addon"]'));
      expect(addons).toHaveLength(service.addons.length);
      for (const [i, addon] of service.addons.entries()) {
        const row = addons[i]!;
        expect(textOf(row)).toContain(addon.label);
        expect(textOf(row.querySelector('[data-testid="addon-price"]'))).toBe(formatCents(addon.price));
        expect(textOf(row.querySelector('[data-testid="addon-unit"]'))).toBe(
          addon.unit === "per-room" ? "per room" : "each",
        );
      }

      for (const city of cities) {
        const links = main.querySelectorAll(`a[href="/services/${service.id}/${city.slug}"]`);
        expect(links, city.slug).toHaveLength(1);
        expect(textOf(links[0])).toMatch(new RegExp(`${city.name}$`));
      }

      expect(main.querySelector('a[href="/bundles"]')).not.toBeNull();

      for (const resource of servicePages[service.id].resources) {
        const links = main.querySelectorAll(`a[href="${resource.href}"]`);
        expect(links, resource.href).toHaveLength(1);
        expect(links[0]!.getAttribute("target")).toBe("_blank");
        expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer");
        // its name as a screen reader reads it: the label, then the hidden words (the icon is hidden from it)
        expect(textOf(links[0])).toBe(`${resource.label} (opens in a new tab)`);
        expect(links[0]!.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
        expect(mainText).toContain(resource.description);
      }
      expect(new URL(servicePages[service.id].resources[0]!.href).protocol).toBe("https:");
    });
  }

  test("the prices match the price tables", async ({ request }) => {
    const prices = (document: Document) => Array.from(document.querySelectorAll('[data-testid="tier-price"]'), textOf);
    const cleaning = (await servedDocument(request, "/services/cleaning")).document;
    expect(prices(cleaning)).toEqual(["$150", "$175", "$175", "$200", "$225", "$250", "$275", "$300", "Custom quote"]);
    const custom = cleaning.querySelector('[data-tier="custom"]');
    expect(textOf(custom)).toContain("5+BR/3+BA");
    expect(bookingTarget(attribute(custom?.querySelector("a"), "href")).params).toEqual({
      service: ["cleaning"],
      rooms: ["custom"],
    });

    expect(prices((await servedDocument(request, "/services/junk-removal")).document)).toEqual([
      "$95",
      "$175",
      "$225",
      "$295",
    ]);

    const washing = (await servedDocument(request, "/services/power-washing")).document;
    expect(prices(washing)).toEqual(["$125", "$150", "$175", "$200"]);
    // The original site's first card linked to driveway-sidewalk; ours links to its own area.
    const first = washing.querySelector('[data-testid="tier-card"]');
    expect(textOf(first)).toContain("Front of House");
    expect(bookingTarget(attribute(first?.querySelector("a"), "href")).params.area).toEqual(["front-house"]);
  });

  // ("/services/Cleaning" redirects to the canonical lower-case path: tests/e2e/hardening.spec.ts)
  for (const name of ["not-a-service", "cleanings", "bundles", "plumbing"]) {
    test(`/services/${name} answers 404 with the 404 page`, async ({ request }) => {
      const { status, document } = await servedDocument(request, `/services/${name}`);
      expect(status).toBe(404);
      expect(Array.from(document.querySelectorAll("h1"), textOf)).toEqual(["404 Page Not Found"]);
      expect(document.title).toBe("404 Page Not Found");
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
      const target = bookingTarget(await book.getAttribute("href"));
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
  test("Our Story: who we are, how it works, the promises and a call to book", async ({ request }) => {
    const { document, screen } = await servedDocument(request, "/about");
    expect(Array.from(document.querySelectorAll("h1"), textOf)).toEqual(["Our Story"]);
    const mainText = textOf(document.querySelector("main"));
    expect(mainText).toContain(about.lead);
    const h2 = Array.from(document.querySelectorAll("main h2"), textOf);
    for (const section of about.sections) {
      expect(h2).toContain(section.heading);
      for (const p of section.paragraphs) expect(mainText).toContain(asShown(p));
    }

    const promises = Array.from(document.querySelectorAll('[data-testid="promises"] li'), textOf);
    expect(promises).toEqual(about.promises);
    const text = promises.join("\n");
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

    expect(h2).toContain(about.cta.heading);
    const cta = screen.getByRole("link", { name: about.cta.label, hidden: true });
    expect(cta.closest("main")).not.toBeNull();
    expect(cta.getAttribute("href")).toBe("/booking");
  });
});

test.describe("/contact", () => {
  test("phone, e-mail, hours, service area, reasons and the promo code", async ({ request }) => {
    const { document } = await servedDocument(request, "/contact");
    const main = document.querySelector("main")!;
    const byTestId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    expect(Array.from(document.querySelectorAll("h1"), textOf)).toEqual(["Contact Us"]);

    const phone = byTestId("contact-phone")?.querySelector("a");
    expect(textOf(phone)).toBe(site.phone);
    expect(phone?.getAttribute("href")).toBe(phoneHref);
    expect(phone?.getAttribute("href")).toBe("tel:+12145550142");

    const email = byTestId("contact-email")?.querySelector("a");
    expect(textOf(email)).toBe(site.email);
    expect(email?.getAttribute("href")).toBe(emailHref);

    expect(textOf(byTestId("contact-hours"))).toContain("Every day");
    expect(textOf(byTestId("contact-hours"))).toContain("7:00 AM to 8:00 PM");

    expect(Array.from(byTestId("service-area")!.querySelectorAll("a"), textOf)).toEqual(cities.map((c) => c.name));
    for (const city of cities) expect(main.querySelectorAll(`a[href="/locations/${city.slug}"]`)).toHaveLength(1);

    expect(Array.from(byTestId("contact-reasons")!.querySelectorAll("li"), textOf)).toEqual(
      contactReasons.map(asShown),
    );

    expect(textOf(byTestId("promo-code"))).toBe("NSPS15");
    expect(textOf(byTestId("promo-code"))).toBe(site.promo.code);
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
  test("five articles read in place: anchor, date, category, title, excerpt and full body", async ({ request }) => {
    const { document } = await servedDocument(request, "/blog");
    const articles = Array.from(document.querySelectorAll('[data-testid="blog-post"]'));
    expect(articles).toHaveLength(5);
    expect(blogPosts).toHaveLength(5);

    for (const [i, post] of blogPosts.entries()) {
      const article = articles[i]!;
      const one = (selector: string) => {
        const found = article.querySelectorAll(selector);
        expect(found, `${post.id} ${selector}`).toHaveLength(1);
        return found[0]!;
      };
      expect(article.getAttribute("id")).toBe(post.id);
      expect(one("time").getAttribute("datetime")).toBe(post.date);
      expect(textOf(one('[data-testid="post-category"]'))).toBe(post.category);
      expect(textOf(one("h2"))).toBe(post.title);
      expect(textOf(one('[data-testid="post-excerpt"]'))).toBe(post.excerpt);

      const text = textOf(article);
      for (const block of post.body) {
        if (block.type === "ul") for (const item of block.items) expect(text).toContain(asShown(item));
        else expect(text).toContain(asShown(block.text));
      }
      const subheadings = post.body.flatMap((b) => (b.type === "h3" ? [b.text] : []));
      expect(Array.from(article.querySelectorAll("h3"), textOf)).toEqual(subheadings);
    }

    const toc = Array.from(document.querySelectorAll('[data-testid="toc-link"]'));
    expect(toc.map((a) => a.getAttribute("href"))).toEqual(blogPosts.map((post) => `#${post.id}`));
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
