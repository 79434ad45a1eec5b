import type { Route } from "./+types/locations";
import { useRootData } from "~/root";
import { LocationsHero } from "~/components/sections/locations/locations-hero";
import { LocationsMapSection } from "~/components/sections/locations/locations-map-section";
import { LocationsServices } from "~/components/sections/locations/locations-services";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { brandTitle, pageMeta } from "~/seo/meta";

export function meta({ matches }: Route.MetaArgs) {
  const names = cityList.map((c) => c.name);
  return pageMeta({
    title: brandTitle(`Service Locations in ${site.region}`),
    description: `Cleaning, junk removal and power washing in ${names.length} ${site.region} cities, including ${names.slice(0, 3).join(", ")} and ${names[3]}. Flat rates, book online.`,
    path: "/locations",
    matches,
  });
}

export default function LocationsPage() {
  const googleMapsKey = useRootData()?.googleMapsKey ?? undefined;
  return (
    <>
      <LocationsHero />
      <LocationsMapSection googleMapsKey={googleMapsKey} />
      <LocationsServices />
    </>
  );
}
