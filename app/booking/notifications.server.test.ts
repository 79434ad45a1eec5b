/**
 * Notifications end to end against a real SMTP server (smtp-server), messages parsed with mailparser: a booking
 * queues its e-mails in its own transaction; the worker delivers them; SMTP outages are ridden out; reminders go
 * out the evening before (an injected clock). docs/decisions/0011.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../content/site";
import { createMailTransport, type MailTransport } from "../outbox/mailer.server";
import { startOutboxWorker } from "../outbox/worker.server";
import { openDatabase } from "../storage/sqlite.server";
import { retryDelayMs } from "../storage/outbox.server";
import { sqliteStorage } from "../storage/storage.server";
import { bookingInput } from "../../tests/support/booking-input";
import { bookingLimiter } from "./limits.server";
import { bookingMessages, reminderDueAt } from "./notifications.server";
import { submitBooking } from "./service.server";
import { findByPageToken, pageTokenOf } from "./page-token.server";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas
const DATE = "2026-06-20";
const dir = mkdtempSync(join(tmpdir(), "northstar-mail-"));
const database = openDatabase(join(dir, "bookings.sqlite"));
const { bookings: repo, outbox, sms: smsStore } = sqliteStorage(database);
const isOptedOut = (phone: string) => smsStore.isOptedOut(phone);
/** The outbox worker of this file's database, sending through `transport` at the clock `now()`, ticked by hand. */
const workerOf = (transport: MailTransport, now: () => Date = () => NOW) =>
  startOutboxWorker({ outbox, isOptedOut, transport, now, intervalMs: 0 });
/** The messages of a booking as the outbox keeps them. */
const getStoredMessages = async (bookingId: number) =>
  database.prepare("SELECT text, html, ics FROM outbox WHERE booking_id = ?").all(bookingId) as {
    text: string;
    html: string;
    ics: string | null;
  }[];
const MAIL = { siteUrl: "https://northstar.example", ownerEmail: "owner@northstar.example" };

type Received = { envelope: { from: string; to: string[] }; mail: ParsedMail };

/** A real SMTP server on a free port of 127.0.0.1, keeping what it receives. */
async function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return { port: actual, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (for "SMTP is down"). */
async function closedPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const order = (overrides: Record<string, unknown> = {}) =>
  bookingInput(DATE, { notes: "Gate code 1234", ...overrides });

async function book(overrides: Record<string, unknown> = {}, now = NOW) {
  const result = await submitBooking(order(overrides), {
    repo,
    capacity: 1000,
    now,
    mail: MAIL,
    limiter: bookingLimiter({ per10Minutes: 1000, perDay: 1000 }),
  });
  if (result.status !== 201) throw new Error(JSON.stringify(result));
  const booking = (await findByPageToken(repo, result.token))!;
  return { result, booking };
}

const transports: MailTransport[] = [];
const smtpTransport = (port: number) => {
  const t = createMailTransport({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: `"${site.brand}" <bookings@northstar.example>`,
    OUTBOX_DIR: join(dir, "unused"),
    SITE_URL: MAIL.siteUrl,
  });
  transports.push(t);
  return t;
};

afterEach(() => {
  for (const t of transports.splice(0)) t.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a booking's e-mails", () => {
  it("are queued with the booking (same transaction) and delivered: the owner's and the customer's, with the .ics", async () => {
    const smtp = await startSmtp();
    const { booking } = await book();
    const queued = await outbox.forBooking(booking.id);
    expect(queued.map((m) => `${m.event}/${m.audience}/${m.status}`)).toEqual([
      "created/owner/pending",
      "created/customer/pending",
      "reminder/customer/pending",
    ]);
    expect(queued[2]!.due_at).toBe(reminderDueAt(DATE).toISOString());

    const worker = workerOf(smtpTransport(smtp.port));
    await worker.tick();
    await worker.stop();
    await smtp.close();

    const mine = smtp.received.filter((r) => r.mail.subject?.includes(booking.reference));
    expect(mine).toHaveLength(2); // the reminder is not due yet
    const owner = mine.find((r) => r.envelope.to.includes(MAIL.ownerEmail))!;
    const customer = mine.find((r) => r.envelope.to.includes(booking.email))!;
    expect(owner.mail.subject).toBe(`New booking ${booking.reference}`);
    expect(owner.mail.text).toContain(booking.name);
    expect(owner.mail.text).toContain(booking.phone);
    expect(owner.mail.text).toContain("Gate code 1234");
    expect(owner.mail.text).toContain(`Total: $${booking.totalCents! / 100}`);
    expect(owner.mail.html).toContain(booking.reference);
    expect(owner.mail.from?.text).toContain("bookings@northstar.example");

    expect(customer.mail.subject).toBe(`Booking request ${booking.reference} received`);
    // The link is written in as the message is sent: the outbox keeps a slot, never the token.
    const token = pageTokenOf(booking.reference);
    expect(customer.mail.text).toContain(`${MAIL.siteUrl}/booking/confirmed/${token}`);
    expect(customer.mail.html).toContain(`${MAIL.siteUrl}/booking/confirmed/${token}`);
    expect(customer.mail.text).toContain("What happens next");
    expect(customer.mail.text).toContain(`Total: $${booking.totalCents! / 100}`);
    expect(customer.mail.messageId).toBe(`<${booking.reference}.created.customer@northstar.example>`);
    const ics = customer.mail.attachments.find((a) => a.contentType === "text/calendar")!;
    expect(ics).toBeDefined();
    expect(
      String(
        ics.headers.get("content-type") &&
          (ics.headers.get("content-type") as { params: Record<string, string> }).params.method,
      ),
    ).toBe("PUBLISH");
    const calendar = ics.content.toString("utf8");
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain(`UID:${booking.reference}`);
    expect(calendar).toContain("END:VCALENDAR");
    expect(calendar.replace(/\r\n[ \t]/g, "")).toContain(`URL:${MAIL.siteUrl}/booking/confirmed/${token}\r\n`);
    for (const line of calendar.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const stored = await getStoredMessages(booking.id);
    expect(stored).toHaveLength(3); // the owner's, the customer's, and the customer's reminder
    for (const m of stored) expect(`${m.text}${m.html}${m.ics ?? ""}`).not.toContain(token);

    const after = await outbox.forBooking(booking.id);
    expect(after.map((m) => m.status)).toEqual(["sent", "sent", "pending"]);
  });

  it("customer text never becomes a header: a name with CR/LF and a Bcc stays a name", async () => {
    const smtp = await startSmtp();
    const { booking } = await book({ name: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1" });
    const worker = workerOf(smtpTransport(smtp.port));
    await worker.tick();
    await smtp.close();
    const mine = smtp.received.filter((r) => r.mail.subject?.includes(booking.reference));
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r.envelope.to).not.toContain("victim@evil.example");
      expect(r.mail.bcc).toBeUndefined();
      expect(r.mail.headers.has("x-injected")).toBe(false);
    }
  });

  it("SMTP down: they wait (retried with backoff), then are delivered once each when it is back", async () => {
    const port = await closedPort();
    const { booking } = await book();
    let clock = NOW;
    const worker = workerOf(smtpTransport(port), () => clock);
    await worker.tick();
    let rows = (await outbox.forBooking(booking.id)).filter((m) => m.event === "created");
    expect(rows.map((m) => [m.status, m.attempts])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    expect(Date.parse(rows[0]!.next_attempt_at) - NOW.getTime()).toBe(retryDelayMs(1));
    expect(retryDelayMs(1)).toBeLessThanOrEqual(10_000); // the first retry within 10 s
    expect(rows[0]!.last_error).toBeTruthy();

    // not yet due again: nothing is tried
    clock = new Date(NOW.getTime() + 5_000);
    await worker.tick();
    rows = (await outbox.forBooking(booking.id)).filter((m) => m.event === "created");
    expect(rows.map((m) => m.attempts)).toEqual([1, 1]);

    const smtp = await startSmtp(port);
    clock = new Date(NOW.getTime() + 11_000);
    await worker.tick();
    await worker.tick();
    await worker.stop();
    await smtp.close();
    const mine = smtp.received.filter((r) => r.mail.subject?.includes(booking.reference));
    expect(mine.map((r) => r.mail.subject).sort()).toEqual(
      [`Booking request ${booking.reference} received`, `New booking ${booking.reference}`].sort(),
    );
    rows = (await outbox.forBooking(booking.id)).filter((m) => m.event === "created");
    expect(rows.map((m) => [m.status, m.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("gives up a day after a message was due, marking it failed", async () => {
    const { booking } = await book();
    const failing: MailTransport = {
      send: async () => Promise.reject(new Error("550 mailbox unavailable")),
      close() {},
    };
    let clock = NOW;
    const worker = workerOf(failing, () => clock);
    for (let hour = 0; hour <= 25; hour += 1) {
      clock = new Date(NOW.getTime() + hour * 3600_000);
      await worker.tick();
    }
    const rows = (await outbox.forBooking(booking.id)).filter((m) => m.event === "created");
    expect(rows.map((m) => m.status)).toEqual(["failed", "failed"]);
    expect(rows[0]!.last_error).toContain("550");
  });

  it("the reminder goes out at 18:00 America/Chicago the evening before, not earlier", async () => {
    const smtp = await startSmtp();
    const { booking } = await book({ date: "2026-06-22", window: "13:00" });
    const due = reminderDueAt("2026-06-22");
    expect(due.toISOString()).toBe("2026-06-21T23:00:00.000Z"); // 18:00 CDT
    let clock = NOW;
    const worker = workerOf(smtpTransport(smtp.port), () => clock);
    await worker.tick(); // the booking's own two
    clock = new Date(due.getTime() - 60_000);
    await worker.tick();
    const reminders = () =>
      smtp.received.filter((r) => r.mail.subject?.startsWith("Reminder") && r.envelope.to.includes(booking.email));
    expect(reminders()).toHaveLength(0);
    clock = due;
    await worker.tick();
    await worker.stop();
    await smtp.close();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.mail.subject).toBe(`Reminder: ${site.brand} tomorrow, 1:00 PM – 3:00 PM`);
    expect(reminders()[0]!.mail.text).toContain(`/booking/confirmed/${pageTokenOf(booking.reference)}`);
  });

  it("no reminder for a booking whose evening-before has passed (booked for tomorrow after 18:00)", async () => {
    const late = new Date("2026-06-16T00:30:00Z"); // 19:30 on the 15th in Dallas
    const { booking } = await book({ date: "2026-06-16", window: "11:00" }, late);
    const events = (await outbox.forBooking(booking.id)).map((m) => m.event);
    expect(events).toEqual(["created", "created"]);
  });

  it("without SMTP_URL, messages are written as readable .eml files", async () => {
    const outboxDir = join(dir, "eml");
    const { booking } = await book();
    const transport = createMailTransport({ OUTBOX_DIR: outboxDir, SITE_URL: MAIL.siteUrl });
    const worker = workerOf(transport);
    await worker.tick();
    await worker.stop();
    const eml = readFileSync(join(outboxDir, `${booking.reference}.created.customer.eml`));
    const mail = await simpleParser(eml);
    expect(mail.subject).toBe(`Booking request ${booking.reference} received`);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toContain(booking.email);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(["text/calendar"]);
  });
});

describe("the messages of each event", () => {
  it("confirmed → the customer; rescheduled and cancelled → both, with the change named; keys unique per change", async () => {
    const { booking } = await book();
    const ctx = { ...MAIL, now: NOW, by: "the customer" };
    const confirmed = bookingMessages("confirmed", { ...booking, status: "confirmed" }, ctx);
    expect(confirmed.map((m) => [m.audience, m.subject])).toEqual([
      ["customer", `Booking ${booking.reference} confirmed`],
    ]);
    expect(confirmed[0]!.ics).toContain("STATUS:CONFIRMED");

    const moved = { ...booking, date: "2026-06-24", windowStart: "13:00", windowEnd: "15:00" };
    const rescheduled = bookingMessages("rescheduled", moved, {
      ...ctx,
      previous: { date: booking.date, windowStart: booking.windowStart, windowEnd: booking.windowEnd },
    });
    expect(rescheduled.map((m) => m.audience)).toEqual(["owner", "customer", "customer"]);
    expect(rescheduled[0]!.text).toContain("moved by the customer from Saturday, June 20, 2026");
    expect(rescheduled[1]!.key).toBe(`${booking.reference}.rescheduled.2026-06-24T13:00.customer`);
    expect(rescheduled[2]!.key).toBe(`${booking.reference}.reminder.2026-06-24T13:00.customer`);

    const cancelled = bookingMessages("cancelled", { ...booking, status: "cancelled" }, ctx);
    expect(cancelled.map((m) => [m.audience, m.subject])).toEqual([
      ["owner", `Booking ${booking.reference} cancelled`],
      ["customer", `Booking ${booking.reference} cancelled`],
    ]);
    expect(cancelled[0]!.text).toContain("cancelled by the customer");
    expect(cancelled[1]!.ics).toContain("STATUS:CANCELLED");
    // HTML bodies escape customer text
    const html = bookingMessages("created", { ...booking, notes: "<script>alert(1)</script>" }, ctx)[0]!.html;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("customers' words in the e-mails' HTML (issue 35)", () => {
  type Node = { type: string; name?: string; children?: Node[]; data?: string };
  const tags = (node: Node): string[] =>
    (node.children ?? []).flatMap((c) => (c.type === "tag" ? [c.name!, ...tags(c)] : tags(c)));
  const textOf = (node: Node): string =>
    node.type === "text" ? node.data! : (node.children ?? []).map((c) => textOf(c)).join("");

  it("stay text whatever they hold: the same elements as plain words, the words as written", async () => {
    const { HOSTILE_STRINGS, HOSTILE_REVIEW } = await import("../../tests/support/hostile");
    const { parseDocument } = await import("htmlparser2");
    const { booking } = await book();
    const ctx = { ...MAIL, now: NOW, by: "the customer" };
    const plain = bookingMessages("created", booking, ctx);
    for (const hostile of [...HOSTILE_STRINGS, HOSTILE_REVIEW]) {
      const b = { ...booking, name: `Pat ${hostile}`, address: `1 ${hostile} St`, notes: `gate ${hostile} code` };
      const messages = bookingMessages("created", b, ctx);
      expect(messages.map((m) => m.audience)).toEqual(plain.map((m) => m.audience));
      expect(messages.filter((m) => m.audience === "owner")).toHaveLength(1); // the one that shows the notes
      for (const [i, m] of messages.entries()) {
        const doc = parseDocument(m.html) as unknown as Node;
        expect(tags(doc), `${hostile} in ${m.key}`).toEqual(tags(parseDocument(plain[i]!.html) as unknown as Node));
        if (m.audience === "owner") expect(textOf(doc)).toContain(`gate ${hostile} code`);
        expect(textOf(doc)).toContain(`1 ${hostile} St`);
      }
    }
  });
});
