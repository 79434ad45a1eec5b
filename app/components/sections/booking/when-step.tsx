import type { Week } from "~/domain/catalog";
import { cn } from "~/lib/utils";
import { describedBy, errorId, FieldError, FieldHint, fieldId, inputClass, Step } from "./fields";
import { formatDateLong } from "~/domain/booking/dates";
import { formatWindow, hoursPhrase } from "~/domain/booking/windows";
import { choiceCard } from "~/components/ui/choice-card";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import { type ArrivalWindow, type Availability, windowState } from "~/domain/booking/windows";

export function WhenStep({
  week,
  values,
  errors,
  set,
  range,
  windows,
  availability,
  loading,
  windowConflict,
  selectedWindow,
}: {
  /** The catalog's week (docs/decisions/0038): its days and hours. */
  week: Week;
  values: FormValues;
  errors: FieldErrors;
  set: (patch: Partial<FormValues>) => void;
  range: { start: string; end: string };
  windows: ArrivalWindow[];
  availability: Availability | null;
  /** The availability of the chosen date is being fetched. */
  loading: boolean;
  /** The last submit found the window full (409). */
  windowConflict: boolean;
  /** The window that is selected (empty when the chosen one is not bookable). */
  selectedWindow: string;
}) {
  const dateWords = formatDateLong(values.date);
  const open = availability ? availability.windows.filter((w) => w.available > 0) : [];
  const windowError = errors.window;
  return (
    <Step
      id="step-when"
      number={4}
      title="When"
      description={`We work ${hoursPhrase(week)}. Pick a day and a two-hour window for our arrival.`}
    >
      <div data-field-box="">
        <label htmlFor={fieldId("date")} className="block text-sm font-semibold text-navy-900">
          Date
        </label>
        <FieldHint name="date">Any day from today to {formatDateLong(range.end)}.</FieldHint>
        <input
          id={fieldId("date")}
          name="date"
          type="date"
          required
          min={range.start}
          max={range.end}
          value={values.date}
          onChange={(event) => set({ date: event.target.value })}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={describedBy("date", { hint: true, error: errors.date })}
          className={cn(inputClass, "mt-1.5 h-12 w-full sm:max-w-xs")}
        />
        <FieldError name="date" message={errors.date} />
      </div>

      <fieldset
        id={fieldId("window")}
        className="mt-6 min-w-0"
        aria-describedby={[windowError ? errorId("window") : null, "window-status"].filter(Boolean).join(" ")}
      >
        <legend className="text-base font-semibold text-navy-900">Arrival window</legend>
        <p id="window-status" aria-live="polite" className="mt-1 text-sm text-muted-foreground">
          {loading
            ? "Checking which windows are free…"
            : availability && dateWords
              ? availability.closed
                ? `${availability.closed} Please choose another date.`
                : open.length > 0
                  ? `Free windows on ${dateWords}. Full ones can't be chosen.`
                  : `Every window on ${dateWords} is taken. Please choose another date.`
              : "Choose a date to see which windows are free."}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {windows.map((w) => {
            const { state, available } = windowState(availability, w.start);
            const disabled = state === "full" || state === "closed";
            return (
              <label
                key={w.start}
                className={cn(choiceCard, "items-center justify-between")}
                data-testid="window-option"
                data-window={w.start}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="window"
                    value={w.start}
                    checked={selectedWindow === w.start}
                    disabled={disabled}
                    onChange={() => set({ window: w.start })}
                    className="size-5 shrink-0 accent-navy-700"
                  />
                  <span
                    className={cn(
                      "font-medium tabular-nums",
                      disabled ? "text-muted-foreground line-through" : "text-navy-900",
                    )}
                  >
                    {formatWindow(w.start, w.end)}
                  </span>
                </span>
                {state === "full" ? (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700">Full</span>
                ) : state === "closed" ? (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-700">
                    {/* closed by the clock only today (the same-day lead time); else by the week or the owner */}
                    {!availability?.closed && values.date === range.start ? "Too soon" : "Closed"}
                  </span>
                ) : state === "open" && available === 1 ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">1 left</span>
                ) : null}
              </label>
            );
          })}
        </div>
        <FieldError name="window" message={windowError} />
        {windowConflict && availability ? (
          <p className="mt-2 text-sm text-navy-900" data-testid="open-windows">
            {open.length > 0
              ? `Still open on ${dateWords}: ${open.map((w) => formatWindow(w.start, w.end)).join(", ")}.`
              : `No windows are left on ${dateWords}. Please choose another date.`}{" "}
            Everything else you typed is kept.
          </p>
        ) : null}
      </fieldset>
    </Step>
  );
}
