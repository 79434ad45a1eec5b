import type { ServiceId, ServicePage } from "./schema";

/**
 * What only a service's own page shows: its introduction, pricing heading, reasons and links. Kept apart from
 * services.ts (names, tiers and add-ons, which every page's navigation, cards and booking form use) so that this
 * text reaches the browser as the service page's loader data, not in every page's JavaScript (docs/decisions/0019).
 */
export const servicePages: Record<ServiceId, ServicePage> = {
  cleaning: {
    intro: [
      "Moving is hard enough without scrubbing an empty apartment at midnight. Our move in/out cleaning covers every room from ceiling fans to baseboards, inside the cabinets and drawers, bathrooms descaled, kitchen degreased and floors finished last.",
      "You pay a flat price set by the size of the home. Add the extras you need, like the inside of the oven or the refrigerator, and you see the total before you book.",
    ],
    tierHeading: "Pricing by home size",
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
  "junk-removal": {
    intro: [
      "Point at it and it's gone. Our two-person crews carry everything out from wherever it sits, load the truck, sweep up and haul it away the same visit.",
      "The price depends on how much of our truck your items fill, from a quarter load for a few pieces of furniture to a full load for a whole-house clean-out. Usable items go to local donation centres and metal, electronics and cardboard are recycled.",
    ],
    tierHeading: "Pricing by truck load",
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
  "power-washing": {
    intro: [
      "North Texas heat, spring storms and red clay leave their mark on every house. We wash siding and brick with soft-wash pressure, and concrete with a surface cleaner that leaves no stripes.",
      "Prices are flat per area of the property. We use biodegradable detergents and protect plants, outlets and light fixtures before we start.",
    ],
    tierHeading: "Pricing by area",
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
};
