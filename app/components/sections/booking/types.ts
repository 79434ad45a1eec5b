import type { ServiceId } from "~/content/schema";

/**
 * Everything the booking form holds, as plain strings (what a visitor typed),
 * serialisable through loader and action data. The form posts these under the
 * field names of `formDataToBookingInput` (app/domain/booking.ts).
 */
export type FormValues = {
  /** A bundle id when the visitor books a package, else "". */
  bundle: string;
  /** Chosen services (custom order). In bundle mode, the bundle's services. */
  services: ServiceId[];
  /** Tier code per service (`tier.{service}`); kept for unchosen services so re-ticking one keeps its size. */
  tiers: Partial<Record<ServiceId, string>>;
  /** Add-on quantities as typed, keyed "{service}.{addonId}" (`addon.{service}.{addonId}`). */
  addons: Record<string, string>;
  date: string;
  /** Window start "HH:MM". */
  window: string;
  /** City slug. */
  city: string;
  address: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  promoCode: string;
};

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
};

/** An arrival window (local time, America/Chicago). */
export type WindowOption = { start: string; end: string; label: string };

/** A window of a date with its places, as `GET /api/availability/{date}` answers. */
export type WindowSlot = WindowOption & { available: boolean; remaining: number };

export type Availability = { date: string; windows: WindowSlot[] };

/** Field name (the form's own names: "service", "tier.cleaning", "email", …; "form" for the whole form) → message. */
export type FieldErrors = Record<string, string>;

/** What the `/booking` action answers when it does not redirect. */
export type BookingActionData = {
  /** HTTP status of the answer: 200 (price preview without JavaScript), 400, 409, 413, 422, 503. */
  status: number;
  values: FormValues;
  errors: FieldErrors;
  /** The hidden idempotency key the form was sent with (kept so a retry books once). */
  idempotencyKey: string;
  /** The places of the date that was sent, when it is a bookable date. */
  availability: Availability | null;
};

/** Loader data of the booking page in its default mode. */
export type BookingFormData = {
  mode: "form";
  prefill: FormValues;
  /** Query values that could not be used, e.g. `city “atlantis”`. */
  ignored: string[];
  /** Bookable dates, "YYYY-MM-DD", inclusive. */
  range: { start: string; end: string };
  windows: WindowOption[];
  idempotencyKey: string;
};

/** Loader data of the booking page in embed mode (third-party widget). */
export type BookingEmbedData = {
  mode: "embed";
  scriptUrl: string;
  styleUrl: string;
  /** The scheduling page with the page's query parameters passed on as prefill. */
  frameSrc: string;
};
