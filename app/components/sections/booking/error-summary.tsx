import { useEffect, useRef } from "react";
import { fieldId } from "./fields";
import type { FieldErrors } from "~/domain/booking/fields";

/** Form order of the fields, so the summary lists errors top to bottom. */
const ORDER = [
  "form",
  "bundle",
  "service",
  "tier.",
  "addon.",
  "city",
  "address",
  "zip",
  "date",
  "window",
  "name",
  "phone",
  "email",
  "notes",
  "photos",
  "promoCode",
];
const rank = (name: string) => {
  const i = ORDER.findIndex((key) => (key.endsWith(".") ? name.startsWith(key) : name === key));
  return i === -1 ? ORDER.length : i;
};

/** Moves focus to a field (or the first usable control of a field group) and scrolls it into view. */
export function focusField(name: string): boolean {
  const el = document.getElementById(fieldId(name));
  if (!el) return false;
  // a field under a closed disclosure (an add-on group on a wide screen, whose list follows its <details>): open it
  const details = el.closest("[data-addons]")?.querySelector("details");
  if (details && !details.open) details.open = true;
  const target = el.matches("input, select, textarea, button")
    ? el
    : el.querySelector<HTMLElement>(
        "input:checked:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, button",
      );
  (target ?? el).focus({ preventScroll: true });
  el.scrollIntoView({ block: "center" });
  return true;
}

/**
 * The list of problems after a failed submit: focused when it appears (and on
 * every new answer), each message a link to its field. `autoFocus` also moves
 * focus to it in the server-rendered page (JavaScript off).
 */
export function ErrorSummary({ errors, answer }: { errors: FieldErrors; answer: unknown }) {
  const ref = useRef<HTMLElement>(null);
  const entries = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));

  useEffect(() => {
    if (entries.length > 0) ref.current?.focus();
    // a new action answer (even with the same messages) moves focus again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  if (entries.length === 0) return null;
  // 0: the network failed before an answer (booking.tsx's clientAction); 5xx: the server failed
  const status = (answer as { status?: number } | undefined)?.status;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      autoFocus
      aria-labelledby="error-summary-heading"
      data-testid="error-summary"
      className="scroll-mt-28 rounded-(--radius-card) border-2 border-destructive bg-red-50 p-5 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-destructive sm:p-6"
    >
      <h2 id="error-summary-heading" className="text-lg font-bold text-destructive">
        {status === 429
          ? "We couldn't take this booking online"
          : status !== undefined && (status === 0 || status >= 500)
            ? "Your booking was not made"
            : `${entries.length === 1 ? "Please fix 1 problem" : `Please fix ${entries.length} problems`} before we can book`}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {entries.map(([name, message]) => (
          <li key={name}>
            {name === "form" ? (
              <span className="font-semibold text-destructive">{message}</span>
            ) : (
              <a
                href={`#${fieldId(name)}`}
                className="font-semibold text-destructive underline underline-offset-2 hover:no-underline"
                onClick={(event) => {
                  if (focusField(name)) event.preventDefault();
                }}
              >
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
