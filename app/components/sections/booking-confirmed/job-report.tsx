import { PhotoThumb } from "~/components/ui/photo-thumb";
import type { JobReportView } from "~/domain/job";
import { PageCard } from "./page-card";

/**
 * "Your job report": who, when, the checklist as ticked and the after photos; a customer may show it to a landlord.
 * Without after photos it names none (issue 55): a report never promises photos it does not have.
 */
export function JobReportSection({ view }: { view: JobReportView }) {
  return (
    <PageCard id="job-report-heading" title="Your job report" testId="job-report">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-navy-900">
        <dt className="font-semibold">Crew</dt>
        <dd>{view.crew.charAt(0).toUpperCase() + view.crew.slice(1)}</dd>
        <dt className="font-semibold">Started</dt>
        <dd>{view.started}</dd>
        <dt className="font-semibold">Finished</dt>
        <dd>{view.finished}</dd>
      </dl>
      <h3 className="mt-4 font-semibold text-navy-900">Checklist</h3>
      <ul className="mt-2 space-y-1 text-navy-900" aria-label="Checklist as done">
        {view.checklist.map((item) => (
          <li key={item.label} className="wrap-anywhere">
            {item.state === "not-possible" ? (
              <>
                <span aria-hidden="true">✗ </span>
                <span className="sr-only">Not possible: </span>
                {item.label} <span className="text-muted-foreground">(not possible: {item.reason})</span>
              </>
            ) : (
              <>
                <span aria-hidden="true">✓ </span>
                <span className="sr-only">Done: </span>
                {item.label}
              </>
            )}
          </li>
        ))}
      </ul>
      {view.photos.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold text-navy-900">After photos</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="After photos">
            {view.photos.map((photo, i) => (
              <li key={photo.id}>
                <PhotoThumb photo={photo} alt={`After photo ${i + 1} of ${view.photos.length}`} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageCard>
  );
}
