/** Small pieces of the owner's dashboard: a page heading, a card, form fields and a status badge. */
import type * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export const adminInput =
  "mt-1 h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-navy-700";

export function AdminCard({
  title,
  children,
  className,
  id,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  id: string;
}) {
  return (
    // min-w-0: in a grid or a flex row, a card is as narrow as its place, whatever its content (issue 35)
    <section
      aria-labelledby={id}
      className={cn("min-w-0 rounded-lg border border-border bg-white p-4 sm:p-5", className)}
    >
      <h2 id={id} className="text-lg font-bold text-navy-900 wrap-anywhere">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled text input of the dashboard's style; other attributes go to the input. */
export function TextField({ label, id, ...input }: { label: string; id: string } & React.ComponentProps<"input">) {
  return (
    <Field label={label} htmlFor={id}>
      <input id={id} className={adminInput} {...input} />
    </Field>
  );
}

/** A labelled select of `[value, label]` options. */
export function SelectField({
  label,
  id,
  name,
  options,
  defaultValue,
}: {
  label: string;
  id: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  defaultValue?: string;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <select id={id} name={name} defaultValue={defaultValue} className={adminInput}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

const STATUS_STYLE: Record<string, string> = {
  requested: "bg-amber-100 text-amber-950",
  confirmed: "bg-green-100 text-green-900",
  completed: "bg-slate-200 text-slate-900",
  cancelled: "bg-red-100 text-red-900",
  expired: "bg-slate-100 text-slate-800",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-bold uppercase",
        Object.hasOwn(STATUS_STYLE, status) ? STATUS_STYLE[status] : "bg-slate-100",
      )}
    >
      {status}
    </span>
  );
}

/** "9:00 AM – 11:00 AM" with each time kept whole on a narrow screen (a no-break space before AM and PM). */
export const wholeTimes = (text: string) => text.replace(/(\d) (AM|PM)\b/g, "$1\u00a0$2");

export function Notice({ children, tone = "ok" }: { children: React.ReactNode; tone?: "ok" | "error" }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md px-4 py-3 font-medium",
        tone === "error" ? "bg-red-50 text-destructive" : "bg-green-50 text-green-900",
      )}
    >
      {children}
    </p>
  );
}

/**
 * An action's answer that takes the focus as it appears (a refusal to read, or a question to confirm): its heading
 * and what follows; `error` in red, `ask` in the dashboard's navy.
 */
export function AnswerPanel({
  id,
  title,
  testId,
  tone = "error",
  children,
}: {
  id: string;
  title: React.ReactNode;
  testId: string;
  tone?: "error" | "ask";
  children: React.ReactNode;
}) {
  return (
    <section
      tabIndex={-1}
      autoFocus
      aria-labelledby={id}
      data-testid={testId}
      className={cn(
        "rounded-lg border-2 p-4 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 sm:p-5",
        tone === "error"
          ? "border-destructive bg-red-50 focus-visible:outline-destructive"
          : "border-navy-900 bg-white focus-visible:outline-navy-900",
      )}
    >
      <h2 id={id} className={cn("text-lg font-bold", tone === "error" ? "text-destructive" : "text-navy-900")}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where crews are made, when there is none yet (a booking's Crew card, the schedule). */
export function NoCrewYet({ className }: { className?: string }) {
  return (
    <p className={cn("text-navy-900", className)}>
      No crew yet: make crews on the{" "}
      <Link to="/admin/team" className="font-semibold underline">
        Team
      </Link>{" "}
      page.
    </p>
  );
}
