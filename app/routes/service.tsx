import { data } from "react-router";
import type { Route } from "./+types/service";
import { AddonsSection } from "~/components/sections/service/addons-section";
import { BundlesCallout } from "~/components/sections/service/bundles-callout";
import { ResourcesSection } from "~/components/sections/service/resources-section";
import { ServiceCitiesSection } from "~/components/sections/service/service-cities-section";
import { ServiceHero } from "~/components/sections/service/service-hero";
import { TierPricingSection } from "~/components/sections/service/tier-pricing-section";
import { ServiceWhyChooseSection } from "~/components/sections/service/why-choose-section";
import { getService, isServiceId, startingPrice } from "~/content/services";
import { site } from "~/content/site";
import { formatCents } from "~/domain/money";
import { brandTitle, pageMeta } from "~/utils/seo";
import { serviceNode } from "~/utils/structured-data";

export function loader({ params }: Route.LoaderArgs) {
  if (!isServiceId(params.service)) throw data(null, { status: 404 });
  return { serviceId: params.service };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = loaderData ? getService(loaderData.serviceId) : undefined;
  if (!service) return [];
  return pageMeta({
    title: brandTitle(`${service.title} Prices in ${site.region}`),
    description: `${service.title} across ${site.region} at flat rates from ${formatCents(startingPrice(service.id))}. ${service.tierHeading}, add-ons and online booking.`,
    path: `/services/${service.id}`,
    matches,
    jsonLd: (url, siteUrl) => [serviceNode(service, { siteUrl, url })],
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = getService(loaderData.serviceId)!;
  return (
    <>
      <ServiceHero service={service} />
      <TierPricingSection service={service} />
      <AddonsSection service={service} />
      <ServiceWhyChooseSection service={service} />
      <BundlesCallout />
      <ServiceCitiesSection service={service} />
      <ResourcesSection service={service} />
    </>
  );
}
