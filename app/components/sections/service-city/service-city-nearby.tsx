import { Link } from "react-router";
import { Section } from "~/components/section";
import { type NearbyPlace, NearbyLinks } from "~/components/sections/location/nearby-links";
import type { Service } from "~/content/schema";

/** The same service in the nearest cities, plus the way back to this city's page. */
export function ServiceCityNearby({
  service,
  city,
  nearby,
}: {
  service: Service;
  city: { name: string; slug: string };
  nearby: readonly NearbyPlace[];
}) {
  return (
    <Section
      id="nearby"
      tone="muted"
      eyebrow="Nearby areas"
      title={`${service.shortTitle} Near ${city.name}`}
      lead={`Moving across town or to the next city? We offer ${service.shortTitle.toLowerCase()} at the same flat rates in these nearby cities.`}
    >
      <NearbyLinks
        places={nearby}
        hrefFor={(slug) => `/services/${service.id}/${slug}`}
        srPrefix={`${service.shortTitle} in`}
      />
      <p className="mt-8 text-center">
        <Link
          to={`/locations/${city.slug}`}
          className="font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          All our services in {city.name}
        </Link>
      </p>
    </Section>
  );
}
