/**
 * A job as its crew does it (docs/decisions/0039): its checklist (each booked service's, in the booking's order), what
 * the crew has ticked, and which step comes next. Pure and browser-safe.
 */
import { type ChecklistItem, checklists } from "../content/checklists.ts";
import type { ServiceId } from "../content/schema.ts";
import { addDays, dateInZone } from "./booking/dates.ts";

/** An item of a job's checklist: `key` is "service:item" (unique in the job). */
export type JobChecklistItem = ChecklistItem & { key: string; service: ServiceId };

/** A tick: done, or not possible (with the crew's reason). */
export type ChecklistTick = {
  key: string;
  state: "done" | "not-possible";
  reason: string | null;
  by: string;
  at: string;
};

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

/**
 * The badge of a job on its page (issue 44): its step once the crew is at it ("On the way", "Started", "Done"),
 * else its booking's status.
 */
export function jobBadge(job: { status: string; onMyWay: boolean; startedAt: string | null }): string {
  if (job.status === "completed") return "Done";
  if (job.startedAt) return "Started";
  if (job.onMyWay) return "On the way";
  return job.status;
}

/** The first name of a person's display name ("Luis Ortega" → "Luis"), or null. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * What a crew member sees of a job (docs/decisions/0039): the window, the address, the customer's first name and
 * phone, what was booked, the customer's notes and the owner's internal note, and what is still to collect. Never
 * the customer's e-mail address, nor the price of a paid job.
 */
export type JobCard = {
  reference: string;
  status: string;
  date: string;
  windowStart: string;
  windowEnd: string;
  address: string;
  city: string;
  zip: string;
  firstName: string;
  phone: string;
  booked: { service: string; tier: string; addons: string[] }[];
  notes: string | null;
  internalNote: string | null;
  /** Still to collect on the job: cents, or "quote" when the price is to be agreed; null: nothing to collect. */
  collect: number | "quote" | null;
  crewId: number | null;
  startedAt: string | null;
  /** The customer's tips for the crew, paid and not refunded (issue 48), in cents; absent where not read. */
  tipCents?: number;
};

/** The statuses of a job with money to collect: open, or done (cancelled and expired ones owe nothing). */
const COLLECT_STATUSES = ["requested", "confirmed", "completed"];

/** How a crew records money collected on the job (`intent=collected`, `method`). */
export const COLLECT_METHODS = ["card", "cash", "check"] as const;
export type CollectMethod = (typeof COLLECT_METHODS)[number];

/** What a job's card is worked out from, besides the facts it copies as they are. */
type JobCardSource = {
  name: string;
  totalCents: number | null;
  payment: { paidCents: number; refundedCents: number };
  quote: { lines: { serviceTitle: string; tierLabel: string; addons: { label: string; quantity: number }[] }[] };
  crewId?: number | null;
  startedAt?: string | null;
};

/** The card of a booking: the facts it copies as they are, and those it works out from. */
export function jobCardOf(
  b: Omit<JobCard, "firstName" | "booked" | "collect" | "crewId" | "startedAt"> & JobCardSource,
): JobCard {
  const owed = b.totalCents === null ? null : b.totalCents - (b.payment.paidCents - b.payment.refundedCents);
  return {
    reference: b.reference,
    status: b.status,
    date: b.date,
    windowStart: b.windowStart,
    windowEnd: b.windowEnd,
    address: b.address,
    city: b.city,
    zip: b.zip,
    firstName: firstName(b.name) ?? "the customer",
    phone: b.phone,
    booked: b.quote.lines.map((line) => ({
      service: line.serviceTitle,
      tier: line.tierLabel,
      addons: line.addons.map((a) => `${a.label} × ${a.quantity}`),
    })),
    notes: b.notes,
    internalNote: b.internalNote,
    // what is owed stays to collect after Done, until it is recorded as paid (issue 44)
    collect: !COLLECT_STATUSES.includes(b.status) ? null : owed === null ? "quote" : owed > 0 ? owed : null,
    crewId: b.crewId ?? null,
    startedAt: b.startedAt ?? null,
  };
}

/** A maps link to an address (opens the phone's maps app). */
export const mapsUrl = (card: Pick<JobCard, "address" | "city" | "zip">) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${card.address}, ${card.city}, TX ${card.zip}`)}`;

/** The days a crew member may look at: yesterday to a week ahead. */
export const CREW_DAYS_BACK = 1;
export const CREW_DAYS_AHEAD = 7;

/**
 * The days a crew member may look at on `now` (Dallas): /admin/today's date picker, the job pages, their photos and
 * the crew member's calendar feed (issue 44: one definition for all).
 */
export function crewDays(now: Date): { first: string; last: string } {
  const today = dateInZone(now);
  return { first: addDays(today, -CREW_DAYS_BACK), last: addDays(today, CREW_DAYS_AHEAD) };
}

/** The crew's report of a finished job as the customer reads it (docs/decisions/0039): on their page and by e-mail. */
export type JobReportView = {
  /** The crew's first names ("Luis and Ana"). */
  crew: string;
  started: string;
  finished: string;
  checklist: { label: string; state: "done" | "not-possible" | null; reason: string | null }[];
  /** The after photos, under the booking page's token. */
  photos: { id: number; path: string; width: number; height: number }[];
};

/** The job as its crew did it, on the owner's booking page (issue 44). */
export type JobProgressView = {
  reference: string;
  /** The steps pressed, in order, each with when (Dallas time). */
  steps: { label: string; at: string }[];
  checklist: {
    key: string;
    label: string;
    state: "done" | "not-possible" | null;
    reason: string | null;
    by: string | null;
  }[];
  photos: { id: number; phase: "before" | "after"; path: string; width: number; height: number }[];
};
