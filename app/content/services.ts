import type { Service, ServiceId } from "./schema";

const dollars = (n: number) => n * 100;

export const services: Service[] = [
  {
    id: "cleaning",
    title: "Move In/Out Cleaning",
    shortTitle: "Cleaning",
    description:
      "A top-to-bottom clean of an empty home, priced by bedrooms and bathrooms, so you get your deposit back or move into a place that is ready.",
    intro: [
      "Moving is hard enough without scrubbing an empty apartment at midnight. Our move in/out cleaning covers every room from ceiling fans to baseboards, inside the cabinets and drawers, bathrooms descaled, kitchen degreased and floors finished last.",
      "You pay a flat price set by the size of the home. Add the extras you need, like the inside of the oven or the refrigerator, and you see the total before you book.",
    ],
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
    tierHeading: "Pricing by home size",
    tiers: [
      { code: "1", label: "Studio/1BR/1BA", price: dollars(150), isCustom: false },
      { code: "1-2bath", label: "1BR/2BA", price: dollars(175), isCustom: false },
      { code: "2-1bath", label: "2BR/1BA", price: dollars(175), isCustom: false },
      { code: "2", label: "2BR/2BA", price: dollars(200), isCustom: false },
      { code: "3", label: "3BR/2BA", price: dollars(225), isCustom: false },
      { code: "3-3bath", label: "3BR/3BA", price: dollars(250), isCustom: false },
      { code: "4", label: "4BR/2BA", price: dollars(275), isCustom: false },
      { code: "4-3bath", label: "4BR/3BA", price: dollars(300), isCustom: false },
      {
        code: "custom",
        label: "5+BR/3+BA",
        description:
          "Larger homes: book your visit as a quote request and we confirm a flat price before any work starts.",
        price: null,
        isCustom: true,
      },
    ],
    addons: [
      { id: "refrigerator", label: "Inside refrigerator", price: dollars(25), unit: "each", maxQuantity: 4 },
      { id: "oven", label: "Inside oven", price: dollars(25), unit: "each", maxQuantity: 4 },
      { id: "dishwasher", label: "Inside dishwasher", price: dollars(15), unit: "each", maxQuantity: 4 },
      { id: "washer-dryer", label: "Washer/dryer", price: dollars(20), unit: "each", maxQuantity: 4 },
      { id: "cabinet-pantry", label: "Cabinet/pantry wipe-out", price: dollars(15), unit: "each", maxQuantity: 10 },
      { id: "windows", label: "Interior windows", price: dollars(30), unit: "each", maxQuantity: 10 },
      { id: "garage-attic", label: "Garage/attic sweep-out", price: dollars(50), unit: "each", maxQuantity: 4 },
      { id: "carpet-spot", label: "Carpet spot treatment", price: dollars(20), unit: "per-room", maxQuantity: 10 },
      { id: "baseboards", label: "Baseboard detailing", price: dollars(15), unit: "per-room", maxQuantity: 10 },
      { id: "wall-spot", label: "Wall spot cleaning", price: dollars(15), unit: "per-room", maxQuantity: 10 },
    ],
    resourcesHeading: "Cleaning resources",
    resources: [
      {
        label: "EPA Safer Choice",
        href: "https://www.epa.gov/saferchoice",
        description: "Find cleaning products that meet the EPA's safer-chemistry standard.",
      },
      {
        label: "EPA: Care for Your Air",
        href: "https://www.epa.gov/indoor-air-quality-iaq/care-your-air-guide-indoor-air-quality",
        description: "How cleaning, ventilation and moisture control affect the air in your home.",
      },
      {
        label: "Texas Attorney General: Renters' Rights",
        href: "https://www.texasattorneygeneral.gov/consumer-protection/home-real-estate-and-travel/renters-rights",
        description: "What Texas law says about security deposits and move-out deductions.",
      },
    ],
    whyChoose: [
      "Flat price by home size, shown before you book",
      "Background-checked, insured cleaners who bring their own supplies",
      "Landlord-ready checklist: inside cabinets, appliances on request, baseboards and fixtures",
      "Satisfaction guaranteed: we come back and redo it, or refund you",
    ],
  },
  {
    id: "junk-removal",
    title: "Junk Removal",
    shortTitle: "Junk Removal",
    description:
      "Furniture, appliances, yard debris and garage clutter hauled away, priced by how much of the truck you fill. We donate and recycle what we can.",
    intro: [
      "Point at it and it's gone. Our two-person crews carry everything out from wherever it sits, load the truck, sweep up and haul it away the same visit.",
      "The price depends on how much of our truck your items fill, from a quarter load for a few pieces of furniture to a full load for a whole-house clean-out. Usable items go to local donation centres and metal, electronics and cardboard are recycled.",
    ],
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
    tierHeading: "Pricing by truck load",
    tiers: [
      {
        code: "small",
        label: "Small Load",
        description: "Quarter truck: a sofa and a few boxes, or a single room's worth",
        price: dollars(95),
        isCustom: false,
      },
      {
        code: "medium",
        label: "Medium Load",
        description: "Half truck: a bedroom set or a small garage corner",
        price: dollars(175),
        isCustom: false,
      },
      {
        code: "large",
        label: "Large Load",
        description: "Three-quarter truck: several rooms or a garage clean-out",
        price: dollars(225),
        isCustom: false,
      },
      {
        code: "full",
        label: "Full Load",
        description: "Full truck: a whole-home or estate clean-out",
        price: dollars(295),
        isCustom: false,
      },
    ],
    addons: [
      { id: "appliance", label: "Appliance haul-away", price: dollars(30), unit: "each", maxQuantity: 6 },
      { id: "mattress", label: "Mattress or box spring", price: dollars(25), unit: "each", maxQuantity: 6 },
      { id: "tv-monitor", label: "TV or monitor", price: dollars(20), unit: "each", maxQuantity: 6 },
      { id: "tire", label: "Tire", price: dollars(10), unit: "each", maxQuantity: 8 },
      { id: "stove-oven", label: "Stove/oven", price: dollars(25), unit: "each", maxQuantity: 4 },
      { id: "fridge", label: "Refrigerator", price: dollars(30), unit: "each", maxQuantity: 4 },
    ],
    resourcesHeading: "Donation and recycling",
    resources: [
      {
        label: "Habitat for Humanity ReStores",
        href: "https://www.habitat.org/restores",
        description: "Donate furniture, appliances and building materials to fund local homes.",
      },
      {
        label: "Goodwill",
        href: "https://www.goodwill.org/donate/",
        description: "Donate clothing and household goods to support job training.",
      },
      {
        label: "EPA: Electronics Donation and Recycling",
        href: "https://www.epa.gov/recycle/electronics-donation-and-recycling",
        description: "Why TVs, monitors and computers should never go to the landfill.",
      },
      {
        label: "Earth911 Recycling Search",
        href: "https://search.earth911.com/",
        description: "Find where to recycle almost anything near your ZIP code.",
      },
    ],
    whyChoose: [
      "Flat price by truck load: you know the cost before we lift a thing",
      "Two-person crew carries everything out, from attics to backyards",
      "Donation and recycling first, landfill last",
      "Licensed, insured and background-checked",
    ],
  },
  {
    id: "power-washing",
    title: "Power Washing",
    shortTitle: "Power Washing",
    description:
      "Siding, driveways, decks and roofs washed at the right pressure for each surface, so grime, mildew and Texas red clay come off without damage.",
    intro: [
      "North Texas heat, spring storms and red clay leave their mark on every house. We wash siding and brick with soft-wash pressure, and concrete with a surface cleaner that leaves no stripes.",
      "Prices are flat per area of the property. We use biodegradable detergents and protect plants, outlets and light fixtures before we start.",
    ],
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
    tierHeading: "Pricing by area",
    tiers: [
      {
        code: "front-house",
        label: "Front of House",
        description: "Front elevation siding or brick, porch and entry",
        price: dollars(125),
        isCustom: false,
      },
      {
        code: "driveway-sidewalk",
        label: "Driveway & Sidewalk",
        description: "Standard two-car driveway and the public sidewalk",
        price: dollars(150),
        isCustom: false,
      },
      {
        code: "deck-patio",
        label: "Deck & Patio",
        description: "Wood or composite deck, or a concrete or paver patio",
        price: dollars(175),
        isCustom: false,
      },
      {
        code: "gutter-roof",
        label: "Gutter & Roof",
        description: "Soft wash of roof streaks and gutter faces",
        price: dollars(200),
        isCustom: false,
      },
    ],
    addons: [
      { id: "fence", label: "Fence", price: dollars(75), unit: "each", maxQuantity: 4 },
      { id: "gutter-flush", label: "Gutter flush", price: dollars(40), unit: "each", maxQuantity: 2 },
      { id: "driveway-extension", label: "Driveway extension", price: dollars(50), unit: "each", maxQuantity: 4 },
      { id: "garage-shed", label: "Detached garage or shed", price: dollars(40), unit: "each", maxQuantity: 4 },
      { id: "pool-deck", label: "Pool deck", price: dollars(50), unit: "each", maxQuantity: 2 },
      { id: "walkway-steps", label: "Front walkway or steps", price: dollars(25), unit: "each", maxQuantity: 4 },
    ],
    resourcesHeading: "Environmental resources",
    resources: [
      {
        label: "EPA: Stormwater Basics",
        href: "https://www.epa.gov/npdes/npdes-stormwater-program",
        description: "Why wash water should not carry soap and grime into storm drains.",
      },
      {
        label: "EPA: Soak Up the Rain",
        href: "https://www.epa.gov/soakuptherain",
        description: "Simple ways to keep rainwater and runoff on your property.",
      },
      {
        label: "TCEQ: Take Care of Texas",
        href: "https://takecareoftexas.org/",
        description: "Texas Commission on Environmental Quality tips for cleaner water and air.",
      },
    ],
    whyChoose: [
      "Right pressure for each surface: soft wash for siding and roofs",
      "Biodegradable detergents, plants and fixtures protected",
      "Flat price per area, quoted before we arrive",
      "Licensed and insured, satisfaction guaranteed",
    ],
  },
];

export function getService(id: string) {
  return services.find((s) => s.id === id);
}

export function isServiceId(id: string): id is ServiceId {
  return services.some((s) => s.id === id);
}

/** Lowest priced tier of a service, in cents: the "Starting at" figure. */
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
