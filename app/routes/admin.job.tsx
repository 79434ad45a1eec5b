/**
 * /admin/jobs/:reference (docs/decisions/0039): one job as its crew does it, on a phone, without JavaScript. Staff who
 * may see the job only (an owner, or a member of its crew; anyone else 403). Each step is one press, recorded in the
 * booking's history with who and when, refused twice and refused on a job that is not today's:
 *
 * - `intent=on-my-way` with `minutes` (15, 30, 45 or 60), on the job's day: first answered with a question ("Text Ana
 *   that you are on your way?"); with `confirm=yes` the customer is told (texts and e-mail, as the owner's).
 * - `intent=start`: Started.
 * - `intent=tick` with `key` and `state` (`done`, `not-possible` with `reason`, or `clear`): a checklist item.
 * - `intent=done`: Done, once every item is ticked or not possible; the booking is completed and the customer gets
 *   the job report. Without any After photo it first asks ("Finish without after photos?", issue 55), as On my way
 *   does; with `confirm=yes` it completes.
 * - `intent=delete-photo` with `photo` (its id): a photo of the job deleted, until Done has sent the job report (409).
 * - `intent=collected` with `method` (card, cash or check): the amount left to collect, taken by the crew, recorded
 *   as a payment (the owner's `recordPayment`: the history says who and when, the booking page shows it).
 * - `intent=photos` (multipart) with `phase` (before or after) and `photos` (several files), on the job's day while
 *   it is open: see app/photos. The photos are served by /admin/jobs/:reference/photos/:id (admin.job-photo.ts).
 */
import { data, Link } from "react-router";
import { JobFacts } from "~/components/sections/admin/job-facts";
import { type JobAnswer, JobPhotosCard } from "~/components/sections/admin/job-photos";
import { CustomerPhotos } from "~/components/sections/admin/customer-photos";
import { CollectForm, JobChecklistCard, JobStepsCard } from "~/components/sections/admin/job-steps";
import { AdminCard, Notice, StatusBadge, wholeTimes } from "~/components/sections/admin/ui";
import { bookingOptionsFrom } from "~/booking/http.server";
import {
  actorOf,
  canSeeJob,
  finishJob,
  JOB_OUT_OF_REACH,
  startJob,
  STEP_REFUSALS,
  tickItem,
} from "~/booking/jobs.server";
import { reportOnDone } from "~/booking/job-report.server";
import { jobPageView } from "~/booking/job-views.server";
import type { StoredBooking } from "~/booking/model";
import { addJobPhotos } from "~/photos/add-photos.server";
import { deleteJobPhoto } from "~/photos/photos.server";
import { tellOnMyWay } from "~/booking/service.server";
import { isOnMyWayMinutes } from "~/domain/booking/changes";
import { dateInZone, formatDateLong } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { COLLECT_METHODS, firstName, jobCardOf } from "~/domain/job";
import { formatCents } from "~/domain/money";
import { recordPayment } from "~/booking/payments.server";
import { assertSameOrigin, requireStaff } from "~/owner/auth.server";
import type { Owner } from "~/storage/owners.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { readFormBody } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.job";

/**
 * The job of `reference` when `person` may see it on `now`; else 404 (no such booking) or 403 (another crew's, or
 * outside a crew member's days: `canSeeJob`).
 */
async function jobFor(person: Owner, reference: string, now: Date): Promise<StoredBooking> {
  const booking = await getStorage().bookings.findByReference(reference);
  if (!booking) throw data("No such job.", { status: 404 });
  if (!canSeeJob(person, booking, now)) throw data(JOB_OUT_OF_REACH, { status: 403 });
  return booking;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const person = await requireStaff(request);
  const now = new Date();
  return jobPageView(await jobFor(person, params.reference, now), person, now);
}

type Answer = JobAnswer & {
  /** On my way, pressed once: the question asked before the customer is texted. */
  confirm?: { minutes: number; question: string };
  /** Done without any After photo, pressed once: the question asked before the report goes without photos. */
  finish?: { question: string };
};
const refused = (error: string, status = 409) => data<Answer>({ ok: null, error }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const person = await requireStaff(request);
  const now = new Date();
  const booking = await jobFor(person, params.reference, now);
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    const { status, headers, ...answer } = await addJobPhotos(request, booking, actorOf(person), now);
    return data<Answer>(answer, { status, headers });
  }
  const form = await readFormBody(request).catch(() => null);
  if (!form) return refused("The form could not be read. Please try again.", 400);
  const options = bookingOptionsFrom(context);
  const today = booking.date === dateInZone(now);
  switch (form.get("intent")) {
    case "on-my-way": {
      const minutes = Number(form.get("minutes"));
      if (!isOnMyWayMinutes(minutes)) return refused("Choose 15, 30, 45 or 60 minutes.", 400);
      if (!today) return refused(STEP_REFUSALS["not-today"]);
      // a text cannot be taken back: the first press asks (a page of its own without JavaScript), `confirm=yes` sends
      if (form.get("confirm") !== "yes") {
        const name = firstName(booking.name) ?? "the customer";
        return {
          ok: null,
          error: null,
          confirm: { minutes, question: `Text ${name} that you are on your way?` },
        } satisfies Answer;
      }
      const result = await tellOnMyWay(booking, minutes, { ...options, actor: actorOf(person), now });
      if (result.kind === "changed")
        return { ok: `The customer is told you arrive in about ${minutes} minutes.`, error: null };
      return refused(result.kind === "too-many-changes" ? STEP_REFUSALS.twice : STEP_REFUSALS["not-open"]);
    }
    case "start": {
      const result = await startJob(booking, person, { ...options, now });
      return result.kind === "changed" ? { ok: "Started.", error: null } : refused(STEP_REFUSALS[result.kind]);
    }
    case "tick": {
      const state = form.get("state");
      if (state !== "done" && state !== "not-possible" && state !== "clear") return refused("Unknown choice.", 400);
      const result = await tickItem(
        booking,
        person,
        { key: form.get("key") ?? "", state, reason: form.get("reason") ?? "" },
        { now },
      );
      if (result.kind === "ticked") return { ok: null, error: null };
      if (result.kind === "invalid") return refused(result.message, 400);
      return refused(STEP_REFUSALS[result.kind]);
    }
    case "done": {
      const { report, afterPhotos } = await reportOnDone(booking, now);
      // a report without photos cannot be given them later: without any After photo the first press asks (a page of
      // its own without JavaScript, as On my way), `confirm=yes` finishes; a refusal comes before the question
      const ask = afterPhotos === 0 && form.get("confirm") !== "yes";
      const result = await finishJob(booking, person, { ...options, now, report, ask });
      if (result.kind === "ask")
        return {
          ok: null,
          error: null,
          finish: { question: "Finish without after photos? The customer's report will have none." },
        } satisfies Answer;
      return result.kind === "changed"
        ? { ok: "Done. The customer gets the job report.", error: null }
        : refused(STEP_REFUSALS[result.kind]);
    }
    case "delete-photo": {
      // photos belong to who took them (issue 56): a crew deletes its before and after photos while the job is open;
      // the customer's are theirs and the owner's to delete; recorded in the booking's history
      const deleted = await deleteJobPhoto(
        booking,
        Number(form.get("photo")),
        person.role === "owner" ? "owner" : "crew",
        actorOf(person),
        now,
      );
      return deleted.ok ? { ok: "Photo deleted.", error: null } : refused(deleted.error, deleted.status);
    }
    case "collected": {
      const method = form.get("method") ?? "";
      if (!(COLLECT_METHODS as readonly string[]).includes(method)) return refused("Choose card, cash or check.", 400);
      const owed = jobCardOf(booking).collect;
      if (typeof owed !== "number") return refused("Nothing is left to collect on this job.");
      const result = await recordPayment(booking, owed, method, {
        ...options,
        now,
        actor: actorOf(person),
        whole: true,
      });
      return result.kind === "changed"
        ? { ok: `Collected ${formatCents(owed)} by ${method}.`, error: null }
        : refused("Nothing is left to collect on this job: it was recorded already.");
    }
    default:
      return refused("Unknown action.", 400);
  }
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: brandTitle(`Job ${params.reference}`) }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, badge, step, checklist, today, crewName, photos, photosOff, canAddPhotos, canDeletePhotos } = loaderData;
  const { customerPhotos, planned } = loaderData;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  const finish = actionData && "finish" in actionData ? actionData.finish : undefined;
  const refusals = actionData && "refusals" in actionData ? actionData.refusals : undefined;
  return (
    <div className="mt-6 space-y-4">
      <p>
        <Link to={`/admin/today?date=${job.date}`} className="font-semibold text-navy-900 underline">
          Back to the day
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-navy-900">{job.reference}</h1>
        <StatusBadge status={badge} />
      </div>
      <p className="text-navy-900">
        {formatDateLong(job.date)}, {wholeTimes(formatWindow(job.windowStart, job.windowEnd))}
        {/* the crew's plan beside the customer's window (issue 55); nothing while planning is off */}
        {planned ? (
          <>
            {" · "}
            <span className="whitespace-nowrap">planned {wholeTimes(planned)}</span>
          </>
        ) : null}
        {crewName ? ` · ${crewName}` : " · no crew yet"}
      </p>
      {actionData?.ok ? <Notice>{actionData.ok}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}

      <AdminCard title="Where and who" id="where-title">
        <JobFacts job={job} />
        {typeof job.collect === "number" ? <CollectForm cents={job.collect} /> : null}
        {customerPhotos.length > 0 ? <CustomerPhotos photos={customerPhotos} /> : null}
      </AdminCard>
      <JobStepsCard step={step} today={today} startedAt={job.startedAt} confirm={confirm} />
      <JobPhotosCard
        photos={photos}
        refusals={refusals}
        canDelete={canDeletePhotos}
        canAdd={canAddPhotos}
        off={photosOff}
        phase={step === "checklist" || step === "done" ? "after" : "before"}
      />
      <JobChecklistCard step={step} checklist={checklist} finish={finish} />
    </div>
  );
}
