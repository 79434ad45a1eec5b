import { cn } from "~/lib/utils";
import { type JobCard, mapsUrl } from "~/domain/job";
import { formatCents } from "~/domain/money";
import { adminInput } from "./ui";

/**
 * What a crew needs of a job (docs/decisions/0039), on the day's list and the job's page alike: the address (a maps
 * link), the customer's first name and phone (a tel: link), what was booked, the notes, what is left to collect, and
 * the customer's tip for the crew (issue 48).
 */
export function JobFacts({ job, small = false }: { job: JobCard; small?: boolean }) {
  const text = small ? "text-sm" : "";
  return (
    <>
      <p className="mt-1 text-navy-900 wrap-anywhere">
        <a className="font-semibold underline" href={mapsUrl(job)}>
          {job.address}, {job.city} {job.zip}
        </a>
      </p>
      <p className="mt-1 text-navy-900">
        {job.firstName} ·{" "}
        <a className="font-semibold underline" href={`tel:${job.phone.replace(/[^\d+]/g, "")}`}>
          {job.phone}
        </a>
      </p>
      <ul className={cn("mt-2 list-disc pl-5 text-navy-900", text)}>
        {job.booked.map((line, i) => (
          <li key={i}>
            {line.service}: {line.tier}
            {line.addons.length ? ` (+ ${line.addons.join(", ")})` : ""}
          </li>
        ))}
      </ul>
      {job.notes ? <p className={cn("mt-2 text-navy-900 wrap-anywhere", text)}>Customer's notes: {job.notes}</p> : null}
      {job.internalNote ? (
        <p className={cn("mt-1 text-navy-900 wrap-anywhere", text)}>Office note: {job.internalNote}</p>
      ) : null}
      <p className={cn("mt-2 font-semibold text-navy-900", text)}>
        {job.collect === null
          ? "Nothing to collect."
          : job.collect === "quote"
            ? "Price to agree with the customer."
            : `To collect: ${formatCents(job.collect)}`}
      </p>
      {job.tipCents ? (
        <p className={cn("mt-1 font-semibold text-success", text)} data-testid="job-tip">
          Tip from the customer: {formatCents(job.tipCents)}. Thank you!
        </p>
      ) : null}
    </>
  );
}

/** The crew a job is given to: a select of the crews, "No crew" first (its empty value unassigns). */
export function CrewSelect({
  id,
  label,
  crews,
  current,
}: {
  id: string;
  label: string;
  crews: readonly { id: number; name: string }[];
  current: number | null;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select id={id} name="crew" defaultValue={current ? String(current) : ""} className={adminInput}>
        <option value="">No crew</option>
        {crews.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
