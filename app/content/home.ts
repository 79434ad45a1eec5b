import type { FeatureCard, Hero, Slide } from "./schema";
import { site } from "./site";

/** Home page copy. Prices and city names live in their own modules, never here. */

export const hero: Hero = {
  headline: "Professional Property Services You Can Trust",
  subheadline: "Bundle Any Two Services and Save!",
  badge: `${site.promo.percentOff}% Off for First-Time Customers!`,
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

export const slideIds = ["move-out-clean", "junk-haul", "driveway-wash", "bundle-save", "local-crew"] as const;

const slideImage = (id: (typeof slideIds)[number], alt: string) => ({
  src: `/images/slides/${id}.svg`,
  alt,
  width: 1200,
  height: 600,
});

export const slides: Slide[] = [
  {
    id: "move-out-clean",
    title: "Move-Out Cleaning That Gets Your Deposit Back",
    description:
      "We clean the empty home top to bottom, from ceiling fans to baseboards and inside every cabinet, so it passes the landlord's walkthrough.",
    image: slideImage(
      "move-out-clean",
      "Illustration of a cleaner mopping the floor of a bright, empty apartment with a bucket and spray bottle nearby",
    ),
  },
  {
    id: "junk-haul",
    title: "Junk Gone in One Visit",
    description:
      "Old furniture, appliances and garage clutter loaded and hauled away, with usable items donated and metals recycled before anything goes to the landfill.",
    image: slideImage(
      "junk-haul",
      "Illustration of two crew members loading an old sofa and boxes into the back of a box truck",
    ),
  },
  {
    id: "driveway-wash",
    title: "Driveways Back to Their Original Color",
    description:
      "Power washing lifts red clay, tire marks, pollen and mildew from concrete, and we soft wash siding and roofs that need a gentler touch.",
    image: slideImage(
      "driveway-wash",
      "Illustration of a worker power washing a driveway, with a clean stripe cutting through the stained concrete",
    ),
  },
  {
    id: "bundle-save",
    title: `Bundle Any Two Services, Save ${site.multiServiceDiscountPercent}%`,
    description: `Book any two of our services together and ${site.multiServiceDiscountPercent}% comes off automatically. One booking, one schedule, one less thing to worry about.`,
    image: slideImage(
      "bundle-save",
      "Illustration of cleaning, junk removal and power washing icons joined together beside a discount tag",
    ),
  },
  {
    id: "local-crew",
    title: `Your Local ${site.region} Crew`,
    description:
      "Licensed, insured and background-checked people from across the metroplex, arriving in the two-hour window you picked.",
    image: slideImage(
      "local-crew",
      "Illustration of a friendly uniformed crew standing beside their work van in front of a North Texas home",
    ),
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
