import { describe, expect, it } from "vitest";
import { type Catalog, catalogBody, defaultCatalog, withLengths } from "./catalog";
import { catalogChanges } from "./catalog-changes";
import { emptyValues } from "./booking/fields";
import { availabilityQueryOf, calendarOrderOf } from "./booking/order";
import { formatLength, orderMinutes, parseJobMinutes } from "./job-length";

describe("an order's length (docs/decisions/0044)", () => {
  const catalog = defaultCatalog();

  it("its sizes plus its extras times their quantity, from the catalog in force", () => {
    // 3BR/2BA (4 h 30) + an oven (30 min) + baseboards in 3 rooms (15 min each)
    const clean = {
      service: "cleaning" as const,
      tier: "3",
      addons: [
        { id: "oven", quantity: 1 },
        { id: "baseboards", quantity: 3 },
      ],
    };
    expect(orderMinutes(catalog, { lines: [clean] })).toBe(270 + 30 + 45);
    // and a medium load (1 h 30) in the same order
    expect(orderMinutes(catalog, { lines: [clean, { service: "junk-removal", tier: "medium", addons: [] }] })).toBe(
      435,
    );
    // the owner's own figure, not the first version's
    const slower = structuredClone(catalog);
    slower.services[0]!.tiers.find((t) => t.code === "3")!.minutes = 330;
    expect(orderMinutes(slower, { lines: [clean] })).toBe(330 + 30 + 45);
  });

  it("a quote counts as its service's longest size until the owner sets the job's own length", () => {
    const quote = { service: "cleaning" as const, tier: "custom", addons: [] };
    const longest = Math.max(...catalog.services[0]!.tiers.map((t) => t.minutes));
    expect(orderMinutes(catalog, { lines: [quote] })).toBe(longest);
  });

  it("a bundle: the sum of its items, included extras too", () => {
    // the bundle's driveway and sidewalk (1 h 30) and small load (1 h) with its appliance (15 min)
    const lines = [
      { service: "junk-removal" as const, tier: "small", addons: [] },
      { service: "power-washing" as const, tier: "driveway-sidewalk", addons: [] },
    ];
    expect(orderMinutes(catalog, { lines, bundleId: "power-wash-junk-removal" })).toBe(60 + 90 + 15);
    expect(orderMinutes(catalog, { lines })).toBe(150);
  });

  it("reads as the owner and the crews say it", () => {
    expect([45, 60, 270, 600].map(formatLength)).toEqual(["45 min", "1 h", "4 h 30", "10 h"]);
  });
});

describe("a catalog saved before jobs had lengths", () => {
  it("gets the first version's lengths and travel, and reads as the same document once it has them", () => {
    const old = JSON.parse(catalogBody(defaultCatalog())) as Catalog;
    for (const s of old.services) {
      for (const t of s.tiers) delete (t as Partial<typeof t>).minutes;
      for (const a of s.addons) delete (a as Partial<typeof a>).minutes;
    }
    delete (old.week as Partial<Catalog["week"]>).travelBaseMinutes;
    delete (old.week as Partial<Catalog["week"]>).travelMinutesPerMile;
    // a size the owner added, unknown to the first version: its service's longest
    old.services[1]!.tiers.push({ code: "trailer", label: "Trailer", priceCents: 40_000, offered: true } as never);
    const filled = withLengths({ ...old, version: 1 });
    expect(filled.services[0]!.tiers.find((t) => t.code === "2")!.minutes).toBe(240);
    expect(filled.services[1]!.tiers.find((t) => t.code === "trailer")!.minutes).toBe(180);
    expect(filled.week).toMatchObject({ travelBaseMinutes: 10, travelMinutesPerMile: 1.5 });
    filled.services[1]!.tiers.pop();
    expect(catalogBody(filled)).toBe(catalogBody(defaultCatalog()));
    expect(withLengths(defaultCatalog())).toEqual(defaultCatalog());
  });

  it("a change of length or travel is said before it is saved", () => {
    const before = defaultCatalog();
    const after = structuredClone(before);
    after.services[0]!.tiers.find((t) => t.code === "2")!.minutes = 270;
    after.week.travelBaseMinutes = 20;
    expect(catalogChanges(before, after)).toEqual([
      { what: "Cleaning, 2BR/2BA: length", from: "4 h", to: "4 h 30" },
      { what: "Travel between jobs", from: "10 min + 1.5 min a mile", to: "20 min + 1.5 min a mile" },
    ]);
  });
});

describe("the calendar asks for the order's places", () => {
  it("with its length, services and ZIP once a size is chosen (docs/decisions/0044)", () => {
    const catalog = defaultCatalog();
    expect(availabilityQueryOf(emptyValues, catalog)).toBe("");
    const values = { ...emptyValues, services: ["cleaning"] as never };
    // no size yet: the smallest cleaning (a studio, 3 hours), said incomplete (issue 55)
    expect(availabilityQueryOf(values, catalog)).toBe("?minutes=180&services=cleaning");
    expect(calendarOrderOf(values, catalog)?.complete).toBe(false);
    const both = { ...emptyValues, services: ["cleaning", "power-washing"], tiers: { cleaning: "3" } } as never;
    expect(calendarOrderOf(both, catalog)).toEqual({
      // 3BR/2BA's 4 h 30, and the smallest power washing (a driveway, 1 h 30)
      order: { minutes: 270 + 90, services: ["cleaning", "power-washing"], zip: null },
      complete: false,
    });
    const sized = { ...values, tiers: { cleaning: "3" }, addons: { "cleaning.oven": "1" } } as never;
    expect(availabilityQueryOf(sized, catalog)).toBe("?minutes=300&services=cleaning");
    expect(availabilityQueryOf({ ...(sized as object), zip: " 75201 " } as never, catalog)).toBe(
      "?minutes=300&services=cleaning&zip=75201",
    );
  });
});

describe("a job's own length as the owner types it", () => {
  it("takes whole minutes from 15 to 720 in steps of 5, and nothing else", () => {
    expect(["15", " 360 ", "720"].map(parseJobMinutes)).toEqual([15, 360, 720]);
    expect(["", "10", "725", "362", "4.5", "-30", "1e3", "six hours"].map(parseJobMinutes)).toEqual(
      Array(8).fill(null),
    );
  });
});
