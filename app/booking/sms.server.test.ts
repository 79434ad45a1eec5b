/**
 * Text messages (docs/decisions/0035) against the local Twilio stand-in (tests/support/twilio.ts): consent →
 * confirmation text, no consent → none; the provider down then back → sent once; delivery reports; STOP → nothing
 * more, START → again; HELP answered; a bad signature → 403; Twilio's own documented signature vector; "On my way"
 * once a day.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio";
import { SMS_CONSENT_TEXT } from "../content/sms";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot";
import { createSmsTransport, isTwilioSignature, TWILIO_WEBHOOK_PATH, twilioSignature } from "../outbox/sms.server";
import { startOutboxWorker } from "../outbox/worker.server";
import { openDatabase } from "../storage/sqlite.server";
import { sqliteStorage, type Storage } from "../storage/storage.server";
import { bookingMessages } from "./notifications.server";
import { tellOnMyWay, statusChange } from "./service.server";
import { handleTwilioWebhook, smsNumber } from "./sms.server";

describe("Twilio's request signature", () => {
  // Twilio's published example (its SDKs' RequestValidator tests): auth token 12345, this URL and these parameters.
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  const params: [string, string][] = [
    ["Digits", "1234"],
    ["To", "+18005551212"],
    ["From", "+14158675309"],
    ["Caller", "+14158675309"],
    ["CallSid", "CA1234567890ABCDE"],
  ];
  it("reproduces Twilio's documented signature and refuses any change", () => {
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(isTwilioSignature("12345", url, params, "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(true);
    expect(isTwilioSignature("12345", `${url}&x=1`, params, "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(false);
    expect(isTwilioSignature("54321", url, params, "RSOYDt4T1cUTdK1PDd93/VVr8B8=")).toBe(false);
    expect(isTwilioSignature("12345", url, params, null)).toBe(false);
  });
});

describe("numbers for texts", () => {
  it("takes US numbers written any way, in E.164, and refuses toll-free and invalid ones", () => {
    expect(smsNumber("(214) 555-0142")).toBe("+12145550142");
    expect(smsNumber("214.867.5309")).toBe("+12148675309");
    expect(smsNumber("(800) 555-1234")).toBeNull();
    expect(smsNumber("12")).toBeNull();
  });
});

describe("texts through the outbox", () => {
  const dir = mkdtempSync(join(tmpdir(), "northstar-sms-"));
  let twilio: TwilioStandIn;
  let storage: Storage;
  let app: Server;
  let siteUrl = "";
  const now = new Date("2026-11-26T15:00:00Z");
  const ctx = () => ({ siteUrl, ownerEmail: "owner@example.com", now });
  const sms = { phone: "+12148675309", consentAt: now.toISOString(), consentText: SMS_CONSENT_TEXT };

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    storage = sqliteStorage(openDatabase(join(dir, "sms.sqlite")));
    // the app's webhook, as the route calls it, at SITE_URL + the path
    app = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", async () => {
        const answer = await handleTwilioWebhook(
          new URLSearchParams(raw),
          req.headers["x-twilio-signature"] as string,
          {
            authToken: twilio.authToken,
            url: `${siteUrl}${TWILIO_WEBHOOK_PATH}`,
            sms: storage.sms,
            outbox: storage.outbox,
            now,
          },
        );
        res.writeHead(answer.status, { "content-type": answer.contentType });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await twilio.close();
    app.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const worker = (clock = now) =>
    startOutboxWorker({
      outbox: storage.outbox,
      transport: { send: async () => {}, close: () => {} },
      sms: createSmsTransport({
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: twilio.from,
        TWILIO_API_URL: twilio.url,
        SMS_DIR: join(dir, "sms"),
        SITE_URL: siteUrl,
      }),
      isOptedOut: (phone) => storage.sms.isOptedOut(phone),
      now: () => clock,
      intervalMs: 0,
      batch: 20,
    });
  const book = async (date: string, withTexts: boolean) => {
    const result = await storage.bookings.create({
      booking: newBooking(date, "09:00", { sms: withTexts ? sms : null }),
      capacity: 5,
      requireFirstOrder: false,
      now,
      messages: (b) => bookingMessages("created", b, ctx()),
    });
    if (result.kind !== "created") throw new Error(result.kind);
    return result.booking;
  };

  it("texts a customer who asked, once, through an outage; nothing to one who did not", async () => {
    const quiet = await book("2026-12-10", false);
    expect((await storage.outbox.forBooking(quiet.id)).filter((m) => m.channel === "sms")).toEqual([]);

    const b = await book("2026-12-11", true);
    const texts = (await storage.outbox.forBooking(b.id)).filter((m) => m.channel === "sms");
    // the confirmation now, the reminder at 18:00 Chicago the evening before
    expect(texts.map((t) => [t.key, t.due_at])).toEqual([
      [`${b.reference}.created.customer.sms`, now.toISOString()],
      [`${b.reference}.reminder.2026-12-11T09:00.customer.sms`, "2026-12-11T00:00:00.000Z"],
    ]);
    twilio.failNext(1);
    const w = worker();
    await w.tick(); // Twilio down: retried later
    expect(twilio.messages).toHaveLength(0);
    expect((await storage.outbox.forBooking(b.id)).find((m) => m.channel === "sms")).toMatchObject({
      status: "pending",
      last_error: expect.stringContaining("503"),
    });
    await storage.db.run("UPDATE outbox SET next_attempt_at = ? WHERE channel = 'sms' AND event = 'created'", [
      now.toISOString(),
    ]);
    await w.tick();
    await w.tick();
    await w.stop();
    expect(twilio.messages.map((m) => m.to)).toEqual([sms.phone]);
    const [text] = twilio.messages;
    expect(text!.body).toMatch(/^NorthStar: we have your booking request NS-\w+ for /);
    expect(text!.body).toContain(`${siteUrl}/booking/`); // the page's link, written in as it is sent
    expect(text!.body).toMatch(/Reply STOP to opt out$/);
    expect(text!.statusCallback).toBe(`${siteUrl}${TWILIO_WEBHOOK_PATH}`);

    expect(await twilio.report(text!.sid, "delivered")).toBe(204);
    const sent = (await storage.outbox.forBooking(b.id)).find((m) => m.provider_id === text!.sid);
    expect(sent).toMatchObject({ status: "sent", delivery_status: "delivered" });
  });

  it("sends nothing more after STOP, again after START, answers HELP, refuses a bad signature", async () => {
    const before = twilio.messages.length;
    const webhook = `${siteUrl}${TWILIO_WEBHOOK_PATH}`;
    expect((await twilio.reply(webhook, sms.phone, " stop ")).status).toBe(200);
    expect(await storage.sms.isOptedOut(sms.phone)).toBe(true);
    const b = await book("2026-12-12", true);
    const w = worker();
    await w.tick();
    expect(twilio.messages).toHaveLength(before);
    expect((await storage.outbox.forBooking(b.id)).find((m) => m.channel === "sms")).toMatchObject({
      status: "cancelled",
    });

    expect((await twilio.reply(webhook, sms.phone, "START")).status).toBe(200);
    const again = await book("2026-12-13", true);
    await w.tick();
    await w.stop();
    expect(twilio.messages.slice(before).map((m) => m.body)).toEqual([expect.stringContaining(again.reference)]);

    const help = await twilio.reply(webhook, sms.phone, "HELP");
    expect(await help.text()).toMatch(/<Message>NorthStar Property Services: .*\(214\) 555-0142.*info@example\.com/);

    // A START captured and replayed after a STOP (or Twilio's retry of it) is answered, and changes nothing.
    expect((await twilio.reply(webhook, sms.phone, "STOP", "SMcaptured-stop")).status).toBe(200);
    const start = await twilio.reply(webhook, sms.phone, "START", "SMcaptured-start");
    expect(start.status).toBe(200);
    expect(await storage.sms.isOptedOut(sms.phone)).toBe(false);
    expect((await twilio.reply(webhook, sms.phone, "STOP", "SMlater-stop")).status).toBe(200);
    const replayed = await twilio.reply(webhook, sms.phone, "START", "SMcaptured-start");
    expect(replayed.status).toBe(200);
    expect(await storage.sms.isOptedOut(sms.phone)).toBe(true);
    expect((await twilio.reply(webhook, sms.phone, "START", "SMnew-start")).status).toBe(200);
    expect(await storage.sms.isOptedOut(sms.phone)).toBe(false);

    const forged = await fetch(webhook, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "bad" },
      body: new URLSearchParams({ From: sms.phone, Body: "STOP" }),
    });
    expect(forged.status).toBe(403);
    expect(await storage.sms.isOptedOut(sms.phone)).toBe(false);
  });

  it("in Spanish (issue 58): PARAR, ALTO, CANCELAR and BAJA opt out; AYUDA is answered in Spanish, in GSM-7", async () => {
    const webhook = `${siteUrl}${TWILIO_WEBHOOK_PATH}`;
    for (const [i, word] of ["parar", "Alto", " CANCELAR ", "baja."].entries()) {
      expect((await twilio.reply(webhook, sms.phone, "START", `SMes-start-${i}`)).status).toBe(200);
      expect(await storage.sms.isOptedOut(sms.phone)).toBe(false);
      expect((await twilio.reply(webhook, sms.phone, word, `SMes-stop-${i}`)).status).toBe(200);
      expect(await storage.sms.isOptedOut(sms.phone), word).toBe(true);
    }
    const ayuda = await (await twilio.reply(webhook, sms.phone, "Ayuda", "SMes-help")).text();
    expect(ayuda).toMatch(
      /<Message>NorthStar Property Services: mensajes sobre su reserva\. ¿Preguntas\? Llame al \(214\) 555-0142 .*Responda PARAR/,
    );
    // "más" would be UCS-2: its "á" is written "a"
    expect(ayuda).toContain("no recibir mas mensajes");
    expect(await (await twilio.reply(webhook, sms.phone, "HELP", "SMen-help")).text()).toMatch(
      /<Message>NorthStar Property Services: texts about your booking\./,
    );
    expect((await twilio.reply(webhook, sms.phone, "START", "SMes-start-last")).status).toBe(200);
  });

  it("the reminder text goes out at 18:00 in Chicago the evening before, by the worker's clock, once", async () => {
    const b = await book("2026-12-17", true);
    const reminders = async () =>
      (await storage.outbox.forBooking(b.id))
        .filter((m) => m.event === "reminder")
        .map((m) => `${m.channel} ${m.status}`);
    const tickAt = async (iso: string) => {
      const w = worker(new Date(iso));
      await w.tick();
      await w.stop();
    };
    await tickAt("2026-12-16T23:59:00Z"); // 17:59 in Chicago on December 16 (earlier texts go now)
    expect(await reminders()).toEqual(["email pending", "sms pending"]);
    const before = twilio.messages.length;
    await tickAt("2026-12-17T00:00:00Z"); // 18:00
    expect(await reminders()).toEqual(["email sent", "sms sent"]);
    expect(twilio.messages.slice(before).map((m) => [m.to, m.body.replace(/\/booking\/\S+/, "/booking/…")])).toEqual([
      [
        sms.phone,
        `NorthStar: see you tomorrow, 9:00 AM - 11:00 AM. Changes: ${siteUrl}/booking/… Reply STOP to opt out`,
      ],
    ]);
    await tickAt("2026-12-17T00:05:00Z");
    expect(twilio.messages).toHaveLength(before + 1); // once
  });

  it("On my way: a text and an e-mail once per booking per day, whoever presses it, recorded in the history", async () => {
    const b = await book("2026-12-14", true);
    const quiet = await book("2026-12-14", false);
    const at = (when: string) => ({ repo: storage.bookings, mail: ctx(), gateway: null, now: new Date(when) });
    const morning = "2026-12-14T14:05:00Z"; // 08:05 in Chicago
    expect((await tellOnMyWay(b, 30, { ...at(morning), actor: "boss@example.com" })).kind).toBe("changed");
    // a second press that day, by anyone, tells nothing more
    expect((await tellOnMyWay(b, 15, { ...at("2026-12-14T20:00:00Z"), actor: "crew@example.com" })).kind).toBe(
      "too-many-changes",
    );
    const told = (await storage.outbox.forBooking(b.id)).filter((m) => m.event === "on-my-way");
    expect(told.map((m) => [m.channel, m.key, m.recipient])).toEqual([
      ["email", `${b.reference}.on-my-way.2026-12-14.customer`, b.email],
      ["sms", `${b.reference}.on-my-way.2026-12-14.customer.sms`, sms.phone],
    ]);
    expect(told[0]!.subject).toBe("Our crew is on its way: arriving in about 30 minutes");
    expect(told[1]!.text).toBe(
      "NorthStar: our crew is on its way and should arrive in about 30 minutes. Questions: (214) 555-0142. Reply STOP to opt out",
    );
    expect((await storage.bookings.history(b.id)).map((h) => [h.action, h.detail, h.actor])).toEqual([
      ["on my way", "arriving in about 30 minutes", "boss@example.com"],
    ]);
    // 21:00 in Chicago is still that day (03:00 the next day in UTC)
    expect((await tellOnMyWay(b, 15, { ...at("2026-12-15T03:00:00Z"), actor: "boss@example.com" })).kind).toBe(
      "too-many-changes",
    );
    // the next day (after midnight in Chicago), once more
    expect((await tellOnMyWay(b, 45, { ...at("2026-12-15T06:30:00Z"), actor: "boss@example.com" })).kind).toBe(
      "changed",
    );
    // sent while it is news; yesterday's, never sent, is withdrawn (its time has passed); none is ever resent
    const w = worker(new Date("2026-12-15T06:31:00Z"));
    await w.tick();
    await w.stop();
    const states = (await storage.outbox.forBooking(b.id))
      .filter((m) => m.event === "on-my-way")
      .map((m) => [m.key.replace(`${b.reference}.`, ""), m.status]);
    expect(states).toEqual([
      ["on-my-way.2026-12-14.customer", "cancelled"],
      ["on-my-way.2026-12-14.customer.sms", "cancelled"],
      ["on-my-way.2026-12-15.customer", "sent"],
      ["on-my-way.2026-12-15.customer.sms", "sent"],
    ]);
    const sent = (await storage.outbox.forBooking(b.id)).find((m) => m.key.endsWith("2026-12-15.customer.sms"))!;
    expect(await storage.outbox.resend(sent.id, b.id, new Date("2026-12-15T09:00:00Z"))).toBe(false);
    // without consent: the e-mail only; a cancelled booking: nothing
    expect((await tellOnMyWay(quiet, 60, { ...at(morning), actor: "boss@example.com" })).kind).toBe("changed");
    expect(
      (await storage.outbox.forBooking(quiet.id)).filter((m) => m.event === "on-my-way").map((m) => m.channel),
    ).toEqual(["email"]);
    await storage.bookings.apply(statusChange({ id: quiet.id, to: "cancelled", actor: "owner", now }));
    expect((await tellOnMyWay(quiet, 60, { ...at("2026-12-15T14:00:00Z"), actor: "boss@example.com" })).kind).toBe(
      "not-open",
    );
  });

  it("every text is in GSM-7, the carriers' 7-bit alphabet (one en dash would make it UCS-2, 70 characters a part)", async () => {
    // the GSM 03.38 basic character set (what a text can carry at 160 characters a part)
    const gsm7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
    // every event's wording, made here for a booking of this test (whatever the tests before it sent)
    const b = await book("2026-12-21", true);
    const context = {
      ...ctx(),
      previous: { date: "2026-12-20", windowStart: "13:00", windowEnd: "15:00" },
      etaMinutes: 45,
      changeId: "gsm7",
    };
    const events = ["created", "confirmed", "rescheduled", "cancelled", "completed", "reminder", "on-my-way"] as const;
    const byEvent = events.map(
      (event) => [event, bookingMessages(event, b, context).filter((m) => m.channel === "sms")] as const,
    );
    // each event with a text has its own wording; a job completed texts nothing (its review request is an e-mail)
    expect(Object.fromEntries(byEvent.map(([event, made]) => [event, made.map((t) => t.event)]))).toEqual({
      created: ["created", "reminder"],
      confirmed: ["confirmed"],
      rescheduled: ["rescheduled", "reminder"],
      cancelled: ["cancelled"],
      completed: [],
      reminder: ["reminder"],
      "on-my-way": ["on-my-way"],
    });
    const texts = byEvent.flatMap(([, made]) => made);
    // the words with a dash, a window's en dash among them: each swapped for its GSM-7 form
    expect(texts.find((t) => t.event === "confirmed")!.text).toContain("9:00 AM - 11:00 AM");
    for (const t of texts) {
      // as sent: the page's token (base64url) written into its slot
      const sent = t.text.replaceAll(PAGE_TOKEN_SLOT, "7K3F9Qa1_B-c");
      expect(sent, t.key).toMatch(gsm7);
      expect(sent, t.key).toMatch(/^NorthStar: .+ Reply STOP to opt out$/);
    }
    // and as Twilio receives them, sent by the worker
    const before = twilio.messages.length;
    const w = worker(new Date("2026-12-21T00:00:00Z")); // the reminder's time has come too
    await w.tick();
    await w.stop();
    const received = twilio.messages.slice(before).map((m) => m.body);
    // the booking's own (received, and its reminder), both naming it (its code is its page token's start)
    expect(received.filter((body) => body.includes(b.reference.slice(3)))).toHaveLength(2);
    for (const body of received) expect(body).toMatch(gsm7);
    const help = await twilio.reply(`${siteUrl}${TWILIO_WEBHOOK_PATH}`, sms.phone, "HELP");
    const answer = /<Message>(.*)<\/Message>/.exec(await help.text())?.[1];
    expect(answer).toContain("(214) 555-0142");
    expect(answer).toMatch(gsm7);
  });

  it("writes texts as files when Twilio is not set up: nothing leaves the machine", async () => {
    const transport = createSmsTransport({
      TWILIO_API_URL: "https://api.twilio.com",
      SMS_DIR: join(dir, "files"),
      SITE_URL: siteUrl,
    });
    await transport.send({ key: "NS-ABCDEF.created.customer.sms", recipient: sms.phone, text: "NorthStar: hello" });
    const [file] = readdirSync(join(dir, "files"));
    expect(readFileSync(join(dir, "files", file!), "utf8")).toBe(`To: ${sms.phone}\n\nNorthStar: hello\n`);
  });
});

describe("the outbox worker (issue 35)", () => {
  it("refuses to start without an opt-out check: none would text a number that replied STOP", () => {
    const options = { outbox: {} as never, transport: { send: async () => {}, close() {} }, intervalMs: 0 };
    expect(() => startOutboxWorker(options as never)).toThrow(/opt-out check/);
  });
});

describe("TwiML (issue 35)", () => {
  it("writes a reply as text, whatever it holds: one Response, one Message, the words back", async () => {
    const { HOSTILE_STRINGS } = await import("../../tests/support/hostile");
    const { parseDocument } = await import("htmlparser2");
    const { twiml } = await import("./sms.server");
    type Node = { type: string; name?: string; children?: Node[]; data?: string };
    const tags = (node: Node): string[] =>
      (node.children ?? []).flatMap((c) => (c.type === "tag" ? [c.name!, ...tags(c)] : tags(c)));
    const textOf = (node: Node): string =>
      node.type === "text" ? node.data! : (node.children ?? []).map((c) => textOf(c)).join("");
    for (const hostile of HOSTILE_STRINGS) {
      const doc = parseDocument(twiml(`Call ${hostile} us`), { xmlMode: true }) as unknown as Node;
      expect(tags(doc), hostile).toEqual(["Response", "Message"]);
      expect(textOf(doc), hostile).toBe(`Call ${hostile} us`);
    }
  });
});
