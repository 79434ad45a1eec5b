import { CityLinks } from "~/components/city-links";
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
          <CityLinks counties testId="city-list" />
        </div>
      </div>
    </Section>
  );
}
