/**
 * The rest of the storage contract (docs/decisions/0014), on SQLite and on a real PostgreSQL server started here:
 * owner accounts and sessions, the dashboard's queries, and the rate-limit counters. The bookings and the outbox have
 * their own contract suite (bookings.contract.server.test.ts).
 */
import { createHash, randomBytes, scrypt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { unitPostgres, type UnitPostgres } from "../../tests/support/unit-postgres";
import { bookingLimiter } from "../booking/limits.server";
import { noteChange, statusChange } from "../booking/service.server";
import { COUNTED_FILTER } from "../domain/reports";
import { SECOND_STEP_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./owners.server";
import type { Db } from "./db.server";
import { createPgPool, pgDb } from "./postgres.server";
import { openDatabase, sqliteDb } from "./sqlite.server";
import { isUnreachable, pgStorage, type Storage, sqliteStorage } from "./storage.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-storage-"));
let postgres: UnitPostgres;
const opened: Storage[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  postgres = await unitPostgres();
}, 60_000);

afterAll(async () => {
  await Promise.all(opened.map((s) => s.close().catch(() => {})));
  await Promise.all(pools.map((p) => p.end().catch(() => {})));
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let made = 0;
/** A fresh, empty database of each kind; `open` gives a second "instance" on the same database. */
const backends: Record<string, () => Promise<{ storage: Storage; open: () => Promise<Storage>; db: Db }>> = {
  SQLite: async () => {
    const file = join(dir, `s${++made}.sqlite`);
    const open = async () => {
      const s = sqliteStorage(openDatabase(file));
      opened.push(s);
      return s;
    };
    return { storage: await open(), open, db: sqliteDb(openDatabase(file)) };
  },
  PostgreSQL: async () => {
    const url = await postgres.newDatabase();
    const open = async () => {
      const s = pgStorage(createPgPool(url, 5));
      opened.push(s);
      await s.migrate();
      return s;
    };
    const storage = await open();
    const pool = createPgPool(url, 2);
    pools.push(pool);
    return { storage, open, db: pgDb(pool) };
  },
};

const booking = newBooking;

for (const [name, make] of Object.entries(backends)) {
  describe(`Storage on ${name}`, () => {
    it("owner accounts: a real e-mail, 12+ characters, one account per e-mail (even when added twice at once)", async () => {
      const { owners } = (await make()).storage;
      await expect(owners.add("boss@example.com", "short")).rejects.toThrow(/at least 12/);
      await expect(owners.add("not-an-email", "long enough password")).rejects.toThrow(/not an e-mail/);
      const both = await Promise.allSettled([
        owners.add("Boss@Example.com", "long enough password"),
        owners.add("boss@example.com ", "long enough password"),
      ]);
      expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(both.find((r) => r.status === "rejected")?.reason).toMatchObject({ message: /already exists/ });
      expect((await owners.list()).map((o) => o.email)).toEqual(["boss@example.com"]);
      expect(await owners.authenticate("BOSS@example.com ", "long enough password")).toMatchObject({
        email: "boss@example.com",
      });
      expect(await owners.authenticate("boss@example.com", "wrong password!!")).toBeNull();
      expect(await owners.authenticate("nobody@example.com", "long enough password")).toBeNull();
      await owners.add("temp@example.com", "long enough password");
      expect(await owners.remove("temp@example.com")).toBe(true);
      expect(await owners.remove("temp@example.com")).toBe(false);
    }, 60_000);

    it("sessions end on sign-out, 8 hours idle and 7 days after sign-in; a request keeps one alive; another instance sees them", async () => {
      const { storage, open } = await make();
      const other = (await open()).owners;
      const owners = storage.owners;
      const owner = await owners.add("boss@example.com", "long enough password");
      const t0 = new Date("2026-06-15T08:00:00Z");
      const id = await owners.createSession(owner.id, "signed-in", t0);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const later = new Date(t0.getTime() + SESSION_IDLE_MS - 1000);
      expect((await other.touchSession(id, later))?.owner.email).toBe("boss@example.com");
      const stillAlive = new Date(later.getTime() + SESSION_IDLE_MS - 1000);
      expect(await owners.touchSession(id, stillAlive)).toMatchObject({ stage: "signed-in" });
      expect(await other.touchSession(id, new Date(stillAlive.getTime() + SESSION_IDLE_MS + 1000))).toBeNull();
      expect(await owners.touchSession(id, stillAlive)).toBeNull(); // ended for good
      const second = await owners.createSession(owner.id, "signed-in", t0);
      await other.endSession(second);
      expect(await owners.touchSession(second, t0)).toBeNull();

      // Used every 4 hours, a session still ends 7 days after its sign-in.
      const busy = await owners.createSession(owner.id, "signed-in", t0);
      let t = t0.getTime();
      while (t + 4 * 3600_000 - t0.getTime() <= SESSION_ABSOLUTE_MS) {
        t += 4 * 3600_000;
        expect(await owners.touchSession(busy, new Date(t))).not.toBeNull();
      }
      expect(await owners.touchSession(busy, new Date(t0.getTime() + SESSION_ABSOLUTE_MS + 60_000))).toBeNull();

      // A session that gave its password only has 10 minutes for the second factor.
      const half = await owners.createSession(owner.id, "password", t0);
      expect(await owners.touchSession(half, new Date(t0.getTime() + SECOND_STEP_MS - 1000))).toMatchObject({
        stage: "password",
      });
      expect(await owners.touchSession(half, new Date(t0.getTime() + SECOND_STEP_MS + 1000))).toBeNull();
    });

    it("a session's id is kept only as its SHA-256; signing out elsewhere ends the others; ended sessions are swept", async () => {
      const { storage, db } = await make();
      const owners = storage.owners;
      const boss = await owners.add("boss@example.com", "long enough password");
      const crew = await owners.add("crew@example.com", "long enough password");
      const t0 = new Date("2026-06-15T08:00:00Z");
      const here = await owners.createSession(boss.id, "signed-in", t0);
      const laptop = await owners.createSession(boss.id, "signed-in", t0);
      const theirs = await owners.createSession(crew.id, "signed-in", t0);
      const stored = (await db.all<{ id: string }>("SELECT id FROM sessions")).map((r) => r.id);
      expect(stored).toHaveLength(3);
      for (const raw of [here, laptop, theirs]) {
        expect(stored).not.toContain(raw);
        expect(stored).toContain(createHash("sha256").update(raw).digest("hex"));
      }
      expect(await owners.countSessions(boss.id, t0)).toBe(2);
      expect(await owners.endOtherSessions(boss.id, here)).toBe(1);
      expect(await owners.touchSession(laptop, t0)).toBeNull();
      expect(await owners.touchSession(here, t0)).not.toBeNull();
      expect(await owners.touchSession(theirs, t0)).not.toBeNull();

      await owners.createSession(crew.id, "password", t0);
      const nineHours = new Date(t0.getTime() + 9 * 3600_000);
      const fresh = await owners.createSession(crew.id, "signed-in", nineHours);
      expect(await owners.sweepSessions(nineHours)).toBe(3);
      expect((await db.all("SELECT id FROM sessions")).length).toBe(1);
      expect(await owners.touchSession(fresh, nineHours)).not.toBeNull();
    });

    it("passwords: an old, weaker hash is replaced at the next sign-in; a new password ends every session", async () => {
      // the hashing itself: at the full cost, not the suite's SCRYPT_TEST_N (README, Tests)
      vi.stubEnv("SCRYPT_TEST_N", undefined);
      const { storage, db } = await make();
      const owners = storage.owners;
      const owner = await owners.add("boss@example.com", "long enough password");
      const weak = await new Promise<string>((resolve, reject) => {
        const salt = randomBytes(16);
        scrypt("long enough password", salt, 32, { N: 16384, r: 8, p: 1 }, (error, key) =>
          error
            ? reject(error)
            : resolve(["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$")),
        );
      });
      await db.run("UPDATE owners SET password_hash = ? WHERE id = ?", [weak, owner.id]);
      expect(await owners.authenticate("boss@example.com", "wrong password!!")).toBeNull();
      expect((await owners.findByEmail("boss@example.com"))?.passwordHash).toBe(weak);
      expect(await owners.authenticate("boss@example.com", "long enough password")).not.toBeNull();
      const upgraded = (await owners.findByEmail("boss@example.com"))?.passwordHash ?? "";
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await owners.authenticate("boss@example.com", "long enough password")).not.toBeNull();

      const session = await owners.createSession(owner.id);
      expect(await owners.setPassword("boss@example.com", "a new long password")).toBe(true);
      expect(await owners.touchSession(session)).toBeNull();
      expect(await owners.authenticate("boss@example.com", "long enough password")).toBeNull();
      expect(await owners.authenticate("boss@example.com", "a new long password")).not.toBeNull();
      expect(await owners.setPassword("nobody@example.com", "a new long password")).toBe(false);
      vi.unstubAllEnvs();
    }, 60_000);

    it("the second factor: a secret per enrolling session, enabled once with its link; each time step and recovery code used once; reset removes it", async () => {
      const { storage } = await make();
      const owners = storage.owners;
      const owner = await owners.add("boss@example.com", "long enough password");
      let made = 0;
      const make1 = () => `SECRET${++made}`;
      const notice = (subject: string) => ({
        key: `security.${subject}`,
        event: "security" as const,
        audience: "owner" as const,
        to: owner.email,
        toName: null,
        subject,
        text: subject,
        html: subject,
        ics: null,
        dueAt: new Date().toISOString(),
      });
      const notices = async () =>
        (
          await storage.db.all<{ subject: string }>("SELECT subject FROM outbox WHERE event = 'security' ORDER BY id")
        ).map((r) => r.subject);
      // Two sessions that gave the password each see a secret of their own, kept with the session.
      const mine = await owners.createSession(owner.id, "password");
      const theirs = await owners.createSession(owner.id, "password");
      const mySecret = await owners.sessionTotpSecret(mine, make1);
      expect(await owners.sessionTotpSecret(mine, make1)).toBe(mySecret);
      const theirSecret = await owners.sessionTotpSecret(theirs, make1);
      expect(theirSecret).not.toBe(mySecret);
      // The link: one per owner, a new one replaces the old; only valid for 24 hours.
      const old = await owners.newEnrolmentLink(owner.id);
      const link = await owners.newEnrolmentLink(owner.id);
      expect(await owners.enrolmentLinkOwner(old)).toBeNull();
      expect((await owners.enrolmentLinkOwner(link))?.ownerId).toBe(owner.id);
      expect(await owners.enrolmentLinkOwner(link, new Date(Date.now() + 24 * 3600_000 + 1000))).toBeNull();
      const enrolment = (sessionId: string, secret: string, linkToken: string | null) => ({
        sessionId,
        secret,
        linkToken,
        notice: notice(`set up by ${secret}`),
      });
      expect(await owners.enableTotp(owner.id, enrolment(mine, theirSecret, link), 100, ["h1"])).toBe(false); // not its secret
      expect(await owners.enableTotp(owner.id, enrolment(mine, mySecret, old), 100, ["h1"])).toBe(false); // replaced link
      expect(await notices()).toEqual([]);
      expect(await owners.enableTotp(owner.id, enrolment(mine, mySecret, link), 100, ["h1", "h2"])).toBe(true);
      expect(await owners.enrolmentLinkOwner(link)).toBeNull(); // used up
      expect(await owners.enableTotp(owner.id, enrolment(theirs, theirSecret, null), 100, ["h3"])).toBe(false);
      expect(await owners.totpSecret(owner.id)).toBe(mySecret);
      expect(await notices()).toEqual([`set up by ${mySecret}`]);
      expect((await owners.list())[0]?.mfa).toBe(true);
      expect(await owners.claimTotpStep(owner.id, 100)).toBe(false); // the enrolment's own code
      const claims = await Promise.all([owners.claimTotpStep(owner.id, 101), owners.claimTotpStep(owner.id, 101)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await owners.claimTotpStep(owner.id, 100)).toBe(false);
      expect(await owners.recoveryCodesLeft(owner.id)).toBe(2);
      expect(
        await owners.useRecoveryCode(owner.id, "h1", new Date(), (left) => notice(`code used, ${left} left`)),
      ).toBe(true);
      expect(await owners.useRecoveryCode(owner.id, "h1", new Date(), () => notice("again"))).toBe(false);
      expect(await owners.useRecoveryCode(owner.id, "nope")).toBe(false);
      expect(await owners.recoveryCodesLeft(owner.id)).toBe(1);
      expect(await notices()).toEqual([`set up by ${mySecret}`, "code used, 1 left"]);
      const session = await owners.createSession(owner.id);
      expect(await owners.resetMfa("boss@example.com", () => notice("reset"))).toBe(true);
      expect(await owners.totpSecret(owner.id)).toBeNull();
      expect(await owners.recoveryCodesLeft(owner.id)).toBe(0);
      expect(await owners.touchSession(session)).toBeNull();
      expect(await notices()).toEqual([`set up by ${mySecret}`, "code used, 1 left", "reset"]);
      // A new password ends an enrolment link not yet used.
      const pending = await owners.newEnrolmentLink(owner.id);
      expect(await owners.setPassword("boss@example.com", "another long password")).toBe(true);
      expect(await owners.enrolmentLinkOwner(pending)).toBeNull();
    });

    it("the dashboard's agenda: upcoming or past, by status, city and service, and a search", async () => {
      const { storage } = await make();
      const add = async (b: ReturnType<typeof booking>) => {
        const result = await storage.bookings.create({ booking: b, capacity: 5, requireFirstOrder: false });
        if (result.kind !== "created") throw new Error(result.kind);
        return result.booking;
      };
      const past = await add(booking("2026-06-01", "09:00"));
      const a = await add(booking("2026-06-20", "13:00", { name: "Ada O'Brien_50%", email: "ada@example.com" }));
      const b = await add(
        booking("2026-06-20", "09:00", {
          city: "plano",
          lines: [{ service: "junk-removal", tier: "medium", addons: [] }],
        }),
      );
      const c = await add(booking("2026-06-22", "11:00", { phone: "(972) 555-0199" }));
      await storage.bookings.apply(
        statusChange({ id: c.id, to: "confirmed", actor: "boss@example.com", now: new Date() }),
      );
      const refs = (page: { bookings: { reference: string }[] }) => page.bookings.map((r) => r.reference);
      const bookingByReference = (reference: string) => storage.bookings.findByReference(reference);

      expect(refs(await storage.dashboard.agenda("2026-06-10", {}))).toEqual([b.reference, a.reference, c.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { past: true }))).toEqual([past.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { status: "confirmed" }))).toEqual([c.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { city: "plano" }))).toEqual([b.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { service: "junk-removal" }))).toEqual([b.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { service: "cleaning" }))).toEqual([
        a.reference,
        c.reference,
      ]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { q: "o'brien_50%" }))).toEqual([a.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { q: "a_a" }))).toEqual([]); // "_" is no wildcard ("ada@…")
      expect(refs(await storage.dashboard.agenda("2026-06-10", { q: "ADA@EXAMPLE" }))).toEqual([a.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { q: "555-0199" }))).toEqual([c.reference]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { q: b.reference.toLowerCase() }))).toEqual([
        b.reference,
      ]);

      // a cell of the reports' heat map: June 20, 2026 is a Saturday; "counted" leaves out the cancelled
      const june = { from: "2026-06-01", to: "2026-06-30" };
      expect(refs(await storage.dashboard.agenda("2026-06-10", { ...june, weekday: 6 }))).toEqual([
        b.reference,
        a.reference,
      ]);
      expect(refs(await storage.dashboard.agenda("2026-06-10", { ...june, weekday: 6, window: "13:00" }))).toEqual([
        a.reference,
      ]);
      await storage.bookings.apply(
        statusChange({ id: a.id, to: "cancelled", actor: "boss@example.com", now: new Date() }),
      );
      expect(refs(await storage.dashboard.agenda("2026-06-10", { ...june, status: COUNTED_FILTER }))).toEqual([
        past.reference,
        b.reference,
        c.reference,
      ]);

      expect((await bookingByReference(a.reference.toLowerCase()))?.name).toBe("Ada O'Brien_50%");
      expect(await bookingByReference("NS-NOPE00")).toBeNull();
      expect((await storage.dashboard.bookingsBetween("2026-06-01", "2026-06-20")).map((r) => r.reference)).toEqual([
        past.reference,
        b.reference,
        a.reference,
      ]);
    });

    it("a note is kept and recorded in the history; capacity changes list the bookings they affect", async () => {
      const { storage } = await make();
      const bookingByReference = (reference: string) => storage.bookings.findByReference(reference);
      const setInternalNote = (id: number, note: string, actor: string, now: Date) =>
        storage.bookings.apply(noteChange({ id, note, actor, now }));
      const created = await storage.bookings.create({
        booking: booking("2026-07-01", "09:00"),
        capacity: 2,
        requireFirstOrder: false,
      });
      if (created.kind !== "created") throw new Error(created.kind);
      const { id, reference } = created.booking;
      await setInternalNote(id, "  gate code 4411  ", "boss@example.com", new Date("2026-06-15T10:00:00Z"));
      expect((await bookingByReference(reference))?.internalNote).toBe("gate code 4411");
      await setInternalNote(id, "   ", "boss@example.com", new Date("2026-06-15T10:05:00Z"));
      expect((await bookingByReference(reference))?.internalNote).toBeNull();
      expect((await storage.bookings.history(id)).map((h) => `${h.actor}:${h.action}`)).toEqual([
        "boss@example.com:note",
        "boss@example.com:note",
      ]);

      await storage.dashboard.setCapacity({
        date: "2026-07-01",
        window: "09:00",
        capacity: 0,
        actor: "boss@example.com",
      });
      await storage.dashboard.setCapacity({ date: "2026-07-02", window: "*", capacity: 1, actor: "boss@example.com" });
      await storage.dashboard.setCapacity({ date: "2026-07-02", window: "*", capacity: 3, actor: "boss@example.com" });
      const changes = await storage.dashboard.capacityChanges("2026-06-15");
      expect(changes.map((c) => [c.date, c.window, c.capacity, c.affected.map((b) => b.reference)])).toEqual([
        ["2026-07-01", "09:00", 0, [reference]],
        ["2026-07-02", "*", 3, []],
      ]);
      expect((await storage.bookings.capacityOverrides("2026-07-01")).windows.get("09:00")).toBe(0);
      await storage.dashboard.setCapacity({
        date: "2026-07-01",
        window: "09:00",
        capacity: null,
        actor: "boss@example.com",
      });
      expect((await storage.dashboard.capacityChanges("2026-06-15")).map((c) => c.date)).toEqual(["2026-07-02"]);
    });

    it("the export's pages: every booking of the dates once, in order, a page at a time; the agenda by dates", async () => {
      const { storage } = await make();
      const slots = [
        ["2026-07-02", "11:00"],
        ["2026-07-01", "13:00"],
        ["2026-07-01", "09:00"],
        ["2026-07-01", "09:00"],
        ["2026-07-03", "07:00"],
        ["2026-07-09", "07:00"],
      ] as const;
      for (const [date, window] of slots) {
        const result = await storage.bookings.create({
          booking: booking(date, window),
          capacity: 5,
          requireFirstOrder: false,
        });
        if (result.kind !== "created") throw new Error(result.kind);
      }
      const seen: string[] = [];
      let after: { date: string; windowStart: string; id: number } | null = null;
      for (;;) {
        const page = await storage.dashboard.bookingsBetween("2026-07-01", "2026-07-03", after, 2);
        if (page.length === 0) break;
        seen.push(...page.map((b) => `${b.date} ${b.windowStart}`));
        after = { date: page.at(-1)!.date, windowStart: page.at(-1)!.windowStart, id: page.at(-1)!.id };
      }
      expect(seen).toEqual([
        "2026-07-01 09:00",
        "2026-07-01 09:00",
        "2026-07-01 13:00",
        "2026-07-02 11:00",
        "2026-07-03 07:00",
      ]);
      const agenda = await storage.dashboard.agenda("2026-07-05", { from: "2026-07-02", to: "2026-07-09" });
      expect(agenda.bookings.map((b) => b.date)).toEqual(["2026-07-02", "2026-07-03", "2026-07-09"]);
      // the agenda a page at a time, upcoming and past alike: each booking once, in order
      for (const past of [false, true]) {
        const today = past ? "2026-07-10" : "2026-06-30";
        const all = (await storage.dashboard.agenda(today, { past })).bookings.map((b) => b.id);
        const paged: number[] = [];
        let cursor: Awaited<ReturnType<typeof storage.dashboard.agenda>>["next"] = null;
        do {
          const page = await storage.dashboard.agenda(today, { past }, cursor, 4);
          paged.push(...page.bookings.map((b) => b.id));
          cursor = page.next;
        } while (cursor);
        expect(paged).toEqual(all);
        expect(all).toHaveLength(6);
      }
    });

    it("a sent e-mail can be queued again; a pending one cannot", async () => {
      const { storage } = await make();
      const created = await storage.bookings.create({
        booking: booking("2026-07-01", "11:00"),
        capacity: 2,
        requireFirstOrder: false,
        messages: (b) => [
          {
            key: `created.${b.id}.owner`,
            event: "created",
            audience: "owner",
            to: "owner@example.com",
            toName: null,
            subject: `New booking ${b.reference}`,
            text: "t",
            html: "<p>t</p>",
            ics: null,
            dueAt: "2026-06-15T10:00:00.000Z",
          },
        ],
      });
      if (created.kind !== "created") throw new Error(created.kind);
      const id = created.booking.id;
      const message = (await storage.outbox.forBooking(id))[0]!;
      const now = new Date("2026-06-15T10:01:00Z");
      const resendMessage = (outboxId: number, bookingId: number) => storage.outbox.resend(outboxId, bookingId, now);
      expect(await resendMessage(message.id, id)).toBe(false); // still pending
      const claimed = (await storage.outbox.claimDue(now, 5))[0]!;
      await storage.outbox.markSent(claimed.id, now);
      expect(await resendMessage(message.id, id + 1)).toBe(false); // another booking's id
      expect(await resendMessage(message.id, id)).toBe(true);
      const mail = await storage.outbox.forBooking(id);
      expect(mail.map((m) => m.status)).toEqual(["sent", "pending"]);
      expect(mail[1]!.key).toMatch(new RegExp(`^created\\.${id}\\.owner\\.resent\\.[0-9a-f]{12}$`));
      expect(mail[1]!.subject).toBe(`New booking ${created.booking.reference}`);
    });

    it("booking limits and sign-in lock-outs count on the storage: shared by every instance on PostgreSQL", async () => {
      const { storage, open } = await make();
      const second = await open();
      const limits = { per10Minutes: 3, perDay: 100 };
      const one = bookingLimiter(limits, (o) => storage.limiter(o));
      const two = bookingLimiter(limits, (o) => second.limiter(o));
      const answers = [];
      for (const limiter of [one, two, one, two]) answers.push((await limiter.take("203.0.113.7")).allowed);
      // One process's memory with SQLite (one instance); every instance's on PostgreSQL.
      expect(answers).toEqual(storage.kind === "postgres" ? [true, true, true, false] : [true, true, true, true]);

      const lockOf = (s: Storage) =>
        s.limiter({ keyPrefix: "owner-login", points: 5, duration: 900, blockDuration: 900 });
      const [a, b] = [lockOf(storage), lockOf(second)];
      const email = `email:${"x".repeat(300)}@example.com`; // longer than VARCHAR(255)
      for (let i = 0; i < 5; i++) await (i % 2 ? a : b).consume(email);
      const refused = await (storage.kind === "postgres" ? b : a).consume(email).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RateLimiterRes);
      expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(899_000);
    });
  });
}

describe("a PostgreSQL connection the server ends", () => {
  it("fails its own caller, never the process; the pool goes on with new connections", async () => {
    const pool = createPgPool(await postgres.newDatabase(), 3);
    const held = await pool.connect(); // checked out, and no listener of the caller's own
    const idle = await pool.connect();
    idle.release(); // idle in the pool
    const pid = (await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
    const other = await pool.connect();
    await other.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    other.release();
    await new Promise((r) => setTimeout(r, 200)); // the "terminating connection" errors arrive
    await expect(held.query("SELECT 1")).rejects.toThrow();
    held.release(true);
    expect(pid).toBeGreaterThan(0);
    expect((await pool.query<{ ok: number }>("SELECT 1 AS ok")).rows).toEqual([{ ok: 1 }]);
    await pool.end();
  });
});

describe("an unreachable PostgreSQL", () => {
  it("is told apart from a wrong setting, and the health check says so quickly", async () => {
    const storage = pgStorage(createPgPool("postgres://postgres:postgres@127.0.0.1:1/none", 2));
    opened.push(storage);
    const error = await storage.ping(2_000).catch((e: unknown) => e);
    expect(isUnreachable(error)).toBe(true);
    const wrongPassword = pgStorage(createPgPool(postgres.url.replace("postgres:postgres@", "postgres:wrong@"), 2));
    opened.push(wrongPassword);
    expect(isUnreachable(await wrongPassword.ping().catch((e: unknown) => e))).toBe(false);
  });
});
