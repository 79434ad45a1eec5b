import { formatCents } from "~/domain/money";
import type { Quote } from "~/domain/pricing";
import { cn } from "~/lib/utils";

/** What a total says: the amount, or "To be quoted" for a quote request. */
export function totalText(quote: Quote): string {
  return quote.total === null ? "To be quoted" : formatCents(quote.total);
}

/**
 * The price breakdown of a quote: each service with its tier price, its
 * add-ons, the one discount (named) and the total. Used live on the booking
 * page and on the confirmation page (with the stored, server-priced quote).
 */
export function PriceBreakdown({
  quote,
  className,
  compact = false,
}: {
  quote: Quote;
  className?: string;
  compact?: boolean;
}) {
  return (
    <div className={cn("text-sm", className)}>
      {quote.bundle ? <p className="mb-2 font-semibold text-navy-900">{quote.bundle.name} package</p> : null}
      <ul className={compact ? "space-y-2" : "space-y-3"}>
        {quote.lines.map((line) => (
          <li key={line.service}>
            <div className="flex items-baseline justify-between gap-3">
              <span>
                <span className="font-semibold text-navy-900">{line.serviceTitle}</span>
                <span className="block text-muted-foreground">{line.tierLabel}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-navy-900">
                {line.tierPrice === null ? "To be quoted" : formatCents(line.tierPrice)}
              </span>
            </div>
            {line.addons.length > 0 ? (
              <ul
                className="mt-1 space-y-1 border-l-2 border-navy-100 pl-3"
                aria-label={`Extras for ${line.serviceTitle}`}
              >
                {line.addons.map((addon) => (
                  <li key={addon.id} className="flex items-baseline justify-between gap-3 text-muted-foreground">
                    <span>
                      {addon.label}
                      {addon.quantity > 1 ? ` × ${addon.quantity}` : ""}
                      {addon.includedQuantity ? (
                        <span className="ml-1 text-xs font-semibold text-success">
                          (
                          {addon.includedQuantity === addon.quantity
                            ? "included"
                            : `${addon.includedQuantity} included`}
                          )
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 tabular-nums">{formatCents(addon.total)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {quote.discount || (quote.isQuote && quote.pricedTotal > 0) ? (
        <div className="mt-3 space-y-1 border-t border-border pt-3">
          {quote.discount ? (
            <>
              <p className="flex justify-between gap-3 text-muted-foreground">
                <span>Subtotal</span>
                <span className="tabular-nums">{formatCents(quote.subtotal)}</span>
              </p>
              <p className="flex justify-between gap-3 font-semibold text-success" data-testid="discount-row">
                <span>{quote.discount.label}</span>
                <span className="shrink-0 tabular-nums">
                  <span className="sr-only">minus </span>
                  <span aria-hidden="true">−</span>
                  {formatCents(quote.discount.amount)}
                </span>
              </p>
            </>
          ) : null}
          {quote.isQuote && quote.pricedTotal > 0 ? (
            <p className="flex justify-between gap-3 text-muted-foreground">
              <span>Priced items</span>
              <span className="tabular-nums">{formatCents(quote.pricedTotal)}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
