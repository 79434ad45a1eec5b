import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * A short band pointing to /bundles: "any two services" and the packages. The count comes from the page's loader, so
 * the bundles themselves stay out of the service pages' JavaScript (docs/decisions/0019); `multiPercent` ("15%") is the
 * catalog's in force.
 */
export function BundlesCallout({ bundleCount, multiPercent }: { bundleCount: number; multiPercent: string }) {
  return (
    <section aria-labelledby="bundles-callout-heading" className="bg-amber-soft/60">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="bundles-callout-heading" className="text-2xl font-extrabold text-navy-900">
            Bundle any two services and save {multiPercent}
          </h2>
          <p className="mt-2 max-w-2xl text-navy-900">
            Pair this service with another in one booking and the discount comes off automatically
            {bundleCount > 0 ? <>, or choose one of our {bundleCount} ready-made packages.</> : "."}
          </p>
        </div>
        <Link to="/bundles" className={buttonVariants({ size: "lg", className: "shrink-0" })}>
          See Bundles
        </Link>
      </div>
    </section>
  );
}
