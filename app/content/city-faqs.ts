import type { Faq, ServiceId } from "./schema";
import { site } from "./site";

/**
 * Five FAQs per service for the service-by-city pages (/services/{service}/{city}). Every question carries the
 * `{city}` placeholder; answers may use it too. Hours and the same-day note come from the site config. No prices
 * here: prices live in services.ts.
 */

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** "every day, 7:00 AM to 8:00 PM", from the site config. */
const hours = lowerFirst(site.hours.label);
/** "same-day service, subject to availability", from the site config. */
const sameDay = lowerFirst(site.sameDayNote);

export const CITY_PLACEHOLDER = "{city}";

export const cityFaqTemplates: Record<ServiceId, Faq[]> = {
  cleaning: [
    {
      question: "How long does a move in/out cleaning take in {city}?",
      answer:
        "A typical move in/out cleaning takes 3-6 hours, depending on the size and condition of the home. A one-bedroom apartment in good shape sits at the short end; a larger house with a heavily used kitchen, or add-ons like the inside of the oven and refrigerator, takes longer. We send enough people to finish within the day you booked.",
    },
    {
      question: "Do I need to be home during my move-out cleaning in {city}?",
      answer:
        "No. Many {city} customers are already at the new place, so they leave a key, a lockbox or a door code with us, or arrange access with the leasing office. We confirm access before the crew arrives and let you know when the job is done. Just make sure the water and electricity are still on.",
    },
    {
      question: "What is included in a move in/out cleaning in {city}?",
      answer:
        "Kitchens and bathrooms are cleaned top to bottom: counters, sinks, fixtures, the outside of appliances, tubs, showers, toilets and mirrors. We dust reachable surfaces, wipe switches and doors, and vacuum and mop every floor. The inside of the oven, refrigerator, dishwasher and cabinets, windows, baseboards and garage are add-ons you can pick when you book. If something on the checklist was missed, tell us and we will come back to redo it or refund you.",
    },
    {
      question: "Do your cleaners bring their own supplies in {city}?",
      answer:
        "Yes. Our {city} crews bring all cleaning products, cloths, mops, vacuums and ladders. If you or your landlord prefer a particular product, for example on natural stone or original hardwood, leave it out with a note and we will use it. All we need from you is running water and power.",
    },
    {
      question: "How far ahead should I book a cleaning in {city}, and is same-day possible?",
      answer: `Booking opens up to 60 days ahead, and for the last days of the month, when most leases in {city} end, a week or two ahead is wise. We also offer ${sameDay}: when a crew is free, the booking page shows arrival windows starting at least two hours from now. We work ${hours}.`,
    },
  ],
  "junk-removal": [
    {
      question: "What items can't you haul away in {city}?",
      answer:
        "We cannot take hazardous waste: wet paint, solvents, pesticides, pool chemicals, motor oil, fuel, propane tanks, asbestos or medical waste. Tires are accepted only in limited numbers, booked as an add-on. For chemicals, {city} residents can use their city or county household hazardous waste program. Almost everything else goes: furniture, mattresses, appliances, electronics, yard debris and garage clutter.",
    },
    {
      question: "Do I need to be home for junk removal in {city}?",
      answer:
        "Not always. If the items are outside, on the curb or in an open garage, and you have told us what goes, the crew can load without you. For anything inside the home, someone should be there or reachable by phone to point things out, so nothing you meant to keep ends up on the truck.",
    },
    {
      question: "How is junk removal priced in {city}?",
      answer:
        "At a flat rate by how much of our truck your items fill: a quarter, half, three-quarter or full load. Heavy or special items such as appliances, mattresses and TVs are listed as add-ons, so you see the full price before you book. Payment is by card, taken before the booking is confirmed, so nothing is settled at the curb.",
    },
    {
      question: "Where does my junk go after you pick it up in {city}?",
      answer:
        "As little as possible goes to the landfill. Furniture and household goods in usable condition go to local donation centers, metal and electronics to recyclers, and the rest to licensed disposal facilities serving {city}. We sweep the area we cleared before we leave.",
    },
    {
      question: "Can you pick up junk the same day in {city}?",
      answer: `Often, yes. We offer ${sameDay}: if a crew and truck are free in {city}, the booking page shows same-day arrival windows at least two hours out. Otherwise you can book up to 60 days ahead. Crews work ${hours}, weekends included.`,
    },
  ],
  "power-washing": [
    {
      question: "Will power washing keep my {city} home within HOA rules?",
      answer:
        "That is one of the most common reasons people book us. Most HOA notices are about stained driveways, mildewed siding, gray fences or dirty stone entries, and those are exactly what we clean. If your HOA has specific rules about work hours, products or runoff, add them to the booking notes and the crew will follow them.",
    },
    {
      question: "Do you use my water for power washing in {city}?",
      answer:
        "We connect to an outdoor spigot at your home, so please make sure one works. Our surface cleaners and soft-wash equipment use far less water than a garden hose left running, and we follow any watering or drought restrictions {city} has in effect. Runoff is kept away from flower beds and storm drains as much as possible.",
    },
    {
      question: "Is pressure washing safe for siding, brick and roofs in {city}?",
      answer:
        "Yes, when the method fits the surface. Concrete driveways and sidewalks get pressure and a rotary surface cleaner; siding, painted trim, stucco, stone and roofs get a low-pressure soft wash with a cleaning solution that kills mildew and algae without forcing water behind the surface. We never blast old brick mortar or wood at high pressure.",
    },
    {
      question: "Do I need to be home while you power wash my {city} property?",
      answer:
        "No. Leave gates unlocked, move cars off the driveway, close windows and doors, and make sure the outdoor spigot works. We let you know when we arrive and when we are done, and you can check the result when you get home. If something doesn't look right, we come back to redo it or refund you.",
    },
    {
      question: "How often should I power wash my home in {city}?",
      answer: `For most homes in {city}, once a year keeps siding and flatwork clean; late spring, after the pollen and storm season, is a popular time. Shaded lots and homes near lakes or creeks may need it twice a year, and a wash before listing a home is always worth it. We work ${hours}.`,
    },
  ],
};

/** Fill every `{city}` placeholder in a template string. */
export function fillCity(template: string, cityName: string): string {
  return template.replaceAll(CITY_PLACEHOLDER, cityName);
}

/** The five FAQs of a service with the city's name filled in. */
export function cityFaqs(service: ServiceId, cityName: string): Faq[] {
  return cityFaqTemplates[service].map((faq) => ({
    question: fillCity(faq.question, cityName),
    answer: fillCity(faq.answer, cityName),
  }));
}
