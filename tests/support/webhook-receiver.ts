/**
 * The app's Stripe webhook endpoint as its route calls it (the raw body and the Stripe-Signature header into
 * handlePaymentWebhook), on a port of its own, for unit tests that drive payments through the Stripe stand-in
 * (tests/support/stripe-server.ts): the stand-in's webhooks are pointed at it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BookingOptions } from "../../app/booking/context.server";
import { handlePaymentWebhook } from "../../app/booking/payments.server";
import type { StripeServer } from "./stripe-server";

export type WebhookReceiver = { close(): Promise<void> };

/**
 * Starts the endpoint and points `stripe`'s webhooks at it. Each webhook is handled with `optionsOf()` (the options
 * of the test that runs, its clock); `onAnswer` hears each answer's status with the event's id.
 */
export async function receiveWebhooks(
  stripe: StripeServer,
  optionsOf: () => BookingOptions,
  onAnswer: (eventId: string, status: number) => void = () => {},
): Promise<WebhookReceiver> {
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      handlePaymentWebhook(body, (req.headers["stripe-signature"] as string) ?? null, optionsOf()).then(
        (answer) => {
          onAnswer((JSON.parse(body) as { id: string }).id, answer.status);
          res.writeHead(answer.status).end(answer.message);
        },
        () => res.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  stripe.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`);
  return { close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}
