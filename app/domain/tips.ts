/**
 * A tip for the crew (issue 48; README "Tips"): once a job is Done and card payments are on, the customer may give
 * 15%, 20% or 25% of the job's total, or an amount of their own from $1 to $500. The one rule of what a tip may be,
 * for the booking page's form, its e-mail's links and the server. Pure and browser-safe.
 */
import { formatCents } from "./money.ts";

/** The shares offered, in percent of the job's total. */
export const TIP_PERCENTS = [15, 20, 25] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** A custom tip: from $1 to $500. */
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 50_000;

export const TIP_AMOUNT_MESSAGE = `Please give a tip from ${formatCents(TIP_MIN_CENTS)} to ${formatCents(TIP_MAX_CENTS)}.`;
export const TIP_CHOICE_MESSAGE = "Please choose a tip: 15%, 20%, 25% or an amount of your own.";

/** `percent` of a job's total, in whole cents (half a cent up). */
export const tipOf = (percent: TipPercent, totalCents: number) => Math.round((totalCents * percent) / 100);

/**
 * The tip a form asks for: `percent` (15, 20 or 25: of `totalCents`, which must be known) or `amountCents` (whole
 * cents, $1-$500; "12.50" dollars is also read from `amount`, as a person types it). The amount, or the words saying
 * what is wrong.
 */
export function parseTip(
  form: { percent?: string | null; amountCents?: string | null; amount?: string | null },
  totalCents: number | null,
): { ok: true; amountCents: number; percent: TipPercent | null } | { ok: false; message: string } {
  const percent = form.percent?.trim();
  if (percent) {
    const chosen = TIP_PERCENTS.find((p) => String(p) === percent);
    if (!chosen || totalCents === null || totalCents <= 0) return { ok: false, message: TIP_CHOICE_MESSAGE };
    const amountCents = tipOf(chosen, totalCents);
    if (amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) return { ok: false, message: TIP_AMOUNT_MESSAGE };
    return { ok: true, amountCents, percent: chosen };
  }
  const cents = form.amountCents?.trim();
  const dollars = form.amount?.trim().replace(/^\$/, "");
  let amountCents: number;
  if (cents) {
    if (!/^\d{1,7}$/.test(cents)) return { ok: false, message: TIP_AMOUNT_MESSAGE };
    amountCents = Number(cents);
  } else if (dollars) {
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(dollars)) return { ok: false, message: TIP_AMOUNT_MESSAGE };
    amountCents = Math.round(Number(dollars) * 100);
  } else return { ok: false, message: TIP_CHOICE_MESSAGE };
  if (amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) return { ok: false, message: TIP_AMOUNT_MESSAGE };
  return { ok: true, amountCents, percent: null };
}

/** The choices offered for a job of `totalCents` (null: a quote never priced; only an amount of one's own). */
export function tipChoices(totalCents: number | null): { percent: TipPercent; amountCents: number }[] {
  if (totalCents === null || totalCents <= 0) return [];
  return TIP_PERCENTS.map((percent) => ({ percent, amountCents: tipOf(percent, totalCents) })).filter(
    (c) => c.amountCents >= TIP_MIN_CENTS && c.amountCents <= TIP_MAX_CENTS,
  );
}
