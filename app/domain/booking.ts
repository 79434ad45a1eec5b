/**
 * Booking rules: arrival windows, the bookable date range, and the ONE input
 * schema shared by the JSON API and the HTML form action. Pure (no I/O), safe
 * in the browser and on the server.
 *
 * Times: every date and window is local to the business time zone
 * (`site.timeZone`, America/Chicago). Dates are "YYYY-MM-DD" strings and
 * window starts are "HH:MM" strings. Instants are computed with `Intl`, so
 * daylight-saving changes are handled without a date library.
 */
import { HONEYPOT_FIELD } from "./booking-fields";
import { z } from "zod";
import { getBundle } from "../content/bundles";
import { findCityRef } from "../content/city-list";
import { serviceIds, type ServiceId } from "../content/schema";
import { getService } from "../content/services";
import { site } from "../content/site";
import {
  isPromoCode,
  parseLegacyServiceCode,
  validateBundleLines,
  validateOrderLines,
  type OrderLine,
} from "./pricing";

/* ------------------------------------------------------------------------- */
/* Arrival windows                                                            */
/* ------------------------------------------------------------------------- */

/** Length of an arrival window in hours. */
export const WINDOW_HOURS = 2;
/** A same-day window is bookable only if it starts at least this many hours from now. */
export const SAME_DAY_LEAD_HOURS = 2;
/** Bookings open from today up to today + this many days (inclusive). */
export const BOOKING_DAYS_AHEAD = 60;

/** An arrival window, local time in `site.timeZone`. */
export type ArrivalWindow = {
  /** "HH:MM", 24-hour, e.g. "07:00". This is the value a booking carries as `window`. */
  start: string;
  /** "HH:MM", 24-hour, e.g. "09:00". */
  end: string;
  /** Human label, e.g. "7:00 AM to 9:00 AM". */
  label: string;
};

/** An arrival window on a given date with its availability. */
export type WindowAvailability = ArrivalWindow & { available: boolean };

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(":").map(Number);
  return h! * 60 + m!;
};
const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "13:00" → "1:00 PM". */
export function formatTime(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

function deriveWindows(open: string, close: string): ArrivalWindow[] {
  const windows: ArrivalWindow[] = [];
  const length = WINDOW_HOURS * 60;
  for (let start = toMinutes(open); start + length <= toMinutes(close); start += length) {
    const s = fromMinutes(start);
    const e = fromMinutes(start + length);
    windows.push({ start: s, end: e, label: `${formatTime(s)} to ${formatTime(e)}` });
  }
  return windows;
}

/** The arrival windows of every day, derived from `site.hours`: 07:00-09:00 … 17:00-19:00. */
export const arrivalWindows: readonly ArrivalWindow[] = Object.freeze(deriveWindows(site.hours.open, site.hours.close));

/** The window starting at `start` ("HH:MM"), or undefined. */
export function findWindow(start: string): ArrivalWindow | undefined {
  return arrivalWindows.find((w) => w.start === start);
}

/** True when `start` is the start of an arrival window. */
export function isWindowStart(start: unknown): start is string {
  return typeof start === "string" && findWindow(start) !== undefined;
}

/* ------------------------------------------------------------------------- */
/* Dates and time zones                                                       */
/* ------------------------------------------------------------------------- */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written "YYYY-MM-DD" (so "2026-02-30" is false). */
export function isValidDateString(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Calendar arithmetic on "YYYY-MM-DD" strings (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function zonedParts(instant: Date, timeZone: string) {
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: pick("year"),
    month: pick("month"),
    day: pick("day"),
    hour: pick("hour") % 24,
    minute: pick("minute"),
    second: pick("second"),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (America/Chicago: −360 in winter, −300 in summer). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string = site.timeZone): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60000);
}

/** The calendar date ("YYYY-MM-DD") of `instant` in `timeZone` (default America/Chicago). */
export function dateInZone(instant: Date, timeZone: string = site.timeZone): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, "0")}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * The instant of a local wall-clock time ("YYYY-MM-DD", "HH:MM") in `timeZone`.
 * Correct on daylight-saving change days (the windows, 07:00 onward, are never
 * inside the skipped or repeated hour at 02:00).
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string = site.timeZone): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let instant = wall - timeZoneOffsetMinutes(new Date(wall), timeZone) * 60000;
  const second = wall - timeZoneOffsetMinutes(new Date(instant), timeZone) * 60000;
  if (second !== instant) instant = second;
  return new Date(instant);
}

/** The bookable dates: `start` = today in America/Chicago, `end` = today + 60 days (both inclusive, "YYYY-MM-DD"). */
export function bookingDateRange(now: Date): { start: string; end: string } {
  const start = dateInZone(now);
  return { start, end: addDays(start, BOOKING_DAYS_AHEAD) };
}

/**
 * Why `date` cannot be booked at `now`, or null when it can:
 * not a real "YYYY-MM-DD" date, in the past, or more than 60 days ahead.
 */
export function dateError(date: unknown, now: Date): string | null {
  if (typeof date !== "string" || date === "") return "Please choose a date.";
  if (!isValidDateString(date)) return "Please choose a valid date.";
  const range = bookingDateRange(now);
  if (date < range.start) return "That date has passed. Please choose a date from today onward.";
  if (date > range.end)
    return `We take bookings up to ${BOOKING_DAYS_AHEAD} days ahead. Please choose an earlier date.`;
  return null;
}

/** True when a window on `date` starting at `start` is at least the same-day lead time after `now`. */
function startsLateEnough(date: string, start: string, now: Date): boolean {
  const at = zonedTimeToInstant(date, start).getTime();
  return at - now.getTime() >= SAME_DAY_LEAD_HOURS * 3600_000;
}

/**
 * The arrival windows of `date` with `available` set from the clock alone
 * (capacity is the server's business): every window is unavailable on a date
 * outside the booking range; today, a window is available only if it starts at
 * least 2 hours after `now`.
 */
export function windowsForDate(date: string, now: Date): WindowAvailability[] {
  const open = dateError(date, now) === null;
  return arrivalWindows.map((w) => ({ ...w, available: open && startsLateEnough(date, w.start, now) }));
}

/**
 * Why a booking for `date` and window `start` cannot be accepted at `now`, or
 * null when the clock allows it. The field is the form field to show it on.
 */
export function slotError(
  date: string,
  start: string,
  now: Date,
): { field: "date" | "window"; message: string } | null {
  const message = dateError(date, now);
  if (message) return { field: "date", message };
  if (!isWindowStart(start)) return { field: "window", message: "Please choose an arrival window." };
  if (!startsLateEnough(date, start, now))
    return {
      field: "window",
      message: `That arrival window is too soon. Same-day windows must start at least ${SAME_DAY_LEAD_HOURS} hours from now. Please pick a later one.`,
    };
  return null;
}

/* ------------------------------------------------------------------------- */
/* Contact details                                                            */
/* ------------------------------------------------------------------------- */

/**
 * The 10 digits of a US phone number written in any common way
 * ("(214) 555-0142", "214-555-0142", "214.555.0142", "+1 214 555 0142",
 * "12145550142"), or null when it is not one.
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

/* ------------------------------------------------------------------------- */
/* The booking input schema                                                   */
/* ------------------------------------------------------------------------- */

export const NOTES_MAX = 1000;

/** Treats "", whitespace-only strings and null as "not given". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

const addonInputSchema = z.object({
  id: z.string({ error: "Please choose an extra from the list." }),
  quantity: z.number({ error: "Please enter a whole number." }).int({ error: "Please enter a whole number." }),
});

const lineInputSchema = z.object({
  service: z.enum(serviceIds, { error: "Please choose a service from the list." }),
  tier: z.string({ error: "Please choose a size or area for this service." }).trim().default(""),
  addons: z
    .array(addonInputSchema, { error: "Please choose extras from the list." })
    .max(20, { error: "Please choose fewer extras." })
    .default([]),
});

const toPath = (path: string): (string | number)[] =>
  path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/**
 * The booking request, shared by the JSON API (`POST /api/bookings`) and the
 * `/booking` form action (through {@link formDataToBookingInput}).
 *
 * Field keys of the errors ({@link fieldErrors}): "services", "services.{i}.service",
 * "services.{i}.tier", "services.{i}.addons.{j}.id", "services.{i}.addons.{j}.quantity",
 * "bundle", "date", "window", "city", "address", "zip", "name", "phone", "email",
 * "notes", "promoCode", and "form" for a body that is not an object at all.
 *
 * What it does not check (it depends on the clock or the database, see
 * `submitBooking`): the date being in the bookable range, a same-day window
 * being far enough ahead, the window having places left, the promo code's
 * first-order rule.
 *
 * Output: strings trimmed, `phone` formatted "(214) 555-0142", `promoCode`
 * upper case, empty optional fields removed.
 */
export const bookingInputSchema = z
  .object(
    {
      services: z.array(lineInputSchema, { error: "Please choose at least one service." }).superRefine((lines, ctx) => {
        for (const e of validateOrderLines(lines))
          ctx.addIssue({ code: "custom", message: e.message, path: toPath(e.path).slice(1), input: lines });
      }),
      bundle: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Please choose a bundle from the list." })
          .trim()
          .refine((id) => getBundle(id) !== undefined, { error: "Please choose a bundle from the list." })
          .optional(),
      ),
      date: z
        .string({ error: "Please choose a date." })
        .trim()
        .min(1, { error: "Please choose a date." })
        .refine(isValidDateString, { error: "Please choose a valid date." }),
      window: z
        .string({ error: "Please choose an arrival window." })
        .trim()
        .refine(isWindowStart, { error: "Please choose an arrival window." }),
      city: z
        .string({ error: "Please choose your city." })
        .trim()
        .min(1, { error: "Please choose your city." })
        .refine((slug) => findCityRef(slug) !== undefined, {
          error: "Please choose one of the cities we serve.",
        }),
      address: requiredText(
        "Please enter your street address.",
        200,
        "Please shorten the street address to 200 characters.",
      ),
      zip: z
        .string({ error: "Please enter your ZIP code." })
        .trim()
        .min(1, { error: "Please enter your ZIP code." })
        .regex(/^7\d{4}$/, { error: "Please enter a 5-digit Texas ZIP code, like 75201." }),
      name: requiredText("Please enter your name.", 100, "Please shorten your name to 100 characters."),
      phone: z
        .string({ error: "Please enter your phone number." })
        .trim()
        .min(1, { error: "Please enter your phone number." })
        .refine((v) => phoneDigits(v) !== null, {
          error: "Please enter a 10-digit US phone number, like (214) 555-0142.",
        })
        .transform((v) => formatPhone(phoneDigits(v)!)),
      email: z
        .string({ error: "Please enter your e-mail address." })
        .trim()
        .min(1, { error: "Please enter your e-mail address." })
        .max(254, { error: "Please enter a shorter e-mail address." })
        .pipe(z.email({ error: "Please enter a valid e-mail address, like name@example.com." })),
      notes: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Please write your notes as text." })
          .trim()
          .max(NOTES_MAX, {
            error: `Please keep your notes to ${NOTES_MAX.toLocaleString("en-US")} characters or fewer.`,
          })
          .optional(),
      ),
      promoCode: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Please check the promo code." })
          .trim()
          .refine((code) => isPromoCode(code), {
            error: "That promo code isn't valid. Check the spelling, or leave it empty.",
          })
          .transform((code) => code.toUpperCase())
          .optional(),
      ),
    },
    { error: "Please fill in the booking form." },
  )
  .superRefine(
    (input, ctx) => {
      if (input.bundle === undefined) return;
      for (const e of validateBundleLines(input.bundle, input.services as OrderLine[]))
        ctx.addIssue({ code: "custom", message: e.message, path: toPath(e.path), input: input.bundle });
    },
    {
      // Run even when contact fields have errors, but only once services and bundle parsed cleanly.
      when: (payload) =>
        !payload.issues.some((issue) => {
          const head = issue.path?.[0];
          return head === undefined || head === "services" || head === "bundle";
        }),
    },
  );

/** What a client sends (before parsing). */
export type BookingInputRaw = z.input<typeof bookingInputSchema>;
/** A validated booking request. */
export type BookingInput = z.output<typeof bookingInputSchema>;

/**
 * Flattens a zod error into `{ fieldKey: message }`: keys are the issue paths
 * joined with "." (e.g. "services.0.tier", "email"), "form" for the root.
 * The first message of each field wins.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? "form" : issue.path.map(String).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

/** The order lines of a validated input, in the shape pricing.ts expects. */
export function inputToOrderLines(input: BookingInput): OrderLine[] {
  return input.services.map((line) => ({ service: line.service, tier: line.tier, addons: line.addons }));
}

/* ------------------------------------------------------------------------- */
/* HTML form → input                                                          */
/* ------------------------------------------------------------------------- */

/** `FormData` or `URLSearchParams`. */
export type FormLike = {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
  entries(): Iterable<[string, FormDataEntryValue]>;
};

/**
 * Maps a plain HTML form post (works with JavaScript off) to the object
 * {@link bookingInputSchema} parses. Unknown fields are ignored; nothing is
 * validated here. Field names:
 *
 * | field                         | value                                                                 |
 * |-------------------------------|-----------------------------------------------------------------------|
 * | `service` (repeatable)        | a service id ("cleaning", "junk-removal", "power-washing"), e.g. one checkbox per service; a legacy bundle code ("bundle-cleaning-junk", …) expands to its services |
 * | `tier.{service}`              | the tier code, e.g. `tier.cleaning=2`, `tier.junk-removal=medium`, `tier.power-washing=front-house` (radio group per service). The booking-link names `rooms`, `load`, `area` are accepted as a fallback. |
 * | `addon.{service}.{addonId}`   | the quantity, e.g. `addon.cleaning.oven=1`, `addon.cleaning.baseboards=3` (a checkbox with value 1 or a number input / select); empty or 0 means not chosen |
 * | `bundle`                      | a bundle id (optional). With a bundle and no `service` field, the bundle's services and tiers are used. |
 * | `date`                        | "YYYY-MM-DD" (`<input type="date">`)                                  |
 * | `window`                      | a window start "HH:MM", e.g. "09:00" (radio group)                    |
 * | `city`                        | a city slug, e.g. "fort-worth" (select)                              |
 * | `address`, `zip`              | street address; 5-digit ZIP                                           |
 * | `name`, `phone`, `email`      | contact details                                                       |
 * | `notes`, `promoCode`          | optional                                                              |
 * | `idempotencyKey`              | (not part of the input) a hidden random key rendered with the form; the action passes it to `submitBooking` so a double submit books once |
 *
 * Add-ons and tiers of services that are not selected are ignored. A service's
 * add-ons are listed in the order the form sends them.
 */
export function formDataToBookingInput(formData: FormLike): Record<string, unknown> {
  const text = (name: string): string | undefined => {
    const value = formData.get(name);
    return typeof value === "string" ? value : undefined;
  };

  const bundleId = text("bundle")?.trim() || undefined;
  const chosen: ServiceId[] = [];
  for (const value of formData.getAll("service")) {
    if (typeof value !== "string") continue;
    // An unknown service value is kept, so that validation reports it.
    const ids = parseLegacyServiceCode(value) ?? (value.trim() === "" ? [] : [value.trim() as ServiceId]);
    for (const id of ids) if (!chosen.includes(id)) chosen.push(id);
  }
  const bundle = bundleId ? getBundle(bundleId) : undefined;
  if (chosen.length === 0 && bundle) chosen.push(...bundle.items.map((item) => item.service));

  const entries = [...formData.entries()];

  const services = chosen.map((service) => {
    const bundleTier = bundle?.items.find((item) => item.service === service)?.tier;
    const tierParam = getService(service)?.tierParam;
    const tier = text(`tier.${service}`) ?? (tierParam ? text(tierParam) : undefined) ?? bundleTier ?? "";
    const prefix = `addon.${service}.`;
    const addons: { id: string; quantity: number }[] = [];
    for (const [name, value] of entries) {
      if (!name.startsWith(prefix) || typeof value !== "string" || value.trim() === "") continue;
      const id = name.slice(prefix.length);
      const quantity = Number(value.trim());
      if (quantity === 0 || addons.some((a) => a.id === id)) continue;
      addons.push({ id, quantity });
    }
    return { service, tier, addons };
  });

  const input: Record<string, unknown> = {
    services,
    date: text("date") ?? "",
    window: text("window") ?? "",
    city: text("city") ?? "",
    address: text("address") ?? "",
    zip: text("zip") ?? "",
    name: text("name") ?? "",
    phone: text("phone") ?? "",
    email: text("email") ?? "",
  };
  if (bundleId) input.bundle = bundleId;
  const notes = text("notes");
  if (notes !== undefined && notes.trim() !== "") input.notes = notes;
  const promoCode = text("promoCode");
  if (promoCode !== undefined && promoCode.trim() !== "") input.promoCode = promoCode;
  const honeypot = text(HONEYPOT_FIELD);
  if (honeypot !== undefined && honeypot !== "") input[HONEYPOT_FIELD] = honeypot;
  return input;
}
