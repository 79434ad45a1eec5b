/**
 * /admin/bookings/:reference: one booking for the owner: everything the customer gave, the price breakdown, the
 * e-mails sent for it (with a resend button), an internal note, its history, and the changes (forms, working
 * without JavaScript): `intent=status` with `status` (requested → confirmed → completed, or cancelled from an open
 * state), `intent=move` with `date` and `window` (capacity-checked like a customer's), `intent=note`,
 * `intent=resend` with `message`. Each change is recorded and e-mails the customer through the outbox.
 * Payments (docs/decisions/0029): `intent=price` with `amount` and `note` (a quote's price), `intent=payment` with
 * `amount` and `method` (taken outside the website), `intent=refund` with `amount`, `reason` and `key`; a
 * cancellation inside the cut-off keeps the late-cancellation fee with `keepFee=yes`; `intent=refund-extra` with
 * `payment` refunds a payment that named the booking and did not pay for it (issue 35).
 * Texts (docs/decisions/0035): `intent=on-my-way` with `minutes` (15, 30, 45 or 60) tells the customer the crew is
 * on its way, by text (when they asked for texts) and e-mail, once a day; texts are listed with the e-mails.
 * Privacy (docs/decisions/0031): the customer's data as a file at ./export.json, and `intent=erase` with
 * `confirm=yes` erases it (every booking of theirs, by e-mail or phone; refused while one is still to happen).
 */
import { data, Form, Link, redirect } from "react-router";
import { bookingOptionsFrom } from "~/booking/http.server";
import { eraseCustomer } from "~/booking/privacy.server";
import {
  getBookingByReference,
  moveBooking,
  setBookingStatus,
  setInternalNote,
  ON_MY_WAY_ACTION,
  tellOnMyWay,
} from "~/booking/service.server";
import { priceQuote, recordPayment, refundBooking, refundExtraPayment } from "~/booking/payments.server";
import { ExtraPaymentsCard } from "~/components/sections/admin/extra-payments-card";
import { PAYMENT_METHODS, PaymentCard } from "~/components/sections/admin/payment-card";
import {
  completableFrom,
  customerChangeBlock,
  isOnMyWayMinutes,
  isOpenStatus,
  ON_MY_WAY_MINUTES,
} from "~/domain/booking/changes";
import { lateCancelFee } from "~/domain/booking/payment";
import { formatCents, parseDollars } from "~/domain/money";
import { getEnv } from "~/utils/env.server";
import { CrewSelect } from "~/components/sections/admin/job-facts";
import { JobProgressCard, type JobProgressView } from "~/components/sections/admin/job-progress";
import { staffPhotoPath } from "~/booking/job-report.server";
import { checklistOf } from "~/domain/job";
import {
  adminInput,
  AdminCard,
  Field,
  Notice,
  SelectField,
  StatusBadge,
  wholeTimes,
} from "~/components/sections/admin/ui";
import { PriceBreakdown, totalText } from "~/components/sections/booking/price-breakdown";
import { Button } from "~/components/ui/button";
import { findCityRef } from "~/content/city-list";
import { site } from "~/content/site";
import { STATUS_CHANGES } from "~/domain/booking/changes";
import { bookingDateRange, dateInZone, formatDateLong, formatLocalStamp } from "~/domain/booking/dates";
import { arrivalWindowsOf, formatWindow } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { assignCrew, servicesOf } from "~/booking/jobs.server";
import { withoutPageLinks } from "~/storage/page-token-slot";
import { isResendable } from "~/storage/outbox.server";
import { getStorage } from "~/storage/storage.server";
import { readFormBody } from "~/utils/request-body.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.booking";

const DONE: Record<string, string> = {
  status: "Status changed; the customer has been e-mailed.",
  move: "Booking moved; the customer has been e-mailed the new time.",
  note: "Note saved.",
  resend: "The message is queued to go out again.",
  "on-my-way": "The customer has been told the crew is on its way.",
  price: "Price sent: the customer has been e-mailed it.",
  payment: "Payment recorded.",
  refund: "Refund made; the customer has been e-mailed.",
  erase: "The customer's details are erased: their bookings keep only amounts, dates, services and city.",
  "refund-extra": "Refund made to the card that paid it.",
  assign: "Crew saved; its people are told when the job is today's or tomorrow's.",
};

/** The statuses the owner's buttons ask for. */
const TARGETS = ["confirmed", "completed", "cancelled"] as const;
const isTarget = (value: string | null): value is (typeof TARGETS)[number] =>
  (TARGETS as readonly (string | null)[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOwner(request);
  const booking = await getBookingByReference(params.reference);
  if (!booking) throw data(null, { status: 404 });
  const storage = getStorage();
  const [history, mail, optedOut, extraPayments, crews] = await Promise.all([
    storage.bookings.history(booking.id),
    storage.outbox.forBooking(booking.id),
    booking.sms ? storage.sms.isOptedOut(booking.sms.phone) : false,
    storage.bookings.extraPayments.forBooking(booking.id),
    storage.crews.list(),
  ]);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const now = bookingOptionsFrom(context).now ?? new Date();
  const today = dateInZone(now);
  const { LATE_CANCEL_FEE_PERCENT } = getEnv();
  // the cut-off of the catalog in force (docs/decisions/0038), as the service's cancellation counts it
  const late = customerChangeBlock(booking, now, getCatalog().week.changeCutoffHours) === "cutoff";
  const fee = lateCancelFee(booking.payment.paidCents, LATE_CANCEL_FEE_PERCENT);
  return {
    payment: {
      status: booking.payment.status,
      totalCents: booking.totalCents,
      paidCents: booking.payment.paidCents,
      refundedCents: booking.payment.refundedCents,
      refundDueCents: booking.payment.refundDueCents,
      onlinePayment: booking.payment.paymentIntentId !== null,
      open: isOpenStatus(booking.status),
      refundKey: crypto.randomUUID(),
    },
    /** Payments that name the booking and did not pay for it (issue 35). */
    extraPayments: extraPayments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      currency: p.currency.toUpperCase(),
      reason: p.reason,
      paymentIntentId: p.paymentIntentId,
      sessionId: p.sessionId,
      refundedCents: p.refundedCents,
      receivedAt: p.receivedAt,
    })),
    /** The crews, and the booking's (docs/decisions/0039). */
    crew: {
      current: booking.crewId ?? null,
      crews: crews.map((c) => ({ id: c.id, name: c.name })),
      open: isOpenStatus(booking.status),
    },
    /** Cancelling now may keep the late-cancellation fee. */
    lateFee: late && fee > 0 ? { text: `${formatCents(fee)}, ${LATE_CANCEL_FEE_PERCENT}%` } : null,
    booking: {
      reference: booking.reference,
      status: booking.status,
      date: booking.date,
      when: `${formatDateLong(booking.date)}, ${formatWindow(booking.windowStart, booking.windowEnd)}`,
      quote: booking.quote,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      texts: booking.sms
        ? `Asked for texts at ${formatLocalStamp(booking.sms.consentAt)} (${booking.sms.phone})${optedOut ? "; since replied STOP: no more texts" : ""}`
        : "Not asked for",
      address: booking.erasedAt
        ? `(erased), ${findCityRef(booking.city)?.name ?? booking.city}`
        : `${booking.address}, ${findCityRef(booking.city)?.name ?? booking.city}, ${site.state} ${booking.zip}`,
      notes: booking.notes,
      internalNote: booking.internalNote ?? "",
      createdAt: booking.createdAt,
      erasedAt: booking.erasedAt,
    },
    /** The changes of status offered now: "completed" only on or after the job's day (issue 37). */
    next: (STATUS_CHANGES[booking.status] ?? []).filter((to) => to !== "completed" || !completableFrom(booking, now)),
    /** The job's day, when it is still to come and could otherwise be marked completed. */
    completableFrom: (STATUS_CHANGES[booking.status] ?? []).includes("completed")
      ? completableFrom(booking, now)
      : null,
    history,
    /** "On my way": offered while the booking is open; once a day, so today's is shown instead of the buttons. */
    onMyWay:
      isOpenStatus(booking.status) && !booking.erasedAt
        ? {
            sentToday:
              history.findLast((h) => h.action === ON_MY_WAY_ACTION && dateInZone(new Date(h.at)) === today)?.at ??
              null,
            texts: booking.sms !== null && !optedOut,
            /** A press on another day's booking is most likely a mistake: the card says so. */
            notToday: booking.date === today ? null : formatDateLong(booking.date),
          }
        : null,
    mail: mail.map((m) => ({
      id: m.id,
      channel: m.channel,
      subject: m.channel === "sms" ? `Text: ${withoutPageLinks(m.text)}` : m.subject,
      to: m.recipient,
      status: m.status,
      /** Where the message is: pending, sent, failed, or withdrawn (with why); a text adds its delivery report. */
      statusLabel:
        m.status === "cancelled"
          ? `withdrawn${m.last_error ? ` (${m.last_error})` : ""}`
          : m.delivery_status
            ? `${m.status}, ${m.delivery_status}`
            : m.status,
      at: m.sent_at ?? m.due_at,
      attempts: m.attempts,
      resendable: isResendable(m),
    })),
    range: bookingDateRange(bookingOptionsFrom(context).now ?? new Date()),
    windows: arrivalWindowsOf(getCatalog().week).map(({ start, end }) => ({ start, label: formatWindow(start, end) })),
    done: Object.hasOwn(DONE, done) ? DONE[done] : null,
    job: await jobProgress(booking, history),
  };
}

/** The job as its crew did it: steps pressed, checklist, photos (issue 44). */
async function jobProgress(
  booking: NonNullable<Awaited<ReturnType<typeof getBookingByReference>>>,
  history: readonly { at: string; action: string }[],
): Promise<JobProgressView> {
  const storage = getStorage();
  const [ticks, photos] = await Promise.all([storage.jobs.ticks(booking.id), storage.photos.list(booking.id)]);
  const onTheWay = history.findLast((h) => h.action === ON_MY_WAY_ACTION);
  const done = booking.status === "completed" ? history.findLast((h) => h.action === "completed") : undefined;
  return {
    reference: booking.reference,
    steps: [
      ...(onTheWay ? [{ label: "On the way", at: formatLocalStamp(onTheWay.at) }] : []),
      ...(booking.startedAt ? [{ label: "Started", at: formatLocalStamp(booking.startedAt) }] : []),
      ...(done ? [{ label: "Done", at: formatLocalStamp(done.at) }] : []),
    ],
    checklist: checklistOf(servicesOf(booking)).map((item) => {
      const tick = ticks.find((t) => t.key === item.key);
      return {
        key: item.key,
        label: item.label,
        state: tick?.state ?? null,
        reason: tick?.reason ?? null,
        by: tick?.by ?? null,
      };
    }),
    photos: photos.map((p) => ({
      id: p.id,
      phase: p.phase,
      path: staffPhotoPath(booking.reference, p.id),
      width: p.width,
      height: p.height,
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const booking = await getBookingByReference(params.reference);
  if (!booking) throw data(null, { status: 404 });
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const intent = form.get("intent");
  const options = { ...bookingOptionsFrom(context), actor: owner.email };
  const back = (done: string) => redirect(`/admin/bookings/${booking.reference}?done=${done}`, 303);
  const refuse = (error: string, status = 400) => data({ error }, { status });

  if (intent === "status") {
    const to = form.get("status");
    const keepFee = form.get("keepFee") === "yes";
    const result = isTarget(to) ? await setBookingStatus(booking, to, { ...options, keepFee }) : null;
    const day = to === "completed" ? completableFrom(booking, options.now ?? new Date()) : null;
    return result?.kind === "changed"
      ? back("status")
      : refuse(
          booking.payment.status === "pending" && to === "confirmed"
            ? "This booking is waiting for its card payment: it can be confirmed once it is paid."
            : day && isOpenStatus(booking.status)
              ? `This job is on ${formatDateLong(day)}: it can be marked completed from that day.`
              : `A ${booking.status} booking cannot become “${to}”.`,
          409,
        );
  }
  if (intent === "move") {
    const answer = await moveBooking(booking, { date: form.get("date"), window: form.get("window") }, options);
    if (answer.status === 200) return back("move");
    if (answer.status === 404) throw data(null, { status: 404 });
    return refuse(Object.values(answer.errors).join(" "), answer.status);
  }
  if (intent === "note") {
    await setInternalNote(booking, (form.get("note") ?? "").slice(0, 2000), options);
    return back("note");
  }
  if (intent === "resend") {
    const message = Number(form.get("message"));
    const queued =
      Number.isSafeInteger(message) &&
      (await getStorage().outbox.resend(message, booking.id, options.now ?? new Date()));
    return queued ? back("resend") : refuse("No such message.", 404);
  }
  if (intent === "assign") {
    const crewText = form.get("crew") ?? "";
    const crewId = crewText === "" ? null : /^\d{1,12}$/.test(crewText) ? Number(crewText) : -1;
    const result = await assignCrew(booking, crewId, options);
    if (result.kind === "changed") return back("assign");
    return refuse(
      result.kind === "not-found" ? "No such crew." : "This booking is no longer open.",
      result.kind === "not-found" ? 404 : 409,
    );
  }
  if (intent === "on-my-way") {
    const minutes = Number(form.get("minutes"));
    if (!isOnMyWayMinutes(minutes)) return refuse("Please pick 15, 30, 45 or 60 minutes.");
    const result = await tellOnMyWay(booking, minutes, options);
    if (result.kind === "changed") return back("on-my-way");
    return refuse(
      result.kind === "too-many-changes"
        ? "The customer has already been told today that the crew is on its way."
        : "This booking is no longer open.",
      409,
    );
  }
  if (intent === "price" || intent === "payment" || intent === "refund") {
    const amount = parseDollars(form.get("amount") ?? "");
    if (amount === null || amount <= 0) return refuse("Please enter an amount in dollars, like 240 or 240.50.");
    if (intent === "price") {
      const result = await priceQuote(booking, amount, (form.get("note") ?? "").slice(0, 500), options);
      return result.kind === "changed"
        ? back("price")
        : refuse("This booking has its price already, or is closed.", 409);
    }
    if (intent === "payment") {
      const method = form.get("method") ?? "";
      if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return refuse("Please choose how it was paid.");
      const result = await recordPayment(booking, amount, method, options);
      return result.kind === "changed" ? back("payment") : refuse("A payment cannot be recorded on this booking.", 409);
    }
    const reason = (form.get("reason") ?? "").trim().slice(0, 300);
    const key = form.get("key") ?? "";
    if (reason === "") return refuse("Please give the reason for the refund.");
    if (!/^[\w-]{8,40}$/.test(key)) return refuse("Please reload the page and try again.");
    const result = await refundBooking(booking, amount, reason, key, options);
    if (result.kind === "changed") return back("refund");
    if (result.kind === "failed") return refuse("Stripe did not take the refund just now. Please try again.", 502);
    return refuse("That is more than what can be refunded.", 409);
  }
  if (intent === "refund-extra") {
    const id = Number(form.get("payment"));
    const result = Number.isSafeInteger(id) ? await refundExtraPayment(booking, id, options) : "not-found";
    if (result === "refunded") return back("refund-extra");
    if (result === "failed") return refuse("Stripe did not take the refund just now. Please try again.", 502);
    return refuse(
      result === "refunded-already" ? "That payment is refunded already." : "No such payment on this booking.",
      result === "refunded-already" ? 409 : 404,
    );
  }
  if (intent === "erase") {
    if (form.get("confirm") !== "yes") return refuse("Tick the box to confirm that the erasure cannot be undone.");
    const result = await eraseCustomer(booking, owner.email, { now: options.now });
    return "error" in result ? refuse(result.error, 409) : back("erase");
  }
  return refuse("Please use the buttons on this page.");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: brandTitle(`Booking ${loaderData?.booking.reference ?? ""}`) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, next, history, mail, range, windows, done, payment, lateFee, onMyWay, extraPayments, crew } =
    loaderData;
  const completableDay = loaderData.completableFrom;
  return (
    <div className="mt-6 space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-navy-900">Booking {booking.reference}</h1>
        <StatusBadge status={booking.status} />
      </div>
      {done ? <Notice>{done}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {crew.open ? (
        <AdminCard id="crew-heading" title="Crew">
          {crew.crews.length === 0 ? (
            <p className="text-sm text-navy-900">
              No crew yet: make crews on the{" "}
              <Link to="/admin/team" className="font-semibold underline">
                Team
              </Link>{" "}
              page.
            </p>
          ) : (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="assign" />
              <CrewSelect id="assign-crew" label="Crew doing this job" crews={crew.crews} current={crew.current} />
              <Button type="submit" variant="outline">
                Save the crew
              </Button>
            </Form>
          )}
        </AdminCard>
      ) : null}
      {onMyWay ? (
        <AdminCard id="on-my-way-heading" title="On my way">
          {onMyWay.sentToday ? (
            <p className="text-sm text-navy-900">
              The customer was told at {formatLocalStamp(onMyWay.sentToday)} that the crew is on its way (once a day).
            </p>
          ) : (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="on-my-way" />
              <p id="on-my-way-help" className="text-sm text-navy-900">
                Tell the customer the crew is on its way, by {onMyWay.texts ? "text and " : ""}e-mail. Arriving in
                about:
              </p>
              {onMyWay.notToday ? (
                <p id="on-my-way-day" className="text-sm font-semibold text-amber-900">
                  This booking is for {onMyWay.notToday}, not today.
                </p>
              ) : null}
              <div className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap">
                {ON_MY_WAY_MINUTES.map((minutes) => (
                  <Button
                    key={minutes}
                    type="submit"
                    name="minutes"
                    value={minutes}
                    size="lg"
                    aria-describedby={onMyWay.notToday ? "on-my-way-help on-my-way-day" : "on-my-way-help"}
                  >
                    {minutes} min
                  </Button>
                ))}
              </div>
            </Form>
          )}
        </AdminCard>
      ) : null}
      <JobProgressCard job={loaderData.job} />
      <div className="grid gap-5 lg:grid-cols-2">
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
        <AdminCard id="price-heading" title="Price">
          <PriceBreakdown quote={booking.quote} className="text-sm" />
          <p className="mt-3 flex justify-between border-t border-navy-900 pt-2 font-bold">
            <span>Total</span> <span>{totalText(booking.quote)}</span>
          </p>
        </AdminCard>
      </div>

      <PaymentCard view={payment} />
      <ExtraPaymentsCard payments={extraPayments} />

      {next.length > 0 ? (
        <AdminCard id="status-heading" title="Status">
          {completableDay ? (
            <p className="mb-3 text-sm text-navy-900" data-testid="completable-from">
              The job is on {formatDateLong(completableDay)}: it can be marked completed from that day.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {next.map((status) => (
              <Form method="post" key={status}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value={status} />
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
              </Form>
            ))}
          </div>
        </AdminCard>
      ) : null}

      {next.includes("cancelled") ? (
        <AdminCard id="move-heading" title="Move to another window">
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="move" />
            <Field label="Date" htmlFor="move-date">
              <input
                id="move-date"
                name="date"
                type="date"
                min={range.start}
                max={range.end}
                defaultValue={booking.date}
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
          </Form>
        </AdminCard>
      ) : null}

      <AdminCard id="note-heading" title="Internal note">
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className="sr-only">
            Internal note
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={2000}
            defaultValue={booking.internalNote}
            className={`${adminInput} h-auto py-2`}
          />
          <Button type="submit" variant="outline">
            Save note
          </Button>
        </Form>
      </AdminCard>

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
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="message" value={m.id} />
                  <Button type="submit" variant="ghost" size="sm">
                    Resend<span className="sr-only"> “{m.subject.slice(0, 80)}”</span>
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </AdminCard>

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
            <Form method="post" className="space-y-3 border-t border-border pt-4">
              <input type="hidden" name="intent" value="erase" />
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
            </Form>
          </div>
        )}
      </AdminCard>

      <AdminCard id="history-heading" title="History">
        <ol className="space-y-1 text-sm wrap-anywhere">
          <li>{formatLocalStamp(booking.createdAt)} · booked online by the customer</li>
          {history.map((h, i) => (
            <li key={i}>
              {formatLocalStamp(h.at)} · {h.action}
              {h.detail ? ` (${h.detail})` : ""} by {h.actor}
            </li>
          ))}
        </ol>
      </AdminCard>
    </div>
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
