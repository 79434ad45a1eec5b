import { site } from "./site";

/**
 * The /contact page copy. Phone and e-mail come from ./site; the hours and the multi-service percent are the owner's
 * catalog's, as tokens ("{hours}", "{multiPercent}") the page fills with the catalog in force (app/domain/catalog.ts).
 */

export const contactIntro: string = `Have a question about a move-out clean, a junk haul or a power-washing job? Call or e-mail us {hours}, and a real person from our ${site.region} team will answer, whether you need help choosing a tier, want to check that your city is in our service area, or want to change a booking.`;

export const contactReasons: string[] = [
  "Flat-rate prices you see before you book, with no hidden fees",
  "Licensed, insured and background-checked crews",
  "Bundle any two services and save {multiPercent}",
  `${site.sameDayNote}, seven days a week`,
  "Satisfaction guaranteed: we redo the job or refund you",
];
