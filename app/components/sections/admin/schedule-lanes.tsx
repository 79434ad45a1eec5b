/**
 * The owner's schedule of a day (issue 47, docs/decisions/0046): one lane per crew. On a wide screen the lanes sit side
 * by side on one time axis, each job a block at its planned start for its length, the travel before it a shorter
 * block, free stretches and hours off marked; on a phone each lane is a list in time order with the same facts (the
 * same elements, placed by CSS: no sideways scroll). Server-rendered links only: works without JavaScript.
 */
import { KeepTogether } from "~/components/ui/keep-together";
import { Link } from "react-router";
import { getService } from "~/content/services";
import { formatClock } from "~/domain/booking/windows";
import { clockOf } from "~/domain/catalog";
import { formatLength } from "~/domain/job-length";
import { type Lane, type LaneItem, placeOnAxis } from "~/domain/schedule";
import { cn } from "~/lib/utils";

type Axis = { start: number; end: number; hours: number[] };

const clock = (minutes: number) => formatClock(clockOf(minutes));

/** What an item says, the same at every width. */
function ItemText({ item, date }: { item: LaneItem; date: string }) {
  const when = `${clock(item.start)} – ${clock(item.end)}`;
  switch (item.kind) {
    case "job":
      return (
        <>
          <span className="block font-semibold tabular-nums">{when}</span>
          <Link to={`/admin/bookings/${item.job.reference}`} className="font-semibold underline">
            {item.job.reference}
          </Link>{" "}
          <span>
            {item.job.firstName}, {item.job.city}
          </span>
          <span className="block text-xs">
            {item.job.services.map((s) => getService(s)?.shortTitle ?? s).join(", ")}
          </span>
          {item.job.problem ? (
            <span className="block text-xs font-bold text-red-800">
              Does not fit: <KeepTogether text={item.job.problem} />
            </span>
          ) : null}
          <Link
            to={`/admin/schedule?date=${date}&job=${item.job.reference}#move`}
            className="mt-0.5 inline-block text-xs font-semibold underline"
          >
            Move to…<span className="sr-only"> (move {item.job.reference} to another crew)</span>
          </Link>
        </>
      );
    case "travel":
      return (
        <span className="tabular-nums">
          {formatLength(item.minutes)} travel to {item.to}
        </span>
      );
    case "free":
      return (
        <span className="tabular-nums">
          {formatLength(item.minutes)} free ({when})
        </span>
      );
    case "off":
      return (
        <span className="tabular-nums">
          Off {when}
          {item.note ? `: ${item.note}` : ""}
        </span>
      );
  }
}

const itemStyle: Record<LaneItem["kind"], string> = {
  job: "border-navy-700 bg-navy-50 text-navy-900",
  travel: "border-dashed border-slate-400 bg-white text-slate-700 text-xs",
  free: "border-dashed border-emerald-600 bg-emerald-50 text-emerald-900 text-xs",
  off: "border-slate-400 bg-slate-200 text-slate-800 text-xs",
};

/** The lanes of a day, with the time axis they share on a wide screen. */
export function ScheduleLanes({ lanes, axis, date }: { lanes: readonly Lane[]; axis: Axis; date: string }) {
  const hourHeight = 96; // px per hour on a wide screen: a 45-minute job shows its four lines
  const height = ((axis.end - axis.start) / 60) * hourHeight;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-2" data-testid="schedule-lanes">
      {/* the time axis, on a wide screen only (the list says every time on a phone) */}
      <div aria-hidden="true" className="relative hidden w-18 shrink-0 md:block" style={{ height: height + 64 }}>
        {axis.hours.map((h) => (
          <span
            key={h}
            className="absolute right-1 -translate-y-1/2 text-xs whitespace-nowrap text-muted-foreground tabular-nums"
            style={{ top: 64 + ((h - axis.start) / 60) * hourHeight }}
          >
            {clock(h)}
          </span>
        ))}
      </div>
      {lanes.map((lane) => (
        <section
          key={lane.id ?? "none"}
          aria-labelledby={`lane-${lane.id ?? "none"}`}
          className="min-w-0 flex-1 rounded-lg border border-border bg-white"
          data-testid="schedule-lane"
          data-crew={lane.id ?? ""}
        >
          <header className="flex min-h-16 flex-col justify-center border-b border-border px-3 py-2">
            <h2 id={`lane-${lane.id ?? "none"}`} className="font-bold text-navy-900">
              {lane.name}
            </h2>
            <p className="text-xs text-muted-foreground">
              {lane.hours
                ? `${formatClock(lane.hours.starts)} – ${formatClock(lane.hours.ends)} · ${formatLength(lane.workMinutes || 0)} booked`
                : "Planned onto no crew: assign them"}
              {lane.id !== null ? (
                <>
                  {" · "}
                  <Link to={`/admin/schedule?date=${date}&off=${lane.id}#time-off`} className="font-semibold underline">
                    Time off<span className="sr-only"> for {lane.name}</span>
                  </Link>
                </>
              ) : null}
            </p>
          </header>
          {lane.away ? <p className="m-2 rounded-md bg-slate-200 p-2 text-sm text-slate-800">{lane.away}</p> : null}
          <ol className="relative space-y-1.5 p-2 md:space-y-0 md:p-0">
            {lane.items.map((item) => {
              const place = placeOnAxis(item, axis);
              return (
                <li
                  key={`${item.kind}-${item.start}-${item.kind === "job" ? item.job.reference : ""}`}
                  data-kind={item.kind}
                  className={cn(
                    "overflow-hidden rounded-md border px-2 py-1 text-sm md:absolute md:inset-x-1 md:top-(--top) md:h-(--height) md:py-0.5 md:text-xs",
                    itemStyle[item.kind],
                  )}
                  style={
                    {
                      "--top": `${(place.top * height) / 100}px`,
                      "--height": `${(place.height * height) / 100}px`,
                    } as React.CSSProperties
                  }
                >
                  <ItemText item={item} date={date} />
                </li>
              );
            })}
          </ol>
          <div aria-hidden="true" className="hidden md:block" style={{ height }} />
        </section>
      ))}
    </div>
  );
}
