/**
 * The reviews of the pre-rendered pages (docs/decisions/0032): which slots there are, the HTML of each, and a stamp
 * that changes when any may have. `npm start`'s server asks for them through the build's entry
 * (app/entry.server.tsx) and writes them into the pages it serves from memory; `/reviews/slot/{slot}` gives one to a
 * client-side visit. Not a route: a module of the routes layer, as it renders components.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { publishedReviews } from "~/booking/reviews.server";
import { ReviewsTeaser } from "~/components/sections/reviews/reviews-teaser";
import { cityList } from "~/content/city-list";
import { REVIEWS_ON_A_PAGE } from "~/content/reviews";
import { getService } from "~/content/services";
import { getStorage } from "~/storage/storage.server";
import type { Locale } from "~/i18n/locale";
import { translate } from "~/i18n/messages";

type Slot = { heading: string; city?: string; service?: string; locale?: Locale };

/**
 * "home", "city:plano", "service:cleaning", "service-city:cleaning:plano": the slot of each page that has one; "es:home"
 * the Spanish home page's (docs/decisions/0052).
 */
export function slotOf(key: string): Slot | null {
  if (key === "es:home") return { heading: translate("es", "reviews.home-heading"), locale: "es" };
  const [kind, a, b] = key.split(":");
  const city = (slug: string | undefined) => cityList.find((c) => c.slug === slug);
  if (kind === "home" && !a) return { heading: translate("en", "reviews.home-heading") };
  if (kind === "city" && city(a) && !b) return { heading: `What customers in ${city(a)!.name} say`, city: a };
  const service = a ? getService(a) : undefined;
  if (kind === "service" && service && !b) return { heading: `What ${service.title} customers say`, service: a };
  if (kind === "service-city" && service && city(b))
    return { heading: `${service.title} in ${city(b)!.name}: reviews`, service: a, city: b };
  return null;
}

/**
 * The HTML of a slot now: "" while it has no published review (the page then shows no reviews section; /reviews
 * says "No reviews yet"), or null for a slot no page has.
 */
export async function renderReviewSlot(key: string): Promise<string | null> {
  const slot = slotOf(key);
  if (!slot) return null;
  const { summary, reviews } = await publishedReviews({
    city: slot.city,
    service: slot.service,
    limit: REVIEWS_ON_A_PAGE,
  });
  if (summary.count === 0) return "";
  return renderToStaticMarkup(
    <ReviewsTeaser heading={slot.heading} summary={summary} reviews={reviews} locale={slot.locale} />,
  );
}

/** Changes whenever a slot's HTML may have. */
export const reviewSlotsVersion = () => getStorage().reviews.version();
