import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { cityList } from "~/content/city-list";
import { cn } from "~/lib/utils";

/**
 * The cities we serve, each a link to its page: a map pin beside its name (`counties`: with its county under it).
 * Two to a row; `className` may add columns on wider screens.
 */
export function CityLinks({
  counties = false,
  className,
  testId,
}: {
  counties?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={cn("grid grid-cols-2 gap-2", className)} data-testid={testId}>
      {cityList.map((city) => (
        <li key={city.slug}>
          <Link
            to={`/locations/${city.slug}`}
            className="flex h-full items-start gap-2 rounded-lg border border-border bg-white px-3 py-2.5 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-navy-50"
          >
            <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-navy-700" />
            {counties ? (
              <span>
                <span className="block font-semibold">{city.name}</span>
                <span className="block text-xs text-muted-foreground">{city.county}</span>
              </span>
            ) : (
              city.name
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
