import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { ZipCheck } from "~/components/sections/service-area/zip-check";
import { cityList as cities } from "~/content/city-list";
import { site } from "~/content/site";

export function LocationsSection({ map }: { map?: React.ReactNode }) {
  return (
    <Section
      id="locations"
      eyebrow="Service area"
      title="Service Locations"
      lead={`Local crews across ${site.region}: ${cities.length} cities and growing.`}
    >
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        {map ? <div>{map}</div> : null}
        <div className={map ? "" : "lg:col-span-2"}>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/locations/${c.slug}`}
                  className="flex items-center gap-2 rounded-lg border border-border bg-white px-3 py-2.5 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-navy-50"
                >
                  <Icon name="map-pin" className="size-4 text-navy-700" />
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/locations"
            className="mt-6 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
          >
            View all service locations
          </Link>
          <ZipCheck className="mt-8" level={3} />
        </div>
      </div>
    </Section>
  );
}
