import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { services } from "~/content/services";
import type { CatalogWords } from "~/domain/catalog-words";
import type { StartingPrices } from "~/domain/catalog-facts";
import { formatCents } from "~/domain/money";

/**
 * The one place on /bundles that explains the "any two services" discount and the packages' own, with the catalog's
 * figures in force: the percents (`words`, `bundlePercent`) and each service's starting price (`from`).
 */
export function BundleRuleSection({
  from,
  words,
  bundlePercent,
}: {
  from: StartingPrices;
  words: CatalogWords;
  /** The bundles' own percent off ("15%"). */
  bundlePercent: string;
}) {
  const pct = words.multiPercent;
  const packages =
    bundlePercent === pct
      ? "The packages below apply the same discount to the combinations our customers book most, at a fixed price."
      : `The packages below take ${bundlePercent} off the combinations our customers book most, at a fixed price.`;
  return (
    <section aria-labelledby="bundle-rule-heading" className="px-4 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-(--radius-card) border-2 border-navy-700 bg-white p-6 shadow-(--shadow-card) sm:p-8">
        <div className="grid gap-8 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <h2 id="bundle-rule-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
              Any two services, {pct} off
            </h2>
            <p className="mt-3 text-muted-foreground" data-testid="bundle-rule">
              {`Book any two different services in the same order, for example a move-out clean and a junk haul, and ${pct} comes off the service prices automatically. No code needed. ${packages}`}
            </p>
          </div>
          <ul className="space-y-2" aria-label="Pick any two">
            {services.map((s) => (
              <li key={s.id}>
                <Link
                  to={`/services/${s.id}`}
                  className="flex items-center justify-between gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm hover:border-navy-700 hover:bg-navy-50"
                >
                  <span className="font-semibold text-navy-900">{s.title}</span>
                  <span className="flex items-center gap-2 text-muted-foreground">
                    {from[s.id] === null ? (
                      <span className="font-bold text-navy-900">Custom quote</span>
                    ) : (
                      <>
                        from <span className="font-bold text-navy-900">{formatCents(from[s.id]!)}</span>
                      </>
                    )}
                    <Icon name="arrow-right" className="size-4 text-navy-700" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
