/**
 * /service-area?zip=75201: the answer of the "Do we serve your ZIP?" box when JavaScript is off (its form is a plain
 * GET here). Server-rendered (it depends on the query), not indexed. Without `zip`, the empty box.
 */
import { Link } from "react-router";
import { PageTrail } from "~/components/layout/page-trail";
import { ZipCheck, type ZipCheckResult } from "~/components/sections/service-area/zip-check";
import { site } from "~/content/site";
import { ZIP_FORMAT_MESSAGE } from "~/domain/service-area";
import { checkZip } from "~/domain/service-area-check";
import { getCatalog } from "~/catalog/catalog.server";
import { brandTitle, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/service-area";

export function loader({ request }: Route.LoaderArgs) {
  const zip = (new URL(request.url).searchParams.get("zip") ?? "").trim().slice(0, 20);
  // the service area of the owner's catalog in force (docs/decisions/0038)
  const area = getCatalog().serviceArea;
  const radiusMiles = area.radiusMiles;
  if (zip === "") return { zip, radiusMiles, result: null };
  const answer = checkZip(zip, area);
  const result: ZipCheckResult = answer ? { answer } : { error: ZIP_FORMAT_MESSAGE };
  return { zip, radiusMiles, result };
}

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: brandTitle("Do We Serve Your ZIP?"),
    description: `Check whether your ZIP code is in our ${site.region} service area for cleaning, junk removal and power washing.`,
    path: "/service-area",
    matches,
    noindex: true,
  });
}

export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 pt-4 pb-16 sm:px-6">
      <PageTrail />
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-navy-900">Do we serve your ZIP?</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        We serve homes within {loaderData.radiusMiles} miles of the {site.region} cities on our{" "}
        <Link to="/locations" className="font-semibold text-navy-700 underline underline-offset-2">
          locations page
        </Link>
        . Outside it? Call us at {site.phone} and we'll see what we can do.
      </p>
      <ZipCheck
        key={loaderData.zip}
        className="mt-8"
        heading="Check a ZIP code"
        defaultZip={loaderData.zip}
        initial={loaderData.result ?? undefined}
      />
    </section>
  );
}
