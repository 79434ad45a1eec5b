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
import type { ServiceId } from "../../content/schema";

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
