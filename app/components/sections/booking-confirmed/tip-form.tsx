/**
 * "A tip for the crew" on the customer's booking page (issue 48): with card payments on, once the job is Done, 15%,
 * 20% or 25% of its total or an amount of their own ($1-$500), sent as `intent=tip` with `percent` or `amount`; the
 * server answers with Stripe Checkout's page (303). Thanks the customer by the crew's first names once a tip is paid.
 * A plain form: it works without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatCents } from "~/domain/money";
import { TIP_MAX_CENTS, TIP_MIN_CENTS, type TipPercent } from "~/domain/tips";
import { PageCard } from "./page-card";

export type TipView = {
  /** The crew's first names ("Luis and Ana"). */
  crew: string;
  /** What the paid tips came to (refunds taken off). */
  paidCents: number;
  /** A tip may be given now (card payments on, the job done). */
  open: boolean;
  choices: { percent: TipPercent; amountCents: number }[];
  /** The choice a link asked for (`?tip=20`), or "other". */
  chosen: string | null;
  /** Back from Checkout (`?tip=paid`): thanked before the card's news has come. */
  returned: boolean;
};

/** A tip refused: the words, and what was sent (kept in the form). */
export type TipAnswer = { intent: "tip"; error: string; percent?: string; amount?: string };

export function TipSection({ view, answer }: { view: TipView; answer?: TipAnswer }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "tip";
  // what was sent (a refused tip), else what the link asked for, else 20% (or an amount of one's own)
  const chosen =
    (answer?.amount ? "other" : answer?.percent) ||
    view.chosen ||
    (view.choices.length > 0 ? String(view.choices[1]?.percent ?? view.choices[0]!.percent) : "other");
  return (
    <PageCard id="tip" title="A tip for the crew" testId="tip">
      {view.paidCents > 0 ? (
        <p className="mt-2 font-semibold text-success" role="status" data-testid="tip-thanks">
          Thank you! {view.crew.charAt(0).toUpperCase() + view.crew.slice(1)} got your {formatCents(view.paidCents)}{" "}
          tip.
        </p>
      ) : view.returned ? (
        <p className="mt-2 font-semibold text-navy-900" role="status">
          Thank you! Your tip shows here as soon as your card&apos;s payment is confirmed (a minute or so).
        </p>
      ) : null}
      {!view.open && answer ? (
        <p className="mt-2 font-medium text-destructive" role="alert">
          {answer.error}
        </p>
      ) : null}
      {view.open ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="tip" />
          <fieldset>
            <legend className="text-navy-900">
              {view.paidCents > 0 ? "Another tip for" : "Pleased with the work? Thank"} {view.crew} with a tip: all of
              it goes to the crew.
            </legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {view.choices.map((c) => (
                <label
                  key={c.percent}
                  className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3"
                >
                  <input
                    type="radio"
                    name="percent"
                    value={c.percent}
                    defaultChecked={chosen === String(c.percent)}
                    className="size-5 accent-navy-700"
                  />
                  <span className="font-semibold text-navy-900">{c.percent}%</span>
                  <span className="ml-auto text-navy-900 tabular-nums">{formatCents(c.amountCents)}</span>
                </label>
              ))}
              <label className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 px-3">
                <input
                  type="radio"
                  name="percent"
                  value="other"
                  defaultChecked={chosen === "other"}
                  className="size-5 accent-navy-700"
                />
                <span className="font-semibold text-navy-900">Another amount</span>
              </label>
            </div>
          </fieldset>
          <label htmlFor="tip-amount" className="mt-3 block text-sm font-semibold text-navy-900">
            Your amount ($) <span className="font-normal text-muted-foreground">(for another amount)</span>
          </label>
          <input
            id="tip-amount"
            name="amount"
            defaultValue={answer?.amount ?? ""}
            // typing an amount chooses "Another amount" (the server takes a typed amount either way)
            onInput={(event) => {
              const other = event.currentTarget.form?.querySelector<HTMLInputElement>(
                'input[name="percent"][value="other"]',
              );
              if (other) other.checked = true;
            }}
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={answer ? "tip-hint tip-error" : "tip-hint"}
            aria-invalid={answer ? true : undefined}
            className="mt-1 block min-h-11 w-40 rounded-lg border border-slate-400 px-3 text-base aria-[invalid=true]:border-destructive"
          />
          <p id="tip-hint" className="mt-1 text-sm text-muted-foreground">
            From {formatCents(TIP_MIN_CENTS)} to {formatCents(TIP_MAX_CENTS)}: an amount typed here is the tip. Paid by
            card on Stripe&apos;s secure page.
          </p>
          {answer ? (
            <p id="tip-error" className="mt-1.5 text-sm font-medium text-destructive" role="alert">
              {answer.error}
            </p>
          ) : null}
          <Button type="submit" className="mt-3" disabled={sending}>
            {sending ? "Opening the payment page…" : "Give a tip"}
          </Button>
        </Form>
      ) : null}
    </PageCard>
  );
}
