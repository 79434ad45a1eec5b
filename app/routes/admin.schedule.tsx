/**
 * /admin/schedule (issue 47, docs/decisions/0046): every crew's day as a timeline, for owners. `?date=YYYY-MM-DD`
 * (default today) with the previous and next day; `?week=YYYY-MM-DD` each crew's booked hours per day of that week
 * against its working hours. From it the owner steers the day, without JavaScript:
 * - `?job=REFERENCE` opens "Move to" for that job: the crews where it fits first, with the start it would get, then
 *   the others with the reason; `intent=move` with `reference`, `crew` and `override=yes` to move it where it does not
 *   fit (recorded in its history).
 * - `?off=CREW` opens "Time off" for that crew on the date: the whole day or hours (`offStarts`, `offEnds`) with a
 *   note (`offNote`), or "Change hours" that day (`dayStarts`, `dayEnds`, within its week's); `preview=off` or
 *   `preview=hours` shows which of its jobs would move to which crew and which would fit nowhere (with the customer's
 *   name and phone) before `intent=time-off` or `intent=hours` saves it.
 */
import { KeepTogether } from "~/components/ui/keep-together";
import { data, Form, Link, redirect } from "react-router";
import { AdminCard, NoCrewYet, Notice, TextField } from "~/components/sections/admin/ui";
import { ScheduleLanes } from "~/components/sections/admin/schedule-lanes";
import { Button } from "~/components/ui/button";
import { assignCrew, overrideFromForm } from "~/booking/jobs.server";
import { bookingOptionsFrom } from "~/booking/http.server";
import { getBookingByReference } from "~/booking/service.server";
import { getCatalog, refreshCatalog } from "~/catalog/catalog.server";
import { addDays, dateInZone, formatDateInYear, formatDateLong, isValidDateString } from "~/domain/booking/dates";
import { formatClock } from "~/domain/booking/windows";
import { formatLength } from "~/domain/job-length";
import type { TimeOff } from "~/domain/planner";
import { axisOf, type Lane } from "~/domain/schedule";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { hoursAsTimeOff } from "~/planning/crew-week-form";
import { crewsDocument } from "~/planning/planning.server";
import { mondayOf, moveOptions, scheduleDay, scheduleWeek } from "~/planning/schedule.server";
import { previewKey, previewTimeOff, saveTimeOff } from "~/planning/time-off.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { readFormBody } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.schedule";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const REFERENCE = /^NS-[A-Z0-9]{6}$/;

/** A stretch of time off on `date` as the form gives it (whole day, or hours), or what is wrong. */
function timeOffOf(date: string, query: URLSearchParams, note: string): TimeOff[] | { error: string } {
  const hours = offHoursOf(query);
  return "error" in hours ? hours : [{ from: date, to: date, ...hours, note }];
}

/** A crew's hours changed for `date` as the form gives them (`dayStarts`, `dayEnds`): the time off that makes them. */
function dayHoursOf(
  week: { starts: string; ends: string },
  date: string,
  query: URLSearchParams,
): TimeOff[] | { error: string } {
  const starts = (query.get("dayStarts") ?? "").trim();
  const ends = (query.get("dayEnds") ?? "").trim();
  return hoursAsTimeOff(week, date, starts, ends);
}

/** The hours of a stretch of time off as the form gives them: none (the whole day), both, or what is wrong. */
function offHoursOf(query: URLSearchParams): { starts: string | null; ends: string | null } | { error: string } {
  const starts = (query.get("offStarts") ?? "").trim();
  const ends = (query.get("offEnds") ?? "").trim();
  if (starts === "" && ends === "") return { starts: null, ends: null };
  if (!CLOCK.test(starts) || !CLOCK.test(ends) || starts >= ends)
    return {
      error: "Give both hours, the first before the second (like 12:00 and 15:00), or neither for the whole day.",
    };
  return { starts, ends };
}

/** Where a moved job landed, and whether its crew can keep it (issue 55: a forced move says so at once). */
function movedWords(lanes: Lane[], reference: string | null): string {
  const told = "The crews concerned are told when it is today's or tomorrow's.";
  for (const lane of lanes)
    for (const item of lane.items)
      if (item.kind === "job" && item.job.reference === reference)
        return `Moved ${reference} to ${lane.name}, ${formatClock(item.from)} – ${formatClock(item.until)}.${
          item.job.problem ? ` It does not fit there: ${item.job.problem}.` : ""
        } ${told}`;
  return `Moved. ${told}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  const catalog = getCatalog();
  const storage = getStorage();
  const now = bookingOptionsFrom(context).now ?? new Date();
  const today = dateInZone(now);
  const query = new URL(request.url).searchParams;
  const week = query.get("week");
  if (week !== null) {
    if (!isValidDateString(week)) throw data("Please give the week as a date, YYYY-MM-DD.", { status: 400 });
    const first = mondayOf(week);
    return { view: "week" as const, today, week: await scheduleWeek(storage, catalog, first, now), first };
  }
  const date = query.get("date") ?? today;
  if (!isValidDateString(date)) throw data("Please give the date as YYYY-MM-DD.", { status: 400 });
  const day = await scheduleDay(storage, catalog, date, now);

  // "Move to" for one of the day's jobs
  const reference = query.get("job");
  const booking = reference && REFERENCE.test(reference) ? await getBookingByReference(reference) : null;
  const move =
    booking && booking.date === date
      ? {
          reference: booking.reference,
          crewId: booking.crewId ?? null,
          options: await moveOptions(storage, catalog, booking, now),
        }
      : null;

  // "Time off" or "Change hours" for one crew on the date, with what it would do
  const offCrew = day.lanes.find((l) => l.id !== null && String(l.id) === query.get("off")) ?? null;
  let timeOff = null;
  if (offCrew) {
    const asked = query.get("preview");
    const note = (query.get("offNote") ?? "").trim().slice(0, 200);
    const offs =
      asked === "hours"
        ? dayHoursOf(offCrew.hours!, date, query)
        : asked === "off"
          ? timeOffOf(date, query, note)
          : null;
    const preview =
      offs && !("error" in offs) ? await previewTimeOff(storage, catalog, offCrew.id!, date, offs, now) : null;
    timeOff = {
      crewId: offCrew.id!,
      name: offCrew.name,
      hours: offCrew.hours!,
      asked,
      values: {
        starts: query.get("offStarts") ?? "",
        ends: query.get("offEnds") ?? "",
        note,
        dayStarts: query.get("dayStarts") ?? offCrew.hours?.starts ?? "",
        dayEnds: query.get("dayEnds") ?? offCrew.hours?.ends ?? "",
      },
      error: offs && "error" in offs ? offs.error : null,
      preview,
      // the preview as the save checks it: the save does exactly this, or nothing (issue 55)
      expect: preview ? previewKey(preview) : "",
    };
  }
  return {
    view: "day" as const,
    today,
    date,
    label: formatDateLong(date),
    previous: addDays(date, -1),
    next: addDays(date, 1),
    lanes: day.lanes,
    axis: axisOf(day.lanes),
    unplaced: day.unplaced,
    noCrew: day.noCrew,
    move,
    timeOff,
    done: query.get("done") === "move" ? movedWords(day.lanes, query.get("moved")) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const options = { ...bookingOptionsFrom(context), actor: owner.email };
  const now = options.now ?? new Date();
  const refuse = (error: string, status = 400) => data({ error, ok: null }, { status });
  const intent = form.get("intent");
  if (intent === "move") {
    const reference = form.get("reference") ?? "";
    const booking = REFERENCE.test(reference) ? await getBookingByReference(reference) : null;
    if (!booking) return refuse("No such booking.", 404);
    const crewText = form.get("crew") ?? "";
    if (!/^\d{1,12}$/.test(crewText)) return refuse("Please choose a crew.");
    const override = overrideFromForm(form);
    if (override && "error" in override) return refuse(override.error);
    const result = await assignCrew(booking, Number(crewText), { ...options, override });
    if (result.kind === "changed")
      return redirect(`/admin/schedule?date=${booking.date}&done=move&moved=${booking.reference}`, 303);
    if (result.kind === "does-not-fit")
      return refuse(
        `That crew cannot take ${booking.reference}: ${result.reason}. To move it anyway, tick “Move it even though it does not fit”, say why, and move it again.`,
        409,
      );
    return refuse(result.kind === "not-found" ? "No such crew." : "This booking is no longer open.", 409);
  }
  if (intent === "time-off" || intent === "hours") {
    const date = form.get("date") ?? "";
    if (!isValidDateString(date) || date < dateInZone(now)) return refuse("Time off is for today or a day ahead.");
    const crewText = form.get("crew") ?? "";
    await refreshCatalog();
    const catalog = getCatalog();
    const storage = getStorage();
    const crew = (await crewsDocument(storage, catalog, now)).crews.find((c) => String(c.id) === crewText);
    if (!crew) return refuse("No such crew.", 404);
    // the day's hours within the crew's week as it is when saved
    const note = (form.get("offNote") ?? "").trim().slice(0, 200);
    const offs = intent === "hours" ? dayHoursOf(crew, date, form) : timeOffOf(date, form, note);
    if ("error" in offs) return refuse(offs.error);
    const hours =
      intent === "hours" ? { starts: form.get("dayStarts") ?? "", ends: form.get("dayEnds") ?? "" } : undefined;
    // exactly what the preview said, or nothing and the new preview (issue 55)
    const saved = await saveTimeOff(storage, catalog, crew.id, date, offs, form.get("expect") ?? "", now, hours);
    if (saved.kind === "saved") return { ok: saved.words, error: null };
    if (saved.kind === "no-crew") return refuse("No such crew.", 404);
    // the new preview, in the card, to save again or not
    return data(
      {
        ok: null,
        error:
          "The day changed since this preview (a booking came or moved): nothing was saved. Here is what saving does now.",
        timeOff: {
          crewId: crew.id,
          name: crew.name,
          hours: { starts: crew.starts, ends: crew.ends },
          asked: intent === "hours" ? "hours" : "off",
          values: {
            starts: form.get("offStarts") ?? "",
            ends: form.get("offEnds") ?? "",
            note,
            dayStarts: form.get("dayStarts") ?? "",
            dayEnds: form.get("dayEnds") ?? "",
          },
          error: null,
          preview: saved.preview,
          expect: previewKey(saved.preview),
        },
      },
      { status: 409 },
    );
  }
  return refuse("Please use the buttons on this page.");
}

export function meta() {
  return [{ title: brandTitle("Schedule") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSchedule({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "week") return <WeekView data={loaderData} />;
  const { date, label, lanes, axis, move } = loaderData;
  // a save refused because the day changed since its preview: the new preview (issue 55)
  const timeOff =
    loaderData.timeOff ?? (actionData && "timeOff" in actionData ? (actionData.timeOff as TimeOffView) : null);
  return (
    <div className="mt-6 space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-navy-900">
          Schedule <span className="block text-lg font-bold sm:inline">{label}</span>
        </h1>
        <nav aria-label="Days" className="flex flex-wrap items-center gap-3 text-sm font-semibold">
          <Link to={`/admin/schedule?date=${loaderData.previous}`} className="underline">
            ← Previous day
          </Link>
          <Link to={`/admin/schedule?date=${loaderData.next}`} className="underline">
            Next day →
          </Link>
          <Link to={`/admin/schedule?week=${date}`} className="underline">
            This week
          </Link>
        </nav>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <TextField label="Go to a day" id="schedule-date" name="date" type="date" defaultValue={date} />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {loaderData.done ? (
        <Notice>
          <KeepTogether text={loaderData.done} />
        </Notice>
      ) : null}
      {actionData?.ok ? (
        <Notice>
          <KeepTogether text={actionData.ok} />
        </Notice>
      ) : null}
      {actionData?.error ? (
        <Notice tone="error">
          <KeepTogether text={actionData.error} />
        </Notice>
      ) : null}
      {loaderData.noCrew.jobs > 0 ? (
        <Notice tone="error">
          {loaderData.noCrew.jobs === 1 ? "One job" : `${loaderData.noCrew.jobs} jobs`} of this day (
          {formatLength(loaderData.noCrew.minutes)}) {loaderData.noCrew.jobs === 1 ? "is" : "are"} planned for no crew:
          assign {loaderData.noCrew.jobs === 1 ? "it" : "them"} from the lane “No crew”.
        </Notice>
      ) : null}
      {loaderData.unplaced > 0 ? (
        <Notice tone="error">
          {loaderData.unplaced === 1 ? "One job" : `${loaderData.unplaced} jobs`} of this day cannot be kept by their
          crew as planned: move them, or call the customer.
        </Notice>
      ) : null}
      {move ? <MoveCard date={date} move={move} /> : null}
      {timeOff ? <TimeOffCard date={date} label={label} timeOff={timeOff} /> : null}
      {lanes.length === 0 ? <NoCrewYet /> : <ScheduleLanes lanes={lanes} axis={axis} date={date} />}
    </div>
  );
}

type DayData = Extract<Route.ComponentProps["loaderData"], { view: "day" }>;
type TimeOffView = NonNullable<DayData["timeOff"]>;

function MoveCard({ date, move }: { date: string; move: NonNullable<DayData["move"]> }) {
  const fits = move.options.filter((o) => "start" in o);
  return (
    <AdminCard id="move" title={`Move ${move.reference} to another crew`}>
      {move.options.length === 0 ? (
        <p className="text-navy-900">There is no other crew.</p>
      ) : (
        <Form method="post" action={`/admin/schedule?date=${date}&job=${move.reference}`} className="space-y-3">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="reference" value={move.reference} />
          <fieldset>
            <legend className="text-sm font-semibold text-navy-900">
              {fits.length > 0 ? "Where it fits first, at the time it would start" : "It fits no other crew"}
            </legend>
            <ul className="mt-2 space-y-2">
              {move.options.map((o, i) => (
                <li key={o.crewId}>
                  <label className="flex items-start gap-2 text-navy-900">
                    <input
                      type="radio"
                      name="crew"
                      value={o.crewId}
                      defaultChecked={i === 0}
                      required
                      className="mt-1 size-4"
                    />
                    <span>
                      <span className="font-semibold">{o.name}</span>
                      {"start" in o ? (
                        <>
                          : fits, starting at <span className="whitespace-nowrap">{formatClock(o.start)}</span>
                        </>
                      ) : (
                        <>
                          : does not fit (<KeepTogether text={o.reason} />)
                        </>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-navy-900">
            <input type="checkbox" name="override" value="yes" className="size-4" />
            Move it even though it does not fit (kept in its history)
          </label>
          <TextField
            label="Why (needed to move it where it does not fit)"
            id="override-reason"
            name="overrideReason"
            maxLength={300}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Move {move.reference}</Button>
            <Link to={`/admin/schedule?date=${date}`} className="self-center text-sm font-semibold underline">
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </AdminCard>
  );
}

function TimeOffCard({
  date,
  label,
  timeOff,
}: {
  date: string;
  label: string;
  timeOff: NonNullable<DayData["timeOff"]>;
}) {
  const { preview, values } = timeOff;
  return (
    <AdminCard id="time-off" title={`Time off for ${timeOff.name}, ${label}`}>
      <Form method="get" className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="off" value={timeOff.crewId} />
        <input type="hidden" name="preview" value="off" />
        <TextField
          label="From (blank: all day)"
          id="off-starts"
          name="offStarts"
          type="time"
          defaultValue={values.starts}
        />
        <TextField label="Until" id="off-ends" name="offEnds" type="time" defaultValue={values.ends} />
        <div className="col-span-2 sm:col-span-1">
          <TextField label="Note" id="off-note" name="offNote" maxLength={200} defaultValue={values.note} />
        </div>
        <Button type="submit" variant="outline" className="col-span-2 sm:col-span-1">
          Show what it changes
        </Button>
      </Form>
      <Form
        method="get"
        className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-4 sm:grid-cols-4 sm:items-end"
      >
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="off" value={timeOff.crewId} />
        <input type="hidden" name="preview" value="hours" />
        <p className="col-span-2 text-sm font-semibold text-navy-900 sm:col-span-4">
          Or change its hours that day (its week:{" "}
          <span className="whitespace-nowrap">
            {formatClock(timeOff.hours.starts)} – {formatClock(timeOff.hours.ends)}
          </span>
          )
        </p>
        <TextField label="Starts" id="day-starts" name="dayStarts" type="time" defaultValue={values.dayStarts} />
        <TextField label="Ends" id="day-ends" name="dayEnds" type="time" defaultValue={values.dayEnds} />
        <Button type="submit" variant="outline" className="col-span-2">
          Show what the hours change
        </Button>
      </Form>
      {timeOff.error ? (
        <p role="alert" className="mt-3 font-semibold text-destructive">
          {timeOff.error}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-4 space-y-3" data-testid="time-off-preview">
          {preview.moved.length === 0 && preview.unplaced.length === 0 ? (
            <p className="text-navy-900">None of its jobs moves: nothing else changes.</p>
          ) : null}
          {preview.moved.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-navy-900">
              {preview.moved.map((m) => (
                <li key={m.reference}>
                  {m.reference} ({m.name}) goes to {m.to}, starting at {formatClock(m.start)}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.unplaced.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 font-semibold text-amber-900">
              {preview.unplaced.map((u) => (
                <li key={u.reference}>
                  {u.reference} fits no crew: it stays with {timeOff.name}; call {u.name} at{" "}
                  <a href={`tel:${u.phone}`} className="whitespace-nowrap underline">
                    {u.phone}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Form method="post" action={`/admin/schedule?date=${date}`} className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value={timeOff.asked === "hours" ? "hours" : "time-off"} />
            <input type="hidden" name="expect" value={timeOff.expect} />
            <input type="hidden" name="date" value={date} />
            <input type="hidden" name="crew" value={timeOff.crewId} />
            <input type="hidden" name="offStarts" value={values.starts} />
            <input type="hidden" name="offEnds" value={values.ends} />
            <input type="hidden" name="offNote" value={values.note} />
            <input type="hidden" name="dayStarts" value={values.dayStarts} />
            <input type="hidden" name="dayEnds" value={values.dayEnds} />
            <Button type="submit">{timeOff.asked === "hours" ? "Save the day's hours" : "Save the time off"}</Button>
            <Link to={`/admin/schedule?date=${date}`} className="self-center text-sm font-semibold underline">
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}
    </AdminCard>
  );
}

type WeekData = Extract<Route.ComponentProps["loaderData"], { view: "week" }>;

function WeekView({ data: { week, first } }: { data: WeekData }) {
  return (
    <div className="mt-6 space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-navy-900">Week of {formatDateLong(first)}</h1>
        <nav aria-label="Weeks" className="flex flex-wrap gap-3 text-sm font-semibold">
          <Link to={`/admin/schedule?week=${addDays(first, -7)}`} className="underline">
            ← Previous week
          </Link>
          <Link to={`/admin/schedule?week=${addDays(first, 7)}`} className="underline">
            Next week →
          </Link>
        </nav>
      </div>
      <AdminCard id="week-heading" title="Booked hours against working hours">
        <ul className="space-y-4">
          {week.crews.map((crew) => (
            <li key={crew.id}>
              <h3 className="font-bold text-navy-900">{crew.name}</h3>
              <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-7">
                {crew.days.map((d) => (
                  <li key={d.date} className="rounded-md border border-border p-2 text-sm">
                    <Link to={`/admin/schedule?date=${d.date}`} className="font-semibold underline">
                      {formatDateInYear(d.date)}
                    </Link>
                    <span className="block tabular-nums text-navy-900">
                      {d.working === 0
                        ? `${formatLength(d.booked)} booked, not working`
                        : `${formatLength(d.booked)} of ${formatLength(d.working)}`}
                    </span>
                    <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-200">
                      <span
                        className="block h-1.5 rounded-full bg-navy-700"
                        style={{ width: `${d.working ? Math.min(100, (d.booked / d.working) * 100) : 0}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {week.noCrew.some((d) => d.jobs > 0) ? (
            <li data-testid="week-no-crew">
              <h3 className="font-bold text-red-800">No crew</h3>
              <p className="text-sm text-navy-900">Jobs nobody is planned for: assign them from their day.</p>
              <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-7">
                {week.noCrew.map((d) => (
                  <li key={d.date} className="rounded-md border border-red-300 bg-red-50 p-2 text-sm">
                    <Link to={`/admin/schedule?date=${d.date}`} className="font-semibold underline">
                      {formatDateInYear(d.date)}
                    </Link>
                    <span className="block tabular-nums text-navy-900">
                      {d.jobs === 0 ? "none" : `${d.jobs} ${d.jobs === 1 ? "job" : "jobs"}, ${formatLength(d.minutes)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
      </AdminCard>
    </div>
  );
}
