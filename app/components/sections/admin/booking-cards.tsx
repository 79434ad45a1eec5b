/**
 * The cards of the owner's page of one booking (/admin/bookings/:reference; app/routes/admin.booking.tsx): each one
 * post form that works without JavaScript, or facts.
 */
import { Link } from "react-router";
import { KeepTogether } from "~/components/ui/keep-together";
import { IntentButton, IntentForm } from "~/components/ui/intent-form";
import type { ownerBookingView } from "~/booking/booking-page.server";
import { PriceBreakdown, totalText } from "~/components/sections/booking/price-breakdown";
import { Button } from "~/components/ui/button";
import { ON_MY_WAY_MINUTES } from "~/domain/booking/changes";
import { formatDateLong, formatLocalStamp } from "~/domain/booking/dates";
import { CrewSelect } from "./job-facts";
import { AdminCard, adminInput, Field, NoCrewYet, SelectField, TextField, wholeTimes } from "./ui";

type View = Awaited<ReturnType<typeof ownerBookingView>>;

/** The crew doing the job (docs/decisions/0039), or where crews are made. */
export function CrewCard({ crew }: { crew: View["crew"] }) {
  return (
    <AdminCard id="crew-heading" title="Crew">
      {crew.crews.length === 0 ? (
        <NoCrewYet className="text-sm" />
      ) : (
        <>
          {crew.plan ? (
            // the job as planned (docs/decisions/0044); a job its crew cannot keep is said, with whom to call
            <p className="mb-3 text-sm text-navy-900">
              Planned <span className="font-semibold tabular-nums">{crew.plan.when}</span>
            </p>
          ) : null}
          {crew.plan?.problem ? (
            <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm font-semibold text-amber-950">
              No crew can keep this job as planned (<KeepTogether text={crew.plan.problem} />
              ). Call the customer to find another time:{" "}
              <a href={`tel:${crew.plan.phone}`} className="whitespace-nowrap underline">
                {crew.plan.phone}
              </a>
            </p>
          ) : null}
          {crew.plan ? (
            // the job's own length (issue 47): planned afresh with it
            <IntentForm intent="length" className="mb-4 flex flex-wrap items-end gap-2">
              <TextField
                label="Job length (minutes)"
                id="job-minutes"
                name="minutes"
                inputMode="numeric"
                defaultValue={crew.plan.minutes}
              />
              <Button type="submit" variant="outline">
                Save the length
              </Button>
              <label className="flex basis-full items-center gap-2 text-sm">
                <input type="checkbox" name="move" value="yes" className="size-4" />
                Move it to a crew that can keep it, if its own cannot
              </label>
            </IntentForm>
          ) : null}
          <IntentForm intent="assign" className="flex flex-wrap items-end gap-2">
            <CrewSelect id="assign-crew" label="Crew doing this job" crews={crew.crews} current={crew.current} />
            <Button type="submit" variant="outline">
              Save the crew
            </Button>
            {crew.plan ? (
              <>
                <label className="flex basis-full items-center gap-2 text-sm">
                  <input type="checkbox" name="override" value="yes" className="size-4" />
                  Assign it even if it does not fit that crew's day (kept in the history)
                </label>
                <div className="basis-full">
                  <TextField
                    label="Why (needed to assign it where it does not fit)"
                    id="override-reason"
                    name="overrideReason"
                    maxLength={300}
                  />
                </div>
              </>
            ) : null}
          </IntentForm>
        </>
      )}
    </AdminCard>
  );
}

/**
 * "On my way" (docs/decisions/0035): on the job's day only, once, so the time it was sent replaces the buttons; a
 * press first asks (`confirm`: the question, a page of its own without JavaScript), then `confirm=yes` sends (issue 56).
 */
export function OnMyWayCard({
  onMyWay,
  confirm,
}: {
  onMyWay: NonNullable<View["onMyWay"]>;
  confirm?: { minutes: number; question: string };
}) {
  return (
    <AdminCard id="on-my-way-heading" title="On my way">
      {onMyWay.sentToday ? (
        <p className="text-sm text-navy-900">
          The customer was told at {formatLocalStamp(onMyWay.sentToday)} that the crew is on its way (once a day).
        </p>
      ) : confirm ? (
        <IntentForm intent="on-my-way" fields={{ minutes: confirm.minutes, confirm: "yes" }} className="space-y-2">
          <p className="font-semibold text-navy-900" role="alert">
            {confirm.question}
          </p>
          <p className="text-sm text-navy-900">They are told the crew arrives in about {confirm.minutes} minutes.</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">Yes, tell them</Button>
            <Link to="." className="font-semibold text-navy-900 underline">
              Not yet
            </Link>
          </div>
        </IntentForm>
      ) : (
        <IntentForm intent="on-my-way" className="space-y-3">
          <p id="on-my-way-help" className="text-sm text-navy-900">
            Tell the customer the crew is on its way, by {onMyWay.texts ? "text and " : ""}e-mail. Arriving in about:
          </p>
          <div className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap">
            {ON_MY_WAY_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                type="submit"
                name="minutes"
                value={minutes}
                size="lg"
                aria-describedby="on-my-way-help"
              >
                {minutes} min
              </Button>
            ))}
          </div>
        </IntentForm>
      )}
    </AdminCard>
  );
}

/** What the customer gave, each phone, e-mail and address a link. */
export function CustomerCard({ booking }: { booking: View["booking"] }) {
  return (
    <AdminCard id="customer-heading" title="Customer and visit">
      <dl className="grid gap-2 text-sm">
        {(
          [
            ["When", wholeTimes(booking.when)],
            ["Name", booking.name],
            ["Phone", booking.phone],
            ["E-mail", booking.email],
            ["Address", booking.address],
            ["Texts", booking.texts],
            ["Customer's notes", booking.notes ?? "(none)"],
            ["Booked", formatLocalStamp(booking.createdAt)],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd className="whitespace-pre-line text-navy-900 wrap-anywhere">
              {value === "" ? "(erased)" : <ContactValue term={term} value={value} />}
            </dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

/** The price as quoted, line by line. */
export function PriceCard({ quote }: { quote: View["booking"]["quote"] }) {
  return (
    <AdminCard id="price-heading" title="Price">
      <PriceBreakdown quote={quote} className="text-sm" />
      <p className="mt-3 flex justify-between border-t border-navy-900 pt-2 font-bold">
        <span>Total</span> <span>{totalText(quote)}</span>
      </p>
    </AdminCard>
  );
}

/** The changes of status offered now, each one button. */
export function StatusCard({
  next,
  completableDay,
  lateFee,
}: {
  next: View["next"];
  completableDay: View["completableFrom"];
  lateFee: View["lateFee"];
}) {
  return (
    <AdminCard id="status-heading" title="Status">
      {completableDay ? (
        <p className="mb-3 text-sm text-navy-900" data-testid="completable-from">
          The job is on {formatDateLong(completableDay)}: it can be marked completed from that day.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {next.map((status) => (
          <IntentForm intent="status" fields={{ status }} key={status}>
            {status === "cancelled" && lateFee ? (
              <label className="mb-2 flex items-center gap-2 text-sm">
                <input type="checkbox" name="keepFee" value="yes" className="size-4" />
                Keep the late-cancellation fee ({lateFee.text})
              </label>
            ) : null}
            <Button type="submit" variant={status === "cancelled" ? "outline" : "default"}>
              {status === "confirmed"
                ? "Confirm booking"
                : status === "completed"
                  ? "Mark completed"
                  : "Cancel booking"}
            </Button>
          </IntentForm>
        ))}
      </div>
    </AdminCard>
  );
}

/** Another date and window, capacity-checked like a customer's. */
export function MoveCard({ date, range, windows }: { date: string; range: View["range"]; windows: View["windows"] }) {
  return (
    <AdminCard id="move-heading" title="Move to another window">
      <IntentForm intent="move" className="flex flex-wrap items-end gap-3">
        <Field label="Date" htmlFor="move-date">
          <input
            id="move-date"
            name="date"
            type="date"
            min={range.start}
            max={range.end}
            defaultValue={date}
            className={adminInput}
          />
        </Field>
        <SelectField
          label="Window"
          id="move-window"
          name="window"
          options={windows.map((w) => [w.start, w.label] as const)}
        />
        <Button type="submit" variant="outline">
          Move
        </Button>
      </IntentForm>
    </AdminCard>
  );
}

/** The owner's internal note. */
export function NoteCard({ note }: { note: string }) {
  return (
    <AdminCard id="note-heading" title="Internal note">
      <IntentForm intent="note" className="space-y-3">
        <label htmlFor="note" className="sr-only">
          Internal note
        </label>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={note}
          className={`${adminInput} h-auto py-2`}
        />
        <Button type="submit" variant="outline">
          Save note
        </Button>
      </IntentForm>
    </AdminCard>
  );
}

/** The e-mails and texts sent for the booking, each that can go again with Resend. */
export function MessagesCard({ mail }: { mail: View["mail"] }) {
  return (
    <AdminCard id="mail-heading" title="E-mails and texts">
      <ul className="divide-y divide-border text-sm">
        {mail.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold text-navy-900">{m.subject}</span>
              <span className="block text-muted-foreground">
                to {m.to} · {m.statusLabel} · {formatLocalStamp(m.at)}
                {m.attempts > 1 ? ` · ${m.attempts} attempts` : ""}
              </span>
            </span>
            {m.resendable ? (
              <IntentButton intent="resend" fields={{ message: m.id }} variant="ghost" size="sm">
                Resend<span className="sr-only"> “{m.subject.slice(0, 80)}”</span>
              </IntentButton>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}

/** The customer's data (docs/decisions/0031): its export, and its erasure. */
export function PrivacyCard({ booking }: { booking: View["booking"] }) {
  return (
    <AdminCard id="privacy-heading" title="Customer's data">
      {booking.erasedAt ? (
        <p className="text-sm text-navy-900">
          Erased on {formatLocalStamp(booking.erasedAt)}: only the amounts, dates, services and city are kept.
        </p>
      ) : (
        <div className="space-y-4 text-sm text-navy-900">
          <p>
            A customer may ask for a copy of everything we keep about them, or for its erasure (the privacy page says
            how). Both cover every booking with this e-mail or phone.
          </p>
          <a
            href={`/admin/bookings/${booking.reference}/export.json`}
            download
            className="inline-block font-semibold underline"
          >
            Download this customer's data (JSON)
          </a>
          <IntentForm intent="erase" className="space-y-3 border-t border-border pt-4">
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 size-4" />
              <span>
                Erase this customer's name, phone, e-mail, address, notes and e-mails. This cannot be undone; their
                booking page will stop working.
              </span>
            </label>
            <Button type="submit" variant="destructive">
              Erase customer's details
            </Button>
          </IntentForm>
        </div>
      )}
    </AdminCard>
  );
}

/** Every change of the booking, with who and when. */
export function HistoryCard({ createdAt, history }: { createdAt: string; history: View["history"] }) {
  return (
    <AdminCard id="history-heading" title="History">
      <ol className="space-y-1 text-sm wrap-anywhere">
        <li>{formatLocalStamp(createdAt)} · booked online by the customer</li>
        {history.map((h, i) => (
          <li key={i}>
            {formatLocalStamp(h.at)} · {h.action}
            {h.detail ? ` (${h.detail})` : ""} by {h.actor}
          </li>
        ))}
      </ol>
    </AdminCard>
  );
}

/** On the crew's phone: the phone calls, the e-mail writes, the address opens the maps app (Google Maps URLs). */
function ContactValue({ term, value }: { term: string; value: string }) {
  const link = "underline";
  if (term === "Phone")
    return (
      <a className={link} href={`tel:${value}`}>
        {value}
      </a>
    );
  if (term === "E-mail")
    return (
      <a className={link} href={`mailto:${value}`}>
        {value}
      </a>
    );
  if (term === "Address")
    return (
      <a
        className={link}
        href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}`}
        target="_blank"
        rel="noreferrer"
      >
        {value}
      </a>
    );
  return value;
}
