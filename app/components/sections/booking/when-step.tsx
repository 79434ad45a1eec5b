import type { Week } from "~/domain/catalog";
import { cn } from "~/lib/utils";
import { describedBy, errorId, FieldError, FieldHint, fieldId, inputClass, Step } from "./fields";
import { formatDateInYear, formatDateLong } from "~/domain/booking/dates";
import { formatWindow, hoursPhrase } from "~/domain/booking/windows";
import { choiceCard } from "~/components/ui/choice-card";
import { UpdatePriceButton } from "./no-script-price";
import type { FieldErrors, FormValues } from "~/domain/booking/fields";
import { type ArrivalWindow, type Availability, windowState } from "~/domain/booking/windows";
import { CHOOSE_SIZE_WORDS, insteadWords, WHY_LABELS, WHY_SENTENCES } from "~/domain/booking/calendar-words";

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
  incomplete,
  onDate,
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
  /** The last submit was refused its window (409): what the same order can book instead is listed. */
  windowConflict: boolean;
  /** The window that is selected (empty when the chosen one is not bookable). */
  selectedWindow: string;
  /** A chosen service has no size yet: the windows are those of the smallest order of these services (issue 55). */
  incomplete: boolean;
  /** With JavaScript: picks one of the nearest dates that fit (issue 55); without, they are named as text. */
  onDate?: (date: string) => void;
}) {
  const dateWords = formatDateLong(values.date);
  const open = availability ? availability.windows.filter((w) => w.available > 0) : [];
  const windowError = errors.window;
  const nearest = availability?.nearest ?? [];
  // what fits instead: after a refusal, or whenever no window of the date fits (issue 55)
  const instead = availability && dateWords && (windowConflict || (open.length === 0 && !availability.closed));
  const insteadText = insteadWords(values.date, open, nearest);
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
        {/* without JavaScript, the windows of another date come from the server (issue 55) */}
        {onDate ? null : (
          <UpdatePriceButton returnTo="step-when" label="Show the windows of this date" className="mt-2" />
        )}
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
                : availability.noCrew
                  ? `${availability.noCrew} Please choose another date.`
                  : open.length > 0
                    ? `Free windows on ${dateWords} for this order.${incomplete ? ` ${CHOOSE_SIZE_WORDS}` : ""}`
                    : `No window on ${dateWords} fits this order. Please choose another date.`
              : "Choose a date to see which windows are free."}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {windows.map((w) => {
            const { state, available, why } = windowState(availability, w.start);
            const refused = state === "full" || state === "closed";
            // without JavaScript the date may be changed after the page came: every window stays choosable, its
            // state is the date's the page names (the server refuses what does not fit, with words)
            const disabled = refused && onDate !== undefined;
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
                      refused ? "text-muted-foreground line-through" : "text-navy-900",
                    )}
                  >
                    {formatWindow(w.start, w.end)}
                  </span>
                </span>
                {refused ? (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-700">
                    {WHY_LABELS[why ?? (state === "full" ? "full" : "closed")]}
                  </span>
                ) : state === "open" && available === 1 ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">1 left</span>
                ) : null}
              </label>
            );
          })}
        </div>
        {availability?.windows.some((w) => w.why === "order-too-long") ? (
          <p className="mt-2 text-sm text-navy-900" data-testid="too-long-hint">
            {WHY_SENTENCES["order-too-long"]}
          </p>
        ) : null}
        <FieldError name="window" message={windowError} />
        {instead ? (
          <div className="mt-2 text-sm text-navy-900" data-testid="open-windows">
            {/* said once: a refusal's message under the field names them already */}
            {windowError?.includes(insteadText) ? null : (
              <p>
                {insteadText}
                {windowConflict ? " Everything else you typed is kept." : null}
              </p>
            )}
            {onDate && open.length === 0 && nearest.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {nearest.map((date) => (
                  <button
                    key={date}
                    type="button"
                    onClick={() => onDate(date)}
                    className="rounded-md border border-navy-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
                  >
                    {formatDateInYear(date)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </Step>
  );
}
