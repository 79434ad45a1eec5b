/**
 * /admin/settings/history: every version of the owner's catalog (docs/decisions/0038), newest first (the newest
 * 100): its number, who saved it and when (Dallas time), the version it restored, and what it changed from the one
 * before. Owners only; plain forms.
 *
 * - `intent=restore-preview` with `version` and `base`: nothing saved; 200 with what restoring it would change (from
 *   the version in force) and a form asking to confirm (`intent=restore`), or a notice when nothing would; 409 when
 *   another save came first. The version's button asks this first (issue 44).
 * - `intent=restore` with `version` and `base` (the version in force when the page was opened): saves that
 *   version's document as a new version (restored from it): 303 to `/admin/settings/history?saved=N`; 409 when
 *   another save came first (what it changed); 400 when the version is unknown or no longer passes the catalog's
 *   checks (its errors); 200 with a notice when it says what the version in force says.
 */
import { data, Link, redirect } from "react-router";
import { catalogHistory, catalogOfVersion, getCatalog, refreshCatalog, saveCatalog } from "~/catalog/catalog.server";
import { ChangeList, StaleSave } from "~/components/sections/admin/catalog-settings";
import { AdminCard, AnswerPanel, Notice } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { formatLocalStamp } from "~/domain/booking/dates";
import type { Catalog } from "~/domain/catalog";
import { catalogChanges } from "~/domain/catalog-changes";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { brandTitle } from "~/seo/meta";
import { readFormBody } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.settings-history";

/** The versions the page lists. */
const PAGE_SIZE = 100;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  const current = getCatalog();
  const history = await catalogHistory(PAGE_SIZE);
  // each document read once: a version's changes are from the one before it
  const documents = new Map<number, Promise<Catalog | null>>();
  const documentOf = (version: number) => {
    if (!documents.has(version)) documents.set(version, catalogOfVersion(version));
    return documents.get(version)!;
  };
  const versions = await Promise.all(
    history.map(async (entry) => {
      const [document, before] = await Promise.all([
        documentOf(entry.version),
        entry.version > 1 ? documentOf(entry.version - 1) : Promise.resolve(null),
      ]);
      return {
        version: entry.version,
        savedBy: entry.savedBy,
        savedAt: formatLocalStamp(entry.savedAt),
        restoredFrom: entry.restoredFrom,
        inForce: entry.version === current.version,
        changes: document && before ? catalogChanges(before, document) : null,
      };
    }),
  );
  const saved = Number(new URL(request.url).searchParams.get("saved"));
  return {
    base: current.version,
    versions,
    more: history.length === PAGE_SIZE,
    saved: Number.isInteger(saved) && saved > 0 ? saved : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const form = await readFormBody(request).catch(() => new URLSearchParams());
  const version = Number(form.get("version"));
  const base = Number(form.get("base"));
  const intent = form.get("intent");
  if ((intent !== "restore" && intent !== "restore-preview") || !Number.isInteger(base) || base < 1)
    return data({ kind: "error" as const, message: "Choose a version to restore." }, { status: 400 });
  const document = Number.isInteger(version) && version > 0 ? await catalogOfVersion(version) : null;
  if (!document) return data({ kind: "error" as const, message: "There is no such version." }, { status: 400 });
  if (intent === "restore-preview") {
    await refreshCatalog();
    const current = getCatalog();
    if (base !== current.version) {
      const based = await catalogOfVersion(base);
      return data(
        {
          kind: "stale" as const,
          version,
          base,
          latest: current.version,
          theirs: based ? catalogChanges(based, current) : [],
        },
        { status: 409 },
      );
    }
    const changes = catalogChanges(current, document);
    if (changes.length === 0) return { kind: "unchanged" as const, version };
    return { kind: "restore-preview" as const, version, base, changes };
  }
  const saved = await saveCatalog(document, base, owner.email, { restoredFrom: version });
  switch (saved.kind) {
    case "saved":
      return redirect(`/admin/settings/history?saved=${saved.version}`, 303);
    case "unchanged":
      return { kind: "unchanged" as const, version };
    case "invalid":
      return data(
        { kind: "invalid" as const, version, errors: Object.entries(saved.errors).map(([path, m]) => `${path}: ${m}`) },
        { status: 400 },
      );
    case "stale": {
      const based = await catalogOfVersion(base);
      return data(
        {
          kind: "stale" as const,
          version,
          base,
          latest: saved.latest.version,
          theirs: based ? catalogChanges(based, saved.latest) : [],
        },
        { status: 409 },
      );
    }
  }
}

export function meta() {
  return [{ title: brandTitle("Catalog history") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSettingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { base, versions, more, saved } = loaderData;
  const savedEntry = saved === null ? undefined : versions.find((v) => v.version === saved);
  return (
    <div className="mt-6 space-y-5">
      <h1 className="text-3xl font-extrabold text-navy-900">Catalog history</h1>
      <p className="text-sm text-muted-foreground">
        Every saved version of the prices, extras, bundles, promo codes, the week and the service area, newest first.
        Restoring a version saves it again as a new version.{" "}
        <Link to="/admin/settings" className="font-semibold text-navy-900 underline">
          Back to the settings
        </Link>
      </p>
      {saved !== null && !actionData ? (
        <Notice>
          Saved as version {saved}
          {savedEntry?.restoredFrom ? ` (restored from version ${savedEntry.restoredFrom})` : ""}: the pages show it
          within seconds.
        </Notice>
      ) : null}
      {actionData?.kind === "error" ? <Notice tone="error">{actionData.message}</Notice> : null}
      {actionData?.kind === "unchanged" ? (
        <Notice>Version {actionData.version} says what the catalog in force says: nothing to restore.</Notice>
      ) : null}
      {actionData?.kind === "invalid" ? (
        <AnswerPanel
          id="history-invalid-heading"
          testId="error-summary"
          title={`Version ${actionData.version} cannot be restored as it is`}
        >
          <ul className="mt-2 list-disc pl-5 text-sm wrap-anywhere">
            {actionData.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">Nothing was saved: change those figures on the settings page instead.</p>
        </AnswerPanel>
      ) : null}
      {actionData?.kind === "stale" ? (
        <StaleSave id="history-stale-heading" latest={actionData.latest}>
          <ChangeList changes={actionData.theirs} className="mt-1" />
          <p className="mt-2 text-sm">
            Nothing was restored. The list below is up to date: restore version {actionData.version} again if you still
            want it.
          </p>
        </StaleSave>
      ) : null}
      {actionData?.kind === "restore-preview" ? (
        <AnswerPanel
          id="restore-preview-heading"
          testId="restore-preview"
          tone="ask"
          title={`Restoring version ${actionData.version} changes:`}
        >
          <ChangeList changes={actionData.changes} className="mt-1" />
          <p className="mt-2 text-sm">Nothing is saved yet. The pages follow within seconds once it is.</p>
          <form method="post" action="/admin/settings/history" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="version" value={actionData.version} />
            <input type="hidden" name="base" value={actionData.base} />
            <Button type="submit" name="intent" value="restore">
              Yes, restore version {actionData.version}
            </Button>
            <Link to="/admin/settings/history" className="font-semibold text-navy-900 underline">
              Keep version {actionData.base}
            </Link>
          </form>
        </AnswerPanel>
      ) : null}
      {more ? <p className="text-sm text-muted-foreground">The newest {versions.length} versions.</p> : null}
      <ol className="space-y-4" data-testid="catalog-versions">
        {versions.map((v) => (
          <li key={v.version}>
            <AdminCard id={`version-${v.version}`} title={`Version ${v.version}${v.inForce ? " (in force)" : ""}`}>
              <p className="text-sm text-navy-900 wrap-anywhere">
                Saved by {v.savedBy}, {v.savedAt}
                {v.restoredFrom !== null ? `; restored from version ${v.restoredFrom}` : ""}.
              </p>
              {v.version === 1 ? (
                <p className="mt-1 text-sm text-muted-foreground">The first version, made from the site's content.</p>
              ) : v.changes === null ? null : v.changes.length === 0 ? (
                <p className="mt-1 text-sm text-muted-foreground">No change from version {v.version - 1}.</p>
              ) : (
                <>
                  <p className="mt-2 text-sm font-semibold">Changes from version {v.version - 1}:</p>
                  <ChangeList changes={v.changes} className="mt-1" />
                </>
              )}
              {v.inForce ? null : (
                <form method="post" action="/admin/settings/history" className="mt-3">
                  <input type="hidden" name="version" value={v.version} />
                  <input type="hidden" name="base" value={base} />
                  <Button type="submit" name="intent" value="restore-preview" variant="outline" size="sm">
                    Restore this version<span className="sr-only"> (version {v.version})</span>
                  </Button>
                </form>
              )}
            </AdminCard>
          </li>
        ))}
      </ol>
    </div>
  );
}
