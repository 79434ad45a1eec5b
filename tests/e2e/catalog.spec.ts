import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Cookie, Page, ViewportSize } from "@playwright/test";
import { simpleParser } from "mailparser";
import { addDays, dateInZone } from "../../app/domain/booking/dates";
import { addOwner, signIn } from "../support/admin";
import { dateAhead, fillDetails, pageWithoutSiteScripts, uniqueContact, waitForBookingForm } from "../support/booking";
import { ownServer } from "../support/e2e-env";
import { expectNoAxeViolations, expectNoSidewaysScroll, waitForHydration, watchPage } from "../support/page-check";
import { viewports } from "../support/screens";
import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * The owner's catalog in the browser (issue 38, docs/decisions/0038), on a server of its own (its prices change):
 * the owner raises the 2BR/2BA cleaning at phone width, sees what changes, saves; the pages, the booking form's preview
 * and the server's total follow within 10 seconds; a booking made before keeps its price on its page, in its e-mail
 * and in the CSV; a form opened before and sent after comes back with the notice and what was typed; a code that
 * ended yesterday is refused; bad input saves nothing; a version is restored in one click, without JavaScript.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, database: DB, outbox: OUTBOX } = ownServer("catalog", 4310);
/**
 * How long the pages may take to show a save here. The goal is 10 seconds (`npm run bench` measures it on a quiet
 * machine: about 1.5 s); a browser test shares two cores with its own Chromium and the other tests, so it waits longer
 * rather than flake, and proves that the pages follow.
 */
const RENDERED_AGAIN_MS = 30_000;
let server: ServerProcess;
let base = "";
let owner = "";
/** The owner's session, signed in once (a second sign-in would wait for the next 30-second code). */
let ownerCookies: Cookie[] = [];
/** A page of a browser context of its own, signed in as the owner. */
async function ownerPage(browser: Browser, viewport: ViewportSize) {
  const context = await browser.newContext({ viewport });
  await context.addCookies(ownerCookies);
  return context.newPage();
}

function rows<T>(sql: string, ...args: string[]): T[] {
  const db = new DatabaseSync(path.resolve(DB), { readOnly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}
const latestVersion = () => rows<{ v: number }>("SELECT MAX(version) AS v FROM catalog_versions")[0]!.v;

/** The text of the e-mail the server wrote to the customer of `reference` when it was booked ("" while not written). */
async function customerMail(reference: string): Promise<string> {
  const file = path.join(OUTBOX, `${reference}.created.customer.eml`);
  return existsSync(file) ? ((await simpleParser(readFileSync(file))).text ?? "") : "";
}

/** A cleaning 2BR/2BA booked through the API, as a customer would book it: its reference and page. */
async function bookCleaning(label: string, offset: number) {
  const contact = uniqueContact(label);
  const answer = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      services: [{ service: "cleaning", tier: "2", addons: [] }],
      date: dateAhead(offset),
      window: "09:00",
      city: "dallas",
      address: "100 Main St",
      zip: "75201",
      ...contact,
    }),
  });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { reference: string; url: string };
  return { reference: body.reference, url: new URL(body.url, base).pathname };
}

/** Previews the settings form: the "What changes" card, or the errors. */
/** The booking form's code running (after the page's own: a first touch before it would go unseen). */
async function formRunning(page: Page) {
  await waitForHydration(page);
  await waitForBookingForm(page);
}

async function preview(page: Page) {
  await page.getByRole("button", { name: "Preview changes" }).click();
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DB}${suffix}`, { force: true });
  rmSync(OUTBOX, { recursive: true, force: true });
  base = `http://127.0.0.1:${PORT}`;
  server = await startServer(PORT, { DATABASE_PATH: DB, OUTBOX_DIR: OUTBOX, SITE_URL: base });
  owner = addOwner(DB, "catalog");
});
test.afterAll(async () => {
  await server?.stop();
});

test("the owner raises the 2BR/2BA price from a phone: every page and new booking follows, nothing booked before moves", async ({
  browser,
}) => {
  // a journey through three customers, the owner and every page rendered again: 50 s on a quiet machine, 82 s on a
  // slow day; twice that and more is its budget (issue 45: no test above half of its timeout)
  test.setTimeout(240_000);
  const before = await bookCleaning("before", 12);
  expect(
    rows<{ total_cents: number }>("SELECT total_cents FROM bookings WHERE reference = ?", before.reference),
  ).toEqual([{ total_cents: 20_000 }]);

  // two customers open the form before the change: one with JavaScript, one without, and fill it in
  const customer = await browser.newPage({ viewport: viewports.phone });
  await customer.goto(`${base}/booking?service=cleaning&rooms=2&city=plano`);
  await formRunning(customer);
  await expect(customer.locator('[data-testid="price-total"]:visible').first()).toHaveText("$200");
  const contact = uniqueContact("stale-js");
  await fillDetails(customer, { date: dateAhead(13), window: { start: "09:00", end: "11:00" }, contact });
  const noJs = await pageWithoutSiteScripts(browser, viewports.phone);
  await noJs.goto(`${base}/booking?service=cleaning&rooms=2&city=plano`);
  const noJsContact = uniqueContact("stale-nojs");
  await fillDetails(noJs, { date: dateAhead(13), window: { start: "11:00", end: "13:00" }, contact: noJsContact });

  // the owner, at phone width
  const page = await browser.newPage({ viewport: viewports.phone });
  const watched = await watchPage(page);
  await signIn(page, owner, base);
  ownerCookies = await page.context().cookies();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.locator("h1")).toHaveText("Settings");
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/settings-phone.png", fullPage: true });
  // the contents list jumps to a section, and the Preview stays on screen from there (sticky, issue 44)
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "The service area" }).click();
  await expect(page.getByRole("heading", { name: "The service area" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Preview changes" })).toBeInViewport();
  const price = page.getByLabel("Price (Cleaning, 2BR/2BA)", { exact: true });
  await expect(price).toHaveValue("200");
  await price.fill("237");
  // and the smallest clean, which the home page shows as the service's starting price
  await page.getByLabel("Price (Cleaning, Studio/1BR/1BA)", { exact: true }).fill("160");
  await preview(page);
  const changes = page.getByTestId("settings-changes");
  await expect(changes).toContainText("Cleaning, 2BR/2BA: $200 → $237");
  await expect(changes).toContainText("Cleaning, Studio/1BR/1BA: $150 → $160");
  // the bundle with the smallest clean follows its rule: its items' $335 less 15%
  await expect(changes).toContainText("Bundle Cleaning + Junk Removal: $276 → $285");
  await expect(changes.getByRole("listitem")).toHaveCount(3);
  expect(latestVersion()).toBe(1); // a preview saves nothing
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save these changes" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings?saved=2`);
  await expect(page.getByText("Saved as version 2: the pages show it within seconds.")).toBeVisible();
  expect(latestVersion()).toBe(2);

  // the pages follow (within 10 seconds: npm run bench)
  const visitor = await browser.newPage({ viewport: viewports.phone });
  const tierCard = () => visitor.getByTestId("tier-card").filter({ hasText: "2BR/2BA" });
  const served = async (urlPath: string) => (await fetch(`${base}${urlPath}`)).text();
  await expect
    .poll(async () => (await served("/services/cleaning")).includes("$237"), { timeout: RENDERED_AGAIN_MS })
    .toBe(true);
  await visitor.goto(`${base}/services/cleaning`);
  await expect(tierCard()).toContainText("$237");
  await expect(tierCard()).not.toContainText("$200");
  await visitor.goto(`${base}/services/cleaning/plano`);
  await expect(tierCard()).toContainText("$237");
  await visitor.goto(`${base}/`);
  await expect(visitor.locator("main")).toContainText("Starting at $160");
  await expect(visitor.locator("main")).not.toContainText("Starting at $150");
  await expect(visitor.getByTestId("bundle-card").filter({ hasText: "Cleaning + Junk Removal" })).toContainText("$285");
  // the structured data's offers
  const offers = await visitor
    .goto(`${base}/services/cleaning`)
    .then(() => visitor.locator('script[type="application/ld+json"]').allTextContents());
  expect(offers.join(" ")).toContain('"price":"237.00"');
  expect(offers.join(" ")).not.toContain('"price":"200.00"');

  // a new form: the preview and the server's total
  const fresh = await browser.newPage({ viewport: viewports.phone });
  await fresh.goto(`${base}/booking?service=cleaning&rooms=2&city=plano`);
  await formRunning(fresh);
  await expect(fresh.locator('[data-testid="price-total"]:visible').first()).toHaveText("$237");
  const freshContact = uniqueContact("new");
  await fillDetails(fresh, { date: dateAhead(14), window: { start: "09:00", end: "11:00" }, contact: freshContact });
  await fresh.getByRole("button", { name: "Request booking" }).click();
  await fresh.waitForURL(/\/booking\/confirmed\//);
  const freshRow = rows<{ total_cents: number; catalog_version: number }>(
    "SELECT total_cents, catalog_version FROM bookings WHERE email = ?",
    freshContact.email,
  )[0]!;
  expect(freshRow).toEqual({ total_cents: 23_700, catalog_version: 2 });
  await expect(fresh.locator("main")).toContainText("$237");

  // the forms opened before: not booked, back with the notice, the new total and what was typed
  await customer.getByRole("button", { name: "Request booking" }).click();
  const summary = customer.getByTestId("error-summary");
  await expect(summary).toContainText("Prices changed since you opened this page");
  await expect(customer.locator('[data-testid="price-total"]:visible').first()).toHaveText("$237");
  await expect(customer.getByLabel("Full name")).toHaveValue(contact.name);
  await expect(customer.getByLabel("E-mail")).toHaveValue(contact.email);
  expect(rows("SELECT id FROM bookings WHERE email = ?", contact.email)).toEqual([]);
  // sent again, it is booked at the price now shown
  await customer.getByRole("button", { name: "Request booking" }).click();
  await customer.waitForURL(/\/booking\/confirmed\//);
  expect(rows("SELECT total_cents FROM bookings WHERE email = ?", contact.email)).toEqual([{ total_cents: 23_700 }]);

  const [answer] = await Promise.all([
    noJs.waitForResponse((r) => r.url().startsWith(`${base}/booking`) && r.request().method() === "POST"),
    noJs.getByRole("button", { name: "Request booking" }).click(),
  ]);
  expect(answer.status()).toBe(409);
  await expect(noJs.getByTestId("error-summary")).toContainText("Prices changed since you opened this page");
  await expect(noJs.getByTestId("review-total").first()).toContainText("$237");
  await expect(noJs.getByLabel("Full name")).toHaveValue(noJsContact.name);
  await expect(noJs.getByLabel("Phone", { exact: true })).toHaveValue(noJsContact.phone);
  expect(rows("SELECT id FROM bookings WHERE email = ?", noJsContact.email)).toEqual([]);

  // the booking made before keeps $200: its page, its e-mail, the CSV
  await visitor.goto(`${base}${before.url}`);
  await expect(visitor.locator("main")).toContainText("$200");
  await expect(visitor.locator("main")).not.toContainText("$237");
  await expect.poll(() => customerMail(before.reference), { timeout: 10_000 }).toContain("$200");
  expect(await customerMail(before.reference)).not.toContain("$237");
  const csv = await page.request.get(`${base}/admin/bookings.csv?from=${dateAhead(0)}&to=${dateAhead(30)}`);
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).split("\n").find((l) => l.startsWith(before.reference));
  expect(line).toContain("200.00");
  expect(
    rows<{ total_cents: number; catalog_version: number }>(
      "SELECT total_cents, catalog_version FROM bookings WHERE reference = ?",
      before.reference,
    ),
  ).toEqual([{ total_cents: 20_000, catalog_version: 1 }]);

  await watched.expectNone();
  for (const p of [customer, noJs, page, visitor, fresh]) await p.close();
});

test("a code that ended yesterday is refused with its date; bad input gives field errors and saves nothing", async ({
  browser,
}) => {
  const page = await ownerPage(browser, viewports.phone);
  const { errors } = await watchPage(page);
  await page.goto(`${base}/admin/settings`);
  const yesterday = addDays(dateInZone(new Date()), -1);
  const newCode = page.getByRole("group", { name: "Add a code" });
  await newCode.getByLabel("Code (new code)", { exact: true }).fill("ENDED10");
  await newCode.getByLabel("Percent off (new code)", { exact: true }).fill("10");
  await newCode.getByLabel("Last day (new code)", { exact: true }).fill(yesterday);
  await preview(page);
  await expect(page.getByTestId("settings-changes")).toContainText("ENDED10");
  const saved = latestVersion() + 1;
  await page.getByRole("button", { name: "Save these changes" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings?saved=${saved}`);

  const customer = await browser.newPage({ viewport: viewports.phone });
  await customer.goto(`${base}/booking?service=junk-removal&load=small&city=plano`);
  await formRunning(customer);
  await fillDetails(customer, {
    date: dateAhead(15),
    window: { start: "13:00", end: "15:00" },
    contact: uniqueContact("ended"),
    promoCode: "ended10",
  });
  await customer.getByRole("button", { name: "Request booking" }).click();
  const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const message = `The code ENDED10 ended on ${day.format(new Date(`${yesterday}T12:00:00Z`))}. Please leave it empty.`;
  await expect(customer.getByTestId("error-summary")).toContainText(message);
  await customer.close();

  // bad input: a negative price, closing before opening, a ZIP of four digits; nothing saved
  const version = latestVersion();
  await page.goto(`${base}/admin/settings`);
  await page.getByLabel("Price (Cleaning, 2BR/2BA)", { exact: true }).fill("-5");
  await page.getByLabel("Opens", { exact: true }).fill("18:00");
  await page.getByLabel("Closes", { exact: true }).fill("08:00");
  await page.getByLabel("ZIPs always served", { exact: true }).fill("7520");
  await preview(page);
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("Price (Cleaning, 2BR/2BA)", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("ZIPs always served", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Save these changes" })).toHaveCount(0);
  // once the price and the ZIP are fixed, the hours' mistake is named at its field
  await page.getByLabel("Price (Cleaning, 2BR/2BA)", { exact: true }).fill("237");
  await page.getByLabel("ZIPs always served", { exact: true }).fill("");
  await preview(page);
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await expect(page.getByLabel("Closes", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(latestVersion()).toBe(version);

  // the JSON import: a duplicate tier code is named by its path, a stale version is 409, nothing saved
  const origin = { Origin: base };
  const document = (await (await page.request.get(`${base}/admin/settings/catalog.json`)).json()) as {
    version: number;
    services: { tiers: { code: string }[] }[];
  };
  expect(document.version).toBe(version);
  const twice = structuredClone(document);
  twice.services[0]!.tiers[1]!.code = twice.services[0]!.tiers[0]!.code;
  const duplicate = await page.request.post(`${base}/admin/settings/catalog.json`, { data: twice, headers: origin });
  expect(duplicate.status()).toBe(400);
  expect(Object.keys(((await duplicate.json()) as { errors: object }).errors)).toEqual(["services.0.tiers.1.code"]);
  const stale = await page.request.post(`${base}/admin/settings/catalog.json`, {
    data: { ...document, version: version - 1 },
    headers: origin,
  });
  expect(stale.status()).toBe(409);
  const foreign = await page.request.post(`${base}/admin/settings/catalog.json`, {
    data: document,
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  expect(latestVersion()).toBe(version);
  // signed out: nothing to read
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${base}/admin/settings/catalog.json`, { maxRedirects: 0 })).status()).toBe(302);
  await stranger.close();
  // the two previews with mistakes were answered 400, as they should: the browser notes it, nothing else went wrong
  expect(errors).toEqual(
    Array(2).fill("Failed to load resource: the server responded with a status of 400 (Bad Request)"),
  );
  await page.close();
});

test("without JavaScript: the history lists every version and restores the first once its changes are previewed; the pages follow", async ({
  browser,
}) => {
  const page = await pageWithoutSiteScripts(browser, viewports.phone);
  await page.context().addCookies(ownerCookies);
  await page.goto(`${base}/admin/settings/history`);
  await expect(page.locator("h1")).toHaveText("Catalog history");
  const versions = page.getByTestId("catalog-versions");
  const latest = latestVersion();
  await expect(versions.getByRole("heading", { name: `Version ${latest} (in force)` })).toBeVisible();
  await expect(versions).toContainText("Cleaning, 2BR/2BA: $200 → $237");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/settings-history-phone.png", fullPage: true });
  await page.getByRole("button", { name: "Restore this version (version 1)" }).click();
  // it previews what restoring changes, and asks (issue 44)
  await expect(page.getByTestId("restore-preview")).toContainText("Cleaning, 2BR/2BA: $237 → $200");
  await page.getByRole("button", { name: "Yes, restore version 1" }).click();
  await expect(page).toHaveURL(`${base}/admin/settings/history?saved=${latest + 1}`);
  await expect(page.getByText(`Saved as version ${latest + 1} (restored from version 1)`)).toBeVisible();
  const visitor = await browser.newPage({ viewport: viewports.desktop });
  await expect(async () => {
    await visitor.goto(`${base}/services/cleaning`);
    await expect(visitor.getByTestId("tier-card").filter({ hasText: "2BR/2BA" })).toContainText("$200", {
      timeout: 500,
    });
  }).toPass({ timeout: RENDERED_AGAIN_MS });
  await visitor.goto(`${base}/admin/settings`);
  await page.goto(`${base}/admin/settings`);
  await expect(page.getByLabel("Price (Cleaning, 2BR/2BA)", { exact: true })).toHaveValue("200");
  // the settings at desktop width
  const desk = await ownerPage(browser, viewports.desktop);
  await desk.goto(`${base}/admin/settings`);
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({ path: "test-results/screens/settings-desktop.png", fullPage: true });
  for (const p of [page, visitor, desk])
    await p
      .context()
      .close()
      .catch(() => p.close());
  // nothing went wrong on the server meanwhile (no error logged: a review slot's fragment is not a page to rewrite)
  expect(
    server
      .output()
      .split("\n")
      .filter((line) => line.includes('"level":50')),
  ).toEqual([]);
});
