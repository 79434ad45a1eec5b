import type { Route } from "./+types/home";
import { AllCitiesMap } from "~/components/map/all-cities-map";
import { BundlesSection } from "~/components/sections/home/bundles-section";
import { CarouselSection } from "~/components/sections/home/carousel-section";
import { FaqSection } from "~/components/sections/home/faq-section";
import { Hero } from "~/components/sections/home/hero";
import { LocationsSection } from "~/components/sections/home/locations-section";
import { ServicesSection } from "~/components/sections/home/services-section";
import { WhyChooseSection } from "~/components/sections/home/why-choose-section";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { useRootData } from "~/root";
import { brandTitle, pageMeta } from "~/utils/seo";

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
      <Hero />
      <ServicesSection />
      <CarouselSection />
      <BundlesSection />
      <LocationsSection map={<AllCitiesMap cities={cityList} googleMapsKey={googleMapsKey} />} />
      <WhyChooseSection />
      <FaqSection />
    </>
  );
}
