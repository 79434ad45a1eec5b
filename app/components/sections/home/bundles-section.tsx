import { Link } from "react-router";
import { BundleCard } from "~/components/cards/bundle-card";
import { Section } from "~/components/section";
import { getBundle } from "~/content/bundles";
import type { CatalogWords } from "~/domain/catalog-words";
import type { BundleFact } from "~/domain/catalog-facts";
import { bundleWords } from "~/content/es/bundles";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";

/** The offered bundles with their prices, and the multi-service percent: the catalog's in force. */
export function BundlesSection({ bundles, words }: { bundles: readonly BundleFact[]; words: CatalogWords }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Section
      id="bundles"
      tone="muted"
      eyebrow={t("bundles.eyebrow")}
      title={t("bundles.title")}
      lead={t("bundles.lead", { percent: words.multiPercent })}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {bundles.flatMap((figures) => {
          const bundle = getBundle(figures[0]);
          return bundle ? (
            <li key={bundle.id}>
              <BundleCard
                bundle={locale === "es" ? { ...bundle, ...bundleWords[bundle.id] } : bundle}
                figures={figures}
              />
            </li>
          ) : (
            []
          );
        })}
      </ul>
      <p className="mt-8 text-center">
        <Link
          to={localHref(locale, "/bundles")}
          className="font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          {t("bundles.compare")}
        </Link>
      </p>
    </Section>
  );
}
