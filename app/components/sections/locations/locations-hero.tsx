import { BookOrCall } from "~/components/book-or-call";
import { Icon } from "~/components/ui/icon";
import { PageTrail } from "~/components/layout/page-trail";
import { cityList } from "~/content/city-list";
import { site } from "~/content/site";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function LocationsHero() {
  return (
    <section aria-labelledby="locations-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-4 sm:px-6">
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">Service area</p>
          <h1
            id="locations-heading"
            className="text-4xl font-extrabold tracking-tight text-balance text-navy-900 sm:text-5xl"
          >
            Service Locations Across {site.region}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">
            Local crews in {cityList.length} cities, working {lowerFirst(site.hours.label)}. Pick your city for local
            notes, neighborhoods and answers, or book straight away: the flat price is the same wherever you are.
          </p>
          <BookOrCall to="/booking" centered>
            <Icon name="calendar-check" />
            Book Service
          </BookOrCall>
        </div>
      </div>
    </section>
  );
}
