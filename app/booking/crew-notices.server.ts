/**
 * Telling a crew a job is theirs (docs/decisions/0039; issue 56): the e-mails (and texts, to those who gave a number)
 * that say a job of today or tomorrow (Dallas) became a crew's, or no longer is. The owner's choice of crew sends them
 * with the change (jobs.server.ts); a job the planner gives a crew (a new booking, a move, a crew's week changed) is
 * found by `noticePlannedJobs`, every half minute, and its crew told once: a notice of that job, crew and date already
 * queued (by either) is not queued again, and a notice still waiting when the job goes to another crew or date is
 * withdrawn (app/storage/plans.server.ts). Server only.
 */
import { cityName } from "../content/city-list.ts";
import { site } from "../content/site.ts";
import { addDays, dateInZone, formatDateLong } from "../domain/booking/dates.ts";
import { formatWindow } from "../domain/booking/windows.ts";
import { renderEmail } from "../outbox/email-body.ts";
import type { Crew } from "../storage/crews.server.ts";
import { enqueueMessages } from "../storage/outbox.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import type { OutboxMessage, StoredBooking } from "./model.ts";
import { inGsm7 } from "./sms.server.ts";

/**
 * The key every "assigned" notice of a job, crew and date starts with: what tells a crew told of it already. Two
 * notices of one job for one crew and date are never queued (`noticePlannedJobs` looks for it first).
 */
export const assignedKeyOf = (booking: Pick<StoredBooking, "reference" | "date">, crewId: number) =>
  `${booking.reference}.assigned.crew-${crewId}.${booking.date}`;

/** The e-mails (and texts, to those who gave a number) that tell a crew a job is theirs, or no longer. */
export function crewNotices(
  booking: StoredBooking,
  crew: Crew,
  event: "assigned" | "unassigned",
  ctx: { siteUrl: string; now: Date; changeId: string },
): OutboxMessage[] {
  const when = `${formatDateLong(booking.date)}, ${formatWindow(booking.windowStart, booking.windowEnd)}`;
  const subject =
    event === "assigned"
      ? `New job for ${crew.name}: ${booking.reference}, ${when}`
      : `Job ${booking.reference} (${when}) is no longer ${crew.name}'s`;
  const intro =
    event === "assigned"
      ? [`${booking.reference} is now ${crew.name}'s job: ${when}, ${booking.address}, ${cityName(booking.city)}.`]
      : [`${booking.reference} (${when}) was taken off ${crew.name}. You do not need to go.`];
  const body = renderEmail(subject, {
    intro,
    details: [],
    link: { label: "Your day", url: `${ctx.siteUrl}/admin/today?date=${booking.date}` },
  });
  const base =
    event === "assigned"
      ? `${assignedKeyOf(booking, crew.id)}.${ctx.changeId}`
      : `${booking.reference}.${event}.${ctx.changeId}`;
  return crew.members
    .filter((m) => !m.disabled)
    .flatMap((member) => {
      const email: OutboxMessage = {
        key: `${base}.${member.id}.owner`,
        event,
        audience: "owner",
        to: member.email,
        toName: member.name,
        subject,
        ...body,
        ics: null,
        dueAt: ctx.now.toISOString(),
      };
      const text: OutboxMessage[] = member.phone
        ? [
            {
              ...email,
              key: `${email.key}.sms`,
              channel: "sms",
              to: member.phone,
              subject: "",
              text: inGsm7(`${site.shortBrand}: ${intro.join(" ")} ${ctx.siteUrl}/admin/today?date=${booking.date}`),
              html: "",
            },
          ]
        : [];
      return [email, ...text];
    });
}

/**
 * Tells each crew of its jobs of today and tomorrow (Dallas) that the planner gave it and nobody told it of (issue
 * 56): open jobs holding their place (not a hold still waiting for its payment), with a crew, no "assigned" notice of
 * that job, crew and date queued yet (withdrawn ones aside). Each crew's notices and the check are one transaction per
 * job, under the job's notice lock: two instances never tell twice. How many jobs were told.
 */
export async function noticePlannedJobs(storage: Storage, siteUrl: string, now: Date): Promise<number> {
  const today = dateInZone(now);
  const dates = [today, addDays(today, 1)];
  const jobs = await storage.plans.untoldJobs(dates, now);
  if (jobs.length === 0) return 0;
  const crews = new Map((await storage.crews.list()).map((crew) => [crew.id, crew]));
  let told = 0;
  for (const job of jobs) {
    const crew = crews.get(job.crewId);
    const booking = await storage.bookings.findByReference(job.reference);
    if (!crew || !booking || booking.crewId !== crew.id) continue;
    const messages = crewNotices(booking, crew, "assigned", { siteUrl, now, changeId: "planned" });
    const queued = await storage.db.transaction(async (db) => {
      await db.lock(`crew-notice:${booking.id}`);
      if (await storage.plans.toldOf(assignedKeyOf(booking, crew.id), db)) return false;
      await enqueueMessages(db, booking.id, messages, now);
      return true;
    });
    if (queued) told++;
  }
  return told;
}
