import type { FeatureCard, Hero } from "./schema";
import { site } from "./site";

/**
 * Home page copy. Prices and city names live in their own modules, never here; a figure of the owner's catalog is a
 * token (`{promoOff}`), filled by the page with the catalog in force (app/domain/catalog.ts).
 */

export const hero: Hero = {
  headline: "Professional Property Services You Can Trust",
  subheadline: "Bundle Any Two Services and Save!",
  badge: "{promoOff} Off for First-Time Customers!",
  lead: `Move in/out cleaning, junk removal and power washing across ${site.region}, with a flat-rate price you see before you book and a local crew that shows up in your arrival window.`,
  ctaLabel: "Book Now",
};

export const trustPoints: FeatureCard[] = [
  {
    id: "instant-pricing",
    title: "Instant Pricing",
    description: "Pick your home size, truck load or area and see the flat-rate total on screen before you book.",
    icon: "zap",
  },
  {
    id: "trusted-locals",
    title: "Trusted Locals",
    description: `Background-checked crews who live and work in ${site.region} and know its homes, roads and weather.`,
    icon: "users",
  },
  {
    id: "licensed-insured",
    title: "Licensed & Insured",
    description: "Fully licensed and insured, so your home, your belongings and your deposit are protected.",
    icon: "shield-check",
  },
];

export const whyChooseUs: FeatureCard[] = [
  {
    id: "flat-rate-pricing",
    title: "Transparent Flat-Rate Pricing",
    description:
      "One flat price set by the size of the job, shown before you book. No hourly meter and no hidden fees added at the door.",
    icon: "badge-dollar-sign",
  },
  {
    id: "licensed-insured",
    title: "Fully Licensed and Insured",
    description:
      "We carry the licenses and insurance a professional crew should, and every team member is background-checked before they set foot in your home.",
    icon: "shield-check",
  },
  {
    id: "serving-the-metroplex",
    title: "Proudly Serving the Metroplex",
    description: `We are a local ${site.region} company, working in cities from Fort Worth to McKinney every day, seven days a week.`,
    icon: "map-pin",
  },
  {
    id: "satisfaction-guaranteed",
    title: "Satisfaction Guaranteed",
    description:
      "If you are not happy with the job, tell us. We come back and redo it or refund you, no questions asked.",
    icon: "thumbs-up",
  },
];
