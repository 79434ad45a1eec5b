/**
 * The booking form's fields and their limits: the one vocabulary of the form, the JSON API's errors and the
 * server's schema (schema.server.ts builds its rules from these limits). Pure and browser-safe.
 *
 * | field                       | value                                                                          |
 * |-----------------------------|--------------------------------------------------------------------------------|
 * | `service` (repeatable)      | a service id; a legacy bundle code ("bundle-cleaning-junk", …) names its services |
 * | `tier.{service}`            | the tier code, e.g. `tier.cleaning=2` (the booking-link names `rooms`, `load`, `area` also work) |
 * | `addon.{service}.{addonId}` | the quantity; empty or 0 means not chosen                                      |
 * | `bundle`                    | a bundle id (optional): its services and tiers                                 |
 * | `date`, `window`            | "YYYY-MM-DD"; a window start "HH:MM"                                           |
 * | `city`, `address`, `zip`    | a city slug; street address; 5-digit ZIP                                       |
 * | `name`, `phone`, `email`    | contact details                                                                |
 * | `notes`, `promoCode`        | optional                                                                       |
 * | `website`                   | the honeypot: always empty when a person sends the form                        |
 * | `idempotencyKey`            | (not part of the order) the key the form makes in the browser (decisions/0024) |
 *
 * Errors are reported under these names, plus `service` for the choice of services and `form` for the whole form.
 */
import { findCityRef } from "../../content/city-list";
import { site } from "../../content/site";
import type { ServiceId } from "../../content/schema";
import { ZIP_FORMAT_MESSAGE, ZIP_RE } from "../service-area";

/**
 * The honeypot field (docs/decisions/0009): in the form, out of sight and out of
 * the tab order, left empty by people and filled by simple bots. A filled one books nothing.
 */
export const HONEYPOT_FIELD = "website";

export const ADDRESS_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const NOTES_MAX = 1000;
/** Most extras one service line may list. */
export const ADDONS_MAX = 20;

export const tierField = (service: ServiceId) => `tier.${service}`;
export const addonField = (service: ServiceId, addonId: string) => `addon.${service}.${addonId}`;

/** Field name (see the table above; "form" for the whole form) → message. */
export type FieldErrors = Record<string, string>;

/** Where the visit is and whom to reach: the same fields in the form, a stored booking and its e-mails. */
export type VisitContact = {
  /** City slug. */
  city: string;
  address: string;
  zip: string;
  name: string;
  /** As typed in the form; stored in display form, "(214) 555-0142". */
  phone: string;
  email: string;
};

/**
 * Everything the booking form holds, as plain strings (what a visitor typed), serialisable through loader and
 * action data.
 */
export type FormValues = {
  /** A bundle id when the visitor books a package, else "". */
  bundle: string;
  /** Chosen services (custom order). In bundle mode, the bundle's services. */
  services: ServiceId[];
  /** Tier code per service (`tier.{service}`); kept for unchosen services so re-ticking one keeps its size. */
  tiers: Partial<Record<ServiceId, string>>;
  /** Add-on quantities as typed, keyed "{service}.{addonId}" (`addon.{service}.{addonId}`); own properties only. */
  addons: Record<string, string>;
  date: string;
  /** Window start "HH:MM". */
  window: string;
  notes: string;
  promoCode: string;
  /** "yes" when "Text me reminders and updates" is ticked, else "". */
  smsConsent: string;
  /** The honeypot, as sent. */
  website?: string;
} & VisitContact;

export const emptyValues: FormValues = {
  bundle: "",
  services: [],
  tiers: {},
  addons: {},
  date: "",
  window: "",
  city: "",
  address: "",
  zip: "",
  name: "",
  phone: "",
  email: "",
  notes: "",
  promoCode: "",
  smsConsent: "",
};

/**
 * The 10 digits of a US phone number written in any common way ("(214) 555-0142", "214-555-0142", "214.555.0142",
 * "+1 214 555 0142", "12145550142"), or null when it is not one.
 */
export function phoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  // NANP: area code and exchange both start with 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

/** "2145550142" → "(214) 555-0142". */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * An e-mail address as the server takes it: zod 4's own `z.email()` pattern (schema.server.ts checks with this one,
 * and a test holds it equal to zod's), so the browser needs no zod to say the same.
 */
export const EMAIL_RE =
  // eslint-disable-next-line no-useless-escape -- written as zod writes it, character for character
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The fields whose message follows from their own value alone: the same rule in the browser and the server. */
export const VALUE_RULED_FIELDS = ["city", "address", "zip", "name", "phone", "email", "notes"] as const;
export type ValueRuledField = (typeof VALUE_RULED_FIELDS)[number];

/** What each of them says when it is empty (or not text at all); "" for an optional field. */
export const REQUIRED_MESSAGES: Record<ValueRuledField, string> = {
  city: "Please choose your city.",
  address: "Please enter your street address.",
  zip: "Please enter your ZIP code.",
  name: "Please enter your name.",
  phone: "Please enter your phone number.",
  email: "Please enter your e-mail address.",
  notes: "",
};

export const WINDOW_MESSAGE = "Please choose an arrival window.";
/** A submit the server answered with an error it did not word (a 5xx): nothing was booked (issue 55). */
export const SUBMIT_FAILED_MESSAGE = `Something went wrong on our side and your booking was not made. Everything you typed is kept: please send it again, or call us at ${site.phone}.`;
/** A submit that never reached the server (the network): nothing was booked. */
export const SUBMIT_UNSENT_MESSAGE =
  "We couldn't reach our server, so your booking was not sent. Everything you typed is kept: please check your connection and send it again.";
export const PHONE_FORMAT_MESSAGE = "Please enter a 10-digit US phone number, like (214) 555-0142.";

/**
 * The message of a field's value, or null when the value is fine: the one rule of these fields, which the server's
 * schema (schema.server.ts) applies to what is sent and the form to what is on screen once it has been sent once
 * (issue 37: a message is always the message of the current value). Values are trimmed first, as the server does.
 * What needs the server's data or clock (the service area, a number that takes texts, a free window) is not here.
 */
export function valueMessage(field: ValueRuledField, value: string): string | null {
  const text = value.trim();
  if (text === "") return REQUIRED_MESSAGES[field] || null;
  switch (field) {
    case "city":
      return findCityRef(text) ? null : "Please choose one of the cities we serve.";
    case "address":
      return text.length > ADDRESS_MAX ? `Please shorten the street address to ${ADDRESS_MAX} characters.` : null;
    case "zip":
      return ZIP_RE.test(text) ? null : ZIP_FORMAT_MESSAGE;
    case "name":
      return text.length > NAME_MAX ? `Please shorten your name to ${NAME_MAX} characters.` : null;
    case "phone":
      return phoneDigits(text) === null ? PHONE_FORMAT_MESSAGE : null;
    case "email":
      if (text.length > EMAIL_MAX) return "Please enter a shorter e-mail address.";
      return EMAIL_RE.test(text) ? null : "Please enter a valid e-mail address, like name@example.com.";
    case "notes":
      return text.length > NOTES_MAX
        ? `Please keep your notes to ${NOTES_MAX.toLocaleString("en-US")} characters or fewer.`
        : null;
  }
}
