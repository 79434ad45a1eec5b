import { findCityRef } from "./city-list.ts";
import { mainNav, privacyLink, reviewsLink } from "./navigation.ts";
import { services } from "./services.ts";

const SERVICE_NAMES = new Map(services.map((s) => [s.id as string, s.title]));

/** Pages one level below home, named as the header names them. */
const PAGES: Record<string, string> = {
  ...Object.fromEntries(mainNav.filter((l) => !l.href.startsWith("/services/")).map((l) => [l.href, l.label])),
  "/booking": "Book Online",
  "/service-area": "Service Area",
  [privacyLink.href]: privacyLink.label,
  [reviewsLink.href]: reviewsLink.label,
};

export type Crumb = { name: string; path: string };

/**
 * The breadcrumb trail of a public page, from Home to the page itself: the visible breadcrumb and the BreadcrumbList
 * of its structured data are both made from it. Null for the home page and pages without one (404, private pages).
 */
export function breadcrumbsFor(path: string): Crumb[] | null {
  // The pre-renderer asks for "/about/": the trail is the same as for "/about".
  const pathname = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const home: Crumb = { name: "Home", path: "/" };
  if (Object.hasOwn(PAGES, pathname)) return [home, { name: PAGES[pathname]!, path: pathname }];
  const [first, second, third, ...rest] = pathname.split("/").filter(Boolean);
  if (rest.length > 0) return null;
  if (first === "locations" && second && !third) {
    const city = findCityRef(second);
    return city ? [home, { name: "Locations", path: "/locations" }, { name: city.name, path: pathname }] : null;
  }
  const service = first === "services" && second ? SERVICE_NAMES.get(second) : undefined;
  if (service) {
    if (!third) return [home, { name: service, path: pathname }];
    const city = findCityRef(third);
    return city
      ? [
          home,
          { name: "Locations", path: "/locations" },
          { name: city.name, path: `/locations/${city.slug}` },
          { name: service, path: pathname },
        ]
      : null;
  }
  return null;
}
