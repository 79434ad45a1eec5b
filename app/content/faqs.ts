import type { Faq } from "./schema";
import { site } from "./site";

/**
 * The eight questions of the home page FAQ (anchor `#faq`), in display order. The catalog's figures are tokens
 * ("{multiPercent}", "{promoCode}", "{promoOff}", "{hours}"), filled by the page with the catalog in force
 * (`fillCatalogFaqs`, app/domain/catalog.ts), which leaves out the question about a promo code when none is advertised.
 */
export const homeFaqs: Faq[] = [
  {
    question: "How does your pricing work?",
    answer:
      "Every service has a flat rate set by the size of the job: cleaning by bedrooms and bathrooms, junk removal by how much of the truck you fill, and power washing by the area we wash. Add-ons like the inside of the oven or an extra appliance haul are listed with their own prices. You see the full total before you book, and that is what you pay. Homes with five or more bedrooms get a custom quote.",
  },
  {
    question: "How does the bundle discount work?",
    answer:
      "Book any two of our services in the same order, for example a move-out clean plus a junk haul, and {multiPercent} comes off the service prices automatically. Add-ons stay at their listed price. The discount shows up in your price breakdown before you confirm, so there is no code to remember.",
  },
  {
    question: "Do you have a discount for first-time customers?",
    answer:
      "Yes. Enter promo code {promoCode} when you book your first order and you get {promoOff} off the service prices. It counts as a first order when we have no earlier booking under your e-mail address or phone number. Discounts do not stack: an order gets one discount at most, so if you are already bundling two services, the bundle discount covers you.",
  },
  {
    question: "Which cities do you serve?",
    answer: `We serve ${site.region}: Dallas, Fort Worth, Plano, Arlington, Irving, Frisco, McKinney, Denton and neighboring cities across the metroplex. Our locations page lists every city we cover, with local details for each. If you are not sure whether your address is inside our area, call us and we will tell you right away.`,
  },
  {
    question: "What are your hours, and do you offer same-day service?",
    answer:
      "We work {hours}. Same-day service is available subject to availability: if a crew is free, the booking page shows same-day arrival windows that start at least two hours from now. For a guaranteed spot, book a day or more ahead.",
  },
  {
    question: "Are your crews licensed, insured and background-checked?",
    answer:
      "Yes. We are fully licensed and insured, and every crew member passes a background check before working in a customer's home. You can leave a crew to work in an empty unit while you handle the rest of your move with confidence.",
  },
  {
    question: "How do I pay?",
    answer:
      "Payment is by card, and it is required before your booking is confirmed. Because the price is flat and shown up front, there is nothing to settle at the door and no surprise invoice afterward. Your confirmation includes the full price breakdown for your records.",
  },
  {
    question: "What if I am not happy with the job?",
    answer:
      "Tell us. Our satisfaction guarantee is simple: we come back and redo the job, or we refund you, no questions asked. Call or e-mail us with your booking reference and we will make it right.",
  },
];
