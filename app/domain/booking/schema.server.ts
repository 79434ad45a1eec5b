/**
 * The booking request's schema (zod, server-only so zod stays out of the browser bundle), shared by the JSON API
 * (`POST /api/bookings`) and the `/booking` form action (through `valuesToInput`). Its limits and messages come
 * from fields.ts, its order rules from pricing.ts; errors are reported under the form's own field names.
 */
import { smsWords } from "../../content/sms";
import { smsNumber } from "./sms-number.server";
import { z } from "zod";
import { serviceIds } from "../../content/schema";
import { type Catalog, catalogBundle } from "../catalog";
import { type OrderLine, promoRefusal, validateBundleLines, validateOrderLines } from "../pricing";
import {
  ADDONS_MAX,
  type FieldErrors,
  formatPhone,
  phoneDigits,
  REQUIRED_MESSAGES,
  valueMessage,
  type ValueRuledField,
  WINDOW_MESSAGE,
} from "./fields";
import { isValidDateString } from "./dates";
import { isWindowStart } from "./windows";
import { formErrors } from "./order";

/** Treats "", whitespace-only strings and null as "not given". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/**
 * A text field checked by its one rule (fields.ts `valueMessage`, which the form also applies to what is on screen),
 * then trimmed. `typeError`: what a value that is not text at all gets (by default, the field's "please enter").
 */
const ruledText = (field: ValueRuledField, typeError = REQUIRED_MESSAGES[field]) =>
  z
    .string({ error: typeError })
    .superRefine((value, ctx) => {
      const message = valueMessage(field, value);
      if (message) ctx.addIssue({ code: "custom", message, input: value });
    })
    .transform((value) => value.trim());

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
const makeSchema = (catalog: Catalog, today: string) =>
  z
    .object(
      {
        // the version of the catalog the form's prices came from (docs/decisions/0038), when it says
        catalogVersion: z.preprocess(
          (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
          z.number({ error: "Please reload the page and try again." }).int().positive().optional(),
        ),
        services: z
          .array(lineInputSchema, { error: "Please choose at least one service." })
          .superRefine((lines, ctx) => {
            for (const e of validateOrderLines(lines, catalog))
              ctx.addIssue({ code: "custom", message: e.message, path: toPath(e.path).slice(1), input: lines });
          }),
        bundle: z.preprocess(
          blankToUndefined,
          z
            .string({ error: "Please choose a bundle from the list." })
            .trim()
            .refine((id) => catalogBundle(catalog, id)?.offered === true, {
              error: "Please choose a bundle from the list.",
            })
            .optional(),
        ),
        date: z
          .string({ error: "Please choose a date." })
          .trim()
          .min(1, { error: "Please choose a date." })
          .refine(isValidDateString, { error: "Please choose a valid date." }),
        window: z
          .string({ error: WINDOW_MESSAGE })
          .trim()
          .refine((start) => isWindowStart(catalog.week, start), { error: WINDOW_MESSAGE }),
        city: ruledText("city"),
        address: ruledText("address"),
        zip: ruledText("zip"),
        name: ruledText("name"),
        phone: ruledText("phone").transform((v) => formatPhone(phoneDigits(v)!)),
        email: ruledText("email"),
        notes: z.preprocess(blankToUndefined, ruledText("notes", "Please write your notes as text.").optional()),
        // "Text me reminders and updates" (docs/decisions/0035): unticked unless sent as true, "yes" or "on"
        smsConsent: z.preprocess((v) => v === true || v === "yes" || v === "on" || v === "true", z.boolean()),
        promoCode: z.preprocess(
          blankToUndefined,
          z
            .string({ error: "Please check the promo code." })
            .trim()
            .superRefine((code, ctx) => {
              const refusal = promoRefusal(catalog, code, today);
              if (refusal) ctx.addIssue({ code: "custom", message: refusal, input: code });
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
        for (const e of validateBundleLines(input.bundle, input.services as OrderLine[], catalog))
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

const made = new WeakMap<Catalog, Map<string, ReturnType<typeof makeSchema>>>();

/**
 * The schema of a booking with the catalog in force (its offered tiers, add-ons, bundles, the week's windows, its
 * promo codes), `today` in America/Chicago being the day a promo code's days are checked against. Made once per
 * catalog and day.
 */
export function bookingInputSchema(catalog: Catalog, today: string) {
  let byDay = made.get(catalog);
  if (!byDay) made.set(catalog, (byDay = new Map()));
  let schema = byDay.get(today);
  if (!schema) {
    if (byDay.size > 4) byDay.clear();
    byDay.set(today, (schema = makeSchema(catalog, today)));
  }
  return schema;
}

/** What a client sends (before parsing). */
export type BookingInputRaw = z.input<ReturnType<typeof makeSchema>>;
/** A validated booking request. */
export type BookingInput = z.output<ReturnType<typeof makeSchema>>;

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
