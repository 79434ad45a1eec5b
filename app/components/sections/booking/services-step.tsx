import { CheckItem } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import type { ServiceId } from "~/content/schema";
import { getService, services } from "~/content/services";
import {
  bundleListPriceOf,
  type Catalog,
  catalogAddon,
  catalogBundle,
  catalogService,
  catalogTier,
  startingPriceOf,
} from "~/domain/catalog";
import { bundleName } from "~/domain/pricing";
import { formatCents } from "~/domain/money";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/hooks/use-hydrated";
import { errorId, FieldError, fieldId, Step } from "./fields";
import { pricedMark } from "./no-script-price";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import { choiceCard } from "~/components/ui/choice-card";

/**
 * Shows a service's tier group only while its checkbox is ticked: pure CSS
 * (`:has`), so it works the same with JavaScript off. Literal class names, so
 * Tailwind generates them.
 */
export const showWhenChosen: Record<ServiceId, string> = {
  cleaning: "hidden group-has-[#field-service-cleaning:checked]:block",
  "junk-removal": "hidden group-has-[#field-service-junk-removal:checked]:block",
  "power-washing": "hidden group-has-[#field-service-power-washing:checked]:block",
};

const tierQuestion: Record<ServiceId, string> = {
  cleaning: "How big is the home?",
  "junk-removal": "How much junk is there?",
  "power-washing": "What should we wash?",
};

/** "from $150", or "custom quote" when no tier of the service has a price. */
function StartingAt({ cents }: { cents: number | null }) {
  return (
    <span className="text-sm text-muted-foreground">
      {cents === null ? "custom quote" : `from ${formatCents(cents)}`}
    </span>
  );
}

export function ServicesStep({
  values,
  errors,
  set,
  packageHref,
  packageId,
  onCustomize,
  onPackage,
  catalog,
}: {
  /** The catalog the page was given (docs/decisions/0038): the offered tiers, their prices, the bundles. */
  catalog: Catalog;
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
  /** Link to the same services without the bundle (the "build your own" fallback without JavaScript). */
  packageHref: string;
  /** The bundle the visitor arrived with, if any (offered again after "build your own"). */
  packageId: string;
  onCustomize: () => void;
  onPackage: () => void;
}) {
  const bundle = values.bundle ? catalogBundle(catalog, values.bundle) : undefined;
  const bundleList = bundle ? bundleListPriceOf(catalog, bundle.items) : 0;
  // without JavaScript, what the page was priced with (no-script-price.tsx)
  const hydrated = useHydrated();
  return (
    <Step
      id="step-services"
      number={1}
      title="Services"
      description={`Book one service, or two or more together and save ${catalog.discounts.multiServicePercent}% on the services.`}
    >
      {bundle ? (
        <div
          id={fieldId("bundle")}
          tabIndex={-1}
          className="rounded-xl border-2 border-navy-700 bg-navy-50 p-5"
          data-testid="bundle-package"
          aria-describedby={errors.bundle ? errorId("bundle") : undefined}
        >
          <input type="hidden" name="bundle" value={bundle.id} />
          {bundle.items.map((item) => (
            <span key={item.service}>
              <input type="hidden" name="service" value={item.service} />
              <input type="hidden" name={`tier.${item.service}`} value={item.tier} />
            </span>
          ))}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <p className="flex items-center gap-2 text-xs font-bold tracking-wider text-navy-700 uppercase">
                <Icon name="package" className="size-4" /> Package
              </p>
              <p className="mt-1 text-lg font-bold text-navy-900">{bundleName(bundle.id)}</p>
            </div>
            <p className="sm:text-right">
              <span className="block text-2xl font-extrabold text-navy-900">{formatCents(bundle.priceCents)}</span>
              <span className="text-sm text-muted-foreground">
                <s>
                  <span className="sr-only">Regular price </span>
                  {formatCents(bundleList)}
                </s>{" "}
                <span className="font-semibold text-success">save {formatCents(bundleList - bundle.priceCents)}</span>
              </span>
            </p>
          </div>
          <ul className="mt-4 space-y-1.5 text-sm" aria-label="What the package includes">
            {bundle.items.map((item) => (
              <CheckItem key={item.service}>
                <span>
                  <span className="font-semibold">{getService(item.service)!.title}</span>:{" "}
                  {catalogTier(catalog, item.service, item.tier)?.label}
                </span>
              </CheckItem>
            ))}
            {bundle.items.flatMap((item) =>
              item.addons.map((addon) => (
                <CheckItem key={`${item.service}.${addon.id}`}>
                  <span>
                    {catalogAddon(catalog, item.service, addon.id)?.label}
                    {addon.quantity > 1 ? ` × ${addon.quantity}` : ""} included
                  </span>
                </CheckItem>
              )),
            )}
          </ul>
          <FieldError name="bundle" message={errors.bundle} />
          <p className="mt-4 border-t border-navy-100 pt-4 text-sm">
            Need a different size or service?{" "}
            <Link
              to={packageHref}
              className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
              onClick={(event) => {
                event.preventDefault();
                onCustomize();
              }}
            >
              Build your own order instead
            </Link>
          </p>
        </div>
      ) : (
        <>
          {packageId ? (
            <p className="mb-4 rounded-lg bg-muted p-3 text-sm">
              Building your own order.{" "}
              <button
                type="button"
                className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900"
                onClick={onPackage}
              >
                Go back to the {bundleName(packageId)} package
              </button>
            </p>
          ) : null}
          <fieldset
            id={fieldId("service")}
            aria-describedby={errors.service ? errorId("service") : undefined}
            className="min-w-0"
          >
            <legend className="text-base font-semibold text-navy-900">Which services do you need?</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {services.map((service) => (
                <label key={service.id} className={cn(choiceCard, "items-start")}>
                  <input
                    type="checkbox"
                    id={fieldId(`service.${service.id}`)}
                    name="service"
                    value={service.id}
                    checked={values.services.includes(service.id)}
                    onChange={(event) =>
                      set({
                        services: event.target.checked
                          ? [...values.services, service.id]
                          : values.services.filter((id) => id !== service.id),
                      })
                    }
                    className={cn(
                      "service-choice mt-0.5 size-5 shrink-0 accent-navy-700",
                      hydrated ? null : pricedMark("choice", values.services.includes(service.id)),
                    )}
                  />
                  <span>
                    <span className="block font-semibold text-navy-900">{service.title}</span>
                    <StartingAt cents={startingPriceOf(catalog, service.id)} />
                  </span>
                </label>
              ))}
            </div>
            <FieldError name="service" message={errors.service} />
          </fieldset>

          {services.map((service) => {
            const name = `tier.${service.id}`;
            const tiers = (catalogService(catalog, service.id)?.tiers ?? []).filter((t) => t.offered);
            const error = errors[name];
            return (
              <fieldset
                key={service.id}
                id={fieldId(name)}
                aria-describedby={error ? errorId(name) : undefined}
                className={cn("mt-6 min-w-0", showWhenChosen[service.id])}
                data-testid={`tiers-${service.id}`}
              >
                <legend className="text-base font-semibold text-navy-900">
                  {service.shortTitle}: {tierQuestion[service.id]}
                </legend>
                <div className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                  {tiers.map((tier) => (
                    <label key={tier.code} className={cn(choiceCard, "items-center justify-between")}>
                      <span className="flex items-center gap-3">
                        <input
                          type="radio"
                          name={name}
                          value={tier.code}
                          checked={values.tiers[service.id] === tier.code}
                          onChange={() => set({ tiers: { ...values.tiers, [service.id]: tier.code } })}
                          // a size priced as a quote shows "Add photos" without JavaScript (photos-field.tsx)
                          data-quote={tier.priceCents === null ? "" : undefined}
                          className={cn(
                            "size-5 shrink-0 accent-navy-700",
                            hydrated ? null : pricedMark("choice", values.tiers[service.id] === tier.code),
                          )}
                        />
                        <span className="font-medium text-navy-900">{tier.label}</span>
                      </span>
                      <span className="shrink-0 text-sm font-bold text-navy-900 tabular-nums">
                        {tier.priceCents === null ? "Custom quote" : formatCents(tier.priceCents)}
                      </span>
                    </label>
                  ))}
                </div>
                {tiers.some((t) => t.priceCents === null) ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    Custom quote: we book your visit as a quote request and confirm a flat price before any work starts.
                  </p>
                ) : null}
                <FieldError name={name} message={error} />
              </fieldset>
            );
          })}
        </>
      )}
    </Step>
  );
}
