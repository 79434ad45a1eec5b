/**
 * The rules of a review, shared by the form in the browser and the server (docs/decisions/0032): what may be sent,
 * how a reviewer is named in public, and the summary of a set of reviews.
 */
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "../content/reviews.ts";
import type { Locale } from "../i18n/locale.ts";
import { translate } from "../i18n/messages.ts";

export type ReviewInput = { stars: number; text: string; publish: boolean };
export type ReviewErrors = Partial<Record<"stars" | "text", string>>;

/** The review a form sends, or the errors under its field names. */
export function parseReview(form: {
  stars?: unknown;
  text?: unknown;
  publish?: unknown;
}): { review: ReviewInput } | { errors: ReviewErrors } {
  const stars = Number(form.stars);
  const text = typeof form.text === "string" ? form.text.trim().replace(/\r\n/g, "\n") : "";
  const errors: ReviewErrors = {};
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) errors.stars = "Please choose from 1 to 5 stars.";
  if (text.length < REVIEW_TEXT_MIN)
    errors.text = `Please write at least ${REVIEW_TEXT_MIN} characters about your visit.`;
  else if (text.length > REVIEW_TEXT_MAX) errors.text = `Please keep your review under ${REVIEW_TEXT_MAX} characters.`;
  if (Object.keys(errors).length > 0) return { errors };
  return { review: { stars, text, publish: form.publish === "yes" } };
}

/** "Ada Lovelace" → "Ada L."; "Ada" → "Ada"; "  ada  de la cruz " → "Ada D." */
export function publicNameOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const cap = (word: string) => word.charAt(0).toLocaleUpperCase("en-US") + word.slice(1);
  if (parts.length === 0) return "A customer";
  const first = cap(parts[0]!);
  return parts.length === 1 ? first : `${first} ${parts.at(-1)!.charAt(0).toLocaleUpperCase("en-US")}.`;
}

/** A published review as the site shows it: the reviewer by first name and last initial. */
export type PublicReview = {
  id: number;
  stars: number;
  text: string;
  name: string;
  city: string;
  service: string;
  /** "November 2026" */
  month: string;
  /** "2026-11-26", for structured data */
  date: string;
  reply: string | null;
};

export type ReviewSummary = {
  count: number;
  /** The mean of the stars, to one decimal; null when there are none. */
  average: number | null;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
};

export function summarize(stars: readonly number[]): ReviewSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const s of stars) distribution[s as 1 | 2 | 3 | 4 | 5]++;
  const total = stars.reduce((sum, s) => sum + s, 0);
  return {
    count: stars.length,
    average: stars.length === 0 ? null : Math.round((total / stars.length) * 10) / 10,
    distribution,
  };
}

/** "4.6 out of 5" */
export const averageLabel = (average: number, locale: Locale = "en") =>
  translate(locale, "reviews.average", { average: average.toFixed(1) });
/** "★★★★☆" */
export const starGlyphs = (stars: number) => "★".repeat(stars) + "☆".repeat(5 - stars);
