/**
 * The customer's tips for the crew on the owner's booking page (issue 48): each paid tip with its crew, Stripe's
 * payment id and what was refunded, and a button that refunds what is left of it (`intent=refund-tip`, `tip`).
 */
import { IntentButton } from "~/components/ui/intent-form";
import { formatLocalStamp } from "~/domain/booking/dates";
import { formatCents } from "~/domain/money";
import { AdminCard } from "./ui";

export type TipRowView = {
  id: number;
  amountCents: number;
  refundedCents: number;
  crew: string;
  paidAt: string;
  paymentIntentId: string;
};

export function TipsCard({ tips }: { tips: readonly TipRowView[] }) {
  if (tips.length === 0) return null;
  return (
    <AdminCard id="tips-heading" title="Tips for the crew">
      <ul className="divide-y divide-border text-sm" data-testid="admin-tips">
        {tips.map((t) => {
          const left = t.amountCents - t.refundedCents;
          return (
            <li key={t.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 wrap-anywhere">
                <p className="font-semibold text-navy-900">
                  {formatCents(t.amountCents)} for {t.crew} on {formatLocalStamp(t.paidAt)}
                  {t.refundedCents > 0 ? (left > 0 ? `, ${formatCents(t.refundedCents)} refunded` : ", refunded") : ""}
                </p>
                <p className="font-mono text-xs text-muted-foreground">PaymentIntent {t.paymentIntentId}</p>
              </div>
              {left > 0 ? (
                <IntentButton intent="refund-tip" fields={{ tip: t.id }} variant="outline" size="sm">
                  Refund {formatCents(left)}
                  <span className="sr-only"> of the tip {t.paymentIntentId}</span>
                </IntentButton>
              ) : null}
            </li>
          );
        })}
      </ul>
    </AdminCard>
  );
}
