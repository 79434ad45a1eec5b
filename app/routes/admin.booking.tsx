/**
 * /admin/bookings/:reference: one booking for the owner: everything the customer gave, the price breakdown, the
 * e-mails sent for it (with a resend button), an internal note, its history, and the changes (forms, working
 * without JavaScript): `intent=status` with `status` (requested → confirmed → completed, or cancelled from an open
 * state), `intent=move` with `date` and `window` (capacity-checked like a customer's), `intent=note`,
 * `intent=resend` with `message`. Each change is recorded and e-mails the customer through the outbox.
 * Payments (docs/decisions/0029): `intent=price` with `amount`, `note` and `minutes` (a quote's price and, optional,
 * the job's own length: planned afresh with it), `intent=payment` with
 * `amount` and `method` (taken outside the website), `intent=refund` with `amount`, `reason` and `key`; a
 * cancellation inside the cut-off keeps the late-cancellation fee with `keepFee=yes`; `intent=refund-extra` with
 * `payment` refunds a payment that named the booking and did not pay for it (issue 35); `intent=refund-tip` with
 * `tip` refunds what is left of a customer's tip for the crew (issue 48).
 * `intent=assign` with `crew` plans the job on that crew (docs/decisions/0044): refused with the reason where it
 * does not fit, unless `override=yes` with `overrideReason` (recorded in the history, issue 55); `intent=length` with
 * `minutes` sets the job's own
 * length (issue 47), planned afresh on its crew, refused with the reason where it no longer fits unless `move=yes`
 * (then onto a crew that can keep it).
 * Texts (docs/decisions/0035): `intent=on-my-way` with `minutes` (15, 30, 45 or 60) tells the customer the crew is
 * on its way, by text (when they asked for texts) and e-mail, once a day; texts are listed with the e-mails.
 * Privacy (docs/decisions/0031): the customer's data as a file at ./export.json, and `intent=erase` with
 * `confirm=yes` erases it (every booking of theirs, by e-mail or phone; refused while one is still to happen).
 * `intent=delete-photo` with `photo` deletes a photo of the customer's (issue 56: theirs and the owner's to delete),
 * recorded in the history.
 */
import { deleteJobPhoto } from "~/photos/photos.server";
import { data, redirect } from "react-router";
import { ownerBookingView } from "~/booking/booking-page.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { assignCrew, overrideFromForm, setJobLength } from "~/booking/jobs.server";
import { eraseCustomer } from "~/booking/privacy.server";
import {
  getBookingByReference,
  moveBooking,
  setBookingStatus,
  setInternalNote,
  tellOnMyWay,
} from "~/booking/service.server";
import { priceQuote, recordPayment, refundBooking, refundExtraPayment } from "~/booking/payments.server";
import {
  CrewCard,
  CustomerCard,
  HistoryCard,
  MessagesCard,
  MoveCard,
  NoteCard,
  OnMyWayCard,
  PriceCard,
  PrivacyCard,
  StatusCard,
} from "~/components/sections/admin/booking-cards";
import { ExtraPaymentsCard } from "~/components/sections/admin/extra-payments-card";
import { TipsCard } from "~/components/sections/admin/tips-card";
import { refundTip } from "~/booking/tips.server";
import { JobProgressCard } from "~/components/sections/admin/job-progress";
import { PAYMENT_METHODS, PaymentCard } from "~/components/sections/admin/payment-card";
import { Notice, StatusBadge } from "~/components/sections/admin/ui";
import { completableFrom, isOnMyWayMinutes, isOpenStatus } from "~/domain/booking/changes";
import { dateInZone, formatDateLong } from "~/domain/booking/dates";
import { formatLength, JOB_MINUTES, parseJobMinutes } from "~/domain/job-length";
import { parseDollars } from "~/domain/money";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
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
  "refund-tip": "Tip refunded to the card that paid it.",
  assign: "Crew saved; its people are told when the job is today's or tomorrow's.",
  length: "The job's length is saved and the job planned with it.",
  "photo-deleted": "Photo deleted; its deletion is in the history.",
};

/** The statuses the owner's buttons ask for. */
const TARGETS = ["confirmed", "completed", "cancelled"] as const;
const isTarget = (value: string | null): value is (typeof TARGETS)[number] =>
  (TARGETS as readonly (string | null)[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOwner(request);
  const booking = await getBookingByReference(params.reference);
  if (!booking) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    ...(await ownerBookingView(booking, bookingOptionsFrom(context).now ?? new Date())),
    done: Object.hasOwn(DONE, done) ? DONE[done] : null,
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
    const override = overrideFromForm(form);
    if (override && "error" in override) return refuse(override.error);
    const result = await assignCrew(booking, crewId, { ...options, override });
    if (result.kind === "changed") return back("assign");
    if (result.kind === "does-not-fit")
      return refuse(
        `That crew cannot take this job: ${result.reason}. To assign it anyway, tick “Assign it even if it does not fit”, say why, and save again.`,
        409,
      );
    return refuse(
      result.kind === "not-found" ? "No such crew." : "This booking is no longer open.",
      result.kind === "not-found" ? 404 : 409,
    );
  }
  if (intent === "length") {
    const minutes = parseJobMinutes(form.get("minutes") ?? "");
    if (minutes === null)
      return refuse(
        `Please give the job's length in minutes, from ${JOB_MINUTES.min} to ${JOB_MINUTES.max} in steps of ${JOB_MINUTES.step}.`,
      );
    const result = await setJobLength(booking, minutes, { ...options, move: form.get("move") === "yes" });
    if (result.kind === "changed") return back("length");
    if (result.kind === "does-not-fit")
      return refuse(
        `Its crew cannot keep it for ${formatLength(minutes)}: ${result.reason}. To plan it where it fits, tick “Move it to a crew that can keep it” and save again.`,
        409,
      );
    return refuse(
      result.kind === "window-full"
        ? `No crew can keep it for ${formatLength(minutes)} in its arrival window: call the customer to find another time.`
        : "This booking is no longer open.",
      409,
    );
  }
  if (intent === "delete-photo") {
    // the customer's photos are theirs and the owner's to delete (issue 56), kept in the history
    const deleted = await deleteJobPhoto(
      booking,
      Number(form.get("photo")),
      "owner",
      owner.email,
      options.now ?? new Date(),
    );
    return deleted.ok ? back("photo-deleted") : refuse(deleted.error, deleted.status);
  }
  if (intent === "on-my-way") {
    const minutes = Number(form.get("minutes"));
    if (!isOnMyWayMinutes(minutes)) return refuse("Please pick 15, 30, 45 or 60 minutes.");
    // on the job's day only, and it asks first: a text cannot be taken back (issue 56)
    if (booking.date !== dateInZone(options.now ?? new Date()))
      return refuse("“On my way” is sent on the job's day only.", 409);
    if (form.get("confirm") !== "yes")
      return data({
        confirm: {
          minutes,
          question: `Tell ${booking.name.split(/\s+/)[0] ?? booking.name} that the crew is on its way?`,
        },
      });
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
      // the job's own length, optional (docs/decisions/0044)
      const lengthText = form.get("minutes") ?? "";
      const minutes = lengthText.trim() === "" ? undefined : parseJobMinutes(lengthText);
      if (minutes === null)
        return refuse(
          `Please give the job's length in minutes, from ${JOB_MINUTES.min} to ${JOB_MINUTES.max} in steps of ${JOB_MINUTES.step}, or leave it blank.`,
        );
      const result = await priceQuote(booking, amount, (form.get("note") ?? "").slice(0, 500), {
        ...options,
        minutes,
      });
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
  if (intent === "refund-tip") {
    const id = Number(form.get("tip"));
    const result = Number.isSafeInteger(id) ? await refundTip(booking, id, options) : "not-found";
    if (result === "refunded") return back("refund-tip");
    if (result === "failed") return refuse("Stripe did not take the refund just now. Please try again.", 502);
    return refuse(
      result === "refunded-already" ? "That tip is refunded already." : "No such tip on this booking.",
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
  return (
    <div className="mt-6 space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-navy-900">Booking {booking.reference}</h1>
        <StatusBadge status={booking.status} />
      </div>
      {done ? <Notice>{done}</Notice> : null}
      {actionData && "error" in actionData ? <Notice tone="error">{actionData.error}</Notice> : null}
      {crew.open ? <CrewCard crew={crew} /> : null}
      {onMyWay ? (
        <OnMyWayCard
          onMyWay={onMyWay}
          confirm={actionData && "confirm" in actionData ? actionData.confirm : undefined}
        />
      ) : null}
      <JobProgressCard job={loaderData.job} />
      <div className="grid gap-5 lg:grid-cols-2">
        <CustomerCard booking={booking} />
        <PriceCard quote={booking.quote} />
      </div>

      <PaymentCard view={payment} />
      <ExtraPaymentsCard payments={extraPayments} />
      <TipsCard tips={loaderData.tips} />
      {next.length > 0 ? (
        <StatusCard next={next} completableDay={loaderData.completableFrom} lateFee={lateFee} />
      ) : null}
      {next.includes("cancelled") ? <MoveCard date={booking.date} range={range} windows={windows} /> : null}
      <NoteCard note={booking.internalNote} />
      <MessagesCard mail={mail} />
      <PrivacyCard booking={booking} />
      <HistoryCard createdAt={booking.createdAt} history={history} />
    </div>
  );
}
