import { data } from "react-router";
import type { Route } from "./+types/service-city";
import { BundlesCallout } from "~/components/sections/service/bundles-callout";
import { ServiceWhyChooseSection } from "~/components/sections/service/why-choose-section";
import { BookingCta } from "~/components/sections/location/booking-cta";
import { ServiceCityFaq } from "~/components/sections/service-city/service-city-faq";
import { ServiceCityHero } from "~/components/sections/service-city/service-city-hero";
import { ServiceCityNearby } from "~/components/sections/service-city/service-city-nearby";
import { TierPricingSection } from "~/components/sections/service/tier-pricing-section";
import { getCity, nearbyCities } from "~/content/cities";
import { cityFaqs } from "~/content/city-faqs";
import { getService, isServiceId, startingPrice } from "~/content/services";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { formatCents } from "~/domain/money";
import { pageMeta } from "~/utils/seo";

/** Nearby cities linked for the same service. */
const NEARBY_COUNT = 6;

// cities.ts and city-faqs.ts (long texts) are imported by the loader only: the page receives just what it shows.
export function loader({ params }: Route.LoaderArgs) {
  const city = isServiceId(params.service) ? getCity(params.city) : undefined;
  if (!city || !isServiceId(params.service)) throw data(null, { status: 404 });
  const serviceId = params.service;
  return {
    serviceId,
    city: {
      name: city.name,
      slug: city.slug,
      county: city.county,
      neighborhoods: city.neighborhoods,
      localNote: city.localNotes[serviceId],
    },
    faqs: cityFaqs(serviceId, city.name),
    nearby: nearbyCities(city.slug, NEARBY_COUNT),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = loaderData ? getService(loaderData.serviceId) : undefined;
  if (!loaderData || !service) return [];
  const { city } = loaderData;
  const [first, second] = city.neighborhoods;
  return pageMeta({
    title: `${service.title} in ${city.name}, ${site.state} | ${site.brand}`,
    description: `${service.title} in ${city.name}, ${site.state}, from ${formatCents(startingPrice(service.id))} flat. Local crews in ${first}, ${second} and across ${city.county}. Book online or call ${site.phone}.`,
    path: `/services/${service.id}/${city.slug}`,
    matches,
  });
}

export default function ServiceCityPage({ loaderData }: Route.ComponentProps) {
  const { city, faqs, nearby } = loaderData;
  const service = getService(loaderData.serviceId)!;
  return (
    <>
      <ServiceCityHero service={service} city={city} />
      <TierPricingSection service={service} city={city} />
      <ServiceWhyChooseSection service={service} />
      <ServiceCityFaq service={service} cityName={city.name} faqs={faqs} />
      <ServiceCityNearby service={service} city={city} nearby={nearby} />
      <BundlesCallout />
      <BookingCta
        title={`Book ${service.shortTitle} in ${city.name}`}
        text={`See your flat price, pick an arrival window and you are done. ${site.sameDayNote}.`}
        href={bookingHref({ service: service.id, city: city.slug })}
        label="Book Online"
      />
    </>
  );
}
