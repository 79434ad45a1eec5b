/**
 * The reports' figures against a small, hand-computed fixture, on SQLite and PostgreSQL (docs/decisions/0033):
 * revenue, counts per service, tier and city, the heat map's cells, cancellations, new and returning customers, the
 * lead time in Chicago days (a booking made at 23:30 in Chicago on the last day of a month), the period before.
 */
import { describe, expect, it } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import type { Db } from "./db.server";
import { reportBackfill } from "./schema";
import { newBooking } from "../../tests/support/new-booking";
import { rescheduleChange, statusChange } from "../booking/service.server";
import type { Storage } from "./storage.server";
import type { AgendaOnly } from "../domain/reports";

const { backends } = bothDatabases("reports");

type Fixture = {
  ref: string;
  date: string;
  window: string;
  status: string;
  city: string;
  email: string;
  createdAt: string;
  lines: { service: string; tier: string; tierLabel: string; tierPrice: number | null; addons: { total: number }[] }[];
  total: number | null;
  discount?: "promo" | "bundle" | null;
  paid?: number;
  refunded?: number;
};

const line = (service: string, tier: string, tierPrice: number | null, addon = 0) => ({
  service,
  tier,
  tierLabel: tier,
  tierPrice,
  addons: addon ? [{ total: addon }] : [],
});

const FIXTURE: Fixture[] = [
  // prettier-ignore
  { ref: "NS-AAAAA1", date: "2026-11-02", window: "09:00", status: "completed", city: "plano", email: "a@x.test", createdAt: "2026-10-30T15:00:00Z", lines: [line("cleaning", "2", 20000, 2500)], total: 22500, paid: 22500 },
  // booked at 23:30 in Chicago on October 31 (04:30 UTC on November 1): two days ahead
  {
    ref: "NS-AAAAA2",
    date: "2026-11-02",
    window: "09:00",
    status: "confirmed",
    city: "dallas",
    email: "b@x.test",
    createdAt: "2026-11-01T04:30:00Z",
    lines: [line("junk-removal", "medium", 17500)],
    total: 17500,
  },
  {
    ref: "NS-AAAAA3",
    date: "2026-11-30",
    window: "15:00",
    status: "completed",
    city: "plano",
    email: "a@x.test",
    createdAt: "2026-11-20T18:00:00Z",
    lines: [line("cleaning", "3", 25000)],
    total: 21250,
    discount: "promo",
    paid: 21250,
  },
  {
    ref: "NS-AAAAA4",
    date: "2026-11-15",
    window: "11:00",
    status: "cancelled",
    city: "dallas",
    email: "c@x.test",
    createdAt: "2026-11-14T15:00:00Z",
    lines: [line("power-washing", "small", 10000)],
    total: 10000,
    paid: 10000,
    refunded: 10000,
  },
  {
    ref: "NS-AAAAA5",
    date: "2026-11-10",
    window: "11:00",
    status: "expired",
    city: "dallas",
    email: "d@x.test",
    createdAt: "2026-11-09T15:00:00Z",
    lines: [line("cleaning", "1", 15000)],
    total: 15000,
  },
  {
    ref: "NS-AAAAA6",
    date: "2026-12-01",
    window: "09:00",
    status: "completed",
    city: "plano",
    email: "e@x.test",
    createdAt: "2026-11-25T15:00:00Z",
    lines: [line("cleaning", "1", 15000)],
    total: 15000,
  },
  {
    ref: "NS-AAAAA7",
    date: "2026-10-31",
    window: "09:00",
    status: "completed",
    city: "dallas",
    email: "f@x.test",
    createdAt: "2026-10-20T15:00:00Z",
    lines: [line("cleaning", "1", 15000)],
    total: 15000,
  },
  {
    ref: "NS-AAAAA8",
    date: "2026-11-20",
    window: "11:00",
    status: "requested",
    city: "frisco",
    email: "g@x.test",
    createdAt: "2026-11-19T16:00:00Z",
    lines: [line("cleaning", "custom", null)],
    total: null,
  },
];

async function insert(db: Db, f: Fixture) {
  await db.run(
    `INSERT INTO bookings (reference, token_hash, status, date, window_start, window_end, lines_json, quote_json,
       subtotal_cents, discount_kind, total_cents, city, address, zip, name, phone, phone_digits, email,
       email_normalized, created_at, paid_cents, refunded_cents)
     VALUES (?, ?, ?, ?, ?, ?, '[]', ?, 0, ?, ?, ?, 'x', '75000', 'N', '0', ?, ?, ?, ?, ?, ?)`,
    [
      f.ref,
      `hash-${f.ref}`,
      f.status,
      f.date,
      f.window,
      "23:00",
      JSON.stringify({ lines: f.lines, bundle: null }),
      f.discount ?? null,
      f.total,
      f.city,
      `digits-${f.email}`,
      f.email,
      f.email,
      f.createdAt,
      f.paid ?? 0,
      f.refunded ?? 0,
    ],
  );
}

for (const [name, make] of Object.entries(backends)) {
  describe(`reports on ${name}`, () => {
    it("November 2026 of the fixture, figure by figure", async () => {
      const storage = await make();
      const db = storage.db;
      for (const f of FIXTURE) await insert(db, f);
      // rows written by hand, as before the reports' own columns: the migration's statements derive them
      for (const statement of reportBackfill(db.dialect)) await db.run(statement);
      const nov = await storage.reports.figures("2026-11-01", "2026-11-30");
      expect(nov.totals).toEqual({
        bookings: 5, // the expired one is not a booking; December's and October's are other months
        cancelled: 1,
        priced: 3,
        quotes: 1,
        bookedCents: 22500 + 17500 + 21250,
        paidCents: 22500 + 21250 + 10000,
        refundedCents: 10000,
        promo: 1,
        bundles: 0,
        returning: 1, // a@x.test booked in October for November 2, then again
        newCustomers: 4,
      });
      // every total links to the bookings it counts: the agenda's "only" filter lists exactly those
      const listed = async (only: AgendaOnly) =>
        (await storage.dashboard.agenda("2026-11-15", { from: "2026-11-01", to: "2026-11-30", only }, null, 100))
          .bookings;
      expect((await listed("paid")).map((b) => b.reference).sort()).toEqual(["NS-AAAAA1", "NS-AAAAA3", "NS-AAAAA4"]);
      expect((await listed("paid")).reduce((sum, b) => sum + b.payment.paidCents, 0)).toBe(nov.totals.paidCents);
      expect((await listed("refunded")).reduce((sum, b) => sum + b.payment.refundedCents, 0)).toBe(
        nov.totals.refundedCents,
      );
      expect((await listed("new")).length).toBe(nov.totals.newCustomers);
      expect((await listed("returning")).map((b) => b.email)).toEqual(["a@x.test"]);
      expect((await listed("promo")).length).toBe(nov.totals.promo);
      expect(await listed("bundle")).toEqual([]);
      expect((await listed("quote")).map((b) => b.totalCents)).toEqual([null]);
      // each row by service and tier, and each lead-time bucket, lists the bookings it counts
      const november = { from: "2026-11-01", to: "2026-11-30" };
      const agendaOf = async (filters: Parameters<typeof storage.dashboard.agenda>[1]) =>
        (await storage.dashboard.agenda("2026-11-15", { ...november, ...filters }, null, 100)).bookings;
      for (const row of nov.byService)
        expect((await agendaOf({ service: row.service, tier: row.tier, status: "counted" })).length, row.tier).toBe(
          row.count,
        );
      expect((await agendaOf({ service: "cleaning", tier: "3", status: "counted" })).map((b) => b.reference)).toEqual([
        "NS-AAAAA3",
      ]);
      for (const [bucket, count] of nov.leadBuckets.entries())
        expect((await agendaOf({ lead: bucket })).length, `lead bucket ${bucket}`).toBe(count);
      expect(nov.byCity).toEqual([
        { city: "plano", count: 2, bookedCents: 43750 },
        { city: "dallas", count: 1, bookedCents: 17500 },
        { city: "frisco", count: 1, bookedCents: 0 },
      ]);
      expect(nov.byService).toEqual(
        expect.arrayContaining([
          { service: "cleaning", tier: "2", tierLabel: "2", count: 1, listCents: 22500 },
          { service: "cleaning", tier: "3", tierLabel: "3", count: 1, listCents: 25000 },
          { service: "cleaning", tier: "custom", tierLabel: "custom", count: 1, listCents: 0 },
          { service: "junk-removal", tier: "medium", tierLabel: "medium", count: 1, listCents: 17500 },
        ]),
      );
      expect(nov.byService).toHaveLength(4);
      expect(new Set(nov.byWeekdayWindow.map((c) => `${c.weekday}:${c.window}:${c.booked}`))).toEqual(
        new Set(["1:09:00:2", "1:15:00:1", "5:11:00:1"]),
      );
      // lead: 3 and 2 days (2-3), 10 days (8-14), 1 day twice (same or next day)
      expect(nov.leadBuckets).toEqual([2, 2, 0, 1, 0, 0]);

      const oct = await storage.reports.figures("2026-10-01", "2026-10-31");
      expect(oct.totals).toMatchObject({ bookings: 1, bookedCents: 15000, cancelled: 0 });
    });

    it("keeps each booking's report data as it is made and changed, as the migration derives it", async () => {
      const storage = await make();
      const made = async (booking: ReturnType<typeof newBooking>, now: string) => {
        const result = await storage.bookings.create({
          booking,
          capacity: 5,
          requireFirstOrder: false,
          now: new Date(now),
        });
        if (result.kind !== "created") throw new Error(result.kind);
        return result.booking.id;
      };
      const two = [
        { service: "cleaning" as const, tier: "2", addons: [{ id: "refrigerator", quantity: 1 }] },
        { service: "junk-removal" as const, tier: "small", addons: [] },
      ];
      // 23:30 in Chicago on October 31: booked "on" October 31
      const first = await made(newBooking("2026-11-02", "09:00", { email: "same@x.test" }), "2026-11-01T04:30:00Z");
      const again = await made(newBooking("2026-11-20", "11:00", { email: "SAME@x.test" }), "2026-11-05T15:00:00Z");
      const other = await made(newBooking("2026-11-21", "13:00", { lines: two }), "2026-11-06T15:00:00Z");
      const now = new Date("2026-11-07T15:00:00Z");
      const moved = rescheduleChange({
        id: again,
        actor: "owner",
        now,
        capacity: 5,
        date: "2026-12-03",
        windowStart: "07:00",
        windowEnd: "09:00",
      });
      expect((await storage.bookings.apply(moved)).kind).toBe("changed");
      expect(
        (await storage.bookings.apply(statusChange({ id: other, actor: "owner", now, to: "cancelled" }))).kind,
      ).toBe("changed");

      const kept = await reportData(storage);
      expect(kept.bookings).toEqual([
        { id: first, created_on: "2026-10-31", returning_customer: 0 },
        { id: again, created_on: "2026-11-05", returning_customer: 1 },
        { id: other, created_on: "2026-11-06", returning_customer: 0 },
      ]);
      expect(kept.lines.map((l) => [l.booking_id, l.date, l.counted, l.service])).toEqual([
        [first, "2026-11-02", 1, "cleaning"],
        [again, "2026-12-03", 1, "cleaning"],
        [other, "2026-11-21", 0, "cleaning"],
        [other, "2026-11-21", 0, "junk-removal"],
      ]);
      expect(Number(kept.lines[2]!.list_cents)).toBeGreaterThan(Number(kept.lines[0]!.list_cents)); // the add-on counts

      await storage.db.run("DELETE FROM booking_lines");
      await storage.db.run("UPDATE bookings SET created_on = NULL, returning_customer = 0");
      for (const statement of reportBackfill(storage.db.dialect)) await storage.db.run(statement);
      expect(await reportData(storage)).toEqual(kept);
    });
  });
}

async function reportData(storage: Storage) {
  const bookings = await storage.db.all<{ id: number; created_on: string; returning_customer: number }>(
    "SELECT id, created_on, returning_customer FROM bookings ORDER BY id",
  );
  const lines = await storage.db.all<Record<string, string | number>>(
    "SELECT * FROM booking_lines ORDER BY booking_id, position",
  );
  const numbers = <T extends Record<string, unknown>>(row: T) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        typeof v === "string" && /^\d+$/.test(v) && k !== "tier" ? Number(v) : v,
      ]),
    );
  return { bookings: bookings.map(numbers), lines: lines.map(numbers) };
}
