import { BookOrCall } from "~/components/book-or-call";
import { Icon } from "~/components/ui/icon";
import { PageTrail } from "~/components/layout/page-trail";
import { InteractiveMap } from "~/components/map/interactive-map";
import { FocusMap } from "~/components/map/focus-map";
import type { FocusMapData } from "~/content/focus-map";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";

/** The city's heading, summary and booking buttons beside a close-up map of the city. */
export function LocationHero({
  city,
  map,
  googleMapsKey,
}: {
  city: { name: string; slug: string; county: string; description: string };
  map: FocusMapData;
  googleMapsKey?: string;
}) {
  return (
    <section aria-labelledby="location-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 lg:pb-14">
        <PageTrail />
        <div className="mt-6 grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="mb-3 inline-flex items-center gap-2 text-sm font-bold tracking-wider text-navy-700 uppercase">
              <Icon name="map-pin" className="size-4" />
              {city.county} · {site.region}
            </p>
            <h1
              id="location-heading"
              className="text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl"
            >
              Property Services in {city.name}, {site.state}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{city.description}</p>
            <BookOrCall to={bookingHref({ city: city.slug })} size="cta">
              Book in {city.name}
            </BookOrCall>
          </div>
          <InteractiveMap cities={cityList} focus={city.slug} googleMapsKey={googleMapsKey}>
            {(hidden, layer) => (
              <FocusMap map={map} hidden={hidden}>
                {layer}
              </FocusMap>
            )}
          </InteractiveMap>
        </div>
      </div>
    </section>
  );
}
