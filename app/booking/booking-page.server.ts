/**
 * One booking as its owner's page shows it (/admin/bookings/:reference): everything the customer gave, the
 * payments (docs/decisions/0029) and the payments that named it (issue 35), its crew and the job as the crew did it
 * (docs/decisions/0039), the changes offered now, its history and its e-mails and texts (docs/decisions/0035).
 * Server only.
 */
import { getCatalog } from "../catalog/catalog.server.ts";
import { findCityRef } from "../content/city-list.ts";
import { site } from "../content/site.ts";
import { completableFrom, customerChangeBlock, isOpenStatus, STATUS_CHANGES } from "../domain/booking/changes.ts";
import { bookingDateRange, dateInZone, formatDateLong, formatLocalStamp } from "../domain/booking/dates.ts";
import { lateCancelFee } from "../domain/booking/payment.ts";
import { arrivalWindowsOf, formatWindow } from "../domain/booking/windows.ts";
import { formatLength } from "../domain/job-length.ts";
import { jobStanding, orderOfJob } from "../planning/planning.server.ts";
import { formatCents } from "../domain/money.ts";
import { isResendable } from "../storage/outbox.server.ts";
import { withoutPageLinks } from "../storage/page-token-slot.ts";
import { getStorage } from "../storage/storage.server.ts";
import { getEnv } from "../utils/env.server.ts";
import { staffCustomerPhotos } from "./job-report.server.ts";
import { jobProgressView } from "./job-views.server.ts";
import type { StoredBooking } from "./model.ts";
import { ON_MY_WAY_ACTION } from "./service.server.ts";

/** The owner's page of `booking` on `now`. */
export async function ownerBookingView(booking: StoredBooking, now: Date) {
  const storage = getStorage();
  const [history, mail, optedOut, extraPayments, crews, plan, photos, tips] = await Promise.all([
    storage.bookings.history(booking.id),
    storage.outbox.forBooking(booking.id),
    booking.sms ? storage.sms.isOptedOut(booking.sms.phone) : false,
    storage.bookings.extraPayments.forBooking(booking.id),
    storage.crews.list(),
    jobStanding(storage, getCatalog(), booking, now),
    storage.photos.list(booking.id),
    storage.bookings.tips.forBooking(booking.id),
  ]);
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
      jobMinutes: orderOfJob(getCatalog(), { ...booking, minutes: booking.jobMinutes ?? null }).minutes,
      // the customer's photos (issue 48), beside the quote's price
      customerPhotos: staffCustomerPhotos(booking.reference, photos),
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
    /** The customer's paid tips for the crew (issue 48). */
    tips: tips.flatMap((t) =>
      t.status === "paid" && t.paymentIntentId && t.paidAt
        ? [
            {
              id: t.id,
              amountCents: t.amountCents,
              refundedCents: t.refundedCents,
              crew: crews.find((c) => c.id === t.crewId)?.name ?? "no crew",
              paidAt: t.paidAt,
              paymentIntentId: t.paymentIntentId,
            },
          ]
        : [],
    ),
    /** The crews, and the booking's (docs/decisions/0039). */
    crew: {
      current: booking.crewId ?? null,
      crews: crews.map((c) => ({ id: c.id, name: c.name })),
      open: isOpenStatus(booking.status),
      /**
       * Its plan (docs/decisions/0044): planned start, end and length, and why its crew cannot keep it; null while
       * planning is off.
       */
      plan: plan && {
        ...plan,
        when: `${formatWindow(plan.start, plan.end)} (${formatLength(plan.minutes)})`,
        phone: booking.phone,
      },
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
    // on the job's day only (issue 56), as on the crew's job page
    onMyWay:
      isOpenStatus(booking.status) && !booking.erasedAt && booking.date === today
        ? {
            sentToday:
              history.findLast((h) => h.action === ON_MY_WAY_ACTION && dateInZone(new Date(h.at)) === today)?.at ??
              null,
            texts: booking.sms !== null && !optedOut,
            firstName: booking.name.split(/\s+/)[0] ?? booking.name,
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
    range: bookingDateRange(now),
    windows: arrivalWindowsOf(getCatalog().week).map(({ start, end }) => ({ start, label: formatWindow(start, end) })),
    job: await jobProgressView(booking, history, photos),
  };
}
