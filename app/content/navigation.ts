import { services } from "./services.ts";

export type NavLink = { href: string; label: string };

/** Header links, derived from the service data. */
export const mainNav: NavLink[] = [
  ...services.map((s) => ({ href: `/services/${s.id}`, label: s.shortTitle })),
  { href: "/bundles", label: "Bundles" },
  { href: "/locations", label: "Locations" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

export const viewServicesLink: NavLink = { href: "/#services", label: "View Services" };
export const bookLink: NavLink = { href: "/booking", label: "Book Now" };
/** The privacy page: in the footer and beside the booking form's contact details. */
export const privacyLink: NavLink = { href: "/privacy", label: "Privacy" };
export const reviewsLink: NavLink = { href: "/reviews", label: "Customer Reviews" };
