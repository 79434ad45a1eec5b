import { Icon } from "~/components/ui/icon";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { phoneHref, site } from "~/content/site";
import { formatDateLong } from "~/domain/booking/dates";
import type { FieldErrors } from "~/domain/booking/fields";
import { PageCard } from "./page-card";
import { type ArrivalWindow, formatWindow } from "~/domain/booking/windows";
import { cn } from "~/lib/utils";

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

/**
 * Move or cancel a booking from its own page (docs/decisions/0012): plain forms to the page's action,
 * so both work without JavaScript; cancelling asks first. Past the cut-off, the phone number instead.
 */
export function ManageBooking({ view, answer }: { view: ManageView; answer?: ManageAnswer }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (view.block === "cancelled") return null;
  if (view.block) {
    return (
      <section
        aria-labelledby="manage-heading"
        className="rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)"
      >
        <h2 id="manage-heading" className="text-xl font-bold text-navy-900">
          Need a change?
        </h2>
        <p className="mt-3 text-muted-foreground">
          {view.block === "cutoff"
            ? `Online changes close ${view.cutoffHours} hours before your arrival window.`
            : "This booking can no longer be changed online."}{" "}
          Please call us and we'll help.
        </p>
        <a href={phoneHref} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
          <Icon name="phone-call" /> Call {site.phone}
        </a>
      </section>
    );
  }
  const errors = answer?.errors ?? {};
  const reschedule = answer?.intent === "reschedule" ? errors : {};
  const cancel = answer?.intent === "cancel" ? errors : {};
  const chosenDate = answer?.values?.date ?? view.date;
  const chosenWindow = answer?.values?.window ?? "";
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
        <fieldset aria-describedby={reschedule.window ? "move-window-error" : undefined}>
          <legend className="text-sm font-semibold text-navy-900">New arrival window</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {view.windows.map((w) => (
              <label
                key={w.start}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
              >
                <input type="radio" name="window" value={w.start} defaultChecked={w.start === chosenWindow} />
                <span>{formatWindow(w.start, w.end)}</span>
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
        {answer?.intent === "cancel" && answer.step === "confirm" ? (
          <Form method="post" className="mt-3" data-testid="cancel-confirm">
            <p role="alert" className="font-medium text-navy-900">
              Cancel booking {view.reference} on {formatDateLong(view.date)}? Your place is released for someone else.
            </p>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="confirm" value="yes" />
            <div className="mt-4 flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={busy}>
                Yes, cancel my booking
              </Button>
              <Link to="." className={cn(buttonVariants({ variant: "outline" }))}>
                Keep my booking
              </Link>
            </div>
          </Form>
        ) : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <p className="text-sm text-muted-foreground">Plans changed? Cancelling is free until the cut-off.</p>
            <Button type="submit" variant="outline" className="mt-3" disabled={busy}>
              Cancel this booking…
            </Button>
          </Form>
        )}
      </div>
    </PageCard>
  );
}
