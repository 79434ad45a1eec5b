/**
 * GET /admin/bookings.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings of those dates as CSV (RFC 4180; cells a
 * spreadsheet would read as formulas are escaped). Signed-in owners only; 400 for bad dates.
 */
import { findCityRef } from "~/content/city-list";
import { csvCell, toCsv } from "~/domain/csv";
import { addDays, dateInZone, isValidDateString } from "~/domain/booking/dates";
import { requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import type { Route } from "./+types/admin.bookings-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const today = dateInZone(new Date());
  const from = url.searchParams.get("from") || today;
  const to = url.searchParams.get("to") || addDays(today, 60);
  if (!isValidDateString(from) || !isValidDateString(to) || from > to)
    return new Response("Please give from and to as YYYY-MM-DD, from not after to.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const header = ["reference", "status", "date", "window", "services", "total", "name", "phone", "email"];
  const rows = (await getStorage().dashboard.bookingsBetween(from, to)).map((b) => [
    b.reference,
    b.status,
    b.date,
    `${b.windowStart}-${b.windowEnd}`,
    b.quote.lines.map((l) => `${l.serviceTitle} (${l.tierLabel})`).join("; "),
    b.totalCents === null ? "to be quoted" : (b.totalCents / 100).toFixed(2),
    b.name,
    b.phone,
    b.email,
    `${b.address}, ${findCityRef(b.city)?.name ?? b.city} ${b.zip}`,
    b.notes,
    b.internalNote,
    b.createdAt,
    b.payment.status,
    (b.payment.paidCents / 100).toFixed(2),
    (b.payment.refundedCents / 100).toFixed(2),
  ]);
  const csv = toCsv([
    [...header, "address", "notes", "internal note", "booked at", "payment", "paid", "refunded"],
    ...rows,
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename=${csvCell(`bookings-${from}-to-${to}.csv`)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
