import { CityLinks } from "~/components/city-links";
import type * as React from "react";
import { Link } from "react-router";
import { Section } from "~/components/section";
import { ZipCheck } from "~/components/sections/service-area/zip-check";
import { cityList as cities } from "~/content/city-list";
import { site } from "~/content/site";
import { localHref } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";

export function LocationsSection({ map }: { map?: React.ReactNode }) {
  const locale = useLocale();
  const t = useT();
  return (
    <Section
      id="locations"
      eyebrow={t("locations.eyebrow")}
      title={t("locations.title")}
      lead={t("locations.lead", { region: site.region, count: cities.length })}
    >
      <div className="grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        {map ? <div>{map}</div> : null}
        <div className={map ? "" : "lg:col-span-2"}>
          <CityLinks className="sm:grid-cols-3 lg:grid-cols-2" />
          <Link
            to={localHref(locale, "/locations")}
            className="mt-6 inline-block font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
          >
            {t("locations.view-all")}
          </Link>
          <ZipCheck className="mt-8" level={3} />
        </div>
      </div>
    </Section>
  );
}
