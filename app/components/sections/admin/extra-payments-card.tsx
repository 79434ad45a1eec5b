/**
 * Payments to look at (issue 35): payments that name this booking and did not pay for it (another amount, another
 * Checkout page or a Payment Link carrying its reference, a second payment). Each with Stripe's ids and its amount,
 * and a button that refunds what is left of it to the card it came from.
 */
import { IntentButton } from "~/components/ui/intent-form";
import { formatLocalStamp } from "~/domain/booking/dates";
import { formatCents } from "~/domain/money";
import { AdminCard } from "./ui";

export type ExtraPaymentView = {
  id: number;
  amountCents: number;
  /** Upper case, "USD". */
  currency: string;
  reason: string;
  paymentIntentId: string;
  sessionId: string | null;
  refundedCents: number;
  receivedAt: string;
};

const amount = (cents: number, currency: string) =>
  currency === "USD" ? formatCents(cents) : `${(cents / 100).toFixed(2)} ${currency}`;

export function ExtraPaymentsCard({ payments }: { payments: readonly ExtraPaymentView[] }) {
  if (payments.length === 0) return null;
  return (
    <AdminCard id="extra-payments-heading" title="Payments to look at">
      <p className="text-sm text-navy-900">
        These payments name this booking but did not pay for it, so they changed nothing: look them up in Stripe's
        dashboard by their ids, and refund those that should not be kept.
      </p>
      <ul className="mt-3 divide-y divide-border text-sm">
        {payments.map((p) => {
          const left = p.amountCents - p.refundedCents;
          return (
            <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 wrap-anywhere">
                <p className="font-semibold text-navy-900">
                  {amount(p.amountCents, p.currency)} on {formatLocalStamp(p.receivedAt)}
                  {p.refundedCents > 0
                    ? left > 0
                      ? `, ${amount(p.refundedCents, p.currency)} refunded`
                      : ", refunded"
                    : ""}
                </p>
                <p className="text-navy-900">{p.reason}</p>
                <p className="font-mono text-xs text-muted-foreground">
                  PaymentIntent {p.paymentIntentId}
                  {p.sessionId ? ` · Checkout Session ${p.sessionId}` : ""}
                </p>
              </div>
              {left > 0 ? (
                <IntentButton intent="refund-extra" fields={{ payment: p.id }} variant="outline" size="sm">
                  Refund {amount(left, p.currency)}
                  <span className="sr-only"> of the payment {p.paymentIntentId}</span>
                </IntentButton>
              ) : null}
            </li>
          );
        })}
      </ul>
    </AdminCard>
  );
}
