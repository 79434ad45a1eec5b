import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import type { Service } from "~/content/schema";
import { type Catalog, type CatalogAddon, catalogBundle, catalogService } from "~/domain/catalog";
import { addonsHelp, addonsStepDescription } from "~/content/booking-form";
import { services } from "~/content/services";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatCents } from "~/domain/money";
import { cn } from "~/lib/utils";
import { describedBy, FieldError, fieldId, inputClass, Step } from "./fields";
import { parseQuantity } from "~/domain/booking/order";
import { pricedMark } from "./no-script-price";
import { showWhenChosen } from "./services-step";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";

type Included = { id: string; quantity: number }[] | undefined;

/**
 * One service's extras (issue 37). On phones they are in sight under their title, with help words of their own
 * service. On wider screens they sit behind a native disclosure, open from the start when something is chosen or
 * wrong; the list follows it in CSS (`details:not([open]) + …`), so it works without JavaScript too.
 */
function AddonGroup({
  service,
  addons,
  values,
  errors,
  set,
  included,
  className,
}: {
  service: Service;
  /** Its offered extras, with the catalog's prices (docs/decisions/0038). */
  addons: CatalogAddon[];
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
  included: Included;
  className?: string;
}) {
  // without JavaScript, what the page was priced with (no-script-price.tsx)
  const hydrated = useHydrated();
  const chosen = addons.filter((addon) => parseQuantity(values.addons[`${service.id}.${addon.id}`]) !== null).length;
  const [initiallyOpen] = useState(
    () => chosen > 0 || Object.keys(errors).some((name) => name.startsWith(`addon.${service.id}.`)),
  );
  const titleId = `addons-${service.id}-title`;
  return (
    <div
      className={cn("rounded-lg border border-slate-300", className)}
      data-addons=""
      data-testid={`addons-${service.id}`}
    >
      <p id={titleId} className="px-4 pt-3 font-semibold text-navy-900 sm:hidden">
        {service.shortTitle} extras
      </p>
      <details open={initiallyOpen} className="group/addons max-sm:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="font-semibold text-navy-900">{service.shortTitle} extras</span>
            <span className="ml-2 text-sm text-muted-foreground">
              {chosen > 0 ? `${chosen} chosen` : `${addons.length} options`}
            </span>
          </span>
          <Icon
            name="chevron-down"
            className="size-5 text-navy-700 transition-transform group-open/addons:rotate-180"
          />
        </summary>
      </details>
      <div
        role="group"
        aria-labelledby={titleId}
        className="border-slate-300 sm:border-t sm:[details:not([open])+&]:hidden"
      >
        <p className="px-4 pt-1 text-sm text-muted-foreground sm:pt-3" data-testid="addons-help">
          {addonsHelp({ id: service.id, addons })}
        </p>
        <ul className="grid gap-x-8 px-4 sm:grid-cols-2">
          {addons.map((addon) => {
            const name = `addon.${service.id}.${addon.id}`;
            const key = `${service.id}.${addon.id}`;
            const min = included?.find((a) => a.id === addon.id)?.quantity ?? 0;
            const error = errors[name];
            const value = values.addons[key] ?? "";
            return (
              <li
                key={addon.id}
                data-field-box=""
                className="border-b border-border py-2.5 last:border-b-0 sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0"
              >
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={fieldId(name)} className="min-w-0">
                    <span className="block font-medium text-navy-900">{addon.label}</span>
                    <span className="text-sm text-muted-foreground">
                      {formatCents(addon.priceCents)} {addon.unit === "per-room" ? "per room" : "each"}
                      {min > 0 ? <span className="font-semibold text-success"> · {min} in the package</span> : null}
                    </span>
                  </label>
                  <input
                    id={fieldId(name)}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={min}
                    max={addon.maxQuantity}
                    step={1}
                    placeholder="0"
                    value={value}
                    onChange={(event) => set({ addons: { ...values.addons, [key]: event.target.value } })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(name, { error })}
                    className={cn(
                      inputClass,
                      "h-11 w-20 shrink-0 text-center tabular-nums",
                      hydrated ? null : pricedMark("text", value !== ""),
                    )}
                  />
                </div>
                <FieldError name={name} message={error} />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function AddonsStep({
  values,
  errors,
  set,
  catalog,
}: {
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
  /** The catalog the page was given (docs/decisions/0038). */
  catalog: Catalog;
}) {
  const bundle = values.bundle ? catalogBundle(catalog, values.bundle) : undefined;
  return (
    <Step id="step-addons" number={2} title="Add-ons" description={addonsStepDescription}>
      {bundle ? null : (
        <p className="text-sm text-muted-foreground group-has-[.service-choice:checked]:hidden">
          Choose a service in step 1 to see its extras.
        </p>
      )}
      <div className="space-y-3">
        {services.map((service) => {
          const included = bundle?.items.find((item) => item.service === service.id)?.addons;
          if (bundle && !included) return null;
          // the offered extras, and any the package includes (whatever became of them since)
          const addons = (catalogService(catalog, service.id)?.addons ?? []).filter(
            (a) => a.offered || included?.some((i) => i.id === a.id),
          );
          if (addons.length === 0) return null;
          return (
            <AddonGroup
              key={service.id}
              service={service}
              addons={addons}
              values={values}
              errors={errors}
              set={set}
              included={included}
              className={bundle ? undefined : showWhenChosen[service.id]}
            />
          );
        })}
      </div>
    </Step>
  );
}
