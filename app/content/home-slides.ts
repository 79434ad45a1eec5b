import type { Slide } from "./schema.ts";
import { slideImage } from "./slide-image.ts";
import { site } from "./site.ts";

/**
 * The home page carousel's slides, apart from the rest of the home page's copy: the carousel runs in the browser,
 * the rest does not (docs/decisions/0025). The multi-service percent is a token (`{multiPercent}`), filled by the
 * carousel with the catalog's words of the root loader (app/domain/catalog.ts).
 */
export const slideIds = ["move-out-clean", "junk-haul", "driveway-wash", "bundle-save", "local-crew"] as const;

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
    title: "Bundle Any Two Services, Save {multiPercent}",
    description:
      "Book any two of our services together and {multiPercent} comes off automatically. One booking, one schedule, one less thing to worry about.",
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
