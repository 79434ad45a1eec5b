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
 *   the job report.
 * - `intent=delete-photo` with `photo` (its id): a photo of the job deleted, until Done has sent the job report (409).
 * - `intent=collected` with `method` (card, cash or check): the amount left to collect, taken by the crew, recorded
 *   as a payment (the owner's `recordPayment`: the history says who and when, the booking page shows it).
 * - `intent=photos` (multipart) with `phase` (before or after) and `photos` (several files), on the job's day while
 *   it is open: see app/photos. The photos are served by /admin/jobs/:reference/photos/:id (admin.job-photo.ts).
 */
import { useEffect, useRef } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import { JobFacts } from "~/components/sections/admin/job-facts";
import { AdminCard, adminInput, Notice, StatusBadge, wholeTimes } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { bookingOptionsFrom } from "~/booking/http.server";
import {
  actorOf,
  canSeeJob,
  finishJob,
  JOB_OUT_OF_REACH,
  servicesOf,
  startJob,
  STEP_REFUSALS,
  tickItem,
} from "~/booking/jobs.server";
import { afterPhotos, customerPhotoPath, jobReport, staffPhotoPath } from "~/booking/job-report.server";
import type { StoredBooking } from "~/booking/model";
import { deletePhoto, forgetStaged, keepPhotos, type ProcessedUpload, stagePhoto } from "~/photos/photos.server";
import { processPhoto } from "~/photos/process.server";
import { getPhotoStore, PHOTOS_OFF_MESSAGE } from "~/photos/store.server";
import { eachPhotoUpload } from "~/photos/upload.server";
import { UPLOAD_BUSY_MESSAGE, UPLOAD_RETRY_AFTER_SECONDS, uploadSlots } from "~/photos/upload-slots.server";
import { PHOTO_PHASES, PHOTOS_FULL_MESSAGE, PHOTOS_PER_JOB, type PhotoPhase } from "~/domain/photos";
import { isOpenStatus } from "~/domain/booking/changes";
import { pagePath } from "~/booking/page-token.server";
import { PAGE_TOKEN_SLOT } from "~/storage/page-token-slot";
import { ON_MY_WAY_ACTION, tellOnMyWay } from "~/booking/service.server";
import { findCityRef } from "~/content/city-list";
import { isOnMyWayMinutes, ON_MY_WAY_MINUTES } from "~/domain/booking/changes";
import { dateInZone, formatDateLong, formatLocalStamp } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import { checklistOf, COLLECT_METHODS, firstName, itemsLeft, jobBadge, jobCardOf, nextStep } from "~/domain/job";
import { formatCents } from "~/domain/money";
import { recordPayment } from "~/booking/payments.server";
import { assertSameOrigin, requireStaff } from "~/owner/auth.server";
import type { Owner } from "~/storage/owners.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import { getEnv } from "~/utils/env.server";
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
  const booking = await jobFor(person, params.reference, now);
  const { jobs, crews } = getStorage();
  const [ticks, onMyWay, crewList, photos] = await Promise.all([
    jobs.ticks(booking.id),
    jobs.onMyWay([booking.id], ON_MY_WAY_ACTION),
    crews.list(),
    getStorage().photos.list(booking.id),
  ]);
  const today = booking.date === dateInZone(now);
  const items = checklistOf(servicesOf(booking));
  const card = jobCardOf({ ...booking, city: findCityRef(booking.city)?.name ?? booking.city });
  return {
    role: person.role,
    job: card,
    crewName: crewList.find((c) => c.id === booking.crewId)?.name ?? null,
    today,
    photosOff: getPhotoStore() === null ? PHOTOS_OFF_MESSAGE : null,
    canAddPhotos: today && isOpenStatus(booking.status),
    canDeletePhotos: isOpenStatus(booking.status),
    photos: photos.map((p) => ({
      id: p.id,
      phase: p.phase,
      path: staffPhotoPath(booking.reference, p.id),
      width: p.width,
      height: p.height,
    })),
    badge: jobBadge({ status: booking.status, onMyWay: onMyWay.has(booking.id), startedAt: booking.startedAt ?? null }),
    step: nextStep({
      status: booking.status,
      onMyWay: onMyWay.has(booking.id),
      startedAt: booking.startedAt ?? null,
      left: itemsLeft(items, ticks).length,
    }),
    checklist: items.map((item) => {
      const tick = ticks.find((t) => t.key === item.key);
      return { key: item.key, label: item.label, state: tick?.state ?? null, reason: tick?.reason ?? null };
    }),
  };
}

type Answer = {
  ok: string | null;
  error: string | null;
  refusals?: { name: string; message: string }[];
  /** On my way, pressed once: the question asked before the customer is texted. */
  confirm?: { minutes: number; question: string };
};
const refused = (error: string, status = 409) => data<Answer>({ ok: null, error }, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const person = await requireStaff(request);
  const now = new Date();
  const booking = await jobFor(person, params.reference, now);
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? ""))
    return addPhotos(request, person, booking, now);
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
      const { crews } = getStorage();
      const crew = (await crews.list()).find((c) => c.id === booking.crewId) ?? null;
      // the report keeps the page-token slot; the outbox worker writes the link in as it sends (docs/decisions/0031)
      const page = pagePath(PAGE_TOKEN_SLOT);
      const siteUrl = getEnv().SITE_URL;
      const afterPhotoUrls = afterPhotos(await getStorage().photos.list(booking.id)).map(
        (p) => `${siteUrl}${customerPhotoPath(page, p.id)}`,
      );
      const result = await finishJob(booking, person, {
        ...options,
        now,
        report: (after, ticks) => [
          jobReport(after, ticks, { crew, afterPhotoUrls, pageUrl: `${siteUrl}${page}`, now }),
        ],
      });
      return result.kind === "changed"
        ? { ok: "Done. The customer gets the job report.", error: null }
        : refused(STEP_REFUSALS[result.kind]);
    }
    case "delete-photo": {
      const id = Number(form.get("photo"));
      if (!Number.isSafeInteger(id) || id < 1) return refused("Say which photo to delete.", 400);
      // the job report has gone with Done: the photos stay as the customer got them
      if (!isOpenStatus(booking.status)) return refused("This job is closed: its photos can no longer change.");
      return (await deletePhoto(booking.id, id))
        ? { ok: "Photo deleted.", error: null }
        : refused("No such photo on this job.", 404);
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

/**
 * `intent=photos`: the crew's photos of a job, on its day while it is open (Done sends the report with the after
 * photos). The job, the day, its status and the photos left are checked before a byte of the body is read; then,
 * in one of the instance's two upload slots (else 503 with Retry-After), each file is checked and re-encoded as it
 * arrives, one at a time; a file over 15 MB or past the photos left stops the reading (413) and nothing is kept.
 * Each file is then kept or refused on its own, with words for the crew; none kept: 400 (issue 44; README "Crews").
 */
async function addPhotos(request: Request, person: Owner, booking: StoredBooking, now: Date) {
  if (booking.date !== dateInZone(now)) return refused("Photos are added on the job's day.");
  if (!isOpenStatus(booking.status)) return refused("This job is closed: its photos can no longer change.");
  if (getPhotoStore() === null) return refused(PHOTOS_OFF_MESSAGE);
  const left = PHOTOS_PER_JOB - (await getStorage().photos.count(booking.id));
  if (left <= 0) return refused(PHOTOS_FULL_MESSAGE);
  const release = await uploadSlots.acquire();
  if (!release)
    return data<Answer>(
      { ok: null, error: UPLOAD_BUSY_MESSAGE },
      { status: 503, headers: { "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS) } },
    );
  // each file is written as soon as it is re-encoded (no photo held in memory), its row kept once all is read;
  // the files of an upload refused or failed meanwhile are deleted (issue 44; README, Crews)
  const processed: ProcessedUpload[] = [];
  let handedOver = false;
  try {
    let formOk = true;
    const upload = await eachPhotoUpload(request, {
      maxFiles: left,
      onFile: async (file, fields) => {
        // the form sends its intent and phase before its files: a file without them is not worked on
        formOk &&= fields.intent === "photos" && PHOTO_PHASES.includes(fields.phase as PhotoPhase);
        if (formOk)
          processed.push(await stagePhoto(booking.id, { name: file.name, photo: await processPhoto(file.bytes) }));
      },
    });
    if (!upload.ok) return refused(upload.message, upload.status);
    if (upload.fields.intent !== "photos") return refused("Unknown action.", 400);
    const phase = upload.fields.phase as PhotoPhase;
    if (!formOk || !PHOTO_PHASES.includes(phase))
      return refused("Say whether the photos are from before or after the work.", 400);
    if (processed.length === 0) return refused("Choose or take at least one photo.", 400);
    handedOver = true; // keepPhotos deletes the file of each photo it does not keep
    const results = await keepPhotos(booking.id, phase, processed, actorOf(person));
    const kept = results.filter((r) => r.ok).length;
    const refusals = results.flatMap((r) => (r.ok ? [] : [{ name: r.name, message: r.message }]));
    if (kept === 0) return data<Answer>({ ok: null, error: "No photo was added.", refusals }, { status: 400 });
    return { ok: `${kept} ${phase} photo${kept === 1 ? "" : "s"} added.`, error: null, refusals };
  } finally {
    if (!handedOver) await forgetStaged(processed);
    release();
  }
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: brandTitle(`Job ${params.reference}`) }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, badge, step, checklist, today, crewName, photos, photosOff, canAddPhotos, canDeletePhotos } = loaderData;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : undefined;
  const underWay = step === "checklist" || step === "done";
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
        {crewName ? ` · ${crewName}` : " · no crew yet"}
      </p>
      {actionData?.ok ? <Notice>{actionData.ok}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}

      <AdminCard title="Where and who" id="where-title">
        <JobFacts job={job} />
        {typeof job.collect === "number" ? (
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="intent" value="collected" />
            <fieldset>
              <legend className="text-sm font-semibold text-navy-900">Collected {formatCents(job.collect)} by</legend>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
                {COLLECT_METHODS.map((method) => (
                  <label key={method} className="flex min-h-11 items-center gap-2 text-navy-900">
                    <input type="radio" name="method" value={method} required />
                    {method}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" variant="outline">
              Record {formatCents(job.collect)} collected
            </Button>
          </Form>
        ) : null}
      </AdminCard>

      <AdminCard title="Steps" id="steps-title">
        {!today && step !== "finished" ? (
          <p className="text-navy-900">The steps are pressed on the job's day.</p>
        ) : step === "finished" ? (
          <p className="text-navy-900">Done{job.startedAt ? ` (started ${formatLocalStamp(job.startedAt)})` : ""}.</p>
        ) : (
          <div className="space-y-3">
            {step === "on-my-way" && confirm ? (
              <Form method="post" className="space-y-2 rounded-md border border-border p-3">
                <input type="hidden" name="intent" value="on-my-way" />
                <input type="hidden" name="minutes" value={confirm.minutes} />
                <input type="hidden" name="confirm" value="yes" />
                <p className="font-semibold text-navy-900">{confirm.question}</p>
                <p className="text-sm text-navy-900">They are told you arrive in about {confirm.minutes} minutes.</p>
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit">Yes, text them</Button>
                  <Link to="." className="font-semibold text-navy-900 underline">
                    Not yet
                  </Link>
                </div>
              </Form>
            ) : step === "on-my-way" ? (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="on-my-way" />
                <div>
                  <label htmlFor="minutes" className="block text-sm font-semibold text-navy-900">
                    Arriving in
                  </label>
                  <select id="minutes" name="minutes" defaultValue="30" className={adminInput}>
                    {ON_MY_WAY_MINUTES.map((m) => (
                      <option key={m} value={m}>
                        {m} minutes
                      </option>
                    ))}
                  </select>
                </div>
                <Button type="submit">On my way</Button>
              </Form>
            ) : null}
            {step === "on-my-way" || step === "started" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="start" />
                <Button type="submit" variant={step === "started" ? "default" : "outline"}>
                  Started
                </Button>
              </Form>
            ) : null}
            {underWay ? (
              <p className="text-navy-900">
                Started{job.startedAt ? ` ${formatLocalStamp(job.startedAt)}` : ""}. Go through the checklist, then
                press Done at its end.
              </p>
            ) : null}
          </div>
        )}
      </AdminCard>

      <AdminCard title="Photos" id="photos-title">
        {refusals?.length ? (
          <Notice tone="error">
            <ul className="list-disc pl-5">
              {refusals.map((r, i) => (
                <li key={i} className="wrap-anywhere">
                  {r.name}: {r.message}
                </li>
              ))}
            </ul>
          </Notice>
        ) : null}
        {PHOTO_PHASES.map((phase) => {
          const shown = photos.filter((p) => p.phase === phase);
          return (
            <div key={phase} className="mt-3">
              <h3 className="font-semibold text-navy-900">{phase === "before" ? "Before" : "After"}</h3>
              {shown.length === 0 ? (
                <p className="text-sm text-muted-foreground">None yet.</p>
              ) : (
                <ul
                  className="mt-2 grid grid-cols-3 gap-2"
                  aria-label={`${phase === "before" ? "Before" : "After"} photos`}
                >
                  {shown.map((p, i) => (
                    <li key={p.id} className="space-y-1">
                      <a href={p.path}>
                        <img
                          src={p.path}
                          width={p.width}
                          height={p.height}
                          loading="lazy"
                          alt={`${phase === "before" ? "Before" : "After"} photo ${i + 1}`}
                          className="aspect-square h-auto w-full rounded-md object-cover"
                        />
                      </a>
                      {canDeletePhotos ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete-photo" />
                          <input type="hidden" name="photo" value={p.id} />
                          <button
                            type="submit"
                            className="min-h-11 w-full rounded-md text-sm font-semibold text-navy-900 underline focus-visible:outline-2 focus-visible:outline-offset-2"
                            aria-label={`Delete ${phase} photo ${i + 1}`}
                          >
                            Delete
                          </button>
                        </Form>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
        {photosOff ? (
          <p className="mt-3 text-sm text-navy-900">{photosOff}</p>
        ) : canAddPhotos && photos.length < PHOTOS_PER_JOB ? (
          <PhotoForm left={PHOTOS_PER_JOB - photos.length} phase={underWay ? "after" : "before"} />
        ) : null}
      </AdminCard>

      <AdminCard title="Checklist" id="checklist-title">
        <ol className="space-y-3" data-testid="checklist">
          {checklist.map((item) => (
            <li key={item.key} className="rounded-md border border-border p-3">
              <p className="font-semibold text-navy-900">
                {item.state === "done" ? "✓ " : item.state === "not-possible" ? "✗ " : ""}
                {item.label}
              </p>
              {item.state === "not-possible" ? (
                <p className="text-sm text-navy-900 wrap-anywhere">Not possible: {item.reason}</p>
              ) : null}
              {underWay ? (
                item.state === null ? (
                  <div className="mt-2 space-y-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="tick" />
                      <input type="hidden" name="key" value={item.key} />
                      <input type="hidden" name="state" value="done" />
                      <Button type="submit" variant="outline" aria-label={`Checked: ${item.label}`}>
                        ✓ Checked
                      </Button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="tick" />
                      <input type="hidden" name="key" value={item.key} />
                      <input type="hidden" name="state" value="not-possible" />
                      <div className="min-w-0 flex-1">
                        <label htmlFor={`reason-${item.key}`} className="block text-sm font-semibold text-navy-900">
                          Why not possible ({item.label})
                        </label>
                        <input id={`reason-${item.key}`} name="reason" maxLength={300} className={adminInput} />
                      </div>
                      <Button type="submit" variant="outline" aria-label={`Not possible: ${item.label}`}>
                        Not possible
                      </Button>
                    </Form>
                  </div>
                ) : (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="tick" />
                    <input type="hidden" name="key" value={item.key} />
                    <input type="hidden" name="state" value="clear" />
                    <Button type="submit" variant="outline" aria-label={`Undo: ${item.label}`}>
                      Undo
                    </Button>
                  </Form>
                )
              ) : null}
            </li>
          ))}
        </ol>
        {underWay ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="done" />
            <Button type="submit" disabled={step !== "done"} aria-describedby="done-help">
              Done
            </Button>
            <p id="done-help" className="mt-1 text-sm text-muted-foreground">
              {step === "done"
                ? "Every item is through: Done completes the job and sends the customer the report."
                : "Go through the checklist first: tick each item, or say why it was not possible."}
            </p>
          </Form>
        ) : null}
      </AdminCard>
    </div>
  );
}

/**
 * The photos' form: the phase, a large "Choose or take photos" button (a label for a visually hidden file input: the
 * phone offers its camera and its gallery, no `capture` forcing the camera), then "Add photos". With JavaScript it
 * posts through a fetcher and empties itself once the answer is in (issue 44: one more tap must not send the same
 * files again); without, the page that answers the post is a new page with an empty field.
 */
function PhotoForm({ left, phase }: { left: number; phase: PhotoPhase }) {
  const fetcher = useFetcher<Answer>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const answer = fetcher.data;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      className="mt-4 space-y-3"
      aria-describedby="photos-help"
    >
      <input type="hidden" name="intent" value="photos" />
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">These photos are from</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {PHOTO_PHASES.map((p) => (
            <label key={p} className="flex min-h-11 items-center gap-2 text-navy-900">
              <input type="radio" name="phase" value={p} defaultChecked={p === phase} />
              {p === "before" ? "Before the work" : "After the work"}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="group">
        <label
          htmlFor="photos"
          className="flex min-h-14 w-full cursor-pointer items-center justify-center rounded-md border-2 border-navy-900 bg-white px-4 text-lg font-semibold text-navy-900 group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-2 group-has-[:focus-visible]:outline-navy-900"
        >
          Choose or take photos
        </label>
        <input
          id="photos"
          name="photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          required
          className="sr-only"
        />
        <p id="photos-help" className="mt-1 text-sm text-muted-foreground">
          JPEG, PNG or WebP; up to 15 MB each; {left} more allowed.
        </p>
        <p className="hidden text-sm font-semibold text-navy-900 group-has-[input:valid]:block">
          ✓ Photos chosen: press Add photos.
        </p>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state === "idle" ? "Add photos" : "Adding photos…"}
      </Button>
      {answer?.ok ? <Notice>{answer.ok}</Notice> : null}
      {answer?.error ? <Notice tone="error">{answer.error}</Notice> : null}
      {answer?.refusals?.length ? (
        <Notice tone="error">
          <ul className="list-disc pl-5">
            {answer.refusals.map((r, i) => (
              <li key={i} className="wrap-anywhere">
                {r.name}: {r.message}
              </li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </fetcher.Form>
  );
}
