import type { MetaDescriptor } from "react-router";
import { cityList } from "~/content/city-list";
import { emailHref, phoneHref, site } from "~/content/site";

type RootData = { siteUrl: string } | undefined;

/** Absolute URL on the configured site origin. */
export function absoluteUrl(siteUrl: string, path: string) {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

/**
 * Title, description, canonical URL and Open Graph tags for a page.
 * `matches` is the meta function's argument: the root loader supplies SITE_URL.
 */
export function pageMeta({
  title,
  description,
  path,
  matches,
  noindex = false,
  jsonLd,
}: {
  title: string;
  description: string;
  path: string;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  noindex?: boolean;
  /** schema.org structured data for the page, given the absolute page URL and site origin */
  jsonLd?: (url: string, siteUrl: string) => Record<string, unknown>;
}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.siteUrl ?? "http://localhost:3000";
  const url = absoluteUrl(siteUrl, path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(jsonLd ? [{ "script:ld+json": jsonLd(url, siteUrl) }] : []),
  ];
}

/** `Page | Brand` unless the title already carries the brand. */
export function brandTitle(title: string) {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}

/**
 * schema.org LocalBusiness for the company, from the site config; `city` narrows the area served to one city
 * (city pages), otherwise every city we serve is listed.
 */
export function localBusinessJsonLd(siteUrl: string, url: string, city?: { name: string; lat: number; lng: number }) {
  const cities = city ? [city] : cityList;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: site.brand,
    url,
    telephone: phoneHref.replace("tel:", ""),
    email: emailHref.replace("mailto:", ""),
    priceRange: "$$",
    openingHours: `Mo-Su ${site.hours.open}-${site.hours.close}`,
    address: { "@type": "PostalAddress", addressRegion: site.state, addressCountry: "US" },
    areaServed: cities.map((c) => ({
      "@type": "City",
      name: `${c.name}, ${site.state}`,
      geo: { "@type": "GeoCoordinates", latitude: c.lat, longitude: c.lng },
    })),
  };
}
