import type { Route } from "./+types/bundles";
import { BundleListSection } from "~/components/sections/bundles/bundle-list-section";
import { BundleRuleSection } from "~/components/sections/bundles/bundle-rule-section";
import { BundlesHero } from "~/components/sections/bundles/bundles-hero";
import { bundles } from "~/content/bundles";
import { site } from "~/content/site";
import { formatCents } from "~/domain/money";
import { brandTitle, pageMeta } from "~/seo/meta";

export function meta({ matches }: Route.MetaArgs) {
  const cheapest = Math.min(...bundles.map((b) => b.bundlePrice));
  return pageMeta({
    title: brandTitle("Service Bundles: Bundle Two Services and Save"),
    description: `${bundles.length} fixed-price bundles of move in/out cleaning, junk removal and power washing across ${site.region}, from ${formatCents(cheapest)}. Any two services, ${site.multiServiceDiscountPercent}% off.`,
    path: "/bundles",
    matches,
  });
}

export default function BundlesPage() {
  return (
    <>
      <BundlesHero />
      <BundleRuleSection />
      <BundleListSection />
    </>
  );
}
