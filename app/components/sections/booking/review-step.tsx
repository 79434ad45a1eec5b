import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { findCityRef } from "~/content/city-list";
import { getService } from "~/content/services";
import { type Catalog, catalogBundle, catalogTier } from "~/domain/catalog";
import { bundleName } from "~/domain/pricing";
import { phoneHref, site } from "~/content/site";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Step } from "./fields";
import { formatDateLong } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { lineTier, orderServices, type Preview } from "~/domain/booking/order";
import { UntilChanged, UPDATE_PRICE_HINT, UpdatePriceButton, useBookingAction } from "./no-script-price";
import { totalText } from "./price-breakdown";
import type { FormValues } from "~/domain/booking/fields";
import type { ArrivalWindow } from "~/domain/booking/windows";
import type { PaymentCopy } from "./types";

function Item({ term, edit, children }: { term: string; edit: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-muted p-4">
      <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-navy-900">
        {term}
        <a href={edit} className="text-sm font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
          Change<span className="sr-only"> {term.toLowerCase()}</span>
        </a>
      </dt>
      <dd className="mt-1 text-sm text-foreground wrap-anywhere">{children}</dd>
    </div>
  );
}

const missing = <span className="text-muted-foreground italic">Not given yet</span>;

export function ReviewStep({
  values,
  preview,
  windows,
  selectedWindow,
  hydrated,
  submitting,
  payment,
  catalog,
}: {
  /** The catalog the page was given (docs/decisions/0038). */
  catalog: Catalog;
  values: FormValues;
  preview: Preview;
  windows: ArrivalWindow[];
  selectedWindow: string;
  /** JavaScript is running: the review follows the form live. */
  hydrated: boolean;
  submitting: boolean;
  payment: PaymentCopy;
}) {
  // the booking, never a preview's address (issue 56)
  const bookingAction = useBookingAction();
  const bundle = values.bundle ? catalogBundle(catalog, values.bundle) : undefined;
  const chosen = orderServices(values, catalog);
  const window = windows.find((w) => w.start === selectedWindow);
  const city = findCityRef(values.city);
  const total = preview.quote ? totalText(preview.quote) : null;
  return (
    <Step id="step-review" number={7} title="Review & book">
      {hydrated ? (
        <dl className="grid gap-3 sm:grid-cols-2" data-testid="review">
          <Item term="Services" edit="#step-services">
            {chosen.length === 0 ? (
              missing
            ) : (
              <ul className="space-y-0.5">
                {bundle ? <li className="font-semibold">{bundleName(bundle.id)} package</li> : null}
                {chosen.map((service) => (
                  <li key={service}>
                    {getService(service)!.shortTitle}:{" "}
                    {catalogTier(catalog, service, lineTier(values, service, catalog))?.label ?? (
                      <span className="text-muted-foreground italic">size not chosen</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Item>
          <Item term="Where" edit="#step-where">
            {values.address.trim() || city || values.zip.trim() ? (
              <>
                {values.address.trim() || missing}
                <br />
                {city?.name ?? missing}, {site.state} {values.zip.trim()}
              </>
            ) : (
              missing
            )}
          </Item>
          <Item term="When" edit="#step-when">
            {formatDateLong(values.date) || missing}
            <br />
            {window ? (
              `Arrival ${formatWindow(window.start, window.end)}`
            ) : (
              <span className="text-muted-foreground italic">Window not chosen yet</span>
            )}
          </Item>
          <Item term="Contact" edit="#step-details">
            {values.name.trim() || values.phone.trim() || values.email.trim() ? (
              <>
                {values.name.trim() || missing}
                <br />
                {values.phone.trim()} {values.email.trim() ? <span>· {values.email.trim()}</span> : null}
              </>
            ) : (
              missing
            )}
          </Item>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          Check your answers above. We check everything again, and work out the final price, when you send your request.
        </p>
      )}

      <div className="mt-5 flex flex-wrap items-end justify-between gap-3 border-t border-border pt-5">
        <div className="text-lg font-bold text-navy-900">
          Total
          {preview.quote?.discount ? (
            <UntilChanged
              hydrated={hydrated}
              fresh={
                <span className="block text-sm font-normal text-success">{preview.quote.discount.label} applied</span>
              }
              changed={null}
            />
          ) : null}
        </div>
        <UntilChanged
          hydrated={hydrated}
          fresh={
            total ? (
              <p className="text-3xl font-extrabold text-navy-900 tabular-nums" data-testid="review-total">
                {total}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground" data-testid="review-total">
                Not priced yet
              </p>
            )
          }
          changed={<p className="text-sm text-navy-900">{UPDATE_PRICE_HINT}</p>}
        />
      </div>
      {hydrated ? null : <UpdatePriceButton returnTo="step-review" className="mt-3" />}

      <ul className="mt-5 space-y-3 rounded-lg border border-navy-100 bg-navy-50 p-4 text-sm text-navy-900">
        <li className="flex gap-3">
          <Icon name="phone-call" className="mt-0.5 size-5 shrink-0 text-navy-700" />
          <span>{payment.sendNote}</span>
        </li>
        <li className="flex gap-3">
          <Icon name="credit-card" className="mt-0.5 size-5 shrink-0 text-navy-700" />
          <span data-testid="payment-note">{payment.note}</span>
        </li>
      </ul>

      <button
        type="submit"
        name="intent"
        value="book"
        formAction={bookingAction}
        aria-disabled={submitting || undefined}
        className={cn(
          buttonVariants({ variant: "accent", size: "lg" }),
          "mt-6 w-full sm:w-auto",
          submitting && "cursor-progress opacity-80",
        )}
        data-testid="submit-booking"
      >
        {submitting ? (
          <>
            <Icon name="loader-circle" className="animate-spin" /> {payment.submittingLabel}
          </>
        ) : (
          payment.submitLabel
        )}
      </button>
      <p className="mt-3 text-sm text-muted-foreground">
        Prefer to book by phone?{" "}
        <a href={phoneHref} className="font-semibold text-navy-700 underline underline-offset-2">
          Call {site.phone}
        </a>
        .
      </p>
    </Step>
  );
}
