import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeServer, type StripeServer } from "./stripe-server.ts";

const secret = "whsec_test_secret";
let server: StripeServer;
let stripe: Stripe;
let receiver: Server;
/** The events the webhook receiver verified, in order of arrival. */
const received: Stripe.Event[] = [];
/** Statuses the receiver answers with, one per request, then 200. */
let answers: number[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", async () => {
      try {
        received.push(await stripe.webhooks.constructEventAsync(body, req.headers["stripe-signature"] ?? "", secret));
        res.writeHead(answers.shift() ?? 200).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
  server = await startStripeServer({ webhookUrl, webhookSecret: secret });
  const port = Number(new URL(server.url).port);
  stripe = new Stripe("sk_test_123", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 2 });
});

afterAll(async () => {
  await server.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  server.webhooks = "immediate";
  answers = [];
});

const params = (): Stripe.Checkout.SessionCreateParams => ({
  mode: "payment",
  success_url: "http://localhost:3000/book/done?session={CHECKOUT_SESSION_ID}",
  cancel_url: "http://localhost:3000/book",
  client_reference_id: "booking-1",
  metadata: { booking_id: "b1" },
  payment_intent_data: { metadata: { booking_id: "b1" } },
  line_items: [
    { quantity: 2, price_data: { currency: "usd", unit_amount: 6000, product_data: { name: "Deep clean" } } },
    { quantity: 1, price_data: { currency: "usd", unit_amount: 345, product_data: { name: "Supplies" } } },
  ],
});

describe("checkout sessions", () => {
  it("creates a session shaped as Stripe's, serves its pay page and returns it again", async () => {
    const note = "a&b=c [x] ü 🙂 +%20 'q' \"d\"";
    const session = await stripe.checkout.sessions.create({ ...params(), metadata: { booking_id: "b1", note } });
    expect(session).toMatchObject({
      object: "checkout.session",
      url: `${server.url}/pay/${session.id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: 12345,
      currency: "usd",
      client_reference_id: "booking-1",
      metadata: { booking_id: "b1", note },
      payment_intent: null,
      livemode: false,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<button type="submit">Pay $123.45</button>');
    expect(page).toContain('<a href="http://localhost:3000/book">Back</a>');
  });

  it("answers Stripe's errors, as the SDK surfaces them", async () => {
    const noAmount = params();
    delete noAmount.line_items![1]!.price_data!.unit_amount;
    await expect(stripe.checkout.sessions.create(noAmount)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items[1][price_data][unit_amount]",
    });
    const soon = { ...params(), expires_at: Math.floor(Date.now() / 1000) + 600 };
    await expect(stripe.checkout.sessions.create(soon)).rejects.toMatchObject({ param: "expires_at" });
    await expect(stripe.checkout.sessions.retrieve("cs_test_nope")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    const anonymous = await fetch(`${server.url}/v1/checkout/sessions/cs_test_nope`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });

  it("replays a request made again with its Idempotency-Key, and refuses the key for another body", async () => {
    const before = server.sessions.size;
    const first = await stripe.checkout.sessions.create(params(), { idempotencyKey: "booking-1-checkout" });
    const again = await stripe.checkout.sessions.create(params(), { idempotencyKey: "booking-1-checkout" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(server.sessions.size).toBe(before + 1);
    const other = { ...params(), client_reference_id: "booking-2" };
    await expect(stripe.checkout.sessions.create(other, { idempotencyKey: "booking-1-checkout" })).rejects.toThrow(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it("pays: the session completes, a signed checkout.session.completed arrives and the pay page redirects", async () => {
    const session = await stripe.checkout.sessions.create(params());
    const response = await fetch(session.url!, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`http://localhost:3000/book/done?session=${session.id}`);
    await server.deliverWebhooks();
    const event = received.at(-1)!;
    expect(event.type).toBe("checkout.session.completed");
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({ id: session.id, status: "complete", payment_status: "paid" });
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({ amount: 12345, status: "succeeded", metadata: { booking_id: "b1" } });
  });

  it("expires an open session, returns an expired one unchanged and refuses a complete one", async () => {
    const session = await stripe.checkout.sessions.create(params());
    expect(await stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: "expired", url: null });
    await server.deliverWebhooks();
    expect(received.at(-1)).toMatchObject({ type: "checkout.session.expired", data: { object: { id: session.id } } });
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe("expired");
    expect(await (await fetch(`${server.url}/pay/${session.id}`, { method: "POST" })).text()).toContain("expired");

    const paid = await stripe.checkout.sessions.create(params());
    await server.pay(paid.id);
    await expect(stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
    });
  });
});

describe("refunds and webhooks", () => {
  async function paidIntent() {
    const session = await stripe.checkout.sessions.create(params());
    const event = await server.pay(session.id);
    return (event.data.object as { payment_intent: string }).payment_intent;
  }

  it("refunds part then the rest, each with a charge.refunded (held until delivered), and refuses more", async () => {
    const intent = await paidIntent();
    server.webhooks = "held";
    const count = received.length;
    const part = await stripe.refunds.create({ payment_intent: intent, amount: 2345, reason: "requested_by_customer" });
    const rest = await stripe.refunds.create({ payment_intent: intent });
    expect([part.amount, rest.amount]).toEqual([2345, 10000]);
    expect(received.length).toBe(count);
    await server.deliverWebhooks();
    const charges = received.slice(count).map((event) => event.data.object as Stripe.Charge);
    expect(received.slice(count).map((event) => event.type)).toEqual(["charge.refunded", "charge.refunded"]);
    expect(charges.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [2345, false],
      [12345, true],
    ]);
    expect(charges[0]!.metadata).toEqual({ booking_id: "b1" });

    const other = await paidIntent();
    await expect(stripe.refunds.create({ payment_intent: other, amount: 20000 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      param: "amount",
    });
  });

  it("makes one refund when the response is lost and the SDK retries with the same key", async () => {
    const intent = await paidIntent();
    const refundsBefore = server.refunds.length;
    const requestsBefore = server.requests.length;
    server.dropNextResponse("POST", "/v1/refunds");
    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 100 });
    expect(server.refunds.slice(refundsBefore).map((r) => r.id)).toEqual([refund.id]);
    const attempts = server.requests.slice(requestsBefore);
    expect(attempts.map((r) => r.path)).toEqual(["/v1/refunds", "/v1/refunds"]);
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);
  });

  it("retries a failed delivery and resends an event with the same id", async () => {
    answers = [500];
    const session = await stripe.checkout.sessions.create(params());
    const event = await server.pay(session.id);
    expect(server.sentEvents.filter((s) => s.event.id === event.id).map((s) => s.status)).toEqual([500, 200]);
    expect(await server.resend(event.id)).toBe(200);
    expect(received.filter((e) => e.id === event.id)).toHaveLength(3);
  });
});
