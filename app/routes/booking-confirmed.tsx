/**
 * /booking/confirmed/:token: the confirmation page of a booking (server-rendered,
 * never indexed: noindex meta and X-Robots-Tag). Unknown token: 404.
 */
import { data } from "react-router";
import type { Route } from "./+types/booking-confirmed";
import { Confirmation, type ConfirmationView } from "~/components/sections/booking-confirmed/confirmation";
import { formatDateLong } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { findCityRef } from "~/content/city-list";
import { site } from "~/content/site";
import { bookingOptionsFrom, confirmationUrl, getBookingByToken } from "~/utils/booking-handler.server";
import { brandTitle, pageMeta } from "~/utils/seo";

export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<{ token: string; booking: ConfirmationView }> {
  const booking = await getBookingByToken(params.token, bookingOptionsFrom(context));
  if (!booking) throw data(null, { status: 404 });
  return {
    token: booking.token,
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

export default function BookingConfirmedPage({ loaderData }: Route.ComponentProps) {
  return <Confirmation booking={loaderData.booking} />;
}
