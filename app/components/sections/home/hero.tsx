import { Link } from "react-router";
import { ContentIcon } from "~/components/ui/icon";
import { buttonVariants } from "~/components/ui/button";
import * as english from "~/content/home";
import * as spanish from "~/content/es/home";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";
import { phoneHref, site } from "~/content/site";
import { type CatalogWords, fillCatalogWords, namesPromo } from "~/domain/catalog-words";

/** `words`: the catalog's words in force; the badge names the promo's percent, and is left out without a promo code. */
export function Hero({ words }: { words: CatalogWords }) {
  const locale = useLocale();
  const t = useT();
  const { hero, trustPoints } = locale === "es" ? spanish : english;
  const badge = words.promoCode === "" && namesPromo(hero.badge) ? null : fillCatalogWords(hero.badge, words);
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          {badge ? (
            <p className="mb-4 inline-flex rounded-full bg-amber-soft px-4 py-1.5 text-sm font-bold text-navy-950">
              {badge}
            </p>
          ) : null}
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            {hero.headline}
          </h1>
          <p className="mt-3 text-2xl font-bold text-navy-700">{hero.subheadline}</p>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localHref(locale, "/booking")} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {hero.ctaLabel}
            </Link>
            <a href={phoneHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t("hero.call", { phone: site.phone })}
            </a>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label={t("hero.trust")}>
            {trustPoints.map((t) => (
              <li key={t.id} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-800 text-white">
                  <ContentIcon name={t.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-bold text-navy-900">{t.title}</span>
                  <span className="block text-sm text-muted-foreground">{t.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <img
          src="/images/hero.svg"
          alt={t("hero.image-alt")}
          width={960}
          height={640}
          fetchPriority="high"
          className="hidden h-auto w-full rounded-3xl lg:block"
        />
      </div>
    </section>
  );
}
