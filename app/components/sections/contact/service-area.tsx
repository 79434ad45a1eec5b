import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { cityList as cities } from "~/content/city-list";
import { site } from "~/content/site";

export function ServiceArea() {
  return (
    <section
      aria-labelledby="service-area-heading"
      className="rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card) sm:p-8"
    >
      <h2 id="service-area-heading" className="text-2xl font-extrabold text-navy-900">
        Service area
      </h2>
      <p className="mt-2 text-muted-foreground">
        Local crews in {cities.length} cities across {site.region}:
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="service-area">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link
              to={`/locations/${city.slug}`}
              className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-navy-50"
            >
              <Icon name="map-pin" className="size-4 shrink-0 text-navy-700" />
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/locations"
        className="mt-5 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
      >
        See the service-area map
      </Link>
    </section>
  );
}
