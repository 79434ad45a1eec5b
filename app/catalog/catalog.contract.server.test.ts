/**
 * The owner's catalog in the database, on SQLite and PostgreSQL alike (docs/decisions/0038): versions saved once and
 * never changed, a save on a stale base refused with nothing saved, a restore recorded as a new version, the catalog
 * in force here at once and in another instance at its next check; and what the booking service does with it: a
 * booking records its version and keeps its price through a move, a form priced with an older version is answered
 * "prices changed" only when its price did change, a promo code's limits hold under concurrent bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInput } from "../../tests/support/booking-input";
import { bothDatabases } from "../../tests/support/databases";
import type { BookingOptions } from "../booking/context.server";
import { pageTokenOf } from "../booking/page-token.server";
import {
  PRICES_CHANGED_MESSAGE,
  PROMO_USED_MESSAGE,
  PROMO_USED_UP_MESSAGE,
  rescheduleBooking,
  submitBooking,
} from "../booking/service.server";
import { type Catalog, defaultCatalog, type PromoCode } from "../domain/catalog";
import { BLANK_PROMO_CODE } from "../domain/catalog-form";
import { CatalogStore } from "../storage/catalog.server";
import type { Storage } from "../storage/storage.server";
import {
  catalogHistory,
  getCatalog,
  installCatalog,
  onCatalogChange,
  refreshCatalog,
  saveCatalog,
} from "./catalog.server";
import { bookingOptions } from "../../tests/support/booked";

const NOW = new Date("2026-06-15T14:00:00Z"); // 09:00 in Dallas
const { backends } = bothDatabases("catalog");

/** The catalog in force with the 2BR/2BA cleaning at `cents`. */
function withCleaningPrice(catalog: Catalog, cents: number): Catalog {
  const copy = structuredClone(catalog);
  copy.services.find((s) => s.id === "cleaning")!.tiers.find((t) => t.code === "2")!.priceCents = cents;
  return copy;
}
const cleaningPrice = (catalog: Catalog) =>
  catalog.services.find((s) => s.id === "cleaning")!.tiers.find((t) => t.code === "2")!.priceCents;

const promo = (code: string, over: Partial<PromoCode>): PromoCode => ({
  ...BLANK_PROMO_CODE,
  code,
  percentOff: 20,
  ...over,
});

/** One cleaning, 2BR/2BA: no multi-service discount, so a code is what lowers its price. */
const cleaningOnly = (date: string, over: Record<string, unknown> = {}) =>
  bookingInput(date, { services: [{ service: "cleaning", tier: "2", addons: [] }], ...over });

describe.each(Object.entries(backends))("the owner's catalog on %s", (_name, open) => {
  let storage: Storage;
  let uninstall: () => void;
  const options = (over: Partial<BookingOptions> = {}) =>
    bookingOptions(storage.bookings, NOW, { catalog: getCatalog(), capacity: 50, ...over });

  beforeAll(async () => {
    storage = await open();
    // every instance starting at once makes the first version once
    await Promise.all([1, 2, 3].map(() => new CatalogStore(storage.db).ensureFirst(defaultCatalog())));
    uninstall = await installCatalog(storage.catalog, { pollMs: 0 });
  });
  afterAll(() => uninstall());

  it("versions: the first once, each save the next, a stale base refused with nothing saved, a restore a new version", async () => {
    expect((await catalogHistory()).map((v) => v.version)).toEqual([1]);
    expect(getCatalog().version).toBe(1);
    const first = getCatalog();
    expect(cleaningPrice(first)).toBe(20_000);

    const raised = await saveCatalog(withCleaningPrice(first, 23_700), 1, "owner@ns.example", { now: NOW });
    expect(raised).toMatchObject({ kind: "saved", version: 2 });
    // in force here at once
    expect([getCatalog().version, cleaningPrice(getCatalog())]).toEqual([2, 23_700]);

    // a second owner's form, opened on version 1, saves nothing
    const late = await saveCatalog(withCleaningPrice(first, 19_000), 1, "other@ns.example");
    expect(late.kind).toBe("stale");
    expect(late.kind === "stale" && late.latest.version).toBe(2);
    expect(await storage.catalog.latestVersion()).toBe(2);

    // the same document again: nothing to save
    expect((await saveCatalog(getCatalog(), 2, "owner@ns.example")).kind).toBe("unchanged");
    // a mistake: nothing saved, the mistake by its path
    const bad = await saveCatalog(withCleaningPrice(first, -5), 2, "owner@ns.example");
    expect(bad.kind).toBe("invalid");
    const tier = first.services[0]!.tiers.findIndex((t) => t.code === "2");
    expect(bad.kind === "invalid" && Object.keys(bad.errors)).toEqual([`services.0.tiers.${tier}.priceCents`]);
    expect(await storage.catalog.latestVersion()).toBe(2);

    // ten saves on the same base at once (instances of the same company): one is version 3, nine are refused
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        new CatalogStore(storage.db).save(withCleaningPrice(first, 21_000 + i), 2, `racer${i}@ns.example`),
      ),
    );
    expect(racing.filter((r) => r.kind === "saved")).toEqual([{ kind: "saved", version: 3 }]);
    expect(racing.filter((r) => r.kind === "stale")).toHaveLength(9);

    // version 1 restored: a fourth version that says what the first said, and says where it came from
    const version1 = (await storage.catalog.get(1))!;
    await refreshCatalog();
    const restored = await saveCatalog(version1, 3, "owner@ns.example", { restoredFrom: 1 });
    expect(restored).toMatchObject({ kind: "saved", version: 4 });
    expect(cleaningPrice(getCatalog())).toBe(20_000);
    const history = await catalogHistory();
    expect(history.map((v) => [v.version, v.restoredFrom])).toEqual([
      [4, 1],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(history[2]!.savedBy).toBe("owner@ns.example");
    // saved versions are never changed: version 2 still says $237
    expect(cleaningPrice((await storage.catalog.get(2))!)).toBe(23_700);
  });

  it("another instance's save is in force here at the next check, and the listeners are told once", async () => {
    const seen: [number, number][] = [];
    const stop = onCatalogChange((catalog, previous) => seen.push([previous.version, catalog.version]));
    const base = await storage.catalog.latestVersion();
    // another instance: its own store on the same database
    const saved = await new CatalogStore(storage.db).save(withCleaningPrice(getCatalog(), 22_500), base, "b@ns.example");
    expect(saved).toEqual({ kind: "saved", version: base + 1 });
    expect(getCatalog().version).toBe(base); // not yet: this instance has not looked
    await Promise.all([refreshCatalog(), refreshCatalog()]);
    await refreshCatalog();
    expect([getCatalog().version, cleaningPrice(getCatalog())]).toEqual([base + 1, 22_500]);
    expect(seen).toEqual([[base, base + 1]]);
    stop();
  });

  it("a booking records its version and keeps its price when the prices change and when it moves", async () => {
    const before = getCatalog();
    const booked = await submitBooking(cleaningOnly("2026-07-01"), options());
    expect(booked.status).toBe(201);
    const reference = booked.status === 201 ? booked.reference : "";
    const stored = (await storage.bookings.findByReference(reference))!;
    expect([stored.catalogVersion, stored.totalCents]).toEqual([before.version, cleaningPrice(before)]);

    const saved = await saveCatalog(withCleaningPrice(before, 30_000), before.version, "owner@ns.example");
    expect(saved.kind).toBe("saved");
    const moved = await rescheduleBooking(
      pageTokenOf(reference),
      { date: "2026-07-02", window: "11:00" },
      options({ catalog: getCatalog() }),
    );
    expect(moved.status).toBe(200);
    const after = (await storage.bookings.findByReference(reference))!;
    expect([after.date, after.catalogVersion, after.totalCents]).toEqual([
      "2026-07-02",
      before.version,
      cleaningPrice(before),
    ]);
    expect(after.quote).toEqual(stored.quote);
  });

  it("a form priced with an older version: 409 with the new price when its price changed, booked when it did not", async () => {
    const old = getCatalog();
    const saved = await saveCatalog(withCleaningPrice(old, cleaningPrice(old)! + 1_000), old.version, "o@ns.example");
    expect(saved.kind).toBe("saved");
    const stale = await submitBooking(cleaningOnly("2026-07-03", { catalogVersion: old.version }), options({ catalog: getCatalog() }));
    expect(stale.status).toBe(409);
    expect(stale.status === 409 && "form" in stale.errors && stale.errors.form).toBe(PRICES_CHANGED_MESSAGE);
    expect(stale.status === 409 && "priceChanged" in stale && stale.priceChanged).toMatchObject({
      version: old.version + 1,
      quote: { total: cleaningPrice(old)! + 1_000 },
    });
    // a junk removal form of the old version: its price did not change, so it is booked at the price it showed
    const junk = await submitBooking(
      bookingInput("2026-07-03", { services: [{ service: "junk-removal", tier: "medium", addons: [] }], catalogVersion: old.version }),
      options({ catalog: getCatalog() }),
    );
    expect(junk.status).toBe(201);
    const stored = (await storage.bookings.findByReference(junk.status === 201 ? junk.reference : ""))!;
    expect(stored.catalogVersion).toBe(old.version + 1);
    // a version that never was: treated as a change
    const unknown = await submitBooking(cleaningOnly("2026-07-03", { catalogVersion: 999 }), options({ catalog: getCatalog() }));
    expect(unknown.status).toBe(409);
  });

  it("a code for five uses, twenty customers at once: exactly five get it, fifteen are told it is used up", async () => {
    const catalog = { ...getCatalog(), promoCodes: [promo("FIVE", { maxUses: 5 })] };
    const answers = await Promise.all(
      // each in a day and window of its own: nothing but the code makes them wait for each other
      Array.from({ length: 20 }, (_, i) =>
        submitBooking(
          cleaningOnly(`2026-08-${String(1 + (i % 10)).padStart(2, "0")}`, { promoCode: "five", window: i < 10 ? "09:00" : "11:00" }),
          options({ catalog }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((a) => a.status === 400 && a.errors.promoCode))).toEqual(new Set([PROMO_USED_UP_MESSAGE]));
    const withCode = await storage.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM bookings WHERE promo_code = 'FIVE'");
    expect(Number(withCode[0]!.n)).toBe(5);
    // without the code, the same customer books at the full price
    const full = await submitBooking(cleaningOnly("2026-07-10"), options({ catalog }));
    expect(full.status).toBe(201);
  });

  it("a code once per customer: the same e-mail or the same phone is refused the second time", async () => {
    const catalog = { ...getCatalog(), promoCodes: [promo("ONCE", { oncePerCustomer: true })] };
    const first = cleaningOnly("2026-07-11", { promoCode: "ONCE" });
    expect((await submitBooking(first, options({ catalog }))).status).toBe(201);
    const sameEmail = await submitBooking(
      cleaningOnly("2026-07-12", { promoCode: "ONCE", email: String(first.email).toUpperCase() }),
      options({ catalog }),
    );
    expect(sameEmail.status === 400 && sameEmail.errors.promoCode).toBe(PROMO_USED_MESSAGE);
    const samePhone = await submitBooking(cleaningOnly("2026-07-12", { promoCode: "ONCE", phone: first.phone }), options({ catalog }));
    expect(samePhone.status === 400 && samePhone.errors.promoCode).toBe(PROMO_USED_MESSAGE);
    expect((await submitBooking(cleaningOnly("2026-07-12", { promoCode: "ONCE" }), options({ catalog }))).status).toBe(201);
  });

  it("a code outside its days is refused with its dates, and nothing is stored", async () => {
    const catalog = { ...getCatalog(), promoCodes: [promo("JUNE", { startsOn: "2026-06-01", endsOn: "2026-06-14" })] };
    const count = async () => Number((await storage.db.all<{ n: number }>("SELECT COUNT(*) AS n FROM bookings"))[0]!.n);
    const before = await count();
    const answer = await submitBooking(cleaningOnly("2026-07-13", { promoCode: "JUNE" }), options({ catalog }));
    expect(answer.status).toBe(400);
    expect(answer.status === 400 && answer.errors.promoCode).toBe(
      "The code JUNE ended on June 14, 2026. Please leave it empty.",
    );
    expect(await count()).toBe(before);
  });
});
