import { expect, type Locator, type Page, test } from "@playwright/test";
import { cities, getCity, nearbyCities } from "../../app/content/cities";
import { cityFaqs, cityFaqTemplates } from "../../app/content/city-faqs";
import { cityList } from "../../app/content/city-list";
import { prerenderPaths } from "../../app/content/paths";
import { services } from "../../app/content/services";
import { phoneHref, site } from "../../app/content/site";

/**
 * Locations: the all-cities page, every city page, every service-by-city page, the built-in map's marker links and
 * the 404s for unknown cities and services. The content checks run with JavaScript off: they read the pre-rendered
 * HTML, which is what search engines and a slow phone see first (and it keeps this file fast).
 */

const existingPages = new Set(prerenderPaths());

/** The first `count` words of a text, for matching a paragraph without repeating it whole. */
function firstWords(text: string, count = 8) {
  return text.split(/\s+/).slice(0, count).join(" ");
}

/** A link's path and query parameters (each name with all its values). */
function target(href: string | null) {
  expect(href, "link has an href").toBeTruthy();
  const url = new URL(href!, "http://example.test");
  const params: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) params[key] = url.searchParams.getAll(key);
  return { pathname: url.pathname, params };
}

const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));

async function expectHeading1(page: Page, text: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(text);
}

test.describe("/locations", () => {
  test("map, every city in the list, a call button and a Book Service button", async ({ page }) => {
    const response = await page.goto("/locations");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain(site.brand);
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const list = main.getByTestId("city-list");
    expect(await hrefs(list.getByRole("link"))).toEqual(cityList.map((c) => `/locations/${c.slug}`));
    for (const city of cityList) await expect(list.getByRole("link", { name: city.name })).toBeVisible();

    await expect(main.locator(`a[href="${phoneHref}"]`).first()).toContainText(site.phone);
    await expect(main.getByRole("link", { name: "Book Service", exact: true })).toHaveAttribute("href", "/booking");
    await expect(main.locator("figure svg")).toBeVisible();
  });
});

test.describe("city pages", () => {
  test.use({ javaScriptEnabled: false });

  for (const ref of cityList) {
    test(`/locations/${ref.slug}: name, title, intro, services, nearby areas, booking link`, async ({
      page,
      request,
    }) => {
      const city = getCity(ref.slug)!;
      const response = await page.goto(`/locations/${city.slug}`);
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(city.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", city.metaDescription);
      await expectHeading1(page, city.name);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(main.locator("figure svg").first()).toHaveAccessibleName(new RegExp(city.name));

      const paragraphs = main.getByTestId("city-intro").locator("p");
      await expect(paragraphs).toHaveCount(3);
      for (const [i, paragraph] of city.intro.entries())
        await expect(paragraphs.nth(i)).toContainText(firstWords(paragraph));

      const cards = main.getByTestId("city-service-card");
      await expect(cards).toHaveCount(services.length);
      for (const [i, service] of services.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole("heading")).toHaveText(service.title);
        await expect(card).toContainText(firstWords(city.localNotes[service.id]));
        expect(await hrefs(card.getByRole("link"))).toEqual([`/services/${service.id}/${city.slug}`]);
      }

      const nearby = await hrefs(main.locator("section#nearby").getByRole("link"));
      expect(nearby.length).toBeGreaterThanOrEqual(3);
      expect(nearby).toEqual(nearbyCities(city.slug, nearby.length).map((n) => `/locations/${n.slug}`));
      for (const href of nearby) {
        const res = await request.get(href);
        expect(res.status(), href).toBe(200);
        const other = getCity(href.split("/").pop()!)!;
        expect(await res.text(), href).toContain(`<title>${other.title}</title>`);
      }

      const bookingLinks = await hrefs(main.locator('a[href^="/booking"]'));
      expect(bookingLinks.length).toBeGreaterThan(0);
      for (const href of bookingLinks)
        expect(target(href)).toEqual({ pathname: "/booking", params: { city: [city.slug] } });
      await expect(main.getByTestId("booking-cta")).toBeVisible();
    });
  }
});

test.describe("service-by-city pages", () => {
  test.use({ javaScriptEnabled: false });

  for (const service of services) {
    for (const ref of cityList) {
      const path = `/services/${service.id}/${ref.slug}`;
      test(`${path}: title, heading, local note, prices with city, FAQs, nearby, bundles`, async ({ page }) => {
        const city = getCity(ref.slug)!;
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(await page.title()).toBe(`${service.title} in ${city.name}, TX | ${site.brand}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          new RegExp(`${service.title} in ${city.name}`),
        );
        await expectHeading1(page, `${service.title} in ${city.name}`);
        const main = page.getByRole("main");
        await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
        await expect(main.getByTestId("local-note")).toHaveText(city.localNotes[service.id]);

        // pricing: every tier's Book link carries the service, this tier's code and the city
        const cards = main.getByTestId("tier-card");
        await expect(cards).toHaveCount(service.tiers.length);
        for (const tier of service.tiers) {
          const href = await main
            .locator(`[data-testid="tier-card"][data-tier="${tier.code}"]`)
            .getByTestId("tier-book")
            .getAttribute("href");
          expect(target(href), tier.label).toEqual({
            pathname: "/booking",
            params: { service: [service.id], [service.tierParam]: [tier.code], city: [city.slug] },
          });
        }

        // the five city FAQs, city filled in, answers in the HTML
        const faqs = cityFaqs(service.id, city.name);
        expect(faqs).toHaveLength(5);
        const items = main.getByTestId("city-faqs").locator("details");
        await expect(items.locator("summary")).toHaveText(faqs.map((f) => f.question));
        for (const [i, faq] of faqs.entries()) await expect(items.nth(i)).toContainText(firstWords(faq.answer));

        // nearby cities, same service, each an existing page
        const nearby = await hrefs(main.locator("section#nearby").getByTestId("nearby-links").getByRole("link"));
        expect(nearby.length).toBeGreaterThanOrEqual(3);
        expect(nearby).toEqual(nearbyCities(city.slug, nearby.length).map((n) => `/services/${service.id}/${n.slug}`));
        for (const href of nearby) expect(existingPages.has(href), href).toBe(true);
        await expect(main.locator(`a[href="/locations/${city.slug}"]`).first()).toBeAttached();

        await expect(main.locator('a[href="/bundles"]')).not.toHaveCount(0);
        expect(target(await main.getByTestId("booking-cta").getAttribute("href"))).toEqual({
          pathname: "/booking",
          params: { service: [service.id], city: [city.slug] },
        });
      });
    }
  }

  test("titles and descriptions are unique across the service-by-city pages", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const paths = services.flatMap((s) => cityList.map((c) => `/services/${s.id}/${c.slug}`));
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });
});

test.describe("map markers", () => {
  for (const { path, scope } of [
    { path: "/locations", scope: (page: Page) => page.getByRole("main") },
    { path: "/", scope: (page: Page) => page.locator("section#locations") },
  ]) {
    test(`${path}: one marker link per city, with its href and an accessible name`, async ({ page }) => {
      await page.goto(path);
      await expect(scope(page).locator("figure svg").getByRole("link")).toHaveCount(cityList.length);
      for (const city of cityList) {
        const marker = scope(page).locator(`figure svg a[href="/locations/${city.slug}"]`);
        await expect(marker).toHaveCount(1);
        await expect(marker).toHaveAccessibleName(new RegExp(city.name));
      }
    });

    for (const slug of path === "/" ? ["plano", "grand-prairie"] : ["dallas", "the-colony", "fort-worth"]) {
      test(`${path}: clicking the ${slug} marker opens its city page`, async ({ page }) => {
        const city = getCity(slug)!;
        await page.goto(path);
        await scope(page).locator(`figure svg a[href="/locations/${slug}"]`).click();
        await expect(page).toHaveURL(`/locations/${slug}`);
        await expectHeading1(page, city.name);
        await expect(page).toHaveTitle(city.title);
      });
    }
  }
});

test.describe("in the browser", () => {
  test("a nearby link navigates client-side to the next city, map and all", async ({ page }) => {
    await page.goto("/locations/plano");
    await page.waitForLoadState("networkidle");
    const next = nearbyCities("plano", 1)[0]!;
    const city = getCity(next.slug)!;
    await page.getByRole("main").locator("section#nearby").getByRole("link", { name: city.name }).click();
    await expect(page).toHaveURL(`/locations/${city.slug}`);
    await expectHeading1(page, city.name);
    await expect(page).toHaveTitle(city.title);
    await expect(page.getByRole("main").locator("figure svg").first()).toHaveAccessibleName(new RegExp(city.name));
    await expect(page.getByTestId("city-intro").locator("p").first()).toContainText(firstWords(city.intro[0]!));
  });

  test("the city FAQs open one at a time", async ({ page }) => {
    await page.goto("/services/junk-removal/denton");
    const items = page.getByTestId("city-faqs").locator("details");
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
  });

  test("the long city texts and FAQ templates stay out of the browser JavaScript", async ({ page, request }) => {
    // Fragments of other cities' introductions and of the FAQ templates: none may appear in any script a page loads.
    const fragments = [
      ...cities.filter((c) => c.slug !== "plano").map((c) => c.intro[1]!.slice(0, 40)),
      ...Object.values(cityFaqTemplates).flatMap((faqs) => faqs.map((f) => f.question)),
    ].filter((f) => /^[\w ,.{}/-]+$/.test(f));
    expect(fragments.length).toBeGreaterThan(10);
    const scripts = new Set<string>();
    for (const path of ["/locations", "/locations/plano", "/services/cleaning/plano"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((name) => new URL(name).pathname.endsWith(".js")),
      );
      for (const url of urls) scripts.add(url);
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      for (const fragment of fragments) expect(body.includes(fragment), `${fragment} in ${url}`).toBe(false);
    }
  });
});

test.describe("unknown cities and services", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/locations/atlantis", "/services/cleaning/atlantis", "/services/mowing/plano"]) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
      await expect(page).toHaveTitle("404 Page Not Found");
    });
  }
});
