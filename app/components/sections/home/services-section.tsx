import { CheckList } from "~/components/ui/check-list";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { services } from "~/content/services";
import type { StartingPrices } from "~/domain/catalog-facts";
import { StartingAt } from "~/components/cards/starting-at";
import { ContentImage } from "~/components/ui/content-image";
import { serviceNames } from "~/content/es/service-names";
import { serviceWords } from "~/content/es/services";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";

/** The three services with their starting prices (`from`, the catalog's in force, from the home page's loader). */
export function ServicesSection({ from }: { from: StartingPrices }) {
  const locale = useLocale();
  const t = useT();
  // the Spanish words of each service beside its English ones (app/content/es)
  const shown = services.map((s) =>
    locale === "es"
      ? { ...s, ...serviceNames[s.id], ...serviceWords[s.id], image: { ...s.image, alt: serviceWords[s.id].imageAlt } }
      : s,
  );
  return (
    <Section id="services" eyebrow={t("services.eyebrow")} title={t("services.title")} lead={t("services.lead")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {shown.map((s) => (
          <li key={s.id}>
            <Card className="h-full overflow-hidden" data-testid="service-card">
              <ContentImage image={s.image} loading="lazy" className="h-auto w-full bg-navy-50" />
              <CardHeader>
                <CardTitle>{s.title}</CardTitle>
                <StartingAt cents={from[s.id]} large testId="starting-price" />
                <CardDescription>{s.description}</CardDescription>
              </CardHeader>
              <CardContent>
                <CheckList items={s.features} />
              </CardContent>
              <CardFooter>
                <Link
                  to={localHref(locale, `/services/${s.id}`)}
                  className={buttonVariants({ className: "w-full" })}
                  aria-label={t("services.view-pricing-for", { service: s.title })}
                >
                  {t("services.view-pricing")}
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
