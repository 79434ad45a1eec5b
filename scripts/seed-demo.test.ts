import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findByPageToken, pageTokenOf, tokenHash } from "../app/booking/page-token.server.ts";
import { addDays } from "../app/domain/booking/dates.ts";
import { formatCents } from "../app/domain/money.ts";
import { priceOrder } from "../app/domain/pricing.ts";
import { type BookingRow, fromRow } from "../app/storage/bookings.server.ts";
import { reportBackfill } from "../app/storage/schema.ts";
import { openDatabase } from "../app/storage/sqlite.server.ts";
import { sqliteStorage, type Storage } from "../app/storage/storage.server.ts";
import {
  DAYS_AHEAD,
  DAYS_BACK,
  DEMO_ACTOR,
  DEMO_CREWS,
  demoBookings,
  demoDateRange,
  type DemoSummary,
  parseArgs,
  seedDemo,
} from "./seed-demo.ts";
import { arrivalWindowsOf } from "../app/domain/booking/windows.ts";
import { type Catalog, defaultCatalog, toMinutes, weekdayOf } from "../app/domain/catalog";
import { misfitsOf } from "../app/domain/planner.ts";
import { planningDay, weekDefaultsOf } from "../app/planning/planning.server.ts";

const dir = mkdtempSync(join(tmpdir(), "northstar-seed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fixed clock: the run is the same every time. */
const now = new Date("2026-06-15T17:30:00Z");
const { today, from, to } = demoDateRange(now);
const N = 500;

const open = (name: string) => sqliteStorage(openDatabase(join(dir, name)));
const count = async (storage: Storage, table: string) =>
  Number((await storage.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);

describe("npm run db:seed-demo", () => {
  it("refuses a database that holds bookings, and writes nothing", async () => {
    const storage = open("busy.sqlite");
    const priced = priceOrder({ lines: [{ service: "cleaning", tier: "2", addons: [] }] }, defaultCatalog());
    if (!priced.ok) throw new Error("fixture");
    const created = await storage.bookings.create({
      booking: {
        date: addDays(today, 3),
        windowStart: "09:00",
        windowEnd: "11:00",
        bundleId: null,
        lines: [{ service: "cleaning", tier: "2", addons: [] }],
        quote: priced.quote,
        promoCode: null,
        city: "dallas",
        address: "1 Real Customer Rd",
        zip: "75201",
        name: "Real Customer",
        phone: "(214) 555-0100",
        email: "real@example.com",
        notes: null,
      },
      capacity: 2,
      requireFirstOrder: false,
      now,
    });
    expect(created.kind).toBe("created");

    await expect(seedDemo(storage.db, { bookings: 20, now, where: "SQLite at busy.sqlite" })).rejects.toThrow(
      /SQLite at busy\.sqlite already holds 1 bookings: demo data goes into an empty database only.*Nothing was written/,
    );
    expect(await count(storage, "bookings")).toBe(1);
    expect(await count(storage, "booking_events")).toBe(0);
    await storage.close();
  });

  it("refuses a database that holds crews already (the owner's), and writes nothing", async () => {
    const storage = open("crews.sqlite");
    await storage.crews.create("Crew A", now);
    await expect(seedDemo(storage.db, { bookings: 20, now, where: "SQLite at crews.sqlite" })).rejects.toThrow(
      /already holds 1 crews: demo data goes into an empty database only/,
    );
    expect(await count(storage, "bookings")).toBe(0);
    expect(await count(storage, "crews")).toBe(1);
    await storage.close();
  });

  it("books only the windows and open days of the catalog in force, at its prices (issue 55)", async () => {
    const storage = open("catalog.sqlite");
    const first = defaultCatalog();
    // the owner's catalog: closed on Sundays, windows from 8:00 AM, the last ending by 5:00 PM
    const catalog: Catalog = {
      ...first,
      week: { ...first.week, openWeekdays: [1, 2, 3, 4, 5, 6], opens: "08:00", closes: "17:00" },
    };
    await storage.catalog.ensureFirst(catalog, now);
    await seedDemo(storage.db, { bookings: 300, now });
    const windows = arrivalWindowsOf(catalog.week).map((w) => `${w.start}-${w.end}`);
    expect(windows).toEqual(["08:00-10:00", "10:00-12:00", "12:00-14:00", "14:00-16:00"]);
    const rows = await storage.db.all<BookingRow>("SELECT * FROM bookings");
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => `${r.window_start}-${r.window_end}`))).toEqual(new Set(windows));
    expect(rows.filter((r) => weekdayOf(r.date) === 0)).toEqual([]);
    await storage.close();
  });

  describe(`seeds ${N} bookings into an empty database`, () => {
    let storage: Storage;
    let rows: BookingRow[];
    let events: { booking_id: number; at: string; actor: string; action: string; detail: string | null }[];
    let summary: DemoSummary;
    beforeAll(async () => {
      storage = open("demo.sqlite");
      summary = await seedDemo(storage.db, { bookings: N, now, where: "SQLite at demo.sqlite" });
      expect(summary.bookings).toBe(N);
      rows = await storage.db.all<BookingRow>("SELECT * FROM bookings ORDER BY id");
      events = await storage.db.all("SELECT booking_id, at, actor, action, detail FROM booking_events ORDER BY id");
      expect(summary.events).toBe(events.length);
    });
    afterAll(() => storage?.close());

    it("writes N bookings with ids in the order they were made, dates from a year back to six weeks ahead", () => {
      expect(rows).toHaveLength(N);
      expect(rows.map((r) => r.id)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
      expect([from, to]).toEqual([addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD)]);
      for (const r of rows) {
        expect(r.date >= from && r.date <= to).toBe(true);
        expect(r.created_at <= now.toISOString()).toBe(true);
        // booked 0-42 days ahead, never after the job
        const lead = (Date.parse(r.date) - Date.parse(r.created_at.slice(0, 10))) / 86_400_000;
        expect(lead).toBeGreaterThanOrEqual(0);
        expect(lead).toBeLessThanOrEqual(DAYS_AHEAD);
      }
      const ids = rows.map((r) => r.created_at);
      expect(ids).toEqual([...ids].sort());
      expect(rows.some((r) => r.date < addDays(today, -300))).toBe(true);
      expect(rows.some((r) => r.date >= today)).toBe(true);
    });

    it("books every job in one of the catalog's arrival windows", () => {
      const windows = arrivalWindowsOf(defaultCatalog().week).map((w) => `${w.start}-${w.end}`);
      for (const r of rows) expect(windows).toContain(`${r.window_start}-${r.window_end}`);
    });

    it("makes Crew A and Crew B with their weeks and plans the upcoming bookings onto them (issue 55)", async () => {
      const catalog = defaultCatalog();
      const crews = await storage.plans.weeks(weekDefaultsOf(catalog), today);
      expect(
        crews.map(({ name, days, starts, ends, services, timeOff }) => ({
          name,
          days,
          starts,
          ends,
          services,
          timeOff,
        })),
      ).toEqual(DEMO_CREWS.map((c) => ({ ...c, timeOff: [] })));
      // power washing on Sundays has no crew: Crew A rests, Crew B does not wash
      expect(crews.filter((c) => c.days.includes(0) && c.services.includes("power-washing"))).toEqual([]);
      // made now: the reports count them from this week
      expect((await storage.crews.list()).map((c) => c.createdAt)).toEqual([now.toISOString(), now.toISOString()]);
      expect(summary.crews).toEqual(["Crew A", "Crew B"]);

      type Planned = BookingRow & { crew_id: number | null; planned_start: string | null; job_minutes: number | null };
      const all = rows as Planned[];
      // the past was done before the crews existed
      expect(all.filter((r) => r.date < today && r.crew_id !== null)).toEqual([]);
      const open = all.filter((r) => r.date >= today && r.status !== "cancelled");
      const planned = open.filter((r) => r.crew_id !== null);
      // each drawn where a crew can do it (two crews for the demo's few jobs a day): every one planned
      expect(open.length).toBeGreaterThan(0);
      expect(planned).toEqual(open);
      expect([summary.planned, summary.unplaced]).toEqual([open.length, 0]);
      for (const r of planned) {
        const crew = crews.find((c) => c.id === Number(r.crew_id))!;
        const start = toMinutes(r.planned_start!);
        const services = new Set((JSON.parse(r.lines_json) as { service: string }[]).map((l) => l.service));
        expect(crew.days, r.reference).toContain(weekdayOf(r.date));
        for (const service of services) expect(crew.services, r.reference).toContain(service);
        // it starts in the customer's window, within the crew's day
        expect(start, r.reference).toBeGreaterThanOrEqual(toMinutes(r.window_start));
        expect(start, r.reference).toBeLessThan(toMinutes(r.window_end));
        expect(start, r.reference).toBeGreaterThanOrEqual(toMinutes(crew.starts));
        expect(start + Number(r.job_minutes), r.reference).toBeLessThanOrEqual(toMinutes(crew.ends));
      }
      // and each crew keeps its day as planned (no overlap, the drive between): the planner finds no misfit
      for (const date of new Set(planned.map((r) => r.date))) {
        const day = await planningDay(storage.plans, catalog, date, now, undefined, crews);
        const misfits = misfitsOf(crews, date, day.jobs, day.travel).misfits.filter((m) => m.job.crewId !== null);
        expect(misfits, date).toEqual([]);
      }
    });

    it("stores exactly what the site would have charged, and reads back through the repository's mapping", () => {
      const kinds = { multi: 0, bundle: 0, promo: 0, quote: 0 };
      for (const r of rows) {
        const booking = fromRow(r);
        const priced = priceOrder(
          {
            lines: booking.lines,
            bundleId: booking.bundleId ?? undefined,
            promoCode: booking.promoCode ?? undefined,
            isFirstOrder: true,
          },
          defaultCatalog(),
        );
        if (!priced.ok) throw new Error(`${r.reference}: ${JSON.stringify(priced.errors)}`);
        expect(booking.quote).toEqual(priced.quote);
        expect(Number(r.subtotal_cents)).toBe(priced.quote.subtotal);
        expect(r.discount_kind).toBe(priced.quote.discount?.kind ?? null);
        expect(Number(r.discount_cents)).toBe(priced.quote.discount?.amount ?? 0);
        expect(r.promo_code).toBe(priced.quote.appliedPromoCode);
        if (priced.quote.isQuote) {
          kinds.quote++;
          // a quote request has the owner's price once it was priced (and only then)
          const pricedEvents = events.filter((e) => e.booking_id === r.id && e.action === "priced");
          expect(pricedEvents.map((e) => e.detail)).toEqual(
            booking.totalCents === null ? [] : [formatCents(booking.totalCents)],
          );
        } else expect(booking.totalCents).toBe(priced.quote.total);
        if (r.bundle_id) kinds.bundle++;
        else if (booking.lines.length > 1) kinds.multi++;
        if (r.discount_kind === "promo") kinds.promo++;
      }
      // about 10% multi-service, 5% bundles, 5% promo, 2% quote requests
      expect(kinds.multi).toBeGreaterThan(N * 0.05);
      expect(kinds.multi).toBeLessThan(N * 0.16);
      expect(kinds.bundle).toBeGreaterThan(N * 0.02);
      expect(kinds.bundle).toBeLessThan(N * 0.09);
      expect(kinds.promo).toBeGreaterThan(N * 0.02);
      expect(kinds.promo).toBeLessThan(N * 0.09);
      expect(kinds.quote).toBeGreaterThan(0);
      expect(kinds.quote).toBeLessThan(N * 0.05);
      // the services' mix: cleaning, then junk removal, then power washing
      const first = (service: string) => rows.filter((r) => fromRow(r).lines[0]!.service === service).length;
      expect(first("cleaning")).toBeGreaterThan(first("junk-removal"));
      expect(first("junk-removal")).toBeGreaterThan(first("power-washing"));
    });

    it("gives past jobs completed or cancelled, upcoming ones requested, confirmed or cancelled, with their history", () => {
      const past = rows.filter((r) => r.date < today);
      const upcoming = rows.filter((r) => r.date >= today);
      expect(new Set(past.map((r) => r.status))).toEqual(new Set(["completed", "cancelled"]));
      for (const r of upcoming) expect(["requested", "confirmed", "cancelled"]).toContain(r.status);
      const cancelled = past.filter((r) => r.status === "cancelled").length / past.length;
      expect(cancelled).toBeGreaterThan(0.03);
      expect(cancelled).toBeLessThan(0.15);

      expect(new Set(events.map((e) => e.actor))).toEqual(new Set([DEMO_ACTOR]));
      for (const r of rows) {
        const history = events.filter((e) => e.booking_id === r.id);
        const actions = history.map((e) => e.action).filter((a) => a !== "priced" && a !== "payment recorded");
        const expected = {
          requested: [[]],
          confirmed: [["confirmed"]],
          completed: [["confirmed", "completed"]],
          cancelled: [["cancelled"], ["confirmed", "cancelled"]],
        }[r.status]!;
        expect(expected).toContainEqual(actions);
        for (const e of history) {
          expect(e.at >= r.created_at && e.at <= now.toISOString()).toBe(true);
          if (e.action === "confirmed") expect(e.detail).toBe("requested → confirmed");
        }
        expect(history.map((e) => e.at)).toEqual(history.map((e) => e.at).sort());
        // finished jobs are paid (by phone) in full, recorded in their history; nothing else is paid
        const paid = r.status === "completed" && r.total_cents !== null;
        expect([r.payment_status, Number(r.paid_cents)]).toEqual(
          paid ? ["paid", Number(r.total_cents)] : ["unpaid", 0],
        );
        expect(history.filter((e) => e.action === "payment recorded")).toHaveLength(paid ? 1 : 0);
        expect([Number(r.refunded_cents), Number(r.refund_due_cents), r.hold_until]).toEqual([0, 0, null]);
      }
    });

    it("has returning customers (the same e-mail and phone, later), and the promo only on a first order", () => {
      const byEmail = Map.groupBy(rows, (r) => r.email_normalized);
      const returning = [...byEmail.values()].filter((list) => list.length > 1);
      expect(returning.length / byEmail.size).toBeGreaterThan(0.1);
      expect(returning.length / byEmail.size).toBeLessThan(0.45);
      // one phone per customer and one customer per phone: the reports know a customer by either
      expect(new Set(rows.map((r) => r.phone_digits)).size).toBe(byEmail.size);
      for (const list of byEmail.values()) {
        expect(new Set(list.map((r) => `${r.name} ${r.phone}`)).size).toBe(1);
        for (const later of list.slice(1)) {
          expect(later.promo_code).toBeNull();
          expect(later.date > list[0]!.date).toBe(true);
        }
      }
    });

    it("keeps the reports' columns and lines as the server and the migration make them", async () => {
      const snapshot = async () => ({
        bookings: await storage.db.all("SELECT id, created_on, returning_customer FROM bookings ORDER BY id"),
        lines: await storage.db.all("SELECT * FROM booking_lines ORDER BY booking_id, position"),
      });
      const seeded = await snapshot();
      expect(seeded.lines.length).toBeGreaterThanOrEqual(N);
      expect(seeded.bookings.filter((b) => (b as { returning_customer: number }).returning_customer === 1).length).toBe(
        rows.length - new Set(rows.map((r) => r.email_normalized)).size,
      );
      await storage.db.transaction(async (tx) => {
        await tx.run("DELETE FROM booking_lines");
        await tx.run("UPDATE bookings SET created_on = NULL, returning_customer = 0");
        for (const statement of reportBackfill("sqlite")) await tx.run(statement);
      });
      expect(await snapshot()).toEqual(seeded);
    });

    it("is clearly fictional, e-mails no one, reviews nothing and creates no owner", async () => {
      for (const r of rows) {
        expect(r.email).toMatch(/@example\.com$/);
        expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
        expect(r.zip).toMatch(/^\d{5}$/);
      }
      expect(await count(storage, "outbox")).toBe(0);
      expect(await count(storage, "reviews")).toBe(0);
      expect(await count(storage, "owners")).toBe(0);
      expect(await count(storage, "idempotency_keys")).toBe(0);
    });

    it("opens the seeded bookings' pages", async () => {
      for (const r of rows.filter((_, i) => i % 25 === 0)) {
        expect(r.token_hash).toBe(tokenHash(pageTokenOf(r.reference)));
        expect((await storage.bookings.findByTokenHash(r.token_hash))?.id).toBe(r.id);
        expect((await findByPageToken(storage.bookings, pageTokenOf(r.reference)))?.reference).toBe(r.reference);
      }
    });

    it("refuses to seed the same database again", async () => {
      await expect(seedDemo(storage.db, { bookings: 5, now })).rejects.toThrow(/already holds 500 bookings/);
      expect(await count(storage, "bookings")).toBe(N);
    });
  });

  it("makes the same bookings for the same seed and day, others for another seed", () => {
    const run = (seed: number) => [...demoBookings({ bookings: 60, seed, now, tokenHashOf: (r) => r })];
    expect(run(7)).toEqual(run(7));
    expect(run(8).map((b) => b.row.reference)).not.toEqual(run(7).map((b) => b.row.reference));
  });

  it("reads its command line", () => {
    expect(parseArgs([])).toEqual({ bookings: 2_000, seed: 28 });
    expect(parseArgs(["--bookings", "100000", "--seed=3"])).toEqual({ bookings: 100_000, seed: 3 });
    expect(parseArgs(["--bookings=100_000"])).toEqual({ bookings: 100_000, seed: 28 });
    expect(parseArgs(["--bookings", "0"])).toHaveProperty("error");
    expect(parseArgs(["--bookings"])).toHaveProperty("error");
    expect(parseArgs(["--owners", "1"])).toHaveProperty("error");
  });
});
