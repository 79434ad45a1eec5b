import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { cityList } from "../../app/content/city-list";
import { prerenderPaths, sitemapPaths } from "../../app/content/paths";
import { serviceIds } from "../../app/content/service-ids";
import { site } from "../../app/content/site";
import { similarityReport } from "../../app/domain/text-similarity";
import { apiBooking, bookThroughApi, dateAhead, uniqueContact } from "../support/booking";
import { nuErrors } from "../support/nu-check";
import { expect, test } from "../support/test";

/**
 * Local search (issue 14; README, Local search): robots.txt and the sitemap, titles and descriptions, share images,
 * structured data checked against the properties Google documents, the service-in-city pages' own text, and HTML
 * that the W3C Nu checker accepts. One fetch per page serves every check of that page.
 */

const SITE = "http://localhost:3000"; // the test server's SITE_URL (playwright.config.ts)

type Page = { path: string; html: string };
let pages: Page[] = [];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
const stripTags = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
const metaContent = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
type Node = Record<string, unknown>;
const graphOf = (html: string): Node[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const json = JSON.parse(m[1]!) as Node;
    expect(json["@context"]).toBe("https://schema.org");
    return (json["@graph"] as Node[] | undefined) ?? [json];
  });

async function fetchAll(request: APIRequestContext, paths: readonly string[]) {
  return Promise.all(
    paths.map(async (p) => {
      const res = await request.get(p);
      expect(res.status(), p).toBe(200);
      return { path: p, html: await res.text() };
    }),
  );
}

test.beforeAll(async ({ request }) => {
  pages = await fetchAll(request, sitemapPaths());
});

test("robots.txt allows the site, keeps crawlers out of private pages and the API, and names the sitemap", async ({
  request,
}) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await res.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  for (const path of ["/admin", "/booking/confirmed/", "/api/"]) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the sitemap lists every indexable page once, with absolute URLs and a lastmod, and nothing else", async ({
  request,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // (a page in both languages also names its alternates: tests/e2e/spanish.spec.ts)
  const entries = [
    ...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g),
  ];
  const locs = entries.map((e) => e[1]!);
  expect(new Set(locs).size).toBe(locs.length);
  for (const [, , lastmod] of entries) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // every pre-rendered page and the booking page; no private page
  expect(locs).toEqual(
    expect.arrayContaining([...prerenderPaths(), "/booking"].map((p) => SITE + (p === "/" ? "/" : p))),
  );
  expect(locs.filter((l) => /\/admin|\/api\/|\/booking\/confirmed/.test(l))).toEqual([]);
  expect(locs).toHaveLength(pages.length);
  // each listed page is indexable and names itself as canonical
  for (const page of pages) {
    expect(page.html, page.path).not.toContain('name="robots" content="noindex');
    expect(page.html, page.path).toContain(`<link rel="canonical" href="${SITE}${page.path}"/>`);
  }
});

test("titles name the brand in at most 60 characters, descriptions take 70-160, each unique", () => {
  const titles = pages.map((p) => ({ path: p.path, title: titleOf(p.html) }));
  const descriptions = pages.map((p) => ({ path: p.path, description: metaContent(p.html, "description") }));
  expect(titles.filter((t) => t.title.length > 60 || !t.title.includes(site.shortBrand))).toEqual([]);
  expect(descriptions.filter((d) => d.description.length < 70 || d.description.length > 160)).toEqual([]);
  expect(new Set(titles.map((t) => t.title)).size).toBe(pages.length);
  expect(new Set(descriptions.map((d) => d.description)).size).toBe(pages.length);
});

test("every page has a 1200x630 share image of its own, with its size and alt text", async ({ request }) => {
  const images = new Set<string>();
  for (const page of pages) {
    const image = metaContent(page.html, "og:image");
    expect(image, page.path).toMatch(new RegExp(`^${SITE}/og/[a-z0-9-]+\\.png$`));
    expect(metaContent(page.html, "twitter:image")).toBe(image);
    expect(metaContent(page.html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page.html, "og:image:width")).toBe("1200");
    expect(metaContent(page.html, "og:image:height")).toBe("630");
    expect(metaContent(page.html, "og:image:alt")).toBe(titleOf(page.html));
    images.add(image);
  }
  expect(images.size).toBe(pages.length);
  for (const image of images) {
    const res = await request.get(new URL(image).pathname);
    expect(res.status(), image).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    // the PNG signature, then the IHDR chunk: width and height, big-endian
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
});

test("structured data: one business, everywhere the same, with what Google documents for a local business", async ({
  request,
}) => {
  const ids = new Set<string>();
  for (const page of pages) {
    const businesses = graphOf(page.html).filter((n) => n["@type"] === "HomeAndConstructionBusiness");
    expect(businesses, page.path).toHaveLength(1);
    ids.add(JSON.stringify({ id: businesses[0]!["@id"], url: businesses[0]!.url }));
  }
  expect([...ids]).toEqual([JSON.stringify({ id: `${SITE}/#business`, url: `${SITE}/` })]);

  const business = graphOf(pages[0]!.html).find((n) => n["@type"] === "HomeAndConstructionBusiness")!;
  // Google, LocalBusiness: required name and address; recommended geo, openingHoursSpecification, priceRange,
  // telephone, url (and image, logo for the knowledge panel). Reviews are left out on purpose: none are invented.
  expect(business).toMatchObject({
    name: site.brand,
    telephone: `+1${site.phone.replace(/\D/g, "")}`,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: "TX",
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.address.lat, longitude: site.address.lng },
  });
  expect(String(business.priceRange).length).toBeLessThan(100);
  expect(business.priceRange).toMatch(/^\$\d+-\$\d+$/);
  const hours = business.openingHoursSpecification as Node[];
  expect(hours).toHaveLength(1);
  expect(hours[0]).toMatchObject({ opens: site.hours.open, closes: site.hours.close });
  expect(hours[0]!.dayOfWeek).toHaveLength(7);
  expect((business.areaServed as Node[]).map((c) => c.name)).toEqual(cityList.map((c) => `${c.name}, TX`));
  for (const key of ["image", "logo"] as const) {
    const res = await request.get(new URL(String(business[key])).pathname);
    expect(res.status(), key).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
});

test("structured data: a BreadcrumbList matching the visible breadcrumb on every page below home", () => {
  for (const page of pages) {
    const lists = graphOf(page.html).filter((n) => n["@type"] === "BreadcrumbList");
    if (page.path === "/" || page.path === "/es") {
      expect(lists).toHaveLength(0);
      continue;
    }
    expect(lists, page.path).toHaveLength(1);
    const items = lists[0]!.itemListElement as Node[];
    // Google: each ListItem has position, name and item
    expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1));
    for (const item of items) expect(item).toMatchObject({ "@type": "ListItem", name: expect.any(String) });
    expect(items.at(-1)!.item).toBe(`${SITE}${page.path}`);

    const nav = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(page.html)?.[1];
    expect(nav, `${page.path}: a visible breadcrumb`).toBeDefined();
    const visible = [...nav!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => ({
      name: stripTags(li[1]!),
      href: /<a\b[^>]*\shref="([^"]*)"/.exec(li[1]!)?.[1] ?? null,
    }));
    expect(
      visible.map((v) => v.name),
      page.path,
    ).toEqual(items.map((i) => i.name));
    expect(visible.map((v) => v.href)).toEqual(
      items.map((i, n) => (n === items.length - 1 ? null : String(i.item).slice(SITE.length))),
    );
  }
});

test("structured data: each service and service-in-city page offers the service at its flat prices", () => {
  const servicePages = pages.filter((p) => p.path.startsWith("/services/"));
  expect(servicePages).toHaveLength(serviceIds.length * (1 + cityList.length));
  for (const page of servicePages) {
    const nodes = graphOf(page.html).filter((n) => n["@type"] === "Service");
    expect(nodes, page.path).toHaveLength(1);
    const service = nodes[0]!;
    expect(service).toMatchObject({ provider: { "@id": `${SITE}/#business` }, url: `${SITE}${page.path}` });
    const offers = service.offers as Node[];
    expect(offers.length).toBeGreaterThanOrEqual(4);
    for (const offer of offers) {
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    }
    // the prices are the ones the page shows
    const text = stripTags(page.html);
    for (const offer of offers) expect(text).toContain(`$${Number(offer.price).toLocaleString("en-US")}`);
    const city = page.path.split("/")[3];
    const served = (service.areaServed as Node[]).map((c) => c.name);
    expect(served).toEqual(
      city ? [`${cityList.find((c) => c.slug === city)!.name}, TX`] : cityList.map((c) => `${c.name}, TX`),
    );
  }
});

test("structured data: every article of /blog is a BlogPosting at its anchor", () => {
  const blog = pages.find((p) => p.path === "/blog")!;
  const posts = graphOf(blog.html).filter((n) => n["@type"] === "BlogPosting");
  const anchors = [...blog.html.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]);
  expect(posts.map((p) => p.url)).toEqual(anchors.map((a) => `${SITE}/blog#${a}`));
  for (const post of posts) {
    // Google, Article: headline, image, datePublished, dateModified, author with name and url
    expect(String(post.headline).length).toBeLessThanOrEqual(110);
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.image).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
    expect(post.author).toMatchObject({ name: site.brand, url: `${SITE}/` });
    expect(post.publisher).toEqual({ "@id": `${SITE}/#business` });
    expect(blog.html).toContain(stripTags(String(post.headline)).slice(0, 40));
  }
});

test("no two service-in-city pages of one service are near-duplicates (main text: Jaccard < 0.3, 300+ own words)", () => {
  for (const service of serviceIds) {
    const texts = new Map(
      pages
        .filter((p) => p.path.startsWith(`/services/${service}/`))
        .map((p) => [p.path, stripTags(/<main[^>]*>([\s\S]*?)<\/main>/.exec(p.html)![1]!)] as const),
    );
    expect(texts.size).toBe(cityList.length);
    const report = similarityReport(texts);
    expect(report.worst.filter((w) => w.jaccard >= 0.3)).toEqual([]);
    expect(report.own.filter((o) => o.words < 300)).toEqual([]);
  }
});

test("the HTML of the server-rendered pages, as served, passes the W3C Nu checker", async ({ request }) => {
  // the pre-rendered pages are checked from the build's files by `npm run check:html` (npm test runs it after the
  // build, issue 45); here the pages only a server makes, and the home page as served (its reviews written in)
  const { url } = await bookThroughApi(request, apiBooking(dateAhead(40), "15:00", uniqueContact("nu")));
  const prerendered = new Set(prerenderPaths());
  const served = [
    ...pages.filter((p) => !prerendered.has(p.path) || p.path === "/"),
    ...(await fetchAll(request, [url, "/admin/login"])),
  ];
  expect(served.map((p) => p.path)).toEqual(
    expect.arrayContaining(["/", "/booking", "/reviews", "/privacy", "/admin/login"]),
  );
  const dir = mkdtempSync(path.join(tmpdir(), "northstar-nu-"));
  try {
    const files = served.map((page, i) => {
      const file = path.join(dir, `${i}-${page.path.replace(/\W+/g, "_")}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    expect(await nuErrors(files)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
