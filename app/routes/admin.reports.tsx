/**
 * /admin/reports: how the business is doing over a period, against the period before (docs/decisions/0033):
 * bookings and revenue (booked, paid, refunded), average order, by service and tier, by city, how full each weekday's
 * windows were, cancellations, lead time, promo codes and bundles, new and returning customers. `?period=week |
 * month | 30-days | quarter | year | range` (with `from` and `to`, YYYY-MM-DD). Every figure aggregated in SQL; the
 * charts drawn on the server as SVG, each with its numbers in a table; counts link to the bookings they count.
 */
import type * as React from "react";
import { Form, Link } from "react-router";
import { bookingOptionsFrom } from "~/booking/http.server";
import { barChartSvg, cityMapSvg, heatMapSvg, shortClock } from "~/components/sections/admin/charts.server";
import { AdminCard, adminInput, Field } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { findCityRef } from "~/content/city-list";
import { getService } from "~/content/services";
import { addDays, dateInZone, formatDateInYear, formatDateLong, isValidDateString } from "~/domain/booking/dates";
import { arrivalWindowsOf, formatClock } from "~/domain/booking/windows";
import { getCatalog } from "~/catalog/catalog.server";
import { formatCents } from "~/domain/money";
import {
  changeLabel,
  AGENDA_ONLY,
  COUNTED_FILTER,
  LEAD_BUCKETS,
  percent,
  PERIOD_LABELS,
  PERIODS,
  type PeriodKind,
  periodOf,
  placesOffered,
  previousPeriod,
  WEEK_ORDER,
  WEEKDAY_NAMES,
} from "~/domain/reports";
import { requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { formatLength } from "~/domain/job-length";
import { crewUtilisation } from "~/planning/schedule.server";
import type { Route } from "./+types/admin.reports";

const WEEKDAYS = WEEK_ORDER.map((day) => WEEKDAY_NAMES[day]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request);
  const url = new URL(request.url);
  const today = dateInZone(bookingOptionsFrom(context).now ?? new Date());
  const asked = url.searchParams.get("period") ?? "month";
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const validRange = isValidDateString(from) && isValidDateString(to) && from <= to && to <= addDays(from, 3 * 366);
  const kind: PeriodKind =
    (PERIODS as readonly string[]).includes(asked) && (asked !== "range" || validRange)
      ? (asked as PeriodKind)
      : "month";
  const period = periodOf(kind, today, { from, to });
  const before = previousPeriod(period);
  const reports = getStorage().reports;
  const [now, then, changes, utilisation, tips] = await Promise.all([
    reports.figures(period.from, period.to),
    reports.totals(before.from, before.to),
    reports.capacityChanges(period.from, period.to),
    crewUtilisation(getStorage(), getCatalog(), period.from, period.to),
    getStorage().bookings.tips.byCrewAndMonth(period.from, period.to),
  ]);
  const agenda = (
    extra: Partial<
      Record<"status" | "service" | "tier" | "city" | "weekday" | "window" | "only" | "lead", string>
    > = {},
  ) => `/admin?${new URLSearchParams({ from: period.from, to: period.to, ...extra })}`;
  const t = now.totals;
  const p = then;
  const average = (x: typeof t) => (x.priced === 0 ? 0 : Math.round(x.bookedCents / x.priced));
  const figure = (label: string, value: number, previous: number, show: (n: number) => string, href?: string) => ({
    label,
    value: show(value),
    previous: show(previous),
    change: changeLabel(value, previous),
    href: href ?? null,
  });
  const count = (n: number) => n.toLocaleString("en-US");

  const services = now.byService.map((r) => ({
    service: getService(r.service)?.title ?? r.service,
    serviceId: r.service,
    tierCode: r.tier,
    tier: r.tierLabel,
    href: agenda({ service: r.service, tier: r.tier, status: COUNTED_FILTER }),
    count: r.count,
    list: formatCents(r.listCents),
  }));
  const serviceTotals = [...new Set(services.map((s) => s.serviceId))].map((id) => {
    const rows = now.byService.filter((r) => r.service === id);
    return {
      label: getService(id)?.title ?? id,
      id,
      count: rows.reduce((n, r) => n + r.count, 0),
      cents: rows.reduce((n, r) => n + r.listCents, 0),
    };
  });
  const cities = now.byCity.map((c) => ({
    slug: c.city,
    name: findCityRef(c.city)?.name ?? c.city,
    count: c.count,
    booked: c.bookedCents,
  }));
  const offered = placesOffered(
    period,
    arrivalWindowsOf(getCatalog().week).map((w) => w.start),
    getCatalog().week.capacityPerWindow,
    changes,
  );
  const booked = new Map(now.byWeekdayWindow.map((c) => [`${c.weekday}:${c.window}`, c.booked]));
  const heat = WEEK_ORDER.flatMap((day, i) =>
    arrivalWindowsOf(getCatalog().week).map((w) => {
      const places = offered.get(`${day}:${w.start}`) ?? 0;
      const taken = booked.get(`${day}:${w.start}`) ?? 0;
      return {
        row: WEEKDAYS[i]!.slice(0, 3),
        weekday: WEEKDAYS[i]!,
        column: formatClock(w.start),
        start: w.start,
        booked: taken,
        offered: places,
        share: places === 0 ? null : taken / places,
        label: places === 0 ? "closed" : percent(taken, places),
        href: agenda({ status: COUNTED_FILTER, weekday: String(day), window: w.start }),
      };
    }),
  );
  return {
    kind,
    period: { ...period, label: `${formatDateLong(period.from)} to ${formatDateLong(period.to)}` },
    before: `${formatDateLong(before.from)} to ${formatDateLong(before.to)}`,
    figures: [
      figure("Bookings", t.bookings, p.bookings, count, agenda()),
      figure("Booked revenue", t.bookedCents, p.bookedCents, formatCents, agenda({ status: COUNTED_FILTER })),
      figure(AGENDA_ONLY.paid, t.paidCents, p.paidCents, formatCents, agenda({ only: "paid" })),
      figure(AGENDA_ONLY.refunded, t.refundedCents, p.refundedCents, formatCents, agenda({ only: "refunded" })),
      figure("Average order", average(t), average(p), formatCents, agenda({ status: COUNTED_FILTER })),
      figure("Cancellations", t.cancelled, p.cancelled, count, agenda({ status: "cancelled" })),
      figure(AGENDA_ONLY.new, t.newCustomers, p.newCustomers, count, agenda({ only: "new" })),
      figure(AGENDA_ONLY.returning, t.returning, p.returning, count, agenda({ only: "returning" })),
      figure(AGENDA_ONLY.promo, t.promo, p.promo, count, agenda({ only: "promo" })),
      figure(AGENDA_ONLY.bundle, t.bundles, p.bundles, count, agenda({ only: "bundle" })),
      figure(AGENDA_ONLY.quote, t.quotes, p.quotes, count, agenda({ only: "quote" })),
    ],
    cancelShare: percent(t.cancelled, t.bookings),
    services,
    serviceTotals: serviceTotals.map((s) => ({ ...s, href: agenda({ service: s.id, status: COUNTED_FILTER }) })),
    serviceChart: barChartSvg(
      serviceTotals.map((s) => ({
        label: s.label,
        value: s.cents,
        valueLabel: `${formatCents(s.cents)} · ${s.count}`,
      })),
      "Revenue at list price by service",
    ),
    cities: cities.map((c) => ({
      ...c,
      booked: formatCents(c.booked),
      href: agenda({ city: c.slug, status: COUNTED_FILTER }),
    })),
    cityMap: cityMapSvg(
      cities.map((c) => ({ slug: c.slug, name: c.name, value: c.booked })),
      "Map of booked revenue by city: the larger the circle, the more revenue",
    ),
    heat,
    heatChart: heatMapSvg(
      WEEKDAYS.map((d) => d.slice(0, 3)),
      arrivalWindowsOf(getCatalog().week).map((w) => shortClock(w.start)),
      heat.map((c) => ({ ...c, column: shortClock(c.start) })),
      "How full each weekday's arrival windows were",
    ),
    lead: LEAD_BUCKETS.map((b, i) => ({
      label: b.label,
      count: now.leadBuckets[i] ?? 0,
      href: agenda({ lead: String(i) }),
    })),
    // each crew's booked hours against its working hours, week by week, and the hours lost to travel (issue 47)
    utilisation: utilisation.map((u) => ({
      key: `${u.crewId}-${u.week}`,
      crew: u.name,
      week: formatDateInYear(u.week),
      // one cell: six columns are wider than a phone (issue 47)
      booked:
        u.working === 0
          ? `${formatLength(u.booked)}, not working`
          : `${formatLength(u.booked)} of ${formatLength(u.working)} (${percent(u.booked, u.working)})`,
      travel: formatLength(u.travel),
    })),
    travelTotal: formatLength(utilisation.reduce((sum, u) => sum + u.travel, 0)),
    // the customers' tips for each crew, month by month of the jobs' dates, refunds taken off (issue 48)
    tips: tips.map((t) => ({
      key: `${t.crewId}-${t.month}`,
      crew: t.crewName ?? "No crew",
      month: new Date(`${t.month}-15T12:00:00Z`).toLocaleDateString("en-US", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
      count: count(t.count),
      amount: formatCents(t.netCents),
    })),
    tipsTotal: formatCents(tips.reduce((sum, t) => sum + t.netCents, 0)),
    tipsChart: barChartSvg(
      tips.map((t) => ({
        label: `${t.crewName ?? "No crew"}, ${t.month}`,
        value: t.netCents,
        valueLabel: formatCents(t.netCents),
      })),
      "Tips for each crew, month by month",
    ),
    utilisationChart: barChartSvg(
      utilisation.map((u) => ({
        label: `${u.name}, ${formatDateInYear(u.week, false)}`,
        value: u.working === 0 ? 0 : u.booked / u.working,
        valueLabel: `${formatLength(u.booked)} of ${formatLength(u.working)}`,
      })),
      "Each crew's booked hours against its working hours, week by week",
    ),
    leadChart: barChartSvg(
      LEAD_BUCKETS.map((b, i) => ({
        label: b.label,
        value: now.leadBuckets[i] ?? 0,
        valueLabel: count(now.leadBuckets[i] ?? 0),
      })),
      "Days between booking and job",
    ),
  };
}

export function meta() {
  return [{ title: brandTitle("Reports") }, { name: "robots", content: "noindex, nofollow" }];
}

const th = "border-b border-border py-2 pr-4 text-left font-semibold";
const td = "border-b border-border py-2 pr-4";

/** A chart drawn on the server (an SVG string: no chart code in the browser) and the table of its numbers. */
function ChartCard({
  id,
  title,
  note,
  svg,
  caption,
  columns,
  rows,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  svg: string;
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: React.ReactNode[] }[];
  children?: React.ReactNode;
}) {
  return (
    <AdminCard id={id} title={title}>
      {note ? <p className="text-sm text-navy-900">{note}</p> : null}
      {/* Each chart fits its card, a phone's too: nothing scrolls sideways (issue 44); its table is below it. */}
      <div
        role="group"
        aria-label={`${title}: chart`}
        className="mt-3 max-w-full overflow-hidden"
        data-chart=""
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <details className="mt-4" open={rows.length <= 20}>
        <summary className="cursor-pointer text-sm font-semibold text-navy-900">
          The figures ({rows.length} rows)
        </summary>
        <table className="mt-2 w-full text-sm text-navy-900">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className={th}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                {r.cells.map((cell, i) => (
                  <td key={i} className={td}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {children}
    </AdminCard>
  );
}

export default function AdminReports({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mt-6 space-y-5">
      <h1 className="text-2xl font-extrabold text-navy-900">Reports</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label="Period" htmlFor="report-period">
          <select id="report-period" name="period" defaultValue={d.kind} className={adminInput}>
            {PERIODS.map((k) => (
              <option key={k} value={k}>
                {PERIOD_LABELS[k]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="From (chosen dates)" htmlFor="report-from">
          <input id="report-from" name="from" type="date" defaultValue={d.period.from} className={adminInput} />
        </Field>
        <Field label="To" htmlFor="report-to">
          <input id="report-to" name="to" type="date" defaultValue={d.period.to} className={adminInput} />
        </Field>
        <Button type="submit">Show</Button>
      </Form>
      <p className="text-navy-900">
        Jobs from {d.period.label}, compared with {d.before}.
      </p>

      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {d.figures.map((f) => (
            <li key={f.label} className="rounded-lg border border-border bg-white p-4">
              <p className="text-sm font-semibold text-muted-foreground">{f.label}</p>
              <p className="mt-1 text-2xl font-extrabold text-navy-900">
                {f.href ? (
                  <Link
                    to={f.href}
                    aria-label={`${f.label}: ${f.value}, see the bookings`}
                    className="underline decoration-navy-200 underline-offset-4"
                  >
                    {f.value}
                  </Link>
                ) : (
                  f.value
                )}
              </p>
              <p className="mt-1 text-sm text-navy-900">
                {f.change} <span className="text-muted-foreground">(before: {f.previous})</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-navy-900">Cancellations: {d.cancelShare} of the period's bookings.</p>
      </section>

      <ChartCard
        id="services-heading"
        title="By service and tier (at list price)"
        svg={d.serviceChart}
        caption="Bookings and revenue at list price by service and tier"
        columns={["Service", "Tier", "Bookings", "At list price"]}
        rows={d.services.map((s) => ({
          key: `${s.serviceId}-${s.tierCode}-${s.tier}`,
          cells: [
            s.service,
            s.tier,
            <CountLink key="n" to={s.href} what={`${s.service}, ${s.tier}`}>
              {s.count}
            </CountLink>,
            s.list,
          ],
        }))}
      >
        <p className="mt-2 text-sm">
          {d.serviceTotals.map((s, i) => (
            <span key={s.id}>
              {i > 0 ? " · " : ""}
              <Link to={s.href} className="underline">
                {s.label}: {s.count}
              </Link>
            </span>
          ))}
        </p>
      </ChartCard>
      <ChartCard
        id="cities-heading"
        title="By city"
        note="Each circle's area is the city's booked revenue in the period."
        svg={d.cityMap}
        caption="Bookings and booked revenue by city"
        columns={["City", "Bookings", "Booked revenue"]}
        rows={d.cities.map((c) => ({
          key: c.slug,
          cells: [
            c.name,
            <CountLink key="n" to={c.href} what={c.name}>
              {c.count}
            </CountLink>,
            c.booked,
          ],
        }))}
      />
      <ChartCard
        id="heat-heading"
        title="How full the arrival windows were"
        note="Places booked over places offered, each weekday and window; closed days counted."
        svg={d.heatChart}
        caption="Places booked and offered by weekday and arrival window"
        columns={["Weekday", "Window", "Booked / offered"]}
        rows={d.heat.map((c) => ({
          key: `${c.weekday}-${c.column}`,
          cells: [
            c.weekday,
            c.column,
            <CountLink key="n" to={c.href} what={`${c.weekday}, ${c.column}`} unit="booked">
              {`${c.booked} / ${c.offered} (${c.label})`}
            </CountLink>,
          ],
        }))}
      />
      {d.utilisation.length > 0 ? (
        <ChartCard
          id="utilisation-heading"
          title="Crews: booked hours against working hours"
          note={`Week by week (from Mondays), each crew from the day it was made, on its week as it is now and its time off. Hours lost to travel between jobs in the period: ${d.travelTotal}.`}
          svg={d.utilisationChart}
          caption="Each crew's booked, working and travel hours by week"
          columns={["Crew", "Week of", "Booked of working", "Travel"]}
          rows={d.utilisation.map((u) => ({
            key: u.key,
            // a crew's name is as long as the owner made it: it wraps anywhere rather than widen the page
            cells: [
              <span key="crew" className="wrap-anywhere">
                {u.crew}
              </span>,
              u.week,
              u.booked,
              u.travel,
            ],
          }))}
        />
      ) : null}
      {d.tips.length > 0 ? (
        <ChartCard
          id="tips-heading"
          title="Tips for the crews"
          note={`Paid by the customers through the booking's page, refunds taken off, by the month of the job. In all: ${d.tipsTotal}.`}
          svg={d.tipsChart}
          caption="Tips for each crew, month by month"
          columns={["Crew", "Month", "Tips", "Amount"]}
          rows={d.tips.map((t) => ({
            key: t.key,
            cells: [
              <span key="crew" className="wrap-anywhere">
                {t.crew}
              </span>,
              t.month,
              t.count,
              t.amount,
            ],
          }))}
        />
      ) : null}
      <ChartCard
        id="lead-heading"
        title="Lead time: days between booking and job"
        svg={d.leadChart}
        caption="Bookings by days between booking and job"
        columns={["Booked ahead", "Bookings"]}
        rows={d.lead.map((l) => ({
          key: l.label,
          cells: [
            l.label,
            <CountLink key="n" to={l.href} what={`${l.label} ahead`}>
              {l.count}
            </CountLink>,
          ],
        }))}
      />
    </div>
  );
}

/** A count in a table that opens the bookings it counts; `what` names the row for a screen reader. */
function CountLink({
  to,
  what,
  unit = "bookings",
  children,
}: {
  to: string;
  what: string;
  unit?: string;
  children: string | number;
}) {
  return (
    <Link to={to} aria-label={`${what}: ${children} ${unit}, see them`} className="underline">
      {children}
    </Link>
  );
}
