/**
 * The owner's settings page as a form (issue 38, docs/decisions/0038): the fields of a catalog, named by their JSON
 * paths (`services.0.tiers.3.priceCents`, `promoCodes.2.endsOn`, `week.closes`) so the schema's errors land at their
 * fields, and the full catalog document built back from them. Pure and browser-safe.
 *
 * The form of a catalog (`catalogFormValues`) holds, besides its rows, one blank add-on row per service (index = the
 * service's add-on count; kept when its code, name or price is filled) and one blank promo code row (index = the
 * number of codes; kept when its code is filled). A code ticked `remove` is left out. Tiers' and add-ons' codes, the
 * services and the bundles' items are the catalog's: the form changes figures, names and what is offered, and adds
 * add-ons and codes. A tier that is a quote today stays a quote (it has no price field). A bundle's price is derived:
 * its items at the new list prices less the bundles' percent (`bundlePriceRule`).
 *
 * Text that is not a number becomes a value the schema refuses with its own words at that path (NaN, or 0 where the
 * schema's words for 0 say what is allowed).
 */
import {
  type Catalog,
  type CatalogAddon,
  type PromoCode,
  type Week,
  bundleListPriceOf,
  bundlePriceRule,
  isOpenDay,
} from "./catalog.ts";
import { parseDollars } from "./money.ts";

/** A checkbox's value in the form (any value counts as ticked). */
export const TICKED = "on";

/** The add-on units, as the form's select offers them. */
export const ADDON_UNITS = [
  ["each", "Each"],
  ["per-room", "Per room"],
] as const;

/** The element id of a form field (also the error summary's link target): `f-services-0-tiers-3-priceCents`. */
/** A promo code with nothing in it: the form's empty row for a new code, and what a code leaves unset. */
export const BLANK_PROMO_CODE: PromoCode = {
  code: "",
  percentOff: null,
  amountOffCents: null,
  firstOrderOnly: false,
  oncePerCustomer: false,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  active: true,
};

export const catalogFieldId = (name: string) => `f-${name.replaceAll(".", "-")}`;

/** Whole cents as the owner types dollars: "150", "12.50". */
export const dollarsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const zipsText = (zips: readonly string[]) => zips.join(", ");

/** The form of `catalog`: every field's value as the page shows it when opened on that catalog (blank rows too). */
export function catalogFormValues(catalog: Catalog): URLSearchParams {
  const form = new URLSearchParams();
  const set = (name: string, value: string) => form.append(name, value);
  const tick = (name: string, yes: boolean) => {
    if (yes) set(name, TICKED);
  };
  catalog.services.forEach((service, i) => {
    service.tiers.forEach((tier, j) => {
      set(`services.${i}.tiers.${j}.label`, tier.label);
      if (tier.priceCents !== null) set(`services.${i}.tiers.${j}.priceCents`, dollarsText(tier.priceCents));
      set(`services.${i}.tiers.${j}.minutes`, String(tier.minutes));
      tick(`services.${i}.tiers.${j}.offered`, tier.offered);
    });
    const addonFields = (j: number, addon: Omit<CatalogAddon, "priceCents"> & { priceCents: number | null }) => {
      set(`services.${i}.addons.${j}.label`, addon.label);
      set(`services.${i}.addons.${j}.priceCents`, addon.priceCents === null ? "" : dollarsText(addon.priceCents));
      set(`services.${i}.addons.${j}.unit`, addon.unit);
      set(`services.${i}.addons.${j}.maxQuantity`, String(addon.maxQuantity));
      set(`services.${i}.addons.${j}.minutes`, String(addon.minutes));
      tick(`services.${i}.addons.${j}.offered`, addon.offered);
    };
    service.addons.forEach((addon, j) => addonFields(j, addon));
    // the blank row of a new add-on
    const blank = service.addons.length;
    set(`services.${i}.addons.${blank}.id`, "");
    addonFields(blank, {
      id: "",
      label: "",
      priceCents: null,
      unit: "each",
      maxQuantity: 1,
      minutes: 0,
      offered: true,
    });
  });
  set("bundles.percentOff", String(catalog.bundles.percentOff));
  catalog.bundles.items.forEach((bundle, k) => tick(`bundles.items.${k}.offered`, bundle.offered));
  set("discounts.multiServicePercent", String(catalog.discounts.multiServicePercent));
  const promoFields = (k: number, p: PromoCode) => {
    set(`promoCodes.${k}.code`, p.code);
    set(`promoCodes.${k}.percentOff`, p.percentOff === null ? "" : String(p.percentOff));
    set(`promoCodes.${k}.amountOffCents`, p.amountOffCents === null ? "" : dollarsText(p.amountOffCents));
    tick(`promoCodes.${k}.firstOrderOnly`, p.firstOrderOnly);
    tick(`promoCodes.${k}.oncePerCustomer`, p.oncePerCustomer);
    set(`promoCodes.${k}.startsOn`, p.startsOn ?? "");
    set(`promoCodes.${k}.endsOn`, p.endsOn ?? "");
    set(`promoCodes.${k}.maxUses`, p.maxUses === null ? "" : String(p.maxUses));
    tick(`promoCodes.${k}.active`, p.active);
  };
  catalog.promoCodes.forEach((p, k) => promoFields(k, p));
  promoFields(catalog.promoCodes.length, BLANK_PROMO_CODE);
  for (const day of catalog.week.openWeekdays) set("week.openWeekdays", String(day));
  set("week.opens", catalog.week.opens);
  set("week.closes", catalog.week.closes);
  set("week.capacityPerWindow", String(catalog.week.capacityPerWindow));
  set("week.changeCutoffHours", String(catalog.week.changeCutoffHours));
  set("week.travelBaseMinutes", String(catalog.week.travelBaseMinutes));
  set("week.travelMinutesPerMile", String(catalog.week.travelMinutesPerMile));
  set("serviceArea.radiusMiles", String(catalog.serviceArea.radiusMiles));
  set("serviceArea.alwaysServed", zipsText(catalog.serviceArea.alwaysServed));
  set("serviceArea.neverServed", zipsText(catalog.serviceArea.neverServed));
  return form;
}

// --- Reading the fields ------------------------------------------------------------------------------------------

const textOf = (form: URLSearchParams, name: string) => (form.get(name) ?? "").trim();
const ticked = (form: URLSearchParams, name: string) => form.has(name);

/** A number as typed ("12", "2.5", "-1"), or NaN (the schema says "Please enter a number" in its words). */
function numberOf(text: string): number {
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
}
/** Dollars as typed, in cents, or NaN. */
const centsOf = (text: string) => parseDollars(text) ?? NaN;
/** Empty: null; else a whole number, or 0 for anything else (the schema's words for 0 say what is allowed). */
function optionalWhole(text: string): number | null {
  if (text === "") return null;
  const n = numberOf(text);
  return Number.isInteger(n) ? n : 0;
}
const optionalCents = (text: string) => (text === "" ? null : centsOf(text));
const optionalDay = (text: string) => (text === "" ? null : text);
const zipsOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter((z) => z !== ""))];

/** True when the blank add-on row of service `i` was filled in (its code, name or price). */
const newAddonFilled = (form: URLSearchParams, i: number, j: number) =>
  ["id", "label", "priceCents"].some((key) => textOf(form, `services.${i}.addons.${j}.${key}`) !== "");

/** The promo code rows of the form that are in the document, in order (their row numbers in the form). */
export function promoRowsOf(form: URLSearchParams, current: Catalog): number[] {
  const rows: number[] = [];
  for (let k = 0; k <= current.promoCodes.length; k++) {
    if (ticked(form, `promoCodes.${k}.remove`)) continue;
    if (k === current.promoCodes.length && textOf(form, `promoCodes.${k}.code`) === "") continue;
    rows.push(k);
  }
  return rows;
}

/**
 * The catalog document the form says, on the catalog it was opened on (`current`: its codes, services and bundles'
 * items; its version). Not checked: `parseCatalog` says what is wrong, by JSON path.
 */
export function catalogFromForm(form: URLSearchParams, current: Catalog): Catalog {
  const services = current.services.map((service, i) => {
    const tiers = service.tiers.map((tier, j) => {
      const name = `services.${i}.tiers.${j}`;
      return {
        code: tier.code,
        label: textOf(form, `${name}.label`),
        // a quote stays a quote
        priceCents: tier.priceCents === null ? null : centsOf(textOf(form, `${name}.priceCents`)),
        minutes: numberOf(textOf(form, `${name}.minutes`)),
        offered: ticked(form, `${name}.offered`),
      };
    });
    const addonAt = (j: number, id: string): CatalogAddon => {
      const name = `services.${i}.addons.${j}`;
      return {
        id,
        label: textOf(form, `${name}.label`),
        priceCents: centsOf(textOf(form, `${name}.priceCents`)),
        unit: textOf(form, `${name}.unit`) as CatalogAddon["unit"],
        maxQuantity: numberOf(textOf(form, `${name}.maxQuantity`)),
        // a new extra's length may be left empty: none
        minutes: textOf(form, `${name}.minutes`) === "" ? 0 : numberOf(textOf(form, `${name}.minutes`)),
        offered: ticked(form, `${name}.offered`),
      };
    };
    const addons = service.addons.map((addon, j) => addonAt(j, addon.id));
    const blank = service.addons.length;
    if (newAddonFilled(form, i, blank))
      addons.push(addonAt(blank, textOf(form, `services.${i}.addons.${blank}.id`).toLowerCase()));
    return { id: service.id, tiers, addons };
  });

  const promoCodes = promoRowsOf(form, current).map((k): PromoCode => {
    const name = `promoCodes.${k}`;
    return {
      code: textOf(form, `${name}.code`).toUpperCase(),
      percentOff: optionalWhole(textOf(form, `${name}.percentOff`)),
      amountOffCents: optionalCents(textOf(form, `${name}.amountOffCents`)),
      firstOrderOnly: ticked(form, `${name}.firstOrderOnly`),
      oncePerCustomer: ticked(form, `${name}.oncePerCustomer`),
      startsOn: optionalDay(textOf(form, `${name}.startsOn`)),
      endsOn: optionalDay(textOf(form, `${name}.endsOn`)),
      maxUses: optionalWhole(textOf(form, `${name}.maxUses`)),
      active: ticked(form, `${name}.active`),
    };
  });

  // open days: those kept in the catalog's order, then those added, Sunday first
  const days = new Set(
    form
      .getAll("week.openWeekdays")
      .map(Number)
      .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6),
  );
  const openWeekdays = [
    ...current.week.openWeekdays.filter((d) => days.has(d)),
    ...[...days].filter((d) => !current.week.openWeekdays.includes(d)).sort((a, b) => a - b),
  ];

  const draft: Catalog = {
    version: current.version,
    services,
    bundles: { percentOff: numberOf(textOf(form, "bundles.percentOff")), items: [] },
    discounts: { multiServicePercent: numberOf(textOf(form, "discounts.multiServicePercent")) },
    promoCodes,
    week: {
      openWeekdays,
      opens: textOf(form, "week.opens"),
      closes: textOf(form, "week.closes"),
      capacityPerWindow: numberOf(textOf(form, "week.capacityPerWindow")),
      changeCutoffHours: numberOf(textOf(form, "week.changeCutoffHours")),
      travelBaseMinutes: numberOf(textOf(form, "week.travelBaseMinutes")),
      travelMinutesPerMile: numberOf(textOf(form, "week.travelMinutesPerMile")),
    },
    serviceArea: {
      radiusMiles: numberOf(textOf(form, "serviceArea.radiusMiles")),
      alwaysServed: zipsOf(textOf(form, "serviceArea.alwaysServed")),
      neverServed: zipsOf(textOf(form, "serviceArea.neverServed")),
    },
  };
  // each bundle's price: its items at the new list prices less the new percent (the current price while a figure it
  // depends on is not a number: the error is said at that figure)
  draft.bundles.items = current.bundles.items.map((bundle, k) => {
    const derived = bundlePriceRule(bundleListPriceOf(draft, bundle.items), draft.bundles.percentOff);
    return {
      ...bundle,
      priceCents: Number.isFinite(derived) ? derived : bundle.priceCents,
      offered: ticked(form, `bundles.items.${k}.offered`),
    };
  });
  return draft;
}

// --- Errors at their fields ----------------------------------------------------------------------------------------

/** Where errors not at one field are said (the top of the page). */
export const FORM_FIELD = "form";

/**
 * The form field that shows the error at JSON `path` of the document the form made (`catalogFromForm(form, current)`),
 * or `FORM_FIELD`.
 */
export function catalogFieldOf(path: string, form: URLSearchParams, current: Catalog): string {
  const parts = path.split(".");
  const [head, a, b, c, d] = parts;
  switch (head) {
    case "services": {
      const i = Number(a);
      const service = current.services[i];
      if (!service || b === undefined || b === "id") return FORM_FIELD;
      if (b === "tiers") {
        const j = c === undefined ? 0 : Number(c);
        if (!service.tiers[j]) return FORM_FIELD;
        // a whole service's error ("keep one size offered") at its first "Offered"; a code's at the name
        if (c === undefined) return `services.${i}.tiers.0.offered`;
        const key = d === "priceCents" && service.tiers[j]!.priceCents !== null ? d : d === "offered" ? d : "label";
        return `services.${i}.tiers.${j}.${key}`;
      }
      if (b === "addons") {
        const j = Number(c);
        if (!Number.isInteger(j) || j > service.addons.length) return FORM_FIELD;
        const isNew = j === service.addons.length;
        const fields = ["label", "priceCents", "unit", "maxQuantity", "offered"];
        const key = d !== undefined && fields.includes(d) ? d : isNew ? "id" : "label";
        return `services.${i}.addons.${j}.${key}`;
      }
      return FORM_FIELD;
    }
    case "bundles":
      if (a === "percentOff") return "bundles.percentOff";
      if (a === "items" && b !== undefined && current.bundles.items[Number(b)]) return `bundles.items.${b}.offered`;
      return FORM_FIELD;
    case "discounts":
      return a === "multiServicePercent" ? "discounts.multiServicePercent" : FORM_FIELD;
    case "promoCodes": {
      const row = a === undefined ? undefined : promoRowsOf(form, current)[Number(a)];
      if (row === undefined) return FORM_FIELD;
      const fields = [
        "code",
        "percentOff",
        "amountOffCents",
        "firstOrderOnly",
        "oncePerCustomer",
        "startsOn",
        "endsOn",
        "maxUses",
        "active",
      ];
      return `promoCodes.${row}.${b !== undefined && fields.includes(b) ? b : "code"}`;
    }
    case "week":
      return a && ["openWeekdays", "opens", "closes", "capacityPerWindow", "changeCutoffHours"].includes(a)
        ? `week.${a}`
        : FORM_FIELD;
    case "serviceArea":
      return a && ["radiusMiles", "alwaysServed", "neverServed"].includes(a) ? `serviceArea.${a}` : FORM_FIELD;
    default:
      return FORM_FIELD;
  }
}

/** The schema's errors (by JSON path) by form field; two at one field are said one after the other. */
export function catalogFormErrors(
  errors: Record<string, string>,
  form: URLSearchParams,
  current: Catalog,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = catalogFieldOf(path, form, current);
    const said = byField[field];
    if (said === undefined) byField[field] = message;
    else if (!said.includes(message)) byField[field] = `${said} ${message}`;
  }
  return byField;
}

// --- The week and the bookings already made --------------------------------------------------------------------------

export type BookedWindow = { date: string; windowStart: string; windowEnd: string };

/** True when a booked window is on an open day of `week`, within its hours. */
export const fitsWeek = (week: Week, booking: BookedWindow) =>
  isOpenDay(week, booking.date) && booking.windowStart >= week.opens && booking.windowEnd <= week.closes;

/**
 * The bookings a change of the week leaves outside it: inside `before` (its open days and hours), not inside `after`
 * (a day closed, the hours shortened). They stay booked: the owner calls them.
 */
export function bookingsOutsideWeek<T extends BookedWindow>(bookings: readonly T[], before: Week, after: Week): T[] {
  return bookings.filter((b) => fitsWeek(before, b) && !fitsWeek(after, b));
}

// --- One section at a time (issue 44) --------------------------------------------------------------------------------

/** The form's sections, each saved on its own: each service ("services.0"…), then the other cards. */
export const settingsSections = (catalog: Pick<Catalog, "services">): string[] => [
  ...catalog.services.map((_, i) => `services.${i}`),
  "bundles",
  "discounts",
  "promoCodes",
  "week",
  "serviceArea",
];

/**
 * The form of `current` with only `section`'s fields taken from `form` (every other field as `current` says, so
 * what was typed elsewhere is not saved), or null when there is no such section.
 */
export function sectionOnly(form: URLSearchParams, current: Catalog, section: string): URLSearchParams | null {
  if (!settingsSections(current).includes(section)) return null;
  const inSection = (name: string) => name.startsWith(`${section}.`);
  return new URLSearchParams([
    ...[...catalogFormValues(current).entries()].filter(([name]) => !inSection(name)),
    ...[...form.entries()].filter(([name]) => inSection(name)),
  ]);
}
