/**
 * The booking form's values, read once for everyone:
 * - booking links → initial values (the booking links' `service`, `load`, `area`, `rooms`, `city`, legacy bundle
 *   codes; plus `bundle`). Unknown values are never an error: they are left out and listed so the page can say so;
 * - a posted (or on-screen) form → the values as typed (the `/booking` action, and the form once JavaScript runs);
 * - values → the booking input the server validates (the same shape as the JSON API's body).
 * Pure and browser-safe.
 */
import { findCityRef } from "../../content/city-list";
import { serviceIds, type ServiceId } from "../../content/service-ids";
import { getService } from "../../content/services";
import { site } from "../../content/site";
import { type Catalog, catalogBundle, catalogTier } from "../catalog";
import { parseLegacyServiceCode, promoRefusal } from "../pricing";
import { type ServiceAreaAnswer, serviceAreaMessage } from "../service-area";
import { closedDayError, dateRangeError } from "./dates";
import {
  ADDRESS_MAX,
  emptyValues,
  type FieldErrors,
  type FormValues,
  HONEYPOT_FIELD,
  tierField,
  VALUE_RULED_FIELDS,
  valueMessage,
  WINDOW_MESSAGE,
} from "./fields";
import { availabilityQueryOf, lineTier, orderFieldErrors, orderLines, orderServices } from "./order";
import { isWindowStart } from "./windows";

const MAX_SHOWN = 40;

/** How an ignored value is named in the note: `city “atlantis”`. */
export function describeIgnored(name: string, value: string): string {
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  return `${name} “${shown}”`;
}

/** An offered tier of the catalog, or undefined. */
const offeredTier = (catalog: Catalog, service: ServiceId, code: string) => {
  const tier = catalogTier(catalog, service, code);
  return tier?.offered ? tier : undefined;
};
/** An offered bundle of the catalog, or undefined. */
const offeredBundle = (catalog: Catalog, id: string) => {
  const bundle = catalogBundle(catalog, id);
  return bundle?.offered ? bundle : undefined;
};

export function prefillFromQuery(params: URLSearchParams, catalog: Catalog): { values: FormValues; ignored: string[] } {
  const values: FormValues = { ...emptyValues, services: [], tiers: {}, addons: {} };
  const ignored: string[] = [];
  const given = (name: string) =>
    params
      .getAll(name)
      .map((v) => v.trim())
      .filter((v) => v !== "");

  // services, legacy bundle codes included
  const chosen: ServiceId[] = [];
  for (const value of given("service")) {
    const ids = parseLegacyServiceCode(value);
    if (!ids) {
      ignored.push(describeIgnored("service", value));
      continue;
    }
    for (const id of ids) if (!chosen.includes(id)) chosen.push(id);
  }

  // tiers: rooms (cleaning), load (junk removal), area (power washing)
  const tierServices: ServiceId[] = [];
  for (const id of serviceIds) {
    const param = getService(id)!.tierParam;
    const [code, ...rest] = given(param);
    if (code === undefined) continue;
    const tier = offeredTier(catalog, id, code.toLowerCase());
    if (tier) {
      values.tiers[id] = tier.code;
      tierServices.push(id);
    } else ignored.push(describeIgnored(param, code));
    for (const extra of rest)
      if (!offeredTier(catalog, id, extra.toLowerCase())) ignored.push(describeIgnored(param, extra));
  }
  // A size without a service (e.g. `?rooms=3`) books that size's service.
  if (chosen.length === 0) chosen.push(...tierServices);
  values.services = serviceIds.filter((id) => chosen.includes(id));

  // a bundle: its services and tiers win
  const [bundleId] = given("bundle");
  if (bundleId !== undefined) {
    const bundle = offeredBundle(catalog, bundleId.toLowerCase());
    if (bundle) {
      values.bundle = bundle.id;
      values.services = serviceIds.filter((id) => bundle.items.some((item) => item.service === id));
      for (const item of bundle.items) {
        values.tiers[item.service] = item.tier;
        for (const addon of item.addons) values.addons[`${item.service}.${addon.id}`] = String(addon.quantity);
      }
    } else ignored.push(describeIgnored("bundle", bundleId));
  }

  const [city] = given("city");
  if (city !== undefined) {
    const ref = findCityRef(city.toLowerCase());
    if (ref) values.city = ref.slug;
    else ignored.push(describeIgnored("city", city));
  }
  // "Book again" (issue 37) fills in the street address and ZIP too; the form checks them as it checks typed ones
  const [address] = given("address");
  if (address !== undefined) values.address = address.slice(0, ADDRESS_MAX);
  const [zip] = given("zip");
  if (zip !== undefined && /^\d{5}$/.test(zip)) values.zip = zip;

  return { values, ignored };
}

/**
 * "Book again" from a booking (issue 48: after a hold that ended unpaid; issue 37: from its page): its add-ons and its
 * contact on top of what the link's query filled in (services, sizes, bundle, city, address, ZIP). No date: the
 * customer chooses again.
 */
export function withBookingToRepeat(
  values: FormValues,
  booking: {
    lines: readonly { service: string; addons: readonly { id: string; quantity: number }[] }[];
    name: string;
    phone: string;
    email: string;
  },
): FormValues {
  const addons = { ...values.addons };
  for (const line of booking.lines) for (const a of line.addons) addons[`${line.service}.${a.id}`] = String(a.quantity);
  return { ...values, addons, name: booking.name, phone: booking.phone, email: booking.email };
}

/**
 * The form's fields (`service`, `tier.{service}`, `addon.{service}.{addonId}`, `bundle`, `date`, `window`, …) →
 * the values as typed, for the form to show again. Services keep display order; a legacy bundle code in
 * `service` still names its services; an unknown bundle id is dropped.
 */
export function formValuesFrom(fields: Iterable<[string, FormDataEntryValue]>, catalog: Catalog): FormValues {
  const values = formValuesAsSent(fields);
  return { ...values, bundle: catalogBundle(catalog, values.bundle.trim())?.id ?? "" };
}

/** The fields as sent, the bundle id unchecked: what a refusal the browser writes itself keeps (booking.tsx). */
export function formValuesAsSent(fields: Iterable<[string, FormDataEntryValue]>): FormValues {
  const form = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === "string") form.append(name, value);
  const text = (name: string) => form.get(name) ?? "";
  const chosen: ServiceId[] = [];
  for (const value of form.getAll("service"))
    for (const id of parseLegacyServiceCode(value) ?? []) if (!chosen.includes(id)) chosen.push(id);
  const tiers: FormValues["tiers"] = {};
  for (const id of serviceIds) {
    // the form's own field, else the booking-link name (`rooms`, `load`, `area`)
    const tier = form.get(tierField(id)) || form.get(getService(id)!.tierParam);
    if (tier) tiers[id] = tier;
  }
  // Own properties only (Object.fromEntries), so a field named "addon.__proto__" is just an unknown add-on.
  const addons: Record<string, string> = Object.fromEntries(
    [...form]
      .filter(([name]) => name.startsWith("addon."))
      .map(([name, value]) => [name.slice("addon.".length), value]),
  );
  return {
    bundle: text("bundle"),
    services: serviceIds.filter((id) => chosen.includes(id)),
    tiers,
    addons,
    date: text("date"),
    window: text("window"),
    city: text("city"),
    address: text("address"),
    zip: text("zip"),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    notes: text("notes"),
    promoCode: text("promoCode"),
    smsConsent: text("smsConsent") === "yes" ? "yes" : "",
    ...(form.has(HONEYPOT_FIELD) ? { website: text(HONEYPOT_FIELD) } : {}),
  };
}

/**
 * The booking input of the form's values: the body the JSON API takes, for the server's one schema. A service
 * whose tier is not chosen yet is sent with tier "" (so the server names what is missing); empty optional fields
 * are left out.
 */
export function valuesToInput(values: FormValues, catalog: Catalog): Record<string, unknown> {
  const input: Record<string, unknown> = {
    services: orderLines(values, catalog),
    date: values.date,
    window: values.window,
    city: values.city,
    address: values.address,
    zip: values.zip,
    name: values.name,
    phone: values.phone,
    email: values.email,
  };
  if (values.bundle) input.bundle = values.bundle;
  if (values.notes.trim() !== "") input.notes = values.notes;
  if (values.promoCode.trim() !== "") input.promoCode = values.promoCode;
  if (values.smsConsent === "yes") input.smsConsent = true;
  if (values.website) input[HONEYPOT_FIELD] = values.website;
  return input;
}

/** A form the server answered with messages: what was sent, and what the server said of it. */
export type SentForm = { values: FormValues; errors: FieldErrors };

/**
 * What a field's message depends on, as a string: while it is what was sent, the server's message for the field
 * still holds (it may know more than the browser: the clock, a full window, a number that takes no texts, a promo
 * code already used). Undefined for a name the form does not know ("form"): its message holds until the next answer.
 */
function messageDependsOn(name: string, v: FormValues, catalog: Catalog): string | undefined {
  const json = JSON.stringify;
  if (name === "service") return json([v.bundle, orderServices(v, catalog)]);
  if (name === "bundle") return json([v.bundle, orderLines(v, catalog)]);
  if (name.startsWith("tier.")) {
    const service = name.slice("tier.".length) as ServiceId;
    return json([v.bundle, orderServices(v, catalog).includes(service), lineTier(v, service, catalog)]);
  }
  if (name.startsWith("addon.")) {
    const key = name.slice("addon.".length);
    return json([v.bundle, orderServices(v, catalog), Object.hasOwn(v.addons, key) ? v.addons[key] : ""]);
  }
  switch (name) {
    case "date":
      return v.date;
    case "window": // a window too soon or full on one date, or for one order, may be free on another (issue 55)
      return json([v.date, v.window, availabilityQueryOf(v, catalog)]);
    case "phone": // a number for texts is checked only when texts are asked for
      return json([v.phone, v.smsConsent]);
    case "promoCode": // the first-order rule looks at the e-mail and the phone
      return json([v.promoCode, v.email, v.phone]);
    case "city":
    case "address":
    case "zip":
    case "name":
    case "email":
    case "notes":
      return v[name];
    default:
      return undefined;
  }
}

/**
 * Every message the shared rules give the values on screen (the server's own rules: fields.ts, pricing.ts,
 * dates.ts), under the form's field names. `window`: the window selected (none when the chosen one is full).
 * `zipAnswer`: the service area's answer for the ZIP on screen, when the page has it.
 */
export function ruleErrors(
  values: FormValues,
  {
    range,
    window,
    zipAnswer,
    catalog,
    today,
  }: {
    range: { start: string; end: string };
    window: string;
    zipAnswer: ServiceAreaAnswer | null;
    /** The catalog the page was given (docs/decisions/0038), and today in America/Chicago. */
    catalog: Catalog;
    today?: string;
  },
): FieldErrors {
  const errors: FieldErrors = { ...orderFieldErrors(values, catalog) };
  for (const field of VALUE_RULED_FIELDS) {
    const message = valueMessage(field, values[field]);
    if (message) errors[field] = message;
  }
  // a well-formed ZIP outside the area: the service area's answer is its message (the server's words)
  const zip = values.zip.trim();
  if (!errors.zip && zipAnswer?.zip === zip && !zipAnswer.served)
    errors.zip = serviceAreaMessage(zipAnswer, (slug) => findCityRef(slug)?.name ?? slug, site.phone);
  const date = dateRangeError(values.date, range) ?? closedDayError(catalog.week, values.date);
  if (date) errors.date = date;
  if (!isWindowStart(catalog.week, window)) errors.window = WINDOW_MESSAGE;
  const promo = values.promoCode.trim() === "" ? null : promoRefusal(catalog, values.promoCode, today);
  if (promo) errors.promoCode = promo;
  return errors;
}

/**
 * The messages of a form the server has answered, as the visitor changes it (issue 37): each field's message is the
 * message of its current value. A field as it was sent keeps the server's message (or, where the server said
 * nothing, e.g. a date it did not get to check, the shared rules' one); a field changed since gets the shared rules'
 * message of its new value, or none. So fixing a field clears or replaces its message at once, and a second submit is
 * never needed to learn what is still wrong. Without JavaScript the server's page shows the same, for what was sent.
 */
export function currentFieldErrors(
  values: FormValues,
  sent: SentForm,
  context: Parameters<typeof ruleErrors>[1],
): FieldErrors {
  const rules = ruleErrors(values, context);
  const errors: FieldErrors = {};
  for (const name of new Set([...Object.keys(sent.errors), ...Object.keys(rules)])) {
    const asSent =
      messageDependsOn(name, values, context.catalog) === messageDependsOn(name, sent.values, context.catalog);
    const message = (asSent && Object.hasOwn(sent.errors, name) ? sent.errors[name] : undefined) ?? rules[name];
    if (message) errors[name] = message;
  }
  return errors;
}
