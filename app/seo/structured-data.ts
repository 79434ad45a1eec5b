/**
 * schema.org structured data (JSON-LD), typed with schema-dts (README, Local search; docs/decisions/0015). Every page
 * carries ONE business entity, always with the same `@id` and url, and the nodes of its own (breadcrumb, services,
 * articles) refer to it by that `@id`. The words come from the content modules and the site config; the prices and the
 * opening hours from the owner's catalog in force (docs/decisions/0038), which the server passes in.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  City,
  DayOfWeek,
  HomeAndConstructionBusiness,
  Offer,
  Review,
  Service as ServiceNode,
  Thing,
} from "schema-dts";
import type { Crumb } from "~/content/breadcrumbs";
import { cityList } from "~/content/city-list";
import type { BlogPost, Service } from "~/content/schema";
import { phoneHref, site } from "~/content/site";
import { type Catalog, WEEKDAY_NAMES } from "~/domain/catalog";
import { offeredTiers } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";
import { absoluteUrl, LOGO_PATH, ogImagePath } from "./paths";
import { alternatesOf, languageTag, type Locale, localeOfPath } from "~/i18n/locale";
import { translate } from "~/i18n/messages";

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;
const businessRef = (siteUrl: string) => ({ "@id": businessId(siteUrl) });

/** The open days of the catalog's week, Monday first, as schema.org names them. */
const openDays = (catalog: Catalog): DayOfWeek[] =>
  [1, 2, 3, 4, 5, 6, 0]
    .filter((d) => catalog.week.openWeekdays.includes(d))
    .map((d) => `https://schema.org/${WEEKDAY_NAMES[d]}` as DayOfWeek);

/** "$95-$300": the flat prices of the offered tiers, lowest to highest; undefined when none has a price. */
export function priceRange(catalog: Catalog): string | undefined {
  const prices = catalog.services.flatMap((s) =>
    offeredTiers(catalog, s.id).flatMap((t) => (t.priceCents === null ? [] : [t.priceCents])),
  );
  if (prices.length === 0) return undefined;
  return `${formatCents(Math.min(...prices))}-${formatCents(Math.max(...prices))}`;
}

export function businessNode(siteUrl: string, catalog: Catalog, locale: Locale = "en"): HomeAndConstructionBusiness {
  const range = priceRange(catalog);
  const days = openDays(catalog);
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: site.brand,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    image: absoluteUrl(siteUrl, ogImagePath("/")),
    description: locale === "es" ? translate("es", "footer.tagline") : site.tagline,
    telephone: phoneHref.replace("tel:", ""),
    // served in English and Spanish: schema.org gives `availableLanguage` to a ContactPoint (docs/decisions/0052)
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: phoneHref.replace("tel:", ""),
      availableLanguage: [languageTag.en, languageTag.es],
    },
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.state,
      postalCode: site.address.postalCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.address.lat, longitude: site.address.lng },
    openingHoursSpecification:
      days.length === 0
        ? []
        : [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: days,
              opens: catalog.week.opens,
              closes: catalog.week.closes,
            },
          ],
    ...(range ? { priceRange: range } : {}),
    areaServed: cityList.map(cityNode),
  };
}

/** A city served, by its name and state, as every node names it (a "Dallas, TX" needs no coordinates to be found). */
const cityNode = (c: { name: string }): City => ({ "@type": "City", name: `${c.name}, ${site.state}` });

export function breadcrumbNode(crumbs: readonly Crumb[], siteUrl: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/** A service with the flat prices of its offered tiers in `catalog` as offers; `city` narrows the area served. */
export function serviceNode(
  service: Service,
  catalog: Catalog,
  { siteUrl, url, city }: { siteUrl: string; url: string; city?: { name: string } },
): ServiceNode {
  const offers: Offer[] = offeredTiers(catalog, service.id).flatMap((t) =>
    t.priceCents === null
      ? []
      : [
          {
            "@type": "Offer",
            name: `${service.title}: ${t.label}`,
            price: (t.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
            url,
          },
        ],
  );
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: city ? `${service.title} in ${city.name}, ${site.state}` : service.title,
    serviceType: service.title,
    description: service.description,
    url,
    provider: businessRef(siteUrl),
    areaServed: (city ? [city] : cityList).map(cityNode),
    offers,
  };
}

/** An article of /blog: its url is its anchor there. */
export function blogPostingNode(post: BlogPost, siteUrl: string): BlogPosting {
  const url = absoluteUrl(siteUrl, `/blog#${post.id}`);
  return {
    "@type": "BlogPosting",
    "@id": url,
    headline: post.title.length <= 110 ? post.title : `${post.title.slice(0, 107)}...`,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    url,
    mainEntityOfPage: absoluteUrl(siteUrl, "/blog"),
    image: absoluteUrl(siteUrl, ogImagePath("/blog")),
    author: { "@type": "Organization", name: site.brand, url: absoluteUrl(siteUrl, "/") },
    publisher: businessRef(siteUrl),
  };
}

/** The JSON-LD of a page: the business, then the page's own nodes. */
export function pageGraph(siteUrl: string, catalog: Catalog, nodes: readonly Thing[], path = "/") {
  const locale = localeOfPath(path);
  // a page with a version in the other language says which language it is in
  const page: Thing[] = alternatesOf(path)
    ? [{ "@type": "WebPage", url: absoluteUrl(siteUrl, path), inLanguage: languageTag[locale] }]
    : [];
  return { "@context": "https://schema.org", "@graph": [businessNode(siteUrl, catalog, locale), ...page, ...nodes] };
}

/**
 * The published reviews of /reviews (docs/decisions/0032): each a `Review` of the business, and their
 * `AggregateRating`. Google shows no stars for a business's reviews of itself on its own site; this only describes
 * the page truthfully.
 */
export function reviewNodes(
  reviews: readonly { stars: number; text: string; name: string; date: string }[],
  summary: { count: number; average: number | null },
  siteUrl: string,
): Thing[] {
  if (summary.count === 0 || summary.average === null) return [];
  return [
    {
      "@type": "AggregateRating",
      itemReviewed: businessRef(siteUrl),
      ratingValue: summary.average,
      bestRating: 5,
      worstRating: 1,
      ratingCount: summary.count,
      reviewCount: summary.count,
    },
    ...reviews.map((r): Review => ({
      "@type": "Review",
      itemReviewed: businessRef(siteUrl),
      reviewRating: { "@type": "Rating", ratingValue: r.stars, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: r.name },
      reviewBody: r.text,
      datePublished: r.date,
    })),
  ];
}
