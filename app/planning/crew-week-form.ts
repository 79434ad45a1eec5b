/**
 * The Team page's forms of a crew's week (issue 46, docs/decisions/0044), as the crews.json document's entry for that
 * crew: its days, hours and services (`intent=crew-week`), a stretch of time off added (`intent=crew-time-off-add`)
 * or removed (`intent=crew-time-off-remove`, `off` = its row). Pure: the document's own checks say what is wrong.
 */
import type { CrewWeek, TimeOff } from "../domain/planner.ts";

export type CrewWeekEntry = Omit<CrewWeek, "name">;

const text = (form: URLSearchParams, name: string) => (form.get(name) ?? "").trim();

/** The crew's entry as the form says it, on the crew's week as it is (`current`); null for an unknown intent. */
export function crewWeekFromForm(intent: string, form: URLSearchParams, current: CrewWeek): CrewWeekEntry | null {
  const { name: _name, ...entry } = current;
  switch (intent) {
    case "crew-week":
      return {
        ...entry,
        days: form
          .getAll("days")
          .map(Number)
          .filter((d) => Number.isInteger(d))
          .sort((a, b) => a - b),
        starts: text(form, "starts"),
        ends: text(form, "ends"),
        services: form.getAll("services"),
      };
    case "crew-time-off-add": {
      const from = text(form, "offFrom");
      const hours = text(form, "offStarts") !== "" || text(form, "offEnds") !== "";
      const off: TimeOff = {
        from,
        // hours off are within one date: the first day's, unless another is given
        to: text(form, "offTo") || from,
        starts: hours ? text(form, "offStarts") : null,
        ends: hours ? text(form, "offEnds") : null,
        note: text(form, "offNote"),
      };
      return { ...entry, timeOff: [...entry.timeOff, off] };
    }
    case "crew-time-off-remove": {
      const row = Number(text(form, "off"));
      return { ...entry, timeOff: entry.timeOff.filter((_, i) => i !== row) };
    }
    default:
      return null;
  }
}

/**
 * A crew's hours changed for one date (the schedule's "Change hours", issue 47), as the time off that makes them: the
 * stretch before the new start and the one after the new end, within its week's hours. Hours beyond the week's are
 * refused: the week itself changes on the Team page.
 */
export function hoursAsTimeOff(
  crew: Pick<CrewWeek, "starts" | "ends">,
  date: string,
  starts: string,
  ends: string,
): TimeOff[] | { error: string } {
  if (!/^\d{2}:\d{2}$/.test(starts) || !/^\d{2}:\d{2}$/.test(ends) || starts >= ends)
    return { error: "Give the day's hours, the start before the end (like 10:00 and 15:00)." };
  if (starts < crew.starts || ends > crew.ends)
    return {
      error: `That day's hours must be within the week's, ${crew.starts} to ${crew.ends}: to work longer, change the week on the Team page.`,
    };
  const note = `Hours ${starts}-${ends} that day`;
  return [
    ...(starts > crew.starts ? [{ from: date, to: date, starts: crew.starts, ends: starts, note }] : []),
    ...(ends < crew.ends ? [{ from: date, to: date, starts: ends, ends: crew.ends, note }] : []),
  ];
}
