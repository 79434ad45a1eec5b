/**
 * A test stand-in of the parts of Stripe's HTTP API the app calls. Unit tests and browser tests start it in-process
 * and point the app at it through STRIPE_API_URL; the app's own `stripe` SDK then talks to it over HTTP, unaware of
 * the difference. It speaks Stripe's wire format (form-encoded bodies, JSON objects and errors, Bearer keys,
 * Idempotency-Key replays), sends webhooks signed as Stripe signs them, and serves a pay page in place of the hosted
 * Checkout page. Tests read its state and steer it: hold webhooks back, replay one, drop a response after acting.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import Stripe from "stripe";

export type Metadata = Record<string, string>;

/** What every object here has, as Stripe's objects do. */
type StripeObject<Name extends string> = {
  id: string;
  object: Name;
  created: number;
  livemode: false;
  metadata: Metadata;
};

export type Session = StripeObject<"checkout.session"> & {
  /** The pay page while open; null once complete or expired, as Stripe does. */
  url: string | null;
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
};

export type PaymentIntent = StripeObject<"payment_intent"> & {
  amount: number;
  amount_received: number;
  currency: string;
  status: "succeeded";
  latest_charge: string;
};

/** Its metadata is its payment intent's (as Stripe copies it). */
export type Charge = StripeObject<"charge"> & {
  amount: number;
  /** Cumulative, over every refund. */
  amount_refunded: number;
  /** All of it. */
  refunded: boolean;
  paid: true;
  status: "succeeded";
  payment_intent: string;
  currency: string;
};

export type Refund = StripeObject<"refund"> & {
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: "succeeded";
  reason: (typeof REFUND_REASONS)[number] | null;
};

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: "checkout.session.completed" | "checkout.session.expired" | "charge.refunded";
  /** A snapshot of the object as it was when the event happened. */
  data: { object: Session | Charge };
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; nulls for a customer's action on the pay page. */
  request: { id: string | null; idempotency_key: string | null };
};

export type StripeServerOptions = { webhookUrl?: string; webhookSecret: string; port?: number };

export type StripeServer = {
  /** e.g. "http://127.0.0.1:41234": the value for STRIPE_API_URL. */
  url: string;
  close(): Promise<void>;
  setWebhookUrl(url: string): void;
  sessions: Map<string, Session>;
  paymentIntents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Refund[];
  /** Every request under /v1, in order of arrival (replays and dropped ones included). */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Every event made, delivered or not. */
  events: StripeEvent[];
  /**
   * "immediate": each event is sent as it happens (up to 5 attempts, 200 ms apart), without holding up the response
   * that caused it. "held": events wait in a queue for `deliverWebhooks()`. With no webhook URL, events are queued.
   */
  webhooks: "immediate" | "held";
  /** Sends the queued events, one after the other, and waits for deliveries already under way. */
  deliverWebhooks(): Promise<void>;
  /** One entry per delivery attempt; status 0 for a connection failure. */
  sentEvents: { event: StripeEvent; status: number }[];
  /** Sends an event again (same id, fresh signature), once; resolves with the HTTP status (0: no connection). */
  resend(eventId: string): Promise<number>;
  /**
   * Sends, signed, a new event (its own id) made from event `eventId` with its object changed by `change`: what a
   * forged or mismatched event would be, for the tests of what the app refuses. Resolves with the HTTP status.
   */
  sendChanged(eventId: string, change: (object: Session | Charge) => void): Promise<number>;
  /** The next request matching is carried out, but its connection is cut before the response is written. */
  dropNextResponse(method: string, pathPrefix: string): void;
  /** Pays an open session as the pay page's button does; in "immediate" mode, resolves once its event was sent. */
  pay(sessionId: string): Promise<StripeEvent>;
};

const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;
const WEBHOOK_ATTEMPTS = 5;
const WEBHOOK_RETRY_MS = 200;

/** A form-encoded body, parsed: `a[b][0]=x` gives `{ a: { b: { "0": "x" } } }` (lists stay keyed by index). */
type Form = { [key: string]: string | Form };
type LineItem = { name: string; quantity: number; unitAmount: number };
type Reply = { status: number; headers: Record<string, string>; body: string };
type RequestContext = { id: string; idempotencyKey: string | null };

class ApiError extends Error {
  status: number;
  type: string;
  param: string | undefined;
  code: string | undefined;
  constructor(status: number, message: string, param?: string, code?: string, type = "invalid_request_error") {
    super(message);
    this.status = status;
    this.param = param;
    this.code = code;
    this.type = type;
  }
}

const missing = (param: string) => new ApiError(400, `Missing required param: ${param}.`, param, "parameter_missing");
const now = () => Math.floor(Date.now() / 1000);
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const newId = (prefix: string, length = 24) =>
  prefix + Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function parseForm(body: string): Form {
  const root: Form = Object.create(null);
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));
  for (const pair of body.split("&").filter(Boolean)) {
    const eq = pair.indexOf("=");
    let key: string, value: string;
    try {
      [key, value] = eq < 0 ? [decode(pair), ""] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
    } catch {
      throw new ApiError(400, `Invalid form encoding: ${pair}`);
    }
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new ApiError(400, `Invalid parameter name: ${key}`, key);
    const path = [match[1]!, ...Array.from(match[2]!.matchAll(/\[([^[\]]*)\]/g), (m) => m[1]!)];
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment; // `a[]=x` appends
      if (i === path.length - 1) node[name] = value;
      else {
        const next = (node[name] ??= Object.create(null) as Form);
        if (typeof next === "string") throw new ApiError(400, `Invalid parameter: ${key}`, key);
        node = next;
      }
    });
  }
  return root;
}

function checkKnown(form: Form, known: string[], prefix?: string) {
  for (const key of Object.keys(form)) {
    const param = prefix ? `${prefix}[${key}]` : key;
    if (!known.includes(key) && key !== "expand")
      throw new ApiError(400, `Received unknown parameter: ${param}`, param);
  }
}

function text(form: Form, key: string, param = key): string | undefined {
  const value = form[key];
  if (typeof value === "object") throw new ApiError(400, `Invalid string: ${JSON.stringify(value)}`, param);
  return value === "" ? undefined : value; // Stripe reads an empty string as "not given"
}

function requiredText(form: Form, key: string, param = key): string {
  const value = text(form, key, param);
  if (value === undefined) throw missing(param);
  return value;
}

function object(form: Form, key: string, param = key): Form | undefined {
  const value = form[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string") throw new ApiError(400, `Invalid object`, param, "parameter_invalid_empty");
  return value;
}

function list(form: Form, key: string): Form[] {
  const value = object(form, key) ?? {};
  const keys = Object.keys(value);
  if (keys.some((k) => !/^\d+$/.test(k))) throw new ApiError(400, `Invalid array`, key);
  return keys
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => {
      const item = value[k]!;
      if (typeof item === "string") throw new ApiError(400, `Invalid object`, `${key}[${k}]`);
      return item;
    });
}

function integer(value: string, param: string, min: number): number {
  if (!/^-?\d+$/.test(value)) throw new ApiError(400, `Invalid integer: ${value}`, param, "parameter_invalid_integer");
  const number = Number(value);
  if (number < min) {
    throw new ApiError(400, `This value must be greater than or equal to ${min}.`, param, "parameter_invalid_integer");
  }
  return number;
}

function metadata(form: Form, key: string, prefix?: string): Metadata {
  const param = prefix ? `${prefix}[${key}]` : key;
  const entries = Object.entries(object(form, key, param) ?? {}).filter(([, value]) => value !== "");
  if (entries.length > 50) throw new ApiError(400, "You can have at most 50 keys in metadata.", param);
  for (const [name, value] of entries) {
    if (typeof value !== "string") throw new ApiError(400, "Metadata values must be strings.", `${param}[${name}]`);
    if (name.length > 40 || value.length > 500) {
      const [what, limit, size] = name.length > 40 ? ["key", 40, name.length] : ["value", 500, value.length];
      const message = `Metadata ${what}s can have up to ${limit} characters, but you passed in a ${what} that is ${size} characters.`;
      throw new ApiError(400, message, `${param}[${name}]`);
    }
  }
  return Object.fromEntries(entries) as Metadata;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function page(status: number, title: string, main: string): Reply {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title></head>
<body><main>
${main}
</main></body>
</html>
`;
  return { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }, body };
}

export async function startStripeServer(options: StripeServerOptions): Promise<StripeServer> {
  const lineItems = new Map<string, LineItem[]>();
  const intentMetadata = new Map<string, Metadata>();
  const idempotent = new Map<string, { request: string; reply: Reply }>();
  const drops: { method: string; pathPrefix: string }[] = [];
  const queue: StripeEvent[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const closing = new AbortController();
  let webhookUrl = options.webhookUrl;
  let base = "";

  function emit(type: StripeEvent["type"], object: Session | Charge, cause: RequestContext | null) {
    const event: StripeEvent = {
      id: newId("evt_"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: cause?.id ?? null, idempotency_key: cause?.idempotencyKey ?? null },
    };
    server.events.push(event);
    if (server.webhooks === "held" || !webhookUrl) {
      queue.push(event);
      return { event, delivered: Promise.resolve() };
    }
    return { event, delivered: track(deliver(event)) };
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    const done = () => inFlight.delete(promise);
    inFlight.add(promise);
    promise.then(done, done);
    return promise;
  }

  async function deliver(event: StripeEvent) {
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS && !closing.signal.aborted; attempt++) {
      if (attempt > 1) await sleep(WEBHOOK_RETRY_MS, undefined, { signal: closing.signal }).catch(() => {});
      const status = closing.signal.aborted ? 0 : await send(event);
      if (status >= 200 && status < 300) return;
    }
  }

  async function send(event: StripeEvent): Promise<number> {
    if (!webhookUrl) throw new Error("stripe stand-in: no webhook URL set");
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    let status: number;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": signature,
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Cache-Control": "no-cache",
        },
        body: payload,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => {});
    } catch {
      status = 0;
    }
    server.sentEvents.push({ event, status });
    return status;
  }

  function findSession(id: string): Session {
    const session = server.sessions.get(id);
    if (!session) throw new ApiError(404, `No such checkout.session: '${id}'`, "session", "resource_missing");
    return session;
  }

  function createSession(form: Form): Session {
    checkKnown(form, [
      ...["mode", "success_url", "cancel_url", "line_items", "client_reference_id", "customer_email"],
      ...["metadata", "payment_intent_data", "expires_at", "locale", "submit_type", "payment_method_types"],
    ]);
    const mode = requiredText(form, "mode");
    if (!["payment", "setup", "subscription"].includes(mode)) {
      throw new ApiError(400, "Invalid mode: must be one of payment, setup, or subscription", "mode");
    }
    if (mode !== "payment") throw new ApiError(400, `The Stripe stand-in supports mode "payment" only.`, "mode");
    const urls = ["success_url", "cancel_url"].map((param) => {
      const url = param === "success_url" ? requiredText(form, param) : text(form, param);
      if (url !== undefined && !URL.canParse(url)) throw new ApiError(400, "Not a valid URL", param, "url_invalid");
      return url ?? null;
    });
    const items = list(form, "line_items");
    if (items.length === 0) throw missing("line_items");
    let currency = "";
    const lines = items.map((item, i): LineItem => {
      const p = `line_items[${i}]`;
      checkKnown(item, ["price", "price_data", "quantity"], p);
      const price = text(item, "price", `${p}[price]`);
      if (price) throw new ApiError(400, `No such price: '${price}'`, `${p}[price]`, "resource_missing");
      const priceData = object(item, "price_data", `${p}[price_data]`);
      if (!priceData) throw missing(`${p}[price_data]`);
      checkKnown(priceData, ["currency", "unit_amount", "product_data"], `${p}[price_data]`);
      const lineCurrency = requiredText(priceData, "currency", `${p}[price_data][currency]`).toLowerCase();
      if (!/^[a-z]{3}$/.test(lineCurrency)) {
        throw new ApiError(400, `Invalid currency: ${lineCurrency}`, `${p}[price_data][currency]`);
      }
      if (currency && lineCurrency !== currency) {
        throw new ApiError(400, "All line items must use the same currency.", `${p}[price_data][currency]`);
      }
      currency = lineCurrency;
      const amountParam = `${p}[price_data][unit_amount]`;
      const unitAmount = integer(requiredText(priceData, "unit_amount", amountParam), amountParam, 0);
      const product = object(priceData, "product_data", `${p}[price_data][product_data]`);
      if (!product) throw missing(`${p}[price_data][product_data]`);
      checkKnown(product, ["name", "description"], `${p}[price_data][product_data]`);
      const name = requiredText(product, "name", `${p}[price_data][product_data][name]`);
      const quantity = integer(requiredText(item, "quantity", `${p}[quantity]`), `${p}[quantity]`, 1);
      return { name, quantity, unitAmount };
    });
    const created = now();
    const expiresRaw = text(form, "expires_at");
    const expiresAt = expiresRaw === undefined ? created + 24 * 3600 : integer(expiresRaw, "expires_at", 0);
    if (expiresAt < created + 30 * 60) {
      const message = "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.";
      throw new ApiError(400, message, "expires_at");
    }
    if (expiresAt > created + 24 * 3600) {
      const message = "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.";
      throw new ApiError(400, message, "expires_at");
    }
    const email = text(form, "customer_email");
    if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
      throw new ApiError(400, `Invalid email address: ${email}`, "customer_email", "email_invalid");
    }
    const reference = text(form, "client_reference_id");
    if (reference !== undefined && reference.length > 200) {
      throw new ApiError(400, "client_reference_id must be at most 200 characters.", "client_reference_id");
    }
    const intentData = object(form, "payment_intent_data") ?? {};
    checkKnown(intentData, ["metadata", "description"], "payment_intent_data");
    const total = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
    const id = newId("cs_test_", 40);
    const session: Session = {
      id,
      object: "checkout.session",
      url: `${base}/pay/${id}`,
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: reference ?? null,
      customer_email: email ?? null,
      metadata: metadata(form, "metadata"),
      payment_intent: null,
      success_url: urls[0]!,
      cancel_url: urls[1]!,
      expires_at: expiresAt,
      created,
      livemode: false,
    };
    intentMetadata.set(id, metadata(intentData, "metadata", "payment_intent_data"));
    lineItems.set(id, lines);
    server.sessions.set(id, session);
    return session;
  }

  function expireSession(id: string, cause: RequestContext): Session {
    const session = findSession(id);
    if (session.status === "complete") {
      throw new ApiError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
    }
    if (session.status === "open") {
      Object.assign(session, { status: "expired", url: null });
      emit("checkout.session.expired", session, cause);
    }
    return session;
  }

  function completeSession(session: Session) {
    const created = now();
    const intent: PaymentIntent = {
      id: newId("pi_"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: "succeeded",
      latest_charge: newId("ch_"),
      metadata: { ...intentMetadata.get(session.id) },
      created,
      livemode: false,
    };
    server.paymentIntents.set(intent.id, intent);
    server.charges.set(intent.latest_charge, {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: "succeeded",
      payment_intent: intent.id,
      currency: intent.currency,
      metadata: { ...intent.metadata },
      created,
      livemode: false,
    });
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id, url: null });
    return emit("checkout.session.completed", session, null);
  }

  function createRefund(form: Form, cause: RequestContext): Refund {
    checkKnown(form, ["payment_intent", "amount", "reason", "metadata"]);
    const intentId = requiredText(form, "payment_intent");
    const intent = server.paymentIntents.get(intentId);
    if (!intent) throw new ApiError(400, `No such payment_intent: '${intentId}'`, "payment_intent", "resource_missing");
    const charge = server.charges.get(intent.latest_charge)!;
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) {
      throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
    }
    const amountRaw = text(form, "amount");
    const amount = amountRaw === undefined ? remaining : integer(amountRaw, "amount", 1);
    if (amount > remaining) {
      const message = `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(remaining, charge.currency)})`;
      throw new ApiError(400, message, "amount", "amount_too_large");
    }
    const reason = text(form, "reason") ?? null;
    if (reason !== null && !(REFUND_REASONS as readonly string[]).includes(reason)) {
      throw new ApiError(400, `Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, "reason");
    }
    const refund: Refund = {
      id: newId("re_"),
      object: "refund",
      amount,
      currency: charge.currency,
      payment_intent: intent.id,
      charge: charge.id,
      status: "succeeded",
      reason: reason as Refund["reason"],
      metadata: metadata(form, "metadata"),
      created: now(),
      livemode: false,
    };
    server.refunds.push(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    emit("charge.refunded", charge, cause);
    return refund;
  }

  function route(method: string, path: string, form: Form, cause: RequestContext): object {
    const [, sessionId, action] = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path) ?? [];
    const [, intentId] = /^\/v1\/payment_intents\/([^/]+)$/.exec(path) ?? [];
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(form);
    if (method === "GET" && sessionId && !action) return findSession(decodeURIComponent(sessionId));
    if (method === "POST" && sessionId && action) {
      checkKnown(form, []);
      return expireSession(decodeURIComponent(sessionId), cause);
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(form, cause);
    if (method === "GET" && intentId) {
      const intent = server.paymentIntents.get(decodeURIComponent(intentId));
      if (!intent) throw new ApiError(404, `No such payment_intent: '${intentId}'`, "intent", "resource_missing");
      return intent;
    }
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function api(req: IncomingMessage, method: string, path: string, body: string): Reply {
    const idempotencyKey = method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
    if (path.startsWith("/v1/")) server.requests.push({ method, path, idempotencyKey });
    const requestId = newId("req_", 14);
    const reply = (status: number, value: object): Reply => ({
      status,
      headers: {
        "Content-Type": "application/json",
        "Request-Id": requestId,
        "Stripe-Version": Stripe.API_VERSION,
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(value, null, 2),
    });
    try {
      const key = /^Bearer (sk_\S+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!key) {
        const message = req.headers.authorization
          ? "Invalid API Key provided: expected a secret key (sk_...) in the Authorization header."
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
        throw new ApiError(401, message);
      }
      const request = `${method} ${path}\n${body}`;
      const stored = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (stored && stored.request !== request) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        throw new ApiError(400, message, undefined, undefined, "idempotency_error");
      }
      if (stored) return { ...stored.reply, headers: { ...stored.reply.headers, "Idempotent-Replayed": "true" } };
      const result = reply(200, route(method, path, parseForm(body), { id: requestId, idempotencyKey }));
      // as Stripe does, only requests that got to run are remembered: a validation error can be retried with the key
      if (idempotencyKey) idempotent.set(idempotencyKey, { request, reply: result });
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { type, message, param, code } = error;
      return reply(error.status, { error: { type, message, param, code } });
    }
  }

  function payPage(method: string, id: string): Reply {
    const session = server.sessions.get(id);
    if (!session) return page(404, "Checkout not found", "<h1>Checkout not found</h1>");
    const success = session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
    const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : "";
    if (method === "POST" && session.status === "open") void completeSession(session);
    if (method === "POST" && session.status === "complete") {
      return { status: 303, headers: { Location: success, "Cache-Control": "no-store" }, body: "" };
    }
    if (method !== "GET" && method !== "POST") return page(405, "Method not allowed", "<h1>Method not allowed</h1>");
    if (session.status === "expired") {
      return page(
        200,
        "Checkout expired",
        `<h1>Checkout expired</h1>\n<p>This checkout session has expired.</p>\n${back}`,
      );
    }
    if (session.status === "complete") {
      return page(200, "Paid", `<h1>Paid</h1>\n<p><a href="${escapeHtml(success)}">Continue</a></p>`);
    }
    const total = money(session.amount_total, session.currency);
    const items = (lineItems.get(id) ?? [])
      .map(
        (l) => `<li>${escapeHtml(l.name)} × ${l.quantity}: ${money(l.unitAmount * l.quantity, session.currency)}</li>`,
      )
      .join("\n");
    const main = `<h1>Test checkout</h1>\n<ul>\n${items}\n</ul>\n<p>Total: <strong>${total}</strong></p>
<form method="post"><button type="submit">Pay ${total}</button></form>\n${back}`;
    return page(200, `Pay ${total}`, main);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const body = await readBody(req);
    const drop = drops.findIndex((d) => d.method === method && path.startsWith(d.pathPrefix));
    if (drop >= 0) drops.splice(drop, 1);
    const reply = path.startsWith("/pay/")
      ? payPage(method, decodeURIComponent(path.slice("/pay/".length)))
      : api(req, method, path, body);
    if (drop >= 0) return void req.socket.destroy();
    res.writeHead(reply.status, reply.headers).end(reply.body);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      const message = `Stripe stand-in failed: ${error instanceof Error ? error.message : String(error)}`;
      res
        .writeHead(500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { type: "api_error", message } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const server: StripeServer = {
    url: base,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      await Promise.allSettled(inFlight);
      await new Promise<void>((resolve, reject) => {
        http.close((error) => (error ? reject(error) : resolve()));
        http.closeAllConnections();
      });
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: [],
    requests: [],
    events: [],
    webhooks: "immediate",
    async deliverWebhooks() {
      for (const event of queue.splice(0)) await track(deliver(event));
      await Promise.allSettled(inFlight);
    },
    sentEvents: [],
    async resend(eventId) {
      const event = server.events.find((e) => e.id === eventId);
      if (!event) throw new Error(`stripe stand-in: no event ${eventId}`);
      return track(send(event));
    },
    async sendChanged(eventId, change) {
      const event = server.events.find((e) => e.id === eventId);
      if (!event) throw new Error(`stripe stand-in: no event ${eventId}`);
      const changed: StripeEvent = { ...structuredClone(event), id: newId("evt_") };
      change(changed.data.object);
      return track(send(changed));
    },
    dropNextResponse(method, pathPrefix) {
      drops.push({ method: method.toUpperCase(), pathPrefix });
    },
    async pay(sessionId) {
      const session = server.sessions.get(sessionId);
      if (session?.status !== "open") throw new Error(`stripe stand-in: session ${sessionId} is not open`);
      const { event, delivered } = completeSession(session);
      await delivered;
      return event;
    },
  };
  return server;
}
