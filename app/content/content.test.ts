import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bundles } from "./bundles";
import { cities, getCity } from "./cities";
import { mainNav } from "./navigation";
import { pathIn, spanishPages } from "../i18n/locale";
import { prerenderPaths } from "./paths";
import { bundleSchema, citySchema, serviceIds, servicePageSchema, serviceSchema, siteConfigSchema } from "./schema";
import { servicePages } from "./service-pages";
import { findAddon, findTier, services } from "./services";
import { site } from "./site";
import { bundleListPriceOf, bundlePriceRule, catalogBundle, defaultCatalog, startingPriceOf } from "../domain/catalog";

/** Content modules hold plain typed data (no zod in the browser bundle); this test is their gate. */
describe("content data parses with its schemas", () => {
  it("site config", () => {
    expect(siteConfigSchema.parse(site)).toEqual(site);
    expect(site.promo.acceptedCodes).toContain(site.promo.code);
  });

  it("services: the three services with their tiers and add-ons", () => {
    expect(z.array(serviceSchema).parse(services)).toEqual(services);
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
    const counts = Object.fromEntries(services.map((s) => [s.id, [s.tiers.length, s.addons.length]]));
    expect(counts).toEqual({ cleaning: [9, 10], "junk-removal": [4, 6], "power-washing": [4, 6] });
    for (const s of services) {
      expect(new Set(s.tiers.map((t) => t.code)).size).toBe(s.tiers.length);
      expect(new Set(s.addons.map((a) => a.id)).size).toBe(s.addons.length);
      for (const t of s.tiers) expect(t.isCustom).toBe(t.price === null);
    }
  });

  it("service pages: each service's own page text, valid, with distinct https resource links", () => {
    expect(Object.keys(servicePages)).toEqual([...serviceIds]);
    for (const id of serviceIds) {
      const page = servicePageSchema.parse(servicePages[id]);
      expect(page).toEqual(servicePages[id]);
      expect(new Set(page.resources.map((r) => r.href)).size).toBe(page.resources.length);
    }
  });

  it("the first version of the catalog starts the services at their cheapest tiers: $150, $95, $125", () => {
    const catalog = defaultCatalog();
    expect(serviceIds.map((id) => startingPriceOf(catalog, id))).toEqual([15000, 9500, 12500]);
  });

  it("per-room add-ons are exactly the three cleaning spot/detail add-ons", () => {
    const perRoom = services.flatMap((s) => s.addons.filter((a) => a.unit === "per-room").map((a) => a.id));
    expect(perRoom).toEqual(["carpet-spot", "baseboards", "wall-spot"]);
  });

  it("bundles reference real tiers and add-ons", () => {
    expect(z.array(bundleSchema).parse(bundles)).toEqual(bundles);
    expect(bundles).toHaveLength(5);
    for (const b of bundles) {
      for (const item of b.items) {
        expect(findTier(item.service, item.tier), `${b.id}: ${item.tier}`).toBeDefined();
        for (const a of item.addons) expect(findAddon(item.service, a.id), `${b.id}: ${a.id}`).toBeDefined();
      }
    }
  });

  it.each(bundles.map((b) => [b.id, b] as const))(
    "%s: the first version of the catalog obeys the bundle rule (list, list − 15% to whole dollars, savings)",
    (id, bundle) => {
      const catalog = defaultCatalog();
      const offered = catalogBundle(catalog, id)!;
      expect(catalog.bundles.percentOff).toBe(15);
      expect(offered).toMatchObject({ id, items: bundle.items, offered: true });
      const list = bundleListPriceOf(catalog, offered.items);
      expect(offered.priceCents).toBe(bundlePriceRule(list, catalog.bundles.percentOff));
      expect(offered.priceCents % 100).toBe(0);
      // the content's table, from which the first version is made, says the same
      expect([bundle.originalPrice, bundle.bundlePrice, bundle.savings]).toEqual([
        list,
        offered.priceCents,
        list - offered.priceCents,
      ]);
    },
  );

  it("cities: 16 with unique slugs, lookup by slug", () => {
    expect(z.array(citySchema).parse(cities)).toEqual(cities);
    expect(cities).toHaveLength(16);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(16);
    expect(getCity("grand-prairie")?.name).toBe("Grand Prairie");
    expect(getCity("atlantis")).toBeUndefined();
  });

  it("navigation and pre-rendered paths are derived from the data", () => {
    expect(mainNav.map((l) => l.href)).toEqual([
      "/services/cleaning",
      "/services/junk-removal",
      "/services/power-washing",
      "/bundles",
      "/locations",
      "/about",
      "/blog",
      "/contact",
    ]);
    const paths = prerenderPaths();
    // the English pages, and the Spanish versions of some under /es (docs/decisions/0052)
    expect(paths).toHaveLength(6 + 3 + cities.length + 3 * cities.length + spanishPages().length);
    for (const path of spanishPages()) expect(paths).toContain(pathIn("es", path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
