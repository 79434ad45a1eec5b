/**
 * The catalog's checks (docs/decisions/0038): the first version passes; each mistake an owner can make is refused at
 * its own JSON path, in words, and nothing else is said.
 */
import { describe, expect, it } from "vitest";
import { defaultCatalog } from "../domain/catalog";
import { parseCatalog } from "./schema.server";

const errorsOf = (change: (c: ReturnType<typeof defaultCatalog>) => void) => {
  const catalog = structuredClone(defaultCatalog());
  change(catalog);
  const parsed = parseCatalog(catalog);
  return parsed.ok ? {} : parsed.errors;
};

describe("a catalog document", () => {
  it("the first version, made from the content, passes", () => {
    expect(parseCatalog(defaultCatalog())).toEqual({ ok: true, catalog: defaultCatalog() });
  });

  it("refuses each mistake at its field, and only there", () => {
    expect(
      errorsOf((c) => {
        c.services[0]!.tiers[3]!.priceCents = -100;
      }),
    ).toEqual({ "services.0.tiers.3.priceCents": "A price cannot be negative." });
    expect(
      errorsOf((c) => {
        c.services[0]!.tiers[1]!.code = "1";
      }),
    ).toEqual({ "services.0.tiers.1.code": "The code “1” is used twice." });
    expect(
      errorsOf((c) => {
        c.week.opens = "18:00";
        c.week.closes = "08:00";
      }),
    ).toEqual({ "week.closes": "Closing must be at least two hours after opening (one arrival window)." });
    expect(
      errorsOf((c) => {
        c.serviceArea.alwaysServed = ["7516"];
      }),
    ).toEqual({ "serviceArea.alwaysServed.0": "A ZIP code has five digits, like 75201." });
    expect(
      errorsOf((c) => {
        c.services[0]!.tiers[1]!.priceCents = 10_000_001; // a size no bundle has
      }),
    ).toEqual({ "services.0.tiers.1.priceCents": "Please enter at most $100,000." });
  });

  it("lengths and travel: whole minutes in their ranges, a size's in steps of 5 (docs/decisions/0044)", () => {
    expect(
      errorsOf((c) => {
        c.services[0]!.tiers[0]!.minutes = 182;
        c.services[1]!.tiers[0]!.minutes = 10;
        c.services[2]!.tiers[0]!.minutes = 725;
        c.services[0]!.addons[0]!.minutes = 241;
        c.services[0]!.addons[1]!.minutes = 2.5;
        c.week.travelBaseMinutes = 121;
        c.week.travelMinutesPerMile = -1;
      }),
    ).toEqual({
      "services.0.tiers.0.minutes": "In steps of 5 minutes.",
      "services.1.tiers.0.minutes": "From 15 to 720 minutes.",
      "services.2.tiers.0.minutes": "From 15 to 720 minutes.",
      "services.0.addons.0.minutes": "From 0 to 240 minutes.",
      "services.0.addons.1.minutes": "Please enter whole minutes.",
      "week.travelBaseMinutes": "From 0 to 120 minutes.",
      "week.travelMinutesPerMile": "From 0 to 10 minutes a mile.",
    });
    expect(
      errorsOf((c) => {
        delete (c.services[0]!.tiers[0] as { minutes?: number }).minutes;
      }),
    ).toEqual({ "services.0.tiers.0.minutes": "Please enter a number of minutes." });
    // minutes a mile in tenths (issue 55): 1.5 and 0.1 are taken, 1.25 is not
    expect(errorsOf((c) => void (c.week.travelMinutesPerMile = 1.5))).toEqual({});
    expect(errorsOf((c) => void (c.week.travelMinutesPerMile = 0.1))).toEqual({});
    expect(errorsOf((c) => void (c.week.travelMinutesPerMile = 1.25))).toEqual({
      "week.travelMinutesPerMile": "In tenths of a minute, like 1.5.",
    });
  });

  it("holds each bundle to its rule: its items at list price less the percent, in whole dollars", () => {
    const errors = errorsOf((c) => {
      c.services[0]!.tiers[0]!.priceCents = 16_000; // the Studio/1BR clean of the first bundle, $150 → $160
    });
    expect(errors).toEqual({
      "bundles.items.0.priceCents": "Must be $285: its items at list price, $335.00, less 15%, in whole dollars.",
    });
    expect(
      errorsOf((c) => {
        c.services[0]!.tiers[0]!.priceCents = 16_000;
        c.bundles.items[0]!.priceCents = 28_500;
      }),
    ).toEqual({});
  });

  it("a promo code: a percent or an amount, not both; its last day not before its first; listed once", () => {
    const spring = {
      code: "spring20",
      percentOff: 20,
      amountOffCents: 1000,
      firstOrderOnly: false,
      oncePerCustomer: true,
      startsOn: "2027-03-31",
      endsOn: "2027-03-01",
      maxUses: 50,
      active: true,
    };
    expect(
      errorsOf((c) => {
        c.promoCodes.push(spring, { ...spring, percentOff: null, startsOn: null });
      }),
    ).toEqual({
      "promoCodes.2.percentOff": "Give either a percent or an amount off, not both.",
      "promoCodes.2.endsOn": "The last day comes before the first.",
      "promoCodes.3.code": "The code SPRING20 is listed twice.",
    });
  });
});
