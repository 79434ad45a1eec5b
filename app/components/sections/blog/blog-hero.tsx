import { PageTrail } from "~/components/layout/page-trail";
import { site } from "~/content/site";

export function BlogHero({ postCount }: { postCount: number }) {
  return (
    <section aria-labelledby="blog-heading" className="bg-gradient-to-b from-navy-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6">
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">{site.shortBrand} Blog</p>
          <h1 id="blog-heading" className="text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl">
            Tips for Moving, Selling and Home Care
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {postCount} practical guides from our crews on cleaning, junk removal and power washing in {site.region}.
          </p>
        </div>
      </div>
    </section>
  );
}
