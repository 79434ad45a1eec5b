import { readFileSync } from "node:fs";
import { inGroups } from "../support/page-check";
import { expect, type Locator, type Page, test, settled } from "../support/test";
import { cities, getCity, nearbyCities } from "../../app/content/cities";
import { cityList } from "../../app/content/city-list";
import { dfwMapFocus } from "../../app/content/generated/dfw-map";
import { prerenderPaths } from "../../app/content/paths";
import { serviceCityText } from "../../app/content/service-cities";
import { servicePages } from "../../app/content/service-pages";
import { services } from "../../app/content/services";
import { phoneHref, site } from "../../app/content/site";
import { asShown, faqsAsShown } from "../support/catalog-words";
import { servedDocument, textOf } from "../support/served-document";

/** A city page's title: its city first, the brand after when it fits (60 characters at most). */
const cityTitle = (name: string) =>
  new RegExp(`^Property Services in ${name}, TX( \\| NorthStar( Property Services)?)?$`);

/**
 * Locations: the all-cities page, every city page, every service-by-city page, the built-in map's marker links and
 * the 404s for unknown cities and services. The content checks read the pre-rendered HTML as served, without a
 * browser (tests/support/served-document.ts): it is what search engines and a slow phone see first, and a browser's
 * time goes where eyes or JavaScript matter (issue 45); a test reads a few pages in turn, a step each.
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
    expect(await page.title()).toContain(site.shortBrand);
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    const list = main.getByTestId("city-list");
    expect(await hrefs(list.getByRole("link"))).toEqual(cityList.map((c) => `/locations/${c.slug}`));
    for (const city of cityList)
      await expect(list.getByRole("link", { name: new RegExp(`^${city.name} `) })).toContainText(city.county);

    await expect(main.locator(`a[href="${phoneHref}"]`).first()).toContainText(site.phone);
    await expect(main.getByRole("link", { name: "Book Service", exact: true })).toHaveAttribute("href", "/booking");
    await expect(main.locator("figure svg")).toBeVisible();
  });
});

/** Everything the content checks read from a page as served (whitespace collapsed). */
function snapshot(document: Document) {
  const text = textOf;
  const href = (el: Element | null | undefined) => el?.getAttribute("href") ?? null;
  const main = document.querySelector("main")!;
  const all = (selector: string, root: ParentNode = main) => Array.from(root.querySelectorAll(selector));
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    h1: all("h1", document).map(text),
    backToHome: all("a")
      .filter((a) => text(a) === "Back to Home")
      .map(href),
    mapName: main.querySelector("figure svg")?.getAttribute("aria-label") ?? null,
    intro: all('[data-testid="city-intro"] p').map(text),
    serviceCards: all('[data-testid="city-service-card"]').map((card) => ({
      heading: text(card.querySelector("h2, h3, h4")),
      text: text(card),
      links: all("a", card).map(href),
    })),
    nearby: all("section#nearby a").map(href),
    nearbyLinks: all('section#nearby [data-testid="nearby-links"] a').map(href),
    bookingLinks: all('a[href^="/booking"]').map(href),
    bookingCta: href(main.querySelector('[data-testid="booking-cta"]')),
    localNote: text(main.querySelector('[data-testid="local-note"]')),
    tiers: all('[data-testid="tier-card"]').map((card) => ({
      code: card.getAttribute("data-tier"),
      href: href(card.querySelector('[data-testid="tier-book"]')),
    })),
    faqs: all('[data-testid="city-faqs"] details').map((item) => ({
      question: text(item.querySelector("summary")),
      answer: text(item.querySelector('[data-slot="accordion-content"]')),
    })),
    localText: all('[data-testid="service-city-text"] p, [data-testid="service-city-text"] li').map(text),
    example: all("section#example tr").map((row) => ({
      label: text(row.querySelector("th")),
      cents:
        (text(row.querySelector("td")).startsWith("−") ? -1 : 1) *
        Math.round(Number(text(row.querySelector("td")).replace(/[^\d.]/g, "")) * 100),
    })),
    links: all("a[href]").map(href),
  };
}

test.describe("city pages", () => {
  for (const group of inGroups(cityList, 4)) {
    test(`${group.map((ref) => `/locations/${ref.slug}`).join(", ")}: name, title, intro, services, nearby areas, booking link`, async ({
      request,
    }) => {
      for (const ref of group)
        await test.step(`/locations/${ref.slug}`, async () => {
          const city = getCity(ref.slug)!;
          const { status, document } = await servedDocument(request, `/locations/${city.slug}`);
          expect(status).toBe(200);
          const got = snapshot(document);
          expect(got.title).toMatch(cityTitle(city.name));
          expect(got.description).toBe(city.metaDescription);
          expect(got.h1).toHaveLength(1);
          expect(got.h1[0]).toContain(city.name);
          expect(got.backToHome).toEqual(["/"]);
          expect(got.mapName).toContain(city.name);

          expect(got.intro).toHaveLength(3);
          for (const [i, paragraph] of city.intro.entries()) expect(got.intro[i]).toContain(firstWords(paragraph));

          expect(got.serviceCards).toHaveLength(services.length);
          for (const [i, service] of services.entries()) {
            const card = got.serviceCards[i]!;
            expect(card.heading).toBe(service.title);
            expect(card.text).toContain(firstWords(city.localNotes[service.id]));
            expect(card.links).toEqual([`/services/${service.id}/${city.slug}`]);
          }

          expect(got.nearby.length).toBeGreaterThanOrEqual(3);
          expect(got.nearby).toEqual(nearbyCities(city.slug, got.nearby.length).map((n) => `/locations/${n.slug}`));
          for (const href of got.nearby) {
            const res = await request.get(href!);
            expect(res.status(), href!).toBe(200);
            const other = getCity(href!.split("/").pop()!)!;
            expect(await res.text(), href!).toContain(`<title>Property Services in ${other.name}, TX`);
          }

          expect(got.bookingCta).not.toBeNull();
          expect(got.bookingLinks.length).toBeGreaterThan(0);
          for (const href of got.bookingLinks)
            expect(target(href)).toEqual({ pathname: "/booking", params: { city: [city.slug] } });
        });
    });
  }
});

test.describe("service-by-city pages", () => {
  for (const service of services) {
    for (const group of inGroups(cityList, 8)) {
      const paths = group.map((ref) => `/services/${service.id}/${ref.slug}`);
      test(`${paths.join(", ")}: title, heading, its own text, a priced example, prices with city, FAQs, nearby`, async ({
        request,
      }) => {
        for (const [i, ref] of group.entries())
          await test.step(paths[i]!, async () => {
            const path = paths[i]!;
            const city = getCity(ref.slug)!;
            const own = serviceCityText(service.id, city.slug)!;
            const { status, document } = await servedDocument(request, path);
            expect(status).toBe(200);
            const got = snapshot(document);
            expect(got.title.startsWith(`${service.title} in ${city.name}, TX`)).toBe(true);
            expect(got.description).toBe(own.metaDescription);
            expect(got.h1).toEqual([`${service.title} in ${city.name}, TX`]);
            expect(got.backToHome).toEqual(["/"]);
            expect(got.localNote).toBe(city.localNotes[service.id]);

            // pricing: every tier's Book link carries the service, this tier's code and the city
            expect(got.tiers.map((t) => t.code)).toEqual(service.tiers.map((t) => t.code));
            for (const tier of got.tiers) {
              expect(target(tier.href), tier.code!).toEqual({
                pathname: "/booking",
                params: { service: [service.id], [service.tierParam]: [tier.code!], city: [city.slug] },
              });
            }

            // the pair's own text, its FAQs with the answers in the HTML
            expect(got.localText).toEqual([...own.intro, ...own.notes].map((t) => asShown(t).replace(/\s+/g, " ")));
            const faqs = faqsAsShown(own.faqs);
            expect(got.faqs.map((f) => f.question)).toEqual(faqs.map((f) => f.question));
            for (const [i, faq] of faqs.entries()) expect(got.faqs[i]!.answer).toBe(faq.answer.replace(/\s+/g, " "));

            // the worked example: its lines (tier first), less any discount, add up to the flat price shown
            const total = got.example.at(-1)!;
            expect(total.label).toBe("Flat price");
            const rows = got.example.slice(0, -1);
            expect(rows[0]!.label).toBe(service.tiers.find((t) => t.code === own.example.tier)!.label);
            const sum = rows.reduce((acc, r) => acc + r.cents, 0);
            expect(sum).toBe(total.cents);
            expect(total.cents).toBeGreaterThan(0);

            // nearby cities, same service, each an existing page
            expect(got.nearbyLinks.length).toBeGreaterThanOrEqual(3);
            expect(got.nearbyLinks).toEqual(
              nearbyCities(city.slug, got.nearbyLinks.length).map((n) => `/services/${service.id}/${n.slug}`),
            );
            for (const href of got.nearbyLinks) expect(existingPages.has(href!), href!).toBe(true);
            expect(got.links).toContain(`/locations/${city.slug}`);

            expect(got.links).toContain("/bundles");
            expect(target(got.bookingCta)).toEqual({
              pathname: "/booking",
              params: { service: [service.id], city: [city.slug] },
            });
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
  for (const { path, scope, selector } of [
    { path: "/locations", scope: (page: Page) => page.getByRole("main"), selector: "main" },
    { path: "/", scope: (page: Page) => page.locator("section#locations"), selector: "section#locations" },
  ]) {
    test(`${path}: one marker link per city, with its href and an accessible name`, async ({ request }) => {
      // what the server sends: the markers are links before any JavaScript runs
      const { document } = await servedDocument(request, path);
      const markers = Array.from(document.querySelectorAll(`${selector} figure svg a`));
      expect(markers.map((a) => a.getAttribute("href"))).toEqual(cityList.map((c) => `/locations/${c.slug}`));
      for (const [i, city] of cityList.entries()) expect(markers[i]!.getAttribute("aria-label")).toMatch(city.name);
    });

    for (const slug of path === "/" ? ["plano", "grand-prairie"] : ["dallas", "the-colony", "fort-worth"]) {
      test(`${path}: clicking the ${slug} marker opens its city page`, async ({ page }) => {
        const city = getCity(slug)!;
        await page.goto(path);
        await scope(page).locator(`figure svg a[href="/locations/${slug}"]`).click();
        await expect(page).toHaveURL(`/locations/${slug}`);
        await expectHeading1(page, city.name);
        await expect(page).toHaveTitle(cityTitle(city.name));
      });
    }
  }
});

test.describe("in the browser", () => {
  test("a nearby link navigates client-side to the next city, map and all", async ({ page }) => {
    await page.goto("/locations/plano");
    await settled(page);
    const next = nearbyCities("plano", 1)[0]!;
    const city = getCity(next.slug)!;
    await page.getByRole("main").locator("section#nearby").getByRole("link", { name: city.name }).click();
    await expect(page).toHaveURL(`/locations/${city.slug}`);
    await expectHeading1(page, city.name);
    await expect(page).toHaveTitle(cityTitle(city.name));
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

  test("long texts, other cities map views, county outlines, the structured data and (without a key) the Google map code stay out of the browser JavaScript", async ({
    page,
    request,
  }) => {
    // Fragments of other cities' introductions and of their service FAQs: none may appear in any script a page loads.
    const fragments = [
      ...cities.filter((c) => c.slug !== "plano").map((c) => c.intro[1]!.slice(0, 40)),
      ...cityList
        .filter((c) => c.slug !== "plano")
        .flatMap((c) => serviceCityText("cleaning", c.slug)?.faqs.map((f) => f.question) ?? []),
      // a service page's own text and the other cities' map views (docs/decisions/0019)
      ...services.map((s) => servicePages[s.id].whyChoose[0]!.slice(0, 40)),
      ...cityList.filter((c) => c.slug !== "plano").map((c) => dfwMapFocus[c.slug]!.viewBox.join(",")),
      // the structured data is made on the server only (docs/decisions/0020)
      "HomeAndConstructionBusiness",
      "OpeningHoursSpecification",
      // the county outlines are a cached SVG file (docs/decisions/0023)
      /d="([^"]{30})/.exec(readFileSync("app/content/generated/dfw-counties.svg", "utf8"))![1]!,
      // without a Google Maps key none of the upgrade's code is loaded
      "importLibrary",
    ].filter((f) => /^[\w ,.{}/-]+$/.test(f));
    expect(fragments.length).toBeGreaterThan(10);
    const scripts = new Set<string>();
    for (const path of ["/", "/locations", "/locations/plano", "/services/cleaning/plano"]) {
      await page.goto(path);
      await settled(page);
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
  for (const path of ["/locations/atlantis", "/services/cleaning/atlantis", "/services/mowing/plano"]) {
    test(`${path} answers 404 with the 404 page`, async ({ request }) => {
      const { status, document } = await servedDocument(request, path);
      expect(status).toBe(404);
      expect(Array.from(document.querySelectorAll("h1"), textOf)).toEqual(["404 Page Not Found"]);
      expect(document.title).toBe("404 Page Not Found");
    });
  }
});
