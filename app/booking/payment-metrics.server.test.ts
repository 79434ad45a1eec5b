/**
 * `northstar_payments_settled_total` (README "Metrics"): one more for a card payment settled into its booking by
 * Stripe's signed event, none for the same event sent again. Against the project's Stripe stand-in
 * (tests/support/stripe-server.ts), through the official SDK, as payments.server.test.ts does.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMetrics } from "../metrics/metrics.server";
import { stripeGateway } from "../payments/stripe.server";
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage } from "../storage/storage.server";
import { bookingInput } from "../../tests/support/booking-input";
import { startStripeServer, type StripeServer } from "../../tests/support/stripe-server";
import { handlePaymentWebhook } from "./payments.server";
import { type BookingOptions, submitBooking } from "./service.server";

const NOW = new Date("2026-06-15T14:00:00Z");
const SECRET = "whsec_metrics_secret";
const dir = mkdtempSync(join(tmpdir(), "northstar-pay-metrics-"));
const { bookings: repo } = sqliteStorage(openDatabase(join(dir, "bookings.sqlite")));
let stripe: StripeServer;
let receiver: Server;
let opts: BookingOptions;

beforeAll(async () => {
  stripe = await startStripeServer({ webhookSecret: SECRET });
  const gateway = stripeGateway({ secretKey: "sk_test_123", webhookSecret: SECRET, apiUrl: stripe.url });
  opts = {
    repo,
    capacity: 2,
    now: NOW,
    gateway,
    holdMinutes: 30,
    mail: { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" },
  };
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      handlePaymentWebhook(body, (req.headers["stripe-signature"] as string) ?? null, opts).then(
        (answer) => res.writeHead(answer.status).end(answer.message),
        () => res.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  stripe.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`);
});
afterAll(async () => {
  await stripe.close();
  await new Promise((resolve) => receiver.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const settled = async () => (await getMetrics().paymentsSettled.get()).values[0]?.value ?? 0;

describe("payments settled", () => {
  it("count a paid booking once, not its event sent again nor a booking still waiting", async () => {
    const before = await settled();
    const answer = await submitBooking(bookingInput("2026-06-20"), opts);
    if (answer.status !== 201) throw new Error(JSON.stringify(answer));
    expect(answer.payment?.status).toBe("pending");
    expect(await settled()).toBe(before);
    const session = (await repo.findByReference(answer.reference))!.payment.checkoutSessionId!;
    const event = await stripe.pay(session);
    expect((await repo.findByReference(answer.reference))!.payment.status).toBe("paid");
    expect(await settled()).toBe(before + 1);
    expect(await stripe.resend(event.id)).toBe(200);
    expect(await settled()).toBe(before + 1);
  });
});
