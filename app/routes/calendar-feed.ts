/**
 * GET /calendar/:token.ics: a person's calendar feed (resource route; issue 39, docs/decisions/0039). The token is the
 * only credential (calendar apps send no cookie): 404 for an unknown, replaced or malformed one and for a disabled
 * account. 200 `text/calendar` with an ETag of the body, `Cache-Control: private, no-cache` (an app may keep it, and
 * asks again each time); 304 when `If-None-Match` names the current ETag. The path is logged as
 * `/calendar/:token` (app/utils/logger.server.ts) and keeps its case (server/canonical.ts).
 */
import { calendarFeed, matchesEtag } from "~/owner/calendar-feed.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/calendar-feed";

export async function loader({ params, request }: Route.LoaderArgs) {
  const feed = await calendarFeed(params.token);
  if (!feed) return plainText("No such calendar.", 404, { "X-Robots-Tag": "noindex" });
  const headers = {
    ETag: feed.etag,
    "Cache-Control": "private, no-cache",
    "X-Robots-Tag": "noindex",
  };
  if (matchesEtag(request.headers.get("If-None-Match"), feed.etag)) return new Response(null, { status: 304, headers });
  return new Response(feed.body, { headers: { ...headers, "Content-Type": "text/calendar; charset=utf-8" } });
}
