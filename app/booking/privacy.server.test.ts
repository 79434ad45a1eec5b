/**
 * "What do you keep about me?" (docs/decisions/0031), on SQLite and PostgreSQL: the export holds every booking of
 * the customer and nothing of another; erasure leaves no trace of their e-mail or phone in any table or file; the
 * retention forgets on its own, once, when the time is up.
 */
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { allTables, bothDatabases } from "../../tests/support/databases";
import { createMailTransport } from "../outbox/mailer.server";
import { createSmsTransport } from "../outbox/sms.server";
import { startOutboxWorker } from "../outbox/worker.server";
import { findByPageToken } from "./page-token.server";
import { eraseCustomer, exportCustomer, runRetention } from "./privacy.server";
import { cancelBooking, setBookingStatus, submitBooking } from "./service.server";

const databases = bothDatabases("privacy");
const dir = databases.dir;
let made = 0;
const backends = Object.fromEntries(
  Object.entries(databases.backends).map(([name, open]) => [
    name,
    async () => {
      made++;
      const storage = await open();
      return { storage, tables: () => allTables(storage) };
    },
  ]),
);

const NOW = new Date("2026-06-15T14:00:00Z");
const MAIL = { siteUrl: "https://ns.example", ownerEmail: "owner@ns.example" };
/** Twilio ids of the incoming texts this file makes (each applied once). */
let sid = 0;

for (const [name, make] of Object.entries(backends)) {
  describe(`privacy on ${name}`, () => {
    it("export: every booking of the customer (by e-mail or by phone) with history and e-mails, nothing of another; recorded", async () => {
      const { storage } = await make();
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL };
      const book = async (date: string, contact: Record<string, string>) => {
        const result = await submitBooking(bookingInput(date, contact), opts);
        if (result.status !== 201) throw new Error(JSON.stringify(result));
        return result;
      };
      const first = await book("2026-06-20", {
        email: "ada@example.com",
        phone: "(214) 555-0101",
        name: "Ada",
        smsConsent: "yes",
      });
      await book("2026-06-22", { email: "ADA@example.com", phone: "(214) 555-0199", name: "Ada L." }); // same e-mail
      await book("2026-06-24", { email: "ada.work@example.com", phone: "214-555-0101", name: "Ada" }); // same phone
      await book("2026-06-25", { email: "bob@example.com", phone: "(972) 555-0102", name: "Bob" });
      await cancelBooking(first.token, opts);
      await storage.sms.reply("+12145550101", "STOP", NOW, `SM${++sid}`);
      await storage.sms.reply("+19725550102", "HELP", NOW, `SM${++sid}`); // Bob's
      const booking = (await storage.bookings.findByReference(first.reference))!;
      const { data, filename } = await exportCustomer(booking, "owner@ns.example", { storage, now: NOW });
      expect(filename).toMatch(/\.json$/);
      expect(data.bookings.map((b) => b.email).sort()).toEqual([
        "ADA@example.com",
        "ada.work@example.com",
        "ada@example.com",
      ]);
      const file = JSON.stringify(data);
      expect(file).not.toContain("bob@example.com");
      expect(file).not.toContain("555-0102");
      expect(file).not.toContain("Bob");
      expect(data.history.map((h) => `${h.booking}:${h.action}`)).toEqual([`${first.reference}:cancelled`]);
      // each booking's two e-mails when received (the owner's, the customer's) and its reminder; the first's
      // cancellation (both sides), its reminder withdrawn
      expect(
        data.bookings.map((b) =>
          data.emails
            .filter((m) => m.booking === b.reference)
            .map((m) => `${m.to === b.email ? "customer" : m.to}: ${m.status}`),
        ),
      ).toEqual([
        [
          "NorthStar (the owner): pending",
          "customer: pending",
          "customer: cancelled",
          "NorthStar (the owner): pending",
          "customer: pending",
        ],
        ["NorthStar (the owner): pending", "customer: pending", "customer: pending"],
        ["NorthStar (the owner): pending", "customer: pending", "customer: pending"],
      ]);
      // the texts they asked for: the consent's time and words, each text with its state, their replies
      expect(data.bookings.find((b) => b.reference === first.reference)?.texts).toEqual({
        phone: "+12145550101",
        askedAt: NOW.toISOString(),
        wording: expect.stringContaining("Text me reminders and updates"),
      });
      expect(data.textMessages.map((t) => [t.to, t.status])).toEqual([
        ["+12145550101", "pending"], // received
        ["+12145550101", "cancelled"], // the reminder, withdrawn by the cancellation
        ["+12145550101", "pending"], // cancelled
      ]);
      expect(data.emails.every((m) => m.subject !== "")).toBe(true);
      expect(data.textReplies).toEqual([{ at: NOW.toISOString(), from: "+12145550101", reply: "STOP" }]);
      expect(data.textsStopped).toEqual([{ phone: "+12145550101", since: NOW.toISOString() }]);
      expect(file).not.toContain(first.token); // no link that opens the page
      expect(await storage.privacy.logEntries()).toEqual([
        expect.objectContaining({
          actor: "owner@ns.example",
          action: "export",
          subject: expect.stringContaining(first.reference),
        }),
      ]);
    });

    it("erase while one of the customer's messages is being delivered: its file does not outlive the erasure", async () => {
      const { storage } = await make();
      const outboxDir = join(dir, `mail-${made}`);
      const smsDir = join(dir, `sms-${made}`);
      const env = { OUTBOX_DIR: outboxDir, SMS_DIR: smsDir, MESSAGE_RETENTION_DAYS: 90, BOOKING_RETENTION_MONTHS: 24 };
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL };
      const contact = { email: "erin@example.com", phone: "(817) 555-0166", name: "Erin", smsConsent: "yes" };
      const result = await submitBooking(bookingInput("2026-06-20", contact), opts);
      if (result.status !== 201) throw new Error("not booked");
      await cancelBooking(result.token, opts);
      const booking = (await storage.bookings.findByReference(result.reference))!;
      // the owner erases the customer while the worker holds their messages, between reading and writing each
      const mail = createMailTransport({ OUTBOX_DIR: outboxDir, SITE_URL: MAIL.siteUrl });
      const texts = createSmsTransport({ SMS_DIR: smsDir, SITE_URL: MAIL.siteUrl, TWILIO_API_URL: "https://x" });
      let erased = false;
      const eraseFirst = async () => {
        if (erased) return;
        erased = true;
        expect(await eraseCustomer(booking, "owner@ns.example", { storage, env, now: NOW })).toEqual({
          erased: [result.reference],
        });
      };
      const worker = startOutboxWorker({
        outbox: storage.outbox,
        isOptedOut: (phone) => storage.sms.isOptedOut(phone),
        transport: { ...mail, send: async (row) => (await eraseFirst(), mail.send(row)) },
        sms: { ...texts, send: async (row) => (await eraseFirst(), texts.send(row)) },
        now: () => NOW,
        intervalMs: 0,
        batch: 50,
      });
      await worker.tick();
      await worker.stop();
      expect(erased).toBe(true);
      const theirs = (folder: string) =>
        existsSync(folder) ? readdirSync(folder).filter((f) => f.startsWith(result.reference)) : [];
      expect(theirs(outboxDir)).toEqual([]);
      expect(theirs(smsDir)).toEqual([]);
    });

    it("erase: refused while a booking is to happen; then no trace of the e-mail or phone in any table or file, the page 404s", async () => {
      const { storage, tables } = await make();
      const outboxDir = join(dir, `mail-${made}`);
      const smsDir = join(dir, `sms-${made}`);
      const env = { OUTBOX_DIR: outboxDir, SMS_DIR: smsDir, MESSAGE_RETENTION_DAYS: 90, BOOKING_RETENTION_MONTHS: 24 };
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL };
      const worker = startOutboxWorker({
        outbox: storage.outbox,
        isOptedOut: (phone) => storage.sms.isOptedOut(phone),
        transport: createMailTransport({ OUTBOX_DIR: outboxDir, SITE_URL: MAIL.siteUrl }),
        sms: createSmsTransport({ SMS_DIR: smsDir, SITE_URL: MAIL.siteUrl, TWILIO_API_URL: "https://api.twilio.com" }),
        now: () => NOW,
        intervalMs: 0,
        batch: 50,
      });
      const contact = {
        email: "grace@example.com",
        phone: "(817) 555-0123",
        name: "Grace Hopper",
        address: "9 Navy Way",
        notes: "Dog: Cobol",
        smsConsent: "yes",
      };
      const kept = await submitBooking(
        bookingInput("2026-06-21", { email: "kept@example.com", phone: "(469) 555-0177" }),
        opts,
      );
      const result = await submitBooking(bookingInput("2026-06-20", contact), opts);
      if (result.status !== 201 || kept.status !== 201) throw new Error("not booked");
      await worker.tick();
      // the e-mails of its request went out as files (the owner's, the customer's), and its text
      expect(readdirSync(outboxDir).filter((f) => f.startsWith(result.reference))).toHaveLength(2);
      expect(readdirSync(smsDir).filter((f) => f.startsWith(result.reference))).toHaveLength(1);
      await storage.sms.reply("+18175550123", "HELP", NOW, `SM${++sid}`);
      await storage.sms.reply("+18175550123", "STOP", NOW, `SM${++sid}`);
      const booking = (await storage.bookings.findByReference(result.reference))!;
      // files a process left half-written when it died (written whole as .tmp, then renamed): theirs and another's
      const halfWritten = {
        theirs: [
          join(outboxDir, `${result.reference}.confirmed.customer.eml.tmp`),
          join(smsDir, `${result.reference}.confirmed.customer.sms.txt.tmp`),
        ],
        another: join(outboxDir, `${kept.reference}.confirmed.customer.eml.tmp`),
      };
      for (const file of halfWritten.theirs) writeFileSync(file, "To: grace@example.com\n");
      writeFileSync(halfWritten.another, "To: kept@example.com\n");
      const unrelated = join(outboxDir, `${result.reference}.notes`); // not a message file: never touched
      writeFileSync(unrelated, "");

      expect(await eraseCustomer(booking, "owner@ns.example", { storage, env, now: NOW })).toEqual({
        error: expect.stringContaining("upcoming booking"),
      });
      const owner = { ...opts, actor: "owner@ns.example" };
      await setBookingStatus(booking, "confirmed", owner);
      const confirmed = (await storage.bookings.findByReference(result.reference))!;
      // on the job's day (a job is completed on or after it, issue 37)
      const jobDay = { ...owner, now: new Date("2026-06-20T20:00:00Z") };
      expect((await setBookingStatus(confirmed, "completed", jobDay)).kind).toBe("changed");
      await worker.tick();
      expect(await eraseCustomer(booking, "owner@ns.example", { storage, env, now: NOW })).toEqual({
        erased: [result.reference],
      });

      // a STOP stays in force (the number alone, with its date): that number is never texted against its word
      const { sms_opt_outs: optOuts, ...rest } = await tables();
      expect(optOuts).toEqual([{ phone: "+18175550123", opted_out_at: NOW.toISOString() }]);
      const everything = JSON.stringify(rest);
      for (const trace of ["grace@example.com", "GRACE", "Grace", "555-0123", "8175550123", "Navy Way", "Cobol"])
        expect(everything, trace).not.toContain(trace);
      expect(everything).toContain("kept@example.com"); // another customer is untouched
      for (const file of readdirSync(outboxDir)) {
        const text = readFileSync(join(outboxDir, file), "utf8");
        expect(text, file).not.toContain("grace@example.com");
        expect(text, file).not.toContain("Grace");
      }
      expect(readdirSync(outboxDir).some((f) => f.startsWith(kept.reference))).toBe(true);
      expect(readdirSync(outboxDir).filter((f) => f.startsWith(result.reference))).toEqual([
        `${result.reference}.notes`,
      ]);
      expect(readdirSync(smsDir).filter((f) => f.startsWith(result.reference))).toEqual([]);
      for (const file of halfWritten.theirs) expect(existsSync(file), file).toBe(false);
      expect(existsSync(halfWritten.another)).toBe(true);
      expect(existsSync(unrelated)).toBe(true);
      const after = (await storage.bookings.findByReference(result.reference))!;
      expect(after).toMatchObject({
        status: "completed",
        date: "2026-06-20",
        city: "dallas",
        totalCents: booking.totalCents,
        name: "(erased)",
      });
      expect(after.erasedAt).toBe(NOW.toISOString());
      expect(await findByPageToken(storage.bookings, result.token)).toBeNull();
      expect((await storage.privacy.logEntries()).map((e) => `${e.action}:${e.subject}:${e.actor}`)).toEqual([
        `erase:${result.reference}:owner@ns.example`,
      ]);
    });

    it("retention: message bodies after 90 days, bookings 24 months after the job, keys after 30 days; a second run changes nothing", async () => {
      const { storage, tables } = await make();
      const outboxDir = join(dir, `mail-${made}`);
      const smsDir = join(dir, `sms-${made}`);
      const env = { OUTBOX_DIR: outboxDir, SMS_DIR: smsDir, MESSAGE_RETENTION_DAYS: 90, BOOKING_RETENTION_MONTHS: 24 };
      const opts = { repo: storage.bookings, capacity: 10, now: NOW, mail: MAIL, idempotencyKey: null };
      const old = await submitBooking(
        bookingInput("2026-06-20", { email: "old@example.com", phone: "(214) 555-0444", smsConsent: "yes" }),
        { ...opts, idempotencyKey: "retention-key-1" },
      );
      // the same mobile number on a later booking of another e-mail: its STOP/START history stays with it
      const recent = await submitBooking(
        bookingInput("2026-06-22", { email: "new@example.com", phone: "(214) 555-0444", smsConsent: "yes" }),
        opts,
      );
      if (old.status !== 201 || recent.status !== 201) throw new Error("not booked");
      await storage.sms.reply("+12145550444", "STOP", NOW, `SM${++sid}`);
      await storage.sms.reply("+12145550444", "START", NOW, `SM${++sid}`);
      const transport = createMailTransport({ OUTBOX_DIR: outboxDir, SITE_URL: MAIL.siteUrl });
      const sms = createSmsTransport({
        SMS_DIR: smsDir,
        SITE_URL: MAIL.siteUrl,
        TWILIO_API_URL: "https://api.twilio.com",
      });
      await startOutboxWorker({
        outbox: storage.outbox,
        isOptedOut: (phone) => storage.sms.isOptedOut(phone),
        transport,
        sms,
        now: () => NOW,
        intervalMs: 0,
        batch: 50,
      }).tick();
      const run = (now: Date) => runRetention({ storage, env, now });

      const day = 24 * 3600_000;
      const hour = 3600_000;
      // a booking's idempotency key is kept 30 days (a retry within them books once), then deleted
      expect(await run(new Date(NOW.getTime() + 30 * day - hour))).toMatchObject({
        messages: 0,
        bookings: 0,
        idempotencyKeys: 0,
        files: 0,
      });
      expect(await run(new Date(NOW.getTime() + 30 * day + hour))).toMatchObject({ idempotencyKeys: 1 });
      expect(await run(new Date(NOW.getTime() + 89 * day))).toMatchObject({
        messages: 0,
        bookings: 0,
        idempotencyKeys: 0,
        files: 0,
      });
      // files left half-written (.tmp) long ago go with the message bodies of their age; one being written now stays
      const stale = [
        join(outboxDir, "NS-OLD111.created.customer.eml.tmp"),
        join(smsDir, "NS-OLD111.created.customer.sms.txt.tmp"),
      ];
      const fresh = join(outboxDir, "NS-NEW222.created.customer.eml.tmp");
      for (const file of [...stale, fresh]) writeFileSync(file, "");
      for (const file of stale) utimesSync(file, NOW, NOW);
      const sentBodies = (await storage.outbox.all()).filter((m) => m.status === "sent" && m.text !== "").length;
      expect(sentBodies).toBeGreaterThan(0);
      const at91 = new Date(NOW.getTime() + 91 * day);
      const first = await run(at91);
      expect(first).toMatchObject({ messages: sentBodies, bookings: 0, idempotencyKeys: 0, files: 2 });
      for (const file of stale) expect(existsSync(file), file).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      expect(
        (await storage.outbox.all()).filter((m) => m.status === "sent").every((m) => m.text === "" && m.html === ""),
      ).toBe(true);
      expect(await run(at91)).toMatchObject({ messages: 0, bookings: 0, idempotencyKeys: 0 });

      // 24 months after the job of 2026-06-20 (not yet after the one of 2026-06-22)
      const later = new Date("2028-06-21T15:00:00Z");
      const second = await run(later);
      expect(second).toMatchObject({ bookings: 1, references: [old.reference] });
      expect(JSON.stringify(await tables())).not.toContain("old@example.com");
      expect((await storage.bookings.findByReference(recent.reference))?.email).toBe("new@example.com");
      expect((await tables()).sms_replies).toHaveLength(2);
      expect(await run(later)).toMatchObject({ messages: 0, bookings: 0, idempotencyKeys: 0 });
      const log = (await storage.privacy.logEntries()).map((e) => e.action);
      expect(log).toEqual(["retention", "retention", "erase", "retention"]);
    });
  });
}
