/**
 * /admin/settings: the owner's catalog (docs/decisions/0038, issue 38) as one form: each service's sizes (name,
 * price, offered) and extras (name, price, unit, most per booking, offered; a blank row adds one), the bundles'
 * percent (their prices derived) and which are offered, the multi-service discount, the promo codes (a blank row adds
 * one, "Remove this code" removes one), the week and the service area. Owners only; a plain form (no JavaScript
 * needed). Saved in two steps:
 *
 * - `intent=preview` with the fields and `base` (the version the page was opened on): nothing saved. 400 with the
 *   errors at their fields and a summary; 409 when another save came first (what it changed; the form on the latest);
 *   200 with "what changes" (old → new), the upcoming open bookings a shorter week leaves outside it (they stay
 *   booked), and a form `intent=save` carrying the proposed document (`document`, JSON) and the same `base`; 200
 *   with a notice when nothing changes.
 * - `intent=save` with `document` and `base`: 303 to `/admin/settings?saved=N` ("Saved as version N"); 409 when
 *   another save came first; 400 with the errors; 200 with a notice when nothing changes.
 *
 * The catalog as a JSON file: /admin/settings/catalog.json; its versions: /admin/settings/history.
 */
import { data, Link, redirect } from "react-router";
import { bookingOptionsFrom } from "~/booking/http.server";
import { catalogOfVersion, getCatalog, refreshCatalog, saveCatalog } from "~/catalog/catalog.server";
import { pagesFacts } from "~/catalog/pages-rendered.server";
import { parseCatalog } from "~/catalog/schema.server";
import {
  CatalogSettingsForm,
  ChangeList,
  SETTINGS_ACTION,
  StaleSave,
  SettingsContents,
  SettingsErrorSummary,
} from "~/components/sections/admin/catalog-settings";
import { AdminCard, Notice } from "~/components/sections/admin/ui";
import { Button } from "~/components/ui/button";
import { dateInZone, formatDateLong } from "~/domain/booking/dates";
import { formatWindow } from "~/domain/booking/windows";
import type { Catalog } from "~/domain/catalog";
import { catalogChanges } from "~/domain/catalog-changes";
import { pagesLine } from "~/domain/health";
import {
  bookingsOutsideWeek,
  catalogFormErrors,
  catalogFormValues,
  catalogFromForm,
  FORM_FIELD,
  sectionOnly,
} from "~/domain/catalog-form";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { brandTitle } from "~/seo/meta";
import { getStorage } from "~/storage/storage.server";
import { BodyTooLargeError, readFormBody } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.settings";

/** The form and the proposed document are a few tens of kilobytes at most. */
const MAX_SETTINGS_BYTES = 256 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  const saved = Number(new URL(request.url).searchParams.get("saved"));
  const pages = pagesFacts();
  // the public pages did not follow the latest change: said here as on /admin/health (issue 44)
  const pagesFailed = pages?.failed ? pagesLine(pages) : null;
  return { catalog: getCatalog(), saved: Number.isInteger(saved) && saved > 0 ? saved : null, pagesFailed };
}

type Entries = [string, string][];

/** Another save came first: what it changed, and what this one would have changed (nothing saved). */
async function staleAnswer(base: number, yours: Catalog | null) {
  const based = await catalogOfVersion(base);
  const latest = getCatalog();
  return data(
    {
      kind: "stale" as const,
      base,
      latest: latest.version,
      theirs: based ? catalogChanges(based, latest) : [],
      yours: based && yours ? catalogChanges(based, yours) : [],
    },
    { status: 409 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, MAX_SETTINGS_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return data({ kind: "error" as const, message: "The form is too large to save." }, { status: 413 });
    throw error;
  }
  const base = Number(form.get("base"));
  if (!Number.isInteger(base) || base < 1)
    return data(
      { kind: "error" as const, message: "The page was not opened on a version: open it again." },
      { status: 400 },
    );
  await refreshCatalog();
  const intent = form.get("intent");

  if (intent === "preview") {
    const current = await catalogOfVersion(base);
    if (!current || base !== getCatalog().version) {
      const mine = current && (form.has("section") ? sectionOnly(form, current, form.get("section")!) : form);
      return staleAnswer(base, current && mine ? catalogFromForm(mine, current) : null);
    }
    const values: Entries = [...form.entries()].filter(
      ([name]) => name !== "intent" && name !== "base" && name !== "section",
    );
    // one section previewed alone (its own button): the other fields as the version in force says (issue 44)
    const section = form.get("section");
    const scoped = section === null ? form : sectionOnly(form, current, section);
    if (!scoped)
      return data(
        { kind: "error" as const, message: "There is no such section: open the settings again." },
        { status: 400 },
      );
    const parsed = parseCatalog(catalogFromForm(scoped, current));
    if (!parsed.ok)
      return data(
        { kind: "invalid" as const, base, values, errors: catalogFormErrors(parsed.errors, scoped, current) },
        { status: 400 },
      );
    const proposed = parsed.catalog;
    const changes = catalogChanges(current, proposed);
    if (changes.length === 0) return { kind: "unchanged" as const, base, values };
    const weekShrinks =
      current.week.openWeekdays.some((d) => !proposed.week.openWeekdays.includes(d)) ||
      proposed.week.opens > current.week.opens ||
      proposed.week.closes < current.week.closes;
    const today = dateInZone(bookingOptionsFrom(context).now ?? new Date());
    const outside = weekShrinks
      ? bookingsOutsideWeek(await getStorage().bookings.upcomingOpen(today), current.week, proposed.week).map((b) => ({
          reference: b.reference,
          name: b.name,
          phone: b.phone,
          when: `${formatDateLong(b.date)}, ${formatWindow(b.windowStart, b.windowEnd)}`,
        }))
      : [];
    return { kind: "preview" as const, base, values, changes, proposed, outside };
  }

  if (intent === "save") {
    let document: unknown;
    try {
      document = JSON.parse(form.get("document") ?? "");
    } catch {
      return data(
        { kind: "error" as const, message: "The changes did not arrive whole: preview them again." },
        { status: 400 },
      );
    }
    const saved = await saveCatalog(document, base, owner.email);
    switch (saved.kind) {
      case "saved":
        return redirect(`/admin/settings?saved=${saved.version}`, 303);
      case "unchanged":
        return { kind: "unchanged" as const, base, values: null };
      case "stale": {
        const yours = parseCatalog(document);
        return staleAnswer(base, yours.ok ? yours.catalog : null);
      }
      case "invalid": {
        const current = (await catalogOfVersion(base)) ?? getCatalog();
        const errors = catalogFormErrors(saved.errors, new URLSearchParams(), current);
        return data({ kind: "invalid" as const, base, values: null, errors }, { status: 400 });
      }
    }
  }
  return data({ kind: "error" as const, message: "Preview the changes, then save them." }, { status: 400 });
}

export function meta() {
  return [{ title: brandTitle("Settings") }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { catalog, saved, pagesFailed } = loaderData;
  const answer = actionData && "base" in actionData && actionData.base === catalog.version ? actionData : null;
  const values =
    answer && "values" in answer && answer.values ? answer.values : [...catalogFormValues(catalog).entries()];
  const errors = answer?.kind === "invalid" ? answer.errors : {};
  const preview = answer?.kind === "preview" ? answer : null;
  return (
    <div className="mt-6 space-y-5">
      <h1 className="text-3xl font-extrabold text-navy-900">Settings</h1>
      <p className="text-sm text-muted-foreground">
        Prices, extras, bundles, promo codes, the week and the service area: version {catalog.version}.{" "}
        <Link to="/admin/settings/history" className="font-semibold text-navy-900 underline">
          History of versions
        </Link>{" "}
        ·{" "}
        <a
          href="/admin/settings/catalog.json"
          download="catalog.json"
          className="font-semibold text-navy-900 underline"
        >
          Download the catalog (JSON)
        </a>
      </p>
      {saved !== null && !actionData ? (
        <Notice>Saved as version {saved}: the pages show it within seconds.</Notice>
      ) : null}
      {pagesFailed ? (
        <div role="alert" data-pages-rendered="failed" className="rounded-md bg-red-50 px-4 py-3 text-destructive">
          {pagesFailed.says.map((sentence) => (
            <p key={sentence} className="font-medium wrap-anywhere">
              {sentence}
            </p>
          ))}
          <p className="mt-2 font-semibold">What to do: {pagesFailed.todo}</p>
          <Link to="/admin/health" className="mt-1 inline-block font-semibold underline">
            Health of the site
          </Link>
        </div>
      ) : null}
      {actionData?.kind === "error" ? <Notice tone="error">{actionData.message}</Notice> : null}
      {actionData?.kind === "unchanged" ? (
        <Notice>Nothing to save: this is what version {catalog.version} already says.</Notice>
      ) : null}
      {actionData?.kind === "stale" ? (
        <StaleSave id="settings-stale-heading" latest={actionData.latest}>
          <p className="mt-2 text-sm font-semibold">
            {actionData.latest - actionData.base > 1
              ? `Versions ${actionData.base + 1} to ${actionData.latest} changed:`
              : "It changed:"}
          </p>
          <ChangeList changes={actionData.theirs} testId="settings-their-changes" />
          {actionData.yours.length > 0 ? (
            <>
              <p className="mt-3 text-sm font-semibold">Your changes, not saved:</p>
              <ChangeList changes={actionData.yours} testId="settings-your-changes" />
            </>
          ) : null}
          <p className="mt-3 text-sm">
            Nothing was saved. The form below shows version {actionData.latest}: make your changes again.
          </p>
        </StaleSave>
      ) : null}
      {answer?.kind === "invalid" ? <SettingsErrorSummary catalog={catalog} errors={errors} /> : null}
      {answer?.kind === "invalid" && errors[FORM_FIELD] === undefined && answer.values === null ? (
        <Notice tone="error">The saved changes were refused: preview them again.</Notice>
      ) : null}
      {preview ? (
        <div tabIndex={-1} autoFocus className="outline-none" data-testid="settings-preview">
          <AdminCard id="settings-preview-heading" title="What changes">
            <ChangeList changes={preview.changes} testId="settings-changes" />
            {preview.outside.length > 0 ? (
              <div className="mt-4" data-testid="settings-outside">
                <p className="font-semibold text-destructive">
                  {preview.outside.length === 1
                    ? "1 upcoming booking falls outside the new week."
                    : `${preview.outside.length} upcoming bookings fall outside the new week.`}{" "}
                  These bookings stay booked; call them if you need to move them.
                </p>
                <ul className="mt-1 text-sm wrap-anywhere">
                  {preview.outside.map((b) => (
                    <li key={b.reference}>
                      {b.when} ·{" "}
                      <Link to={`/admin/bookings/${b.reference}`} className="font-semibold underline">
                        {b.reference}
                      </Link>{" "}
                      · {b.name} · <a href={`tel:${b.phone}`}>{b.phone}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <form method="post" action={SETTINGS_ACTION} className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="base" value={preview.base} />
              <input type="hidden" name="document" value={JSON.stringify(preview.proposed)} />
              <Button type="submit" name="intent" value="save">
                Save these changes
              </Button>
              <span className="text-sm text-muted-foreground">Or change the form below and preview again.</span>
            </form>
          </AdminCard>
        </div>
      ) : null}
      <SettingsContents catalog={catalog} />
      <CatalogSettingsForm
        key={`${catalog.version}-${actionData?.kind ?? "page"}`}
        catalog={catalog}
        values={values}
        errors={errors}
        shown={preview?.proposed ?? catalog}
      />
    </div>
  );
}
