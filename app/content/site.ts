import type { SiteConfig } from "./schema.ts";

/**
 * The business identity: ONE place. Placeholder values are deliberately fake
 * (555-01xx numbers are reserved for fiction; example.com is reserved).
 */
export const site: SiteConfig = {
  brand: "NorthStar Property Services",
  shortBrand: "NorthStar",
  tagline: "Move in/out cleaning, junk removal and power washing across Dallas-Fort Worth",
  phone: "(214) 555-0142",
  email: "info@example.com",
  region: "Dallas-Fort Worth",
  state: "TX",
  timeZone: "America/Chicago",
  // `hours`, `promo` and `multiServiceDiscountPercent`: the FIRST VERSION of the owner's catalog (docs/decisions/0038),
  // read only by `defaultCatalog()` (app/domain/catalog.ts). Pages show the catalog's in force: its words
  // (`catalogWordsOf`) fill the content's tokens `{promoCode}`, `{promoOff}`, `{multiPercent}`, `{hours}`, ….
  hours: { days: "Every day", open: "07:00", close: "20:00", label: "Every day, 7:00 AM to 8:00 PM" },
  promo: {
    code: "NSPS15",
    acceptedCodes: ["NSPS15", "NSRS15"],
    percentOff: 15,
    description: "15% off your first order",
  },
  multiServiceDiscountPercent: 15,
  sameDayNote: "Same-day service, subject to availability",
  // A placeholder, as the brand, phone and e-mail are (README); the coordinates are downtown Dallas's.
  address: { street: "100 Example St", city: "Dallas", postalCode: "75201", lat: 32.7767, lng: -96.797 },
  contentUpdated: "2026-11-23",
};

/** `tel:` link target derived from the display phone number. */
export const phoneHref = `tel:+1${site.phone.replace(/\D/g, "")}`;
export const emailHref = `mailto:${site.email}`;
