/**
 * A job as its crew does it (docs/decisions/0039): its checklist (each booked service's, in the booking's order), what
 * the crew has ticked, and which step comes next. Pure and browser-safe.
 */
import { type ChecklistItem, checklists } from "../content/checklists.ts";
import type { ServiceId } from "../content/schema.ts";

/** An item of a job's checklist: `key` is "service:item" (unique in the job). */
export type JobChecklistItem = ChecklistItem & { key: string; service: ServiceId };

/** A tick: done, or not possible (with the crew's reason). */
export type ChecklistTick = { key: string; state: "done" | "not-possible"; reason: string | null; by: string; at: string };

/** The checklist of a job with these services (each once, in order). */
export function checklistOf(services: readonly ServiceId[]): JobChecklistItem[] {
  return [...new Set(services)].flatMap((service) =>
    checklists[service].map((item) => ({ ...item, key: `${service}:${item.id}`, service })),
  );
}

/** The items not ticked yet (neither done nor not possible). */
export const itemsLeft = (items: readonly JobChecklistItem[], ticks: readonly ChecklistTick[]) =>
  items.filter((item) => !ticks.some((tick) => tick.key === item.key));

/** The steps of a job, in order. */
export type JobStep = "on-my-way" | "started" | "done";

/**
 * What the crew can do next: "on-my-way" (not yet pressed), "started" (on the way, or skipping it), "checklist" (to
 * tick before Done), "done" (everything ticked), or "finished".
 */
export function nextStep(job: {
  status: string;
  onMyWay: boolean;
  startedAt: string | null;
  left: number;
}): "on-my-way" | "started" | "checklist" | "done" | "finished" {
  if (job.status === "completed") return "finished";
  if (!job.startedAt) return job.onMyWay ? "started" : "on-my-way";
  return job.left > 0 ? "checklist" : "done";
}

/** The first name of a person's display name ("Luis Ortega" → "Luis"), or null. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;
