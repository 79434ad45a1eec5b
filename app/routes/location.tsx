import { data } from "react-router";
import { ReviewsSlot } from "~/components/sections/reviews/reviews-slot";
import type { Route } from "./+types/location";
import { useRootData } from "~/root";
import { BookingCta } from "~/components/sections/location/booking-cta";
import { LocationHero } from "~/components/sections/location/location-hero";
import { LocationIntro } from "~/components/sections/location/location-intro";
import { LocationNearby } from "~/components/sections/location/location-nearby";
import { LocationServices } from "~/components/sections/location/location-services";
import { getCatalog } from "~/catalog/catalog.server";
import { getCity, nearbyCities } from "~/content/cities";
import { focusMapFor } from "~/content/focus-map";
import { site } from "~/content/site";
import { bookingHref } from "~/domain/booking-links";
import { hoursMidSentence } from "~/domain/catalog-words";
import { startingPrices } from "~/domain/catalog-facts";
import { brandTitle, pageMeta } from "~/seo/meta";

/** Nearby cities listed on a city page. */
const NEARBY_COUNT = 6;

// cities.ts (long per-city texts) and the map data are imported by the loader only: the page receives just its own
// city and what its close-up map draws (docs/decisions/0019), and each service's starting price in the owner's catalog
// in force (docs/decisions/0038).
export function loader({ params }: Route.LoaderArgs) {
  const city = getCity(params.slug);
  const map = city ? focusMapFor(city.slug) : undefined;
  if (!city || !map) throw data(null, { status: 404 });
  return { city, map, nearby: nearbyCities(city.slug, NEARBY_COUNT), from: startingPrices(getCatalog()) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { city } = loaderData;
  return pageMeta({
    title: brandTitle(`Property Services in ${city.name}, ${site.state}`),
    description: city.metaDescription,
    path: `/locations/${city.slug}`,
    matches,
  });
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { city, map, nearby, from } = loaderData;
  const root = useRootData();
  const googleMapsKey = root?.googleMapsKey ?? undefined;
  return (
    <>
      <LocationHero city={city} map={map} googleMapsKey={googleMapsKey} />
      <LocationIntro city={city} />
      <LocationServices city={city} from={from} />
      <LocationNearby cityName={city.name} nearby={nearby} />
      <ReviewsSlot slot={`city:${city.slug}`} />
      <BookingCta
        title={`Book Your ${city.name} Service`}
        text={`Pick a service, see your flat price and choose an arrival window. Crews work ${hoursMidSentence(root!.words)}.`}
        href={bookingHref({ city: city.slug })}
        label={`Book Service in ${city.name}`}
      />
    </>
  );
}
