import type { Bundle } from "./schema.ts";

const dollars = (n: number) => n * 100;

/**
 * Fixed-price packages: their words (name, features) and what each books (its items), and the figures of the FIRST
 * VERSION of the owner's catalog (docs/decisions/0038): `originalPrice`, `bundlePrice` and `savings`. Each bundle's
 * list price is the sum of its items at list price, and the bundle price is that less 15%, rounded to whole dollars
 * (proved against `defaultCatalog()` by app/content/content.test.ts). The figures are read only by
 * `defaultCatalog()`; pages show the catalog's in force (app/domain/catalog-facts.ts).
 */
export const bundles: Bundle[] = [
  {
    id: "cleaning-junk-removal",
    name: "Cleaning + Junk Removal",
    items: [
      { service: "cleaning", tier: "1", addons: [] },
      { service: "junk-removal", tier: "medium", addons: [] },
    ],
    originalPrice: dollars(325),
    bundlePrice: dollars(276),
    savings: dollars(49),
    features: ["Studio/1BR move-out clean", "Half-truck junk haul-away", "One visit, one crew schedule"],
  },
  {
    id: "power-wash-junk-removal",
    name: "Power Wash + Junk Removal",
    items: [
      { service: "power-washing", tier: "driveway-sidewalk", addons: [] },
      { service: "junk-removal", tier: "small", addons: [{ id: "appliance", quantity: 1 }] },
    ],
    originalPrice: dollars(275),
    bundlePrice: dollars(234),
    savings: dollars(41),
    features: ["Driveway and sidewalk wash", "Quarter-truck junk haul-away", "One old appliance hauled off"],
  },
  {
    id: "full-property-refresh",
    name: "Full Property Refresh",
    items: [
      { service: "cleaning", tier: "3", addons: [] },
      { service: "junk-removal", tier: "medium", addons: [] },
      { service: "power-washing", tier: "front-house", addons: [] },
    ],
    originalPrice: dollars(525),
    bundlePrice: dollars(446),
    savings: dollars(79),
    features: [
      "3BR/2BA deep clean",
      "Half-truck junk haul-away",
      "Front-of-house wash",
      "All three services, one booking",
    ],
  },
  {
    id: "exterior-refresh",
    name: "Exterior Refresh",
    items: [
      { service: "power-washing", tier: "driveway-sidewalk", addons: [] },
      { service: "junk-removal", tier: "medium", addons: [] },
    ],
    originalPrice: dollars(325),
    bundlePrice: dollars(276),
    savings: dollars(49),
    features: [
      "Driveway and sidewalk wash",
      "Half-truck haul of yard debris and garage clutter",
      "Curb appeal in one visit",
    ],
  },
  {
    id: "move-out-complete",
    name: "Move-Out Complete",
    items: [
      { service: "cleaning", tier: "3", addons: [] },
      { service: "junk-removal", tier: "large", addons: [] },
      { service: "power-washing", tier: "front-house", addons: [] },
    ],
    originalPrice: dollars(575),
    bundlePrice: dollars(489),
    savings: dollars(86),
    features: [
      "3BR/2BA move-out clean",
      "Three-quarter-truck haul-away",
      "Front-of-house wash",
      "Hand back the keys with confidence",
    ],
  },
];

export function getBundle(id: string) {
  return bundles.find((b) => b.id === id);
}
