/**
 * Customers' reviews (docs/decisions/0032): the rules of the form, when the request goes out, the published content
 * policy (the only reasons the owner may hide a review) and the words of the pages. Browser-safe; the server's
 * modules import it with relative `.ts` paths (docs/decisions/0028).
 */
import { translate } from "../i18n/messages.ts";

/** A review's text, in characters (trimmed). */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** A customer may edit their review this many days after first sending it. */
export const REVIEW_EDIT_DAYS = 14;
/** The request goes out the morning after the job is marked completed, at this time in America/Chicago. */
export const REVIEW_REQUEST_TIME = "10:00";
/** How many reviews the home, city and service pages show (the latest relevant ones). */
export const REVIEWS_ON_A_PAGE = 3;
/** The owner's public reply, in characters. */
export const REPLY_MAX = 1000;

/**
 * The published content policy: a review is shown as written, good or bad, unless it breaks one of these rules;
 * the owner may hide one for one of these reasons only, and the reason is kept in the booking's history.
 */
export const HIDE_REASONS = {
  "personal-data": {
    label: "Personal data",
    rule: "It contains someone's personal details, such as a phone number, an address or a staff member's full name.",
  },
  profanity: { label: "Profanity", rule: "It contains profanity, slurs or threats." },
  "off-topic": {
    label: "Off-topic",
    rule: "It is not about the service we provided (spam, advertising, another company).",
  },
} as const;
export type HideReason = keyof typeof HIDE_REASONS;
export const isHideReason = (value: unknown): value is HideReason =>
  typeof value === "string" && Object.hasOwn(HIDE_REASONS, value);

export const reviewWords = {
  requestSubject: "How did we do?",
  formHeading: "How did we do?",
  formIntro:
    "Tell other customers about your visit. Every customer is asked, and every review is published as written, good or bad, under the content policy on our reviews page.",
  consent: "Publish my review on this website with my first name, last initial and city.",
  thanks: "Thank you for your review.",
  thanksBody: "We read every review, and it helps other customers choose.",
  googlePrompt: "Would you share it on Google too?",
  empty: "No reviews yet.",
  pageTitle: "Customer Reviews",
  pageIntro:
    "What our customers say, after every finished job. Every customer who books online is asked for a review, and every review is published as written unless it breaks our content policy below.",
  ownerReply: translate("en", "reviews.owner-reply"),
} as const;
