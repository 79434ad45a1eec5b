import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { AllCitiesMap } from "~/components/map/all-cities-map";
import { Section } from "~/components/section";
import { cityList } from "~/content/city-list";

/** The all-cities map beside the list of city pages, each with its county. */
export function LocationsMapSection({ googleMapsKey }: { googleMapsKey?: string }) {
  return (
    <Section
      id="cities"
      eyebrow="Find your city"
      title={`${cityList.length} Cities, One Flat-Rate Price List`}
      lead="Select a marker on the map or a city in the list to see what we do there."
      className="pt-8 sm:pt-10"
    >
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <AllCitiesMap cities={cityList} googleMapsKey={googleMapsKey} />
        <div>
          <h3 className="mb-4 text-lg font-bold text-navy-900">All cities we serve</h3>
          <ul className="grid grid-cols-2 gap-2" data-testid="city-list">
            {cityList.map((city) => (
              <li key={city.slug}>
                <Link
                  to={`/locations/${city.slug}`}
                  className="flex h-full items-start gap-2 rounded-lg border border-border bg-white px-3 py-2.5 text-navy-900 hover:border-navy-700 hover:bg-navy-50"
                >
                  <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-navy-700" />
                  <span>
                    <span className="block text-sm font-semibold">{city.name}</span>
                    <span className="block text-xs text-muted-foreground">{city.county}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
