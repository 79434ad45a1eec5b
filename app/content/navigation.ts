import { hasVersionIn, type Locale, pathIn } from "../i18n/locale.ts";
import { translate } from "../i18n/messages.ts";
import { serviceNames } from "./es/service-names.ts";
import { services } from "./services.ts";

/** A link of the site's menus: where it goes and its words' message id (app/locales). */
export type NavLink = { href: string; label: string };
type Entry = { href: string; message: string };

/** The English path `href` as a page in `locale` links it: its version in that language, else the English page. */
export function localHref(locale: Locale, href: string): string {
  const [path, hash] = href.split("#") as [string, string | undefined];
  const local = hasVersionIn(locale, path) ? pathIn(locale, path) : path;
  return hash === undefined ? local : `${local}#${hash}`;
}

const link = (locale: Locale, { href, message }: Entry): NavLink => ({
  href: localHref(locale, href),
  label: translate(locale, message),
});

const pages: Entry[] = [
  { href: "/bundles", message: "nav.bundles" },
  { href: "/locations", message: "nav.locations" },
  { href: "/about", message: "nav.about" },
  { href: "/blog", message: "nav.blog" },
  { href: "/contact", message: "nav.contact" },
];

/** Header links in `locale`: each service by its short title, then the site's pages. */
export const mainNavIn = (locale: Locale): NavLink[] => [
  ...services.map((s) => ({
    href: localHref(locale, `/services/${s.id}`),
    label: locale === "es" ? serviceNames[s.id].shortTitle : s.shortTitle,
  })),
  ...pages.map((p) => link(locale, p)),
];

export const viewServicesLinkIn = (locale: Locale) =>
  link(locale, { href: "/#services", message: "nav.view-services" });
export const bookLinkIn = (locale: Locale) => link(locale, { href: "/booking", message: "nav.book-now" });
/** The privacy page: in the footer and beside the booking form's contact details. */
export const privacyLinkIn = (locale: Locale) => link(locale, { href: "/privacy", message: "nav.privacy" });

/** The English menus, as the pages without a Spanish version and the tests read them. */
export const mainNav: NavLink[] = mainNavIn("en");
export const viewServicesLink: NavLink = viewServicesLinkIn("en");
export const bookLink: NavLink = bookLinkIn("en");
export const privacyLink: NavLink = privacyLinkIn("en");
export const reviewsLink: NavLink = link("en", { href: "/reviews", message: "nav.reviews" });
