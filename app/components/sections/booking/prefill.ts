/**
 * Booking links → initial form values (SPEC.md section 2: `service`, `load`,
 * `area`, `rooms`, `city`, legacy bundle codes; plus `bundle`). Unknown values
 * are never an error: they are left out and listed so the page can say so.
 * Pure; used by the `/booking` loader.
 */
import { getBundle } from "~/content/bundles";
import { findCityRef } from "~/content/city-list";
import type { ServiceId } from "~/content/schema";
import { findTier, getService, services } from "~/content/services";
import { parseLegacyServiceCode } from "~/domain/pricing";
import { emptyValues, type FormValues } from "./types";

const MAX_SHOWN = 40;
/** Service ids in display order (from the content, not schema.ts: that module carries zod). */
const serviceIds: ServiceId[] = services.map((s) => s.id);

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

  return { values, ignored };
}
