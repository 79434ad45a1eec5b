import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { phoneHref, site } from "~/content/site";
import { formatDateInYear, formatDateLong } from "~/domain/booking/dates";
import type { FieldErrors } from "~/domain/booking/fields";
import { PageCard } from "./page-card";
import { type ArrivalWindow, type Availability, formatWindow } from "~/domain/booking/windows";
import { insteadWords, WHY_LABELS, WHY_SENTENCES } from "~/domain/booking/calendar-words";
import { cn } from "~/lib/utils";
import { choiceCard } from "~/components/ui/choice-card";

/** What the customer's page knows about changing the booking (from its loader). */
export type ManageView = {
  /** Why the customer cannot change it online now, or null when they can. */
  block: "cancelled" | "closed" | "cutoff" | null;
  cutoffHours: number;
  reference: string;
  date: string;
  windowStart: string;
  range: { start: string; end: string };
  windows: ArrivalWindow[];
  /** The date whose windows the move shows (`?moveDate=`, else the booking's own), issue 55. */
  moveDate: string;
  /** Its windows' places for this booking's order (its own job left out), or null while it cannot move. */
  availability: Availability | null;
};

/** The action's answer when it does not redirect. */
export type ManageAnswer = {
  intent: "reschedule" | "cancel" | "pay" | null;
  /** `cancel` asks before it cancels. */
  step?: "confirm";
  errors?: FieldErrors;
  values?: { date: string; window: string };
  /** A move refused its window: that date's windows for this booking's order (issue 55). */
  availability?: Availability;
};

const fieldClass =
  "mt-1.5 h-12 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-navy-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-navy-700 sm:max-w-xs";

function Problem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** Focuses the element once it is on the page (a question that just opened, a button focus returns to). */
function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/**
 * Move or cancel a booking from its own page (docs/decisions/0012): plain forms to the page's action, so both work
 * without JavaScript; cancelling asks first. Shown while the booking's state lets the customer change it (`open`,
 * issue 37); past the cut-off the page's side panel gives the phone number instead, and this card appears only to
 * answer a change tried anyway. With JavaScript, focus follows the cancel: to its question when it opens, back to its
 * button when the customer keeps the booking (the page's notice takes it after a cancel).
 */
export function ManageBooking({ view, open, answer }: { view: ManageView; open: boolean; answer?: ManageAnswer }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const asking = answer?.intent === "cancel" && answer.step === "confirm";
  const question = useFocusWhen<HTMLParagraphElement>(asking);
  const kept = (location.state as { kept?: boolean } | null)?.kept === true;
  const cancelButton = useFocusWhen<HTMLButtonElement>(kept && !asking);
  const errors = answer?.errors ?? {};
  if (!open) {
    if (!errors.form || (answer?.intent !== "reschedule" && answer?.intent !== "cancel")) return null;
    return (
      <PageCard id="manage-heading" title="Need a change?">
        <p role="alert" className="mt-3 font-medium text-destructive">
          {errors.form}
        </p>
        <a href={phoneHref} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          <Icon name="phone-call" /> Call {site.phone}
        </a>
      </PageCard>
    );
  }
  const reschedule = answer?.intent === "reschedule" ? errors : {};
  const cancel = answer?.intent === "cancel" ? errors : {};
  // the date asked for: a refused move's, else the page's (`?moveDate=`, else the booking's own)
  const shownDate = answer?.values?.date && answer.availability ? answer.values.date : view.moveDate;
  const availability = answer?.availability ?? (shownDate === view.moveDate ? view.availability : null);
  const fits = availability?.windows.filter((w) => w.available > 0) ?? [];
  const chosenWindow = answer?.values?.window ?? "";
  return (
    <PageCard id="manage-heading" title="Change or cancel" testId="manage-booking">
      <p className="mt-2 text-sm text-muted-foreground">
        You can move or cancel this booking here until {view.cutoffHours} hours before your arrival window.
      </p>

      <section className="mt-5 space-y-4" aria-labelledby="move-heading">
        <h3 id="move-heading" className="flex items-center gap-2 font-bold text-navy-900">
          <Icon name="calendar-clock" className="size-5" /> Move to another day or time
        </h3>
        {reschedule.form ? <p className="font-medium text-destructive">{reschedule.form}</p> : null}
        {/* the date first: its windows are shown for this booking's own order (issue 55); with JavaScript at once */}
        <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="move-date" className="block text-sm font-semibold text-navy-900">
              New date
            </label>
            <input
              id="move-date"
              name="moveDate"
              type="date"
              min={view.range.start}
              max={view.range.end}
              defaultValue={shownDate}
              key={shownDate}
              onChange={(event) => {
                if (event.currentTarget.value) event.currentTarget.form?.requestSubmit();
              }}
              aria-invalid={reschedule.date ? true : undefined}
              aria-describedby={reschedule.date ? "move-date-error" : undefined}
              className={fieldClass}
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Show windows
          </Button>
        </Form>
        <Problem id="move-date-error" message={reschedule.date} />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="reschedule" />
          <input type="hidden" name="date" value={shownDate} />
          <fieldset
            className="min-w-0"
            aria-describedby={[reschedule.window ? "move-window-error" : null, "move-status"].filter(Boolean).join(" ")}
          >
            <legend className="text-sm font-semibold text-navy-900">
              New arrival window on {formatDateLong(shownDate)}
            </legend>
            <p id="move-status" className="mt-1 text-sm text-muted-foreground" data-testid="move-status">
              {availability?.closed
                ? availability.closed
                : availability?.noCrew
                  ? availability.noCrew
                  : fits.length > 0
                    ? "The windows that fit your booking as it is."
                    : insteadWords(shownDate, fits, availability?.nearest)}
            </p>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {view.windows.map((w) => {
                const slot = availability?.windows.find((a) => a.start === w.start);
                const own = shownDate === view.date && w.start === view.windowStart;
                const refused = !slot || slot.available === 0;
                return (
                  <label key={w.start} className={cn(choiceCard, "items-center")} data-testid="move-window-option">
                    <input
                      type="radio"
                      name="window"
                      value={w.start}
                      defaultChecked={w.start === chosenWindow && !refused && !own}
                      disabled={refused || own}
                      className="size-5 shrink-0 accent-navy-700"
                    />
                    <span
                      className={cn(
                        "font-medium tabular-nums",
                        refused && !own ? "text-muted-foreground line-through" : "text-navy-900",
                      )}
                    >
                      {formatWindow(w.start, w.end)}
                    </span>
                    {own ? (
                      <span className="ml-auto rounded-full bg-navy-50 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-navy-900">
                        Now
                      </span>
                    ) : refused && slot?.why ? (
                      <span className="ml-auto rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-700">
                        {WHY_LABELS[slot.why]}
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </div>
            {availability?.windows.some((w) => w.why === "order-too-long") ? (
              <p className="mt-2 text-sm text-navy-900">{WHY_SENTENCES["order-too-long"]}</p>
            ) : null}
            <Problem id="move-window-error" message={reschedule.window} />
            {fits.length === 0 && (availability?.nearest ?? []).length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Nearest dates that fit">
                {availability!.nearest!.map((date) => (
                  <li key={date}>
                    <Link
                      to={`?moveDate=${date}`}
                      preventScrollReset
                      className="inline-block rounded-md border border-navy-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50"
                    >
                      {formatDateInYear(date)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <Button type="submit" disabled={busy || fits.length === 0}>
            Move my booking
          </Button>
        </Form>
      </section>

      <div className="mt-8 border-t border-border pt-6">
        <h3 className="flex items-center gap-2 font-bold text-navy-900">
          <Icon name="circle-x" className="size-5" /> Cancel
        </h3>
        {cancel.form ? <p className="mt-2 font-medium text-destructive">{cancel.form}</p> : null}
        {asking ? (
          <Form method="post" className="mt-3" data-testid="cancel-confirm">
            <p
              ref={question}
              tabIndex={-1}
              role="alert"
              className="font-medium text-navy-900 focus-visible:outline-3 focus-visible:outline-navy-700"
            >
              Cancel booking {view.reference} on {formatDateLong(view.date)}? Your place is released for someone else.
            </p>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="confirm" value="yes" />
            <div className="mt-4 flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={busy}>
                Yes, cancel my booking
              </Button>
              <Link to="." state={{ kept: true }} className={cn(buttonVariants({ variant: "outline" }))}>
                Keep my booking
              </Link>
            </div>
          </Form>
        ) : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <p className="text-sm text-muted-foreground">Plans changed? Cancelling is free until the cut-off.</p>
            <Button ref={cancelButton} type="submit" variant="outline" className="mt-3" disabled={busy}>
              Cancel this booking…
            </Button>
          </Form>
        )}
      </div>
    </PageCard>
  );
}
