/**
 * What a catalog document must be to be saved (docs/decisions/0038), with zod: each error keyed by its JSON path
 * (`services.0.tiers.3.priceCents`) and said in words, so the dashboard shows it at its field and the JSON import
 * answers 400 `{ errors: { path: message } }`; nothing is saved while there is one. Server only (zod stays out of the
 * browser).
 */
import { z } from "zod";
import { getService } from "../content/services.ts";
import { serviceIds } from "../content/service-ids.ts";
import { dfwZips } from "../content/generated/dfw-zips.ts";
import {
  bundleListPriceOf,
  bundlePriceRule,
  type Catalog,
  catalogAddon,
  catalogTier,
  windowTimesOf,
} from "../domain/catalog.ts";
import { isValidDateString } from "../domain/booking/dates.ts";
import { JOB_MINUTES } from "../domain/job-length.ts";

/** Prices are whole cents from 0 to 10,000,000 ($100,000). */
export const MAX_PRICE_CENTS = 10_000_000;

const cents = z
  .number({ error: "Please enter an amount in dollars." })
  .int({ error: "Please enter an amount in whole cents." })
  .min(0, { error: "A price cannot be negative." })
  .max(MAX_PRICE_CENTS, { error: "Please enter at most $100,000." });
const label = z
  .string({ error: "Please enter a name." })
  .trim()
  .min(1, { error: "Please enter a name." })
  .max(60, { error: "Please keep the name under 60 characters." });
const slug = z
  .string({ error: "Please enter a code." })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lower-case letters, digits and dashes, like “deep-fridge”." })
  .max(40, { error: "Please keep the code under 40 characters." });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Please enter a time like 07:00." });
const day = z.string().refine(isValidDateString, { error: "Please enter a date like 2027-03-31." }).nullable();
const zip = z.string().regex(/^\d{5}$/, { error: "A ZIP code has five digits, like 75201." });

/** A whole number from `min` to `max`, each bound said in its own words. */
const whole = (min: number, max: number, below: string, above: string) =>
  z
    .number({ error: "Please enter a number." })
    .int({ error: "Please enter a whole number." })
    .min(min, { error: below })
    .max(max, { error: above });

/** A job's length, in whole minutes (docs/decisions/0044). */
const minutes = (min: number, max: number, step: number) =>
  z
    .number({ error: "Please enter a number of minutes." })
    .int({ error: "Please enter whole minutes." })
    .min(min, { error: `From ${min} to ${max} minutes.` })
    .max(max, { error: `From ${min} to ${max} minutes.` })
    .multipleOf(step, { error: `In steps of ${step} minutes.` });

const tierSchema = z.object({
  code: slug.or(z.string().regex(/^\d+(?:-\d+bath)?$/)),
  label,
  priceCents: cents.nullable(),
  minutes: minutes(JOB_MINUTES.min, JOB_MINUTES.max, JOB_MINUTES.step),
  offered: z.boolean(),
});
const addonSchema = z.object({
  id: slug,
  label,
  priceCents: cents,
  unit: z.enum(["each", "per-room"], { error: "Choose “each” or “per room”." }),
  maxQuantity: whole(1, 99, "Allow at least 1.", "Please allow at most 99."),
  minutes: minutes(0, 240, 1),
  offered: z.boolean(),
});
const bundleItemSchema = z.object({
  service: z.enum(serviceIds),
  tier: z.string(),
  addons: z.array(z.object({ id: z.string(), quantity: z.number().int().min(1).max(99) })),
});
const promoSchema = z.object({
  code: z
    .string({ error: "Please enter a code." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,20}$/, { error: "Use 3 to 20 letters, digits or dashes." }),
  percentOff: z.number().int().min(1, { error: "From 1% to 100%." }).max(100, { error: "From 1% to 100%." }).nullable(),
  amountOffCents: cents.min(1, { error: "Please enter an amount above $0." }).nullable(),
  firstOrderOnly: z.boolean(),
  oncePerCustomer: z.boolean(),
  startsOn: day,
  endsOn: day,
  maxUses: z.number().int().min(1, { error: "Allow at least 1 use, or no limit." }).max(1_000_000).nullable(),
  active: z.boolean(),
});

const percent = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in percent.` })
    .int({ error: "Please enter a whole percent." })
    .min(0, { error: "From 0% to 90%." })
    .max(90, { error: "From 0% to 90%." });

const catalogSchema = z
  .object({
    version: z.number().int().min(0),
    services: z.array(
      z.object({
        id: z.enum(serviceIds, { error: "Not a service of ours." }),
        tiers: z.array(tierSchema).min(1, { error: "A service needs at least one size." }),
        addons: z.array(addonSchema),
      }),
    ),
    bundles: z.object({
      percentOff: percent("bundles' discount"),
      items: z.array(
        z.object({ id: slug, items: z.array(bundleItemSchema).min(2), priceCents: cents, offered: z.boolean() }),
      ),
    }),
    discounts: z.object({ multiServicePercent: percent("multi-service discount") }),
    promoCodes: z.array(promoSchema),
    week: z.object({
      openWeekdays: z
        .array(z.number().int().min(0).max(6))
        .min(1, { error: "Please keep at least one day open." })
        .refine((days) => new Set(days).size === days.length, { error: "Each day once." }),
      opens: hhmm,
      closes: hhmm,
      capacityPerWindow: whole(
        1,
        50,
        "At least 1 job per window (close a date on the capacity page instead).",
        "At most 50 jobs per window.",
      ),
      changeCutoffHours: z
        .number({ error: "Please enter a number of hours." })
        .int({ error: "Please enter whole hours." })
        .min(0, { error: "From 0 to 168 hours (a week)." })
        .max(168, { error: "From 0 to 168 hours (a week)." }),
      travelBaseMinutes: minutes(0, 120, 1),
      travelMinutesPerMile: z
        .number({ error: "Please enter a number of minutes." })
        .min(0, { error: "From 0 to 10 minutes a mile." })
        .max(10, { error: "From 0 to 10 minutes a mile." })
        // tenths of a minute, like 1.5 (issue 55)
        .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, {
          error: "In tenths of a minute, like 1.5.",
        }),
    }),
    serviceArea: z.object({
      radiusMiles: z
        .number({ error: "Please enter a number of miles." })
        .min(1, { error: "From 1 to 40 miles (our ZIP data reaches 40)." })
        .max(40, { error: "From 1 to 40 miles (our ZIP data reaches 40)." }),
      alwaysServed: z.array(zip),
      neverServed: z.array(zip),
    }),
  })
  .superRefine((c, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    // every service once, in our order
    serviceIds.forEach((id, i) => {
      if (c.services[i]?.id !== id) issue(["services", i, "id"], `Expected ${getService(id)?.title ?? id} here.`);
    });
    if (c.services.length !== serviceIds.length) issue(["services"], "The catalog lists our three services.");
    c.services.forEach((service, i) => {
      const seen = new Map<string, number>();
      service.tiers.forEach((tier, j) => {
        if (seen.has(tier.code)) issue(["services", i, "tiers", j, "code"], `The code “${tier.code}” is used twice.`);
        seen.set(tier.code, j);
      });
      if (!service.tiers.some((t) => t.offered))
        issue(["services", i, "tiers"], "Keep at least one size offered (or stop offering the service by phone).");
      const addons = new Set<string>();
      service.addons.forEach((addon, j) => {
        if (addons.has(addon.id)) issue(["services", i, "addons", j, "id"], `The code “${addon.id}” is used twice.`);
        addons.add(addon.id);
      });
    });
    // bundles: their items exist, and each price is the rule's
    const catalog = c as Catalog;
    const bundleIds = new Set<string>();
    c.bundles.items.forEach((bundle, i) => {
      if (bundleIds.has(bundle.id)) issue(["bundles", "items", i, "id"], `The code “${bundle.id}” is used twice.`);
      bundleIds.add(bundle.id);
      const missing = bundle.items.flatMap((item) => [
        ...(catalogTier(catalog, item.service, item.tier) ? [] : [`${item.service} ${item.tier}`]),
        ...item.addons.flatMap((a) => (catalogAddon(catalog, item.service, a.id) ? [] : [`${item.service} ${a.id}`])),
      ]);
      if (missing.length > 0) {
        issue(["bundles", "items", i, "items"], `No such size or extra: ${missing.join(", ")}.`);
        return;
      }
      const list = bundleListPriceOf(catalog, bundle.items);
      const price = bundlePriceRule(list, c.bundles.percentOff);
      if (bundle.priceCents !== price)
        issue(
          ["bundles", "items", i, "priceCents"],
          `Must be $${price / 100}: its items at list price, $${(list / 100).toFixed(2)}, less ${c.bundles.percentOff}%, in whole dollars.`,
        );
    });
    // promo codes
    const codes = new Set<string>();
    c.promoCodes.forEach((promo, i) => {
      if (codes.has(promo.code)) issue(["promoCodes", i, "code"], `The code ${promo.code} is listed twice.`);
      codes.add(promo.code);
      if ((promo.percentOff === null) === (promo.amountOffCents === null))
        issue(["promoCodes", i, "percentOff"], "Give either a percent or an amount off, not both.");
      if (promo.startsOn && promo.endsOn && promo.endsOn < promo.startsOn)
        issue(["promoCodes", i, "endsOn"], "The last day comes before the first.");
    });
    // the week: at least one two-hour window between opening and closing
    if (windowTimesOf(c.week).length === 0)
      issue(["week", "closes"], "Closing must be at least two hours after opening (one arrival window).");
    // the service area
    const always = new Set(c.serviceArea.alwaysServed);
    c.serviceArea.alwaysServed.forEach((z, i) => {
      if (!dfwZips.has(z))
        issue(["serviceArea", "alwaysServed", i], `We have no location for ${z}: only ZIPs near our cities.`);
    });
    c.serviceArea.neverServed.forEach((z, i) => {
      if (always.has(z)) issue(["serviceArea", "neverServed", i], `${z} is also in “always served”.`);
    });
  });

export type CatalogErrors = Record<string, string>;

/** A catalog document checked: the catalog (codes normalised), or its errors by JSON path (the first of each path). */
export function parseCatalog(input: unknown): { ok: true; catalog: Catalog } | { ok: false; errors: CatalogErrors } {
  const parsed = catalogSchema.safeParse(input);
  if (parsed.success) return { ok: true, catalog: parsed.data as Catalog };
  const errors: CatalogErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.length === 0 ? "catalog" : issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
