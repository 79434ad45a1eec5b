import { site } from "./site";

/** The /contact page copy. Phone, e-mail, hours and promo code come from ./site. */

export const contactIntro: string = `Have a question about a move-out clean, a junk haul or a power-washing job? Call or e-mail us ${site.hours.label.charAt(0).toLowerCase()}${site.hours.label.slice(1)}, and a real person from our ${site.region} team will answer, whether you need help choosing a tier, want to check that your city is in our service area, or want to change a booking.`;

export const contactReasons: string[] = [
  "Flat-rate prices you see before you book, with no hidden fees",
  "Licensed, insured and background-checked crews",
  `Bundle any two services and save ${site.multiServiceDiscountPercent}%`,
  `${site.sameDayNote}, seven days a week`,
  "Satisfaction guaranteed: we redo the job or refund you",
];
