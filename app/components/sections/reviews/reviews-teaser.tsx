/**
 * The latest reviews a page shows (the home page: all; a city's, a service's pages: theirs), with their average:
 * rendered by the server into the page's `ReviewsSlot` (docs/decisions/0032). Long texts are cut to keep the pages
 * light; /reviews has them whole.
 */
import { reviewsLink } from "~/content/navigation";
import type { PublicReview, ReviewSummary } from "~/domain/reviews";
import { ReviewList, ReviewSummaryView } from "./review-list";
import type { Locale } from "~/i18n/locale";
import { translate } from "~/i18n/messages";

/** A teaser's text, in characters at most. */
export const TEASER_TEXT_MAX = 280;

const cut = (text: string) =>
  text.length <= TEASER_TEXT_MAX ? text : `${text.slice(0, TEASER_TEXT_MAX).replace(/\s+\S*$/, "")}…`;

export function ReviewsTeaser({
  heading,
  summary,
  reviews,
  locale = "en",
}: {
  heading: string;
  summary: ReviewSummary;
  reviews: readonly PublicReview[];
  /** Rendered apart from the page (no router): its language is given. */
  locale?: Locale;
}) {
  return (
    <section aria-labelledby="reviews-teaser-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="reviews-teaser-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
          {heading}
        </h2>
        <div className="mt-4">
          <ReviewSummaryView summary={summary} locale={locale} />
        </div>
        <div className="mt-6">
          <ReviewList
            reviews={reviews.map((r) => ({ ...r, text: cut(r.text), reply: r.reply && cut(r.reply) }))}
            locale={locale}
          />
        </div>
        <p className="mt-6">
          <a href={reviewsLink.href} className="font-semibold text-navy-700 underline underline-offset-2">
            {translate(locale, "reviews.read-all")}
          </a>
        </p>
      </div>
    </section>
  );
}
