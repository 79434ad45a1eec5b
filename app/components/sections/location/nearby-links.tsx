import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

export interface NearbyPlace {
  name: string;
  slug: string;
  miles: number;
}

/** Links to the nearest cities' pages, each with its distance; `hrefFor` builds the link for a slug. */
export function NearbyLinks({
  places,
  hrefFor,
  srPrefix,
}: {
  places: readonly NearbyPlace[];
  hrefFor: (slug: string) => string;
  /** read before each city name by screen readers, e.g. "Junk Removal in" */
  srPrefix?: string;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="nearby-links">
      {places.map((place) => (
        <li key={place.slug}>
          <Link
            to={hrefFor(place.slug)}
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-white px-4 py-3 text-navy-900 hover:border-navy-700 hover:bg-navy-50"
          >
            <span className="flex items-center gap-2 font-semibold">
              <Icon name="map-pin" className="size-4 shrink-0 text-navy-700" />
              <span>
                {srPrefix ? <span className="sr-only">{srPrefix} </span> : null}
                {place.name}
              </span>
            </span>
            <span className="text-sm whitespace-nowrap text-muted-foreground">{place.miles.toFixed(1)} mi away</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
