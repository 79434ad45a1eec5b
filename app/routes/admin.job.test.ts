/**
 * The job page and its photos as the routes answer them (issue 44; docs/decisions/0039), on a real temporary SQLite
 * database and photo folder, with the clock set (Dallas, 10:00 on July 1, 2026): who may open which job on which day
 * (item 5), the photo upload's checks before its body (item 4), the money left to collect (item 7), deleting a
 * photo (item 8), On my way's confirmation and the badge (item 12); issue 55: Done without any After photo asks
 * first, the job report names no photo it does not have, the planned start and end beside the window; issue 57: a crew
 * member's day (/admin/today) read up to 7 days ahead, not 8, by Dallas's calendar late in its evening.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newBooking } from "../../tests/support/new-booking";
import { png } from "../../tests/support/photos";
import { pagePath, pageTokenOf } from "../booking/page-token.server";
import type { StoredBooking } from "../booking/model";
import { addDays } from "../domain/booking/dates";
import { formatCents } from "../domain/money";
import { savePhotos } from "../photos/photos.server";
import { getPhotoStore } from "../photos/store.server";
import { uploadSlots } from "../photos/upload-slots.server";
import { PAGE_TOKEN_SLOT } from "../storage/page-token-slot";
import { getStorage } from "../storage/storage.server";
import { loader as bookingPhotoLoader } from "./booking-photo";
import * as jobPage from "./admin.job";
import { action as jobAction, loader as jobLoader } from "./admin.job";
import { loader as jobPhotoLoader } from "./admin.job-photo";
import { loader as todayLoader } from "./admin.today";
import { sessionCookieOf, appDatabase } from "../../tests/support/app-database";
import { formPost, renderRoute } from "../../tests/support/render-route";

const NOW = new Date("2026-07-01T15:00:00Z"); // 10:00 in Dallas
const TODAY = "2026-07-01";
const SITE = "http://localhost:3000";

type Person = { id: number; cookie: string };
const people: Record<"owner" | "luis" | "ana" | "solo", Person> = {} as never;
let crewA = 0;
let crewB = 0;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
appDatabase("jobs", (dir) => ({ PHOTOS_DIR: join(dir, "photos"), SITE_URL: SITE, OWNER_MFA_REQUIRED: "false" }));
beforeAll(async () => {
  const storage = getStorage();
  const a = await storage.crews.create("Crew A");
  const b = await storage.crews.create("Crew B");
  if (a.kind !== "created" || b.kind !== "created") throw new Error("crews");
  crewA = a.id;
  crewB = b.id;
  for (const [key, role, crew] of [
    ["owner", "owner", null],
    ["luis", "crew", crewA],
    ["ana", "crew", crewB],
    ["solo", "crew", null],
  ] as const) {
    const person = await storage.owners.add(`${key}@example.com`, "long enough password", NOW, { role, name: key });
    if (crew !== null) await storage.crews.setCrewOf(person.id, crew);
    const cookie = await sessionCookieOf(person.id);
    people[key] = { id: person.id, cookie };
  }
});

let windows = 0;
/** A confirmed job `offset` days from today, of `crew` (null: none). */
async function job(offset: number, crew: number | null, patch: Parameters<typeof newBooking>[2] = {}) {
  const storage = getStorage();
  const made = await storage.bookings.create({
    booking: newBooking(addDays(TODAY, offset), ["07:00", "09:00", "11:00", "13:00", "15:00"][windows++ % 5]!, patch),
    capacity: 50,
    requireFirstOrder: false,
    now: new Date("2026-06-20T15:00:00Z"),
  });
  if (made.kind !== "created") throw new Error(made.kind);
  await storage.db.run("UPDATE bookings SET crew_id = ?, status = 'confirmed' WHERE id = ?", [crew, made.booking.id]);
  return (await storage.bookings.findByReference(made.booking.reference))!;
}

type Init = { status?: number; headers?: Record<string, string> } | null;
/** What a route answered: its status, its data and headers (a thrown redirect, `data()` or Response included). */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; body: unknown; headers?: Record<string, string> }> {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status, body: await result.clone().text() };
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const init = (result as { init: Init }).init;
      return { status: init?.status ?? 200, body: result.data, headers: init?.headers };
    }
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text() };
    if (thrown && typeof thrown === "object" && "init" in thrown)
      return {
        status: (thrown as { init: { status: number } }).init.status,
        body: (thrown as unknown as { data: unknown }).data,
      };
    throw thrown;
  }
}

const getJob = (who: Person, reference: string) =>
  answer(() =>
    jobLoader({
      request: new Request(`${SITE}/admin/jobs/${reference}`, { headers: { Cookie: who.cookie } }),
      params: { reference },
      context: {},
    } as never),
  );

const getPhoto = (who: Person, reference: string, id: number) =>
  answer(() =>
    jobPhotoLoader({
      request: new Request(`${SITE}/admin/jobs/${reference}/photos/${id}`, { headers: { Cookie: who.cookie } }),
      params: { reference, id: String(id) },
      context: {},
    } as never),
  );

const BOUNDARY = "----job-route-test";
/** A multipart upload made as it is read, counting the bytes pulled from it: its fields, then files of `sizes`. */
function upload(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const counter = { pulled: 0 };
  const pieces: Buffer[] = [
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ];
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pieces.shift();
        if (!next) return controller.close();
        counter.pulled += next.length;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, counter };
}

/** A POST to the job page: a URL-encoded form, or a multipart stream (`upload`). */
const post = (who: Person, reference: string, body: Record<string, string> | ReadableStream<Uint8Array>) =>
  answer(() =>
    jobAction({
      request: new Request(`${SITE}/admin/jobs/${reference}`, {
        method: "POST",
        headers: {
          Cookie: who.cookie,
          Origin: SITE,
          "Content-Type":
            body instanceof ReadableStream
              ? `multipart/form-data; boundary=${BOUNDARY}`
              : "application/x-www-form-urlencoded",
        },
        body: body instanceof ReadableStream ? body : new URLSearchParams(body),
        duplex: "half",
      } as RequestInit),
      params: { reference },
      context: { get: () => ({ clientIp: "203.0.113.9" }) },
    } as never),
  );

const photoOf = async (booking: StoredBooking, phase: "before" | "after" | "customer" = "before") => {
  const [saved] = await savePhotos(booking.id, phase, [{ name: "p.png", bytes: await png() }], "test");
  if (!saved?.ok) throw new Error("photo not saved");
  return saved.id;
};

describe("who opens which job (item 5)", () => {
  it("a crew member: their crew's jobs from yesterday to 7 days ahead; 403 beyond, on the page, its photos and its actions", async () => {
    const near = await job(0, crewA);
    const ahead = await job(7, crewA);
    const far = await job(8, crewA);
    const month = await job(30, crewA);
    const old = await job(-2, crewA);
    const yesterday = await job(-1, crewA);
    for (const b of [near, ahead, yesterday]) expect((await getJob(people.luis, b.reference)).status, b.date).toBe(200);
    for (const b of [far, month, old]) {
      expect((await getJob(people.luis, b.reference)).status, b.date).toBe(403);
      expect((await getPhoto(people.luis, b.reference, 1)).status, b.date).toBe(403);
      expect((await post(people.luis, b.reference, { intent: "start" })).status, b.date).toBe(403);
      // the owner opens them all
      expect((await getJob(people.owner, b.reference)).status, b.date).toBe(200);
    }
    expect((await getJob(people.ana, near.reference)).status).toBe(403);
  });

  it("a crew member in no crew opens no job, not even one of no crew", async () => {
    const none = await job(0, null);
    expect((await getJob(people.solo, none.reference)).status).toBe(403);
    expect((await getJob(people.luis, none.reference)).status).toBe(403);
  });

  it("a photo of another job under one's own job's address: 404, for staff and for customers", async () => {
    const mine = await job(0, crewB);
    const theirs = await job(0, crewA);
    const photo = await photoOf(theirs, "after");
    expect((await getPhoto(people.luis, theirs.reference, photo)).status).toBe(200);
    expect((await getPhoto(people.ana, mine.reference, photo)).status).toBe(404);
    // a customer's page token of another (finished) job
    await getStorage().db.run("UPDATE bookings SET status = 'completed', started_at = ? WHERE id = ?", [
      NOW.toISOString(),
      mine.id,
    ]);
    const customer = await answer(() =>
      bookingPhotoLoader({
        request: new Request(`${SITE}/booking/confirmed/x/photos/${photo}`),
        params: { token: pageTokenOf(mine.reference), id: String(photo) },
        context: {},
      } as never),
    );
    expect(customer.status).toBe(404);
  });
});

describe("a crew member's day, /admin/today (issue 57)", () => {
  // 11:00 PM on Wednesday, July 1 in Dallas: already July 2 in UTC; "today" is Dallas's July 1
  const LATE = new Date("2026-07-02T04:00:00Z");
  const getDay = (cookie: string, date: string) =>
    answer(() =>
      todayLoader({
        request: new Request(`${SITE}/admin/today?date=${date}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      } as never),
    );

  it("readable up to 7 days ahead (July 8), not 8 (July 9), at 11 PM in Dallas", async () => {
    const ahead = await job(7, crewA); // July 8
    const beyond = await job(8, crewA); // July 9
    vi.setSystemTime(LATE);
    try {
      // a session of that evening (the morning's has been idle too long)
      const cookie = await sessionCookieOf(people.luis.id);
      const day = await getDay(cookie, "2026-07-08");
      expect(day.status).toBe(200);
      const shown = day.body as { date: string; range: { first: string; last: string }; jobs: { reference: string }[] };
      expect(shown.date).toBe("2026-07-08");
      expect(shown.range).toEqual({ first: "2026-06-30", last: "2026-07-08" });
      expect(shown.jobs.map((j) => j.reference)).toContain(ahead.reference);

      const refused = await getDay(cookie, "2026-07-09");
      expect(refused.status).toBe(400);
      expect(refused.body).toBe("Pick a day from Tuesday, June 30, 2026 to Wednesday, July 8, 2026.");
      expect(JSON.stringify(refused.body)).not.toContain(beyond.reference);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});

describe("photo uploads: checked before their body, one at a time, two uploads at once (item 4)", () => {
  const photoCount = async (b: StoredBooking) => (await getStorage().photos.list(b.id)).length;
  /** The files the store holds for `b`: each upload's files are written as they come, so a refused one must delete them. */
  const fileCount = async (b: StoredBooking) => {
    let n = 0;
    for await (const key of getPhotoStore()!.keys()) if (key.startsWith(`jobs/${b.id}/`)) n++;
    return n;
  };
  const files = async (n: number, extra: { name: string; bytes: Buffer }[] = []) => [
    ...(await Promise.all(Array.from({ length: n }, async (_, i) => ({ name: `p${i}.png`, bytes: await png() })))),
    ...extra,
  ];

  it("a job not of today, or full: refused before a byte of the body is read", async () => {
    const later = await job(1, crewA);
    const sent = upload({ intent: "photos", phase: "before" }, await files(1));
    expect((await post(people.luis, later.reference, sent.body)).status).toBe(409);
    expect(sent.counter.pulled).toBe(0);

    const full = await job(0, crewA);
    await savePhotos(full.id, "before", await files(20), "test");
    const more = upload({ intent: "photos", phase: "after" }, await files(1));
    const refused = await post(people.luis, full.reference, more.body);
    expect(refused.status).toBe(409);
    expect(more.counter.pulled).toBe(0);
  });

  it("after Done (the report has gone): a valid photo is refused (409) before its body is read, nothing added", async () => {
    const finished = await job(0, crewA);
    await savePhotos(finished.id, "after", await files(2), "test");
    await getStorage().db.run("UPDATE bookings SET status = 'completed', started_at = ? WHERE id = ?", [
      NOW.toISOString(),
      finished.id,
    ]);
    const sent = upload({ intent: "photos", phase: "after" }, await files(1));
    expect((await post(people.luis, finished.reference, sent.body)).status).toBe(409);
    expect(sent.counter.pulled).toBe(0);
    expect(await photoCount(finished)).toBe(2);
    expect(await fileCount(finished)).toBe(2);
  });

  it("past the photos left, or a file over 15 MB: 413 at once, nothing kept", async () => {
    const b = await job(0, crewA);
    await savePhotos(b.id, "before", await files(18), "test");
    const three = upload({ intent: "photos", phase: "after" }, await files(3));
    expect((await post(people.luis, b.reference, three.body)).status).toBe(413);
    expect(await photoCount(b)).toBe(18);
    expect(await fileCount(b)).toBe(18);

    const c = await job(0, crewA);
    const huge = { name: "huge.png", bytes: Buffer.alloc(16 * 1024 * 1024, 1) };
    const tooLarge = upload({ intent: "photos", phase: "before" }, await files(1, [huge, ...(await files(1))]));
    expect((await post(people.luis, c.reference, tooLarge.body)).status).toBe(413);
    expect(await photoCount(c)).toBe(0);
    expect(await fileCount(c)).toBe(0);

    const fine = upload({ intent: "photos", phase: "before" }, await files(2));
    const kept = await post(people.luis, c.reference, fine.body);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ ok: "2 before photos added." });
    expect(await photoCount(c)).toBe(2);
    expect(await fileCount(c)).toBe(2);
  });

  it("with two uploads under way, a third waits briefly, then gets 503 with Retry-After", async () => {
    const b = await job(0, crewA);
    const first = await uploadSlots.acquire(10);
    const second = await uploadSlots.acquire(10);
    const wait = uploadSlots.waitMs;
    uploadSlots.waitMs = 30;
    try {
      const sent = upload({ intent: "photos", phase: "before" }, await files(1));
      const busy = await post(people.luis, b.reference, sent.body);
      expect(busy.status).toBe(503);
      expect(busy.headers?.["Retry-After"]).toMatch(/^\d+$/);
      expect(sent.counter.pulled).toBe(0);
    } finally {
      uploadSlots.waitMs = wait;
      first!();
      second!();
    }
    const again = upload({ intent: "photos", phase: "before" }, await files(1));
    expect((await post(people.luis, b.reference, again.body)).status).toBe(200);
  });
});

describe("money left to collect (item 7)", () => {
  const loaded = async (who: Person, reference: string) =>
    (await getJob(who, reference)).body as { job: { collect: number | "quote" | null } };

  it("an unpaid job keeps its amount after Done until the crew records it collected (in the history, with who)", async () => {
    const b = await job(0, crewA);
    await getStorage().db.run("UPDATE bookings SET status = 'completed', started_at = ? WHERE id = ?", [
      NOW.toISOString(),
      b.id,
    ]);
    const owed = b.totalCents!;
    expect(owed).toBeGreaterThan(0);
    expect((await loaded(people.luis, b.reference)).job.collect).toBe(owed);

    expect((await post(people.luis, b.reference, { intent: "collected", method: "bitcoin" })).status).toBe(400);
    const collected = await post(people.luis, b.reference, { intent: "collected", method: "cash" });
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({ ok: `Collected ${formatCents(owed)} by cash.` });
    const after = (await getStorage().bookings.findByReference(b.reference))!;
    expect(after.payment.paidCents).toBe(owed);
    expect(after.payment.status).toBe("paid");
    const history = await getStorage().bookings.history(b.id);
    expect(history.at(-1)).toMatchObject({ action: "payment recorded", detail: `${formatCents(owed)} by cash` });
    expect(history.at(-1)?.actor).toContain("luis@example.com");
    expect((await loaded(people.luis, b.reference)).job.collect).toBeNull();
    // pressed again: nothing more is recorded
    expect((await post(people.luis, b.reference, { intent: "collected", method: "cash" })).status).toBe(409);
    expect((await getStorage().bookings.findByReference(b.reference))!.payment.paidCents).toBe(owed);
  });
});

describe("deleting a photo (item 8)", () => {
  it("staff delete a photo of the job (row and file) until the job report has gone; then 409", async () => {
    const b = await job(0, crewA);
    const first = await photoOf(b);
    const second = await photoOf(b);
    expect((await getPhoto(people.luis, b.reference, first)).status).toBe(200);
    const deleted = await post(people.luis, b.reference, { intent: "delete-photo", photo: String(first) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ ok: "Photo deleted." });
    expect((await getStorage().photos.list(b.id)).map((p) => p.id)).toEqual([second]);
    expect((await getPhoto(people.luis, b.reference, first)).status).toBe(404);
    // again, or not a photo of this job, or no photo named: 404 / 400
    expect((await post(people.luis, b.reference, { intent: "delete-photo", photo: String(first) })).status).toBe(404);
    const other = await job(0, crewA);
    const theirs = await photoOf(other);
    expect((await post(people.luis, b.reference, { intent: "delete-photo", photo: String(theirs) })).status).toBe(404);
    expect((await getStorage().photos.list(other.id)).length).toBe(1);
    expect((await post(people.luis, b.reference, { intent: "delete-photo", photo: "x" })).status).toBe(400);
    // the customer's photo is not the crew's to delete (issue 56): 403, kept, nothing in the history
    const customers = await photoOf(b, "customer");
    const refused = await post(people.luis, b.reference, { intent: "delete-photo", photo: String(customers) });
    expect(refused.status).toBe(403);
    expect((await getStorage().photos.list(b.id)).map((p) => p.id)).toContain(customers);
    // every deletion is in the booking's history, with who
    const deletions = (await getStorage().bookings.history(b.id)).filter((h) => h.action === "photo deleted");
    expect(deletions).toEqual([expect.objectContaining({ detail: `before photo ${first}` })]);
    expect(deletions[0]?.actor).toContain("luis@example.com");
    // Done sent the report: the photos stay as the customer got them
    await getStorage().db.run("UPDATE bookings SET status = 'completed', started_at = ? WHERE id = ?", [
      NOW.toISOString(),
      b.id,
    ]);
    expect((await post(people.luis, b.reference, { intent: "delete-photo", photo: String(second) })).status).toBe(409);
    expect((await getStorage().photos.list(b.id)).length).toBe(2);
  });
});

describe("On my way asks first; the badge follows the steps (item 12)", () => {
  const badge = async (reference: string) => ((await getJob(people.luis, reference)).body as { badge: string }).badge;

  it('the first press asks "Text <name> that you are on your way?"; only confirm=yes tells the customer', async () => {
    const b = await job(0, crewA, { name: "Ana Lopez" });
    expect(await badge(b.reference)).toBe("confirmed");
    const asked = await post(people.luis, b.reference, { intent: "on-my-way", minutes: "30" });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ confirm: { minutes: 30, question: "Text Ana that you are on your way?" } });
    expect((await getStorage().bookings.history(b.id)).map((h) => h.action)).not.toContain("on my way");
    expect(await badge(b.reference)).toBe("confirmed");
    const told = await post(people.luis, b.reference, { intent: "on-my-way", minutes: "30", confirm: "yes" });
    expect(told.status).toBe(200);
    expect(told.body).toMatchObject({ ok: "The customer is told you arrive in about 30 minutes." });
    expect(await badge(b.reference)).toBe("On the way");
    expect((await post(people.luis, b.reference, { intent: "start" })).status).toBe(200);
    expect(await badge(b.reference)).toBe("Started");
    await getStorage().db.run("UPDATE bookings SET status = 'completed' WHERE id = ?", [b.id]);
    expect(await badge(b.reference)).toBe("Done");
  });

  it("not on the job's day: refused before any question", async () => {
    const b = await job(1, crewA);
    expect((await post(people.luis, b.reference, { intent: "on-my-way", minutes: "30" })).status).toBe(409);
  });
});

describe("Done without any After photo asks first; the report names no photo it does not have (issue 55)", () => {
  /** `b` started and its checklist ticked through, as its crew would, so that Done can go through. */
  async function readyForDone(b: StoredBooking) {
    expect((await post(people.luis, b.reference, { intent: "start" })).status).toBe(200);
    const page = (await getJob(people.luis, b.reference)).body as { checklist: { key: string }[] };
    for (const item of page.checklist)
      expect((await post(people.luis, b.reference, { intent: "tick", key: item.key, state: "done" })).status).toBe(200);
  }
  const statusOf = async (b: StoredBooking) => (await getStorage().bookings.findByReference(b.reference))!.status;
  const reportOf = async (b: StoredBooking) =>
    (await getStorage().outbox.forBooking(b.id)).filter((m) => m.event === "job-report");

  it("the first press asks; nothing is finished or sent until confirm=yes, then the report names no photo", async () => {
    const b = await job(0, crewA);
    await readyForDone(b);
    const asked = await post(people.luis, b.reference, { intent: "done" });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      ok: null,
      error: null,
      finish: { question: "Finish without after photos? The customer's report will have none." },
    });
    expect(await statusOf(b)).toBe("confirmed");
    expect(await reportOf(b)).toEqual([]);
    // a before photo is not an after photo: still asked
    await photoOf(b, "before");
    expect((await post(people.luis, b.reference, { intent: "done" })).body).toHaveProperty("finish");

    const done = await post(people.luis, b.reference, { intent: "done", confirm: "yes" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: "Done. The customer gets the job report." });
    expect(await statusOf(b)).toBe("completed");
    const [report, ...more] = await reportOf(b);
    expect(more).toEqual([]);
    for (const words of [report!.text, report!.html, report!.subject]) expect(words).not.toMatch(/photo/i);
    expect(report!.text).toContain("Your booking's page");
  });

  it("without JavaScript: the answer is a page with the question and a button posting Done with confirm=yes", async () => {
    const b = await job(0, crewA);
    await readyForDone(b);
    const path = `/admin/jobs/${b.reference}`;
    const context = { get: () => ({ clientIp: "203.0.113.9" }) };
    const asked = await renderRoute(
      "/admin/jobs/:reference",
      jobPage,
      path,
      formPost({ intent: "done" }, { cookie: people.luis.cookie }),
      context,
    );
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Finish without after photos? The customer's report will have none.");
    const form =
      /<form[^>]*>(?:(?!<\/form>).)*Yes, finish without photos(?:(?!<\/form>).)*<\/form>/s.exec(asked.html)?.[0] ?? "";
    expect(form).toContain('name="intent" value="done"');
    expect(form).toContain('name="confirm" value="yes"');
    expect(form).toMatch(/method="post"/i);
    expect(await statusOf(b)).toBe("confirmed");
  });

  it("with an After photo, Done finishes at once and the report links it", async () => {
    const b = await job(0, crewA);
    await readyForDone(b);
    const photo = await photoOf(b, "after");
    const done = await post(people.luis, b.reference, { intent: "done" });
    expect(done.body).toMatchObject({ ok: "Done. The customer gets the job report." });
    expect(await statusOf(b)).toBe("completed");
    const [report] = await reportOf(b);
    expect(report!.text).toContain(`After photos: ${SITE}${pagePath(PAGE_TOKEN_SLOT)}/photos/${photo}\n`);
    expect(report!.text).toContain("Your booking's page, with the photos");
  });

  it("a Done that would be refused is refused, never asked: checklist left, not its day, finished already", async () => {
    const started = await job(0, crewA);
    expect((await post(people.luis, started.reference, { intent: "start" })).status).toBe(200);
    const left = await post(people.luis, started.reference, { intent: "done" });
    expect(left.status).toBe(409);
    expect(left.body).not.toHaveProperty("finish");
    const later = await job(1, crewA);
    expect((await post(people.luis, later.reference, { intent: "done" })).status).toBe(409);
    const finished = await job(0, crewA);
    await readyForDone(finished);
    expect((await post(people.luis, finished.reference, { intent: "done", confirm: "yes" })).status).toBe(200);
    const again = await post(people.luis, finished.reference, { intent: "done" });
    expect(again.status).toBe(409);
    expect(again.body).not.toHaveProperty("finish");
  });
});

describe("the planned start and end beside the customer's window (issue 55)", () => {
  const plannedOf = async (reference: string) =>
    ((await getJob(people.luis, reference)).body as { planned: string | null }).planned;

  it("nothing while planning is off; the crew's plan once it is on", async () => {
    const storage = getStorage();
    const b = await job(0, crewA);
    expect(await plannedOf(b.reference)).toBeNull();
    // planning on (a crew's week saved), the job planned onto Crew A from 8:00 for 4 hours
    const week = { days: [0, 1, 2, 3, 4, 5, 6], starts: "07:00", ends: "20:00", timeOff: [] };
    await storage.plans.saveWeeks(
      storage.db,
      [{ id: crewA, name: "Crew A", ...week, services: ["cleaning", "junk-removal", "power-washing"] }],
      TODAY,
    );
    await storage.plans.setPlan(storage.db, b.id, { crewId: crewA, start: "08:00", minutes: 240 });
    expect(await plannedOf(b.reference)).toBe("8:00 AM – 12:00 PM");
    const page = await renderRoute("/admin/jobs/:reference", jobPage, `/admin/jobs/${b.reference}`, {
      headers: { Cookie: people.luis.cookie },
    });
    expect(page.text).toContain("planned 8:00 AM – 12:00 PM · Crew A");
  });
});
