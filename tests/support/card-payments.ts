/**
 * Card payments in unit tests, through the Stripe stand-in (tests/support/stripe-server.ts): the app's gateway to
 * it, and the app's webhook endpoint as its route calls it (the raw body and the Stripe-Signature header into
 * handlePaymentWebhook) on a port of its own, where the stand-in's webhooks are sent.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { BookingOptions } from "../../app/booking/context.server";
import { handlePaymentWebhook } from "../../app/booking/payments.server";
import { type PaymentGateway, stripeGateway } from "../../app/payments/stripe.server";
import { startStripeServer, type StripeServer } from "./stripe-server";

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

/**
 * The stand-in and the webhook endpoint for a whole test file (it registers its own beforeAll and afterAll): each
 * webhook handled with `optionsOf()`, each answer told to `onAnswer`. `stripe` is there once the file's tests run;
 * `gateway()` is the app's gateway to it, with this webhook secret.
 */
export function cardPayments(
  webhookSecret: string,
  optionsOf: () => BookingOptions,
  onAnswer?: (eventId: string, status: number) => void,
) {
  let receiver: WebhookReceiver | undefined;
  const payments = {
    stripe: undefined as unknown as StripeServer,
    gateway: (): PaymentGateway =>
      stripeGateway({ secretKey: "sk_test_123", webhookSecret, apiUrl: payments.stripe.url }),
  };
  beforeAll(async () => {
    payments.stripe = await startStripeServer({ webhookSecret });
    receiver = await receiveWebhooks(payments.stripe, optionsOf, onAnswer);
  });
  afterAll(async () => {
    await payments.stripe?.close();
    await receiver?.close();
  });
  return payments;
}
