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
import { jsonDocument, readJsonDocument } from "~/utils/responses.server";
import type { Route } from "./+types/admin.settings-catalog";

/** A catalog's document is a few kilobytes; this leaves room for many more codes and extras. */
const POSTED = {
  limit: 256 * 1024,
  what: "the catalog",
  tooLarge: "The catalog is too large (at most 256 KB).",
  key: "catalog",
};

const json = jsonDocument;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  await refreshCatalog();
  return json(getCatalog());
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Use GET to read the catalog, POST to save one." }, 405);
  assertSameOrigin(request);
  const owner = await requireOwner(request);
  const read = await readJsonDocument(request, POSTED);
  if (!read.ok) return read.answer;
  const body = read.body;
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
