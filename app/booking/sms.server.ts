/**
 * Text messages of a booking (docs/decisions/0035): the number they go to, and the texts of each event, queued with
 * the e-mails in the same transaction (only for a customer who ticked "Text me reminders and updates"). Short: each
 * names the company, carries the booking's page link where it helps, and ends with "Reply STOP to opt out". Server
 * only (libphonenumber-js's full metadata stays out of the browser).
 */
import { site } from "../content/site";
import { escapeMarkup } from "../lib/escape";
import { smsHelpIn, smsWords } from "../content/sms";
import { formatDateLong } from "../domain/booking/dates";
import { formatWindow } from "../domain/booking/windows";
import type { OutboxMessage, StoredBooking } from "./model";
export { smsNumber } from "../domain/booking/sms-number.server";
import { countWebhookRejected } from "../metrics/metrics.server";
import { isTwilioSignature } from "../outbox/sms.server";
import type { Outbox } from "../storage/outbox.server";
import type { SmsKeyword, SmsStore } from "../storage/sms.server";

const when = (b: { date: string; windowStart: string; windowEnd: string }) =>
  `${formatDateLong(b.date)}, ${formatWindow(b.windowStart, b.windowEnd)}`;

/**
 * Our words in GSM-7, the carriers' 7-bit alphabet: a single character outside it (an en dash, a curly quote) sends
 * the whole text as UCS-2, 70 characters a part instead of 160 (153 when split), at two to three times the price.
 */
const GSM7_SWAPS: Record<string, string> = {
  "\u2013": "-",
  "\u2014": "-",
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2026": "...",
  "\u00a0": " ",
  "\u202f": " ",
  // Spanish (issue 58): é, ñ, ü, ¿ and ¡ are GSM-7, these four vowels are not
  "\u00e1": "a",
  "\u00ed": "i",
  "\u00f3": "o",
  "\u00fa": "u",
  "\u00c1": "A",
  "\u00cd": "I",
  "\u00d3": "O",
  "\u00da": "U",
};
const OUTSIDE_GSM7 = new RegExp(`[${Object.keys(GSM7_SWAPS).join("")}]`, "g");
export const inGsm7 = (text: string) => text.replace(OUTSIDE_GSM7, (c) => GSM7_SWAPS[c]!);

/** One text: `key` is the e-mail's key it goes with, plus ".sms". */
export function textMessage(
  b: StoredBooking,
  m: { key: string; event: OutboxMessage["event"]; body: string; dueAt: string },
): OutboxMessage[] {
  if (!b.sms) return [];
  const text = inGsm7(`${site.shortBrand}: ${m.body} ${smsWords.stop}`);
  return [
    {
      key: `${m.key}.sms`,
      channel: "sms",
      event: m.event,
      audience: "customer",
      to: b.sms.phone,
      toName: b.name,
      subject: "",
      text,
      html: "",
      ics: null,
      dueAt: m.dueAt,
    },
  ];
}

/** The words of a booking event's text, or null when the event has none. `url`: the booking's page. */
export function eventText(
  event: OutboxMessage["event"],
  b: StoredBooking,
  url: string,
  etaMinutes?: number,
): string | null {
  switch (event) {
    case "created":
      return `we have your booking request ${b.reference} for ${when(b)}. Details and changes: ${url}`;
    case "confirmed":
      return `booking ${b.reference} is confirmed for ${when(b)}. ${url}`;
    case "rescheduled":
      return `booking ${b.reference} is moved to ${when(b)}. ${url}`;
    case "cancelled":
      return `booking ${b.reference} on ${formatDateLong(b.date)} is cancelled. To book again, call ${site.phone}.`;
    case "reminder":
      return `see you tomorrow, ${formatWindow(b.windowStart, b.windowEnd)}. Changes: ${url}`;
    case "on-my-way":
      return `our crew is on its way and should arrive in about ${etaMinutes} minutes. Questions: ${site.phone}.`;
    default:
      return null;
  }
}

/**
 * Twilio's opt-out keywords (its default Advanced Opt-Out lists), each recorded as STOP, START or HELP, and their
 * Spanish words (issue 58), answered in Spanish.
 */
const SPANISH_KEYWORDS: Record<string, SmsKeyword> = {
  PARAR: "STOP",
  ALTO: "STOP",
  CANCELAR: "STOP",
  BAJA: "STOP",
  AYUDA: "HELP",
};
const KEYWORDS: Record<string, SmsKeyword> = {
  ...SPANISH_KEYWORDS,
  STOP: "STOP",
  STOPALL: "STOP",
  UNSUBSCRIBE: "STOP",
  CANCEL: "STOP",
  END: "STOP",
  QUIT: "STOP",
  START: "START",
  YES: "START",
  UNSTOP: "START",
  HELP: "HELP",
  INFO: "HELP",
};

/** A TwiML answer to an incoming text: one reply, escaped, or none. */
export const twiml = (message?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${
    message ? `<Message>${escapeMarkup(message)}</Message>` : ""
  }</Response>`;

export type TwilioAnswer = { status: number; body: string; contentType: string };

/**
 * What Twilio posts to TWILIO_WEBHOOK_PATH: a reply from a customer (`From`, `Body`) or a delivery report
 * (`MessageSid`, `MessageStatus`), signed with the auth token over SITE_URL + the path. 403 when the signature does
 * not match (or texts are off); a reply's keyword is recorded per number, once per `MessageSid`, HELP answered; a
 * report updates its text.
 */
export async function handleTwilioWebhook(
  params: URLSearchParams,
  signature: string | null,
  deps: {
    authToken: string | undefined;
    url: string;
    sms: Pick<SmsStore, "reply">;
    outbox: Pick<Outbox, "recordDelivery">;
    now: Date;
  },
): Promise<TwilioAnswer> {
  if (!deps.authToken || !isTwilioSignature(deps.authToken, deps.url, params, signature)) {
    if (deps.authToken) countWebhookRejected("twilio"); // texts off: no signature to verify, nothing counted
    return { status: 403, body: "The request is not signed by our Twilio account.", contentType: "text/plain" };
  }
  const body = params.get("Body");
  const from = params.get("From");
  if (body !== null && from) {
    const word = body
      .trim()
      .toUpperCase()
      .replace(/[^A-Z]/g, "");
    const keyword = KEYWORDS[word];
    const messageSid = params.get("MessageSid");
    if (!messageSid)
      return { status: 400, body: "An incoming text without its MessageSid.", contentType: "text/plain" };
    // applied once per message: a retry (or a replay) is answered again and changes nothing
    if (keyword) await deps.sms.reply(from, keyword, deps.now, messageSid);
    return {
      status: 200,
      body: twiml(keyword === "HELP" ? inGsm7(smsHelpIn(word in SPANISH_KEYWORDS ? "es" : "en")) : undefined),
      contentType: "text/xml",
    };
  }
  const sid = params.get("MessageSid");
  const status = params.get("MessageStatus");
  if (sid && status) {
    await deps.outbox.recordDelivery(sid, status);
    return { status: 204, body: "", contentType: "text/plain" };
  }
  return { status: 400, body: "Neither a reply nor a delivery report.", contentType: "text/plain" };
}
