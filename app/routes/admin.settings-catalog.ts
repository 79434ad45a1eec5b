/**
 * /admin/settings/catalog.json (docs/decisions/0038): the owner's catalog as one document, for a backup or a bulk
 * edit. Owners only; a change is same-origin checked like every dashboard action.
 *
 * - GET: 200, the catalog in force (`version` included).
 * - POST (JSON, at most 256 KB): the same document, `version` being the version it was based on, saved as the next
 *   version: 200 `{ "version": N }` (also when it says what the version in force says: then nothing is saved);
 *   400 `{ "errors": { "<JSON path>": "<message>" } }`; 409 `{ "error", "version", "changes" }` when `version` is not
 *   the latest (another save came first: what it changed); 405 / 413 / 415 with `{ error }`.
 */
import { catalogOfVersion, getCatalog, refreshCatalog, saveCatalog } from "~/catalog/catalog.server";
import { catalogChanges } from "~/domain/catalog-changes";
import { assertSameOrigin, requireOwner } from "~/owner/auth.server";
import { BodyTooLargeError, readBodyText } from "~/utils/request-body.server";
import type { Route } from "./+types/admin.settings-catalog";

/** A catalog's document is a few kilobytes; this leaves room for many more codes and extras. */
const MAX_CATALOG_BYTES = 256 * 1024;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  return json(getCatalog());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Use GET to read the catalog, POST to save one." }, 405);
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json"))
    return json({ error: "Send the catalog as JSON (Content-Type: application/json)." }, 415);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_CATALOG_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json({ error: "The catalog is too large (at most 256 KB)." }, 413);
    return json({ errors: { catalog: "The body is not valid JSON." } }, 400);
  }
  const base = (body as { version?: unknown } | null)?.version;
  if (typeof base !== "number" || !Number.isInteger(base) || base < 1)
    return json({ errors: { version: "Give the version this document was based on (a whole number)." } }, 400);
  const saved = await saveCatalog(body, base, owner.email);
  switch (saved.kind) {
    case "saved":
      return json({ version: saved.version });
    case "unchanged":
      return json({ version: getCatalog().version });
    case "invalid":
      return json({ errors: saved.errors }, 400);
    case "stale": {
      const based = await catalogOfVersion(base);
      return json(
        {
          error: `The catalog was changed by someone else since version ${base}: see what changed, then save again from version ${saved.latest.version}.`,
          version: saved.latest.version,
          changes: based ? catalogChanges(based, saved.latest) : [],
        },
        409,
      );
    }
  }
}
