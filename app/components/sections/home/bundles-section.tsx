import { Link } from "react-router";
import { BundleCard } from "~/components/cards/bundle-card";
import { Section } from "~/components/section";
import { getBundle } from "~/content/bundles";
import type { CatalogWords } from "~/domain/catalog-words";
import type { BundleFact } from "~/domain/catalog-facts";

/** The offered bundles with their prices, and the multi-service percent: the catalog's in force. */
export function BundlesSection({ bundles, words }: { bundles: readonly BundleFact[]; words: CatalogWords }) {
  return (
    <Section
      id="bundles"
      tone="muted"
      eyebrow="Bundle and save"
      title="Bundle Any Two Services and Save"
      lead={`Book any two services together and save ${words.multiPercent}, or pick one of our ready-made packages.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {bundles.flatMap((figures) => {
          const bundle = getBundle(figures[0]);
          return bundle ? (
            <li key={bundle.id}>
              <BundleCard bundle={bundle} figures={figures} />
            </li>
          ) : (
            []
          );
        })}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/bundles" className="font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900">
          Compare all bundles
        </Link>
      </p>
    </Section>
  );
}
