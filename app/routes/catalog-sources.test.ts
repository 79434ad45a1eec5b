/**
 * Issue 38: no page shows a figure compiled from the typed content (docs/decisions/0038). The prices, add-ons,
 * bundles' prices, promo code, percents and hours in app/content (services.ts, bundles.ts, site.ts) are the FIRST
 * VERSION of the owner's catalog, read only by `defaultCatalog()`; a component or a route shows the catalog in force,
 * which its loader sends. This reads every component and route module (not the server's `*.server.ts` modules, not
 * the owner's dashboard, `admin*`, which edits the catalog itself) and fails on any that reads one of those figures.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "..");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const relative = (file: string) => path.relative(path.dirname(APP), file);

/** The modules that show pages: components, hooks, routes and the root, without tests, server modules, the dashboard. */
const pageModules = [
  ...filesUnder(path.join(APP, "components")),
  ...filesUnder(path.join(APP, "hooks")),
  ...filesUnder(path.join(APP, "routes")),
  path.join(APP, "root.tsx"),
].filter((file) => {
  const name = path.basename(file);
  return !/\.test\.tsx?$/.test(name) && !/\.server\.tsx?$/.test(name) && !name.startsWith("admin");
});

/** A figure of the first version, read from the content: what it reads, and how to find it. */
const FIRST_VERSION_FIGURES: { what: string; pattern: RegExp; onlyWhenImporting?: RegExp }[] = [
  { what: "site.promo (the catalog's promo codes)", pattern: /\bsite\.promo\b/ },
  { what: "site.multiServiceDiscountPercent", pattern: /\bsite\.multiServiceDiscountPercent\b/ },
  { what: "site.hours (the catalog's week)", pattern: /\bsite\.hours\b/ },
  { what: "startingPrice() of the content", pattern: /\bstartingPrice\(/ },
  {
    // the catalog's own fields are `priceCents` and `offered`; `unit` and `maxQuantity` have the same names in both
    what: "a price of a content tier, add-on or bundle",
    pattern: /\.(?:price|bundlePrice|originalPrice|savings|isCustom)\b/,
    onlyWhenImporting: /from\s+["'](?:~\/content|(?:\.\.\/)+content)\/(?:services|bundles)(?:\.ts)?["']/,
  },
];

/** Each line of `text` that reads a first-version figure, as "file:line: what". */
function offences(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return FIRST_VERSION_FIGURES.flatMap(({ what, pattern, onlyWhenImporting }) => {
    if (onlyWhenImporting && !onlyWhenImporting.test(text)) return [];
    return text
      .split("\n")
      .flatMap((line, i) =>
        pattern.test(line) && !/^\s*(?:\/\/|\*|\/\*)/.test(line) ? [`${relative(file)}:${i + 1}: ${what}`] : [],
      );
  });
}

describe("pages show the owner's catalog in force, never the content's first version", () => {
  it("reads the modules it should", () => {
    const names = pageModules.map(relative);
    expect(names).toContain("app/routes/home.tsx");
    expect(names).toContain("app/components/cards/tier-card.tsx");
    expect(names).toContain("app/components/layout/promo-banner.tsx");
    expect(names).toContain("app/root.tsx");
    expect(names.some((n) => n.includes("admin") && n.startsWith("app/routes/"))).toBe(false);
    expect(names.filter((n) => n.endsWith(".server.ts"))).toEqual([]);
    expect(pageModules.length).toBeGreaterThan(80);
  });

  it("finds what it looks for (a module that reads the content's figures fails)", () => {
    const sample = path.join(APP, "components", "layout", "promo-banner.tsx");
    const text = readFileSync(sample, "utf8");
    const lines = [
      'import { services } from "~/content/services";',
      "const a = site.promo.code;",
      "const b = `${site.multiServiceDiscountPercent}%`;",
      "const c = site.hours.label;",
      "const d = formatCents(startingPrice(id));",
      "const e = tier.price;",
    ];
    const found = FIRST_VERSION_FIGURES.filter(
      ({ pattern, onlyWhenImporting }) =>
        lines.some((line) => pattern.test(line)) && (!onlyWhenImporting || onlyWhenImporting.test(lines.join("\n"))),
    );
    expect(found).toHaveLength(FIRST_VERSION_FIGURES.length);
    expect(offences(sample)).toEqual([]);
    expect(text.length).toBeGreaterThan(0);
  });

  it("no component or route reads a price, a percent, a promo code or the hours from the content", () => {
    expect(pageModules.flatMap(offences)).toEqual([]);
  });
});
