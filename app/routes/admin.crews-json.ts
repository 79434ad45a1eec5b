/**
 * /admin/crews.json (issue 46, docs/decisions/0044): every crew's working days, hours, services and time off, as one
 * document. Owners only (a crew member: 403); a change is same-origin checked like every dashboard action.
 *
 * - GET: 200 `{ crews: [{ id, name, days, starts, ends, services, timeOff: [{ from, to, starts, ends, note }] }] }`.
 * - POST (JSON, at most 64 KB): the crews it lists (by `id`; names are not changed by it) get those days, hours,
 *   services and time off; their jobs from today on are planned afresh. 200 with the saved document plus `moved`
 *   (`[{ reference, date, from, to }]`: jobs planned onto another crew) and `unplaced` (`[{ reference, date, crew,
 *   name, phone }]`: jobs that fit no crew now; they stay on their crew). 400 `{ errors }` keyed by JSON path
 *   (`crews.0.starts`), nothing saved; 405 / 413 / 415 with `{ error }`.
 */
import { getCatalog, refreshCatalog } from "~/catalog/catalog.server";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { parseCrewsDocument } from "~/planning/crews-document.server";
import { crewsDocument, saveCrewWeeks } from "~/planning/planning.server";
import { getStorage } from "~/storage/storage.server";
import { jsonDocument, readJsonDocument } from "~/utils/responses.server";
import type { Route } from "./+types/admin.crews-json";

const json = jsonDocument;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  return json(await crewsDocument(getStorage(), getCatalog(), new Date()));
}

/** What a POST may be: 64 KB of JSON (fifty crews with a hundred stretches of time off each fit). */
const POSTED = {
  limit: 64 * 1024,
  what: "the crews",
  tooLarge: "The document is too large (at most 64 KB).",
  key: "crews",
};

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Use GET to read the crews' weeks, POST to change them." }, 405);
  assertSameOrigin(request);
  await requireOwner(request);
  const read = await readJsonDocument(request, POSTED);
  if (!read.ok) return read.answer;
  const parsed = parseCrewsDocument(read.body);
  if (!parsed.ok) return json({ errors: parsed.errors }, 400);
  await refreshCatalog();
  const saved = await saveCrewWeeks(getStorage(), getCatalog(), parsed.crews, new Date());
  if (saved.kind === "invalid") return json({ errors: saved.errors }, 400);
  return json({ crews: saved.crews, moved: saved.moved, unplaced: saved.unplaced });
}
