/**
 * GET /admin/bookings.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the bookings of those dates as CSV (RFC 4180; cells a
 * spreadsheet would read as formulas are escaped), streamed. Signed-in owners only; 400 for bad dates. `tip`: the
 * customer's tips for the crew, paid and not refunded (issue 48).
 */
import type { StoredBooking } from "~/booking/model";
import { findCityRef } from "~/content/city-list";
import { csvCell, toCsv } from "~/domain/csv";
import { addDays, dateInZone, isValidDateString } from "~/domain/booking/dates";
import { requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/admin.bookings-csv";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const today = dateInZone(new Date());
  const from = url.searchParams.get("from") || today;
  const to = url.searchParams.get("to") || addDays(today, 60);
  if (!isValidDateString(from) || !isValidDateString(to) || from > to)
    return plainText("Please give from and to as YYYY-MM-DD, from not after to.", 400);
  const header = [
    ...["reference", "status", "date", "window", "services", "total", "name", "phone", "email"],
    ...["address", "notes", "internal note", "booked at", "payment", "paid", "refunded", "tip"],
  ];
  const row = (tips: Map<number, number>) => (b: StoredBooking) => [
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
    ((tips.get(b.id) ?? 0) / 100).toFixed(2),
  ];
  // Streamed a thousand rows at a time (docs/decisions/0033): memory stays flat for a year of bookings.
  const dashboard = getStorage().dashboard;
  const encoder = new TextEncoder();
  let after: Parameters<typeof dashboard.bookingsBetween>[2] = null;
  let started = false;
  const csv = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(toCsv([header])));
      }
      const page = await dashboard.bookingsBetween(from, to, after);
      if (page.length === 0) return controller.close();
      const tips = await getStorage().bookings.tips.netFor(page.map((b) => b.id));
      controller.enqueue(encoder.encode(toCsv(page.map(row(tips)))));
      const last = page.at(-1)!;
      after = { date: last.date, windowStart: last.windowStart, id: last.id };
    },
  });
  // Compressed here, as a stream with its own backpressure: the server's compression middleware would add a "drain"
  // listener it never removes at each pause of a long download (expressjs/compression#135).
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  const body = gzip
    ? csv.pipeThrough(new CompressionStream("gzip") as ReadableWritablePair<Uint8Array, Uint8Array>)
    : csv;
  return new Response(body, {
    headers: {
      ...(gzip && { "Content-Encoding": "gzip" }),
      Vary: "Accept-Encoding",
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename=${csvCell(`bookings-${from}-to-${to}.csv`)}`,
      "Cache-Control": "private, no-store",
    },
  });
}
