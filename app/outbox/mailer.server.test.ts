/** How e-mails leave: never a password in clear over the network, and files for the server's user only. */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import type { OutboxRow } from "../storage/outbox.server";
import { createMailTransport, smtpOptions } from "./mailer.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-mailer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row: OutboxRow = {
  id: 1,
  key: "NS-ABCDEF.created.customer",
  booking_id: null,
  event: "created",
  audience: "customer",
  recipient: "ada@example.com",
  recipient_name: "Ada",
  subject: "Your booking",
  text: "Hello",
  html: "<p>Hello</p>",
  ics: null,
  status: "sending",
  attempts: 1,
  due_at: "2026-11-26T10:00:00.000Z",
  next_attempt_at: "2026-11-26T10:00:00.000Z",
  claimed_until: null,
  last_error: null,
  created_at: "2026-11-26T10:00:00.000Z",
  sent_at: null,
  channel: "email",
  provider_id: null,
  delivery_status: null,
};

/** An SMTP server that offers no STARTTLS and records every sign-in it is given. */
async function plainSmtp(host: string) {
  const auths: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      auths.push(auth.username ?? "");
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => callback());
    },
  });
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as { port: number };
  return { port, auths, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const send = (url: string) =>
  createMailTransport({ SMTP_URL: url, OUTBOX_DIR: dir, SITE_URL: "http://localhost:3000" }).send(row);

describe("SMTP", () => {
  it("smtp:// to another machine must upgrade with STARTTLS; this machine and smtps:// need not", () => {
    expect(smtpOptions("smtp://user:pass@mail.example.com:587")).toMatchObject({ requireTLS: true });
    expect(smtpOptions("smtp://user:pass@10.0.0.5:25")).toMatchObject({ requireTLS: true });
    for (const url of [
      "smtp://localhost:1025",
      "smtp://127.0.0.1:1025",
      "smtp://[::1]:1025",
      "smtps://u:p@mail.example.com",
    ])
      expect(smtpOptions(url), url).not.toHaveProperty("requireTLS");
  });

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

  it.runIf(outside)("a server on another address that offers no STARTTLS never sees the password", async () => {
    const smtp = await plainSmtp(outside!);
    try {
      await expect(send(`smtp://owner:secret@${outside}:${smtp.port}`)).rejects.toThrow(/STARTTLS/i);
      expect(smtp.auths).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("on this machine (a local relay), plain SMTP works", async () => {
    const smtp = await plainSmtp("127.0.0.1");
    try {
      await send(`smtp://owner:secret@127.0.0.1:${smtp.port}`);
      expect(smtp.auths).toEqual(["owner"]);
    } finally {
      await smtp.close();
    }
  });
});

describe("e-mails as files", () => {
  it("the folder is made for the server's user only (0700) and each .eml is 0600", async () => {
    const outbox = join(dir, "outbox");
    await createMailTransport({ OUTBOX_DIR: outbox, SITE_URL: "http://localhost:3000" }).send(row);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const files = readdirSync(outbox);
    expect(files).toEqual(["NS-ABCDEF.created.customer.eml"]);
    expect(statSync(join(outbox, files[0]!)).mode & 0o777).toBe(0o600);
  });
});
