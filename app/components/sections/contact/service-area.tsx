import { CityLinks } from "~/components/city-links";
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
      <CityLinks className="mt-5 sm:grid-cols-3" testId="service-area" />
      <Link
        to="/locations"
        className="mt-5 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
      >
        See the service-area map
      </Link>
    </section>
  );
}
