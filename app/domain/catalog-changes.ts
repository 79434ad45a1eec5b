/**
 * What changes between two versions of the owner's catalog, in words (docs/decisions/0038): shown before a save
 * ("2BR/2BA: $200 → $237"), to the second of two owners saving at once, and on the history page. Pure.
 */
import { getService } from "../content/services.ts";
import { type Catalog, type PromoCode, promoAmountLabel, WEEKDAY_NAMES } from "./catalog.ts";
import { formatClock } from "./booking/windows.ts";
import { formatLength } from "./job-length.ts";
import { formatCents } from "./money.ts";
import { bundleName } from "./pricing.ts";

export type CatalogChange = { what: string; from: string; to: string };

const price = (cents: number | null) => (cents === null ? "custom quote" : formatCents(cents));
const offered = (yes: boolean) => (yes ? "offered" : "not offered");
const days = (list: readonly number[]) =>
  list.length === 7
    ? "every day"
    : [...list]
        .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
        .map((d) => WEEKDAY_NAMES[d])
        .join(", ");
const travelWords = (base: number, perMile: number) => `${base} min + ${perMile} min a mile`;
const zips = (list: readonly string[]) => (list.length === 0 ? "none" : list.join(", "));

function promoWords(p: PromoCode): string {
  const when = p.startsOn || p.endsOn ? `, ${p.startsOn ?? "now"} to ${p.endsOn ?? "no end"}` : "";
  const uses = p.maxUses === null ? "" : `, ${p.maxUses} uses`;
  return `${promoAmountLabel(p)} off${p.firstOrderOnly ? ", first orders" : ""}${p.oncePerCustomer ? ", once per customer" : ""}${when}${uses}${p.active ? "" : ", off"}`;
}

/** Every change from `before` to `after`, one line each, in the catalog's order. */
export function catalogChanges(before: Catalog, after: Catalog): CatalogChange[] {
  const changes: CatalogChange[] = [];
  const add = (what: string, from: string, to: string) => {
    if (from !== to) changes.push({ what, from, to });
  };
  for (const service of after.services) {
    const title = getService(service.id)?.shortTitle ?? service.id;
    const old = before.services.find((s) => s.id === service.id);
    for (const tier of service.tiers) {
      const was = old?.tiers.find((t) => t.code === tier.code);
      const name = `${title}, ${tier.label}`;
      if (!was) {
        add(name, "—", `${price(tier.priceCents)}, ${offered(tier.offered)}`);
        continue;
      }
      add(`${title}, ${was.label}: name`, was.label, tier.label);
      add(name, price(was.priceCents), price(tier.priceCents));
      add(`${name}: length`, formatLength(was.minutes), formatLength(tier.minutes));
      add(`${name}: offered`, offered(was.offered), offered(tier.offered));
    }
    for (const addon of service.addons) {
      const was = old?.addons.find((a) => a.id === addon.id);
      const name = `${title} extra, ${addon.label}`;
      if (!was) {
        add(
          name,
          "—",
          `${formatCents(addon.priceCents)} ${addon.unit === "per-room" ? "per room" : "each"}, up to ${addon.maxQuantity}`,
        );
        continue;
      }
      add(`${title} extra, ${was.label}: name`, was.label, addon.label);
      add(name, formatCents(was.priceCents), formatCents(addon.priceCents));
      add(`${name}: per`, was.unit, addon.unit);
      add(`${name}: at most`, String(was.maxQuantity), String(addon.maxQuantity));
      add(`${name}: length each`, formatLength(was.minutes), formatLength(addon.minutes));
      add(`${name}: offered`, offered(was.offered), offered(addon.offered));
    }
  }
  add("Bundles' discount", `${before.bundles.percentOff}%`, `${after.bundles.percentOff}%`);
  for (const bundle of after.bundles.items) {
    const was = before.bundles.items.find((b) => b.id === bundle.id);
    add(`Bundle ${bundleName(bundle.id)}`, was ? formatCents(was.priceCents) : "—", formatCents(bundle.priceCents));
    if (was) add(`Bundle ${bundleName(bundle.id)}: offered`, offered(was.offered), offered(bundle.offered));
  }
  add("Multi-service discount", `${before.discounts.multiServicePercent}%`, `${after.discounts.multiServicePercent}%`);
  for (const promo of after.promoCodes) {
    const was = before.promoCodes.find((p) => p.code === promo.code);
    add(`Promo code ${promo.code}`, was ? promoWords(was) : "—", promoWords(promo));
  }
  for (const promo of before.promoCodes)
    if (!after.promoCodes.some((p) => p.code === promo.code))
      add(`Promo code ${promo.code}`, promoWords(promo), "removed");
  add("Open days", days(before.week.openWeekdays), days(after.week.openWeekdays));
  add(
    "Hours",
    `${formatClock(before.week.opens)} to ${formatClock(before.week.closes)}`,
    `${formatClock(after.week.opens)} to ${formatClock(after.week.closes)}`,
  );
  add("Jobs per arrival window", String(before.week.capacityPerWindow), String(after.week.capacityPerWindow));
  add(
    "Customers' changes close before the window",
    `${before.week.changeCutoffHours} hours`,
    `${after.week.changeCutoffHours} hours`,
  );
  add(
    "Travel between jobs",
    travelWords(before.week.travelBaseMinutes, before.week.travelMinutesPerMile),
    travelWords(after.week.travelBaseMinutes, after.week.travelMinutesPerMile),
  );
  add("Service radius", `${before.serviceArea.radiusMiles} miles`, `${after.serviceArea.radiusMiles} miles`);
  add("ZIPs always served", zips(before.serviceArea.alwaysServed), zips(after.serviceArea.alwaysServed));
  add("ZIPs never served", zips(before.serviceArea.neverServed), zips(after.serviceArea.neverServed));
  return changes;
}
