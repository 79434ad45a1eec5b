import { BookOrCall } from "~/components/book-or-call";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/layout/page-hero";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";

/** `hours`: the catalog's hours in force, mid-sentence ("every day, 7:00 AM to 8:00 PM"). */
export function LocationsHero({ hours }: { hours: string }) {
  return (
    <PageHero id="locations" eyebrow="Service area" title={<>Service Locations Across {site.region}</>} balance>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">
        Local crews in {cityList.length} cities, working {hours}. Pick your city for local notes, neighborhoods and
        answers, or book straight away: the flat price is the same wherever you are.
      </p>
      <BookOrCall to="/booking" centered>
        <Icon name="calendar-check" />
        Book Service
      </BookOrCall>
    </PageHero>
  );
}
