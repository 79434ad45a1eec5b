/**
 * How outbox messages leave (docs/decisions/0011): over SMTP with nodemailer when `SMTP_URL` is set, otherwise as
 * `.eml` files under `OUTBOX_DIR` (what `npm start` does by default: nothing leaves the machine, and the owner can
 * open them). Server only.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { site } from "../content/site.ts";
import type { Env } from "../utils/env.server.ts";
import type { OutboxRow } from "../storage/outbox.server.ts";

export interface MailTransport {
  /** Resolves once the mail server (or the file system) has accepted the message; rejects otherwise. */
  send(message: OutboxRow): Promise<void>;
  close(): void;
  /** Removes what `send` wrote of a message where it writes files (nothing to remove once an e-mail is sent). */
  discard?(message: Pick<OutboxRow, "key">): void;
}

/** The message as nodemailer takes it. Names and addresses are structured, so nodemailer encodes them. */
export function mailOf(row: OutboxRow, from: string, siteUrl: string): Mail.Options {
  const host = new URL(siteUrl).hostname || "localhost";
  return {
    from,
    to: { name: (row.recipient_name ?? "").replace(/[\r\n\t]+/g, " ").trim(), address: row.recipient },
    subject: row.subject,
    text: row.text,
    html: row.html,
    messageId: `<${row.key}@${host}>`,
    attachments: row.ics
      ? [
          {
            filename: `${row.key.split(".")[0]}.ics`,
            content: row.ics,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          },
        ]
      : [],
  };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * nodemailer's options for SMTP_URL. `smtps://` is TLS from the start; `smtp://` to any host but this machine must
 * upgrade with STARTTLS before anything (the password, customers' details) is sent: `requireTLS` refuses a server
 * that does not offer it.
 */
export function smtpOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  return {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(protocol === "smtp:" && !LOOPBACK.test(hostname) ? { requireTLS: true } : {}),
  };
}

export const defaultFrom = () => `"${site.brand}" <${site.email}>`;

/** The file of a message written where nothing is sent (the e-mails' .eml, the texts' .txt). */
export const messageFile = (dir: string, row: Pick<OutboxRow, "key">, extension: string) =>
  path.join(dir, `${row.key.replace(/[^\w.-]/g, "_")}${extension}`);

export function createMailTransport(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "OUTBOX_DIR" | "SITE_URL">,
): MailTransport {
  const from = env.MAIL_FROM ?? defaultFrom();
  if (env.SMTP_URL) {
    const transporter = nodemailer.createTransport(
      smtpOptions(env.SMTP_URL) as Parameters<typeof nodemailer.createTransport>[0],
    );
    return {
      send: async (row) => {
        await transporter.sendMail(mailOf(row, from, env.SITE_URL));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.resolve(env.OUTBOX_DIR);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    send: async (row) => {
      const info = await transporter.sendMail(mailOf(row, from, env.SITE_URL));
      // For the server's user only (README, Privacy): they hold customers' details.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = messageFile(dir, row, ".eml");
      writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
    },
    discard: (row) => rmSync(messageFile(dir, row, ".eml"), { force: true }),
    close: () => transporter.close(),
  };
}

/**
 * Deletes the message files under `dir` (.eml, or a text's .txt) that `doomed` picks (by file name and last change):
 * an erased customer's, and those older than the retention of message bodies (docs/decisions/0031). Returns how
 * many were deleted.
 */
export function removeMessageFiles(
  dir: string,
  doomed: (name: string, changed: Date) => boolean,
  extension = ".eml",
): number {
  const folder = path.resolve(dir);
  if (!existsSync(folder)) return 0;
  let removed = 0;
  for (const name of readdirSync(folder)) {
    // (and a file left half-written by a process that died writing it)
    if (!name.endsWith(extension) && !name.endsWith(`${extension}.tmp`)) continue;
    const file = path.join(folder, name);
    try {
      if (!doomed(name, statSync(file).mtime)) continue;
      unlinkSync(file);
      removed++;
    } catch {
      // gone already (another instance's retention)
    }
  }
  return removed;
}
