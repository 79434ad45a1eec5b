import { data } from "react-router";
import { ReviewsSlot } from "~/components/sections/reviews/reviews-slot";
import type { Route } from "./+types/service-city";
import { BundlesCallout } from "~/components/sections/service/bundles-callout";
import { BookingCta } from "~/components/sections/location/booking-cta";
import { ServiceCityExample } from "~/components/sections/service-city/service-city-example";
import { ServiceCityFaq } from "~/components/sections/service-city/service-city-faq";
import { ServiceCityHero } from "~/components/sections/service-city/service-city-hero";
import { ServiceCityLocal } from "~/components/sections/service-city/service-city-local";
import { ServiceCityNearby } from "~/components/sections/service-city/service-city-nearby";
import { TierPricingSection } from "~/components/sections/service/tier-pricing-section";
import type { PricedExample } from "~/components/sections/service-city/service-city-example";
import { getCatalog } from "~/catalog/catalog.server";
import { getCity, nearbyCities } from "~/content/cities";
import { serviceCityText, type ServiceCityText } from "~/content/service-cities";
import { getService, isServiceId } from "~/content/services";
import { site } from "~/content/site";
import type { ServiceId } from "~/content/schema";
import { bookingHref } from "~/domain/booking-links";
import { type Catalog, startingPriceOf } from "~/domain/catalog";
import { catalogWordsOf, offeredBundles, offeredTiers } from "~/domain/catalog-facts";
import { type CatalogWords, fillCatalogFaqs, fillCatalogText } from "~/domain/catalog-words";
import { priceOrder } from "~/domain/pricing";
import { useRootData } from "~/root";
import { brandTitle, pageMeta } from "~/seo/meta";

/** Nearby cities linked for the same service. */
const NEARBY_COUNT = 6;

/**
 * The pair's worked example priced with `catalog`, or null when it does not price there (its tier or an add-on is no
 * longer offered, or its tier is quoted): the page then shows no example.
 */
function pricedExample(
  catalog: Catalog,
  serviceId: ServiceId,
  citySlug: string,
  example: ServiceCityText["example"],
  words: CatalogWords,
): PricedExample | null {
  const priced = priceOrder(
    { lines: [{ service: serviceId, tier: example.tier, addons: example.addons.map((a) => ({ ...a })) }] },
    catalog,
  );
  if (!priced.ok || priced.quote.total === null) return null;
  const [line] = priced.quote.lines;
  return {
    title: fillCatalogText(example.title, words),
    story: fillCatalogText(example.story, words),
    lines: [
      { label: line!.tierLabel, cents: line!.tierPrice ?? 0 },
      ...line!.addons.map((a) => ({
        label: a.quantity > 1 ? `${a.label} × ${a.quantity}` : a.label,
        cents: a.total,
      })),
    ],
    discountLabel: priced.quote.discount?.label ?? null,
    discountCents: priced.quote.discount?.amount ?? 0,
    totalCents: priced.quote.total,
    href: bookingHref({ service: serviceId, tier: example.tier, city: citySlug }),
  };
}

// cities.ts and the service-in-city texts (long) are imported by the loader only: the page receives what it shows,
// with the figures of the owner's catalog in force (docs/decisions/0038): prices, and the words its text names.
export function loader({ params }: Route.LoaderArgs) {
  const city = isServiceId(params.service) ? getCity(params.city) : undefined;
  const text = city && isServiceId(params.service) ? serviceCityText(params.service, city.slug) : undefined;
  if (!city || !text || !isServiceId(params.service)) throw data(null, { status: 404 });
  const serviceId = params.service;
  const catalog = getCatalog();
  const words = catalogWordsOf(catalog);
  const fill = (paragraph: string) => fillCatalogText(paragraph, words);
  return {
    serviceId,
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      neighborhoods: city.neighborhoods,
      localNote: city.localNotes[serviceId],
    },
    metaDescription: fill(text.metaDescription),
    intro: text.intro.map(fill),
    notes: text.notes.map(fill),
    example: pricedExample(catalog, serviceId, city.slug, text.example, words),
    from: startingPriceOf(catalog, serviceId),
    tiers: offeredTiers(catalog, serviceId),
    faqs: fillCatalogFaqs(text.faqs, words),
    nearby: nearbyCities(city.slug, NEARBY_COUNT),
    bundleCount: offeredBundles(catalog).length,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = loaderData ? getService(loaderData.serviceId) : undefined;
  if (!loaderData || !service) return [];
  const { city } = loaderData;
  return pageMeta({
    title: brandTitle(`${service.title} in ${city.name}, ${site.state}`),
    description: loaderData.metaDescription,
    path: `/services/${service.id}/${city.slug}`,
    matches,
  });
}

export default function ServiceCityPage({ loaderData }: Route.ComponentProps) {
  const { city, faqs, nearby, intro, notes, example, from, tiers, bundleCount } = loaderData;
  const service = getService(loaderData.serviceId)!;
  const { multiPercent } = useRootData()!.words;
  return (
    <>
      <ServiceCityHero service={service} city={city} from={from} />
      <ServiceCityLocal
        heading={`${service.title} in ${city.name}: what to expect`}
        intro={intro}
        notes={notes}
        cityName={city.name}
      />
      {example ? <ServiceCityExample example={example} cityName={city.name} /> : null}
      <TierPricingSection
        service={service}
        tiers={tiers}
        multiPercent={multiPercent}
        title={`${service.shortTitle} Prices in ${city.name}`}
        city={city}
      />
      <ServiceCityFaq service={service} cityName={city.name} faqs={faqs} />
      <ServiceCityNearby service={service} city={city} nearby={nearby} />
      <ReviewsSlot slot={`service-city:${service.id}:${city.slug}`} />
      <BundlesCallout bundleCount={bundleCount} multiPercent={multiPercent} />
      <BookingCta
        title={`Book ${service.shortTitle} in ${city.name}`}
        text={`See your flat price, pick an arrival window and you are done. ${site.sameDayNote}.`}
        href={bookingHref({ service: service.id, city: city.slug })}
        label="Book Online"
      />
    </>
  );
}
