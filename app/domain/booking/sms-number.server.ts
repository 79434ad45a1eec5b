/**
 * Which phone numbers take text messages (docs/decisions/0035), with libphonenumber-js's full metadata: server only,
 * to keep it out of the browser's code (the form shows the server's message).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** Kinds of numbers that take no texts. US numbers are mostly "fixed line or mobile", which is accepted. */
const NO_TEXTS = new Set(["FIXED_LINE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST", "VOICEMAIL", "UAN", "PAGER"]);

/** A US (or Canadian) number that can receive texts, in E.164 ("+12145550142"), or null. */
export function smsNumber(phone: string): string | null {
  const number = parsePhoneNumberFromString(phone, "US");
  if (!number || !number.isValid() || !["US", "CA"].includes(number.country ?? "")) return null;
  const type = number.getType();
  return type && NO_TEXTS.has(type) ? null : number.number;
}
