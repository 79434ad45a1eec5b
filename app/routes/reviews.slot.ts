/**
 * GET /reviews/slot/:slot: the HTML of a page's reviews (docs/decisions/0032), for a client-side visit to a page whose
 * reviews the server writes into its pre-rendered HTML (empty while it has none). 404 for a slot no page has. Shared
 * caches keep it a minute.
 */
import { data } from "react-router";
import { renderReviewSlot } from "./reviews-slot.server";
import type { Route } from "./+types/reviews.slot";

export async function loader({ params }: Route.LoaderArgs) {
  const html = await renderReviewSlot(params.slot);
  if (html === null) throw data("No such reviews.", { status: 404 });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=60",
      "X-Robots-Tag": "noindex",
    },
  });
}
