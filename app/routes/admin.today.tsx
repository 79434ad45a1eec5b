/**
 * /admin/today (docs/decisions/0039): a day's jobs on a phone. A crew member sees their crew's jobs in arrival order
 * (`?date=` from yesterday to a week ahead), each at its planned start and end with the travel before it ("Then 20 min
 * to Plano"), under their hours and time off (issue 47), with what the job needs and a link to the job's page; an owner sees
 * every crew's day side by side, the jobs no crew has yet (each with a form to assign it: `intent=assign` with
 * `reference` and `crew`, the empty value unassigns), and a warning when a window has more jobs than crews.
 */
import { KeepTogether } from "~/components/ui/keep-together";
import { Fragment } from "react";
import { data, Form, Link } from "react-router";
import { CrewSelect, JobFacts } from "~/components/sections/admin/job-facts";
import { AdminCard, adminInput, Notice, StatusBadge } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { assignCrew } from "~/booking/jobs.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { findCityRef } from "~/content/city-list";
import { dateInZone, formatDateLong, isValidDateString } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { formatLength } from "~/domain/job-length";
import type { Lane } from "~/domain/schedule";
import { getCatalog, refreshCatalog } from "~/catalog/catalog.server";
import { scheduleDay } from "~/planning/schedule.server";
import { crewDays, type JobCard, jobCardOf } from "~/domain/job";
import { assertSameOrigin, requireOwner, requireStaff } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { readFormBody } from "~/utils/request-body.server";
import type { StoredBooking } from "~/booking/model";
import type { Route } from "./+types/admin.today";

const cardOf = (b: StoredBooking): JobCard => jobCardOf({ ...b, city: findCityRef(b.city)?.name ?? b.city });

/** The cards of a day's jobs, each with its customer's tips for the crew (issue 48). */
async function cardsWithTips(day: readonly StoredBooking[]) {
  const tips = await getStorage().bookings.tips.netFor(day.map((b) => b.id));
  return (b: StoredBooking): JobCard => ({ ...cardOf(b), tipCents: tips.get(b.id) ?? 0 });
}

export async function loader({ request }: Route.LoaderArgs) {
  const person = await requireStaff(request);
  const now = new Date();
  const today = dateInZone(now);
  const asked = new URL(request.url).searchParams.get("date") ?? today;
  const { first, last } = crewDays(now);
  const inRange = isValidDateString(asked) && (person.role === "owner" || (asked >= first && asked <= last));
  if (!inRange)
    throw data(
      person.role === "owner"
        ? "Please give the date as YYYY-MM-DD."
        : `Pick a day from ${formatDateLong(first)} to ${formatDateLong(last)}.`,
      { status: 400 },
    );
  const { jobs, crews } = getStorage();
  const crewList = await crews.list();
  if (person.role === "crew") {
    const mine = crewList.find((c) => c.id === person.crewId) ?? null;
    const day = mine ? await jobs.day(asked, mine.id) : [];
    const card = await cardsWithTips(day);
    // the day as planned (issue 47): the crew's hours and time off, each job's start and end, the travel before it
    await refreshCatalog();
    const lane = mine
      ? (await scheduleDay(getStorage(), getCatalog(), asked, now)).lanes.find((l) => l.id === mine.id)
      : undefined;
    const plans = lane ? plansOf(lane) : {};
    return {
      role: "crew" as const,
      date: asked,
      today,
      range: { first, last },
      crew: mine ? { name: mine.name, members: mine.members.map((m) => m.name ?? m.email) } : null,
      hours: lane ? crewHoursOf(lane) : null,
      plans,
      jobs: byPlannedStart(day, plans).map(card),
      columns: [],
      unassigned: [],
      crowded: [],
      crews: [],
    };
  }
  const day = await jobs.day(asked);
  const card = await cardsWithTips(day);
  const open = day.filter((b) => b.status !== "completed");
  // a window with more open jobs than there are crews: someone will have to do two at once
  const perWindow = new Map<string, number>();
  for (const b of open) perWindow.set(b.windowStart, (perWindow.get(b.windowStart) ?? 0) + 1);
  const crowded = [...perWindow]
    .filter(([, n]) => n > crewList.length)
    .map(([start, n]) => ({
      window: formatWindow(start, day.find((b) => b.windowStart === start)!.windowEnd),
      jobs: n,
    }));
  return {
    role: "owner" as const,
    date: asked,
    today,
    range: { first, last },
    crew: null,
    hours: null,
    plans: {},
    jobs: [],
    columns: crewList.map((c) => ({
      id: c.id,
      name: c.name,
      members: c.members.map((m) => m.name ?? m.email),
      jobs: day.filter((b) => b.crewId === c.id).map(card),
    })),
    unassigned: day.filter((b) => b.crewId === null || b.crewId === undefined).map(card),
    crowded,
    crews: crewList.map((c) => ({ id: c.id, name: c.name })),
  };
}

/**
 * A job's plan on the crew's day: its planned start and end, the travel before it ("then 20 min to Plano"), and why
 * the crew cannot keep it as planned, if so (a forced move, issue 55).
 */
type JobPlanView = {
  from: string;
  until: string;
  travel: { minutes: number; to: string } | null;
  problem: string | null;
};

function plansOf(lane: Lane): Record<string, JobPlanView> {
  const plans: Record<string, JobPlanView> = {};
  let travel: JobPlanView["travel"] = null;
  for (const item of lane.items) {
    if (item.kind === "travel") travel = { minutes: item.minutes, to: item.to };
    if (item.kind !== "job") continue;
    plans[item.job.reference] = { from: item.from, until: item.until, travel, problem: item.job.problem };
    travel = null;
  }
  return plans;
}

/** A crew's jobs in the order of their planned start (issue 55), those without a plan by their window after. */
const byPlannedStart = <J extends { reference: string; windowStart: string }>(
  jobs: readonly J[],
  plans: Record<string, JobPlanView>,
) =>
  [...jobs].sort((a, b) =>
    (plans[a.reference]?.from ?? `~${a.windowStart}`).localeCompare(plans[b.reference]?.from ?? `~${b.windowStart}`),
  );

/** The crew's hours that day, or why it does not work, and its hours off. */
const crewHoursOf = (lane: Lane) => ({
  hours: lane.hours,
  away: lane.away,
  off: lane.items.flatMap((i) => (i.kind === "off" ? [{ from: i.from, until: i.until, note: i.note }] : [])),
});

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const form = await readFormBody(request).catch(() => null);
  if (!form || form.get("intent") !== "assign") return data({ error: "Unknown action.", ok: null }, { status: 400 });
  const booking = await getStorage().bookings.findByReference(form.get("reference") ?? "");
  if (!booking) return data({ error: "No such booking.", ok: null }, { status: 404 });
  const crewText = form.get("crew") ?? "";
  const crewId = crewText === "" ? null : /^\d{1,12}$/.test(crewText) ? Number(crewText) : -1;
  const result = await assignCrew(booking, crewId, { ...bookingOptionsFrom(context), actor: owner.email });
  if (result.kind === "not-found") return data({ error: "No such crew.", ok: null }, { status: 404 });
  if (result.kind !== "changed")
    return data({ error: "This booking is closed: it can no longer be assigned.", ok: null }, { status: 409 });
  return { ok: `${booking.reference} assigned.`, error: null };
}

export function meta() {
  return [{ title: brandTitle("Today") }, { name: "robots", content: "noindex, nofollow" }];
}

function JobItem({
  job,
  assign,
  plan,
}: {
  job: JobCard;
  assign?: { crews: { id: number; name: string }[] };
  plan?: JobPlanView;
}) {
  return (
    <li className="rounded-lg border border-border bg-white p-4" data-testid="job">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold text-navy-900">
          {plan ? formatWindow(plan.from, plan.until) : formatWindow(job.windowStart, job.windowEnd)}
        </p>
        <StatusBadge status={job.status} />
      </div>
      {plan ? (
        <p className="text-sm text-muted-foreground">
          Planned work; the customer expects you in the {formatWindow(job.windowStart, job.windowEnd)} window
        </p>
      ) : null}
      {plan?.problem ? (
        <p className="mt-1 text-sm font-semibold text-red-800" data-testid="plan-problem">
          Does not fit as planned: <KeepTogether text={plan.problem} />. Ask the office.
        </p>
      ) : null}
      <JobFacts job={job} small />
      <Link to={`/admin/jobs/${job.reference}`} className="mt-3 inline-block font-semibold text-navy-900 underline">
        Open {job.reference}
      </Link>
      {assign ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="reference" value={job.reference} />
          <CrewSelect
            id={`assign-${job.reference}`}
            label={`Crew for ${job.reference}`}
            crews={assign.crews}
            current={job.crewId}
          />
          <Button type="submit" variant="outline">
            Assign
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export default function AdminToday({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <div className="mt-6 space-y-4">
      <h1 className="text-2xl font-extrabold text-navy-900">{d.date === d.today ? "Today" : formatDateLong(d.date)}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="day" className="block text-sm font-semibold text-navy-900">
            Day
          </label>
          <input
            id="day"
            type="date"
            name="date"
            defaultValue={d.date}
            min={d.role === "crew" ? d.range.first : undefined}
            max={d.role === "crew" ? d.range.last : undefined}
            className={adminInput}
          />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {actionData?.ok ? <Notice>{actionData.ok}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {d.role === "crew" ? (
        d.crew ? (
          <>
            <p className="text-navy-900">
              {d.crew.name}: {d.crew.members.join(", ")}
            </p>
            {d.hours ? (
              <p className="font-semibold text-navy-900" data-testid="crew-hours">
                {d.hours.away ??
                  (d.hours.hours ? `Your hours: ${formatWindow(d.hours.hours.starts, d.hours.hours.ends)}` : "")}
                {d.hours.off.map((o) => ` · Off ${formatWindow(o.from, o.until)}${o.note ? ` (${o.note})` : ""}`)}
              </p>
            ) : null}
            {d.jobs.length === 0 ? <p className="text-navy-900">No job for your crew on this day.</p> : null}
            <ul className="space-y-3">
              {d.jobs.map((job) => {
                const plan = d.plans[job.reference];
                return (
                  <Fragment key={job.reference}>
                    {plan?.travel ? (
                      <li className="pl-4 text-sm font-semibold text-navy-900" data-testid="travel">
                        Then {formatLength(plan.travel.minutes)} to {plan.travel.to}
                      </li>
                    ) : null}
                    <JobItem job={job} plan={plan} />
                  </Fragment>
                );
              })}
            </ul>
          </>
        ) : (
          <Notice tone="error">You are in no crew yet: ask the owner to put you in one on the Team page.</Notice>
        )
      ) : (
        <>
          {d.crowded.map((w) => (
            <Notice key={w.window} tone="error">
              {w.window}: {w.jobs} jobs and {d.crews.length} {d.crews.length === 1 ? "crew" : "crews"}.
            </Notice>
          ))}
          <AdminCard title={`Without a crew (${d.unassigned.length})`} id="unassigned-title">
            {d.unassigned.length === 0 ? <p className="text-navy-900">Every job of the day has a crew.</p> : null}
            <ul className="space-y-3" data-testid="unassigned">
              {d.unassigned.map((job) => (
                <JobItem key={job.reference} job={job} assign={{ crews: d.crews }} />
              ))}
            </ul>
          </AdminCard>
          <div className="grid gap-4 lg:grid-cols-2">
            {d.columns.map((column) => (
              <AdminCard
                key={column.id}
                title={`${column.name} (${column.jobs.length})`}
                id={`crew-${column.id}-title`}
              >
                <p className="text-sm text-muted-foreground">
                  {column.members.join(", ") || "Nobody in this crew yet."}
                </p>
                <ul className="mt-3 space-y-3">
                  {column.jobs.map((job) => (
                    <JobItem key={job.reference} job={job} assign={{ crews: d.crews }} />
                  ))}
                </ul>
              </AdminCard>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
