import { BodyTooLargeError, readBodyText } from "./request-body.server.ts";

/** A plain-text answer that no cache keeps (an error of a resource route, a webhook's reply). Server only. */
export const plainText = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/**
 * The answer of a dashboard's JSON document (`/admin/settings/catalog.json`, `/admin/crews.json`,
 * `/admin/schedule.json`): never kept by a cache, never indexed.
 */
export const jsonDocument = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });

/**
 * A JSON document posted to the dashboard: its value, or the answer to give: 415 when it is not sent as JSON, 413
 * past `limit` bytes (`tooLarge`), 400 `{ errors: { [key]: … } }` when it does not parse.
 */
export async function readJsonDocument(
  request: Request,
  { limit, what, tooLarge, key }: { limit: number; what: string; tooLarge: string; key: string },
): Promise<{ ok: true; body: unknown } | { ok: false; answer: Response }> {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json"))
    return {
      ok: false,
      answer: jsonDocument({ error: `Send ${what} as JSON (Content-Type: application/json).` }, 415),
    };
  try {
    return { ok: true, body: JSON.parse(await readBodyText(request, limit)) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, answer: jsonDocument({ error: tooLarge }, 413) };
    return { ok: false, answer: jsonDocument({ errors: { [key]: "The body is not valid JSON." } }, 400) };
  }
}
