import { BookOrCall } from "~/components/book-or-call";
import { Icon } from "~/components/ui/icon";
import { SplitHero } from "~/components/layout/page-hero";
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
    <SplitHero
      id="location"
      eyebrowIcon={<Icon name="map-pin" className="size-4" />}
      eyebrow={
        <>
          {city.county} · {site.region}
        </>
      }
      title={
        <>
          Property Services in {city.name}, {site.state}
        </>
      }
      balance
      aside={
        <InteractiveMap cities={cityList} focus={city.slug} googleMapsKey={googleMapsKey}>
          {(hidden, layer) => (
            <FocusMap map={map} hidden={hidden}>
              {layer}
            </FocusMap>
          )}
        </InteractiveMap>
      }
    >
      <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{city.description}</p>
      <BookOrCall to={bookingHref({ city: city.slug })} size="cta">
        Book in {city.name}
      </BookOrCall>
    </SplitHero>
  );
}
