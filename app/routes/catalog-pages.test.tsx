/**
 * Issue 38: every public page shows the owner's catalog in force, from its loaders (docs/decisions/0038). This runs
 * the real loaders (the root's and each page's) with a catalog that is not the first version, renders the real route
 * components with what they returned, as the server does when it renders the pages again after a change, and finds
 * the new figures where the old ones were: a 2BR/2BA clean at $237 (was $200), a studio at $160 (was $150), the
 * SPRING20 code at 20% off (was NSPS15 at 15%), 10% for two services (was 15%), a retired add-on and tier, shorter
 * hours. Then a catalog without an advertised code: no code, and no sentence about one.
 */
import type * as React from "react";
import { Outlet, useLoaderData, type RouteObject } from "react-router";
import { DomUtils, parseDocument } from "htmlparser2";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { type Catalog, defaultCatalog } from "~/domain/catalog";
import type { CatalogWords } from "~/domain/catalog-words";
import { pageGraph, serviceNode } from "~/seo/structured-data";
import { getService } from "~/content/services";
import { renderRoutes, textOf } from "../../tests/support/render-route";

let catalog: Catalog = defaultCatalog();
vi.mock("~/catalog/catalog.server", () => ({ getCatalog: () => catalog }));

const root = await import("~/root");
const home = await import("./home");
const service = await import("./service");
const serviceCity = await import("./service-city");
const bundles = await import("./bundles");
const contact = await import("./contact");

/** The first version, changed as an owner would from the dashboard. */
function ownersCatalog(): Catalog {
  const next = structuredClone(defaultCatalog());
  next.version = 7;
  const cleaning = next.services.find((s) => s.id === "cleaning")!;
  cleaning.tiers.find((t) => t.code === "2")!.priceCents = 23700;
  cleaning.tiers.find((t) => t.code === "1")!.priceCents = 16000;
  cleaning.tiers.find((t) => t.code === "4-3bath")!.offered = false;
  cleaning.addons.find((a) => a.id === "oven")!.offered = false;
  // the studio clean is in this bundle: its list price is now $335, its price $285 (the rule: less 15%)
  next.bundles.items.find((b) => b.id === "cleaning-junk-removal")!.priceCents = 28500;
  next.discounts.multiServicePercent = 10;
  next.promoCodes = [
    {
      code: "SPRING20",
      percentOff: 20,
      amountOffCents: null,
      firstOrderOnly: true,
      oncePerCustomer: true,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      active: true,
    },
    ...next.promoCodes.map((p) => ({ ...p, active: false })),
  ];
  next.week = { ...next.week, openWeekdays: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "18:00" };
  return next;
}

/** A route module's component, given its loader's data as the framework gives it. */
const page = (Component: unknown) =>
  function Page() {
    const Route = Component as (props: { loaderData: unknown }) => React.ReactNode;
    return <Route loaderData={useLoaderData()} />;
  };

/** A route module's loader, called as the framework calls it (these read `params` only). */
const loader = (fn: unknown) => fn as RouteObject["loader"];

/** The layout's parts that show the catalog (the promo banner, the footer), from the root loader's words. */
function Shell() {
  const { words } = useLoaderData() as { words: CatalogWords };
  return (
    <>
      <SiteHeader words={words} />
      <Outlet />
      <SiteFooter hoursLabel={words.hoursLabel} />
    </>
  );
}

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: loader(root.loader),
    Component: Shell,
    children: [
      { id: "routes/home", index: true, loader: loader(home.loader), Component: page(home.default) },
      {
        id: "routes/service",
        path: "services/:service",
        loader: loader(service.loader),
        Component: page(service.default),
      },
      {
        id: "routes/service-city",
        path: "services/:service/:city",
        loader: loader(serviceCity.loader),
        Component: page(serviceCity.default),
      },
      { id: "routes/bundles", path: "bundles", loader: loader(bundles.loader), Component: page(bundles.default) },
      { id: "routes/contact", path: "contact", loader: loader(contact.loader), Component: page(contact.default) },
    ],
  },
];

/** `path` rendered on the server with its loaders' data: its HTML and its visible text. */
async function render(path: string) {
  const page = await renderRoutes(routes, new Request(`http://localhost${path}`));
  if (page.response || page.status >= 400) throw new Error(`${path} answered ${page.status}`);
  return page;
}

/** The text of each element carrying `data-testid="<id>"`, in document order. */
const parts = (html: string, id: string) =>
  DomUtils.findAll((e) => e.attribs["data-testid"] === id, parseDocument(html).children).map((e) =>
    textOf(DomUtils.getOuterHTML(e)).trim(),
  );

describe("the pages show the owner's catalog in force, from their loaders", () => {
  beforeEach(() => {
    catalog = ownersCatalog();
  });

  it("home: the banner, hero, starting prices, bundles, slides and FAQ name the new figures", async () => {
    const { text, html } = await render("/");
    expect(text).toContain("Save 20% on your first order with code SPRING20");
    expect(text).toContain("Bundle any two services and save 10%");
    expect(text).toContain("Monday to Saturday, 8:00 AM to 6:00 PM");
    expect(text).toContain("20% Off for First-Time Customers!");
    expect(parts(html, "starting-price")).toEqual(["$160", "$95", "$125"]);
    expect(text).toContain("Book any two services together and save 10%, or pick one of our ready-made packages.");
    expect(text).toContain("Bundle Any Two Services, Save 10%");
    expect(text).toContain("Enter promo code SPRING20 when you book your first order and you get 20% off");
    expect(text).toContain("We work Monday to Saturday, 8:00 AM to 6:00 PM. Same-day service");
    const refresh = parts(html, "bundle-card").find((card) => card.includes("Cleaning + Junk Removal"));
    expect(refresh).toMatch(/^Save \$50 Cleaning \+ Junk Removal \$285 Regular price \$335/);
    // none of the first version's figures where these are now
    expect(text).not.toMatch(/NSPS15|NSRS15|15%|\$150|Every day/);
  });

  it("a service page: the tier cards and add-ons of the catalog, with its prices; nothing retired", async () => {
    const { text, html, loaderData } = await render("/services/cleaning");
    const tiers = parts(html, "tier-card");
    expect(tiers.find((t) => t.startsWith("2BR/2BA"))).toMatch(/^2BR\/2BA \$237 flat rate/);
    expect(tiers.find((t) => t.startsWith("Studio/1BR/1BA"))).toMatch(/^Studio\/1BR\/1BA \$160 flat rate/);
    expect(tiers.map((t) => t.split(" ")[0])).not.toContain("4BR/3BA");
    expect(tiers).toHaveLength(8);
    expect(text).toContain("Starting at $160");
    expect(text).toContain("Book any two services together and save 10%.");
    expect(text).toContain("Bundle any two services and save 10%");
    const addons = parts(html, "addon");
    expect(addons).toHaveLength(9);
    expect(addons.join(" ")).not.toContain("Inside oven");
    expect(text).not.toMatch(/\$200|NSPS15|15%/);
    // its structured data, made on the server from the same catalog
    const node = serviceNode(getService("cleaning")!, catalog, { siteUrl: "https://x.example", url: "https://x" });
    const offers = (node.offers as unknown as { name: string; price: string }[]).map((o) => `${o.name}: ${o.price}`);
    expect(offers).toContain("Move In/Out Cleaning: 2BR/2BA: 237.00");
    expect(offers.join(" ")).not.toMatch(/200\.00|4BR\/3BA/);
    expect(loaderData["routes/service"]).toMatchObject({ from: 16000 });
  });

  it("the bundles page: each offered bundle's price, list price and savings, and the rule's percents", async () => {
    const { text, html } = await render("/bundles");
    const card = parts(html, "bundle-card").find((c) => c.includes("Cleaning + Junk Removal"));
    expect(card).toMatch(/^Save \$50 Cleaning \+ Junk Removal \$285 Regular price \$335/);
    expect(text).toContain("Any two services, 10% off");
    expect(text).toContain("and 10% comes off the service prices automatically");
    expect(text).toContain("The packages below take 15% off the combinations our customers book most");
    expect(text).toContain("Move In/Out Cleaning from $160");
    expect(text).toContain("Save 20% on your first order with code SPRING20");
    expect(text).not.toMatch(/NSPS15|\$150|Any two services, 15%/);
  });

  it("a bundle no longer offered is not shown, nor counted", async () => {
    catalog.bundles.items.find((b) => b.id === "move-out-complete")!.offered = false;
    const { html } = await render("/bundles");
    expect(parts(html, "bundle-card")).toHaveLength(4);
    expect(html).not.toContain("Move-Out Complete");
    const { text } = await render("/services/junk-removal");
    expect(text).toContain("or choose one of our 4 ready-made packages");
  });

  it("a service in a city: its prices, and no worked example once the example's add-on is retired", async () => {
    const dallas = await render("/services/cleaning/dallas");
    expect(dallas.text).not.toContain("A worked example");
    expect(parts(dallas.html, "tier-card").find((t) => t.startsWith("2BR/2BA"))).toMatch(/\$237 flat rate/);
    expect(dallas.text).toContain("Starting at $160");
    catalog = defaultCatalog();
    const before = await render("/services/cleaning/dallas");
    expect(before.text).toContain("A worked example");
    expect(before.text).toContain("Inside oven");
  });

  it("the contact page: the week's hours and the code of the catalog", async () => {
    const { text } = await render("/contact");
    expect(text).toContain("Hours Monday to Saturday 8:00 AM to 6:00 PM");
    expect(text).toContain("Use this code when you book for 20% off your first order.");
    expect(text).toContain("SPRING20");
    expect(text).not.toMatch(/NSPS15|15%/);
  });

  it("the structured data's hours and price range are the catalog's", () => {
    const graph = pageGraph("https://x.example", catalog, []);
    const business = graph["@graph"][0] as unknown as {
      priceRange?: string;
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    expect(business.priceRange).toBe("$95-$295");
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "08:00",
        closes: "18:00",
      },
    ]);
  });
});

describe("a catalog without an advertised promo code", () => {
  beforeEach(() => {
    catalog = ownersCatalog();
    catalog.promoCodes = catalog.promoCodes.map((p) => ({ ...p, active: false }));
  });

  it("names no code and says no sentence about one, on the home page and the contact page", async () => {
    const { text } = await render("/");
    expect(text).not.toMatch(/promo code|with code|SPRING20|NSPS15|First-Time Customers|first-time customers\?/i);
    expect(text).not.toMatch(/Enter\s+(?:for|when|on)|\s%|save\s+off/i);
    expect(text).toContain("Bundle any two services and save 10%");
    expect(text).toContain("Monday to Saturday, 8:00 AM to 6:00 PM");
    const contactPage = await render("/contact");
    expect(contactPage.text).not.toMatch(/First-time customer\?|Copy Code|SPRING20/);
  });

  it("leaves out a city page's FAQ about the code, and keeps the others", async () => {
    catalog = ownersCatalog();
    const withCode = await render("/services/junk-removal/mckinney");
    catalog.promoCodes = [];
    const without = await render("/services/junk-removal/mckinney");
    const faqs = (data: Record<string, unknown>) =>
      (data["routes/service-city"] as { faqs: { question: string; answer: string }[] }).faqs;
    expect(faqs(withCode.loaderData).length).toBe(5);
    expect(faqs(without.loaderData).length).toBe(4);
    expect(without.text).not.toMatch(/\{|\}|Enter\s+on/);
  });
});
