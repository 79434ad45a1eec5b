import type * as React from "react";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import { cn } from "~/lib/utils";

/** The DOM id of a form field (or field group) by its form name: "tier.cleaning" → "field-tier-cleaning". */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export const errorId = (name: string) => `${fieldId(name)}-error`;
export const hintId = (name: string) => `${fieldId(name)}-hint`;

/** `aria-describedby` for a field with an optional hint and an optional error. */
export function describedBy(name: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The look of every text input; each use adds its size (no utility here is meant to be overridden). */
export const inputClass =
  "block rounded-lg border border-slate-400 bg-white px-3 text-base text-foreground shadow-xs placeholder:text-slate-500 focus-visible:border-navy-700 aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-destructive";

export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1.5 flex gap-1.5 text-sm font-medium text-destructive">
      <span aria-hidden="true">!</span>
      <span>
        <span className="sr-only">Error: </span>
        {message}
      </span>
    </p>
  );
}

export function FieldHint({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <p id={hintId(name)} className="mt-1 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The form's free-text fields. */
type TextName = "name" | "phone" | "email" | "address" | "zip" | "promoCode";

/** A free-text field's name, value, change handler and error: what a `TextField` of the form needs from it. */
export function textFieldOf(
  name: TextName,
  { values, errors, set }: { values: FormValues; errors: FieldErrors; set: (patch: Partial<FormValues>) => void },
) {
  return {
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
    error: errors[name],
  };
}

/**
 * A labelled text-like input with its hint and error, and `children` after them (what the server says of the value,
 * e.g. the ZIP's service area). The whole box is kept in sight as the field is edited (`data-field-box`).
 * `errorInChildren`: the children show the error themselves (`FieldError`, e.g. inside their live region).
 */
export function TextField({
  name,
  label,
  hint,
  error,
  optional = false,
  className,
  inputClassName,
  children,
  errorInChildren = false,
  ...input
}: {
  name: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  inputClassName?: string;
  children?: React.ReactNode;
  errorInChildren?: boolean;
} & Omit<React.ComponentProps<"input">, "name" | "id" | "children">) {
  return (
    <div className={className} data-field-box="">
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-navy-900">
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </label>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <input
        id={fieldId(name)}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hint: Boolean(hint), error })}
        className={cn(inputClass, "mt-1.5 h-12 w-full", inputClassName)}
        {...input}
      />
      {errorInChildren ? null : <FieldError name={name} message={error} />}
      {children}
    </div>
  );
}

/** One numbered step of the booking form: a fieldset whose legend carries the number and title. */
export function Step({
  id,
  number,
  title,
  description,
  children,
  className,
}: {
  id: string;
  number: number;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      id={id}
      className={cn(
        "min-w-0 scroll-mt-28 rounded-(--radius-card) border border-border bg-white p-5 shadow-(--shadow-card) sm:p-7",
        className,
      )}
    >
      {/* float + w-full keeps the legend inside the box instead of on its border */}
      <legend className="float-left mb-1 flex w-full items-center gap-3 text-xl font-bold text-navy-900">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </legend>
      <div className="clear-both pt-1">
        {description ? <p className="mb-5 text-sm text-muted-foreground">{description}</p> : null}
        {children}
      </div>
    </fieldset>
  );
}
