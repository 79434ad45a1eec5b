import type { Route } from "./+types/home";
import { AllCitiesMap } from "~/components/map/all-cities-map";
import { CarouselSection } from "~/components/sections/home/carousel-section";
import { LocationsSection } from "~/components/sections/home/locations-section";
import type * as StaticSections from "~/components/sections/home/static-sections";
import { moveAccordionFocus } from "~/components/ui/accordion-focus";
import { StaticIsland } from "~/components/ui/static-island";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { useRootData } from "~/root";
import { brandTitle, pageMeta } from "~/utils/seo";

/**
 * The sections that never change (docs/decisions/0025): in the server's render; in the browser, loaded only for a
 * client-side visit (the clientLoader), while a visit that starts here keeps their server HTML.
 */
let sections: typeof StaticSections | undefined = import.meta.env.SSR
  ? await import("~/components/sections/home/static-sections")
  : undefined;
const loadSections = async () => (sections ??= await import("~/components/sections/home/static-sections"));

/** Nothing to load on the server; it only says that the page renders there (without it, clientLoader would run on hydration). */
export function loader() {
  return null;
}

export async function clientLoader() {
  await loadSections();
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Cleaning, Junk Removal & Power Washing in DFW"),
    description: `Flat-rate move in/out cleaning, junk removal and power washing across ${site.region}. See your price, bundle any two services and save ${site.multiServiceDiscountPercent}%, and book online.`,
    path: "/",
    matches,
  });
}

export default function Home() {
  const googleMapsKey = useRootData()?.googleMapsKey ?? undefined;
  return (
    <>
      <StaticIsland render={() => sections && <sections.Hero />} load={loadSections} />
      <StaticIsland render={() => sections && <sections.ServicesSection />} load={loadSections} />
      <CarouselSection />
      <StaticIsland render={() => sections && <sections.BundlesSection />} load={loadSections} />
      <LocationsSection map={<AllCitiesMap cities={cityList} googleMapsKey={googleMapsKey} />} />
      <StaticIsland render={() => sections && <sections.WhyChooseSection />} load={loadSections} />
      <StaticIsland
        render={() => sections && <sections.FaqSection />}
        load={loadSections}
        onKeyDown={moveAccordionFocus}
      />
    </>
  );
}
