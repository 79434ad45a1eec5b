/**
 * Where texts go (docs/decisions/0035): Twilio's Messages API over HTTPS (Basic auth with the account SID and auth
 * token, a form-encoded POST, as Twilio documents it) when TWILIO_* are set, else a file per text under SMS_DIR, so
 * that nothing leaves the machine. And the check of Twilio's signature on what it posts to us. Server only.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { messageFile } from "./mailer.server.ts";
import path from "node:path";
import type { Env } from "../utils/env.server.ts";
import type { OutboxRow } from "../storage/outbox.server.ts";

export interface SmsTransport {
  /** Sends a text; resolves with the provider's id of the message once it accepted it, or rejects. */
  send(row: Pick<OutboxRow, "key" | "recipient" | "text">): Promise<{ id: string | null }>;
  /** Removes what `send` wrote of a text where it writes files. */
  discard?(row: Pick<OutboxRow, "key">): void;
}

/** Where Twilio posts replies and delivery reports (both signed). */
export const TWILIO_WEBHOOK_PATH = "/webhooks/twilio";
/** The longest a provider's answer is waited for. */
const TIMEOUT_MS = 15_000;

export function createSmsTransport(
  env: Pick<
    Env,
    "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_API_URL" | "SMS_DIR" | "SITE_URL"
  >,
): SmsTransport {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env;
  if (sid && token && from) {
    const url = new URL(`/2010-04-01/Accounts/${sid}/Messages.json`, env.TWILIO_API_URL);
    const auth = `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`;
    return {
      send: async (row) => {
        const form = new URLSearchParams({
          To: row.recipient,
          [from.startsWith("MG") ? "MessagingServiceSid" : "From"]: from,
          Body: row.text,
          StatusCallback: `${env.SITE_URL}${TWILIO_WEBHOOK_PATH}`,
        });
        const res = await fetch(url, {
          method: "POST",
          headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const answer = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
        if (!res.ok)
          throw new Error(`Twilio ${res.status}${answer.code ? ` ${answer.code}` : ""}: ${answer.message ?? ""}`);
        return { id: answer.sid ?? null };
      },
    };
  }
  const dir = path.resolve(env.SMS_DIR);
  return {
    send: async (row) => {
      // For the server's user only (README, Privacy), as the e-mails' files.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = messageFile(dir, row, ".txt");
      writeFileSync(`${file}.tmp`, `To: ${row.recipient}\n\n${row.text}\n`, { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      return { id: null };
    },
    discard: (row) => rmSync(messageFile(dir, row, ".txt"), { force: true }),
  };
}

/**
 * Twilio's request signature: base64 of HMAC-SHA1, keyed with the auth token, over the full URL it posted to followed
 * by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): string {
  const data = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .reduce((acc, [name, value]) => acc + name + value, url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** True when `signature` (X-Twilio-Signature) is Twilio's for this URL and these parameters. */
export function isTwilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  signature: string | null,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
