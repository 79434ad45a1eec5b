import type { Service, ServiceId } from "./schema.ts";

const dollars = (n: number) => n * 100;

/**
 * The three services: their words (titles, descriptions, features, tier descriptions), and the figures of the FIRST
 * VERSION of the owner's catalog (docs/decisions/0038): each tier's `price` and `minutes` (how long the crew works
 * on it; a cleaning takes 3 to 6 hours by size, TYPICAL_CLEANING_HOURS) and each add-on's `price`, `minutes` (per
 * unit), `unit` and `maxQuantity` (docs/decisions/0044). Those figures are read only by `defaultCatalog()` (app/domain/catalog.ts), which makes the catalog's
 * first version from them; from then on the catalog in the database is the one source of prices and of what is
 * offered. No page shows them: a page's loader sends the catalog's (app/domain/catalog-facts.ts), and a test holds
 * components and routes to it (app/routes/catalog-sources.test.ts).
 */
export const services: Service[] = [
  {
    id: "cleaning",
    title: "Move In/Out Cleaning",
    shortTitle: "Cleaning",
    description:
      "A top-to-bottom clean of an empty home, priced by bedrooms and bathrooms, so you get your deposit back or move into a place that is ready.",
    features: [
      "Flat price by bedrooms and bathrooms",
      "Inside cabinets, drawers and closets",
      "Kitchen and bathrooms degreased and descaled",
      "Landlord-ready walkthrough checklist",
    ],
    image: {
      src: "/images/services/cleaning.svg",
      alt: "Illustration of a clean, empty living room with a mop and bucket",
      width: 480,
      height: 320,
    },
    tierParam: "rooms",
    tiers: [
      { code: "1", label: "Studio/1BR/1BA", price: dollars(150), minutes: 180, isCustom: false },
      { code: "1-2bath", label: "1BR/2BA", price: dollars(175), minutes: 210, isCustom: false },
      { code: "2-1bath", label: "2BR/1BA", price: dollars(175), minutes: 210, isCustom: false },
      { code: "2", label: "2BR/2BA", price: dollars(200), minutes: 240, isCustom: false },
      { code: "3", label: "3BR/2BA", price: dollars(225), minutes: 270, isCustom: false },
      { code: "3-3bath", label: "3BR/3BA", price: dollars(250), minutes: 300, isCustom: false },
      { code: "4", label: "4BR/2BA", price: dollars(275), minutes: 330, isCustom: false },
      { code: "4-3bath", label: "4BR/3BA", price: dollars(300), minutes: 360, isCustom: false },
      {
        code: "custom",
        label: "5+BR/3+BA",
        description:
          "Larger homes: book your visit as a quote request and we confirm a flat price before any work starts.",
        price: null,
        minutes: 420,
        isCustom: true,
      },
    ],
    addons: [
      {
        id: "refrigerator",
        label: "Inside refrigerator",
        price: dollars(25),
        minutes: 30,
        unit: "each",
        maxQuantity: 4,
      },
      { id: "oven", label: "Inside oven", price: dollars(25), minutes: 30, unit: "each", maxQuantity: 4 },
      { id: "dishwasher", label: "Inside dishwasher", price: dollars(15), minutes: 15, unit: "each", maxQuantity: 4 },
      { id: "washer-dryer", label: "Washer/dryer", price: dollars(20), minutes: 20, unit: "each", maxQuantity: 4 },
      {
        id: "cabinet-pantry",
        label: "Cabinet/pantry wipe-out",
        price: dollars(15),
        minutes: 10,
        unit: "each",
        maxQuantity: 10,
      },
      { id: "windows", label: "Interior windows", price: dollars(30), minutes: 10, unit: "each", maxQuantity: 10 },
      {
        id: "garage-attic",
        label: "Garage/attic sweep-out",
        price: dollars(50),
        minutes: 45,
        unit: "each",
        maxQuantity: 4,
      },
      {
        id: "carpet-spot",
        label: "Carpet spot treatment",
        price: dollars(20),
        minutes: 15,
        unit: "per-room",
        maxQuantity: 10,
      },
      {
        id: "baseboards",
        label: "Baseboard detailing",
        price: dollars(15),
        minutes: 15,
        unit: "per-room",
        maxQuantity: 10,
      },
      {
        id: "wall-spot",
        label: "Wall spot cleaning",
        price: dollars(15),
        minutes: 10,
        unit: "per-room",
        maxQuantity: 10,
      },
    ],
  },
  {
    id: "junk-removal",
    title: "Junk Removal",
    shortTitle: "Junk Removal",
    description:
      "Furniture, appliances, yard debris and garage clutter hauled away, priced by how much of the truck you fill. We donate and recycle what we can.",
    features: [
      "Priced by truck load, no hidden dump fees",
      "Two-person crew does all the lifting",
      "Donation and recycling first, landfill last",
      "Swept clean when we leave",
    ],
    image: {
      src: "/images/services/junk-removal.svg",
      alt: "Illustration of a box truck loaded with an old sofa and boxes",
      width: 480,
      height: 320,
    },
    tierParam: "load",
    tiers: [
      {
        code: "small",
        label: "Small Load",
        description: "Quarter truck: a sofa and a few boxes, or a single room's worth",
        price: dollars(95),
        minutes: 60,
        isCustom: false,
      },
      {
        code: "medium",
        label: "Medium Load",
        description: "Half truck: a bedroom set or a small garage corner",
        price: dollars(175),
        minutes: 90,
        isCustom: false,
      },
      {
        code: "large",
        label: "Large Load",
        description: "Three-quarter truck: several rooms or a garage clean-out",
        price: dollars(225),
        minutes: 120,
        isCustom: false,
      },
      {
        code: "full",
        label: "Full Load",
        description: "Full truck: a whole-home or estate clean-out",
        price: dollars(295),
        minutes: 180,
        isCustom: false,
      },
    ],
    addons: [
      { id: "appliance", label: "Appliance haul-away", price: dollars(30), minutes: 15, unit: "each", maxQuantity: 6 },
      {
        id: "mattress",
        label: "Mattress or box spring",
        price: dollars(25),
        minutes: 10,
        unit: "each",
        maxQuantity: 6,
      },
      { id: "tv-monitor", label: "TV or monitor", price: dollars(20), minutes: 5, unit: "each", maxQuantity: 6 },
      { id: "tire", label: "Tire", price: dollars(10), minutes: 5, unit: "each", maxQuantity: 8 },
      { id: "stove-oven", label: "Stove/oven", price: dollars(25), minutes: 15, unit: "each", maxQuantity: 4 },
      { id: "fridge", label: "Refrigerator", price: dollars(30), minutes: 20, unit: "each", maxQuantity: 4 },
    ],
  },
  {
    id: "power-washing",
    title: "Power Washing",
    shortTitle: "Power Washing",
    description:
      "Siding, driveways, decks and roofs washed at the right pressure for each surface, so grime, mildew and Texas red clay come off without damage.",
    features: [
      "Soft wash for siding, high pressure only where it is safe",
      "Biodegradable detergents, plants rinsed and protected",
      "Stripe-free surface cleaner on concrete",
      "Flat price per area",
    ],
    image: {
      src: "/images/services/power-washing.svg",
      alt: "Illustration of a pressure washer cleaning a driveway in front of a house",
      width: 480,
      height: 320,
    },
    tierParam: "area",
    tiers: [
      {
        code: "front-house",
        label: "Front of House",
        description: "Front elevation siding or brick, porch and entry",
        price: dollars(125),
        minutes: 120,
        isCustom: false,
      },
      {
        code: "driveway-sidewalk",
        label: "Driveway & Sidewalk",
        description: "Standard two-car driveway and the public sidewalk",
        price: dollars(150),
        minutes: 90,
        isCustom: false,
      },
      {
        code: "deck-patio",
        label: "Deck & Patio",
        description: "Wood or composite deck, or a concrete or paver patio",
        price: dollars(175),
        minutes: 120,
        isCustom: false,
      },
      {
        code: "gutter-roof",
        label: "Gutter & Roof",
        description: "Soft wash of roof streaks and gutter faces",
        price: dollars(200),
        minutes: 180,
        isCustom: false,
      },
    ],
    addons: [
      { id: "fence", label: "Fence", price: dollars(75), minutes: 60, unit: "each", maxQuantity: 4 },
      { id: "gutter-flush", label: "Gutter flush", price: dollars(40), minutes: 45, unit: "each", maxQuantity: 2 },
      {
        id: "driveway-extension",
        label: "Driveway extension",
        price: dollars(50),
        minutes: 30,
        unit: "each",
        maxQuantity: 4,
      },
      {
        id: "garage-shed",
        label: "Detached garage or shed",
        price: dollars(40),
        minutes: 45,
        unit: "each",
        maxQuantity: 4,
      },
      { id: "pool-deck", label: "Pool deck", price: dollars(50), minutes: 45, unit: "each", maxQuantity: 2 },
      {
        id: "walkway-steps",
        label: "Front walkway or steps",
        price: dollars(25),
        minutes: 20,
        unit: "each",
        maxQuantity: 4,
      },
    ],
  },
];

/**
 * How long a move in/out cleaning typically takes, in hours (the original site's city FAQs: 3-6
 * hours). One fact, one place: every cleaning page's FAQs state it through `typicalCleaningTime`.
 */
export const TYPICAL_CLEANING_HOURS = { min: 3, max: 6 } as const;

/** The typical cleaning time as the FAQs write it, e.g. "3-6 hours". */
export const typicalCleaningTime = `${TYPICAL_CLEANING_HOURS.min}-${TYPICAL_CLEANING_HOURS.max} hours`;

export function getService(id: string) {
  return services.find((s) => s.id === id);
}

export function isServiceId(id: string): id is ServiceId {
  return services.some((s) => s.id === id);
}

/**
 * Lowest priced tier of a service in the FIRST VERSION of the catalog, in cents. Pages show the catalog's in force
 * (`startingPriceOf`, app/domain/catalog.ts), never this.
 */
export function startingPrice(id: ServiceId): number {
  const prices = getService(id)!.tiers.flatMap((t) => (t.price === null ? [] : [t.price]));
  return Math.min(...prices);
}

export function findTier(service: ServiceId, code: string) {
  return getService(service)?.tiers.find((t) => t.code === code);
}

export function findAddon(service: ServiceId, id: string) {
  return getService(service)?.addons.find((a) => a.id === id);
}
