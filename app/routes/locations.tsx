import type { Route } from "./+types/locations";
import { useRootData } from "~/root";
import { LocationsHero } from "~/components/sections/locations/locations-hero";
import { LocationsMapSection } from "~/components/sections/locations/locations-map-section";
import { LocationsServices } from "~/components/sections/locations/locations-services";
import { getCatalog } from "~/catalog/catalog.server";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { hoursMidSentence } from "~/domain/catalog-words";
import { startingPrices } from "~/domain/catalog-facts";
import { brandTitle, pageMeta } from "~/seo/meta";

/** Each service's starting price in the owner's catalog in force (docs/decisions/0038); the hours are the root's. */
export function loader() {
  return { from: startingPrices(getCatalog()) };
}

export function meta({ matches }: Route.MetaArgs) {
  const names = cityList.map((c) => c.name);
  return pageMeta({
    title: brandTitle(`Service Locations in ${site.region}`),
    description: `Cleaning, junk removal and power washing in ${names.length} ${site.region} cities, including ${names.slice(0, 3).join(", ")} and ${names[3]}. Flat rates, book online.`,
    path: "/locations",
    matches,
  });
}

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const googleMapsKey = root?.googleMapsKey ?? undefined;
  return (
    <>
      <LocationsHero hours={hoursMidSentence(root!.words)} />
      <LocationsMapSection googleMapsKey={googleMapsKey} />
      <LocationsServices from={loaderData.from} />
    </>
  );
}
