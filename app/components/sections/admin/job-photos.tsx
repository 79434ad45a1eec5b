/**
 * The job page's photos (docs/decisions/0039; issue 44): the before and after photos, each with Delete while the job
 * is open, and the form that adds more on the job's day.
 */
import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { PhotoThumb } from "~/components/ui/photo-thumb";
import { PHOTO_PHASES, PHOTOS_PER_JOB, type PhotoPhase } from "~/domain/photos";
import { AdminCard, Notice } from "./ui";

/** The job page's answer to a post: what was done or why not, and each photo file refused. */
export type JobAnswer = { ok: string | null; error: string | null; refusals?: { name: string; message: string }[] };

const phaseWord = (phase: PhotoPhase) => (phase === "before" ? "Before" : "After");

/** Each photo file refused, with why. */
function Refusals({ refusals }: { refusals: JobAnswer["refusals"] }) {
  return refusals?.length ? (
    <Notice tone="error">
      <ul className="list-disc pl-5">
        {refusals.map((r, i) => (
          <li key={i} className="wrap-anywhere">
            {r.name}: {r.message}
          </li>
        ))}
      </ul>
    </Notice>
  ) : null;
}

export function JobPhotosCard({
  photos,
  refusals,
  canDelete,
  canAdd,
  off,
  phase,
}: {
  photos: { id: number; phase: PhotoPhase; path: string; width: number; height: number }[];
  refusals: JobAnswer["refusals"];
  canDelete: boolean;
  /** Photos may be added (the job's day, while it is open). */
  canAdd: boolean;
  /** Why no photo can be added anywhere (photos are off), or null. */
  off: string | null;
  /** The phase the form offers first. */
  phase: PhotoPhase;
}) {
  return (
    <AdminCard title="Photos" id="photos-title">
      <Refusals refusals={refusals} />
      {PHOTO_PHASES.map((shownPhase) => {
        const shown = photos.filter((p) => p.phase === shownPhase);
        return (
          <div key={shownPhase} className="mt-3">
            <h3 className="font-semibold text-navy-900">{phaseWord(shownPhase)}</h3>
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : (
              <ul className="mt-2 grid grid-cols-3 gap-2" aria-label={`${phaseWord(shownPhase)} photos`}>
                {shown.map((p, i) => (
                  <li key={p.id} className="space-y-1">
                    <PhotoThumb photo={p} alt={`${phaseWord(shownPhase)} photo ${i + 1}`} />
                    {canDelete ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete-photo" />
                        <input type="hidden" name="photo" value={p.id} />
                        <button
                          type="submit"
                          className="min-h-11 w-full rounded-md text-sm font-semibold text-navy-900 underline focus-visible:outline-2 focus-visible:outline-offset-2"
                          aria-label={`Delete ${shownPhase} photo ${i + 1}`}
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
      {off ? (
        <p className="mt-3 text-sm text-navy-900">{off}</p>
      ) : canAdd && photos.length < PHOTOS_PER_JOB ? (
        <PhotoForm left={PHOTOS_PER_JOB - photos.length} phase={phase} />
      ) : null}
    </AdminCard>
  );
}

/**
 * The photos' form: the phase, a large "Choose or take photos" button (a label for a visually hidden file input: the
 * phone offers its camera and its gallery, no `capture` forcing the camera), then "Add photos". With JavaScript it
 * posts through a fetcher and empties itself once the answer is in (issue 44: one more tap must not send the same
 * files again); without, the page that answers the post is a new page with an empty field.
 */
function PhotoForm({ left, phase }: { left: number; phase: PhotoPhase }) {
  const fetcher = useFetcher<JobAnswer>();
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
      <Refusals refusals={answer?.refusals} />
    </fetcher.Form>
  );
}
