/**
 * The job as its crew did it, on the owner's booking page (issue 44): the steps pressed (on the way, started, done),
 * the checklist with each item's state, and the photos; or that the crew has not started. Always a link to the job's
 * own page (/admin/jobs/REFERENCE, docs/decisions/0039), where the steps are pressed.
 */
import { Link } from "react-router";
import { PhotoThumb } from "~/components/ui/photo-thumb";
import type { JobProgressView } from "~/domain/job";
import { AdminCard } from "./ui";

const stateWords = (item: JobProgressView["checklist"][number]) =>
  item.state === "done"
    ? `Done${item.by ? ` (${item.by})` : ""}`
    : item.state === "not-possible"
      ? `Not possible: ${item.reason ?? "no reason given"}`
      : "Not yet ticked";

export function JobProgressCard({ job }: { job: JobProgressView }) {
  const worked = job.steps.length > 0 || job.checklist.some((i) => i.state !== null) || job.photos.length > 0;
  return (
    <AdminCard id="job-progress-heading" title="The job">
      {worked ? (
        <div className="space-y-4 text-sm text-navy-900">
          {job.steps.length > 0 ? (
            <ul className="space-y-1">
              {job.steps.map((step) => (
                <li key={step.label}>
                  <span className="font-semibold">{step.label}:</span> {step.at}
                </li>
              ))}
            </ul>
          ) : null}
          <details>
            <summary className="cursor-pointer font-semibold">
              Checklist: {job.checklist.filter((i) => i.state !== null).length} of {job.checklist.length} ticked
            </summary>
            <ul className="mt-1 divide-y divide-border">
              {job.checklist.map((item) => (
                <li key={item.key} className="py-1.5 wrap-anywhere">
                  {item.label}:{" "}
                  <span
                    className={
                      item.state === "done"
                        ? "font-semibold text-green-900"
                        : item.state === "not-possible"
                          ? "font-semibold text-amber-900"
                          : "text-muted-foreground"
                    }
                  >
                    {stateWords(item)}
                  </span>
                </li>
              ))}
            </ul>
          </details>
          {job.photos.length > 0 ? (
            <div>
              <h3 className="font-semibold">Photos</h3>
              {(["before", "after"] as const).map((phase) => {
                const photos = job.photos.filter((p) => p.phase === phase);
                return photos.length === 0 ? null : (
                  <div key={phase} className="mt-2">
                    <p className="text-muted-foreground">{phase === "before" ? "Before" : "After"}</p>
                    <ul className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-5">
                      {photos.map((p, i) => (
                        <li key={p.id}>
                          <PhotoThumb photo={p} alt={`${phase === "before" ? "Before" : "After"} photo ${i + 1}`} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-navy-900">The crew has not started this job yet.</p>
      )}
      <Link to={`/admin/jobs/${job.reference}`} className="mt-3 inline-block font-semibold text-navy-900 underline">
        Open the job page (as the crew sees it)
      </Link>
    </AdminCard>
  );
}
