import { PageHero } from "~/components/layout/page-hero";
import { bundles } from "~/content/bundles";
import { site } from "~/content/site";
import { formatCents } from "~/domain/money";

export function BundlesHero() {
  const maxSavings = Math.max(...bundles.map((b) => b.savings));
  return (
    <PageHero id="bundles-page" eyebrow="Bundle and save" title="Service Bundles" roomy>
      <p className="mt-4 text-lg text-muted-foreground">
        The jobs around a move or a sale rarely come alone. Book them together with one crew schedule, one flat price
        and up to {formatCents(maxSavings)} saved, anywhere in {site.region}.
      </p>
    </PageHero>
  );
}
