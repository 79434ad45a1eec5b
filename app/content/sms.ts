import { translate } from "../i18n/messages.ts";
import type { Locale } from "../i18n/locale.ts";
import { site } from "./site.ts";

/** The answer to HELP (or AYUDA) in `locale`. */
export const smsHelpIn = (locale: Locale) =>
  translate(locale, "sms.help", { brand: site.brand, phone: site.phone, email: site.email });

/**
 * The words of text messages (docs/decisions/0035): the booking form's consent box, the consent stored with a
 * booking, and the answer to HELP. Every text names the company and ends with `SMS_STOP`.
 */
export const smsWords = {
  /** The consent box's label (unticked by default). */
  consentLabel: "Text me reminders and updates",
  /** Under the box: what they agree to. */
  consentDetail:
    "Texts about this booking only: when it is received or confirmed, the evening before, if its time changes or it is cancelled, and when our crew is on its way. Message and data rates may apply. Reply STOP to opt out, HELP for help.",
  stop: translate("en", "sms.stop"),
  /** The answer to HELP. */
  help: smsHelpIn("en"),
  /** A number that cannot receive texts, when the box is ticked. */
  invalidNumber:
    'We can\'t send texts to this number. Please enter a US mobile number, or untick "Text me reminders and updates".',
} as const;

/** What the customer agreed to, as it is stored with the booking. */
export const SMS_CONSENT_TEXT = `${smsWords.consentLabel}. ${smsWords.consentDetail}`;
