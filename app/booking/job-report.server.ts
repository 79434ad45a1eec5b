/**
 * The customer's job report (docs/decisions/0039), on their booking page and in the e-mail Done sends: who did the
 * job, when they started and finished, the checklist as ticked and the after photos. Photos are reached only through
 * the booking page's secret token (`photoPath`), never by a guessable address. Server only.
 */
import { cityName } from "../content/city-list.ts";
import { checklistOf, type ChecklistTick, type JobReportView } from "../domain/job.ts";
import type { JobPhoto } from "../storage/photos.server.ts";
import type { Crew } from "../storage/crews.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import { renderEmail } from "../outbox/email-body.ts";
import { capitalized, crewFirstNames, servicesOf, stepTime } from "./jobs.server.ts";
import type { OutboxMessage, StoredBooking } from "./model.ts";
import { pagePath } from "./page-token.server.ts";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot.ts";
import { getEnv, paymentMode } from "../utils/env.server.ts";
import { formatCents } from "../domain/money.ts";
import { tipChoices } from "../domain/tips.ts";

/** A photo of a job as its customer reaches it: under their booking page's path. */
export const customerPhotoPath = (pagePath: string, photoId: number) => `${pagePath}/photos/${photoId}`;

/** A photo of a job as its staff reach it. */
export const staffPhotoPath = (reference: string, photoId: number) => `/admin/jobs/${reference}/photos/${photoId}`;

/** The checklist of `booking` with its ticks (and who ticked each: staff only), in the service's order. */
export function tickedChecklist(booking: Pick<StoredBooking, "lines">, ticks: readonly ChecklistTick[]) {
  return checklistOf(servicesOf(booking)).map((item) => {
    const tick = ticks.find((t) => t.key === item.key);
    return {
      key: item.key,
      label: item.label,
      state: tick?.state ?? null,
      reason: tick?.reason ?? null,
      by: tick?.by ?? null,
    };
  });
}

/** A job's photos as its staff see them: each under the job page's path. */
export const staffPhotos = (reference: string, photos: readonly JobPhoto[]) =>
  photos.flatMap((p) =>
    p.phase === "customer"
      ? []
      : [{ id: p.id, phase: p.phase, path: staffPhotoPath(reference, p.id), width: p.width, height: p.height }],
  );

/** The customer's photos of their job (issue 48), as staff open them. */
export const staffCustomerPhotos = (reference: string, photos: readonly JobPhoto[]) =>
  photos.flatMap((p) =>
    p.phase === "customer"
      ? [{ id: p.id, path: staffPhotoPath(reference, p.id), width: p.width, height: p.height }]
      : [],
  );

/** The after photos a customer is shown, in the order taken. */
export const afterPhotos = (photos: readonly JobPhoto[]) => photos.filter((p) => p.phase === "after");

/**
 * The report of a job a crew finished (completed after "Started"), or null: a job not done, or completed by the
 * owner without the crew's steps, has none.
 */
export async function jobReportView(booking: StoredBooking, pagePath: string): Promise<JobReportView | null> {
  if (booking.status !== "completed" || !booking.startedAt) return null;
  const { jobs, crews, photos, bookings } = getStorage();
  const [ticks, crewList, stored, history] = await Promise.all([
    jobs.ticks(booking.id),
    crews.list(),
    photos.list(booking.id),
    bookings.history(booking.id),
  ]);
  const crew: Crew | null = crewList.find((c) => c.id === booking.crewId) ?? null;
  const finishedAt = history.findLast((h) => h.action === "completed")?.at ?? null;
  return {
    crew: crewFirstNames(crew),
    started: stepTime(booking.startedAt),
    finished: stepTime(finishedAt),
    // what the customer reads: neither the item's key nor who ticked it
    checklist: tickedChecklist(booking, ticks).map(({ label, state, reason }) => ({ label, state, reason })),
    photos: afterPhotos(stored).map((p) => ({
      id: p.id,
      path: customerPhotoPath(pagePath, p.id),
      width: p.width,
      height: p.height,
    })),
  };
}

/**
 * The job report that Done queues (`finishJob`'s `report`), for `booking` finished on `now`: its crew, its after photos
 * and its page under the page-token slot, which the outbox worker fills in as it sends (docs/decisions/0031); and how
 * many after photos it has (Done without any asks first, issue 55).
 */
export async function reportOnDone(booking: StoredBooking, now: Date) {
  const { crews, photos } = getStorage();
  const [crewList, stored] = await Promise.all([crews.list(), photos.list(booking.id)]);
  const crew = crewList.find((c) => c.id === booking.crewId) ?? null;
  const page = pagePath(PAGE_TOKEN_SLOT);
  const siteUrl = getEnv().SITE_URL;
  const afterPhotoUrls = afterPhotos(stored).map((p) => `${siteUrl}${customerPhotoPath(page, p.id)}`);
  // a tip is offered with card payments on (issue 48)
  const tips = paymentMode() === "checkout";
  return {
    afterPhotos: afterPhotoUrls.length,
    report: (after: StoredBooking, ticks: readonly ChecklistTick[]) => [
      jobReport(after, ticks, { crew, afterPhotoUrls, pageUrl: `${siteUrl}${page}`, now, tips }),
    ],
  };
}

/**
 * The customer's job report (once: its key is the booking's): what was done, the checklist as ticked, the after
 * photos (each linked under the booking page's token, and shown on that page), the crew's first names, when they started and finished.
 * Without after photos it names none: no row of them, and its link is to the page, not "with the photos" (issue 55).
 */
export function jobReport(
  booking: StoredBooking,
  ticks: readonly ChecklistTick[],
  ctx: { crew: Crew | null; afterPhotoUrls: readonly string[]; pageUrl: string; now: Date; tips?: boolean },
): OutboxMessage {
  const checklist = tickedChecklist(booking, ticks)
    .map((item) =>
      item.state === "not-possible" ? `✗ ${item.label} (not possible: ${item.reason})` : `✓ ${item.label}`,
    )
    .join("\n");
  const what = booking.quote.lines
    .map((line) =>
      [`${line.serviceTitle}: ${line.tierLabel}`, ...line.addons.map((a) => `  + ${a.label} × ${a.quantity}`)].join(
        "\n",
      ),
    )
    .join("\n");
  const subject = `Your job report: ${booking.reference}`;
  const photos = ctx.afterPhotoUrls.length > 0;
  const body = renderEmail(subject, {
    intro: [
      `${capitalized(crewFirstNames(ctx.crew))} finished your job, ${booking.name}. Here is what was done; you can forward this e-mail (to a landlord, say).`,
    ],
    details: [
      ["Reference", booking.reference],
      ["Address", `${booking.address}, ${cityName(booking.city)} ${booking.zip}`],
      ["What was booked", what],
      ["Crew", crewFirstNames(ctx.crew)],
      ["Started", stepTime(booking.startedAt ?? null)],
      ["Finished", stepTime(ctx.now.toISOString())],
      ["Checklist", checklist],
      // only with after photos: the report never promises photos it does not have (issue 55)
      ...(photos ? [["After photos", ctx.afterPhotoUrls.join("\n")] as [string, string]] : []),
      // each choice opens the page's tip form with it chosen (issue 48); the tip is given there, by card
      ...(ctx.tips
        ? [
            [
              `A tip for ${crewFirstNames(ctx.crew)}`,
              [
                ...tipChoices(booking.totalCents).map(
                  (c) => `${c.percent}% (${formatCents(c.amountCents)}): ${ctx.pageUrl}?tip=${c.percent}#tip`,
                ),
                `Another amount: ${ctx.pageUrl}?tip=other#tip`,
              ].join("\n"),
            ] as [string, string],
          ]
        : []),
    ],
    link: { label: photos ? "Your booking's page, with the photos" : "Your booking's page", url: ctx.pageUrl },
  });
  return {
    key: `${booking.reference}.job-report.customer`,
    event: "job-report",
    audience: "customer",
    to: booking.email,
    toName: booking.name,
    subject,
    ...body,
    ics: null,
    dueAt: ctx.now.toISOString(),
  };
}
