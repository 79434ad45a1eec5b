import { PageHero } from "~/components/layout/page-hero";
import { site } from "~/content/site";
import type { BundleFact } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";

/** `bundles`: the offered bundles with the catalog's figures in force; the most they save is named. */
export function BundlesHero({ bundles }: { bundles: readonly BundleFact[] }) {
  const maxSavings = Math.max(0, ...bundles.map(([, priceCents, listCents]) => listCents - priceCents));
  return (
    <PageHero id="bundles-page" eyebrow="Bundle and save" title="Service Bundles" roomy>
      <p className="mt-4 text-lg text-muted-foreground">
        The jobs around a move or a sale rarely come alone. Book them together with one crew schedule
        {maxSavings > 0 ? <>, one flat price and up to {formatCents(maxSavings)} saved</> : " and one flat price"},
        anywhere in {site.region}.
      </p>
    </PageHero>
  );
}
