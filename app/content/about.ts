import type { About } from "./schema";
import { site } from "./site";

/**
 * The /about page ("Our Story"). The hours and the multi-service percent are the owner's catalog's, as tokens
 * ("{hours}", "{multiPercent}") the page fills with the catalog in force (app/domain/catalog.ts).
 */
export const about: About = {
  heading: "Our Story",
  lead: `${site.brand} is a local ${site.region} company that makes the dirty, heavy jobs around a move or a home sale simple: one flat price, one booking, one crew you can trust.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `We started ${site.shortBrand} because moving in North Texas kept going the same way for the people we knew: a weekend lost to scrubbing an empty apartment, a pile of furniture nobody would haul, and a driveway stained red with clay right before the listing photos. Each job needed a different company, and every one of them priced by the hour.`,
        `So we put three services under one roof: move in/out cleaning, junk removal and power washing. Our crews live across the metroplex, from Fort Worth to McKinney, and they know the housing here, from older pier-and-beam homes to new-build townhomes and garden-style apartments.`,
      ],
    },
    {
      heading: "How it works",
      paragraphs: [
        "See your price first. Choose the size of your home, how much of the truck you need or the area you want washed, add any extras, and the flat-rate total appears on screen before you commit to anything.",
        "Book online in a couple of minutes. Pick a date and a two-hour arrival window, {hours}. Book any two services together and {multiPercent} comes off automatically.",
        "Your crew arrives in your window, does the work and walks you through it. Payment is by card, taken before your booking is confirmed, so there is nothing to settle at the door.",
      ],
    },
    {
      heading: "Our promises",
      paragraphs: [
        "We would rather earn a repeat customer than squeeze one job. That means prices you can see in advance, people you can trust in your home, and a guarantee that puts the risk on us instead of on you.",
        "If something is not right, we come back and redo it or refund you, no questions asked.",
      ],
    },
  ],
  promises: [
    "Flat-rate pricing you see before you book.",
    "We are fully licensed and insured.",
    "Every crew member is background-checked.",
    "Your satisfaction is guaranteed: we redo the job or refund you.",
    "Same-day service is available, subject to availability.",
    "Payment is by card, before your booking is confirmed.",
  ],
  cta: {
    heading: "Ready when you are",
    text: "See your flat-rate price, choose an arrival window and book in under two minutes.",
    label: "Book Online",
  },
};
