import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { addOwner, SIGNED_IN_OWNER, signIn } from "../support/admin";
import {
  apiBooking,
  bookThroughApi,
  dateAhead,
  fillDetails,
  freeSlot,
  uniqueContact,
  waitForBookingForm,
} from "../support/booking";
import { E2E_DATABASE_PATH, E2E_SMS_DIR, ownServer } from "../support/e2e-env";
import { expectNoAxeViolations, viewports, watchConsole } from "../support/page-check";
import { rowsIn, runIn } from "../support/server-database";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { startTwilioStandIn, type TwilioStandIn } from "../support/twilio";
import { expect, type Page, test } from "../support/test";

/**
 * Text messages (docs/decisions/0035) in the browser and through `npm start` itself: the booking form's consent box
 * with and without JavaScript (a number that cannot take texts refused only when it is ticked), the texts written as
 * files without Twilio, the owner's "On my way" (once a day) and the texts listed with their state; and, against the
 * Twilio stand-in, Twilio down while the server is killed with SIGKILL between the booking and the text (sent once
 * each after the restart), a delivery report shown to the owner, STOP → nothing more, START → texts again.
 */

const CONSENT = "Text me reminders and updates";
/** A mobile number of the same (fictional) kind as the site's own, which libphonenumber takes as a US number. */
const mobile = (n: number) => `(214) 555-${String(100 + (n % 900)).padStart(4, "0")}`;
const e164 = (phone: string) => `+1${phone.replace(/\D/g, "")}`;
const textFiles = (reference: string) =>
  existsSync(E2E_SMS_DIR) ? readdirSync(E2E_SMS_DIR).filter((f) => f.startsWith(`${reference}.`)) : [];

/** A booking's messages as the outbox of the SQLite database `db` keeps them: "channel audience status". */
function outboxOf(db: string, reference: string): string[] {
  return rowsIn<{ channel: string; audience: string; status: string }>(
    db,
    `SELECT o.channel, o.audience, o.status FROM outbox o JOIN bookings b ON b.id = o.booking_id
     WHERE b.reference = ? AND o.event <> 'reminder' ORDER BY o.id`,
    reference,
  ).map((r) => `${r.channel} ${r.audience} ${r.status}`);
}

/** Books with the box left as it is (unticked) and a toll-free number: booked, and no text. */
async function bookWithoutTexts(page: Page, slot: { date: string; start: string; end: string }) {
  const contact = { ...uniqueContact("sms-off"), phone: "(800) 555-1234" };
  await fillDetails(page, { city: "dallas", zip: "75201", date: slot.date, window: slot, contact });
  await expect(page.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
  await page.getByRole("button", { name: "Request booking" }).click();
  await page.waitForURL(/\/booking\/confirmed\//);
  return (await page.getByTestId("booking-reference").textContent())!.trim();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the consent box (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("unticked by default; ticked with a number that cannot take texts, refused; ticked, the confirmation is texted", async ({
      page,
      request,
    }) => {
      const offset = javaScriptEnabled ? 42 : 46;
      const errors = watchConsole(page);
      await page.setViewportSize(viewports.phone);
      await page.goto("/booking?service=cleaning&rooms=1");
      if (javaScriptEnabled) await waitForBookingForm(page);
      const unticked = await bookWithoutTexts(page, await freeSlot(request, offset, "07:00"));
      // the worker has had its turn at this booking (its e-mails are sent), and no text was queued for it
      await expect
        .poll(() => outboxOf(E2E_DATABASE_PATH, unticked), { timeout: 10_000 })
        .toEqual(["email owner sent", "email customer sent"]);
      expect(textFiles(unticked)).toEqual([]);

      const slot = await freeSlot(request, offset, "09:00");
      const contact = { ...uniqueContact("sms-on"), phone: "(800) 555-1234" };
      await page.goto("/booking?service=cleaning&rooms=1");
      if (javaScriptEnabled) await waitForBookingForm(page);
      await fillDetails(page, { city: "dallas", zip: "75201", date: slot.date, window: slot, contact });
      // the box is reached and ticked with the keyboard
      const box = page.getByRole("checkbox", { name: CONSENT });
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).toBeChecked();
      await page.getByRole("button", { name: "Request booking" }).click();
      await expect(page.getByText("We can't send texts to this number").first()).toBeVisible();
      await expect(page.getByRole("checkbox", { name: CONSENT })).toBeChecked();
      await expect(page.getByLabel("Full name")).toHaveValue(contact.name);
      if (javaScriptEnabled) await expectNoAxeViolations(page); // axe runs in the page: it needs JavaScript

      const phone = mobile(Date.now() + offset);
      await page.getByLabel("Phone", { exact: true }).fill(phone);
      await page.getByRole("button", { name: "Request booking" }).click();
      await page.waitForURL(/\/booking\/confirmed\//);
      const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
      const file = path.join(E2E_SMS_DIR, `${reference}.created.customer.sms.txt`);
      await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text).toContain(`To: ${e164(phone)}`);
      expect(text).toMatch(
        new RegExp(`NorthStar: we have your booking request ${reference} for .*Reply STOP to opt out`),
      );
      expect(text).toContain("http://localhost:3000/booking/"); // the link to the booking's page
      // the refused submission's 400 is the one error the browser logs (the form's answer, shown above)
      expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    });
  });
}

test.describe("signed in", () => {
  test.use({ storageState: SIGNED_IN_OWNER });
  test("the owner's booking page: texts with their state, and On my way once a day, from the keyboard on a phone", async ({
    page,
    request,
  }) => {
    const slot = await freeSlot(request, 52, "15:00");
    const contact = { ...uniqueContact("omw"), phone: mobile(Date.now() + 7) };
    const { reference } = await bookThroughApi(request, {
      ...apiBooking(slot.date, slot.start, contact),
      smsConsent: true,
    });
    await expect.poll(() => textFiles(reference).length, { timeout: 10_000 }).toBe(1);

    await page.setViewportSize(viewports.phone);
    const errors = watchConsole(page);
    await page.goto(`/admin/bookings/${reference}`);
    const messages = page.getByRole("region", { name: "E-mails and texts" });
    await expect(messages.getByText(/^Text: NorthStar: we have your booking request/)).toBeVisible();
    await expect(messages.getByText(`to ${e164(contact.phone)} · sent`)).toBeVisible();
    await expect(messages).not.toContainText("{{"); // the page's link is never stored: it is named, not shown broken
    await expectNoAxeViolations(page);

    // not the job's day: no On my way at all, and a post for it is refused (issue 56)
    await expect(page.getByRole("region", { name: "On my way" })).toHaveCount(0);
    const early = await page.request.post(`/admin/bookings/${reference}`, {
      form: { intent: "on-my-way", minutes: "30", confirm: "yes" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(early.status()).toBe(409);
    // the job's day (as if the days had passed): it asks first, then tells
    runIn(E2E_DATABASE_PATH, "UPDATE bookings SET date = ? WHERE reference = ?", dateAhead(0), reference);
    await page.reload();
    const thirty = page.getByRole("button", { name: "30 min" });
    await thirty.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "that the crew is on its way?" })).toBeVisible();
    expect(textFiles(reference).filter((f) => f.includes(".on-my-way."))).toHaveLength(0);
    await page.getByRole("button", { name: "Yes, tell them" }).click();
    await expect(page.getByRole("status")).toContainText("The customer has been told the crew is on its way.");
    await expect(page.getByText(/on my way \(arriving in about 30 minutes\) by /)).toBeVisible(); // the history
    await expect(page.getByText(/that the crew is on its way \(once a day\)/)).toBeVisible();
    await expect(page.getByRole("button", { name: "30 min" })).toHaveCount(0);
    await expect
      .poll(() => textFiles(reference).filter((f) => f.includes(".on-my-way.")), { timeout: 10_000 })
      .toHaveLength(1);
    const [sent] = textFiles(reference).filter((f) => f.includes(".on-my-way."));
    expect(readFileSync(path.join(E2E_SMS_DIR, sent!), "utf8")).toContain("should arrive in about 30 minutes");
    await expect(messages.getByText("Our crew is on its way: arriving in about 30 minutes")).toBeVisible(); // the e-mail

    // a second press the same day (an old page, another phone) tells the customer nothing more
    const again = await page.request.post(`/admin/bookings/${reference}`, {
      form: { intent: "on-my-way", minutes: "15", confirm: "yes" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("already been told today");
    const odd = await page.request.post(`/admin/bookings/${reference}`, {
      form: { intent: "on-my-way", minutes: "20" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(odd.status()).toBe(400);
    expect(textFiles(reference).filter((f) => f.includes(".on-my-way."))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test.describe("Twilio down, server killed: each text sent once after the restart; STOP and START honoured", () => {
  test.describe.configure({ mode: "serial" });
  const { port: PORT, database: DB } = ownServer("texts", 4300);
  let server: ServerProcess | undefined;
  let twilio: TwilioStandIn | undefined;
  test.afterAll(async () => {
    await server?.stop();
    await twilio?.close();
  });

  test("kill -9 between the booking and the text; a delivery report reaches the owner's page", async ({
    request,
    page,
  }) => {
    test.setTimeout(120_000);
    removeServerFiles(DB);
    twilio = await startTwilioStandIn();
    const base = `http://127.0.0.1:${PORT}`;
    const env = {
      DATABASE_PATH: DB,
      SITE_URL: base, // Twilio signs and calls back SITE_URL + /webhooks/twilio
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: twilio.from,
      TWILIO_API_URL: twilio.url,
      OUTBOX_DIR: "test-results/e2e-texts-outbox",
      BOOKING_LIMIT_PER_10_MINUTES: "50",
    };
    twilio.failNext(1_000); // Twilio answers 503
    server = await startServer(PORT, env);
    const phones = [0, 1].map((i) => mobile(Date.now() + 300 + i));
    const references: string[] = [];
    for (const [i, phone] of phones.entries()) {
      const data = {
        ...apiBooking(dateAhead(40 + i), "11:00", { ...uniqueContact(`sms-kill-${i}`), phone }),
        smsConsent: true,
      };
      references.push((await bookThroughApi(request, data, base)).reference);
    }
    // the worker tries each text, and Twilio refuses it (503): the texts wait, failed once, for a retry
    const tried = phones.map((p) => e164(p)).sort();
    await expect.poll(() => [...new Set(twilio!.refused)].sort(), { timeout: 10_000 }).toEqual(tried);
    await expect
      .poll(() => references.flatMap((r) => outboxOf(DB, r).filter((m) => m.startsWith("sms"))), { timeout: 5_000 })
      .toEqual(["sms customer pending", "sms customer pending"]);
    await server.crash();
    expect(twilio.messages).toEqual([]);

    twilio.failNext(0);
    server = await startServer(PORT, env);
    const received = () => twilio!.messages.map((m) => `${m.to} ${/request (NS-\w+)/.exec(m.body)?.[1]}`).sort();
    const expected = phones.map((p, i) => `${e164(p)} ${references[i]}`).sort();
    await expect.poll(received, { timeout: 30_000, intervals: [500] }).toEqual(expected);
    // once each: both are marked sent (the worker never sends a sent message again), and Twilio got two
    await expect
      .poll(() => references.flatMap((r) => outboxOf(DB, r).filter((m) => m.startsWith("sms"))), { timeout: 10_000 })
      .toEqual(["sms customer sent", "sms customer sent"]);
    expect(received()).toEqual(expected);

    // Twilio reports the first as delivered: the owner sees it on the booking's page
    const first = twilio.messages.find((m) => m.to === e164(phones[0]!))!;
    expect(first.statusCallback).toBe(`${base}/webhooks/twilio`);
    expect(await twilio.report(first.sid, "delivered")).toBeLessThan(300);
    const email = addOwner({ DATABASE_PATH: DB }, "texts");
    await signIn(page, email, base);
    await page.goto(`${base}/admin/bookings/${references[0]}`);
    await expect(page.getByText(`to ${e164(phones[0]!)} · sent, delivered`)).toBeVisible();
  });

  test("STOP: nothing more to that number; START: texts again", async ({ request }) => {
    const base = server!.base;
    const phone = e164(mobile(Date.now() + 500));
    const book = async (offset: number) => {
      const contact = { ...uniqueContact(`sms-stop-${offset}`), phone };
      return (
        await bookThroughApi(request, { ...apiBooking(dateAhead(offset), "13:00", contact), smsConsent: true }, base)
      ).reference;
    };
    const to = (reference: string) => twilio!.messages.filter((m) => m.body.includes(reference));
    const stop = await twilio!.reply(`${base}/webhooks/twilio`, phone, "STOP");
    expect(stop.status).toBe(200);
    const quiet = await book(44);
    // the worker came to this booking's messages: its e-mails sent, its text withdrawn (the number replied STOP)
    await expect
      .poll(() => outboxOf(DB, quiet), { timeout: 10_000 })
      .toEqual(["email owner sent", "email customer sent", "sms customer cancelled"]);
    expect(to(quiet)).toEqual([]);

    const help = await twilio!.reply(`${base}/webhooks/twilio`, phone, "HELP");
    expect(await help.text()).toContain("(214) 555-0142");
    expect((await twilio!.reply(`${base}/webhooks/twilio`, phone, "START")).status).toBe(200);
    const again = await book(45);
    await expect.poll(() => to(again).length, { timeout: 15_000 }).toBe(1);
    expect(to(quiet)).toEqual([]);
  });
});
