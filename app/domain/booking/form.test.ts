import { describe, expect, it } from "vitest";
import { bundles } from "../../content/bundles";
import { bundleBookingHref, bookingHref } from "../booking-links";
import { defaultCatalog } from "../catalog";
import { priceOrder } from "../pricing";
import { emptyValues, type FormValues } from "./fields";
import { site } from "../../content/site";
import { currentFieldErrors, formValuesFrom, prefillFromQuery, ruleErrors } from "./form";
import { parseQuantity, previewPrice } from "./order";

const query = (href: string) => new URL(href, "http://site.test").searchParams;
/** The first version of the owner's catalog (docs/decisions/0038). */
const CATALOG = defaultCatalog();

describe("prefillFromQuery", () => {
  it("reads a tier card link", () => {
    const { values, ignored } = prefillFromQuery(
      query(bookingHref({ service: "cleaning", tier: "3", city: "plano" })),
      CATALOG,
    );
    expect(ignored).toEqual([]);
    expect(values).toMatchObject({ services: ["cleaning"], tiers: { cleaning: "3" }, city: "plano", bundle: "" });
  });

  it("reads every bundle card link as its package", () => {
    for (const bundle of bundles) {
      const { values, ignored } = prefillFromQuery(query(bundleBookingHref(bundle)), CATALOG);
      expect(ignored).toEqual([]);
      expect(values.bundle).toBe(bundle.id);
      expect([...values.services].sort()).toEqual(bundle.items.map((i) => i.service).sort());
      for (const item of bundle.items) expect(values.tiers[item.service]).toBe(item.tier);
    }
  });

  it("expands the legacy bundle codes", () => {
    const { values } = prefillFromQuery(
      query("/booking?service=bundle-cleaning-power&rooms=2&area=deck-patio"),
      CATALOG,
    );
    expect(values.services).toEqual(["cleaning", "power-washing"]);
    expect(values.tiers).toEqual({ cleaning: "2", "power-washing": "deck-patio" });
  });

  it("lists unknown values instead of failing, and keeps the rest", () => {
    const { values, ignored } = prefillFromQuery(
      query("/booking?service=mowing&service=junk-removal&rooms=99&load=MEDIUM&city=atlantis&bundle=nope"),
      CATALOG,
    );
    expect(values).toMatchObject({
      services: ["junk-removal"],
      tiers: { "junk-removal": "medium" },
      city: "",
      bundle: "",
    });
    expect(ignored).toEqual(["service “mowing”", "rooms “99”", "bundle “nope”", "city “atlantis”"]);
  });

  it("a size without a service books that service; empty and unrelated parameters are ignored silently", () => {
    const { values, ignored } = prefillFromQuery(query("/booking?rooms=4&city=&utm_source=mail"), CATALOG);
    expect(values.services).toEqual(["cleaning"]);
    expect(ignored).toEqual([]);
  });

  it("shortens very long values in the note", () => {
    const { ignored } = prefillFromQuery(query(`/booking?city=${"x".repeat(500)}`), CATALOG);
    expect(ignored[0]!.length).toBeLessThan(60);
  });
});

describe("visitor values that name built-in properties", () => {
  it("are unknown values, in the query and in the form", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const { values, ignored } = prefillFromQuery(
        new URLSearchParams({ service: name, rooms: name, city: name }),
        CATALOG,
      );
      expect(values.services, name).toEqual([]);
      expect(ignored.length, name).toBeGreaterThan(0);
      const form = formValuesFrom(
        new URLSearchParams([
          ["service", name],
          [`addon.${name}`, "1"],
          ["addon.__proto__", "2"],
        ]),
        CATALOG,
      );
      expect(form.services, name).toEqual([]);
      expect(Object.getPrototypeOf(form.addons)).toBe(Object.prototype);
      expect(Object.hasOwn(form.addons, "__proto__")).toBe(true);
    }
  });
});

describe("previewPrice", () => {
  const values = (patch: Partial<FormValues>): FormValues => ({ ...emptyValues, ...patch });

  it("prices what is chosen exactly like the server's pricing", () => {
    const preview = previewPrice(
      values({
        services: ["cleaning", "junk-removal"],
        tiers: { cleaning: "3", "junk-removal": "small" },
        addons: { "cleaning.oven": "2" },
      }),
      CATALOG,
    );
    const expected = priceOrder(
      {
        lines: [
          { service: "cleaning", tier: "3", addons: [{ id: "oven", quantity: 2 }] },
          { service: "junk-removal", tier: "small", addons: [] },
        ],
      },
      CATALOG,
    );
    expect(expected.ok && preview.quote?.total).toBe(expected.ok ? expected.quote.total : -1);
    expect(preview.missingTiers).toEqual([]);
  });

  it("leaves out and lists services without a size", () => {
    const preview = previewPrice(
      values({ services: ["cleaning", "power-washing"], tiers: { cleaning: "1" } }),
      CATALOG,
    );
    expect(preview.quote?.lines.map((l) => l.service)).toEqual(["cleaning"]);
    expect(preview.missingTiers).toEqual(["power-washing"]);
  });

  it("prices a package at its bundle price", () => {
    const bundle = bundles.find((b) => b.id === "power-wash-junk-removal")!;
    const { values: prefill } = prefillFromQuery(query(bundleBookingHref(bundle)), CATALOG);
    expect(previewPrice(prefill, CATALOG).quote?.total).toBe(bundle.bundlePrice);
  });

  it("reads typed quantities as they are (empty or 0: not chosen), so the rules can refuse what they must", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity(" 12 ")).toBe(12);
    expect(parseQuantity("-1")).toBe(-1);
    expect(parseQuantity("1.5")).toBe(1.5);
    expect(parseQuantity("lots")).toBeNaN();
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("")).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });

  it("refuses a quantity over the limit with the server's message on the extra's own field (no silent clamp)", () => {
    const preview = previewPrice(
      values({ services: ["cleaning"], tiers: { cleaning: "2" }, addons: { "cleaning.oven": "9" } }),
      CATALOG,
    );
    expect(preview.quote).toBeNull();
    expect(preview.errors).toEqual({
      "addon.cleaning.oven": "Please choose a quantity from 1 to 4 for “Inside oven”.",
    });
  });
});

describe("currentFieldErrors: the message of each field's current value, once the server has answered (issue 37)", () => {
  const range = { start: "2026-06-15", end: "2026-08-14" };
  const context = (patch: Partial<Parameters<typeof currentFieldErrors>[2]> = {}) => ({
    range,
    window: "",
    zipAnswer: null,
    catalog: CATALOG,
    ...patch,
  });
  /** What the server says of an empty form (the same words: rules.server.test.ts holds them equal). */
  const emptySent = { values: emptyValues, errors: ruleErrors(emptyValues, context()) };
  const values = (patch: Partial<FormValues>): FormValues => ({ ...emptyValues, ...patch });

  it("as sent: the server's messages, every one", () => {
    expect(currentFieldErrors(emptyValues, emptySent, context())).toEqual(emptySent.errors);
    expect(Object.keys(emptySent.errors)).toEqual(
      expect.arrayContaining(["service", "city", "address", "zip", "date", "window", "name", "phone", "email"]),
    );
  });

  it("a fixed field loses its message at once; a field still wrong gets the message of its new value", () => {
    const now = currentFieldErrors(
      values({ city: "plano", address: "1 Main St", zip: "7990", phone: "123" }),
      emptySent,
      context(),
    );
    expect(now.city).toBeUndefined();
    expect(now.address).toBeUndefined();
    expect(now.zip).toBe("Please enter a 5-digit ZIP code, like 75201.");
    expect(now.phone).toBe("Please enter a 10-digit US phone number, like (214) 555-0142.");
    expect(now.name).toBe("Please enter your name.");
  });

  it("a ZIP outside the area: the service area's answer replaces the ZIP's message; a served one clears it", () => {
    const outside = { zip: "79901", served: false, city: null, miles: null };
    const now = currentFieldErrors(values({ zip: "79901" }), emptySent, context({ zipAnswer: outside }));
    expect(now.zip).toBe(
      `Sorry, 79901 is outside our service area. Call us at ${site.phone} and we'll see what we can do.`,
    );
    const served = { zip: "75074", served: true, city: "plano", miles: 1.2 };
    expect(currentFieldErrors(values({ zip: "75074" }), emptySent, context({ zipAnswer: served })).zip).toBeUndefined();
    // an answer for another ZIP says nothing of this one
    expect(
      currentFieldErrors(values({ zip: "75074" }), emptySent, context({ zipAnswer: outside })).zip,
    ).toBeUndefined();
  });

  it("the order's messages follow the order: a chosen service asks for its size, a size clears it", () => {
    const chosen = currentFieldErrors(values({ services: ["junk-removal"] }), emptySent, context());
    expect(chosen.service).toBeUndefined();
    expect(chosen["tier.junk-removal"]).toBe("Please choose a load size for Junk Removal.");
    const sized = currentFieldErrors(
      values({
        services: ["junk-removal"],
        tiers: { "junk-removal": "medium" },
        addons: { "junk-removal.tire": "99" },
      }),
      emptySent,
      context(),
    );
    expect(sized["tier.junk-removal"]).toBeUndefined();
    expect(sized["addon.junk-removal.tire"]).toBe("Please choose a quantity from 1 to 8 for “Tire”.");
  });

  it("what only the server knows holds while its field is as sent, and goes when the field changes", () => {
    const sentValues = values({ date: "2026-06-20", window: "15:00", phone: "(800) 555-1234", smsConsent: "yes" });
    const sent = {
      values: sentValues,
      errors: {
        window: "That arrival window just filled up.",
        phone: "This number can't receive texts.",
        form: "Please try again.",
      },
    };
    // the window full on that date: kept, even though it is no longer selectable
    const same = currentFieldErrors(sentValues, sent, context());
    expect(same).toMatchObject(sent.errors);
    // another date: the window is asked for again; texts not asked for: the number is fine
    const changed = currentFieldErrors(
      { ...sentValues, date: "2026-06-21", smsConsent: "" },
      sent,
      context({ window: "" }),
    );
    expect(changed.window).toBe("Please choose an arrival window.");
    expect(changed.phone).toBeUndefined();
    expect(changed.form).toBe("Please try again.");
    expect(currentFieldErrors({ ...sentValues, date: "2026-06-21" }, sent, context({ window: "15:00" })).window).toBe(
      undefined,
    );
  });

  it("a past or far date is said at once, in the server's words", () => {
    expect(currentFieldErrors(values({ date: "2026-06-01" }), emptySent, context()).date).toBe(
      "That date has passed. Please choose a date from today onward.",
    );
  });
});
