/**
 * POST /webhooks/stripe: Stripe's events about payments (docs/decisions/0029), applied by the booking service.
 * The signature (`Stripe-Signature`) is checked on the raw body: 400, and nothing changes, when it does not match.
 * 200 once an event is applied, or was before (a replay), or concerns no booking of ours; 404 with card payments off.
 * A storage failure answers 503, so Stripe sends the event again.
 */
import { bookingOptionsFrom } from "~/booking/http.server";
import { handlePaymentWebhook } from "~/booking/payments.server";
import { getLogger } from "~/utils/logger.server";
import { BodyTooLargeError, readBodyText } from "~/utils/request-body.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/webhooks.stripe";

/** Stripe's events are far smaller than this. */
const MAX_EVENT_BYTES = 256 * 1024;

export function loader() {
  return plainText("Stripe sends its events here with POST.", 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return plainText("Use POST.", 405, { Allow: "POST" });
  let body: string;
  try {
    body = await readBodyText(request, MAX_EVENT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return plainText("The event is too large.", 413);
    return plainText("The event could not be read.", 400);
  }
  try {
    const answer = await handlePaymentWebhook(
      body,
      request.headers.get("Stripe-Signature"),
      bookingOptionsFrom(context),
    );
    return plainText(answer.message, answer.status);
  } catch (error) {
    getLogger().error({ err: error }, "POST /webhooks/stripe: could not apply the event");
    return plainText("Try again later.", 503, { "Retry-After": "10" });
  }
}
