import { Icon } from "~/components/ui/icon";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { phoneHref, site } from "~/content/site";
import { formatDateLong } from "~/domain/booking/dates";
import type { FieldErrors } from "~/domain/booking/fields";
import { PageCard } from "./page-card";
import { type ArrivalWindow, formatWindow } from "~/domain/booking/windows";
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
};

/** The action's answer when it does not redirect. */
export type ManageAnswer = {
  intent: "reschedule" | "cancel" | "pay" | null;
  /** `cancel` asks before it cancels. */
  step?: "confirm";
  errors?: FieldErrors;
  values?: { date: string; window: string };
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
  const chosenDate = answer?.values?.date ?? view.date;
  // the booking's own window, until the customer picks another (issue 37)
  const chosenWindow = answer?.values?.window ?? view.windowStart;
  return (
    <PageCard id="manage-heading" title="Change or cancel" testId="manage-booking">
      <p className="mt-2 text-sm text-muted-foreground">
        You can move or cancel this booking here until {view.cutoffHours} hours before your arrival window.
      </p>

      <Form method="post" className="mt-5 space-y-4" aria-labelledby="move-heading" noValidate>
        <h3 id="move-heading" className="flex items-center gap-2 font-bold text-navy-900">
          <Icon name="calendar-clock" className="size-5" /> Move to another day or time
        </h3>
        <input type="hidden" name="intent" value="reschedule" />
        {reschedule.form ? <p className="font-medium text-destructive">{reschedule.form}</p> : null}
        <div>
          <label htmlFor="move-date" className="block text-sm font-semibold text-navy-900">
            New date
          </label>
          <input
            id="move-date"
            name="date"
            type="date"
            min={view.range.start}
            max={view.range.end}
            defaultValue={chosenDate}
            aria-invalid={reschedule.date ? true : undefined}
            aria-describedby={reschedule.date ? "move-date-error" : undefined}
            className={fieldClass}
          />
          <Problem id="move-date-error" message={reschedule.date} />
        </div>
        <fieldset className="min-w-0" aria-describedby={reschedule.window ? "move-window-error" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">New arrival window</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {view.windows.map((w) => (
              <label key={w.start} className={cn(choiceCard, "items-center")} data-testid="move-window-option">
                <input
                  type="radio"
                  name="window"
                  value={w.start}
                  defaultChecked={w.start === chosenWindow}
                  className="size-5 shrink-0 accent-navy-700"
                />
                <span className="font-medium text-navy-900 tabular-nums">{formatWindow(w.start, w.end)}</span>
                {w.start === view.windowStart ? (
                  <span className="ml-auto rounded-full bg-navy-50 px-2 py-0.5 text-xs font-bold text-navy-900">
                    Now
                  </span>
                ) : null}
              </label>
            ))}
          </div>
          <Problem id="move-window-error" message={reschedule.window} />
        </fieldset>
        <Button type="submit" disabled={busy}>
          Move my booking
        </Button>
      </Form>

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
