/**
 * Published reviews as the site shows them (docs/decisions/0032): the average and the distribution, and each review
 * with its stars, text, first name and last initial, city, service, month and the owner's reply. Plain HTML: no
 * state, no effects, readable without JavaScript.
 */
import { averageLabel, type PublicReview, type ReviewSummary, starGlyphs } from "~/domain/reviews";
import { reviewWords } from "~/content/reviews";
import { serviceNames } from "~/content/es/service-names";
import { services } from "~/content/services";
import { languageTag, type Locale } from "~/i18n/locale";
import { translate } from "~/i18n/messages";

/**
 * A review's service and month in `locale`: the review keeps the English title and month it was published with
 * (the customers' words themselves are never translated).
 */
function serviceAndMonth(r: PublicReview, locale: Locale) {
  if (locale === "en") return `${r.service} · ${r.month}`;
  const service = services.find((s) => s.title === r.service);
  const month = new Intl.DateTimeFormat(languageTag[locale], { month: "long", year: "numeric", timeZone: "UTC" });
  return `${service ? serviceNames[service.id].title : r.service} · ${month.format(new Date(`${r.date}T12:00:00Z`))}`;
}

export function Stars({ stars, className, locale = "en" }: { stars: number; className?: string; locale?: Locale }) {
  return (
    <span
      role="img"
      aria-label={translate(locale, "reviews.stars", { stars })}
      className={className ?? "text-amber-500"}
    >
      {starGlyphs(stars)}
    </span>
  );
}

/** The average and how many gave each number of stars. */
export function ReviewSummaryView({
  summary,
  full = false,
  locale = "en",
}: {
  summary: ReviewSummary;
  full?: boolean;
  locale?: Locale;
}) {
  if (summary.count === 0 || summary.average === null) return <p className="text-navy-900">{reviewWords.empty}</p>;
  const rounded = Math.round(summary.average);
  return (
    <div className="text-navy-900">
      <p className="flex flex-wrap items-center gap-2">
        <Stars stars={rounded} className="text-2xl text-amber-500" locale={locale} />
        <span className="text-lg font-bold">{averageLabel(summary.average, locale)}</span>
        <span className="text-muted-foreground">{translate(locale, "reviews.from", { count: summary.count })}</span>
      </p>
      {full ? (
        <table className="mt-4 w-full max-w-sm text-sm">
          <caption className="sr-only">How many reviews gave each number of stars</caption>
          <tbody>
            {([5, 4, 3, 2, 1] as const).map((n) => (
              <tr key={n}>
                <th scope="row" className="py-1 pr-3 text-left font-semibold whitespace-nowrap">
                  {n} {n === 1 ? "star" : "stars"}
                </th>
                <td className="w-full py-1">
                  <span
                    aria-hidden="true"
                    className="block h-2.5 rounded-full bg-amber-400"
                    style={{ width: `${Math.round((summary.distribution[n] / summary.count) * 100)}%` }}
                  />
                </td>
                <td className="py-1 pl-3 text-right tabular-nums">{summary.distribution[n]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

export function ReviewList({
  reviews,
  headingLevel = 3,
  locale = "en",
}: {
  reviews: readonly PublicReview[];
  headingLevel?: 2 | 3;
  locale?: Locale;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} className="min-w-0">
          {/* a customer's words: a long word or pasted link wraps rather than widen the page (issue 35) */}
          <article className="h-full rounded-(--radius-card) border border-border bg-white p-5 shadow-(--shadow-card) wrap-anywhere">
            <Heading className="font-bold text-navy-900">{`${r.name}, ${r.city}`}</Heading>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <Stars stars={r.stars} locale={locale} />
              <span>{serviceAndMonth(r, locale)}</span>
            </p>
            <p className="mt-3 whitespace-pre-line text-navy-900">{r.text}</p>
            {r.reply ? (
              <div className="mt-4 border-l-4 border-navy-200 pl-3">
                <p className="text-sm font-semibold text-navy-900">{translate(locale, "reviews.owner-reply")}</p>
                <p className="mt-1 whitespace-pre-line text-navy-900">{r.reply}</p>
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
