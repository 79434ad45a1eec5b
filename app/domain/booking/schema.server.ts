/**
 * The booking request's schema (zod, server-only so zod stays out of the browser bundle), shared by the JSON API
 * (`POST /api/bookings`) and the `/booking` form action (through `valuesToInput`). Its limits and messages come
 * from fields.ts, its order rules from pricing.ts; errors are reported under the form's own field names.
 */
import { smsWords } from "../../content/sms";
import { smsNumber } from "./sms-number.server";
import { z } from "zod";
import { getBundle } from "../../content/bundles";
import { findCityRef } from "../../content/city-list";
import { serviceIds } from "../../content/schema";
import {
  INVALID_PROMO_MESSAGE,
  isPromoCode,
  type OrderLine,
  validateBundleLines,
  validateOrderLines,
} from "../pricing";
import {
  ADDONS_MAX,
  ADDRESS_MAX,
  EMAIL_MAX,
  type FieldErrors,
  formatPhone,
  NAME_MAX,
  NOTES_MAX,
  phoneDigits,
} from "./fields";
import { ZIP_FORMAT_MESSAGE, ZIP_RE } from "../service-area";
import { isValidDateString } from "./dates";
import { isWindowStart } from "./windows";
import { formErrors } from "./order";

/** Treats "", whitespace-only strings and null as "not given". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

// The quantity's range and wholeness are pricing rules (validateOrderLines), so the browser's preview refuses the
// same quantities with the same message; here only its type. NaN is what a form's "lots" becomes.
const addonInputSchema = z.object({
  id: z.string({ error: "Please choose an extra from the list." }),
  quantity: z.union([z.number(), z.nan()], { error: "Please enter a whole number." }),
});

const lineInputSchema = z.object({
  service: z.enum(serviceIds, { error: "Please choose a service from the list." }),
  tier: z.string({ error: "Please choose a size or area for this service." }).trim().default(""),
  addons: z
    .array(addonInputSchema, { error: "Please choose extras from the list." })
    .max(ADDONS_MAX, { error: "Please choose fewer extras." })
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
 * "notes", "promoCode", "smsConsent", and "form" for a body that is not an object at all.
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
        ADDRESS_MAX,
        `Please shorten the street address to ${ADDRESS_MAX} characters.`,
      ),
      zip: z
        .string({ error: "Please enter your ZIP code." })
        .trim()
        .min(1, { error: "Please enter your ZIP code." })
        .regex(ZIP_RE, { error: ZIP_FORMAT_MESSAGE }),
      name: requiredText("Please enter your name.", NAME_MAX, `Please shorten your name to ${NAME_MAX} characters.`),
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
        .max(EMAIL_MAX, { error: "Please enter a shorter e-mail address." })
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
      // "Text me reminders and updates" (docs/decisions/0035): unticked unless sent as true, "yes" or "on"
      smsConsent: z.preprocess((v) => v === true || v === "yes" || v === "on" || v === "true", z.boolean()),
      promoCode: z.preprocess(
        blankToUndefined,
        z
          .string({ error: "Please check the promo code." })
          .trim()
          .refine((code) => isPromoCode(code), {
            error: INVALID_PROMO_MESSAGE,
          })
          .transform((code) => code.toUpperCase())
          .optional(),
      ),
    },
    { error: "Please fill in the booking form." },
  )
  .superRefine((input, ctx) => {
    // a number for texts is checked only when texts are asked for
    if (input.smsConsent && typeof input.phone === "string" && smsNumber(input.phone) === null)
      ctx.addIssue({ code: "custom", message: smsWords.invalidNumber, path: ["phone"], input: input.phone });
  })
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
 * A zod error as `{ field: message }` under the form's own field names (fields.ts): e.g. "services.0.tier" of a
 * cleaning line is "tier.cleaning"; the root is "form". The first message of each field wins.
 */
export function fieldErrors(error: z.ZodError, input: unknown): FieldErrors {
  const services = (input as { services?: unknown } | null)?.services;
  const bundle = Boolean((input as { bundle?: unknown } | null)?.bundle);
  return formErrors(
    error.issues.map((issue) => ({
      path: issue.path.length === 0 ? "form" : issue.path.map(String).join("."),
      message: issue.message,
    })),
    Array.isArray(services) ? (services as { service?: unknown; addons?: unknown }[]) : [],
    bundle,
  );
}

/** The order lines of a validated input, in the shape pricing.ts expects. */
export function inputToOrderLines(input: BookingInput): OrderLine[] {
  return input.services.map((line) => ({ service: line.service, tier: line.tier, addons: line.addons }));
}
