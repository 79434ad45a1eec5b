/**
 * /admin/health (owners only; issue 40, docs/decisions/0040): in words, with a green, amber or red mark, whether
 * backups, e-mails, texts, card payments and the database are working, what to do when they are not, whether the
 * owners were e-mailed about it (or why that e-mail could not go out), and the version running and since when.
 * Loading the page evaluates the checks, as the server does every 5 minutes.
 */
import { AdminCard } from "~/components/sections/admin/ui";
import { HealthMark } from "~/components/sections/admin/health-mark";
import { formatLocalStamp } from "~/domain/booking/dates";
import { overall } from "~/domain/health";
import { evaluateHealth, runningVersion } from "~/health/health.server";
import { requireOwner } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";
import { brandTitle } from "~/seo/meta";
import type { Route } from "./+types/admin.health";

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  const { lines, alerts } = await evaluateHealth();
  const told = await Promise.all(
    lines.map(async (line) => {
      const alert = alerts.find((a) => a.check === line.check);
      if (line.mark !== "red" || !alert?.redSince) return null;
      const [latest] = await getStorage().operations.alertMessages(line.check, alert.redSince);
      if (!latest) return "There is no owner account to e-mail: this page is the only notice.";
      if (latest.status === "sent" && latest.sentAt) return `The owners were e-mailed about it at ${formatLocalStamp(latest.sentAt)}.`;
      if (latest.error) return `The owners' e-mail about it could not go out: ${latest.error}`;
      return "The owners' e-mail about it is on its way.";
    }),
  );
  const version = runningVersion();
  return {
    lines: lines.map((line, i) => ({ ...line, told: told[i] ?? null })),
    mark: overall(lines),
    version: version.version,
    since: formatLocalStamp(version.startedAt),
  };
}

export function meta() {
  return [{ title: brandTitle("Health") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminHealth({ loaderData }: Route.ComponentProps) {
  const { lines, mark, version, since } = loaderData;
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold text-navy-900">Health</h1>
        <HealthMark mark={mark} />
      </div>
      <p className="text-navy-900">
        {mark === "green"
          ? "Everything is working."
          : mark === "amber"
            ? "Something needs a look: see below."
            : "Something is not working: see below for what to do."}
      </p>
      <ul className="space-y-4" aria-label="Checks">
        {lines.map((line) => (
          <li key={line.check} data-check={line.check}>
            <AdminCard title={line.title} id={`health-${line.check}`}>
              <HealthMark mark={line.mark} />
              {line.says.map((sentence, i) => (
                <p key={i} className="mt-2 text-navy-900 wrap-anywhere">
                  {sentence}
                </p>
              ))}
              {line.todo ? (
                <p className="mt-2 font-semibold text-navy-900">What to do: {line.todo}</p>
              ) : null}
              {line.told ? <p className="mt-2 text-sm text-muted-foreground wrap-anywhere">{line.told}</p> : null}
            </AdminCard>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Version {version}, running since {since}.
      </p>
    </div>
  );
}
