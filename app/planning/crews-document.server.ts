/**
 * What `POST /admin/crews.json` takes (issue 46, docs/decisions/0044): the crews it lists, by id, with their working
 * days, hours, services and time off; each mistake keyed by its JSON path (`crews.0.starts`) in words, as the
 * catalog's document does. Server only (zod stays out of the browser).
 */
import { z } from "zod";
import { serviceIds } from "../content/service-ids.ts";
import { isValidDateString } from "../domain/booking/dates.ts";
import type { CrewWeek } from "../domain/planner.ts";

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (text: string) => TIME_RE.test(text);
const hhmm = z
  .string({ error: "Please enter a time like 08:00." })
  .regex(TIME_RE, { error: "Please enter a time like 08:00." });
const date = z
  .string({ error: "Please enter a date like 2026-12-24." })
  .refine(isValidDateString, { error: "Please enter a date like 2026-12-24." });
/** Time off longer than this is not time off: a crew that stops working is deleted or given no days. */
export const MAX_TIME_OFF_DAYS = 366;
export const NOTE_MAX = 200;

const timeOffSchema = z
  .object({
    from: date,
    to: date,
    starts: hhmm.nullable(),
    ends: hhmm.nullable(),
    note: z
      .string({ error: "Please write a note (or an empty one)." })
      .trim()
      .max(NOTE_MAX, {
        error: `Please keep the note under ${NOTE_MAX} characters.`,
      }),
  })
  .superRefine((off, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (off.to < off.from) issue("to", "The last day comes before the first.");
    else if ((Date.parse(off.to) - Date.parse(off.from)) / 86_400_000 >= MAX_TIME_OFF_DAYS)
      issue("to", "At most a year at a time.");
    if ((off.starts === null) !== (off.ends === null)) issue("ends", "Give both times, or neither for whole days.");
    else if (off.starts !== null && off.ends !== null && isTime(off.starts) && isTime(off.ends)) {
      if (off.from !== off.to) issue("to", "Hours off are within one date: the same first and last day.");
      if (off.ends <= off.starts) issue("ends", "The end comes after the start.");
    }
  });

const DAYS_WORDS = "Working days are numbers from 0 (Sunday) to 6 (Saturday).";

const crewSchema = z
  .object({
    id: z.number({ error: "Which crew: its id." }).int({ error: "Which crew: its id." }),
    days: z
      .array(z.number().int().min(0, { error: DAYS_WORDS }).max(6, { error: DAYS_WORDS }), { error: DAYS_WORDS })
      .refine((days) => new Set(days).size === days.length, { error: "Each day once." }),
    starts: hhmm,
    ends: hhmm,
    services: z
      .array(z.enum(serviceIds, { error: "Not a service of ours." }))
      .refine((list) => new Set(list).size === list.length, { error: "Each service once." }),
    timeOff: z.array(timeOffSchema).max(100, { error: "At most 100 stretches of time off." }),
  })
  .superRefine((crew, ctx) => {
    if (isTime(crew.starts) && isTime(crew.ends) && crew.ends <= crew.starts)
      ctx.addIssue({ code: "custom", path: ["ends"], message: "The day ends after it starts." });
  });

const documentSchema = z
  .object({ crews: z.array(crewSchema, { error: "Send { crews: [...] }." }).max(50) })
  .superRefine((doc, ctx) => {
    const seen = new Set<number>();
    doc.crews.forEach((crew, i) => {
      if (seen.has(crew.id))
        ctx.addIssue({ code: "custom", path: ["crews", i, "id"], message: "This crew is listed twice." });
      seen.add(crew.id);
    });
  });

export type CrewWeekInput = Omit<CrewWeek, "name">;

/** The document checked: its crews' weeks, or its errors by JSON path (the first of each path). */
export function parseCrewsDocument(
  input: unknown,
): { ok: true; crews: CrewWeekInput[] } | { ok: false; errors: Record<string, string> } {
  const parsed = documentSchema.safeParse(input);
  if (parsed.success) return { ok: true, crews: parsed.data.crews };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.length === 0 ? "crews" : issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
