/**
 * /admin/schedule.json?date=YYYY-MM-DD (issue 46, docs/decisions/0044): the day's plan as data. Owners only.
 * `{ date, crews: [{ id, name, starts, ends, off, jobs: [{ reference, start, end, minutes, travelMinutesBefore, zip, problem }] }],
 * unassigned: [{ reference, window, minutes }] }`, times "HH:MM" in America/Chicago, jobs in order. 400 for a date
 * that is not one.
 */
import { getCatalog, refreshCatalog } from "~/catalog/catalog.server";
import { isValidDateString } from "~/domain/booking/dates";
import { requireOwner } from "~/owner/auth.server";
import { dayPlan } from "~/planning/planning.server";
import { getStorage } from "~/storage/storage.server";
import { jsonDocument } from "~/utils/responses.server";
import type { Route } from "./+types/admin.schedule-json";

const json = jsonDocument;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const date = new URL(request.url).searchParams.get("date") ?? "";
  if (!isValidDateString(date)) return json({ errors: { date: "Give a date like 2026-12-24." } }, 400);
  await refreshCatalog();
  return json(await dayPlan(getStorage(), getCatalog(), date, new Date()));
}
