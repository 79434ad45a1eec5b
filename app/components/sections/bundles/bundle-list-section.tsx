import { BundleCard } from "~/components/cards/bundle-card";
import { Section } from "~/components/section";
import { getBundle } from "~/content/bundles";
import type { BundleFact } from "~/domain/catalog-facts";

/** The offered bundles, with the catalog's figures in force (from the page's loader). */
export function BundleListSection({ bundles }: { bundles: readonly BundleFact[] }) {
  if (bundles.length === 0) return null;
  return (
    <Section
      id="packages"
      eyebrow="Fixed-price packages"
      title="Ready-Made Packages"
      lead="Each package shows its regular price, the bundle price and what you save. Add-ons can be added when you book."
    >
      <ul className="flex flex-wrap justify-center gap-6">
        {bundles.flatMap((figures) => {
          const bundle = getBundle(figures[0]);
          return bundle ? (
            <li
              key={bundle.id}
              className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)] [&>*]:w-full"
            >
              <BundleCard bundle={bundle} figures={figures} />
            </li>
          ) : (
            []
          );
        })}
      </ul>
    </Section>
  );
}
