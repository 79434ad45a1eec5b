import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { cityList as cities } from "~/content/city-list";
import type { Service } from "~/content/schema";
import { site } from "~/content/site";

export function ServiceCitiesSection({ service }: { service: Service }) {
  return (
    <Section
      id="service-areas"
      eyebrow="Service area"
      title={`${service.shortTitle} Across ${site.region}`}
      lead={`Local crews in ${cities.length} cities. Choose yours for local prices, notes and answers.`}
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link
              to={`/services/${service.id}/${city.slug}`}
              className="flex items-center gap-2 rounded-lg border border-border bg-white px-3 py-2.5 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-navy-50"
            >
              <Icon name="map-pin" className="size-4 shrink-0 text-navy-700" />
              <span>
                <span className="sr-only">{service.shortTitle} in </span>
                {city.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
