/**
 * A crew's week or time off changed from a form (the Team page; issue 46 and 47,
 * docs/decisions/0044): checked as the crews.json document's entry, saved and planned as that document is, and said in
 * words: the jobs moved, and the customers to call for the jobs no crew can keep. Server only.
 */
import { getCatalog, refreshCatalog } from "../catalog/catalog.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import type { CrewWeek } from "../domain/planner.ts";
import { type CrewWeekEntry, crewWeekFromForm } from "./crew-week-form.ts";
import { parseCrewsDocument } from "./crews-document.server.ts";
import { crewsDocument, saveCrewWeeks } from "./planning.server.ts";

export async function saveCrewWeekForm(
  intent: string,
  form: URLSearchParams,
  crewId: number | null,
  now: Date,
): Promise<{ ok: string } | { error: string; status: number }> {
  return saveCrewWeek(crewId, now, (current) => crewWeekFromForm(intent, form, current));
}

async function saveCrewWeek(
  crewId: number | null,
  now: Date,
  change: (current: CrewWeek) => CrewWeekEntry | { error: string } | null,
): Promise<{ ok: string } | { error: string; status: number }> {
  await refreshCatalog();
  const catalog = getCatalog();
  const storage = getStorage();
  const current = (await crewsDocument(storage, catalog, now)).crews.find((c) => c.id === crewId);
  if (!current) return { error: "No such crew.", status: 404 };
  const entry = change(current);
  if (!entry) return { error: "Please use the buttons on this page.", status: 400 };
  if ("error" in entry) return { error: entry.error, status: 400 };
  const parsed = parseCrewsDocument({ crews: [entry] });
  if (!parsed.ok) return { error: Object.values(parsed.errors)[0]!, status: 400 };
  const saved = await saveCrewWeeks(storage, catalog, parsed.crews, now);
  if (saved.kind === "invalid") return { error: Object.values(saved.errors)[0]!, status: 400 };
  const words = [
    `Saved ${current.name}'s week.`,
    ...saved.moved.map((m) =>
      m.from === null
        ? `${m.reference} (${m.date}), booked before the crews, is planned onto ${m.to}.`
        : `${m.reference} (${m.date}) moves to ${m.to}.`,
    ),
    ...saved.unplaced.map(
      (u) => `${u.reference} (${u.date}) fits no crew now: it stays with ${u.crew}; call ${u.name} at ${u.phone}.`,
    ),
  ];
  return { ok: words.join(" ") };
}
