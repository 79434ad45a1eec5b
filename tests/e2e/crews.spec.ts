import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { simpleParser } from "mailparser";
import { addOwner, enrol, OWNER_PASSWORD, signIn } from "../support/admin";
import { apiBooking, dateAhead, uniqueContact } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { expectNoAxeViolations, expectNoSidewaysScroll, viewports, watchConsole } from "../support/page-check";
import { GPS_DATUM, jpegMarkers, PHONE_MAKER, phoneJpeg, png } from "../support/photos";
import { rowsIn, runIn } from "../support/server-database";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, type Page, test } from "../support/test";

/**
 * The crews' journey (issue 39, docs/decisions/0039) on a phone, with and without JavaScript: the owner makes two
 * crews and invites a crew member, who accepts, sets up sign-in codes and lands on their day; the owner assigns a
 * job (the crew member is told); the crew member presses On my way and Started, goes through the checklist, adds
 * before and after photos (a JPEG carrying GPS: the stored file has none), presses Done; the customer's job report
 * arrives with the checklist and the photos, which open from the e-mail and the booking page; a member of the other
 * crew gets 403 on that job, its photos and its actions.
 */
test.describe.configure({ mode: "serial" });

const PORT = 4330 + (E2E_PORT % 10);
const BASE = `http://localhost:${PORT}`;
const DB = `test-results/e2e-db/crews-${E2E_PORT}.sqlite`;
const OUTBOX = `test-results/e2e-outbox-crews-${E2E_PORT}`;
const SMS = `test-results/e2e-sms-crews-${E2E_PORT}`;
const PHOTOS = `test-results/e2e-photos-crews-${E2E_PORT}`;
const phone = viewports.phone;
/** The server's settings: its own database and folders, at its own address. */
const SETTINGS = { DATABASE_PATH: DB, OUTBOX_DIR: OUTBOX, SMS_DIR: SMS, PHOTOS_DIR: PHOTOS, SITE_URL: BASE };
let server: ServerProcess;

const rows = <T>(sql: string, ...params: (string | number)[]): T[] => rowsIn<T>(DB, sql, ...params);
const run = (sql: string, ...params: (string | number)[]) => runIn(DB, sql, ...params);

/** The e-mails written so far whose file name starts with `prefix`, parsed (waits for at least `count`). */
async function mails(prefix: string, count = 1) {
  await expect
    .poll(() => (existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.startsWith(prefix)).length : 0), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count);
  const files = readdirSync(OUTBOX)
    .filter((f) => f.startsWith(prefix))
    .sort();
  return Promise.all(files.map(async (f) => simpleParser(readFileSync(path.join(OUTBOX, f)))));
}

/**
 * The customer's job report of `reference`, sent exactly once (issue 45): the worker idle for the booking first (none
 * of its messages due and not yet sent), then the outbox's rows of that kind counted, then its e-mail read.
 */
async function jobReportSentOnce(reference: string) {
  await expect
    .poll(
      () =>
        rows<{ n: number }>(
          // due now: a reminder or a review request waits for its own day
          `SELECT COUNT(*) AS n FROM outbox o JOIN bookings b ON b.id = o.booking_id
           WHERE b.reference = ? AND o.status IN ('pending', 'sending') AND o.next_attempt_at <= ?`,
          reference,
          new Date().toISOString(),
        )[0]!.n,
      { timeout: 15_000 },
    )
    .toBe(0);
  expect(rows("SELECT status FROM outbox WHERE key LIKE ?", `${reference}.job-report.customer%`)).toEqual([
    { status: "sent" },
  ]);
  return mails(`${reference}.job-report.customer`);
}

/** A booking made through the API for tomorrow, confirmed by the owner, then moved to today (the job's day). */
async function jobForToday(owner: Page, label: string): Promise<{ reference: string; token: string; email: string }> {
  const contact = uniqueContact(label);
  const booked = await owner.request.post(`${BASE}/api/bookings`, {
    data: {
      ...apiBooking(dateAhead(1), "09:00", contact),
      services: [{ service: "cleaning", tier: "2", addons: [] }],
    },
  });
  expect(booked.status()).toBe(201);
  const { reference, url } = (await booked.json()) as { reference: string; url: string };
  run("UPDATE bookings SET date = ? WHERE reference = ?", dateAhead(0), reference);
  await owner.goto(`${BASE}/admin/bookings/${reference}`);
  await owner.getByRole("button", { name: "Confirm booking" }).click();
  await expect(owner.getByText("Status changed")).toBeVisible();
  return { reference, token: url.split("/").at(-1)!, email: contact.email };
}

async function assign(owner: Page, reference: string, crew: string) {
  await owner.goto(`${BASE}/admin/bookings/${reference}`);
  await owner.getByLabel("Crew doing this job").selectOption({ label: crew });
  await owner.getByRole("button", { name: "Save the crew" }).click();
  await expect(owner.getByText("Crew saved")).toBeVisible();
}

/** The crew's steps on the job page, up to Done: On my way, Started, the checklist (one item not possible). */
async function doTheJob(page: Page, reference: string, photos: (phase: "before" | "after") => Promise<void>) {
  await page.goto(`${BASE}/admin/jobs/${reference}`);
  await expect(page.locator("h1")).toHaveText(reference);
  await page.screenshot({ path: test.info().outputPath(`job-${reference}-start.png`), fullPage: true });
  await page.getByLabel("Arriving in").selectOption("30");
  await page.getByRole("button", { name: "On my way" }).click();
  // a text cannot be taken back: the page asks first (with and without JavaScript)
  await expect(page.getByText(/^Text .+ that you are on your way\?$/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, text them" }).click();
  await expect(page.getByText("The customer is told you arrive in about 30 minutes.")).toBeVisible();
  await expect(page.locator("h1 + span")).toHaveText(/on the way/i);
  await photos("before");
  await page.getByRole("button", { name: "Started" }).click();
  await expect(page.getByText("Started.", { exact: true })).toBeVisible();
  // Done stays disabled until every item is through
  await expect(page.getByRole("button", { name: "Done", exact: true })).toBeDisabled();
  const first = page.getByRole("button", { name: /^Not possible: / }).first();
  const label = ((await first.getAttribute("aria-label")) ?? "").replace(/^Not possible: /, "");
  await page.getByLabel(`Why not possible (${label})`).fill("The oven was taken out by the landlord");
  await first.click();
  await expect(page.getByText("Not possible: The oven was taken out by the landlord")).toBeVisible();
  // one Done on the page, the job's; each item is "Checked"
  await expect(page.getByRole("button", { name: /^Done/ })).toHaveCount(1);
  const left = page.getByRole("button", { name: /^Checked: / });
  for (let n = await left.count(); n > 0; n--) {
    await left.first().click();
    await expect(left).toHaveCount(n - 1);
  }
  await photos("after");
  await page.screenshot({ path: test.info().outputPath(`job-${reference}-before-done.png`), fullPage: true });
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await expect(page.getByText("Done. The customer gets the job report.")).toBeVisible();
  return label;
}

async function addPhotos(
  page: Page,
  phase: "before" | "after",
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.getByLabel(phase === "before" ? "Before the work" : "After the work").check();
  const picker = page.getByLabel("Choose or take photos");
  // the phone offers its camera and its gallery: nothing forces the camera
  expect(await picker.getAttribute("capture")).toBeNull();
  await picker.setInputFiles(files);
  await page.getByRole("button", { name: "Add photos" }).click();
  await expect(page.getByText(`${files.length} ${phase} photo${files.length === 1 ? "" : "s"} added.`)).toBeVisible();
  // the field is empty again (with JavaScript the form resets; without, the answer is a new page): one more tap
  // cannot send the same photos twice
  await expect.poll(() => picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
}

let owner: Page;
let ownerContext: BrowserContext;
let crewContext: BrowserContext;
let otherContext: BrowserContext;
let crewEmail = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  removeServerFiles(DB, OUTBOX, SMS, PHOTOS);
  server = await startServer(PORT, SETTINGS);
});
test.afterAll(async () => {
  for (const context of [ownerContext, crewContext, otherContext]) await context?.close();
  await server?.stop();
});

const phoneContext = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, javaScriptEnabled });

test("the owner invites a crew member who signs in to their day; an assigned job goes from On my way to Done with its checklist and photos; the customer gets the job report", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  ownerContext = await browser.newContext({ viewport: phone });
  owner = await ownerContext.newPage();
  const ownerErrors = watchConsole(owner);
  await signIn(owner, addOwner(DB, "crews"), BASE);

  // the Team page: two crews and an invitation
  await owner.goto(`${BASE}/admin/team`);
  for (const name of ["Crew A", "Crew B"]) {
    await owner.getByLabel("New crew's name").fill(name);
    await owner.getByRole("button", { name: "Make the crew" }).click();
    // the crew's own name, not "Crew Crew A" (issue 55)
    await expect(owner.getByText(`${name} made.`, { exact: true })).toBeVisible();
  }
  crewEmail = `luis-${Date.now().toString(36)}@example.com`;
  await owner.getByLabel("E-mail").fill(crewEmail);
  await owner.getByLabel(/^Name \(first name/).fill("Luis Ortega");
  await owner.getByLabel("Role").selectOption("crew");
  await owner.getByRole("button", { name: "Send the invitation" }).click();
  await expect(owner.getByText(`Invitation sent to ${crewEmail}. The link works once, for 7 days.`)).toBeVisible();
  await expectNoAxeViolations(owner);
  await expectNoSidewaysScroll(owner);
  const [invitation] = await mails("invitation.");
  expect(JSON.stringify(invitation!.to)).toContain(crewEmail);
  const link = invitation!.text!.match(/https?:\/\/\S+\/admin\/invite\/[\w-]+/)![0];
  const hash = rows<{ token_hash: string }>("SELECT token_hash FROM account_links")
    .map((r) => r.token_hash)
    .join(" ");
  expect(hash).not.toContain(link.split("/").at(-1)!); // stored as a hash

  // put Luis in Crew A, with a mobile for texts
  await owner.goto(`${BASE}/admin/team`);
  await owner.getByLabel(`Crew (${crewEmail})`).selectOption({ label: "Crew A" });
  await owner.getByLabel(`Mobile for texts (${crewEmail})`).fill("(214) 555-0142");
  await owner.getByRole("button", { name: `Save ${crewEmail}` }).click();
  await expect(owner.getByText(`Saved ${crewEmail}.`)).toBeVisible();

  // Luis accepts on his phone: a password, then sign-in codes, then his day
  crewContext = await phoneContext(browser);
  const crew = await crewContext.newPage();
  const crewErrors = watchConsole(crew);
  await crew.goto(link);
  await expect(crew.locator("h1")).toHaveText("Welcome");
  await expectNoAxeViolations(crew);
  await crew.getByLabel(/^Password \(at least/).fill(OWNER_PASSWORD);
  await crew.getByLabel("The same password again").fill(OWNER_PASSWORD);
  await crew.getByRole("button", { name: "Save my password" }).click();
  await expect(crew).toHaveURL(/\/admin\/login/);
  await crew.getByLabel("E-mail").fill(crewEmail);
  await crew.getByLabel("Password").fill(OWNER_PASSWORD);
  await crew.getByRole("button", { name: "Sign in", exact: true }).click();
  await enrol(crew);
  await expect(crew).toHaveURL(`${BASE}/admin/today`);
  await expect(crew.locator("h1")).toHaveText("Today");
  await expect(crew.getByText("Crew A: Luis Ortega")).toBeVisible();
  await expect(crew.getByText("No job for your crew on this day.")).toBeVisible();
  // the invitation works once
  const again = await crew.request.get(link, { maxRedirects: 0 });
  expect(again.status()).toBe(410);

  // a job of today, assigned to Crew A: Luis is told by e-mail and text
  const { reference, token, email: customerEmail } = await jobForToday(owner, "crew-journey");
  await assign(owner, reference, "Crew A");
  const [told] = await mails(`${reference}.assigned.`);
  expect(JSON.stringify(told!.to)).toContain(crewEmail);
  expect(told!.text).toContain(`${reference} is now Crew A's job`);
  await expect
    .poll(() => (existsSync(SMS) ? readdirSync(SMS).filter((f) => f.startsWith(`${reference}.assigned.`)) : []))
    .toHaveLength(1);

  // the day, then the job, on the phone
  await crew.goto(`${BASE}/admin/today`);
  await expect(crew.getByRole("link", { name: `Open ${reference}` })).toBeVisible();
  await expect(crew.getByText(customerEmail)).toHaveCount(0); // no customer e-mail address
  expect(await crew.content()).not.toContain(customerEmail);
  await expectNoAxeViolations(crew);
  await expectNoSidewaysScroll(crew);
  await crew.getByRole("link", { name: `Open ${reference}` }).click();
  await expect(crew.locator("h1")).toHaveText(reference);
  await expect(crew.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute("href", /^tel:/);
  await expectNoAxeViolations(crew);

  const gpsJpeg = await phoneJpeg({ width: 3000, height: 2000, orientation: 6 });
  const notPossible = await doTheJob(crew, reference, async (phase) => {
    await addPhotos(crew, phase, [
      { name: `${phase}-1.jpg`, mimeType: "image/jpeg", buffer: gpsJpeg },
      { name: `${phase}-2.png`, mimeType: "image/png", buffer: await png() },
    ]);
  });
  await expect(crew.getByRole("list", { name: "After photos" }).getByRole("img")).toHaveCount(2);
  await crew.screenshot({ path: test.info().outputPath("job-phone.png"), fullPage: true });
  await expectNoAxeViolations(crew);
  await expectNoSidewaysScroll(crew);

  // what was recorded: the steps with who and when; four photos, upright, at most 1,600 px, without GPS or maker
  const history = rows<{ action: string; actor: string }>(
    "SELECT e.action, e.actor FROM booking_events e JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? ORDER BY e.id",
    reference,
  );
  expect(history.map((h) => h.action)).toEqual(["confirmed", "assigned", "on my way", "started", "completed"]);
  for (const step of ["on my way", "started", "completed"])
    expect(history.find((h) => h.action === step)!.actor).toContain(crewEmail);
  const stored = rows<{ phase: string; storage_key: string; width: number; height: number }>(
    "SELECT p.phase, p.storage_key, p.width, p.height FROM job_photos p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ? ORDER BY p.id",
    reference,
  );
  expect(stored.map((p) => p.phase)).toEqual(["before", "before", "after", "after"]);
  const fromPhone = stored[0]!;
  expect([fromPhone.width, fromPhone.height]).toEqual([1067, 1600]); // turned upright (orientation 6), then resized
  const file = readFileSync(path.join(PHOTOS, fromPhone.storage_key));
  expect(jpegMarkers(file)).not.toContain("APP1"); // no EXIF, hence no GPS
  expect(file.includes(GPS_DATUM)).toBe(false);
  expect(file.includes(PHONE_MAKER)).toBe(false);

  // the customer's job report: once, with the checklist, the crew's first name and the after photos
  const reports = await jobReportSentOnce(reference);
  expect(reports).toHaveLength(1);
  const report = reports[0]!.text!;
  expect(report).toContain("Luis finished your job");
  expect(report).toContain(`✗ ${notPossible} (not possible: The oven was taken out by the landlord)`);
  expect(report).toContain("✓ ");
  expect(report).not.toContain(crewEmail);
  const photoUrls = [...report.matchAll(/https?:\/\/\S+\/photos\/\d+/g)].map((m) => m[0]);
  expect(photoUrls).toHaveLength(2);
  const opened = await owner.request.get(photoUrls[0]!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toMatch(/^image\//);
  expect(opened.headers()["cache-control"]).toContain("private");
  // a before photo is not the customer's, nor is a made-up id
  const beforeId = rows<{ id: number }>(
    "SELECT p.id FROM job_photos p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ? AND p.phase = 'before'",
    reference,
  )[0]!.id;
  expect((await owner.request.get(`${BASE}/booking/confirmed/${token}/photos/${beforeId}`)).status()).toBe(404);

  const customer = await ownerContext.newPage();
  const customerErrors = watchConsole(customer);
  await customer.goto(`${BASE}/booking/confirmed/${token}`);
  const section = customer.getByTestId("job-report");
  await expect(section.getByRole("heading", { name: "Your job report" })).toBeVisible();
  await expect(section.getByText("Luis")).toBeVisible();
  await expect(section.getByText(`(not possible: The oven was taken out by the landlord)`)).toBeVisible();
  const images = section.getByRole("list", { name: "After photos" }).getByRole("img");
  await expect(images).toHaveCount(2);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(customer);
  await expectNoSidewaysScroll(customer);
  await section.screenshot({ path: test.info().outputPath("job-report-phone.png") });
  await owner.setViewportSize(viewports.desktop);
  await owner.goto(`${BASE}/admin/today`);
  await expectNoAxeViolations(owner);
  await owner.screenshot({ path: test.info().outputPath("today-owner-desktop.png"), fullPage: true });
  await owner.setViewportSize(phone);

  // another crew's member: 403 on the job, its photos and its actions
  const otherEmail = addOwner(DB, "crew-b", ["--role", "crew", "--name", "Ana Ruiz"]);
  await owner.goto(`${BASE}/admin/team`);
  await owner.getByLabel(`Crew (${otherEmail})`).selectOption({ label: "Crew B" });
  await owner.getByRole("button", { name: `Save ${otherEmail}` }).click();
  await expect(owner.getByText(`Saved ${otherEmail}.`)).toBeVisible();
  otherContext = await phoneContext(browser);
  const other = await otherContext.newPage();
  await signIn(other, otherEmail, BASE);
  await expect(other).toHaveURL(`${BASE}/admin/today`); // a crew member's home
  await expect(other.getByText(reference)).toHaveCount(0);
  const photoId = rows<{ id: number }>("SELECT id FROM job_photos ORDER BY id")[0]!.id;
  for (const url of [`/admin/jobs/${reference}`, `/admin/jobs/${reference}/photos/${photoId}`])
    expect((await other.request.get(`${BASE}${url}`, { maxRedirects: 0 })).status(), url).toBe(403);
  for (const intent of ["on-my-way", "start", "done"])
    expect(
      (
        await other.request.post(`${BASE}/admin/jobs/${reference}`, {
          form: { intent, minutes: "30" },
          headers: { Origin: BASE },
          maxRedirects: 0,
        })
      ).status(),
      intent,
    ).toBe(403);
  // …while Luis still may see it, and the owner too
  expect((await crew.request.get(`${BASE}/admin/jobs/${reference}/photos/${photoId}`)).status()).toBe(200);

  expect(ownerErrors).toEqual([]);
  expect(crewErrors).toEqual([]);
  expect(customerErrors).toEqual([]);
});

test("without JavaScript, on a phone: a refused file says why and keeps nothing; the steps, photos and Done work; the report is on the customer's page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { reference, token } = await jobForToday(owner, "crew-no-js");
  await assign(owner, reference, "Crew A");
  const context = await browser.newContext({
    viewport: phone,
    isMobile: true,
    javaScriptEnabled: false,
    storageState: await crewContext.storageState(),
  });
  const page = await context.newPage();
  try {
    const photosOf = () =>
      rows<{ n: number }>(
        "SELECT COUNT(*) AS n FROM job_photos p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ?",
        reference,
      )[0]!.n;
    await page.goto(`${BASE}/admin/jobs/${reference}`);
    // a text file named like a photo: refused by its bytes, with a message; nothing stored
    await page.getByLabel("Before the work").check();
    await page
      .getByLabel("Choose or take photos")
      .setInputFiles([{ name: "receipt.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") }]);
    await page.getByRole("button", { name: "Add photos" }).click();
    await expect(page.getByText("No photo was added.")).toBeVisible();
    await expect(
      page.getByText("receipt.jpg: This file is not a photo we can keep: send a JPEG, PNG or WebP image."),
    ).toBeVisible();
    expect(photosOf()).toBe(0);
    expect(
      existsSync(path.join(PHOTOS, "jobs"))
        ? readdirSync(path.join(PHOTOS, "jobs"), { recursive: true }).filter((f) => String(f).endsWith(".tmp"))
        : [],
    ).toEqual([]);

    await doTheJob(page, reference, async (phase) => {
      await addPhotos(page, phase, [{ name: `${phase}.jpg`, mimeType: "image/jpeg", buffer: await phoneJpeg() }]);
    });
    expect(photosOf()).toBe(2);
    await expectNoSidewaysScroll(page);
    await page.goto(`${BASE}/booking/confirmed/${token}`);
    await expect(page.getByTestId("job-report").getByRole("img")).toHaveCount(1);
    expect(await jobReportSentOnce(reference)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test("an instance killed in the middle of an upload leaves no row without its file; started again, it shows what was kept", async () => {
  test.setTimeout(120_000);
  const { reference } = await jobForToday(owner, "crew-kill");
  await assign(owner, reference, "Crew A");
  const cookie = (await crewContext.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  // twelve large photos in one request: each is re-encoded in turn and its file written; the rows come once the
  // whole upload has been read (docs/decisions/0043)
  const big = await phoneJpeg({ width: 4000, height: 3000 });
  const form = new FormData();
  form.set("intent", "photos");
  form.set("phase", "before");
  for (let i = 0; i < 12; i++)
    form.append("photos", new Blob([new Uint8Array(big)], { type: "image/jpeg" }), `p${i}.jpg`);
  const upload = fetch(`${BASE}/admin/jobs/${reference}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: BASE },
  }).then(
    (response) => response.status,
    (error: unknown) => error,
  );
  const kept = () =>
    rows<{ storage_key: string }>(
      "SELECT p.storage_key FROM job_photos p JOIN bookings b ON b.id = p.booking_id WHERE b.reference = ?",
      reference,
    );
  const [{ id }] = rows<{ id: number }>("SELECT id FROM bookings WHERE reference = ?", reference) as [{ id: number }];
  const folder = path.join(PHOTOS, "jobs", String(id));
  const files = () => (existsSync(folder) ? readdirSync(folder).length : 0);
  // killed once some of its files are written, before the upload has been read whole
  await expect.poll(files, { intervals: [10], timeout: 60_000 }).toBeGreaterThan(0);
  await server.crash();
  expect(await upload).toBeInstanceOf(Error); // no answer came: the upload was cut short
  const rowsLeft = kept();
  expect(rowsLeft.length).toBeLessThan(12);
  for (const row of rowsLeft) expect(existsSync(path.join(PHOTOS, row.storage_key)), row.storage_key).toBe(true);
  expect(files()).toBeGreaterThan(rowsLeft.length); // files without a row: the orphan sweep's, never the other way

  server = await startServer(PORT, SETTINGS);
  const page = await crewContext.newPage();
  await page.goto(`${BASE}/admin/jobs/${reference}`);
  const shown = page.getByRole("list", { name: "Before photos" }).getByRole("img");
  await expect(shown).toHaveCount(rowsLeft.length);
  for (const img of await shown.all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await page.close();
});
