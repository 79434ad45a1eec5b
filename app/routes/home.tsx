import type { KeyboardEventHandler } from "react";
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
import { brandTitle, pageMeta } from "~/seo/meta";

/**
 * The sections that never change (docs/decisions/0025): in the server's render; in the browser, loaded only for a
 * client-side visit (the clientLoader), while a visit that starts here keeps their server HTML.
 */
let sections: typeof StaticSections | undefined = import.meta.env.SSR
  ? await import("~/components/sections/home/static-sections")
  : undefined;
const loadSections = async () => (sections ??= await import("~/components/sections/home/static-sections"));

/** Nothing to load: it says the page renders on the server (without it, clientLoader would run on hydration). */
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

/** One of those sections as a `StaticIsland`. */
function Island({ section, onKeyDown }: { section: keyof typeof StaticSections; onKeyDown?: KeyboardEventHandler }) {
  return (
    <StaticIsland
      render={() => {
        const Section = sections?.[section];
        return Section && <Section />;
      }}
      load={loadSections}
      onKeyDown={onKeyDown}
    />
  );
}

export default function Home() {
  const googleMapsKey = useRootData()?.googleMapsKey ?? undefined;
  return (
    <>
      <Island section="Hero" />
      <Island section="ServicesSection" />
      <CarouselSection />
      <Island section="BundlesSection" />
      <LocationsSection map={<AllCitiesMap cities={cityList} googleMapsKey={googleMapsKey} />} />
      <Island section="WhyChooseSection" />
      <Island section="ReviewsSection" />
      <Island section="FaqSection" onKeyDown={moveAccordionFocus} />
    </>
  );
}
