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
import { getCatalog } from "~/catalog/catalog.server";
import { servicePages } from "~/content/service-pages";
import { getService, isServiceId } from "~/content/services";
import { site } from "~/content/site";
import { startingPriceOf } from "~/domain/catalog";
import { offeredAddons, offeredBundles, offeredTiers } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";
import { useRootData } from "~/root";
import { brandTitle, pageMeta } from "~/seo/meta";

export function loader({ params }: Route.LoaderArgs) {
  if (!isServiceId(params.service)) throw data(null, { status: 404 });
  const id = params.service;
  const catalog = getCatalog();
  // The page's own text travels as loader data (in the pre-rendered HTML), not in every page's JavaScript; so do the
  // figures of the owner's catalog in force it shows: offered tiers and add-ons with their prices (docs/decisions/0038).
  return {
    serviceId: id,
    page: servicePages[id],
    from: startingPriceOf(catalog, id),
    tiers: offeredTiers(catalog, id),
    addons: offeredAddons(catalog, id),
    bundleCount: offeredBundles(catalog).length,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const service = loaderData ? getService(loaderData.serviceId) : undefined;
  if (!loaderData || !service) return [];
  return pageMeta({
    title: brandTitle(`${service.title} Prices in ${site.region}`),
    description: `${service.title} across ${site.region} at flat rates${loaderData.from === null ? "" : ` from ${formatCents(loaderData.from)}`}. ${loaderData.page.tierHeading}, add-ons and online booking.`,
    path: `/services/${service.id}`,
    matches,
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const service = getService(loaderData.serviceId)!;
  const { page, from, tiers, addons, bundleCount } = loaderData;
  const { multiPercent } = useRootData()!.words;
  return (
    <>
      <ServiceHero service={service} page={page} from={from} />
      <TierPricingSection service={service} tiers={tiers} multiPercent={multiPercent} title={page.tierHeading} />
      <AddonsSection service={service} addons={addons} />
      <ServiceWhyChooseSection service={service} page={page} />
      <BundlesCallout bundleCount={bundleCount} multiPercent={multiPercent} />
      <ServiceCitiesSection service={service} />
      <ReviewsSlot slot={`service:${service.id}`} />
      <ResourcesSection page={page} />
    </>
  );
}
