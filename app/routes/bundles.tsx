import type { Route } from "./+types/bundles";
import { BundleListSection } from "~/components/sections/bundles/bundle-list-section";
import { BundleRuleSection } from "~/components/sections/bundles/bundle-rule-section";
import { BundlesHero } from "~/components/sections/bundles/bundles-hero";
import { getCatalog } from "~/catalog/catalog.server";
import { site } from "~/content/site";
import { offeredBundles, startingPrices } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";
import { useRootData } from "~/root";
import { brandTitle, pageMeta, rootWords } from "~/seo/meta";

/**
 * The figures of the owner's catalog in force the page shows (docs/decisions/0038): the offered bundles' prices and
 * list prices, each service's starting price and the bundles' percent. The multi-service percent is the root loader's.
 */
export function loader() {
  const catalog = getCatalog();
  return {
    bundles: offeredBundles(catalog),
    from: startingPrices(catalog),
    bundlePercent: `${catalog.bundles.percentOff}%`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const bundles = loaderData?.bundles ?? [];
  const words = rootWords(matches);
  const cheapest =
    bundles.length > 0 ? `, from ${formatCents(Math.min(...bundles.map(([, priceCents]) => priceCents)))}` : "";
  return pageMeta({
    title: brandTitle("Service Bundles: Bundle Two Services and Save"),
    description: `${bundles.length} fixed-price bundles of move in/out cleaning, junk removal and power washing across ${site.region}${cheapest}.${words ? ` Any two services, ${words.multiPercent} off.` : ""}`,
    path: "/bundles",
    matches,
  });
}

export default function BundlesPage({ loaderData }: Route.ComponentProps) {
  const { bundles, from, bundlePercent } = loaderData;
  const words = useRootData()!.words;
  return (
    <>
      <BundlesHero bundles={bundles} />
      <BundleRuleSection from={from} words={words} bundlePercent={bundlePercent} />
      <BundleListSection bundles={bundles} />
    </>
  );
}
