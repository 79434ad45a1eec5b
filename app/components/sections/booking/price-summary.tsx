import { Icon } from "~/components/ui/icon";
import { getService } from "~/content/services";
import { phoneHref, site } from "~/content/site";
import type { Preview } from "~/domain/booking/order";
import { UntilChanged, UPDATE_PRICE_HINT, UpdatePriceButton } from "./no-script-price";
import { PriceBreakdown, totalText } from "./price-breakdown";

function MissingNote({ preview }: { preview: Preview }) {
  if (preview.missingTiers.length === 0) return null;
  return (
    <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
      Choose a size for {preview.missingTiers.map((id) => getService(id)!.shortTitle).join(" and ")} to price it.
    </p>
  );
}

/** The total (or "Not priced yet" until every chosen service has a size), in the size of its place. */
function TotalAmount({ quote, className }: { quote: Preview["quote"]; className: string }) {
  return quote ? (
    <span className={`${className} font-extrabold text-navy-900 tabular-nums`} data-testid="price-total">
      {totalText(quote)}
    </span>
  ) : (
    <span className="text-sm text-muted-foreground" data-testid="price-total">
      Not priced yet
    </span>
  );
}

/** The breakdown, or what to choose for one. */
function Breakdown({ preview, compact = false }: { preview: Preview; compact?: boolean }) {
  return (
    <>
      {preview.quote ? (
        <PriceBreakdown quote={preview.quote} compact={compact} />
      ) : (
        <p className="text-sm text-muted-foreground">Choose a service to see your flat price.</p>
      )}
      <MissingNote preview={preview} />
    </>
  );
}

const hint = <p className="text-sm text-navy-900">{UPDATE_PRICE_HINT}</p>;

/**
 * The price breakdown beside the form on wide screens (sticky while the form scrolls). `paymentNote`: how the card
 * is paid, in the server's payment mode (app/content/payment.ts).
 */
export function PriceSummaryPanel({
  preview,
  paymentNote,
  hydrated,
}: {
  preview: Preview;
  paymentNote: string;
  hydrated: boolean;
}) {
  const { quote } = preview;
  return (
    <section aria-labelledby="price-summary-heading" className="hidden lg:block">
      <div className="sticky top-32 rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)">
        <h2 id="price-summary-heading" className="text-lg font-bold text-navy-900">
          Your price
        </h2>
        <div className="mt-4">
          <UntilChanged hydrated={hydrated} fresh={<Breakdown preview={preview} />} changed={hint} />
        </div>
        <div
          className="mt-4 flex items-baseline justify-between gap-3 border-t-2 border-navy-900 pt-4"
          aria-live="polite"
          aria-atomic="true"
        >
          <span className="text-base font-bold text-navy-900">Total</span>
          <UntilChanged
            hydrated={hydrated}
            fresh={<TotalAmount quote={quote} className="text-3xl" />}
            changed={<UpdatePriceButton returnTo="step-addons" />}
          />
        </div>
        {quote?.isQuote ? (
          <p className="mt-2 text-sm text-muted-foreground">
            We confirm a flat price for the custom size before any work starts.
          </p>
        ) : null}
        {quote?.promoNote && quote.promoNote.reason !== "invalid" ? (
          <p className="mt-2 text-sm text-muted-foreground">{quote.promoNote.message}</p>
        ) : null}
        <p className="mt-4 text-xs text-muted-foreground">
          Flat rates, no hidden fees. {paymentNote} Questions?{" "}
          <a href={phoneHref} className="font-semibold text-navy-700 underline underline-offset-2">
            {site.phone}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * The total pinned to the bottom of the screen on phones, with the breakdown
 * behind a native disclosure (works without JavaScript). It sticks while the
 * form is on screen and rests under the form after it.
 */
export function MobilePriceBar({ preview, hydrated }: { preview: Preview; hydrated: boolean }) {
  const { quote } = preview;
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-border bg-white/95 px-4 py-2.5 shadow-[0_-6px_20px_rgb(15_23_42/0.10)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      data-testid="mobile-price-bar"
    >
      <div className="flex items-center justify-between gap-3">
        <div aria-live="polite" aria-atomic="true" className="flex items-baseline gap-2">
          <span className="text-sm font-semibold text-muted-foreground">Total</span>
          <UntilChanged
            hydrated={hydrated}
            fresh={<TotalAmount quote={quote} className="text-2xl" />}
            changed={<UpdatePriceButton returnTo="step-addons" />}
          />
        </div>
        <details className="group/price">
          <summary className="flex h-11 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-700 [&::-webkit-details-marker]:hidden">
            Price details
            <Icon name="chevron-up" className="size-4 transition-transform group-open/price:rotate-180" />
          </summary>
          <div className="absolute inset-x-0 bottom-full max-h-[60dvh] overflow-y-auto border-t border-border bg-white px-4 py-4 shadow-[0_-6px_20px_rgb(15_23_42/0.10)] sm:px-6">
            <UntilChanged hydrated={hydrated} fresh={<Breakdown preview={preview} compact />} changed={hint} />
          </div>
        </details>
      </div>
    </div>
  );
}
