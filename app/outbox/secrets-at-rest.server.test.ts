/**
 * No secret link at rest (issue 44, docs/decisions/0031 and 0041): after each kind of message the app sends (the
 * booking's notices, a crew's text, the job report, an invitation, a set-up link, a security notice), neither the
 * database (every table's text) nor a backup archive holds a token that opens a customer's page, accepts an
 * invitation or sets up sign-in; the messages as sent carry working links, written in by the outbox worker.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allTables } from "../../tests/support/databases";
import { takeBackup } from "../backup/backup.server";
import { assignCrew, servicesOf, startJob, tickItem } from "../booking/jobs.server";
import { findByPageToken, pageTokenOf } from "../booking/page-token.server";
import { checklistOf } from "../domain/job";
import { action as jobAction } from "../routes/admin.job";
import { action as securityAction } from "../routes/admin.security";
import { action as teamAction } from "../routes/admin.team";
import { getStorage } from "../storage/storage.server";
import { startOutboxWorker } from "./worker.server";
import { sessionCookieOf, appDatabase } from "../../tests/support/app-database";
import { booked, bookingOptions } from "../../tests/support/booked";
import { cleaningInput } from "../../tests/support/booking-input";

const SITE = "http://localhost:3000";
const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas, the job's day
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});
const { dir, path: databasePath } = appDatabase("secrets", { SITE_URL: SITE, OWNER_MFA_REQUIRED: "false" });

/** Calls a route action as React Router would, signed in with `cookie`; a thrown answer is returned. */
async function post(
  action: (args: never) => unknown,
  path: string,
  cookie: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { Origin: SITE, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  try {
    const answer = (await action({
      request,
      params,
      context: { get: () => ({ clientIp: "203.0.113.9" }) },
    } as never)) as Response | { data?: unknown; init?: ResponseInit } | Record<string, unknown>;
    return answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: ResponseInit }).init.status;
    throw thrown;
  }
}

/** Any path that opens something with a token in it, and the tokens themselves. */
const TOKEN_PATHS = /\/(?:admin\/invite|admin\/enrol|booking\/confirmed|calendar)\/[A-Za-z0-9_-]{20,}/;

describe("secrets at rest", () => {
  it(
    "after every kind of message, no token is in the database or a backup; the messages sent carry working links",
    { timeout: 60_000 },
    async () => {
      const storage = getStorage();
      await storage.migrate?.();
      const owner = await storage.owners.add("boss@example.com", "a long enough password", NOW);
      const crew = await storage.crews.create("Crew A", NOW);
      const crewId = crew.kind === "created" ? crew.id : 0;
      const ana = await storage.owners.add("ana@example.com", "a long enough password", NOW, {
        role: "crew",
        name: "Ana",
      });
      await storage.owners.setProfile(ana.id, { name: "Ana", phone: "+12145550142" });
      await storage.crews.setCrewOf(ana.id, crewId);
      const ownerCookie = await sessionCookieOf(owner.id);
      const anaCookie = await sessionCookieOf(ana.id);

      // the booking's notices (the customer's and the owner's)
      const options = bookingOptions(storage.bookings, new Date("2026-06-20T15:00:00Z"), {
        mail: { siteUrl: SITE, ownerEmail: "boss@example.com" },
      });
      let job = await booked(cleaningInput("2026-07-01"), options);
      // the crew's text (assigned on the job's day), the steps, then Done through the job page (without after photos:
      // confirmed, issue 55): the job report
      await assignCrew(job, crewId, {
        ...options,
        now: NOW,
        actor: owner.email,
        stores: { jobs: storage.jobs, crews: storage.crews },
      });
      job = (await storage.bookings.findByReference(job.reference))!;
      const person = { ...ana, crewId };
      expect((await startJob(job, person, { ...options, now: NOW })).kind).toBe("changed");
      job = (await storage.bookings.findByReference(job.reference))!;
      for (const item of checklistOf(servicesOf(job)))
        await tickItem(
          job,
          person,
          { key: item.key, state: "done" },
          { now: NOW, stores: { jobs: storage.jobs, crews: storage.crews } },
        );
      expect(
        await post(
          jobAction,
          `/admin/jobs/${job.reference}`,
          anaCookie,
          { intent: "done", confirm: "yes" },
          { reference: job.reference },
        ),
      ).toBe(200);
      // an invitation, a set-up link, a security notice
      expect(
        await post(teamAction, "/admin/team", ownerCookie, {
          intent: "invite",
          email: "luis@example.com",
          name: "Luis",
          role: "crew",
        }),
      ).toBe(200);
      expect(await post(teamAction, "/admin/team", ownerCookie, { intent: "reset-mfa", person: String(ana.id) })).toBe(
        200,
      );
      expect(await post(securityAction, "/admin/security", ownerCookie, { intent: "sign-out-others" })).toBe(200);

      const kept = await storage.db.all<{ event: string; channel: string }>("SELECT event, channel FROM outbox");
      const kinds = new Set(kept.map((m) => `${m.channel}:${m.event}`));
      for (const kind of ["email:job-report", "email:invitation", "email:security"]) expect(kinds).toContain(kind);
      expect([...kinds].some((k) => k.startsWith("sms:"))).toBe(true);
      expect(kept.length).toBeGreaterThanOrEqual(7);

      // sent: the worker writes each link in, and the links work
      const sent: { text: string; html: string; to: string }[] = [];
      const worker = startOutboxWorker({
        outbox: storage.outbox,
        transport: { send: async (m) => void sent.push(m as never), close: async () => {} },
        sms: {
          send: async (m) => (
            sent.push({
              text: (m as { body?: string; text?: string }).body ?? (m as { text: string }).text,
              html: "",
              to: "",
            }),
            { id: `SM${sent.length}` }
          ),
        },
        isOptedOut: async () => false,
        accountLinks: (linkId, now) => storage.owners.accountLinkTokenOf(linkId, now),
        now: () => NOW,
        intervalMs: 0,
        batch: 50,
      });
      await worker.tick();
      await worker.stop();
      const all = sent.map((m) => `${m.text}\n${m.html}`).join("\n");
      expect(all).not.toContain("{{");
      const invite = /\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(all)?.[1];
      const enrol = /\/admin\/enrol\/([A-Za-z0-9_-]{43})/.exec(all)?.[1];
      const page = pageTokenOf(job.reference);
      expect((await storage.owners.invitationAccount(invite ?? "", NOW))?.email).toBe("luis@example.com");
      expect((await storage.owners.enrolmentLinkOwner(enrol ?? "", NOW))?.ownerId).toBe(ana.id);
      expect(all).toContain(`/booking/confirmed/${page}`);
      expect((await findByPageToken(storage.bookings, page))?.reference).toBe(job.reference);
      const secrets = [invite!, enrol!, page];

      // the whole database: no token, no token-bearing path
      const database = JSON.stringify(await allTables(storage));
      for (const secret of secrets) expect(database.includes(secret), `the database holds ${secret}`).toBe(false);
      expect(TOKEN_PATHS.exec(database)?.[0] ?? null).toBeNull();

      // a backup archive (the database file inside, as bytes)
      const backup = await takeBackup({
        databasePath,
        backupDir: join(dir, "backups"),
        photosDir: join(dir, "photos"),
        keep: 3,
        store: storage.backups,
        now: () => NOW,
      });
      const archive = gunzipSync(readFileSync(backup.path)).toString("latin1");
      expect(archive.length).toBeGreaterThan(10_000);
      expect(archive).toContain("boss@example.com");
      for (const secret of secrets) expect(archive.includes(secret), `the backup holds ${secret}`).toBe(false);
      expect(TOKEN_PATHS.exec(archive)?.[0] ?? null).toBeNull();
    },
  );
});
