/**
 * Crews on both databases (docs/decisions/0039): accounts with roles, invitations (one transaction, once, 7 days),
 * disabled accounts, crews and their members, a job assigned (its crew told when it is today's or tomorrow's), and
 * the job's steps: Started and Done once each and on the job's day only, the checklist before Done, the booking
 * completed with the customer's job report and the review request.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bothDatabases } from "../../tests/support/databases";
import { checklistOf } from "../domain/job";
import { invitationNotice } from "../owner/notices.server";
import { INVITATION_MS } from "../storage/owners.server";
import type { Storage } from "../storage/storage.server";
import { jobReport } from "./job-report.server";
import { assignCrew, finishJob, servicesOf, startJob, tickItem } from "./jobs.server";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";
vi.setConfig({ testTimeout: 20_000 }); // tests of up to ~2 s on a loaded 2-core machine (scrypt, real databases): not 5 s

const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas
const TODAY = "2026-07-01";
const { backends } = bothDatabases("crews");

describe.each(Object.entries(backends))("crews on %s", (_name, open) => {
  let storage: Storage;
  const options = (now = NOW) => bookingOptions(storage.bookings, now);
  const stores = () => ({ jobs: storage.jobs, crews: storage.crews });
  const book = (date: string, window = "13:00") =>
    booked(cleaningInput(date, window), options(new Date("2026-06-20T15:00:00Z")));
  const outbox = async (id: number) => (await storage.outbox.forBooking(id)).map((m) => `${m.event} ${m.recipient}`);

  beforeAll(async () => {
    storage = await open();
  });

  it("an invitation makes the account, its link and its e-mail at once; it works once, for 7 days", async () => {
    const now = new Date("2026-07-01T12:00:00Z");
    const made = await storage.owners.invite(
      "Luis@Example.com",
      { role: "crew", name: "Luis Ortega" },
      (account, token) => invitationNotice(account, token, { siteUrl: "https://ns.example", now, invitedBy: "Pat" }),
      now,
    );
    expect(made.kind).toBe("invited");
    const account = made.kind === "invited" ? made.account : null;
    expect(account).toMatchObject({ email: "luis@example.com", role: "crew", name: "Luis Ortega" });
    // the e-mail keeps the link's slot (the worker writes the token in as it sends, docs/decisions/0041); the
    // database keeps only the token's hash
    const mail = await storage.db.all<{ text: string; recipient: string }>(
      "SELECT text, recipient FROM outbox WHERE event = 'invitation'",
    );
    expect(mail.map((m) => m.recipient)).toEqual(["luis@example.com"]);
    const linkId = /\/admin\/invite\/\{\{account-link:([\w-]+)\}\}/.exec(mail[0]!.text)![1]!;
    const token = (await storage.owners.accountLinkTokenOf(linkId, now))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail[0]!.text).not.toContain(token);
    const links = await storage.db.all<{ token_hash: string }>("SELECT token_hash FROM account_links");
    expect(JSON.stringify(links)).not.toContain(token);
    // no password yet: nothing signs in
    expect(await storage.owners.authenticate("luis@example.com", "!")).toBeNull();
    expect(await storage.owners.authenticate("luis@example.com", "")).toBeNull();
    // the same e-mail again: refused, nothing more made
    const again = await storage.owners.invite("luis@example.com", { role: "owner", name: null }, () => {
      throw new Error("no e-mail for a refused invitation");
    });
    expect(again.kind).toBe("taken");
    // too late: 7 days and a second
    expect(await storage.owners.invitationAccount(token, new Date(now.getTime() + INVITATION_MS + 1000))).toBeNull();
    expect((await storage.owners.invitationAccount(token, now))?.email).toBe("luis@example.com");
    const accepted = await storage.owners.acceptInvitation(token, "a long enough password", now);
    expect(accepted?.account.email).toBe("luis@example.com");
    expect(accepted?.enrolToken).toMatch(/^[\w-]{43}$/);
    expect((await storage.owners.authenticate("luis@example.com", "a long enough password"))?.role).toBe("crew");
    // used: once
    expect(await storage.owners.acceptInvitation(token, "another long password", now)).toBeNull();
    expect(await storage.owners.enrolmentLinkOwner(accepted!.enrolToken, now)).toMatchObject({ ownerId: account!.id });
  });

  it(
    "a disabled account signs in no more and its sessions end at once; enabled, it signs in again",
    { timeout: 20_000 },
    async () => {
      const person = await storage.owners.add("ana@example.com", "a long enough password", NOW, { role: "crew" });
      const session = await storage.owners.createSession(person.id, "signed-in");
      expect((await storage.owners.touchSession(session))?.owner.email).toBe("ana@example.com");
      expect(await storage.owners.setDisabled(person.id, true)).toBe(true);
      expect(await storage.owners.touchSession(session)).toBeNull();
      expect(await storage.owners.authenticate("ana@example.com", "a long enough password")).toBeNull();
      await storage.owners.setDisabled(person.id, false);
      expect((await storage.owners.authenticate("ana@example.com", "a long enough password"))?.disabledAt).toBeNull();
    },
  );

  it("crews: one crew per person; a name once; a crew deleted leaves its jobs without a crew", async () => {
    const a = await storage.crews.create("Crew A");
    const b = await storage.crews.create("Crew B");
    expect(await storage.crews.create("Crew A")).toEqual({ kind: "taken" });
    const ana = (await storage.owners.findByEmail("ana@example.com"))!;
    const a1 = a.kind === "created" ? a.id : 0;
    const b1 = b.kind === "created" ? b.id : 0;
    await storage.crews.setCrewOf(ana.id, a1);
    await storage.crews.setCrewOf(ana.id, b1);
    const crews = await storage.crews.list();
    expect(crews.map((c) => [c.name, c.members.map((m) => m.email)])).toEqual([
      ["Crew A", []],
      ["Crew B", ["ana@example.com"]],
    ]);
    expect((await storage.owners.get(ana.id))?.crewId).toBe(b1);
    const temp = await storage.crews.create("Crew T");
    const job = await book("2026-07-20");
    await assignCrew(job, temp.kind === "created" ? temp.id : 0, {
      ...options(),
      actor: "owner@ns.example",
      stores: stores(),
    });
    expect((await storage.bookings.findByReference(job.reference))?.crewId).toBe(temp.kind === "created" ? temp.id : 0);
    await storage.crews.remove(temp.kind === "created" ? temp.id : 0);
    expect((await storage.bookings.findByReference(job.reference))?.crewId).toBeNull();
  });

  it("a job of today or tomorrow assigned: its crew's people are e-mailed, and texted when they gave a number; one of next week: recorded, nobody told", async () => {
    const crewB = (await storage.crews.list()).find((c) => c.name === "Crew B")!;
    const ana = (await storage.owners.findByEmail("ana@example.com"))!;
    await storage.owners.setProfile(ana.id, { name: ana.name, phone: "+12145550142" });
    const tomorrow = await book("2026-07-02");
    const later = await book("2026-07-09");
    const assigned = await assignCrew(tomorrow, crewB.id, {
      ...options(),
      actor: "owner@ns.example",
      stores: stores(),
    });
    expect(assigned.kind).toBe("changed");
    expect((await outbox(tomorrow.id)).filter((m) => m.startsWith("assigned"))).toEqual([
      "assigned ana@example.com",
      "assigned +12145550142",
    ]);
    const text = (await storage.outbox.forBooking(tomorrow.id)).find((m) => m.channel === "sms")!;
    expect(text.text).toContain(`${tomorrow.reference} is now Crew B's job`);
    expect(text.text).not.toContain(tomorrow.email);
    await assignCrew(later, crewB.id, { ...options(), actor: "owner@ns.example", stores: stores() });
    expect((await outbox(later.id)).filter((m) => m.startsWith("assigned"))).toEqual([]);
    expect((await storage.bookings.history(later.id)).map((h) => [h.action, h.detail])).toContainEqual([
      "assigned",
      "to Crew B",
    ]);
    // taken off: told it is no longer theirs
    const after = (await storage.bookings.findByReference(tomorrow.reference))!;
    await assignCrew(after, null, { ...options(), actor: "owner@ns.example", stores: stores() });
    expect((await outbox(tomorrow.id)).filter((m) => m.startsWith("unassigned"))).toEqual([
      "unassigned ana@example.com",
      "unassigned +12145550142",
    ]);
    await storage.owners.setProfile(ana.id, { name: ana.name, phone: null });
    expect(await assignCrew(after, 999_999, { ...options(), actor: "owner@ns.example", stores: stores() })).toEqual({
      kind: "not-found",
    });
  });

  it("Started and Done: once each, on the job's day only; Done after the checklist; the customer gets the report", async () => {
    const ana = (await storage.owners.findByEmail("ana@example.com"))!;
    const crewB = (await storage.crews.list()).find((c) => c.name === "Crew B")!;
    const ticket = await book(TODAY, "17:00");
    await assignCrew(ticket, crewB.id, { ...options(), actor: "owner@ns.example", stores: stores() });
    const person = { ...ana, passwordHash: undefined };
    // not its day
    const future = await book("2026-07-03");
    expect(await startJob(future, person, options())).toEqual({ kind: "not-today" });
    // its day
    let job = (await storage.bookings.findByReference(ticket.reference))!;
    expect(
      (await tickItem(job, person, { key: "cleaning:floors", state: "done" }, { now: NOW, stores: stores() })).kind,
    ).toBe("not-started");
    expect((await startJob(job, person, options())).kind).toBe("changed");
    expect(await startJob(job, person, options())).toEqual({ kind: "twice" });
    job = (await storage.bookings.findByReference(ticket.reference))!;
    expect(job.startedAt).toBe(NOW.toISOString());
    const report = (after: typeof job, ticks: Parameters<typeof jobReport>[1]) => [
      jobReport(after, ticks, {
        crew: crewB,
        afterPhotoUrls: [
          "https://ns.example/booking/confirmed/x/photos/7",
          "https://ns.example/booking/confirmed/x/photos/9",
        ],
        pageUrl: "https://ns.example/booking/confirmed/x",
        now: NOW,
      }),
    ];
    expect(await finishJob(job, person, { ...options(), report, stores: stores() })).toEqual({
      kind: "checklist-left",
    });
    const items = checklistOf(servicesOf(job));
    expect(items).toHaveLength(12);
    // a reason is needed for "not possible"
    expect(
      await tickItem(
        job,
        person,
        { key: items[0]!.key, state: "not-possible", reason: " " },
        { now: NOW, stores: stores() },
      ),
    ).toMatchObject({
      kind: "invalid",
    });
    expect(
      await tickItem(job, person, { key: "junk-removal:loaded", state: "done" }, { now: NOW, stores: stores() }),
    ).toMatchObject({
      kind: "invalid",
    });
    await tickItem(
      job,
      person,
      { key: items[0]!.key, state: "not-possible", reason: "The oven was removed" },
      { now: NOW, stores: stores() },
    );
    for (const item of items.slice(1))
      await tickItem(job, person, { key: item.key, state: "done" }, { now: NOW, stores: stores() });
    const done = await finishJob(job, person, { ...options(), report, stores: stores() });
    expect(done.kind).toBe("changed");
    expect(await finishJob(job, person, { ...options(), report, stores: stores() })).toEqual({ kind: "twice" });
    const finished = (await storage.bookings.findByReference(ticket.reference))!;
    expect(finished.status).toBe("completed");
    const history = await storage.bookings.history(finished.id);
    expect(history.filter((h) => ["started", "completed"].includes(h.action)).map((h) => [h.action, h.actor])).toEqual([
      ["started", "ana@example.com"],
      ["completed", "ana@example.com"],
    ]);
    const mail = await storage.outbox.forBooking(finished.id);
    const customer = mail.filter((m) => m.recipient === finished.email).map((m) => m.event);
    expect(customer).toContain("job-report");
    expect(customer).toContain("review-request");
    expect(customer.filter((e) => e === "job-report")).toHaveLength(1);
    const text = mail.find((m) => m.event === "job-report")!.text;
    expect(text).toContain(
      "✗ Oven, stovetop, microwave and fridge cleaned inside and out (not possible: The oven was removed)",
    );
    expect(text).toContain("✓ Final walkthrough of every room, lights off, doors locked");
    expect(text).toContain(
      "After photos:\nhttps://ns.example/booking/confirmed/x/photos/7\nhttps://ns.example/booking/confirmed/x/photos/9",
    );
    expect(text).toContain("Your booking's page, with the photos: https://ns.example/booking/confirmed/x");
    expect(text).not.toContain("ana@example.com");
    // without after photos the report names none (issue 55): no row of them, a link to the page, not to its photos
    const bare = jobReport(finished, [], {
      crew: crewB,
      afterPhotoUrls: [],
      pageUrl: "https://ns.example/booking/confirmed/x",
      now: NOW,
    });
    for (const words of [bare.text, bare.html, bare.subject]) expect(words).not.toMatch(/photo/i);
    expect(bare.text).toContain("Your booking's page: https://ns.example/booking/confirmed/x");
  });

  it("Done and a tick off the job's day, and Done with a card payment under way: each refused by its own rule", async () => {
    const ana = (await storage.owners.findByEmail("ana@example.com"))!;
    const crewB = (await storage.crews.list()).find((c) => c.name === "Crew B")!;
    const person = { ...ana, passwordHash: undefined };
    const ticket = await book(TODAY, "15:00");
    await assignCrew(ticket, crewB.id, { ...options(), actor: "owner@ns.example", stores: stores() });
    expect((await startJob(ticket, person, options())).kind).toBe("changed");
    let job = (await storage.bookings.findByReference(ticket.reference))!;
    const items = checklistOf(servicesOf(job));
    for (const item of items)
      await tickItem(job, person, { key: item.key, state: "done" }, { now: NOW, stores: stores() });
    const report = () => [];
    // the next morning in Dallas: the job's day is over
    const nextDay = new Date("2026-07-02T14:00:00Z");
    expect(await finishJob(job, person, { ...options(nextDay), report, stores: stores() })).toEqual({
      kind: "not-today",
    });
    expect(
      await tickItem(job, person, { key: items[0]!.key, state: "clear" }, { now: nextDay, stores: stores() }),
    ).toEqual({
      kind: "not-today",
    });
    expect((await storage.jobs.ticks(job.id)).filter((t) => t.state === "done")).toHaveLength(items.length);
    // its day, but its card payment is under way on Checkout
    await storage.db.run("UPDATE bookings SET payment_status = 'pending' WHERE id = ?", [job.id]);
    job = (await storage.bookings.findByReference(ticket.reference))!;
    expect(await finishJob(job, person, { ...options(), report, stores: stores() })).toEqual({
      kind: "payment-pending",
    });
    const after = (await storage.bookings.findByReference(ticket.reference))!;
    expect(after.status).not.toBe("completed");
    expect((await storage.bookings.history(after.id)).map((h) => h.action)).not.toContain("completed");
  });
});
