/**
 * Customers' reviews (docs/decisions/0032): the customer's form on their booking's page (after the job only; one
 * review per booking, editable for 14 days; the owner is told of a new one), the owner's reply and hide, and what
 * the site publishes. Every customer is asked the same way (the request is queued when a job is completed, see
 * notifications.server.ts); nothing here writes or changes a customer's words but the customer. Server only.
 */
import { findCityRef } from "../content/city-list";
import { REVIEW_EDIT_DAYS, type HideReason } from "../content/reviews";
import { getService } from "../content/services";
import { site } from "../content/site";
import { parseReview, publicNameOf, type PublicReview, type ReviewErrors, summarize } from "../domain/reviews";
import type { Review } from "../storage/reviews.server";
import { getStorage, type Storage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";
import { reviewNotice } from "./notifications.server";
import { findByPageToken } from "./page-token.server";

type Options = { storage?: Storage; now?: Date; mail?: { siteUrl: string; ownerEmail: string } };

const listeners = new Set<() => void>();
/**
 * Called when this process changed what the site shows of reviews (a review sent or edited, a reply, a hide, an
 * erasure): the server rewrites its pages at once, other instances within their next check (docs/decisions/0032).
 */
export function onReviewsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function reviewsChanged(): void {
  for (const listener of listeners) listener();
}
const DAY = 24 * 3600_000;

export const REVIEW_NOT_YET_MESSAGE = `You can review your booking once the job is done. Questions? Call us at ${site.phone}.`;
export const REVIEW_CLOSED_MESSAGE = `Reviews can be changed for ${REVIEW_EDIT_DAYS} days after sending. To change yours now, please call us at ${site.phone}.`;

/** Until when a review sent at `createdAt` can be edited. */
export const editableUntil = (createdAt: string) => new Date(Date.parse(createdAt) + REVIEW_EDIT_DAYS * DAY);

export type ReviewAnswer =
  | { status: 200; kind: "created" | "edited" }
  | { status: 400; errors: ReviewErrors }
  | { status: 403; errors: { form: string } }
  | { status: 404 };

/** The customer's review of the booking of page `token` (a first one, or an edit within its days). */
export async function submitReview(
  token: string,
  form: { stars?: unknown; text?: unknown; publish?: unknown },
  opts: Options = {},
): Promise<ReviewAnswer> {
  const storage = opts.storage ?? getStorage();
  const now = opts.now ?? new Date();
  const booking = await findByPageToken(storage.bookings, token);
  if (!booking) return { status: 404 };
  if (booking.status !== "completed") return { status: 403, errors: { form: REVIEW_NOT_YET_MESSAGE } };
  const parsed = parseReview(form);
  if ("errors" in parsed) return { status: 400, errors: parsed.errors };
  const mail = opts.mail ?? { siteUrl: getEnv().SITE_URL, ownerEmail: getEnv().OWNER_NOTIFY_EMAIL ?? site.email };
  const result = await storage.reviews.submit(
    {
      bookingId: booking.id,
      ...parsed.review,
      publicName: publicNameOf(booking.name),
      city: booking.city,
      service: booking.quote.lines[0]?.service ?? "cleaning",
    },
    now,
    new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY),
    (review) => reviewNotice(booking, review, { ...mail, now }),
  );
  if (result.kind === "closed") return { status: 403, errors: { form: REVIEW_CLOSED_MESSAGE } };
  reviewsChanged();
  return { status: 200, kind: result.kind };
}

/** The owner's public reply to a review (blank removes it). */
export async function replyToReview(reviewId: number, text: string, opts: Options = {}) {
  const done = await (opts.storage ?? getStorage()).reviews.reply(reviewId, text, opts.now ?? new Date());
  if (done) reviewsChanged();
  return done;
}

/** Hides a review for a reason of the content policy; the reason goes into the booking's history. */
export async function hideReview(reviewId: number, reason: HideReason, actor: string, opts: Options = {}) {
  const done = await (opts.storage ?? getStorage()).reviews.hide(reviewId, reason, actor, opts.now ?? new Date());
  if (done) reviewsChanged();
  return done;
}

const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: site.timeZone });

export const publicReviewOf = (r: Review): PublicReview => ({
  id: r.id,
  stars: r.stars,
  text: r.text,
  name: r.publicName,
  city: findCityRef(r.city)?.name ?? r.city,
  service: getService(r.service)?.title ?? r.service,
  month: monthOf(r.createdAt),
  date: r.createdAt.slice(0, 10),
  reply: r.reply,
});

/** Published reviews and their summary: all, or a city's or a service's (the latest `limit` listed). */
export async function publishedReviews(
  filter: { city?: string; service?: string; limit?: number } = {},
  opts: Options = {},
) {
  const reviews = (opts.storage ?? getStorage()).reviews;
  const [list, stars] = await Promise.all([reviews.published(filter), reviews.publishedStars(filter)]);
  return { summary: summarize(stars), reviews: list.map(publicReviewOf) };
}
