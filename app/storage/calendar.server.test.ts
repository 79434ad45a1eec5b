/**
 * Calendar feeds on both databases (issue 39, docs/decisions/0039): a token kept as its SHA-256 only, one per person
 * (a new one revokes the old), refused for a disabled account; the jobs a feed lists: every job for an owner, their
 * crew's only for a crew member (none without a crew), 7 days back to 60 ahead, not cancelled or expired, each with its
 * crew's name and when it last changed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { allTables, bothDatabases } from "../../tests/support/databases";
import { newBooking } from "../../tests/support/new-booking";
import { feedRange } from "../domain/calendar-feed";
import { sha256Hex } from "./owners.server";
import type { Storage } from "./storage.server";

const { backends } = bothDatabases("calendar");
const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas

describe.each(Object.entries(backends))("calendar feeds on %s", (_name, open) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await open();
  });

  async function book(date: string, patch: Parameters<typeof newBooking>[2] = {}) {
    const result = await storage.bookings.create({
      booking: newBooking(date, "09:00", patch),
      capacity: 50,
      requireFirstOrder: false,
      now: new Date("2026-06-20T15:00:00Z"),
    });
    if (result.kind !== "created") throw new Error(result.kind);
    return result.booking;
  }
  const assign = (bookingId: number, crewId: number | null) =>
    storage.db.run("UPDATE bookings SET crew_id = ? WHERE id = ?", [crewId, bookingId]);

  it("keeps only the token's SHA-256; a new token replaces the old one; a disabled account's feed opens nothing", async () => {
    const person = await storage.owners.add("feed-owner@example.com", "long enough password");
    expect(await storage.calendar.createdAt(person.id)).toBeNull();
    const first = await storage.calendar.create(person.id, null, NOW);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(await storage.calendar.personOf(first)).toEqual({ ownerId: person.id, role: "owner", crewId: null });
    expect(await storage.calendar.createdAt(person.id)).toBe(NOW.toISOString());
    const stored = JSON.stringify(await allTables(storage));
    expect(stored).not.toContain(first);
    expect(stored).toContain(sha256Hex(first));

    const second = await storage.calendar.create(person.id, null, new Date(NOW.getTime() + 1000));
    expect(second).not.toBe(first);
    expect(await storage.calendar.personOf(first)).toBeNull();
    expect((await storage.calendar.personOf(second))?.ownerId).toBe(person.id);
    expect(await storage.db.all("SELECT owner_id FROM calendar_feeds WHERE owner_id = ?", [person.id])).toHaveLength(1);

    await storage.owners.setDisabled(person.id, true);
    expect(await storage.calendar.personOf(second)).toBeNull();
    await storage.owners.setDisabled(person.id, false);
    expect((await storage.calendar.personOf(second))?.ownerId).toBe(person.id);
    expect(await storage.calendar.revoke(person.id)).toBe(true);
    expect(await storage.calendar.personOf(second)).toBeNull();
    expect(await storage.calendar.personOf("x".repeat(43))).toBeNull();
  });

  it("queues the person's notice with the new token, in one transaction", async () => {
    const person = await storage.owners.add("feed-notice@example.com", "long enough password");
    await storage.calendar.create(person.id, {
      key: `security.${person.id}.feed`,
      event: "security",
      audience: "owner",
      to: person.email,
      toName: null,
      subject: "A calendar feed address was made for your account",
      text: "t",
      html: "h",
      ics: null,
      dueAt: NOW.toISOString(),
    });
    const mail = await storage.db.all<{ recipient: string }>("SELECT recipient FROM outbox WHERE key = ?", [
      `security.${person.id}.feed`,
    ]);
    expect(mail).toEqual([{ recipient: person.email }]);
  });

  it("lists an owner every job, a crew member their crew's, of the range and open or done, by date, with crew and last change", async () => {
    const crewA = await storage.crews.create("Feed crew A");
    const crewB = await storage.crews.create("Feed crew B");
    if (crewA.kind !== "created" || crewB.kind !== "created") throw new Error("crews");
    const luis = await storage.owners.add("feed-luis@example.com", "long enough password", NOW, { role: "crew" });
    await storage.crews.setCrewOf(luis.id, crewA.id);
    const token = await storage.calendar.create(luis.id, null, NOW);
    expect(await storage.calendar.personOf(token)).toEqual({ ownerId: luis.id, role: "crew", crewId: crewA.id });

    const { from, to } = feedRange(NOW); // 2026-06-24 .. 2026-08-30
    const ours = await book("2026-07-02");
    const oursEarlier = await book("2026-06-24");
    const theirs = await book("2026-07-02");
    const nobodys = await book("2026-07-03");
    const tooOld = await book("2026-06-23");
    const tooFar = await book("2026-08-31");
    const cancelled = await book("2026-07-04");
    const completed = await book("2026-06-30");
    for (const b of [ours, oursEarlier, tooOld, tooFar, cancelled, completed]) await assign(b.id, crewA.id);
    await assign(theirs.id, crewB.id);
    await storage.db.run("UPDATE bookings SET status = 'cancelled' WHERE id = ?", [cancelled.id]);
    await storage.db.run("UPDATE bookings SET status = 'completed' WHERE id = ?", [completed.id]);
    await storage.db.run("INSERT INTO booking_events (booking_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)", [
      ours.id,
      "2026-06-29T10:00:00.000Z",
      "owner",
      "assigned",
      null,
    ]);

    const crewJobs = await storage.calendar.jobs({ crewId: crewA.id }, from, to);
    expect(crewJobs.map((j) => j.reference)).toEqual([oursEarlier.reference, completed.reference, ours.reference]);
    expect(crewJobs.every((j) => j.crewName === "Feed crew A")).toBe(true);
    expect(crewJobs.find((j) => j.id === ours.id)?.updatedAt).toBe("2026-06-29T10:00:00.000Z");
    expect(crewJobs.find((j) => j.id === oursEarlier.id)?.updatedAt).toBe(oursEarlier.createdAt);
    expect(crewJobs.find((j) => j.id === ours.id)?.quote.lines[0]?.serviceTitle).toBeTruthy();

    const all = (await storage.calendar.jobs({ all: true }, from, to)).map((j) => j.reference);
    expect(all).toEqual(expect.arrayContaining([ours.reference, theirs.reference, nobodys.reference, completed.reference]));
    for (const absent of [tooOld, tooFar, cancelled]) expect(all).not.toContain(absent.reference);
    expect((await storage.calendar.jobs({ all: true }, from, to)).find((j) => j.id === nobodys.id)?.crewName).toBeNull();

    expect(await storage.calendar.jobs({ crewId: null }, from, to)).toEqual([]);
    expect((await storage.calendar.jobs({ crewId: crewB.id }, from, to)).map((j) => j.reference)).toEqual([
      theirs.reference,
    ]);
  });
});
