/** The owner's view of a booking's payment (docs/decisions/0029): its state and amounts, and the forms that change it. */
import { IntentForm } from "~/components/ui/intent-form";
import { Button } from "~/components/ui/button";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "~/domain/booking/payment";
import { formatCents } from "~/domain/money";
import { CustomerPhotos } from "./customer-photos";
import { AdminCard, SelectField, TextField } from "./ui";

export type AdminPaymentView = {
  status: PaymentStatus;
  totalCents: number | null;
  paidCents: number;
  refundedCents: number;
  refundDueCents: number;
  /** A card payment made on Checkout (refunds go back through Stripe). */
  onlinePayment: boolean;
  /** The booking is open: a quote may be priced, a payment recorded. */
  open: boolean;
  /** A fresh key for the refund form: a second click of the same form refunds once. */
  refundKey: string;
  /** The job's length as planned now, in minutes: what a quote's length field starts from (docs/decisions/0044). */
  jobMinutes: number;
  /** The customer's photos of the job (issue 48): what a quote is priced from. */
  customerPhotos: { id: number; path: string; width: number; height: number }[];
};

/** How a payment taken outside the website came. */
export const PAYMENT_METHODS = ["card by phone", "cash", "check"] as const;

export function PaymentCard({ view }: { view: AdminPaymentView }) {
  const refundable = view.paidCents - view.refundedCents - view.refundDueCents;
  return (
    <AdminCard id="payment-heading" title="Payment">
      <dl className="grid gap-1 text-sm" data-testid="admin-payment">
        {(
          [
            ["Status", PAYMENT_STATUS_LABELS[view.status]],
            ["Price", view.totalCents === null ? "To be quoted" : formatCents(view.totalCents)],
            ["Paid", formatCents(view.paidCents)],
            ["Refunded", formatCents(view.refundedCents)],
            ...(view.refundDueCents > 0 ? [["Refund being made", formatCents(view.refundDueCents)]] : []),
          ] as [string, string][]
        ).map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd className="text-navy-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {view.customerPhotos.length > 0 ? <CustomerPhotos photos={view.customerPhotos} deletable /> : null}

      {view.open && view.totalCents === null ? (
        <IntentForm intent="price" className="mt-4 grid gap-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-end">
          <TextField label="Price ($)" id="quote-amount" name="amount" inputMode="decimal" required />
          {/* the job's own length (docs/decisions/0044): blank keeps the service's longest size */}
          <TextField
            label="Job length (minutes)"
            id="quote-minutes"
            name="minutes"
            inputMode="numeric"
            placeholder={String(view.jobMinutes)}
          />
          <TextField label="Note to the customer" id="quote-note" name="note" maxLength={500} />
          <Button type="submit">Send the price</Button>
        </IntentForm>
      ) : null}

      {view.open && view.totalCents !== null && view.paidCents === 0 && view.status !== "pending" ? (
        <IntentForm intent="payment" className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
          <TextField
            label="Amount ($)"
            id="payment-amount"
            name="amount"
            inputMode="decimal"
            required
            defaultValue={(view.totalCents / 100).toFixed(2)}
          />
          <SelectField
            label="Taken by"
            id="payment-method"
            name="method"
            options={PAYMENT_METHODS.map((m) => [m, m] as const)}
          />
          <Button type="submit" variant="outline">
            Record payment
          </Button>
        </IntentForm>
      ) : null}

      {refundable > 0 ? (
        <IntentForm
          intent="refund"
          fields={{ key: view.refundKey }}
          className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        >
          <TextField
            label="Refund ($)"
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            required
            defaultValue={(refundable / 100).toFixed(2)}
          />
          <TextField label="Reason" id="refund-reason" name="reason" required maxLength={300} />
          <Button type="submit" variant="outline">
            {view.onlinePayment ? "Refund to the card" : "Record refund"}
          </Button>
        </IntentForm>
      ) : null}
    </AdminCard>
  );
}
