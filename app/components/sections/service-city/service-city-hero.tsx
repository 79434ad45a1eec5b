import { BookOrCall } from "~/components/book-or-call";
import { Icon } from "~/components/ui/icon";
import { SplitHero } from "~/components/layout/page-hero";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { formatCents } from "~/domain/money";

export interface ServiceCityPlace {
  name: string;
  slug: string;
  county: string;
  neighborhoods: readonly string[];
  /** the city's own paragraph about this service */
  localNote: string;
}

/**
 * Back link and breadcrumb, city-specific heading and description, the city's note on this service and its
 * neighbourhoods; `from`: the service's starting price in the catalog in force (null: every tier is quoted).
 */
export function ServiceCityHero({
  service,
  city,
  from,
}: {
  service: Service;
  city: ServiceCityPlace;
  from: number | null;
}) {
  return (
    <SplitHero
      id="service-city"
      eyebrow={<>Flat-rate pricing · {city.county}</>}
      title={
        <>
          {service.title} in {city.name}, {site.state}
        </>
      }
      balance
      alignTop
      aside={
        <aside
          aria-labelledby="local-notes-heading"
          className="rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)"
        >
          <h2 id="local-notes-heading" className="flex items-center gap-2 text-xl font-bold text-navy-900">
            <Icon name="map-pin" className="size-5 shrink-0 text-amber-brand" />
            What to know in {city.name}
          </h2>
          <p className="mt-3 leading-relaxed text-foreground" data-testid="local-note">
            {city.localNote}
          </p>
          <h3 className="mt-6 text-sm font-bold tracking-wider text-navy-700 uppercase">Where we work</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Neighborhoods in ${city.name}`}>
            {city.neighborhoods.map((name) => (
              <li
                key={name}
                className="rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium text-navy-900"
              >
                {name}
              </li>
            ))}
          </ul>
        </aside>
      }
    >
      {from === null ? null : (
        <p className="mt-4 text-lg text-navy-800">
          Starting at <span className="text-2xl font-extrabold text-navy-900">{formatCents(from)}</span>
        </p>
      )}
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{service.description}</p>
      <BookOrCall to={bookingHref({ service: service.id, city: city.slug })} size="cta">
        Book {service.shortTitle} in {city.name}
      </BookOrCall>
    </SplitHero>
  );
}
