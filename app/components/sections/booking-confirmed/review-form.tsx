import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewWords } from "~/content/reviews";
import { starGlyphs } from "~/domain/reviews";
import { PageCard } from "./page-card";

/** What the customer's page knows about their review (docs/decisions/0032), from its loader. */
export type ReviewView = {
  /** Their review as sent, or null. */
  sent: { stars: number; text: string; publish: boolean } | null;
  /** They may send or edit it now (after the job; an edit within its days). */
  editable: boolean;
  /** "December 10, 2026": until when it can be edited. */
  editableUntilLabel: string | null;
  /** Just sent: the thank-you, the same for everyone. */
  thanks: boolean;
  googleReviewUrl: string | null;
};

export type ReviewAnswer = {
  intent: "review";
  errors?: Partial<Record<"stars" | "text" | "form", string>>;
  values?: { stars: string; text: string; publish: boolean };
};

const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/** "How did we do?": 1 to 5 stars (a real radio group), the text, consent to publish; works without JavaScript. */
export function ReviewForm({ view, answer }: { view: ReviewView; answer?: ReviewAnswer }) {
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {
    stars: view.sent ? String(view.sent.stars) : "",
    text: view.sent?.text ?? "",
    publish: view.sent?.publish ?? false,
  };
  return (
    <div id="review" className="scroll-mt-24">
      <PageCard id="review-heading" title={reviewWords.formHeading}>
        {view.thanks ? (
          <div role="status" className="mt-3 rounded-md bg-success/10 p-4 text-navy-900">
            <p className="font-semibold">{reviewWords.thanks}</p>
            <p className="mt-1">{reviewWords.thanksBody}</p>
            {view.googleReviewUrl ? (
              <p className="mt-2">
                {reviewWords.googlePrompt}{" "}
                <a href={view.googleReviewUrl} rel="noopener" className="font-semibold underline">
                  Review us on Google<span className="sr-only"> (another website)</span>
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {view.sent && !view.editable ? (
          <div className="mt-3 text-navy-900">
            <p aria-label={`${view.sent.stars} of 5 stars`}>
              <span aria-hidden="true" className="text-xl text-amber-500">
                {starGlyphs(view.sent.stars)}
              </span>
            </p>
            <p className="mt-2 whitespace-pre-line wrap-anywhere">{view.sent.text}</p>
          </div>
        ) : null}
        {view.editable ? (
          <Form method="post" className="mt-3 space-y-5" noValidate>
            <input type="hidden" name="intent" value="review" />
            <p className="text-muted-foreground">
              {view.sent ? `You can change your review until ${view.editableUntilLabel}.` : reviewWords.formIntro}
            </p>
            {errors.form ? (
              <p role="alert" className="font-medium text-destructive">
                {errors.form}
              </p>
            ) : null}
            <fieldset aria-describedby={errors.stars ? "review-stars-error" : undefined}>
              <legend className="font-semibold text-navy-900">Your rating</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-5">
                {[5, 4, 3, 2, 1].map((n) => (
                  <label
                    key={n}
                    className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-2 has-checked:border-navy-900 has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-navy-700"
                  >
                    <input
                      type="radio"
                      name="stars"
                      value={n}
                      defaultChecked={values.stars === String(n)}
                      className="size-4 accent-navy-900"
                    />
                    <span aria-hidden="true" className="text-amber-500">
                      {starGlyphs(n)}
                    </span>
                    <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}:</span>
                    <span className="text-sm text-navy-900">{STAR_WORDS[n]}</span>
                  </label>
                ))}
              </div>
              {errors.stars ? (
                <p id="review-stars-error" className="mt-1.5 text-sm font-medium text-destructive">
                  {errors.stars}
                </p>
              ) : null}
            </fieldset>
            <div>
              <label htmlFor="review-text" className="font-semibold text-navy-900">
                Your review
              </label>
              <p id="review-text-hint" className="text-sm text-muted-foreground">
                {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX} characters.
              </p>
              <textarea
                id="review-text"
                name="text"
                rows={5}
                minLength={REVIEW_TEXT_MIN}
                maxLength={REVIEW_TEXT_MAX}
                required
                defaultValue={values.text}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={errors.text ? "review-text-hint review-text-error" : "review-text-hint"}
                className="mt-1.5 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-navy-700"
              />
              {errors.text ? (
                <p id="review-text-error" className="mt-1.5 text-sm font-medium text-destructive">
                  {errors.text}
                </p>
              ) : null}
            </div>
            <label className="flex items-start gap-2 text-navy-900">
              <input
                type="checkbox"
                name="publish"
                value="yes"
                defaultChecked={values.publish}
                className="mt-1 size-4"
              />
              <span>{reviewWords.consent}</span>
            </label>
            <Button type="submit">{view.sent ? "Update my review" : "Send my review"}</Button>
          </Form>
        ) : null}
      </PageCard>
    </div>
  );
}
