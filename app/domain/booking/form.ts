/**
 * The booking form's values, read once for everyone:
 * - booking links → initial values (the booking links' `service`, `load`, `area`, `rooms`, `city`, legacy bundle
 *   codes; plus `bundle`). Unknown values are never an error: they are left out and listed so the page can say so;
 * - a posted (or on-screen) form → the values as typed (the `/booking` action, and the form once JavaScript runs);
 * - values → the booking input the server validates (the same shape as the JSON API's body).
 * Pure and browser-safe.
 */
import { getBundle } from "../../content/bundles";
import { findCityRef } from "../../content/city-list";
import { serviceIds, type ServiceId } from "../../content/service-ids";
import { findTier, getService } from "../../content/services";
import { parseLegacyServiceCode } from "../pricing";
import { ADDRESS_MAX, emptyValues, type FormValues, HONEYPOT_FIELD, tierField } from "./fields";
import { orderLines } from "./order";

const MAX_SHOWN = 40;

/** How an ignored value is named in the note: `city “atlantis”`. */
export function describeIgnored(name: string, value: string): string {
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  return `${name} “${shown}”`;
}

export function prefillFromQuery(params: URLSearchParams): { values: FormValues; ignored: string[] } {
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
    const tier = findTier(id, code.toLowerCase());
    if (tier) {
      values.tiers[id] = tier.code;
      tierServices.push(id);
    } else ignored.push(describeIgnored(param, code));
    for (const extra of rest) if (!findTier(id, extra.toLowerCase())) ignored.push(describeIgnored(param, extra));
  }
  // A size without a service (e.g. `?rooms=3`) books that size's service.
  if (chosen.length === 0) chosen.push(...tierServices);
  values.services = serviceIds.filter((id) => chosen.includes(id));

  // a bundle: its services and tiers win
  const [bundleId] = given("bundle");
  if (bundleId !== undefined) {
    const bundle = getBundle(bundleId.toLowerCase());
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
 * The form's fields (`service`, `tier.{service}`, `addon.{service}.{addonId}`, `bundle`, `date`, `window`, …) →
 * the values as typed, for the form to show again. Services keep display order; a legacy bundle code in
 * `service` still names its services; an unknown bundle id is dropped.
 */
export function formValuesFrom(fields: Iterable<[string, FormDataEntryValue]>): FormValues {
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
  const bundle = getBundle(text("bundle").trim());
  return {
    bundle: bundle?.id ?? "",
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
export function valuesToInput(values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    services: orderLines(values),
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
