import { PageTrail } from "~/components/layout/page-trail";
import { about } from "~/content/about";
import { site } from "~/content/site";

export function AboutHero() {
  return (
    <section aria-labelledby="about-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-4 sm:px-6">
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">About {site.brand}</p>
          <h1 id="about-heading" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            {about.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">{about.lead}</p>
        </div>
      </div>
    </section>
  );
}
