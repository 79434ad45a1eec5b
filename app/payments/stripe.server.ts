/**
 * Card payments through Stripe (docs/decisions/0029), with the official SDK: hosted Checkout pages, refunds, and the
 * events Stripe sends to `POST /webhooks/stripe`, read into the few facts the booking service acts on. Nothing here
 * knows bookings beyond a reference: the booking service (app/booking/payments.server.ts) decides what a payment
 * does. `STRIPE_API_URL` points the SDK elsewhere (its host, port and protocol); without Stripe's settings there is no
 * gateway and the card is taken by phone. Server only.
 */
import Stripe from "stripe";
import { stripeSettings } from "../utils/env.server.ts";

/** Every amount of ours is in US dollars (cents). */
export const CURRENCY = "usd";

/** A Checkout Session to make for a booking. */
export type CheckoutRequest = {
  /** The booking's reference: Checkout's `client_reference_id` and metadata, and the idempotency key's base. */
  reference: string;
  /** A new page for the same booking (the previous one expired) needs a new key: the previous session's id. */
  attempt: string;
  email: string;
  /** The breakdown; the amounts sum to the booking's total (app/domain/booking/payment.ts). */
  items: readonly { name: string; amountCents: number }[];
  successUrl: string;
  cancelUrl: string;
  /** A tip for the crew (issue 48): its own idempotency keys and `purpose` in the metadata. */
  purpose?: "tip";
};

export type CheckoutState = {
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountCents: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  paymentIntentId: string | null;
  /** The session's page while it is open (null once complete or expired). */
  url: string | null;
};

/** What a provider's event means to a booking. Events of other types are `other` (acknowledged, ignored). */
export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: "checkout-paid";
      sessionId: string;
      reference: string | null;
      amountCents: number;
      /** ISO 4217, lower case ("usd"). */
      currency: string;
      paymentIntentId: string;
    }
  | { kind: "checkout-expired"; sessionId: string; reference: string | null }
  | { kind: "refunded"; paymentIntentId: string; reference: string | null; amountRefundedCents: number }
  | { kind: "other" }
);

export type PaymentGateway = {
  /** Makes the session (a retry with the same reference gets the same one) and answers its id and page. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /** Closes an open session so it can no longer be paid; true when it is closed now, false when it was paid. */
  expireCheckout(sessionId: string): Promise<boolean>;
  /** Refunds `amountCents` of a payment; `key` makes a retry (a timeout, a second click) refund once. */
  refund(paymentIntentId: string, amountCents: number, key: string): Promise<{ id: string }>;
  /** The event of a webhook request whose signature is Stripe's; throws when it is not. */
  verifyEvent(rawBody: string, signature: string): Promise<PaymentEvent>;
};

/** A Stripe error that says the request itself was wrong (not a network or server failure). */
export const isRefusedByStripe = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError;

function eventOf(event: Stripe.Event): PaymentEvent {
  const { id, type } = event;
  if (type === "checkout.session.completed" || type === "checkout.session.async_payment_succeeded") {
    const session = event.data.object;
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status === "paid" && intent)
      return {
        id,
        type,
        kind: "checkout-paid",
        sessionId: session.id,
        reference: session.client_reference_id,
        amountCents: session.amount_total ?? 0,
        currency: (session.currency ?? "").toLowerCase(),
        paymentIntentId: intent,
      };
  }
  if (type === "checkout.session.expired") {
    const session = event.data.object;
    return { id, type, kind: "checkout-expired", sessionId: session.id, reference: session.client_reference_id };
  }
  if (type === "charge.refunded") {
    const charge = event.data.object;
    const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    if (intent)
      return {
        id,
        type,
        kind: "refunded",
        paymentIntentId: intent,
        reference: charge.metadata?.reference ?? null,
        amountRefundedCents: charge.amount_refunded,
      };
  }
  return { id, type, kind: "other" };
}

export function stripeGateway(settings: { secretKey: string; webhookSecret: string; apiUrl: string | null }) {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || (api.protocol === "http:" ? 80 : 443),
      protocol: api.protocol === "http:" ? "http" : "https",
    }),
    // A request that fails on the way is sent again with the same idempotency key: done once at Stripe.
    maxNetworkRetries: 2,
    timeout: 10_000,
  });
  const gateway: PaymentGateway = {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.reference,
          customer_email: request.email,
          line_items: request.items.map((item) => ({
            quantity: 1,
            price_data: { currency: CURRENCY, unit_amount: item.amountCents, product_data: { name: item.name } },
          })),
          metadata: { reference: request.reference, ...(request.purpose && { purpose: request.purpose }) },
          payment_intent_data: {
            metadata: { reference: request.reference, ...(request.purpose && { purpose: request.purpose }) },
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `${request.purpose ?? "checkout"}-${request.reference}-${request.attempt}` },
      );
      if (!session.url) throw new Error(`Stripe made Checkout Session ${session.id} without a page`);
      return { id: session.id, url: session.url };
    },
    async checkoutState(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      return {
        status: (session.status ?? "open") as CheckoutState["status"],
        paid: session.payment_status === "paid",
        amountCents: session.amount_total ?? 0,
        currency: (session.currency ?? "").toLowerCase(),
        paymentIntentId: intent ?? null,
        url: session.url ?? null,
      };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        if (!isRefusedByStripe(error)) throw error;
        // Only an open session can be expired: it was paid (its event follows), or was expired already.
        return (await gateway.checkoutState(sessionId)).status === "expired";
      }
    },
    async refund(paymentIntentId, amountCents, key) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer" },
        { idempotencyKey: key },
      );
      return { id: refund.id };
    },
    async verifyEvent(rawBody, signature) {
      return eventOf(await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret));
    },
  };
  return gateway;
}

let cached: { key: string; gateway: PaymentGateway } | undefined;
/** The gateway of the process's settings, or null when card payments are off. */
export function getPaymentGateway(): PaymentGateway | null {
  const settings = stripeSettings();
  if (!settings) return null;
  const key = `${settings.secretKey}\n${settings.apiUrl}`;
  if (cached?.key !== key) cached = { key, gateway: stripeGateway(settings) };
  return cached.gateway;
}
