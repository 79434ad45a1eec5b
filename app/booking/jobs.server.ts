/**
 * The crews' steps (docs/decisions/0039): a job assigned to a crew (its members told when it is today's or
 * tomorrow's), "Started" and "Done" pressed from a phone, the checklist ticked in between, and the customer's job
 * report queued with Done. Each step is a booking change (docs/decisions/0027): recorded in the history with who and
 * when, refused twice, refused on a job that is not today's. Server only.
 */
import { checklistOf, crewDays, firstName, itemsLeft, type ChecklistTick } from "../domain/job.ts";
import { addDays, dateInZone, formatLocalStamp } from "../domain/booking/dates.ts";
import { isOpenStatus } from "../domain/booking/changes.ts";
import { CHECKLIST_REASON_MAX } from "../content/checklists.ts";
import { getStorage } from "../storage/storage.server.ts";
import { assignedPlan, jobPlanAgain } from "../planning/job-plans.server.ts";
import { formatLength } from "../domain/job-length.ts";
import type { JobStore } from "../storage/jobs.server.ts";
import type { CrewStore } from "../storage/crews.server.ts";

/** Where the crews and the checklists are kept: the process's storage by default (a test gives its own). */
export type JobStores = { jobs: JobStore; crews: CrewStore };
const storesOf = (opts: { stores?: JobStores }): JobStores => opts.stores ?? getStorage();
import type { Owner } from "../storage/owners.server.ts";
import type { Crew } from "../storage/crews.server.ts";
import { type OwnerOptions, resolve } from "./context.server.ts";
import type { ChangeResult, OutboxMessage, StoredBooking } from "./model.ts";
import { bookingMessages } from "./notifications.server.ts";
import { crewNotices } from "./crew-notices.server.ts";

/** The history's actions of the crew's steps. */
export const STARTED_ACTION = "started";
export const ASSIGNED_ACTION = "assigned";

/** A job's services, in the booking's order. */
export const servicesOf = (booking: Pick<StoredBooking, "lines">) => booking.lines.map((line) => line.service);

/**
 * Who may see a job on `now`: an owner any; a crew member their crew's, from yesterday to a week ahead (`crewDays`,
 * as /admin/today); a crew member in no crew none.
 */
export function canSeeJob(
  person: Pick<Owner, "role" | "crewId">,
  booking: Pick<StoredBooking, "crewId" | "date">,
  now: Date,
): boolean {
  if (person.role === "owner") return true;
  if (person.crewId === null || booking.crewId !== person.crewId) return false;
  const { first, last } = crewDays(now);
  return booking.date >= first && booking.date <= last;
}

/** Why a crew member gets 403 on a job, its photos or its actions. */
export const JOB_OUT_OF_REACH =
  "This job is not yours to open: a crew member sees their crew's jobs from yesterday to a week ahead.";

/** The name a step is recorded under: the person's name and e-mail, or the e-mail. */
export const actorOf = (person: Pick<Owner, "name" | "email">) =>
  person.name ? `${person.name} <${person.email}>` : person.email;

/** The owner's override of a crew's day as a form sends it (issue 55): `override=yes` with its `overrideReason`. */
export function overrideFromForm(form: URLSearchParams): { reason: string } | undefined | { error: string } {
  if (form.get("override") !== "yes") return undefined;
  const reason = (form.get("overrideReason") ?? "").trim().slice(0, 300);
  return reason
    ? { reason }
    : { error: "Please say why it goes there even though it does not fit: the reason is kept in its history." };
}

/**
 * Assigns a job to a crew (`crewId`), or takes it off its crew (null). The members of the crews concerned are told
 * when the job is today's or tomorrow's (Dallas).
 */
export async function assignCrew(
  booking: StoredBooking,
  crewId: number | null,
  opts: OwnerOptions & {
    stores?: JobStores;
    /**
     * Assign it even where it does not fit that crew (`override=yes`), for the owner's `reason` (issue 55): both the
     * owner's reason and what the job breaks go to the history.
     */
    override?: { reason: string };
  },
): Promise<ChangeResult> {
  const { repo, now, mail, catalog } = resolve(opts);
  const crews = await storesOf(opts).crews.list();
  const to = crewId === null ? null : crews.find((crew) => crew.id === crewId);
  if (crewId !== null && !to) return { kind: "not-found" };
  const from = crews.find((crew) => crew.id === booking.crewId) ?? null;
  const today = dateInZone(now);
  const soon = booking.date === today || booking.date === addDays(today, 1);
  const changeId = String(now.getTime());
  let overridden: string | null = null;
  return repo.apply({
    id: booking.id,
    actor: opts.actor,
    now,
    action: ASSIGNED_ACTION,
    refuse: (before) => (isOpenStatus(before.status) ? null : "not-open"),
    patch: { crewId },
    // planned on that crew, or refused with the reason unless overridden (docs/decisions/0044)
    ...(crewId !== null && {
      plan: assignedPlan(catalog, booking, crewId, now, {
        yes: opts.override !== undefined,
        overridden: (reason) => (overridden = reason),
      }),
    }),
    detail: () =>
      to
        ? `to ${to.name}${overridden ? ` (override: ${overridden}; why: ${opts.override?.reason ?? ""})` : ""}`
        : `no crew (was ${from?.name ?? "none"})`,
    withdrawReminders: false,
    messages: (after, before) => {
      if (!soon || before.crewId === after.crewId) return [];
      const ctx = { siteUrl: mail.siteUrl, now, changeId };
      const was = crews.find((crew) => crew.id === before.crewId);
      return [
        ...(was ? crewNotices(after, was, "unassigned", ctx) : []),
        ...(to ? crewNotices(after, to, "assigned", ctx) : []),
      ];
    },
  });
}

/**
 * The job's own length, set by the owner (issue 47: "this garage will take 6 hours"): planned afresh on its crew; where
 * it no longer fits there, refused with the reason, unless the owner asks to `move` it: then planned onto whichever
 * crew can keep it in its window (refused as a full window when none can). Recorded in the history.
 */
export async function setJobLength(
  booking: StoredBooking,
  minutes: number,
  opts: OwnerOptions & { move?: boolean },
): Promise<ChangeResult> {
  const { repo, now, catalog } = resolve(opts);
  const crewId = booking.crewId ?? null;
  const window = { start: booking.windowStart, end: booking.windowEnd };
  return repo.apply({
    id: booking.id,
    actor: opts.actor,
    now,
    action: "length",
    refuse: (before) => (isOpenStatus(before.status) ? null : "not-open"),
    patch: { jobMinutes: minutes },
    plan:
      crewId === null || opts.move
        ? jobPlanAgain(catalog, booking.date, window, now, { minutes })
        : assignedPlan(catalog, booking, crewId, now, { yes: false, overridden: () => {}, minutes }),
    detail: (before) =>
      `${formatLength(minutes)}${before.jobMinutes ? ` (was ${formatLength(before.jobMinutes)})` : ""}`,
    withdrawReminders: false,
  });
}

/** Why a crew's step is refused, in words. */
export const STEP_REFUSALS = {
  "not-today": "This job is not today's: its steps are pressed on its day.",
  "not-open": "This job is closed: nothing more to press.",
  twice: "That was pressed already.",
  "checklist-left": "Tick every item of the checklist (or mark it not possible, with why) before Done.",
  "not-started": "Press Started first.",
  "payment-pending": "The customer's card payment is still under way: call the office before finishing.",
} as const;
export type StepRefusal = keyof typeof STEP_REFUSALS;

const notToday = (booking: StoredBooking, now: Date) => booking.date !== dateInZone(now);

/** "Started": once, on the job's day, for an open job. */
export async function startJob(
  booking: StoredBooking,
  person: Owner,
  opts: Omit<OwnerOptions, "actor">,
): Promise<{ kind: "changed"; booking: StoredBooking } | { kind: StepRefusal }> {
  const { repo, now } = resolve(opts);
  if (notToday(booking, now)) return { kind: "not-today" };
  const result = await repo.apply({
    id: booking.id,
    actor: actorOf(person),
    now,
    action: STARTED_ACTION,
    refuse: (before) => (!isOpenStatus(before.status) ? "not-open" : before.startedAt ? "duplicate" : null),
    patch: { startedAt: now.toISOString() },
    detail: () => null,
    withdrawReminders: false,
  });
  if (result.kind === "duplicate") return { kind: "twice" };
  if (result.kind === "changed") return result;
  return { kind: "not-open" };
}

/** Ticks a checklist item (or marks it not possible, with a reason), while the job is under way today. */
export async function tickItem(
  booking: StoredBooking,
  person: Owner,
  input: { key: string; state: "done" | "not-possible" | "clear"; reason?: string },
  opts: Pick<OwnerOptions, "now"> & { stores?: JobStores } = {},
): Promise<{ kind: "ticked" } | { kind: StepRefusal } | { kind: "invalid"; message: string }> {
  const now = opts.now ?? new Date();
  if (notToday(booking, now)) return { kind: "not-today" };
  if (booking.status === "completed" || !isOpenStatus(booking.status)) return { kind: "not-open" };
  if (!booking.startedAt) return { kind: "not-started" };
  const item = checklistOf(servicesOf(booking)).find((i) => i.key === input.key);
  if (!item) return { kind: "invalid", message: "That is not an item of this job's checklist." };
  const { jobs } = storesOf(opts);
  if (input.state === "clear") {
    await jobs.untick(booking.id, item.key);
    return { kind: "ticked" };
  }
  const reason = (input.reason ?? "").trim();
  if (input.state === "not-possible" && reason === "")
    return { kind: "invalid", message: `Say why “${item.label}” was not possible.` };
  if (reason.length > CHECKLIST_REASON_MAX)
    return { kind: "invalid", message: `Keep the reason under ${CHECKLIST_REASON_MAX} characters.` };
  await jobs.tick(
    booking.id,
    { key: item.key, state: input.state, reason: input.state === "not-possible" ? reason : null, by: actorOf(person) },
    now,
  );
  return { kind: "ticked" };
}

/**
 * "Done": on the job's day, once it was started and its checklist is through; the booking is completed (the review
 * request follows, as for the owner's "Mark completed") and the customer's job report is queued with it. With `ask`
 * (Done without any after photo, issue 55), nothing is written: `{ kind: "ask" }` once Done would go through, so the
 * question is asked only of a job that can be finished, and any refusal comes first.
 */
export async function finishJob(
  booking: StoredBooking,
  person: Owner,
  opts: Omit<OwnerOptions, "actor"> & {
    report: (after: StoredBooking, ticks: ChecklistTick[]) => OutboxMessage[];
    stores?: JobStores;
    ask?: boolean;
  },
): Promise<{ kind: "changed"; booking: StoredBooking } | { kind: StepRefusal } | { kind: "ask" }> {
  const r = resolve(opts);
  if (notToday(booking, r.now)) return { kind: "not-today" };
  if (booking.status === "completed") return { kind: "twice" };
  if (!isOpenStatus(booking.status)) return { kind: "not-open" };
  if (!booking.startedAt) return { kind: "not-started" };
  const ticks = await storesOf(opts).jobs.ticks(booking.id);
  if (itemsLeft(checklistOf(servicesOf(booking)), ticks).length > 0) return { kind: "checklist-left" };
  if (opts.ask) return booking.payment.status === "pending" ? { kind: "payment-pending" } : { kind: "ask" };
  // completed from requested or confirmed: the crew did the job, whether or not the office confirmed it first; never
  // while its payment is under way on Checkout (docs/decisions/0029)
  const result = await r.repo.apply({
    id: booking.id,
    actor: actorOf(person),
    now: r.now,
    action: "completed",
    refuse: (before) =>
      before.status === "completed"
        ? "duplicate"
        : !isOpenStatus(before.status)
          ? "not-open"
          : before.payment.status === "pending"
            ? "not-allowed"
            : null,
    patch: { status: "completed" },
    detail: (before) => `${before.status} → completed`,
    withdrawReminders: true,
    // the job report says what the "thank you" would, and more: the review request goes out as for the owner's
    messages: (after) => [
      ...bookingMessages("completed", after, { ...r.mail, now: r.now }).filter((m) => m.event === "review-request"),
      ...opts.report(after, ticks),
    ],
  });
  if (result.kind === "changed") return result;
  if (result.kind === "duplicate") return { kind: "twice" };
  return { kind: result.kind === "not-allowed" ? "payment-pending" : "not-open" };
}

/** The first names of a crew's people, for the customer ("Luis and Ana"). */
export function crewFirstNames(crew: Crew | null): string {
  const names = (crew?.members ?? []).map((m) => firstName(m.name)).filter((n): n is string => n !== null);
  if (names.length === 0) return "our crew";
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** When a step happened, in Dallas, for the job report. */
export const stepTime = (iso: string | null) => (iso ? formatLocalStamp(iso) : "—");
