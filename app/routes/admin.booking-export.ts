/**
 * GET /admin/bookings/:reference/export.json: everything kept about the customer of a booking (every booking of
 * theirs by e-mail or phone, history, e-mails, payments) as a file to hand over (docs/decisions/0031). Owners only;
 * each export is recorded.
 */
import { data } from "react-router";
import { getBookingByReference } from "~/booking/service.server";
import { exportCustomer } from "~/booking/privacy.server";
import { requireOwner } from "~/owner/auth.server";
import type { Route } from "./+types/admin.booking-export";

export async function loader({ request, params }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  const booking = await getBookingByReference(params.reference);
  if (!booking || booking.erasedAt)
    throw data("No such booking, or its customer's details are erased.", { status: 404 });
  const { filename, data: body } = await exportCustomer(booking, owner.email);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
