/**
 * POST /api/bookings: the JSON booking API (resource route).
 *
 * Request: `Content-Type: application/json`, body ≤ 16 KB, the booking input
 * of `bookingInputSchema` (app/domain/booking/schema.server.ts); optional `Idempotency-Key`
 * header (≤ 100 visible ASCII characters) makes retries safe.
 *
 * Answers (JSON, never cached):
 * - 201 `{ reference, url, total }` + `Location: /booking/confirmed/{token}`; with card payments on, a priced booking
 *   adds `payment: { status: "pending", checkoutUrl }`: it is confirmed once paid there (docs/decisions/0029)
 * - 400 `{ errors: { field: message } }` (validation) or `{ error }` (malformed JSON, bad header)
 * - 405 (not POST, with `Allow: POST`), 413 (body too large), 415 (not JSON): `{ error }`
 * - 409 `{ errors: { window }, availableWindows }` (the window is full), or `{ error, total, catalogVersion }` when the
 *   body names a `catalogVersion` whose prices differ from those in force (docs/decisions/0038): nothing stored
 * - 422 `{ errors: { form } }` (idempotency key reused for a different request)
 * - 429 `{ error }` + `Retry-After` (per-client rate limit, or too many open bookings for this e-mail or phone)
 * - 503 `{ error }` when storage fails, or Checkout cannot be opened (never for bad input)
 */
import { site } from "../content/site";
import { bookingOptionsFrom } from "../booking/http.server";
import { IDEMPOTENCY_KEY_RE, submitBooking } from "../booking/service.server";
import { getLogger } from "../utils/logger.server";
import { BodyTooLargeError, MAX_BODY_BYTES, readBodyText } from "../utils/request-body.server";
import type { Route } from "./+types/api.bookings";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const notAllowed = () => json({ error: "Use POST to create a booking." }, 405, { Allow: "POST" });
const tooLarge = () => json({ error: `The request body is too large (at most ${MAX_BODY_BYTES / 1024} KB).` }, 413);

const isJson = (contentType: string | null) =>
  contentType !== null && /^application\/json\s*(;|$)/i.test(contentType.trim());

/** GET/HEAD: not allowed. */
export function loader() {
  return notAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  if (!isJson(request.headers.get("Content-Type")))
    return json({ error: "Send the booking as JSON with Content-Type: application/json." }, 415);

  const key = request.headers.get("Idempotency-Key") ?? undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key))
    return json({ error: "The Idempotency-Key header must be 1 to 100 visible ASCII characters." }, 400);

  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    return json({ error: "The request body is not valid JSON." }, 400);
  }

  try {
    const result = await submitBooking(body, { ...bookingOptionsFrom(context), idempotencyKey: key });
    switch (result.status) {
      case 201:
        return json(
          {
            reference: result.reference,
            url: result.url,
            total: result.total,
            ...(result.payment && { payment: result.payment }),
          },
          201,
          { Location: result.url },
        );
      case 503:
        return json({ error: result.errors.form }, 503, { "Retry-After": "30" });
      case 409:
        // prices changed since the client's catalog version (docs/decisions/0038): the total of the order now
        if ("priceChanged" in result)
          return json(
            {
              error: result.errors.form,
              total: result.priceChanged.quote.total,
              catalogVersion: result.priceChanged.version,
            },
            409,
          );
        return json({ errors: result.errors, availableWindows: result.availableWindows }, 409);
      case 429:
        return json({ error: result.errors.form }, 429, { "Retry-After": String(result.retryAfterSeconds) });
      default:
        return json({ errors: result.errors }, result.status);
    }
  } catch (error) {
    getLogger().error({ err: error }, "POST /api/bookings: storage failure");
    return json(
      { error: `We couldn't save your booking just now. Please try again in a moment, or call us at ${site.phone}.` },
      503,
      { "Retry-After": "5" },
    );
  }
}
