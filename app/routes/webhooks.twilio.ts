/**
 * POST /webhooks/twilio: customers' replies (STOP, START, HELP) and the delivery reports of our texts, signed by
 * Twilio (docs/decisions/0035). 403 when the signature does not match; 503 when the database fails, so Twilio retries.
 */
import { handleTwilioWebhook } from "~/booking/sms.server";
import { TWILIO_WEBHOOK_PATH } from "~/outbox/sms.server";
import { getStorage } from "~/storage/storage.server";
import { getEnv } from "~/utils/env.server";
import { getLogger } from "~/utils/logger.server";
import { BodyTooLargeError, readFormBody } from "~/utils/request-body.server";
import { plainText } from "~/utils/responses.server";
import type { Route } from "./+types/webhooks.twilio";

export function loader() {
  return plainText("Twilio posts replies and delivery reports here with POST.", 405, { Allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return plainText("Use POST.", 405, { Allow: "POST" });
  let params: URLSearchParams;
  try {
    params = await readFormBody(request);
  } catch (error) {
    return error instanceof BodyTooLargeError
      ? plainText("Too large.", 413)
      : plainText("The request could not be read.", 400);
  }
  const env = getEnv();
  const storage = getStorage();
  try {
    const answer = await handleTwilioWebhook(params, request.headers.get("X-Twilio-Signature"), {
      authToken: env.TWILIO_AUTH_TOKEN,
      // as Twilio signs it: the public URL it was given (SITE_URL + the path), whatever proxy is in between
      url: `${env.SITE_URL}${TWILIO_WEBHOOK_PATH}`,
      sms: storage.sms,
      outbox: storage.outbox,
      now: new Date(),
    });
    return new Response(answer.body || null, {
      status: answer.status,
      headers: { "Content-Type": `${answer.contentType}; charset=utf-8`, "Cache-Control": "no-store" },
    });
  } catch (error) {
    getLogger().error({ err: error }, "POST /webhooks/twilio: could not record it");
    return plainText("Try again later.", 503, { "Retry-After": "10" });
  }
}
