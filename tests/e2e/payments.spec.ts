import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { formatCents } from "../../app/domain/money";
import { TIP_AMOUNT_MESSAGE } from "../../app/domain/tips";
import { stripeGateway } from "../../app/payments/stripe.server";
import { addOwner, signIn } from "../support/admin";
import { anotherCheckout } from "../support/another-checkout";
import { apiBooking, dateAhead, fillDetails, uniqueContact } from "../support/booking";
import { ownServer } from "../support/e2e-env";
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectPageState,
  expectPaymentWordsOf,
  watchPage,
} from "../support/page-check";
import { rowsIn, runIn } from "../support/server-database";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { startStripeServer, type StripeServer } from "../support/stripe-server";
import { expect, test } from "../support/test";

/**
 * Card payments in the browser (docs/decisions/0029): `npm start` with Stripe's settings, its SDK pointed at the
 * project's Stripe stand-in (tests/support/stripe-server.ts), which serves Checkout's "pay" page and sends signed
 * webhooks to the server. One place per window, a one-minute hold.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, database: DB, outbox: OUTBOX } = ownServer("payments", 4260);
const SECRET = "whsec_e2e_payments";

/** Rows of the server's database (read beside it, as an owner's tool would). */
const rows = <T>(sql: string, ...args: string[]): T[] => rowsIn<T>(DB, sql, ...args);
/** A booking's messages in the outbox ("event audience status"), its history's actions, its Stripe events. */
const recordsOf = (reference: string) => ({
  messages: rows<{ m: string }>(
    `SELECT o.event || ' ' || o.audience || ' ' || o.status AS m FROM outbox o JOIN bookings b ON b.id = o.booking_id
     WHERE b.reference = ? AND o.event <> 'reminder' ORDER BY o.id`,
    reference,
  ).map((r) => r.m),
  history: rows<{ action: string }>(
    "SELECT e.action FROM booking_events e JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? ORDER BY e.id",
    reference,
  ).map((r) => r.action),
  events: rows<{ id: string }>(
    "SELECT p.id FROM payment_events p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ? ORDER BY p.id",
    reference,
  ).map((r) => r.id),
});
/** The e-mail the server wrote for a message key, parsed; null while it is not written. */
async function mail(key: string) {
  const file = path.join(OUTBOX, `${key}.eml`);
  return existsSync(file) ? simpleParser(readFileSync(file)) : null;
}
let stripe: StripeServer;
let server: ServerProcess;
let base = "";
let settings: Record<string, string> = {};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB, OUTBOX);
  stripe = await startStripeServer({ webhookSecret: SECRET });
  base = `http://127.0.0.1:${PORT}`;
  settings = {
    DATABASE_PATH: DB,
    OUTBOX_DIR: OUTBOX,
    SITE_URL: base,
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: stripe.url,
    PAYMENT_HOLD_MINUTES: "1",
    // the sweep of lapsed holds every 5 s, not 30: the abandoned journey waits for it to close a Checkout page
    PAYMENT_SWEEP_INTERVAL_SECONDS: "5",
    LATE_CANCEL_FEE_PERCENT: "20",
    BOOKING_WINDOW_CAPACITY: "1",
    BOOKING_LIMIT_PER_10_MINUTES: "1000",
    BOOKING_LIMIT_PER_DAY: "1000",
    BOOKING_LIMIT_OPEN_PER_CUSTOMER: "1000",
  };
  stripe.setWebhookUrl(`${base}/webhooks/stripe`);
  server = await startServer(PORT, settings);
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

let offset = 20;
/** A booking through the JSON API; its Checkout Session's id and its page's token. */
async function apiBook(window = "09:00", overrides: Record<string, unknown> = {}) {
  const contact = uniqueContact("pay");
  const res = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...apiBooking(dateAhead(++offset), window, contact), ...overrides }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    reference: string;
    url: string;
    total: number | null;
    payment?: { status: string; checkoutUrl: string };
  };
  return {
    ...body,
    contact,
    sessionId: body.payment?.checkoutUrl.split("/").pop() ?? null,
    page: `${base}${body.url}`,
  };
}

const placesAt = async (date: string, window: string) => {
  const body = (await (await fetch(`${base}/api/availability/${date}`)).json()) as {
    windows: { start: string; available: number }[];
  };
  return body.windows.find((w) => w.start === window)!.available;
};

async function bookWithTheForm(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const watched = await watchPage(page);
  await page.goto(`${base}/booking?service=cleaning&rooms=2&city=plano`);
  await expect(page.getByTestId("payment-note")).toContainText("Stripe's secure checkout page");
  // every word about paying is Checkout's: the introduction, the steps, the price panel, the description (issue 35)
  await expectPaymentWordsOf(page, "checkout", 1);
  const date = dateAhead(++offset);
  await fillDetails(page, { date, window: { start: "11:00", end: "13:00" }, contact: uniqueContact("form") });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // Checkout's page (the stand-in's): the form's post ended there through a 303, which form-action admits
  await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`));
  expect(await placesAt(date, "11:00")).toBe(0); // held while the customer pays
  const reference = stripe.sessions.get(page.url().split("/").pop()!)!.client_reference_id!;
  expect(recordsOf(reference).messages).toEqual([]); // nothing is e-mailed before the money
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/booking\/confirmed\/[2-9A-HJKMNP-Z]{6}[A-Za-z0-9_-]{32}\?payment=done$/);
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await expect(page.getByTestId("paid-amount")).toHaveText(/^\$\d/);
  await expectPaymentWordsOf(page, "checkout", 1);
  await watched.expectNone();
  return { page, context, reference };
}

test("with JavaScript: book, pay on Checkout, see the booking paid; the page has no axe violations", async ({
  browser,
}) => {
  const { page, context, reference } = await bookWithTheForm(browser, true);
  await expectNoAxeViolations(page);
  // the e-mails went out only now (none before the payment, above), the customer's with the receipt
  await expect
    .poll(() => recordsOf(reference).messages, { timeout: 10_000 })
    .toEqual(["created owner sent", "created customer sent"]);
  const paid = (await page.getByTestId("paid-amount").textContent())!;
  const receipt = (await mail(`${reference}.created.customer`))!;
  expect(receipt.text).toContain(`Paid: ${paid} by card`);
  expect((await mail(`${reference}.created.owner`))!.text).toContain(`Paid: ${paid} by card`);
  await context.close();
});

test("without JavaScript: the same journey", async ({ browser }) => {
  const { context, page } = await bookWithTheForm(browser, false);
  // the privacy page says what this server does: card payments on Stripe's page (issue 37)
  await page.goto(`${base}/privacy`);
  await expect(page.getByText("you type it on Stripe's own secure page")).toBeVisible();
  await expectPaymentWordsOf(page, "checkout");
  await context.close();
});

test("the customer back before Stripe's event reads the truth: paid", async ({ page }) => {
  const booking = await apiBook("13:00");
  expect(booking.payment?.status).toBe("pending");
  stripe.webhooks = "held";
  try {
    await stripe.pay(booking.sessionId!);
    await page.goto(`${booking.page}?payment=done`);
    await expect(page.getByTestId("payment-status")).toHaveText("Paid");
    await stripe.deliverWebhooks();
  } finally {
    stripe.webhooks = "immediate";
  }
});

test("a webhook lost to a kill -9 is sent again by Stripe and processed once", async ({ page }) => {
  test.setTimeout(90_000);
  const booking = await apiBook("15:00");
  stripe.webhooks = "held";
  try {
    const event = await stripe.pay(booking.sessionId!);
    await server.crash();
    await stripe.deliverWebhooks(); // every attempt fails: the server is down
    expect(stripe.sentEvents.filter((e) => e.event.id === event.id).every((e) => e.status === 0)).toBe(true);
    server = await startServer(PORT, settings);
    // nothing was applied while the server was down
    expect(recordsOf(booking.reference)).toEqual({ messages: [], history: ["payment page"], events: [] });
    expect(await stripe.resend(event.id)).toBe(200);
    // processed: the event recorded with the change it made, the booking paid, its e-mails queued (read from the
    // database, before any page asks Stripe itself)
    const once = { history: ["payment page", "paid"], events: [event.id] };
    expect(recordsOf(booking.reference)).toMatchObject(once);
    expect(await stripe.resend(event.id)).toBe(200); // a replay: changes nothing
    await expect
      .poll(() => recordsOf(booking.reference).messages, { timeout: 10_000 })
      .toEqual(["created owner sent", "created customer sent"]);
    expect(recordsOf(booking.reference)).toMatchObject(once);
    await page.goto(booking.page);
    await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  } finally {
    stripe.webhooks = "immediate";
  }
  // a forged event changes nothing
  const forged = await fetch(`${base}/webhooks/stripe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged" },
    body: JSON.stringify({ id: "evt_forged", type: "checkout.session.completed", data: { object: {} } }),
  });
  expect(forged.status).toBe(400);
});

test("cancelled before the cut-off: the customer sees the refund", async ({ page }) => {
  const booking = await apiBook("09:00");
  await stripe.pay(booking.sessionId!);
  await page.goto(booking.page);
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await page.getByRole("button", { name: "Cancel this booking…" }).click();
  await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
  await expect(page.locator("h1")).toContainText("is cancelled");
  await expect(page.getByTestId("payment-status")).toHaveText("Refunded");
  await expect(page.getByTestId("refunded-amount")).toHaveText((await page.getByTestId("paid-amount").textContent())!);
  const intent = stripe.sessions.get(booking.sessionId!)!.payment_intent;
  expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
});

test("the owner prices a quote; the customer pays it from their page", async ({ page, browser }) => {
  const quote = await apiBook("11:00", { services: [{ service: "cleaning", tier: "custom", addons: [] }] });
  expect(quote.payment).toBeUndefined();
  const email = addOwner(DB, "quote");
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email, base);
  await owner.goto(`${base}/admin/bookings/${quote.reference}`);
  await owner.getByLabel("Price ($)").fill("685");
  await owner.getByLabel("Note to the customer").fill("Six bedrooms over two floors.");
  await owner.getByRole("button", { name: "Send the price" }).click();
  await expect(owner.getByText("Price sent")).toBeVisible();
  await expectNoAxeViolations(owner);

  await page.goto(quote.page);
  await expect(page.getByTestId("confirmed-total")).toHaveText("$685");
  await page.getByRole("button", { name: "Pay $685" }).click();
  await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`));
  await page.getByRole("button", { name: "Pay $685" }).click();
  await page.waitForURL(/\?payment=done$/);
  await expect(page.getByTestId("payment-status")).toHaveText("Paid");
  await owner.reload();
  await expect(owner.getByTestId("admin-payment")).toContainText("$685");
  await owner.context().close();
});

test("a payment on another page naming a booking changes nothing; the owner sees it and refunds it from a phone", async ({
  browser,
}) => {
  const booking = await apiBook("13:00");
  const gateway = stripeGateway({ secretKey: "sk_test_e2e", webhookSecret: SECRET, apiUrl: stripe.url });
  // a Payment Link's session carrying the booking's reference, for $5
  const link = await anotherCheckout(gateway, booking.reference);
  await stripe.pay(link.id);
  const intent = stripe.sessions.get(link.id)!.payment_intent!;
  expect(recordsOf(booking.reference)).toMatchObject({ messages: [], history: ["payment page", "payment to look at"] });

  const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(owner, addOwner(DB, "extra"), base);
  await owner.goto(`${base}/admin/bookings/${booking.reference}`);
  await expect(owner.getByTestId("admin-payment")).toContainText("Awaiting payment");
  const card = owner.getByRole("region", { name: "Payments to look at" });
  await expect(card).toContainText("$5 on");
  await expect(card).toContainText("paid on a page that is not this booking's");
  await expect(card).toContainText(`PaymentIntent ${intent}`);
  await expect(card).toContainText(`Checkout Session ${link.id}`);
  await expectNoAxeViolations(owner);
  const refund = card.getByRole("button", { name: `Refund $5 of the payment ${intent}` });
  await refund.focus();
  await owner.keyboard.press("Enter");
  await expect(owner.getByText("Refund made to the card that paid it.")).toBeVisible();
  await expect(card).toContainText("$5 on");
  await expect(card).toContainText(", refunded");
  await expect(card.getByRole("button")).toHaveCount(0);
  expect(stripe.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([500]);
  await owner.context().close();
});

test("abandoned: the place comes back after the hold, and the booking's page says it expired", async ({ page }) => {
  test.setTimeout(60_000);
  const booking = await apiBook("07:00");
  const date = dateAhead(offset);
  expect(await placesAt(date, "07:00")).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(booking.page);
  await expect(page.getByTestId("pay-now")).toBeVisible();
  await expect(page.locator("h1")).toContainText("pay to book your window");
  await expectPageState(page, "awaiting-payment", "checkout");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/booking-page-awaiting-payment.png", fullPage: true });
  // the hold ends (its end moved to a second ago, as a minute's wait would): the place is free again at once, and the
  // page says expired at the next load, whether or not the server's sweep has run yet (the unit test of the page's
  // loader, app/routes/booking-confirmed-states.test.tsx, proves it before any sweep)
  runIn(
    DB,
    "UPDATE bookings SET hold_until = ? WHERE reference = ?",
    new Date(Date.now() - 1_000).toISOString(),
    booking.reference,
  );
  expect(await placesAt(date, "07:00")).toBe(1);
  await page.reload();
  await expect(page.locator("h1")).toContainText("was not paid in time");
  await expect(page.getByTestId("payment-status")).toHaveText("Payment expired");
  await expect(page.getByTestId("pay-now")).toHaveCount(0);
  await expect(page.getByTestId("book-again")).toBeVisible();
  await expect(page.getByTestId("add-to-calendar")).toHaveCount(0);
  await expectPageState(page, "expired", "checkout");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/booking-page-expired.png", fullPage: true });
  // the server's sweep (every PAYMENT_SWEEP_INTERVAL_SECONDS, 5 s here) closes its Checkout page, so it can no longer
  // be paid
  await expect
    .poll(() => stripe.sessions.get(booking.sessionId!)?.status, { timeout: 15_000, intervals: [500] })
    .toBe("expired");

  // the customer is told once that the place was released (issue 48); its "Book again" opens a filled form, no date
  const key = `${booking.reference}.released.customer`;
  await expect.poll(() => mail(key).then((m) => m !== null), { timeout: 15_000, intervals: [500] }).toBe(true);
  const released = (await mail(key))!;
  expect(released.subject).toBe(`Your booking ${booking.reference} was released: nothing was charged`);
  const link = /(http\S+\/booking\?\S+again=\S+)/.exec(released.text ?? "")![1]!;
  expect(
    rows<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE key LIKE ?", `${booking.reference}.released.%`),
  ).toEqual([{ n: 1 }]);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await expect(page.getByLabel("Full name")).toHaveValue(booking.contact.name);
  await expect(page.getByLabel("E-mail")).toHaveValue(booking.contact.email);
  await expect(page.getByLabel("Street address")).toHaveValue("100 Main St");
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue("");
});

/** Screenshots of the customer's page with its payment, for a look at phone and desktop widths. */
test("screenshots of a paid booking's page", async ({ browser }) => {
  const booking = await apiBook("17:00");
  await stripe.pay(booking.sessionId!);
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page: Page = await context.newPage();
    await page.goto(booking.page);
    await expect(page.getByTestId("payment-status")).toHaveText("Paid");
    await page.screenshot({ path: `test-results/screens/payment-${name}.png`, fullPage: true });
    await context.close();
  }
});

test("a tip of 20% once the job is done: paid on Checkout, thanked by the crew's names, shown to the crew, counted, refunded once", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // a crew of one, Luis, and a paid job his crew did today (its Done journey is crews.spec.ts's)
  const crewEmail = addOwner(DB, "tips-crew", ["--role", "crew", "--name", "Luis Ortega"]);
  const stamp = new Date().toISOString();
  runIn(DB, "INSERT INTO crews (name, created_at) VALUES ('Tip Crew', ?)", stamp);
  runIn(
    DB,
    "INSERT INTO crew_members (crew_id, owner_id) SELECT c.id, o.id FROM crews c, owners o WHERE c.name = 'Tip Crew' AND o.email = ?",
    crewEmail,
  );
  const booking = await apiBook("15:00");
  await stripe.pay(booking.sessionId!);
  const today = dateAhead(0);
  runIn(
    DB,
    `UPDATE bookings SET date = ?, status = 'completed', started_at = ?, crew_id = (SELECT id FROM crews WHERE name = 'Tip Crew')
     WHERE reference = ?`,
    today,
    stamp,
    booking.reference,
  );
  const total = rows<{ total_cents: number }>("SELECT total_cents FROM bookings WHERE reference = ?", booking.reference)[0]!
    .total_cents;
  const tip = Math.round(total * 0.2);
  const dollars = formatCents(tip);

  // without JavaScript the form is the same plain post: an amount of one's own goes on to Checkout's page
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plainPage = await plain.newPage();
  await plainPage.goto(booking.page);
  await plainPage.getByRole("radio", { name: "Another amount" }).check();
  await plainPage.getByLabel(/^Your amount/).fill("0.50");
  await plainPage.getByRole("button", { name: "Give a tip" }).click();
  await expect(plainPage.locator("#tip-error")).toHaveText(TIP_AMOUNT_MESSAGE);
  // what was sent is kept
  await expect(plainPage.getByRole("radio", { name: "Another amount" })).toBeChecked();
  await expect(plainPage.getByLabel(/^Your amount/)).toHaveValue("0.50");
  await plainPage.getByLabel(/^Your amount/).fill("7");
  await plainPage.getByRole("button", { name: "Give a tip" }).click();
  await plainPage.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`));
  expect(stripe.sessions.get(plainPage.url().split("/").pop()!)!.amount_total).toBe(700);
  await plain.close(); // left unpaid: it settles nothing

  // with JavaScript, on a phone: 20%
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const watched = await watchPage(page);
  await page.goto(booking.page);
  const section = page.getByTestId("tip");
  await expect(section.getByRole("radio", { name: /^20%/ })).toBeChecked();
  await expect(section).toContainText(dollars);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/booking-page-tip-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(page);
  await section.screenshot({ path: "test-results/screens/booking-page-tip-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole("button", { name: "Give a tip" }).click();
  await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`));
  const sessionId = page.url().split("/").pop()!;
  expect(stripe.sessions.get(sessionId)!.amount_total).toBe(tip);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await page.waitForURL(/\?tip=paid#tip$/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("tip-thanks")).toHaveText(`Thank you! Luis got your ${dollars} tip.`, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await watched.expectNone();
  const tipRows = () =>
    rows<{ status: string; amount_cents: number }>(
      "SELECT t.status, t.amount_cents FROM tips t JOIN bookings b ON b.id = t.booking_id WHERE b.reference = ? AND t.status = 'paid'",
      booking.reference,
    );
  expect(tipRows()).toEqual([{ status: "paid", amount_cents: tip }]);

  // the same webhook again changes nothing; one of another amount for that session is not the tip
  const paidEvent = stripe.events.findLast(
    (e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === sessionId,
  )!;
  expect(await stripe.resend(paidEvent.id)).toBe(200);
  expect(
    await stripe.sendChanged(paidEvent.id, (object) =>
      Object.assign(object, { amount_total: tip + 100, payment_intent: `pi_other_${Date.now()}` }),
    ),
  ).toBe(200);
  expect(tipRows()).toEqual([{ status: "paid", amount_cents: tip }]);
  expect(recordsOf(booking.reference).history.filter((a) => a === "tip")).toHaveLength(1);
  await page.reload();
  await expect(page.getByTestId("tip-thanks")).toHaveText(`Thank you! Luis got your ${dollars} tip.`);
  await context.close();

  // Luis sees it on the job's page and on his day
  const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await crewContext.newPage();
  await signIn(crew, crewEmail, base);
  await crew.goto(`${base}/admin/today?date=${today}`);
  await expect(crew.getByTestId("job-tip")).toHaveText(`Tip from the customer: ${dollars}. Thank you!`);
  await crew.goto(`${base}/admin/jobs/${booking.reference}`);
  await expect(crew.getByTestId("job-tip")).toHaveText(`Tip from the customer: ${dollars}. Thank you!`);
  await crewContext.close();

  // the owner: a row for the crew in the reports, the CSV's tip, and the refund (once)
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await signIn(owner, addOwner(DB, "tips-owner"), base);
  // the day's columns show it too
  await owner.goto(`${base}/admin/today?date=${today}`);
  await expect(owner.getByTestId("job-tip")).toHaveText(`Tip from the customer: ${dollars}. Thank you!`);
  await owner.goto(`${base}/admin/reports?period=range&from=${today}&to=${today}`);
  const tipsCard = owner.locator("section", { has: owner.getByRole("heading", { name: "Tips for the crews" }) });
  await expect(tipsCard.getByRole("row").filter({ hasText: "Tip Crew" })).toContainText(dollars);
  await expectNoSidewaysScroll(owner);
  const csv = await (await owner.request.get(`${base}/admin/bookings.csv?from=${today}&to=${today}`)).text();
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  const tipColumn = header!.split(",").indexOf("tip");
  expect(tipColumn).toBeGreaterThan(0);
  const line = lines.find((l) => l.startsWith(booking.reference))!;
  expect(line.split(",").at(tipColumn - header!.split(",").length)).toBe((tip / 100).toFixed(2));
  await owner.goto(`${base}/admin/bookings/${booking.reference}`);
  await owner.getByTestId("admin-tips").getByRole("button", { name: new RegExp(`^Refund \\${dollars}`) }).click();
  await expect(owner.getByText("Tip refunded to the card that paid it.")).toBeVisible();
  await expect(owner.getByTestId("admin-tips")).toContainText("refunded");
  await expect(owner.getByTestId("admin-tips").getByRole("button")).toHaveCount(0);
  const paymentIntent = rows<{ payment_intent_id: string }>(
    "SELECT t.payment_intent_id FROM tips t JOIN bookings b ON b.id = t.booking_id WHERE b.reference = ? AND t.status = 'paid'",
    booking.reference,
  )[0]!.payment_intent_id;
  expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount)).toEqual([tip]);
  await ownerContext.close();
});
