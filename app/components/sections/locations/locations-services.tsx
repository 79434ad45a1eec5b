import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { services } from "~/content/services";
import type { StartingPrices } from "~/domain/catalog-facts";
import { StartingAt } from "~/components/cards/starting-at";

/** The three services, available in every city, with their starting prices in the catalog in force (`from`). */
export function LocationsServices({ from }: { from: StartingPrices }) {
  return (
    <Section id="services" tone="muted" eyebrow="In every city" title="Three Services, Everywhere We Work">
      <ul className="grid gap-5 md:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.id}
            className="flex flex-col rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)"
          >
            <h3 className="text-lg font-bold text-navy-900">{service.title}</h3>
            <StartingAt cents={from[service.id]} className="mt-1" />
            <p className="mt-3 flex-1 text-sm leading-relaxed text-foreground">{service.description}</p>
            <Link
              to={`/services/${service.id}`}
              className="mt-5 inline-flex items-center gap-2 font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
            >
              {service.shortTitle} prices
              <Icon name="arrow-right" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
