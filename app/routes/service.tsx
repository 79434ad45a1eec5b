import { data } from "react-router";
import { ReviewsSlot } from "~/components/sections/reviews/reviews-slot";
import type { Route } from "./+types/service";
import { AddonsSection } from "~/components/sections/service/addons-section";
import { BundlesCallout } from "~/components/sections/service/bundles-callout";
import { ResourcesSection } from "~/components/sections/service/resources-section";
import { ServiceCitiesSection } from "~/components/sections/service/service-cities-section";
import { ServiceHero } from "~/components/sections/service/service-hero";
import { TierPricingSection } from "~/components/sections/service/tier-pricing-section";
import { ServiceWhyChooseSection } from "~/components/sections/service/why-choose-section";
import { bundles } from "~/content/bundles";
import { servicePages } from "~/content/service-pages";
import { getService, isServiceId, startingPrice } from "~/content/services";
import { site } from "~/content/site";
import { formatCents } from "~/domain/money";
import { brandTitle, pageMeta } from "~/seo/meta";

export function loader({ params }: Route.LoaderArgs) {
  if (!isServiceId(params.service)) throw data(null, { status: 404 });
  // The page's own text travels as loader data (in the pre-rendered HTML), not in every page's JavaScript.
  return { serviceId: params.service, page: servicePages[params.service], bundleCount: bundles.length };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = loaderData ? getService(loaderData.serviceId) : undefined;
  if (!loaderData || !service) return [];
  return pageMeta({
    title: brandTitle(`${service.title} Prices in ${site.region}`),
    description: `${service.title} across ${site.region} at flat rates from ${formatCents(startingPrice(service.id))}. ${loaderData.page.tierHeading}, add-ons and online booking.`,
    path: `/services/${service.id}`,
    matches,
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = getService(loaderData.serviceId)!;
  const { page } = loaderData;
  return (
    <>
      <ServiceHero service={service} page={page} />
      <TierPricingSection service={service} title={page.tierHeading} />
      <AddonsSection service={service} />
      <ServiceWhyChooseSection service={service} page={page} />
      <BundlesCallout bundleCount={loaderData.bundleCount} />
      <ServiceCitiesSection service={service} />
      <ReviewsSlot slot={`service:${service.id}`} />
      <ResourcesSection page={page} />
    </>
  );
}
