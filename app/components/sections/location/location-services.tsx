import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { Card, CardTitle } from "~/components/ui/card";
import type { ServiceId } from "~/content/schema";
import { services } from "~/content/services";
import type { StartingPrices } from "~/domain/catalog-facts";
import { StartingAt } from "~/components/cards/starting-at";
import { ContentImage } from "~/components/ui/content-image";

/**
 * One card per service: the city's own note on that service, the starting price (`from`, the catalog's in force) and
 * a link to its city page.
 */
export function LocationServices({
  city,
  from,
}: {
  city: { name: string; slug: string; localNotes: Record<ServiceId, string> };
  from: StartingPrices;
}) {
  return (
    <Section
      id="city-services"
      tone="muted"
      eyebrow="What we do here"
      title={`Our Services in ${city.name}`}
      lead="Flat rates you see before you book, with crews who know the local housing and the local rules."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Card className="h-full p-6" data-testid="city-service-card">
              <ContentImage
                image={service.image}
                alt=""
                loading="lazy"
                className="mb-5 h-auto w-full rounded-xl border border-border bg-navy-50"
              />
              <CardTitle>{service.title}</CardTitle>
              <StartingAt cents={from[service.id]} className="mt-1" />
              <p className="mt-4 flex-1 leading-relaxed text-foreground">{city.localNotes[service.id]}</p>
              <Link
                to={`/services/${service.id}/${city.slug}`}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
              >
                {service.shortTitle} in {city.name}: prices and FAQs
                <Icon name="arrow-right" className="size-4 shrink-0" />
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
