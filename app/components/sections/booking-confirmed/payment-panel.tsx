import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonVariants } from "~/components/ui/button";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "~/domain/booking/payment";
import { formatCents } from "~/domain/money";
import { PageCard } from "./page-card";

/** A booking's payment, for its customer's page (docs/decisions/0029). */
export type PaymentView = {
  status: PaymentStatus;
  paidCents: number;
  refundedCents: number;
  refundDueCents: number;
  /** What there is to pay, or null while a quote waits for its price. */
  totalCents: number | null;
  /** Checkout's page can be opened from here (card payments on, an open booking with a price, nothing paid). */
  canPay: boolean;
  /** "3:45 PM": until when an unpaid new booking keeps its place. */
  holdUntilLabel: string | null;
  /** Back from Checkout: paid, or left without paying. */
  returned: "done" | "cancelled" | null;
};

/** One amount of the payment, when there is any. */
function Amount({ term, cents, testId }: { term: string; cents: number; testId?: string }) {
  return cents > 0 ? (
    <div className="flex justify-between gap-3">
      <dt>{term}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {formatCents(cents)}
      </dd>
    </div>
  ) : null;
}

/** What was paid and refunded, and the button that pays what is due. */
export function PaymentPanel({ view, error }: { view: PaymentView; error?: string }) {
  const { status, paidCents, refundedCents, refundDueCents, totalCents } = view;
  return (
    <PageCard id="payment-heading" title="Payment" testId="payment-panel">
      <p className="mt-3 flex items-center gap-2 font-semibold text-navy-900">
        <Icon name="credit-card" className="size-5 text-navy-700" />
        <span data-testid="payment-status">{PAYMENT_STATUS_LABELS[status]}</span>
      </p>
      {view.returned === "done" && status === "pending" ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          We're waiting for the card payment's confirmation from Stripe. This page shows it as soon as it comes.
        </p>
      ) : null}
      {view.returned === "cancelled" && status === "pending" ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          You left the payment page without paying. Nothing was charged.
        </p>
      ) : null}
      <dl className="mt-3 space-y-1 text-sm">
        <Amount term="Paid" cents={paidCents} testId="paid-amount" />
        <Amount term="Refunded" cents={refundedCents} testId="refunded-amount" />
        <Amount term="Refund on its way" cents={refundDueCents} />
      </dl>
      {/* an expired payment: the page's side panel says what happened and offers to book again (issue 37) */}
      {view.canPay && totalCents !== null ? (
        <Form method="post" className="mt-4">
          {view.holdUntilLabel ? (
            <p className="mb-3 text-sm text-muted-foreground">
              We keep your arrival window until {view.holdUntilLabel} while you pay.
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mb-3 text-sm font-semibold text-destructive">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="pay"
            className={buttonVariants({ variant: "accent" })}
            data-testid="pay-now"
          >
            <Icon name="credit-card" /> Pay {formatCents(totalCents)}
          </button>
        </Form>
      ) : null}
    </PageCard>
  );
}
