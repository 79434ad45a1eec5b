/**
 * Crews whose week the owner has set (what /admin/crews.json or the Team page write: every day, 08:00-17:00, every
 * service), written straight into a server's SQLite database, so that planning is on (docs/decisions/0044); and the
 * first date ahead that the server's week opens. For the planning journeys and `npm run bench`.
 */
import { DatabaseSync } from "node:sqlite";
import { serviceIds } from "../../app/content/service-ids.ts";
import { addDays, dateInZone } from "../../app/domain/booking/dates.ts";

export const PLANNED_WEEK = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", services: [...serviceIds] };

export function addPlannedCrews(
  file: string,
  names: readonly string[] = ["Crew A", "Crew B"],
  /** Each crew's own week, by position; PLANNED_WEEK for those not given. */
  weeks: readonly (typeof PLANNED_WEEK)[] = [],
): void {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const insert = db.prepare("INSERT INTO crews (name, created_at, week_json) VALUES (?, ?, ?)");
    names.forEach((name, i) => insert.run(name, new Date().toISOString(), JSON.stringify(weeks[i] ?? PLANNED_WEEK)));
  } finally {
    db.close();
  }
}

/** The first day from today + `from` days on which the server at `base` is open: its offset and date. */
export async function openDayFrom(base: string, from: number): Promise<{ offset: number; date: string }> {
  for (let offset = from; ; offset++) {
    const date = addDays(dateInZone(new Date()), offset);
    const answer = (await (await fetch(`${base}/api/availability/${date}`)).json()) as { closed?: string };
    if (!answer.closed) return { offset, date };
  }
}
