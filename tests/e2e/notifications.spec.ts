import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { apiBooking, bookThroughApi, dateAhead, uniqueContact } from "../support/booking";
import { E2E_OUTBOX_DIR, ownServer } from "../support/e2e-env";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * Notifications through `npm start` itself (docs/decisions/0011): the default file transport, and a real SMTP
 * server that is down while the server is killed with SIGKILL between the booking and its delivery.
 */

test("npm start without SMTP settings writes each booking's e-mails as readable .eml files", async ({ request }) => {
  const contact = uniqueContact("eml");
  const res = await request.post("/api/bookings", { data: apiBooking(dateAhead(30), "09:00", contact) });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const file = (audience: string) => path.join(E2E_OUTBOX_DIR, `${reference}.created.${audience}.eml`);
  await expect.poll(() => existsSync(file("owner")) && existsSync(file("customer")), { timeout: 10_000 }).toBe(true);
  const owner = await simpleParser(readFileSync(file("owner")));
  expect(owner.subject).toBe(`New booking ${reference}`);
  expect(owner.text).toContain(contact.email);
  const customer = await simpleParser(readFileSync(file("customer")));
  expect(customer.subject).toBe(`Booking request ${reference} received`);
  expect(customer.to && "text" in customer.to ? customer.to.text : "").toContain(contact.email);
  expect(customer.attachments.map((a) => a.contentType)).toEqual(["text/calendar"]);
});

/** A real SMTP server that keeps the subject of every message it accepts. */
const collectingSmtp = (subjects: string[]) =>
  new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        subjects.push(mail.subject ?? "");
        callback();
      });
    },
  });

test.describe("SMTP down, server killed: delivered after the restart, once each", () => {
  test.describe.configure({ mode: "serial" });
  const { port: PORT, database: DB } = ownServer("notifications", 4220);
  let server: ServerProcess | undefined;
  let smtp: SMTPServer | undefined;
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  test("kill -9 between the booking and the delivery", async ({ request }) => {
    test.setTimeout(120_000);
    removeServerFiles(DB);
    const subjects: string[] = [];
    smtp = collectingSmtp(subjects);
    // Reserve a port for the SMTP server, then leave it closed: SMTP is "down".
    await new Promise<void>((resolve) => smtp!.listen(0, "127.0.0.1", resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    const env = { DATABASE_PATH: DB, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BOOKING_LIMIT_PER_10_MINUTES: "50" };

    server = await startServer(PORT, env);
    const references: string[] = [];
    for (let i = 0; i < 3; i++) {
      const data = apiBooking(dateAhead(31 + i), "11:00", uniqueContact(`kill-${i}`));
      references.push((await bookThroughApi(request, data, server.base)).reference);
    }
    await new Promise((r) => setTimeout(r, 1500)); // the worker tries, and fails: SMTP is down
    await server.crash();

    smtp = collectingSmtp(subjects);
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
    server = await startServer(PORT, env);
    const expected = references.flatMap((ref) => [`New booking ${ref}`, `Booking request ${ref} received`]).sort();
    // the first retry comes within 10 s of the failed attempt
    await expect.poll(() => [...subjects].sort(), { timeout: 30_000, intervals: [500] }).toEqual(expected);
    await new Promise((r) => setTimeout(r, 2500));
    expect([...subjects].sort()).toEqual(expected); // once each
  });
});
