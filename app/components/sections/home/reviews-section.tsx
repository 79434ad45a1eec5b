import { useLocale } from "~/i18n/use-t";
import { ReviewsSlot } from "~/components/sections/reviews/reviews-slot";

/** The home page's latest reviews, written in by the server (docs/decisions/0032). */
export function ReviewsSection() {
  return <ReviewsSlot slot={useLocale() === "es" ? "es:home" : "home"} />;
}
