/**
 * /booking/confirmed/:token: the customer's own page for a booking (server-rendered, never indexed: noindex meta
 * and X-Robots-Tag; its URL holds a 192-bit random token). Unknown token: 404.
 *
 * Its action (plain form posts, so they work without JavaScript; docs/decisions/0012):
 * - `intent=reschedule` with `date` and `window`: moves the booking (same rules and capacity transaction as a new
 *   booking), then 303 back here with `?changed=rescheduled`; 400 / 409 with field errors; 403 past the cut-off.
 * - `intent=cancel`: asks for confirmation; `intent=cancel&confirm=yes` cancels, then 303 back with `?changed=cancelled`.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-confirmed";
import { Confirmation, type ConfirmationView } from "~/components/sections/booking-confirmed/confirmation";
import { formatDateLong } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { findCityRef } from "~/content/city-list";
import { site } from "~/content/site";
import {
  ManageBooking,
  type ManageAnswer,
  type ManageView,
} from "~/components/sections/booking-confirmed/manage-booking";
import { customerChangeBlock } from "~/domain/booking/changes";
import { bookingDateRange } from "~/domain/booking/dates";
import { arrivalWindows } from "~/domain/booking/windows";
import { bookingOptionsFrom } from "~/booking/http.server";
import { cancelBooking, confirmationUrl, getBookingByToken, rescheduleBooking } from "~/booking/service.server";
import { BodyTooLargeError, readFormBody } from "~/utils/request-body.server";
import { getEnv } from "~/utils/env.server";
import { brandTitle, pageMeta } from "~/seo/meta";

export async function loader({ params, context, request }: Route.LoaderArgs): Promise<{
  token: string;
  booking: ConfirmationView;
  manage: ManageView;
  changed: "rescheduled" | "cancelled" | null;
}> {
  const options = bookingOptionsFrom(context);
  const booking = await getBookingByToken(params.token, options);
  if (!booking) throw data(null, { status: 404 });
  const now = options.now ?? new Date();
  const cutoffHours = getEnv().CHANGE_CUTOFF_HOURS;
  const changed = new URL(request.url).searchParams.get("changed");
  return {
    token: booking.token,
    changed: changed === "rescheduled" || changed === "cancelled" ? changed : null,
    manage: {
      block: customerChangeBlock(booking, now, cutoffHours),
      cutoffHours,
      reference: booking.reference,
      date: booking.date,
      windowStart: booking.windowStart,
      range: bookingDateRange(now),
      windows: arrivalWindows.map(({ start, end, label }) => ({ start, end, label })),
    },
    booking: {
      reference: booking.reference,
      status: booking.status,
      quote: booking.quote,
      dateLabel: formatDateLong(booking.date),
      windowLabel: formatWindow(booking.windowStart, booking.windowEnd),
      address: booking.address,
      cityName: findCityRef(booking.city)?.name ?? booking.city,
      zip: booking.zip,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      notes: booking.notes,
      calendarHref: `${confirmationUrl(booking.token)}/calendar.ics`,
      calendarFileName: `northstar-booking-${booking.reference}.ics`,
    },
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    form = await readFormBody(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError) && !(error instanceof TypeError)) throw error;
    return data<ManageAnswer>({ intent: null, errors: { form: "We couldn't read the form. Please try again." } }, 400);
  }
  const options = bookingOptionsFrom(context);
  const intent = form.get("intent");
  const page = confirmationUrl(params.token);
  if (intent === "reschedule") {
    const values = { date: form.get("date") ?? "", window: form.get("window") ?? "" };
    const answer = await rescheduleBooking(params.token, values, options);
    if (answer.status === 200) return redirect(`${page}?changed=rescheduled`, 303);
    if (answer.status === 404) throw data(null, { status: 404 });
    return data<ManageAnswer>({ intent, errors: answer.errors, values }, answer.status);
  }
  if (intent === "cancel") {
    if (form.get("confirm") !== "yes") return data<ManageAnswer>({ intent, step: "confirm" });
    const answer = await cancelBooking(params.token, options);
    if (answer.status === 200) return redirect(`${page}?changed=cancelled`, 303);
    if (answer.status === 404) throw data(null, { status: 404 });
    return data<ManageAnswer>({ intent, errors: answer.status === 403 ? answer.errors : {} }, answer.status);
  }
  return data<ManageAnswer>({ intent: null, errors: { form: "Please use the buttons on this page." } }, 400);
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: brandTitle(`Booking Request ${loaderData.booking.reference}`),
    description: `Your ${site.brand} booking request: reference, services, price and arrival window.`,
    path: `/booking/confirmed/${loaderData.token}`,
    matches,
    noindex: true,
  });
}

export default function BookingConfirmedPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Confirmation
      booking={loaderData.booking}
      changed={loaderData.changed}
      manage={<ManageBooking view={loaderData.manage} answer={actionData} />}
    />
  );
}
