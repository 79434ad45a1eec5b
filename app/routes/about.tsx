import type { Route } from "./+types/about";
import { AboutCta } from "~/components/sections/about/about-cta";
import { AboutHero } from "~/components/sections/about/about-hero";
import { AboutStory } from "~/components/sections/about/about-story";
import { about } from "~/content/about";
import { site } from "~/content/site";
import { useRootData } from "~/root";
import { brandTitle, pageMeta } from "~/seo/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle(`About Us: ${about.heading}`),
    description: `A local ${site.region} company for move-out cleaning, junk removal and power washing: flat prices, one booking, licensed and insured crews.`,
    path: "/about",
    matches,
  });
}

export default function AboutPage() {
  const words = useRootData()!.words;
  return (
    <>
      <AboutHero />
      <AboutStory words={words} />
      <AboutCta />
    </>
  );
}
