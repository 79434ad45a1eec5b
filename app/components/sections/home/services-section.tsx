import { CheckList } from "~/components/ui/check-list";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { services } from "~/content/services";
import type { StartingPrices } from "~/domain/catalog-facts";
import { StartingAt } from "~/components/cards/starting-at";
import { ContentImage } from "~/components/ui/content-image";

/** The three services with their starting prices (`from`, the catalog's in force, from the home page's loader). */
export function ServicesSection({ from }: { from: StartingPrices }) {
  return (
    <Section
      id="services"
      eyebrow="Flat-rate services"
      title="Our Services"
      lead="Three services, one trusted crew. See your price before you book."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((s) => (
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
                  to={`/services/${s.id}`}
                  className={buttonVariants({ className: "w-full" })}
                  aria-label={`View Pricing for ${s.title}`}
                >
                  View Pricing
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
