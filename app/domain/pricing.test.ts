import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundles } from "../content/bundles";
import type { ServiceId } from "../content/schema";
import { services } from "../content/services";
import { site } from "../content/site";
import { bundleListPriceOf, defaultCatalog } from "./catalog";
import {
  INVALID_PROMO_MESSAGE,
  isPromoCode,
  parseLegacyServiceCode,
  percentOf,
  priceOrder,
  type Order,
  type OrderLine,
  type Quote,
} from "./pricing";

/** The first version of the owner's catalog: the content's prices (docs/decisions/0038). */
const CATALOG = defaultCatalog();

function quoteOf(order: Order): Quote {
  const result = priceOrder(order, CATALOG);
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result.errors)}`);
  return result.quote;
}

function errorsOf(order: Order) {
  const result = priceOrder(order, CATALOG);
  if (result.ok) throw new Error("expected errors");
  return Object.fromEntries(result.errors.map((e) => [e.path, e.message]));
}

const line = (service: ServiceId, tier: string, addons: OrderLine["addons"] = []): OrderLine => ({
  service,
  tier,
  addons,
});

describe("single service", () => {
  it("charges the tier and the add-ons at list price", () => {
    const q = quoteOf({ lines: [line("cleaning", "2", [{ id: "oven", quantity: 1 }])] });
    expect(q.lines[0]).toMatchObject({ service: "cleaning", tierLabel: "2BR/2BA", tierPrice: 20000 });
    expect(q.lines[0]!.addons).toEqual([
      { id: "oven", label: "Inside oven", quantity: 1, unitPrice: 2500, total: 2500 },
    ]);
    expect(q).toMatchObject({ subtotal: 22500, discount: null, promoNote: null, total: 22500, isQuote: false });
  });

  it("multiplies per-room and per-item add-ons by their quantity", () => {
    const q = quoteOf({
      lines: [
        line("cleaning", "1", [
          { id: "baseboards", quantity: 3 },
          { id: "windows", quantity: 2 },
        ]),
      ],
    });
    expect(q.lines[0]!.addons.map((a) => a.total)).toEqual([4500, 6000]);
    expect(q.total).toBe(15000 + 4500 + 6000);
  });
});

describe("multi-service discount", () => {
  it("takes 15% off the tier prices only, never the add-ons", () => {
    const q = quoteOf({
      lines: [line("cleaning", "3", [{ id: "oven", quantity: 1 }]), line("junk-removal", "medium")],
    });
    expect(q.subtotal).toBe(22500 + 17500 + 2500);
    expect(q.discount).toEqual({
      kind: "multi-service",
      label: "Multi-service discount (15% off services)",
      amount: 6000,
    });
    expect(q.total).toBe(42500 - 6000);
  });

  it("applies to three services too", () => {
    const q = quoteOf({
      lines: [line("cleaning", "1"), line("junk-removal", "small"), line("power-washing", "front-house")],
    });
    expect(q.discount?.amount).toBe(percentOf(15000 + 9500 + 12500, 15));
    expect(q.total).toBe(37000 - 5550);
  });
});

describe("rounding", () => {
  it("rounds to the nearest cent, half up", () => {
    expect(percentOf(10, 15)).toBe(2); // 1.5
    expect(percentOf(30, 15)).toBe(5); // 4.5
    expect(percentOf(3, 15)).toBe(0); // 0.45
    expect(percentOf(7, 15)).toBe(1); // 1.05
    expect(percentOf(9, 15)).toBe(1); // 1.35
    expect(percentOf(12345, 15)).toBe(1852); // 1851.75
  });
});

describe("promo code", () => {
  it("accepts NSPS15 and NSRS15, case-insensitive and trimmed", () => {
    for (const code of ["NSPS15", "NSRS15", "nsps15", " NsRs15 ", "\tnsps15\n"])
      expect(isPromoCode(CATALOG, code), code).toBe(true);
    for (const code of ["", "NSPS16", "NSPS 15", "NS PS15", undefined, null])
      expect(isPromoCode(CATALOG, code), String(code)).toBe(false);
  });

  it("takes 15% off the tier price of a first order", () => {
    const q = quoteOf({
      lines: [line("junk-removal", "full", [{ id: "tire", quantity: 4 }])],
      promoCode: " nsrs15 ",
      isFirstOrder: true,
    });
    expect(q.discount).toEqual({
      kind: "promo",
      label: "First-order promo NSRS15 (15% off services)",
      amount: percentOf(29500, 15),
    });
    expect(q.appliedPromoCode).toBe("NSRS15");
    expect(q.total).toBe(29500 + 4000 - 4425);
    expect(q.promoNote).toBeNull();
  });

  it("is previewed as a first order when the browser cannot know", () => {
    const q = quoteOf({ lines: [line("cleaning", "1")], promoCode: "NSPS15" });
    expect(q.discount?.kind).toBe("promo");
  });

  it("is not applied when it is not a first order, and says why", () => {
    const q = quoteOf({ lines: [line("cleaning", "1")], promoCode: "NSPS15", isFirstOrder: false });
    expect(q.discount).toBeNull();
    expect(q.appliedPromoCode).toBeNull();
    expect(q.promoNote).toEqual({ reason: "not-first-order", message: "This code is for first orders only." });
    expect(q.total).toBe(15000);
  });

  it("reports an invalid code without failing the quote", () => {
    const q = quoteOf({ lines: [line("cleaning", "1")], promoCode: "SAVE50" });
    expect(q.discount).toBeNull();
    expect(q.promoNote?.reason).toBe("invalid");
    expect(q.promoNote?.message).toBe(INVALID_PROMO_MESSAGE);
  });

  it("ignores an empty code", () => {
    expect(quoteOf({ lines: [line("cleaning", "1")], promoCode: "  " }).promoNote).toBeNull();
  });

  it("does not stack with the multi-service discount, and the breakdown says which applied", () => {
    const q = quoteOf({
      lines: [line("cleaning", "2"), line("power-washing", "deck-patio")],
      promoCode: "NSPS15",
      isFirstOrder: true,
    });
    expect(q.discount?.kind).toBe("multi-service");
    expect(q.discount?.amount).toBe(percentOf(20000 + 17500, 15));
    expect(q.appliedPromoCode).toBeNull();
    expect(q.promoNote?.reason).toBe("no-stacking");
    expect(q.promoNote?.message).toMatch(/don't stack/);
  });
});

describe("custom quote", () => {
  it("has no total when the cleaning tier is custom", () => {
    const q = quoteOf({ lines: [line("cleaning", "custom", [{ id: "oven", quantity: 1 }])] });
    expect(q.isQuote).toBe(true);
    expect(q.total).toBeNull();
    expect(q.lines[0]!.tierPrice).toBeNull();
    expect(q.lines[0]!.tierLabel).toBe("5+BR/3+BA");
    expect(q.pricedTotal).toBe(2500);
  });

  it("still names the discount of the priced services", () => {
    const q = quoteOf({ lines: [line("cleaning", "custom"), line("junk-removal", "small")] });
    expect(q.discount).toMatchObject({ kind: "multi-service", amount: percentOf(9500, 15) });
    expect(q.total).toBeNull();
  });
});

describe("invalid orders", () => {
  it("refuses no service and more than three", () => {
    expect(errorsOf({ lines: [] })).toEqual({ services: "Please choose at least one service." });
    const four = [
      line("cleaning", "1"),
      line("junk-removal", "small"),
      line("power-washing", "front-house"),
      line("cleaning", "2"),
    ];
    expect(errorsOf({ lines: four }).services).toBe("Please choose at most 3 services.");
  });

  it("refuses a duplicate service", () => {
    expect(errorsOf({ lines: [line("cleaning", "1"), line("cleaning", "2")] })).toEqual({
      services: "Please choose each service only once.",
    });
  });

  it("refuses unknown tiers with a message naming the tier kind", () => {
    expect(errorsOf({ lines: [line("cleaning", "9")] })).toEqual({
      "services.0.tier": "Please choose a home size for Cleaning.",
    });
    expect(errorsOf({ lines: [line("cleaning", "1"), line("junk-removal", "huge")] })).toEqual({
      "services.1.tier": "Please choose a load size for Junk Removal.",
    });
    // a tier of another service is unknown here
    expect(errorsOf({ lines: [line("power-washing", "small")] })).toHaveProperty("services.0.tier");
  });

  it("refuses unknown services", () => {
    expect(errorsOf({ lines: [line("windows" as ServiceId, "1")] })).toEqual({
      "services.0.service": "Please choose a service from the list.",
    });
  });

  it("refuses unknown add-ons, add-ons of another service and repeated add-ons", () => {
    expect(errorsOf({ lines: [line("cleaning", "1", [{ id: "jacuzzi", quantity: 1 }])] })).toHaveProperty(
      "services.0.addons.0.id",
    );
    expect(errorsOf({ lines: [line("cleaning", "1", [{ id: "fence", quantity: 1 }])] })).toHaveProperty(
      "services.0.addons.0.id",
    );
    expect(
      errorsOf({
        lines: [
          line("cleaning", "1", [
            { id: "oven", quantity: 1 },
            { id: "oven", quantity: 2 },
          ]),
        ],
      }),
    ).toHaveProperty("services.0.addons.1.id");
  });

  it("refuses quantities outside 1..maxQuantity", () => {
    for (const quantity of [0, -1, 5, 1.5, Number.NaN]) {
      expect(errorsOf({ lines: [line("cleaning", "1", [{ id: "oven", quantity }])] }), String(quantity)).toEqual({
        "services.0.addons.0.quantity": "Please choose a quantity from 1 to 4 for “Inside oven”.",
      });
    }
    expect(quoteOf({ lines: [line("cleaning", "1", [{ id: "oven", quantity: 4 }])] }).total).toBe(25000);
  });
});

describe("bundles", () => {
  const bundleOrder = (id: string, extra: OrderLine["addons"] = []): Order => {
    const bundle = bundles.find((b) => b.id === id)!;
    return {
      bundleId: id,
      lines: bundle.items.map((item, i) => line(item.service, item.tier, i === 0 ? extra : [])),
    };
  };

  it.each(bundles.map((b) => [b.id, b] as const))(
    "%s costs the bundle price, with the savings as the discount",
    (id, bundle) => {
      const q = quoteOf(bundleOrder(id));
      expect(q.total).toBe(bundle.bundlePrice);
      expect(q.subtotal).toBe(bundle.originalPrice);
      expect(q.discount).toEqual({ kind: "bundle", label: `${bundle.name} bundle savings`, amount: bundle.savings });
      expect(q.bundle).toEqual({
        id,
        name: bundle.name,
        bundlePrice: bundle.bundlePrice,
        originalPrice: bundle.originalPrice,
      });
    },
  );

  it("includes the bundle's own add-ons in the bundle price and charges extras at list price", () => {
    const bundle = bundles.find((b) => b.id === "power-wash-junk-removal")!;
    const lines = bundle.items.map((item) => line(item.service, item.tier));
    // appliance is included even when the line does not list it
    expect(quoteOf({ bundleId: bundle.id, lines }).total).toBe(23400);
    // two appliances: one included, one extra; plus a mattress and a fence
    const withExtras = bundle.items.map((item) =>
      item.service === "junk-removal"
        ? line(item.service, item.tier, [
            { id: "appliance", quantity: 2 },
            { id: "mattress", quantity: 1 },
          ])
        : line(item.service, item.tier, [{ id: "fence", quantity: 1 }]),
    );
    const q = quoteOf({ bundleId: bundle.id, lines: withExtras });
    expect(q.total).toBe(23400 + 3000 + 2500 + 7500);
    const junk = q.lines.find((l) => l.service === "junk-removal")!;
    expect(junk.addons.find((a) => a.id === "appliance")).toMatchObject({
      quantity: 2,
      includedQuantity: 1,
      total: 6000,
    });
  });

  it("takes no further discount: a promo code is not applied and the note says why", () => {
    const q = quoteOf({ ...bundleOrder("exterior-refresh"), promoCode: "NSPS15", isFirstOrder: true });
    expect(q.total).toBe(27600);
    expect(q.discount?.kind).toBe("bundle");
    expect(q.promoNote?.reason).toBe("no-stacking");
    expect(q.appliedPromoCode).toBeNull();
  });

  it("refuses lines that do not match the bundle", () => {
    expect(
      errorsOf({ bundleId: "exterior-refresh", lines: [line("power-washing", "driveway-sidewalk")] }),
    ).toHaveProperty("bundle");
    expect(
      errorsOf({
        bundleId: "exterior-refresh",
        lines: [line("power-washing", "front-house"), line("junk-removal", "medium")],
      }).bundle,
    ).toMatch(/Exterior Refresh bundle includes Power Washing \(Driveway & Sidewalk\), Junk Removal \(Medium Load\)/);
    expect(errorsOf({ bundleId: "nope", lines: [line("cleaning", "1")] })).toEqual({
      bundle: "Please choose a bundle from the list.",
    });
  });

  it("accepts the bundle's lines in any order", () => {
    const order = bundleOrder("full-property-refresh");
    expect(quoteOf({ ...order, lines: [...order.lines].reverse() }).total).toBe(44600);
  });

  it.each(bundles.map((b) => [b.id, b] as const))(
    "%s: the table obeys the rule (list, list − 15% to whole dollars, savings)",
    (_, bundle) => {
      expect(bundle.originalPrice).toBe(bundleListPriceOf(CATALOG, bundle.items));
      expect(bundle.bundlePrice).toBe(Math.round((bundle.originalPrice * 0.85) / 100) * 100);
      expect(bundle.savings).toBe(bundle.originalPrice - bundle.bundlePrice);
    },
  );
});

describe("legacy service codes", () => {
  it("maps the original site's bundle codes and plain service ids", () => {
    expect(parseLegacyServiceCode("bundle-cleaning-junk")).toEqual(["cleaning", "junk-removal"]);
    expect(parseLegacyServiceCode("bundle-cleaning-power")).toEqual(["cleaning", "power-washing"]);
    expect(parseLegacyServiceCode("bundle-junk-power")).toEqual(["junk-removal", "power-washing"]);
    expect(parseLegacyServiceCode("cleaning")).toEqual(["cleaning"]);
    // a visitor's value never finds a built-in property
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])
      expect(parseLegacyServiceCode(name), name).toBeNull();
    expect(parseLegacyServiceCode("junk-removal")).toEqual(["junk-removal"]);
    expect(parseLegacyServiceCode("power-washing")).toEqual(["power-washing"]);
    expect(parseLegacyServiceCode("bundle-everything")).toBeNull();
    expect(parseLegacyServiceCode("")).toBeNull();
    expect(parseLegacyServiceCode(null)).toBeNull();
  });
});

/* ------------------------------------------------------------------------- */
/* Properties                                                                 */
/* ------------------------------------------------------------------------- */

const lineArb = (service: ServiceId): fc.Arbitrary<OrderLine> => {
  const s = services.find((x) => x.id === service)!;
  return fc.record({
    service: fc.constant(service),
    tier: fc.constantFrom(...s.tiers.map((t) => t.code)),
    addons: fc
      .subarray(s.addons)
      .chain((chosen) =>
        fc.tuple(
          ...chosen.map((a) => fc.integer({ min: 1, max: a.maxQuantity }).map((quantity) => ({ id: a.id, quantity }))),
        ),
      ),
  });
};

const orderArb: fc.Arbitrary<Order> = fc
  .shuffledSubarray(["cleaning", "junk-removal", "power-washing"] as ServiceId[], { minLength: 1, maxLength: 3 })
  .chain((ids) =>
    fc.record({
      lines: fc.tuple(...ids.map(lineArb)),
      promoCode: fc.constantFrom(undefined, "", "NSPS15", "nsrs15", " NsPs15 ", "BOGUS"),
      isFirstOrder: fc.constantFrom(undefined, true, false),
    }),
  );

const bundleOrderArb: fc.Arbitrary<Order> = fc.constantFrom(...bundles).chain((bundle) =>
  fc.record({
    bundleId: fc.constant(bundle.id),
    lines: fc.tuple(...bundle.items.map((item) => lineArb(item.service).map((l) => ({ ...l, tier: item.tier })))),
    promoCode: fc.constantFrom(undefined, "NSPS15", "BOGUS"),
    isFirstOrder: fc.constantFrom(undefined, true, false),
  }),
);

const tierSum = (q: Quote) => q.lines.reduce((s, l) => s + (l.tierPrice ?? 0), 0);
const addonSum = (q: Quote) => q.lines.reduce((s, l) => s + l.addons.reduce((a, r) => a + r.total, 0), 0);

describe("pricing properties", () => {
  it("every generated order prices; totals are never negative", () => {
    fc.assert(
      fc.property(fc.oneof(orderArb, bundleOrderArb), (order) => {
        const q = quoteOf(order);
        expect(q.pricedTotal).toBeGreaterThanOrEqual(0);
        if (q.total !== null) expect(q.total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(q.pricedTotal)).toBe(true);
      }),
    );
  });

  it("non-bundle priced orders: 85% of list ≤ total ≤ list", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const q = quoteOf(order);
        if (q.isQuote) return;
        const list = tierSum(q) + addonSum(q);
        expect(q.total!).toBeLessThanOrEqual(list);
        expect(q.total! * 100).toBeGreaterThanOrEqual(85 * list - 50); // half-cent rounding
      }),
    );
  });

  it("at most one discount, and it is the one the rules name", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const q = quoteOf(order);
        const promoValid = isPromoCode(CATALOG, order.promoCode);
        const expected =
          order.lines.length >= 2 ? "multi-service" : promoValid && order.isFirstOrder !== false ? "promo" : null;
        expect(q.discount?.kind ?? null).toBe(expected);
        if (q.discount) expect(q.discount.amount).toBe(percentOf(tierSum(q), site.multiServiceDiscountPercent));
        // a valid code that is not applied always carries a note
        if (promoValid && q.discount?.kind !== "promo") expect(q.promoNote).not.toBeNull();
      }),
    );
  });

  it("the breakdown (tiers + add-ons − discount) sums exactly to the total", () => {
    fc.assert(
      fc.property(fc.oneof(orderArb, bundleOrderArb), (order) => {
        const q = quoteOf(order);
        const sum = tierSum(q) + addonSum(q) - (q.discount?.amount ?? 0);
        expect(q.subtotal).toBe(tierSum(q) + addonSum(q));
        expect(q.pricedTotal).toBe(sum);
        if (!q.isQuote) expect(q.total).toBe(sum);
      }),
    );
  });

  it("bundle orders cost the bundle price plus the extra add-ons at list price", () => {
    fc.assert(
      fc.property(bundleOrderArb, (order) => {
        const q = quoteOf(order);
        const bundle = bundles.find((b) => b.id === order.bundleId)!;
        const extras = q.lines.reduce(
          (s, l) => s + l.addons.reduce((a, r) => a + r.unitPrice * (r.quantity - (r.includedQuantity ?? 0)), 0),
          0,
        );
        expect(q.total).toBe(bundle.bundlePrice + extras);
        expect(q.discount).toEqual({ kind: "bundle", label: `${bundle.name} bundle savings`, amount: bundle.savings });
      }),
    );
  });
});

describe("prices of the owner's catalog (docs/decisions/0038)", () => {
  const spring = {
    code: "SPRING20",
    percentOff: null,
    amountOffCents: 2_000,
    firstOrderOnly: false,
    oncePerCustomer: false,
    startsOn: "2027-03-01",
    endsOn: "2027-03-31",
    maxUses: null,
    active: true,
  };
  const catalog = (() => {
    const c = structuredClone(defaultCatalog());
    c.services[0]!.tiers.find((t) => t.code === "2")!.priceCents = 23_700; // 2BR/2BA $200 → $237
    c.services[0]!.addons.find((a) => a.id === "oven")!.offered = false; // retired
    c.services[1]!.tiers.find((t) => t.code === "full")!.offered = false;
    c.promoCodes.push(spring);
    c.discounts.multiServicePercent = 10;
    return c;
  })();
  const price = (order: Order) => priceOrder(order, catalog);

  it("prices with the catalog's figures, and refuses what it no longer offers", () => {
    const one = price({ lines: [{ service: "cleaning", tier: "2", addons: [] }] });
    expect(one.ok && one.quote.total).toBe(23_700);
    expect(price({ lines: [{ service: "cleaning", tier: "2", addons: [{ id: "oven", quantity: 1 }] }] })).toEqual({
      ok: false,
      errors: [{ path: "services.0.addons.0.id", message: "Please choose extras from the Cleaning list." }],
    });
    expect(price({ lines: [{ service: "junk-removal", tier: "full", addons: [] }] })).toMatchObject({
      ok: false,
      errors: [{ path: "services.0.tier" }],
    });
    // the multi-service discount is the catalog's percent: 10% of $237 + $175
    const two = price({
      lines: [
        { service: "cleaning", tier: "2", addons: [] },
        { service: "junk-removal", tier: "medium", addons: [] },
      ],
    });
    expect(two.ok && two.quote.discount).toEqual({
      kind: "multi-service",
      label: "Multi-service discount (10% off services)",
      amount: 4_120,
    });
  });

  it("a code for an amount, in its days only; the larger discount wins, never both", () => {
    const line = { service: "junk-removal" as const, tier: "small", addons: [] };
    const inMarch = price({ lines: [line], promoCode: "spring20", today: "2027-03-15" });
    expect(inMarch.ok && inMarch.quote).toMatchObject({
      discount: { kind: "promo", label: "Promo SPRING20 ($20 off services)", amount: 2_000 },
      total: 7_500,
      appliedPromoCode: "SPRING20",
    });
    const april = price({ lines: [line], promoCode: "SPRING20", today: "2027-04-01" });
    expect(april.ok && april.quote.promoNote).toEqual({
      reason: "invalid",
      message: "The code SPRING20 ended on March 31, 2027. Please leave it empty.",
    });
    expect(april.ok && april.quote.total).toBe(9_500);
    const february = price({ lines: [line], promoCode: "SPRING20", today: "2027-02-28" });
    expect(february.ok && february.quote.promoNote?.message).toBe(
      "The code SPRING20 starts on March 1, 2027. Please leave it empty until then.",
    );
    // two services: 10% of $95 + $175 is $27, more than $20: the multi-service discount, and the code does not stack
    const both = price({
      lines: [line, { service: "power-washing", tier: "front-house", addons: [] }],
      promoCode: "SPRING20",
      today: "2027-03-15",
    });
    expect(both.ok && both.quote.discount?.kind).toBe("multi-service");
    expect(both.ok && both.quote.discount?.amount).toBe(2_200); // 10% of $95 + $125
    expect(both.ok && both.quote.appliedPromoCode).toBeNull();
  });
});
