import { PageTrail } from "~/components/layout/page-trail";
import { bundles } from "~/content/bundles";
import { site } from "~/content/site";
import { formatCents } from "~/domain/money";

export function BundlesHero() {
  const maxSavings = Math.max(...bundles.map((b) => b.savings));
  return (
    <section aria-labelledby="bundles-page-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6">
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">Bundle and save</p>
          <h1 id="bundles-page-heading" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            Service Bundles
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            The jobs around a move or a sale rarely come alone. Book them together with one crew schedule, one flat
            price and up to {formatCents(maxSavings)} saved, anywhere in {site.region}.
          </p>
        </div>
      </div>
    </section>
  );
}
