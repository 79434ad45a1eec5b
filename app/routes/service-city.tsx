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
import { bundles } from "~/content/bundles";
import { getCity, nearbyCities } from "~/content/cities";
import { serviceCityText } from "~/content/service-cities";
import { getService, isServiceId } from "~/content/services";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { priceOrder } from "~/domain/pricing";
import { brandTitle, pageMeta } from "~/seo/meta";

/** Nearby cities linked for the same service. */
const NEARBY_COUNT = 6;

// cities.ts and the service-in-city texts (long) are imported by the loader only: the page receives what it shows.
export function loader({ params }: Route.LoaderArgs) {
  const city = isServiceId(params.service) ? getCity(params.city) : undefined;
  const text = city && isServiceId(params.service) ? serviceCityText(params.service, city.slug) : undefined;
  if (!city || !text || !isServiceId(params.service)) throw data(null, { status: 404 });
  const serviceId = params.service;
  const { example } = text;
  const priced = priceOrder({
    lines: [{ service: serviceId, tier: example.tier, addons: example.addons.map((a) => ({ ...a })) }],
  });
  if (!priced.ok || priced.quote.total === null)
    throw new Error(`The ${serviceId}/${city.slug} example does not price.`);
  const [line] = priced.quote.lines;
  return {
    serviceId,
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      neighborhoods: city.neighborhoods,
      localNote: city.localNotes[serviceId],
    },
    metaDescription: text.metaDescription,
    intro: text.intro,
    notes: text.notes,
    example: {
      title: example.title,
      story: example.story,
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
      href: bookingHref({ service: serviceId, tier: example.tier, city: city.slug }),
    },
    faqs: text.faqs,
    nearby: nearbyCities(city.slug, NEARBY_COUNT),
    bundleCount: bundles.length,
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
  const { city, faqs, nearby, intro, notes, example } = loaderData;
  const service = getService(loaderData.serviceId)!;
  return (
    <>
      <ServiceCityHero service={service} city={city} />
      <ServiceCityLocal
        heading={`${service.title} in ${city.name}: what to expect`}
        intro={intro}
        notes={notes}
        cityName={city.name}
      />
      <ServiceCityExample example={example} cityName={city.name} />
      <TierPricingSection service={service} title={`${service.shortTitle} Prices in ${city.name}`} city={city} />
      <ServiceCityFaq service={service} cityName={city.name} faqs={faqs} />
      <ServiceCityNearby service={service} city={city} nearby={nearby} />
      <ReviewsSlot slot={`service-city:${service.id}:${city.slug}`} />
      <BundlesCallout bundleCount={loaderData.bundleCount} />
      <BookingCta
        title={`Book ${service.shortTitle} in ${city.name}`}
        text={`See your flat price, pick an arrival window and you are done. ${site.sameDayNote}.`}
        href={bookingHref({ service: service.id, city: city.slug })}
        label="Book Online"
      />
    </>
  );
}
