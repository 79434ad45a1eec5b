/**
 * The settings page's form of the catalog (issue 38): the form of a catalog gives back that catalog; each change an
 * owner makes in it (a price, a new extra, a removed code, the week) is the document's change and no other; bad
 * input is refused by the schema at the JSON path of its field, and said at that field of the form.
 */
import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test is never bundled: the form is held to the server's schema
import { parseCatalog } from "../catalog/schema.server";
import { type Catalog, DEFAULT_TRAVEL, defaultCatalog } from "./catalog";
import { catalogChanges } from "./catalog-changes";
import {
  bookingsOutsideWeek,
  catalogFieldId,
  catalogFormErrors,
  catalogFormValues,
  catalogFromForm,
  promoRowsOf,
} from "./catalog-form";

/** A catalog with every kind of value the form holds: amounts off, days, limits, a tier not offered, ZIPs. */
function variedCatalog(): Catalog {
  const c = structuredClone(defaultCatalog());
  c.version = 7;
  c.services[0]!.tiers[2]!.offered = false;
  c.services[0]!.addons[0]!.priceCents = 1_250; // in no bundle
  c.services[0]!.addons[0]!.offered = false;
  c.promoCodes.push({
    code: "SPRING20",
    percentOff: null,
    amountOffCents: 2_000,
    firstOrderOnly: false,
    oncePerCustomer: true,
    startsOn: "2027-03-01",
    endsOn: "2027-03-31",
    maxUses: 50,
    active: false,
  });
  c.week = {
    openWeekdays: [3, 1, 2],
    opens: "08:00",
    closes: "18:00",
    capacityPerWindow: 3,
    changeCutoffHours: 48,
    travelBaseMinutes: 20,
    travelMinutesPerMile: 2.5,
  };
  c.serviceArea = { radiusMiles: 12.5, alwaysServed: ["75201", "75202"], neverServed: ["75203"] };
  return c;
}

/** The form of `catalog` with `changes` made (null removes a field: an unticked box). */
function formWith(catalog: Catalog, changes: Record<string, string | null>): URLSearchParams {
  const form = catalogFormValues(catalog);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) form.delete(name);
    else form.set(name, value);
  }
  return form;
}

describe("catalogFromForm", () => {
  it("the form of a catalog gives back that catalog, exactly", () => {
    for (const catalog of [defaultCatalog(), variedCatalog()]) {
      const form = catalogFormValues(catalog);
      expect(catalogFromForm(form, catalog)).toEqual(catalog);
      expect(catalogChanges(catalog, catalogFromForm(form, catalog))).toEqual([]);
    }
    expect(parseCatalog(catalogFromForm(catalogFormValues(variedCatalog()), variedCatalog()))).toEqual({
      ok: true,
      catalog: variedCatalog(),
    });
  });

  it("names each field by its JSON path, with one blank add-on row per service and one blank code", () => {
    const c = defaultCatalog();
    const form = catalogFormValues(c);
    expect(form.get("services.0.tiers.3.priceCents")).toBe("200");
    expect(form.has("services.0.tiers.8.priceCents")).toBe(false); // the custom quote has no price field
    expect(form.get(`services.0.addons.${c.services[0]!.addons.length}.id`)).toBe("");
    expect(form.get(`promoCodes.${c.promoCodes.length}.code`)).toBe("");
    expect(form.getAll("week.openWeekdays")).toEqual(["0", "1", "2", "3", "4", "5", "6"]);
    expect(catalogFieldId("services.0.tiers.3.priceCents")).toBe("f-services-0-tiers-3-priceCents");
  });

  it("a raised price changes that tier, and the bundles that hold it follow the bundle rule", () => {
    const c = defaultCatalog();
    const proposed = catalogFromForm(formWith(c, { "services.0.tiers.0.priceCents": "$160" }), c);
    expect(proposed.services[0]!.tiers[0]!.priceCents).toBe(16_000);
    // Cleaning + Junk Removal: $150 + $175 → $160 + $175 = $335, less 15% = $284.75 → $285
    expect(proposed.bundles.items[0]!.priceCents).toBe(28_500);
    expect(catalogChanges(c, proposed)).toEqual([
      { what: "Cleaning, Studio/1BR/1BA", from: "$150", to: "$160" },
      { what: "Bundle Cleaning + Junk Removal", from: "$276", to: "$285" },
    ]);
    expect(parseCatalog(proposed).ok).toBe(true);
  });

  it("the bundles' percent prices every bundle again, and a quote tier stays a quote", () => {
    const c = defaultCatalog();
    const proposed = catalogFromForm(
      formWith(c, { "bundles.percentOff": "20", "services.0.tiers.8.priceCents": "400" }),
      c,
    );
    expect(proposed.bundles.percentOff).toBe(20);
    // $325 less 20% = $260
    expect(proposed.bundles.items[0]!.priceCents).toBe(26_000);
    expect(proposed.services[0]!.tiers[8]!.priceCents).toBeNull();
    expect(parseCatalog(proposed).ok).toBe(true);
  });

  it("adds the blank row's add-on (its code in lower case), and only when it is filled in", () => {
    const c = defaultCatalog();
    const n = c.services[0]!.addons.length;
    const proposed = catalogFromForm(
      formWith(c, {
        [`services.0.addons.${n}.id`]: " Deep-Fridge ",
        [`services.0.addons.${n}.label`]: "Deep freezer",
        [`services.0.addons.${n}.priceCents`]: "35",
        [`services.0.addons.${n}.unit`]: "each",
        [`services.0.addons.${n}.maxQuantity`]: "2",
        [`services.0.addons.${n}.minutes`]: "",
      }),
      c,
    );
    expect(proposed.services[0]!.addons).toHaveLength(n + 1);
    // its length left empty: it adds no time to a job
    expect(proposed.services[0]!.addons[n]).toEqual({
      id: "deep-fridge",
      label: "Deep freezer",
      priceCents: 3_500,
      unit: "each",
      maxQuantity: 2,
      minutes: 0,
      offered: true,
    });
    expect(proposed.services[1]!.addons).toHaveLength(c.services[1]!.addons.length);
    expect(catalogChanges(c, proposed)).toEqual([
      { what: "Cleaning extra, Deep freezer", from: "—", to: "$35 each, up to 2" },
    ]);
    expect(parseCatalog(proposed).ok).toBe(true);
  });

  it("retires an add-on when “Offered” is unticked, and keeps it in the document", () => {
    const c = defaultCatalog();
    const proposed = catalogFromForm(formWith(c, { "services.0.addons.1.offered": null }), c);
    expect(proposed.services[0]!.addons[1]).toEqual({ ...c.services[0]!.addons[1]!, offered: false });
    expect(catalogChanges(c, proposed)).toEqual([
      { what: "Cleaning extra, Inside oven: offered", from: "offered", to: "not offered" },
    ]);
  });

  it("removes a ticked promo code, and says a later code's error at that code's own row", () => {
    const c = variedCatalog(); // NSPS15, NSRS15, SPRING20
    const form = formWith(c, { "promoCodes.0.remove": "on" });
    const proposed = catalogFromForm(form, c);
    expect(proposed.promoCodes.map((p) => p.code)).toEqual(["NSRS15", "SPRING20"]);
    expect(catalogChanges(c, proposed)).toEqual([
      { what: "Promo code NSPS15", from: "15% off, first orders", to: "removed" },
    ]);
    expect(promoRowsOf(form, c)).toEqual([1, 2]);

    form.set("promoCodes.2.endsOn", "2027-02-01"); // before its first day, 2027-03-01
    const parsed = parseCatalog(catalogFromForm(form, c));
    expect(parsed).toEqual({ ok: false, errors: { "promoCodes.1.endsOn": "The last day comes before the first." } });
    expect(catalogFormErrors(parsed.ok ? {} : parsed.errors, form, c)).toEqual({
      "promoCodes.2.endsOn": "The last day comes before the first.",
    });
  });

  it("adds a code from the blank row (in upper case)", () => {
    const c = defaultCatalog();
    const k = c.promoCodes.length;
    const proposed = catalogFromForm(
      formWith(c, {
        [`promoCodes.${k}.code`]: "spring10",
        [`promoCodes.${k}.amountOffCents`]: "10",
        [`promoCodes.${k}.maxUses`]: "100",
        [`promoCodes.${k}.startsOn`]: "2027-03-01",
      }),
      c,
    );
    expect(proposed.promoCodes[k]).toEqual({
      code: "SPRING10",
      percentOff: null,
      amountOffCents: 1_000,
      firstOrderOnly: false,
      oncePerCustomer: false,
      startsOn: "2027-03-01",
      endsOn: null,
      maxUses: 100,
      active: true,
    });
    expect(parseCatalog(proposed).ok).toBe(true);
  });

  it("the week: open days as ticked (kept in the catalog's order), hours, places, the cut-off and the travel", () => {
    const c = variedCatalog(); // Wednesday, Monday, Tuesday
    const form = catalogFormValues(c);
    form.delete("week.openWeekdays");
    for (const day of ["0", "1", "3"]) form.append("week.openWeekdays", day);
    form.set("week.closes", "16:00");
    form.set("week.capacityPerWindow", "4");
    form.set("week.travelBaseMinutes", "25");
    form.set("serviceArea.alwaysServed", "75201,75204  75201\n75205");
    const proposed = catalogFromForm(form, c);
    expect(proposed.week).toEqual({
      openWeekdays: [3, 1, 0],
      opens: "08:00",
      closes: "16:00",
      capacityPerWindow: 4,
      changeCutoffHours: 48,
      travelBaseMinutes: 25,
      travelMinutesPerMile: 2.5,
    });
    expect(proposed.serviceArea.alwaysServed).toEqual(["75201", "75204", "75205"]);
  });
});

describe("bad input is refused at its JSON path, and said at its field", () => {
  const errorsOf = (catalog: Catalog, changes: Record<string, string | null>) => {
    const form = formWith(catalog, changes);
    const parsed = parseCatalog(catalogFromForm(form, catalog));
    const errors = parsed.ok ? {} : parsed.errors;
    return { errors, fields: catalogFormErrors(errors, form, catalog) };
  };

  it("a price that is not dollars, or left empty", () => {
    const c = defaultCatalog();
    const said = { "services.0.tiers.3.priceCents": "Please enter an amount in dollars." };
    expect(errorsOf(c, { "services.0.tiers.3.priceCents": "two hundred" })).toEqual({ errors: said, fields: said });
    expect(errorsOf(c, { "services.0.tiers.3.priceCents": "" })).toEqual({ errors: said, fields: said });
    expect(errorsOf(c, { "services.0.tiers.3.priceCents": "-5" })).toEqual({ errors: said, fields: said });
  });

  it("a name left empty, a count that is not whole, a percent out of range", () => {
    const c = defaultCatalog();
    expect(errorsOf(c, { "services.1.addons.0.label": " " }).fields).toEqual({
      "services.1.addons.0.label": "Please enter a name.",
    });
    expect(errorsOf(c, { "services.0.addons.2.maxQuantity": "2.5" }).fields).toEqual({
      "services.0.addons.2.maxQuantity": "Please enter a whole number.",
    });
    expect(errorsOf(c, { "discounts.multiServicePercent": "95" }).fields).toEqual({
      "discounts.multiServicePercent": "From 0% to 90%.",
    });
    expect(errorsOf(c, { "week.capacityPerWindow": "" }).fields).toEqual({
      "week.capacityPerWindow": "Please enter a number.",
    });
  });

  it("every size unticked: said at the service's first “Offered”", () => {
    const c = defaultCatalog();
    const unticked = Object.fromEntries(c.services[2]!.tiers.map((_, j) => [`services.2.tiers.${j}.offered`, null]));
    expect(errorsOf(c, unticked)).toEqual({
      errors: { "services.2.tiers": "Keep at least one size offered (or stop offering the service by phone)." },
      fields: {
        "services.2.tiers.0.offered": "Keep at least one size offered (or stop offering the service by phone).",
      },
    });
  });

  it("a new add-on's code: at the blank row's code field", () => {
    const c = defaultCatalog();
    const n = c.services[0]!.addons.length;
    const row = (id: string) => ({
      [`services.0.addons.${n}.id`]: id,
      [`services.0.addons.${n}.label`]: "Deep freezer",
      [`services.0.addons.${n}.priceCents`]: "35",
    });
    expect(errorsOf(c, row("deep fridge")).fields).toEqual({
      [`services.0.addons.${n}.id`]: "Use lower-case letters, digits and dashes, like “deep-fridge”.",
    });
    expect(errorsOf(c, row("oven")).fields).toEqual({
      [`services.0.addons.${n}.id`]: "The code “oven” is used twice.",
    });
    // a name and no price
    expect(errorsOf(c, { ...row("deep-fridge"), [`services.0.addons.${n}.priceCents`]: "" }).fields).toEqual({
      [`services.0.addons.${n}.priceCents`]: "Please enter an amount in dollars.",
    });
  });

  it("a code with neither a percent nor an amount, or a percent that is not one", () => {
    const c = defaultCatalog();
    const k = c.promoCodes.length;
    expect(errorsOf(c, { [`promoCodes.${k}.code`]: "FALL" }).fields).toEqual({
      [`promoCodes.${k}.percentOff`]: "Give either a percent or an amount off, not both.",
    });
    expect(errorsOf(c, { "promoCodes.0.percentOff": "lots" }).fields).toEqual({
      "promoCodes.0.percentOff": "From 1% to 100%.",
    });
    expect(errorsOf(c, { "promoCodes.1.startsOn": "31/03/2027" }).fields).toEqual({
      "promoCodes.1.startsOn": "Please enter a date like 2027-03-31.",
    });
  });

  it("the week and the service area", () => {
    const c = defaultCatalog();
    expect(errorsOf(c, { "week.opens": "18:00", "week.closes": "19:00" }).fields).toEqual({
      "week.closes": "Closing must be at least two hours after opening (one arrival window).",
    });
    expect(errorsOf(c, { "week.openWeekdays": null }).fields).toEqual({
      "week.openWeekdays": "Please keep at least one day open.",
    });
    expect(errorsOf(c, { "serviceArea.alwaysServed": "75201, 7520" })).toEqual({
      errors: { "serviceArea.alwaysServed.1": "A ZIP code has five digits, like 75201." },
      fields: { "serviceArea.alwaysServed": "A ZIP code has five digits, like 75201." },
    });
    expect(errorsOf(c, { "serviceArea.radiusMiles": "far" }).fields).toEqual({
      "serviceArea.radiusMiles": "Please enter a number of miles.",
    });
  });
});

describe("bookingsOutsideWeek", () => {
  const week = { openWeekdays: [0, 1, 2, 3, 4, 5, 6], opens: "07:00", closes: "20:00" };
  const before = { ...week, capacityPerWindow: 2, changeCutoffHours: 24, ...DEFAULT_TRAVEL };
  // 2027-03-07 is a Sunday
  const bookings = [
    { reference: "A", date: "2027-03-07", windowStart: "09:00", windowEnd: "11:00" },
    { reference: "B", date: "2027-03-08", windowStart: "07:00", windowEnd: "09:00" },
    { reference: "C", date: "2027-03-08", windowStart: "17:00", windowEnd: "19:00" },
    { reference: "D", date: "2027-03-09", windowStart: "11:00", windowEnd: "13:00" },
  ];

  it("lists the bookings on a day closed or outside the shorter hours, and only those", () => {
    const after = { ...before, openWeekdays: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "18:00" };
    expect(bookingsOutsideWeek(bookings, before, after).map((b) => b.reference)).toEqual(["A", "B", "C"]);
    expect(bookingsOutsideWeek(bookings, before, before)).toEqual([]);
  });

  it("leaves out the bookings that were already outside the week", () => {
    const closedSunday = { ...before, openWeekdays: [1, 2, 3, 4, 5, 6] };
    expect(bookingsOutsideWeek(bookings, closedSunday, { ...closedSunday, closes: "18:00" })).toEqual([bookings[2]]);
  });
});
