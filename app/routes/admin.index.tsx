/**
 * /admin: the agenda. Today first, then upcoming days (past days with `past=1`), filtered by `status`, `service`
 * and `city`, searched (`q`) by reference, name, phone or e-mail. Each booking links to its page.
 */
import { KeepTogether } from "~/components/ui/keep-together";
import { Form, Link } from "react-router";
import { adminInput, Field, SelectField, StatusBadge, wholeTimes } from "~/components/sections/admin/ui";
import { PAYMENT_STATUS_LABELS } from "~/domain/booking/payment";
import { Button } from "~/components/ui/button";
import { cityList, findCityRef } from "~/content/city-list";
import { getService, services } from "~/content/services";
import { addDays, dateInZone, formatDateLong, isValidDateString } from "~/domain/booking/dates";
import { arrivalWindowsOf, formatClock, formatWindow } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { planProblems } from "~/planning/planning.server";
import {
  AGENDA_ONLY,
  type AgendaOnly,
  COUNTED_FILTER,
  isAgendaOnly,
  LEAD_BUCKETS,
  WEEKDAY_NAMES,
} from "~/domain/reports";
import { formatCents } from "~/domain/money";
import { bookingOptionsFrom } from "~/booking/http.server";
import { requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.index";

const STATUSES = ["requested", "confirmed", "completed", "cancelled", "expired"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const get = (name: string) => url.searchParams.get(name)?.slice(0, 100) ?? "";
  const filters = {
    status: [...STATUSES, COUNTED_FILTER].includes(get("status")) ? get("status") : "",
    service: services.some((s) => s.id === get("service")) ? get("service") : "",
    city: findCityRef(get("city")) ? get("city") : "",
    q: get("q"),
    past: get("past") === "1",
    // a report's figure links to the bookings it counts (docs/decisions/0033)
    // a cell of the reports' heat map: a weekday (0 = Sunday) and an arrival window
    ...(/^[0-6]$/.test(get("weekday")) && { weekday: Number(get("weekday")) }),
    ...(arrivalWindowsOf(getCatalog().week).some((w) => w.start === get("window")) && { window: get("window") }),
    // the bookings behind one of the reports' totals (paid, promo code used, quote requests…)
    ...(isAgendaOnly(get("only")) && { only: get("only") as AgendaOnly }),
    // a row of the reports by service and tier, and a lead-time bucket
    // (a tier the catalogue no longer has still names its old bookings' lines)
    ...(getService(get("service")) && /^[\w-]{1,40}$/.test(get("tier")) && { tier: get("tier") }),
    ...(/^\d$/.test(get("lead")) && Number(get("lead")) < LEAD_BUCKETS.length && { lead: Number(get("lead")) }),
    ...(isValidDateString(get("from")) && isValidDateString(get("to")) && get("from") <= get("to")
      ? { from: get("from"), to: get("to") }
      : {}),
  };
  const today = dateInZone(bookingOptionsFrom(context).now ?? new Date());
  const after = parseCursor(get("after"));
  const { bookings, next } = await getStorage().dashboard.agenda(today, filters, after);
  // the jobs their crew cannot keep as planned, flagged with whom to call (docs/decisions/0044)
  const problems = await planProblems(
    getStorage(),
    getCatalog(),
    bookings.filter((b) => b.date >= today).map((b) => b.date),
    bookingOptionsFrom(context).now ?? new Date(),
  );
  const nextParams = new URLSearchParams(url.searchParams);
  if (next) nextParams.set("after", `${next.date}~${next.windowStart}~${next.id}`);
  const days = new Map<
    string,
    {
      reference: string;
      window: string;
      status: string;
      name: string;
      city: string;
      what: string;
      total: string;
      payment: string | null;
      /** An open job no crew has yet (docs/decisions/0039). */
      noCrew: boolean;
      /** Why its crew cannot keep it as planned, and whom to call (docs/decisions/0044), or null. */
      problem: { reason: string; phone: string } | null;
    }[]
  >();
  for (const booking of bookings) {
    const list = days.get(booking.date) ?? [];
    list.push({
      reference: booking.reference,
      window: formatWindow(booking.windowStart, booking.windowEnd),
      status: booking.status,
      name: booking.name,
      city: findCityRef(booking.city)?.name ?? booking.city,
      what: booking.quote.lines.map((l) => `${l.serviceTitle} (${l.tierLabel})`).join(", "),
      total: booking.totalCents === null ? "To be quoted" : formatCents(booking.totalCents),
      noCrew: (booking.status === "requested" || booking.status === "confirmed") && !booking.crewId,
      problem:
        booking.crewId && problems.has(booking.reference)
          ? { reason: problems.get(booking.reference)!, phone: booking.phone }
          : null,
      payment:
        booking.payment.status === "unpaid"
          ? null
          : `${PAYMENT_STATUS_LABELS[booking.payment.status]}${booking.payment.paidCents > 0 ? ` ${formatCents(booking.payment.paidCents)}` : ""}${booking.payment.refundedCents > 0 ? `, ${formatCents(booking.payment.refundedCents)} back` : ""}`,
    });
    days.set(booking.date, list);
  }
  return {
    filters,
    today,
    tomorrow: addDays(today, 1),
    days: [...days].map(([date, bookings]) => ({
      date,
      label: formatDateLong(date),
      bookings,
      /** Its jobs that their crew cannot keep as planned (docs/decisions/0044): the day's warning. */
      misfits: bookings.filter((b) => b.problem).length,
    })),
    exportRange: { from: today, to: addDays(today, 30) },
    /** The next page of the agenda, or null: at most AGENDA_PAGE bookings a page. */
    nextHref: next ? `/admin?${nextParams}` : null,
    firstHref: after ? `/admin?${new URLSearchParams([...url.searchParams].filter(([k]) => k !== "after"))}` : null,
  };
}

/** "2026-07-01~09:00~123" → the cursor it names, or null. */
function parseCursor(value: string) {
  const [date, windowStart, id] = value.split("~");
  return isValidDateString(date) && /^\d{2}:\d{2}$/.test(windowStart ?? "") && /^\d{1,12}$/.test(id ?? "")
    ? { date, windowStart: windowStart!, id: Number(id) }
    : null;
}

export function meta() {
  return [{ title: brandTitle("Bookings") }, { name: "robots", content: "noindex, nofollow" }];
}

/** A booking's flag on the agenda: what the owner has to see to. */
function Flag({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950 uppercase">
      {children}
    </span>
  );
}

/** The filters the owner chose (a report's range, weekday, window, tier and lead time count as one each). */
function filtersOn(filters: Record<string, unknown>): number {
  return Object.entries(filters).filter(([name, value]) => name !== "to" && value !== "" && value !== false).length;
}

export default function AdminAgenda({ loaderData }: Route.ComponentProps) {
  const { filters, days, today, tomorrow, exportRange } = loaderData;
  const on = filtersOn(filters);
  return (
    <div className="mt-6 space-y-6">
      <h1 className="text-3xl font-extrabold text-navy-900">
        {"from" in filters && filters.from
          ? `Bookings from ${formatDateLong(filters.from)} to ${formatDateLong(filters.to!)}`
          : filters.past
            ? "Past bookings"
            : "Bookings"}
        {"weekday" in filters && filters.weekday !== undefined ? `, ${WEEKDAY_NAMES[filters.weekday]}s` : ""}
        {"window" in filters && filters.window ? `, arriving ${formatClock(filters.window)}` : ""}
        {"tier" in filters && filters.tier
          ? `, ${getService(filters.service)?.tiers.find((t) => t.code === filters.tier)?.label ?? filters.tier}`
          : ""}
        {"lead" in filters && filters.lead !== undefined
          ? `, booked ahead: ${LEAD_BUCKETS[filters.lead]!.label.toLowerCase()}`
          : ""}
        {"only" in filters && filters.only ? `: ${AGENDA_ONLY[filters.only].toLowerCase()}` : ""}
      </h1>
      {/* the filters folded behind one control (no JavaScript needed): the page opens on the days' jobs */}
      <details open={on > 0} data-testid="agenda-filters" className="rounded-lg border border-border bg-muted">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-navy-900">
          {on > 0 ? `Filter (${on} on)` : "Filter"}
        </summary>
        <Form method="get" className="grid gap-3 border-t border-border p-4 sm:grid-cols-2 lg:grid-cols-3">
          {/* a report's range, weekday and window stay while the other filters change */}
          {(["from", "to", "weekday", "window", "tier", "lead"] as const).map((name) =>
            name in filters && filters[name] !== undefined ? (
              <input key={name} type="hidden" name={name} value={String(filters[name])} />
            ) : null,
          )}
          <Field label="Search" htmlFor="f-q">
            <input
              id="f-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Reference, name, phone, e-mail"
              className={adminInput}
            />
          </Field>
          <SelectField
            label="Status"
            id="f-status"
            name="status"
            defaultValue={filters.status}
            options={[
              ["", "Any status"],
              [COUNTED_FILTER, "any but cancelled"],
              ...STATUSES.map((st) => [st, st] as const),
            ]}
          />
          <SelectField
            label="Service"
            id="f-service"
            name="service"
            defaultValue={filters.service}
            options={[["", "Any service"], ...services.map((sv) => [sv.id, sv.shortTitle] as const)]}
          />
          <SelectField
            label="City"
            id="f-city"
            name="city"
            defaultValue={filters.city}
            options={[["", "Any city"], ...cityList.map((c) => [c.slug, c.name] as const)]}
          />
          <SelectField
            label="Only"
            id="f-only"
            name="only"
            defaultValue={"only" in filters ? filters.only : ""}
            options={[["", "All bookings"], ...Object.entries(AGENDA_ONLY)]}
          />
          <div className="flex flex-col justify-end gap-2">
            <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
              <input type="checkbox" name="past" value="1" defaultChecked={filters.past} /> Past days
            </label>
            <Button type="submit">Show</Button>
          </div>
        </Form>
      </details>

      {on === 0 && !loaderData.firstHref && days[0]?.date !== today ? (
        // the page opens on today: said so when there is no job today
        <section aria-labelledby="day-today">
          <h2 id="day-today" className="text-lg font-bold text-navy-900">
            Today, {formatDateLong(today)}
          </h2>
          <p className="mt-1 text-muted-foreground">No jobs today.</p>
        </section>
      ) : days.length === 0 ? (
        <p className="text-muted-foreground">No bookings match.</p>
      ) : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h2 id={`day-${day.date}`} className="text-lg font-bold text-navy-900">
              {day.date === today ? "Today, " : day.date === tomorrow ? "Tomorrow, " : ""}
              {day.label}
            </h2>
            <Link to={`/admin/schedule?date=${day.date}`} className="text-sm font-semibold text-navy-900 underline">
              Schedule<span className="sr-only"> of {day.label}</span>
            </Link>
          </div>
          {day.misfits > 0 ? (
            <p role="status" className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
              {day.misfits === 1 ? "One job" : `${day.misfits} jobs`} of this day cannot be kept by their crew as
              planned:{" "}
              <Link to={`/admin/schedule?date=${day.date}`} className="underline">
                see the schedule
              </Link>
              .
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-white">
            {day.bookings.map((b) => (
              <li key={b.reference}>
                <Link
                  to={`/admin/bookings/${b.reference}`}
                  className="flex flex-col gap-1 p-3 hover:bg-navy-50 sm:flex-row sm:items-center sm:gap-4"
                  data-testid="agenda-booking"
                >
                  <span className="w-40 shrink-0 font-semibold text-navy-900 tabular-nums">{wholeTimes(b.window)}</span>
                  <span className="min-w-0 flex-1 wrap-anywhere">
                    <span className="font-semibold text-navy-900">{b.name}</span>{" "}
                    <span className="text-sm text-muted-foreground">
                      {b.reference} · {b.city} · {b.what}
                    </span>
                    {b.problem ? (
                      <span className="mt-1 block text-sm font-semibold text-amber-900">
                        No crew can keep it as planned (<KeepTogether text={b.problem.reason} />
                        ): call <span className="whitespace-nowrap">{b.problem.phone}</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="font-semibold tabular-nums">{b.total}</span>
                    {b.payment ? <span className="text-sm text-muted-foreground">{b.payment}</span> : null}
                    {b.problem ? <Flag>Does not fit</Flag> : null}
                    {b.noCrew ? <Flag>No crew</Flag> : null}
                    <StatusBadge status={b.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {loaderData.nextHref || loaderData.firstHref ? (
        <nav aria-label="More bookings" className="flex flex-wrap gap-4">
          {loaderData.firstHref ? (
            <Link to={loaderData.firstHref} className="font-semibold text-navy-900 underline">
              Back to the first bookings
            </Link>
          ) : null}
          {loaderData.nextHref ? (
            <Link to={loaderData.nextHref} className="font-semibold text-navy-900 underline">
              Next bookings
            </Link>
          ) : null}
        </nav>
      ) : null}

      <section aria-labelledby="export-heading" className="rounded-lg border border-border bg-white p-4">
        <h2 id="export-heading" className="text-lg font-bold text-navy-900">
          Export
        </h2>
        <Form method="get" action="/admin/bookings.csv" reloadDocument className="mt-3 flex flex-wrap items-end gap-3">
          <Field label="From" htmlFor="x-from">
            <input id="x-from" name="from" type="date" defaultValue={exportRange.from} className={adminInput} />
          </Field>
          <Field label="To" htmlFor="x-to">
            <input id="x-to" name="to" type="date" defaultValue={exportRange.to} className={adminInput} />
          </Field>
          <Button type="submit" variant="outline">
            Download CSV
          </Button>
        </Form>
      </section>
    </div>
  );
}
