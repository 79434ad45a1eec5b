/**
 * /reviews: every published review (consent given, not hidden), newest first, with the average and the distribution,
 * and the content policy (docs/decisions/0032). Server-rendered (indexable, in the sitemap) so a review is here as
 * soon as it is sent; shared caches keep it a minute at most. Structured data: Review and AggregateRating.
 */
import { publishedReviews } from "~/booking/reviews.server";
import { PageHero } from "~/components/layout/page-hero";
import { ReviewList, ReviewSummaryView } from "~/components/sections/reviews/review-list";
import { HIDE_REASONS, reviewWords } from "~/content/reviews";
import { site } from "~/content/site";
import { brandTitle, pageMeta } from "~/seo/meta";
import type { Route } from "./+types/reviews";

export async function loader() {
  return publishedReviews();
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=60" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const count = loaderData?.summary.count ?? 0;
  return pageMeta({
    title: brandTitle(reviewWords.pageTitle),
    description: `What ${site.shortBrand} customers say after their cleaning, junk removal or power washing job: ${count === 0 ? "every customer is asked" : `${count} published ${count === 1 ? "review" : "reviews"}`}, good or bad.`,
    path: "/reviews",
    matches,
  });
}

export default function ReviewsPage({ loaderData: { summary, reviews } }: Route.ComponentProps) {
  return (
    <>
      <PageHero id="reviews" eyebrow={site.brand} title={reviewWords.pageTitle}>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{reviewWords.pageIntro}</p>
        <div className="mt-6 flex justify-center">
          <ReviewSummaryView summary={summary} full />
        </div>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-12 px-4 pt-8 pb-16 sm:px-6">
        {reviews.length > 0 ? (
          <section aria-labelledby="all-reviews-heading">
            <h2 id="all-reviews-heading" className="mb-4 text-2xl font-extrabold text-navy-900">
              All reviews
            </h2>
            <ReviewList reviews={reviews} />
          </section>
        ) : null}
        <section aria-labelledby="policy-heading" className="max-w-3xl">
          <h2 id="policy-heading" className="text-2xl font-extrabold text-navy-900">
            Our review policy
          </h2>
          <p className="mt-3 text-navy-900">
            Every customer who books online is asked for a review the morning after the job, whatever they might say.
            Reviews are published as written, with the customer's consent, and never edited by us. We reply in public.
            We hide a review only when it breaks one of these rules, and keep the reason:
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-navy-900">
            {Object.values(HIDE_REASONS).map((r) => (
              <li key={r.label}>
                <strong>{r.label}:</strong> {r.rule}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
