/**
 * The owner's catalog as one form (/admin/settings, issue 38): services (sizes and extras), bundles, the multi-service
 * discount, promo codes, the week and the service area, each a card. The fields are named by their JSON paths
 * (app/domain/catalog-form.ts) and filled from `values` (the form of the catalog, or what the owner sent); an error
 * is said under its field and listed, linked, in the summary above. A plain form: it works without JavaScript.
 */
import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { bundles as contentBundles } from "~/content/bundles";
import { getService } from "~/content/services";
import { arrivalWindowsOf } from "~/domain/booking/windows";
import { type Catalog, WEEKDAY_NAMES, bundleListPriceOf, catalogTier } from "~/domain/catalog";
import type { CatalogChange } from "~/domain/catalog-changes";
import { ADDON_UNITS, catalogFieldId, catalogFormValues, FORM_FIELD, TICKED } from "~/domain/catalog-form";
import { formatCents } from "~/domain/money";
import { cn } from "~/lib/utils";
import { AdminCard, adminInput, AnswerPanel } from "./ui";

/** Where the settings form posts (not the page's own address, which may carry `?saved=`). */
export const SETTINGS_ACTION = "/admin/settings";

type Fields = {
  value: (name: string) => string;
  checked: (name: string, value?: string) => boolean;
  error: (name: string) => string | undefined;
};

function fieldsOf(values: readonly (readonly [string, string])[], errors: Record<string, string>): Fields {
  const form = new URLSearchParams(values as [string, string][]);
  return {
    value: (name) => form.get(name) ?? "",
    checked: (name, value) => (value === undefined ? form.has(name) : form.getAll(name).includes(value)),
    error: (name) => errors[name],
  };
}

const errorId = (name: string) => `${catalogFieldId(name)}-error`;

function FieldError({ name, f }: { name: string; f: Fields }) {
  const message = f.error(name);
  return message ? (
    <p id={errorId(name)} className="mt-1 text-sm font-semibold text-destructive">
      {message}
    </p>
  ) : null;
}

/** A label: the visible words, and what it belongs to for a screen reader ("Price (Cleaning, 2BR/2BA)"). */
function LabelText({ label, of }: { label: string; of?: string }) {
  return (
    <>
      {label}
      {of ? <span className="sr-only"> ({of})</span> : null}
    </>
  );
}

function TextInput({
  f,
  name,
  label,
  of,
  hint,
  prefix,
  className,
  ...input
}: {
  f: Fields;
  name: string;
  label: string;
  of?: string;
  hint?: string;
  /** Shown before the value ("$"), not read out. */
  prefix?: string;
  className?: string;
} & Omit<React.ComponentProps<"input">, "name" | "id" | "defaultValue" | "prefix">) {
  const id = catalogFieldId(name);
  const invalid = f.error(name) !== undefined;
  const described = [hint ? `${id}-hint` : "", invalid ? errorId(name) : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        <LabelText label={label} of={of} />
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        {prefix ? (
          <span aria-hidden="true" className="absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-navy-900">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          defaultValue={f.value(name)}
          aria-invalid={invalid || undefined}
          aria-describedby={described || undefined}
          className={cn(adminInput, prefix && "pl-7", invalid && "border-destructive")}
          {...input}
        />
      </div>
      <FieldError name={name} f={f} />
    </div>
  );
}

function Checkbox({
  f,
  name,
  label,
  of,
  value = TICKED,
  id = catalogFieldId(name),
}: {
  f: Fields;
  name: string;
  label: string;
  of?: string;
  value?: string;
  id?: string;
}) {
  const invalid = f.error(name) !== undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={f.checked(name, value === TICKED ? undefined : value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId(name) : undefined}
          className="size-5 shrink-0 accent-navy-900"
        />
        <span>
          <LabelText label={label} of={of} />
        </span>
      </label>
      <FieldError name={name} f={f} />
    </div>
  );
}

function Select({
  f,
  name,
  label,
  of,
  options,
}: {
  f: Fields;
  name: string;
  label: string;
  of?: string;
  options: readonly (readonly [string, string])[];
}) {
  const id = catalogFieldId(name);
  const invalid = f.error(name) !== undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        <LabelText label={label} of={of} />
      </label>
      <select
        id={id}
        name={name}
        defaultValue={f.value(name)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId(name) : undefined}
        className={cn(adminInput, invalid && "border-destructive")}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError name={name} f={f} />
    </div>
  );
}

function Textarea({ f, name, label, hint }: { f: Fields; name: string; label: string; hint: string }) {
  const id = catalogFieldId(name);
  const invalid = f.error(name) !== undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        rows={2}
        defaultValue={f.value(name)}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid ? errorId(name) : ""].filter(Boolean).join(" ")}
        className={cn(adminInput, "h-auto py-2", invalid && "border-destructive")}
      />
      <FieldError name={name} f={f} />
    </div>
  );
}

const rowClass = "grid grid-cols-2 gap-x-3 gap-y-2 border-t border-border py-3 first:border-t-0 first:pt-0";

// --- The cards -----------------------------------------------------------------------------------------------------

function ServiceCard({ catalog, index, f }: { catalog: Catalog; index: number; f: Fields }) {
  const service = catalog.services[index]!;
  const content = getService(service.id);
  const short = content?.shortTitle ?? service.id;
  const blank = service.addons.length;
  const addonRow = (j: number, of: string, isNew: boolean) => (
    <>
      {isNew ? (
        <TextInput
          f={f}
          name={`services.${index}.addons.${j}.id`}
          label="Code"
          of={of}
          hint="Lower-case letters, digits and dashes, like “deep-fridge”; it never changes."
          className="col-span-2"
          autoCapitalize="none"
          spellCheck={false}
        />
      ) : null}
      <TextInput f={f} name={`services.${index}.addons.${j}.label`} label="Name" of={of} className="col-span-2" />
      <TextInput
        f={f}
        name={`services.${index}.addons.${j}.priceCents`}
        label="Price"
        of={of}
        prefix="$"
        inputMode="decimal"
      />
      <Select f={f} name={`services.${index}.addons.${j}.unit`} label="Unit" of={of} options={ADDON_UNITS} />
      <TextInput
        f={f}
        name={`services.${index}.addons.${j}.maxQuantity`}
        label="Most per booking"
        of={of}
        inputMode="numeric"
      />
      <TextInput
        f={f}
        name={`services.${index}.addons.${j}.minutes`}
        label="Minutes each"
        of={of}
        inputMode="numeric"
      />
      <Checkbox f={f} name={`services.${index}.addons.${j}.offered`} label="Offered" of={of} />
    </>
  );
  return (
    <AdminCard id={`settings-service-${service.id}`} title={content?.title ?? short}>
      <h3 className="font-bold text-navy-900">Sizes</h3>
      <ul className="mt-2">
        {service.tiers.map((tier, j) => {
          const of = `${short}, ${tier.label}`;
          return (
            <li key={tier.code} className={cn(rowClass, "sm:grid-cols-[1fr_10rem_8rem_8rem] sm:items-start")}>
              <TextInput
                f={f}
                name={`services.${index}.tiers.${j}.label`}
                label="Name"
                of={of}
                className="col-span-2 sm:col-span-1"
              />
              {tier.priceCents === null ? (
                <div>
                  <p className="text-sm font-semibold text-navy-900">Price</p>
                  <p className="mt-1 flex h-11 items-center text-navy-900">Custom quote</p>
                </div>
              ) : (
                <TextInput
                  f={f}
                  name={`services.${index}.tiers.${j}.priceCents`}
                  label="Price"
                  of={of}
                  prefix="$"
                  inputMode="decimal"
                />
              )}
              <TextInput
                f={f}
                name={`services.${index}.tiers.${j}.minutes`}
                label="Minutes"
                of={of}
                inputMode="numeric"
              />
              <div className="pt-6">
                <Checkbox f={f} name={`services.${index}.tiers.${j}.offered`} label="Offered" of={of} />
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-5 font-bold text-navy-900">Extras</h3>
      <p className="text-sm text-muted-foreground">
        To retire an extra, untick “Offered”: bookings that have it keep it. Minutes: how long the crew works on each
        one, added to the size&apos;s.
      </p>
      <ul className="mt-2">
        {service.addons.map((addon, j) => (
          <li key={addon.id} className={cn(rowClass, "sm:grid-cols-4")}>
            {addonRow(j, `${short} extra, ${addon.label}`, false)}
          </li>
        ))}
      </ul>
      <fieldset className="mt-4 rounded-md border border-border p-3">
        <legend className="px-1 font-bold text-navy-900">Add an extra</legend>
        <p className="text-sm text-muted-foreground">Leave it empty to add none.</p>
        <div className={cn(rowClass, "mt-2 sm:grid-cols-4")}>{addonRow(blank, `new ${short} extra`, true)}</div>
      </fieldset>
      <SectionPreview section={`services.${index}`} title={content?.title ?? short} />
    </AdminCard>
  );
}

function BundlesCard({ catalog, shown, f }: { catalog: Catalog; shown: Catalog; f: Fields }) {
  const itemsText = (bundle: Catalog["bundles"]["items"][number]) =>
    bundle.items
      .map((item) => {
        const title = getService(item.service)?.shortTitle ?? item.service;
        return `${title} ${catalogTier(shown, item.service, item.tier)?.label ?? item.tier}`;
      })
      .join(" + ");
  return (
    <AdminCard id="settings-bundles" title="Bundles">
      <TextInput
        f={f}
        name="bundles.percentOff"
        label="Bundles' discount (%)"
        hint="A bundle costs its items at list price less this percent, in whole dollars."
        inputMode="numeric"
        className="max-w-xs"
      />
      <p className="mt-3 text-sm text-muted-foreground">
        The prices below are worked out, not typed: after a change of prices or of the percent, “Preview changes” shows
        the new ones.
      </p>
      <ul className="mt-2" data-testid="settings-bundles">
        {catalog.bundles.items.map((bundle, k) => {
          const name = contentBundles.find((b) => b.id === bundle.id)?.name ?? bundle.id;
          const now = shown.bundles.items.find((b) => b.id === bundle.id) ?? bundle;
          const list = bundleListPriceOf(shown, now.items);
          return (
            <li key={bundle.id} className="border-t border-border py-3 first:border-t-0 first:pt-0">
              <p className="font-semibold text-navy-900">{name}</p>
              <p className="text-sm text-muted-foreground">{itemsText(now)}</p>
              <p className="text-sm text-navy-900" data-testid={`bundle-price-${bundle.id}`}>
                {formatCents(now.priceCents)}{" "}
                <span className="text-muted-foreground">
                  (list {formatCents(list)}, less {shown.bundles.percentOff}%)
                </span>
              </p>
              <Checkbox f={f} name={`bundles.items.${k}.offered`} label="Offered" of={name} />
            </li>
          );
        })}
      </ul>
      <SectionPreview section="bundles" title="Bundles" />
    </AdminCard>
  );
}

function PromoRow({ f, k, code }: { f: Fields; k: number; code: string | null }) {
  const of = code ?? "new code";
  const name = (key: string) => `promoCodes.${k}.${key}`;
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
      <TextInput
        f={f}
        name={name("code")}
        label="Code"
        of={of}
        className="col-span-2 sm:col-span-1"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextInput f={f} name={name("percentOff")} label="Percent off" of={of} inputMode="numeric" />
      <TextInput f={f} name={name("amountOffCents")} label="Dollars off" of={of} prefix="$" inputMode="decimal" />
      <TextInput f={f} name={name("startsOn")} label="First day" of={of} type="date" />
      <TextInput f={f} name={name("endsOn")} label="Last day" of={of} type="date" />
      <TextInput
        f={f}
        name={name("maxUses")}
        label="Most uses"
        of={of}
        inputMode="numeric"
        className="col-span-2 sm:col-span-1"
      />
      <Checkbox f={f} name={name("firstOrderOnly")} label="First order only" of={of} />
      <Checkbox f={f} name={name("oncePerCustomer")} label="Once per customer" of={of} />
      <Checkbox f={f} name={name("active")} label="Active" of={of} />
      {code !== null ? <Checkbox f={f} name={name("remove")} label="Remove this code" of={of} /> : null}
    </div>
  );
}

function PromoCodesCard({ catalog, f }: { catalog: Catalog; f: Fields }) {
  return (
    <AdminCard id="settings-promo-codes" title="Promo codes">
      <p className="text-sm text-muted-foreground">
        Give a percent or an amount off, not both. Days are Dallas days, both included; empty: no limit. “Most uses”
        counts every booking with the code; empty: no limit. The banner advertises the first active first-order code.
      </p>
      <div className="mt-3 space-y-4">
        {catalog.promoCodes.map((promo, k) => (
          <fieldset key={promo.code} className="rounded-md border border-border p-3">
            <legend className="px-1 font-bold text-navy-900">{promo.code}</legend>
            <PromoRow f={f} k={k} code={promo.code} />
          </fieldset>
        ))}
        <fieldset className="rounded-md border border-border p-3">
          <legend className="px-1 font-bold text-navy-900">Add a code</legend>
          <p className="mb-2 text-sm text-muted-foreground">Leave the code empty to add none.</p>
          <PromoRow f={f} k={catalog.promoCodes.length} code={null} />
        </fieldset>
      </div>
      <SectionPreview section="promoCodes" title="Promo codes" />
    </AdminCard>
  );
}

function WeekCard({ shown, f }: { shown: Catalog; f: Fields }) {
  const days = "week.openWeekdays";
  const daysError = f.error(days);
  return (
    <AdminCard id="settings-week" title="The week">
      <fieldset aria-describedby={daysError ? errorId(days) : undefined}>
        <legend className="text-sm font-semibold text-navy-900">Open days</legend>
        <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-4">
          {WEEKDAY_NAMES.map((day, d) => (
            <label
              key={day}
              htmlFor={d === 0 ? catalogFieldId(days) : `${catalogFieldId(days)}-${d}`}
              className="flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900"
            >
              <input
                id={d === 0 ? catalogFieldId(days) : `${catalogFieldId(days)}-${d}`}
                type="checkbox"
                name={days}
                value={String(d)}
                defaultChecked={f.checked(days, String(d))}
                className="size-5 shrink-0 accent-navy-900"
              />
              {day}
            </label>
          ))}
        </div>
        <FieldError name={days} f={f} />
      </fieldset>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextInput f={f} name="week.opens" label="Opens" type="time" />
        <TextInput f={f} name="week.closes" label="Closes" type="time" />
        <TextInput
          f={f}
          name="week.capacityPerWindow"
          label="Jobs per arrival window"
          inputMode="numeric"
          className="col-span-2 sm:col-span-1"
        />
        <TextInput
          f={f}
          name="week.changeCutoffHours"
          label="Customers' change cut-off (hours)"
          hint="Customers move or cancel online until this many hours before their window."
          inputMode="numeric"
          className="col-span-2 sm:col-span-1"
        />
        <TextInput
          f={f}
          name="week.travelBaseMinutes"
          label="Travel between jobs (minutes)"
          hint="Planned between two jobs of a crew, plus the minutes per mile below."
          inputMode="numeric"
          className="col-span-2 sm:col-span-1"
        />
        <TextInput
          f={f}
          name="week.travelMinutesPerMile"
          label="Travel per mile (minutes)"
          hint="Times the straight-line miles between the two jobs' ZIP codes."
          inputMode="decimal"
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        Arrival windows are two hours each, from opening: {arrivalWindowsOf(shown.week).length} a day (
        {arrivalWindowsOf(shown.week)
          .map((w) => w.label)
          .join("; ")}
        ). Bookings already made stay booked when the week changes.
      </p>
      <SectionPreview section="week" title="The week" />
    </AdminCard>
  );
}

function ServiceAreaCard({ f }: { f: Fields }) {
  return (
    <AdminCard id="settings-service-area" title="The service area">
      <div className="grid gap-3">
        <TextInput
          f={f}
          name="serviceArea.radiusMiles"
          label="Radius (miles)"
          hint="A ZIP is served when it lies within this distance of one of our cities."
          inputMode="decimal"
          className="max-w-xs"
        />
        <Textarea
          f={f}
          name="serviceArea.alwaysServed"
          label="ZIPs always served"
          hint="Five-digit ZIPs, separated by commas or spaces: served whatever their distance."
        />
        <Textarea
          f={f}
          name="serviceArea.neverServed"
          label="ZIPs never served"
          hint="Five-digit ZIPs, separated by commas or spaces: never served, whatever their distance."
        />
      </div>
      <SectionPreview section="serviceArea" title="The service area" />
    </AdminCard>
  );
}

/** A section's own Preview: only its fields are previewed (and then saved); the rest stays as it is in force. */
function SectionPreview({ section, title }: { section: string; title: string }) {
  return (
    <div className="mt-4 border-t border-border pt-3">
      <Button type="submit" name="section" value={section} variant="outline">
        Preview this section<span className="sr-only"> ({title})</span>
      </Button>
    </div>
  );
}

/** The sections, linked: a contents list at the top of the settings (issue 44). */
export function SettingsContents({ catalog }: { catalog: Catalog }) {
  const links = [
    ...catalog.services.map((s) => [`settings-service-${s.id}`, getService(s.id)?.title ?? s.id] as const),
    ["settings-bundles", "Bundles"] as const,
    ["settings-discounts", "Multi-service discount"] as const,
    ["settings-promo-codes", "Promo codes"] as const,
    ["settings-week", "The week"] as const,
    ["settings-service-area", "The service area"] as const,
  ];
  return (
    <nav aria-label="Sections" className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <h2 className="font-bold text-navy-900">On this page</h2>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {links.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`} className="inline-block py-1 font-semibold text-navy-900 underline">
              {title}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">
        Each section has its own Preview: only that section is saved. “Preview changes” at the top takes them all.
      </p>
    </nav>
  );
}

// --- The error summary ---------------------------------------------------------------------------------------------

/** The errors by field, in the form's order, each a link to its field; focused when the page opens on it. */
export function SettingsErrorSummary({ catalog, errors }: { catalog: Catalog; errors: Record<string, string> }) {
  const order = [FORM_FIELD, ...new Set(catalogFormValues(catalog).keys())];
  const rowOf = (name: string) => name.slice(0, name.lastIndexOf("."));
  const rank = (name: string) => {
    const exact = order.indexOf(name);
    if (exact !== -1) return exact;
    const row = order.findIndex((n) => rowOf(n) === rowOf(name));
    return row === -1 ? order.length : row;
  };
  const entries = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.length === 0) return null;
  return (
    <AnswerPanel
      id="settings-errors-heading"
      testId="error-summary"
      title={`${entries.length === 1 ? "Please fix 1 problem" : `Please fix ${entries.length} problems`}: nothing was saved`}
    >
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([name, message]) => (
          <li key={name}>
            {name === FORM_FIELD ? (
              <span className="font-semibold text-destructive">{message}</span>
            ) : (
              <a
                href={`#${catalogFieldId(name)}`}
                className="font-semibold text-destructive underline underline-offset-2 hover:no-underline"
              >
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </AnswerPanel>
  );
}

// --- The form ------------------------------------------------------------------------------------------------------

/**
 * The whole catalog as one form, on `catalog` (its rows; its version is the form's `base`), with `values` in its
 * fields, `errors` (by field) at them, and the bundles' prices and the week's windows of `shown` (the proposed catalog
 * after a preview, else `catalog`).
 */
export function CatalogSettingsForm({
  catalog,
  values,
  errors,
  shown,
}: {
  catalog: Catalog;
  values: readonly (readonly [string, string])[];
  errors: Record<string, string>;
  shown: Catalog;
}) {
  const f = fieldsOf(values, errors);
  return (
    <Form method="post" action={SETTINGS_ACTION} reloadDocument noValidate className="space-y-5 [&_h2]:scroll-mt-28">
      <input type="hidden" name="base" value={catalog.version} />
      <input type="hidden" name="intent" value="preview" />
      {/* first in the form (Enter in a field previews every section) and pinned while the page scrolls: reachable
          from every section (issue 44) */}
      <div
        className="sticky top-0 z-10 flex items-center justify-between gap-4 rounded-lg border border-border bg-white/95 p-2 shadow-sm backdrop-blur sm:p-3"
        data-testid="settings-preview-bar"
      >
        <p className="hidden text-sm text-muted-foreground sm:block">Nothing is saved until you preview, then save.</p>
        <Button type="submit">Preview changes</Button>
      </div>
      {catalog.services.map((service, i) => (
        <ServiceCard key={service.id} catalog={catalog} index={i} f={f} />
      ))}
      <BundlesCard catalog={catalog} shown={shown} f={f} />
      <AdminCard id="settings-discounts" title="Multi-service discount">
        <TextInput
          f={f}
          name="discounts.multiServicePercent"
          label="Multi-service discount (%)"
          hint="Off the sizes' prices of an order with two or more services (never with a promo code as well)."
          inputMode="numeric"
          className="max-w-xs"
        />
        <SectionPreview section="discounts" title="Multi-service discount" />
      </AdminCard>
      <PromoCodesCard catalog={catalog} f={f} />
      <WeekCard shown={shown} f={f} />
      <ServiceAreaCard f={f} />
    </Form>
  );
}

/** What a save (or a restore) changes, or changed: each figure from its old value to its new one. */
export function ChangeList({
  changes,
  className,
  testId,
}: {
  changes: readonly CatalogChange[];
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={cn("list-disc space-y-1 pl-5 text-sm wrap-anywhere", className)} data-testid={testId}>
      {changes.map((c) => (
        <li key={`${c.what}|${c.from}|${c.to}`}>
          <span className="font-semibold">{c.what}</span>: {c.from} → {c.to}
        </li>
      ))}
    </ul>
  );
}

/** A save refused because another was saved since the page was opened (version `latest`): what follows says what. */
export function StaleSave({ id, latest, children }: { id: string; latest: number; children: React.ReactNode }) {
  return (
    <AnswerPanel
      id={id}
      testId="settings-stale"
      title={`Someone else saved version ${latest} since you opened this page`}
    >
      {children}
    </AnswerPanel>
  );
}
