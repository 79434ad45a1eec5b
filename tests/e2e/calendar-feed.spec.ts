import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { openDatabase } from "../../app/storage/sqlite.server";
import { sqliteStorage, type Storage } from "../../app/storage/storage.server";
import { expectSecurityMails, OWNER_PASSWORD, ownerCommand } from "../support/admin";
import { apiBooking, bookThroughApi, freeSlot, uniqueContact } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, type Page, test } from "../support/test";

/**
 * Calendar feeds over HTTP (issue 39, docs/decisions/0039), on a server of its own: each person makes their feed on
 * the Security page; `GET /calendar/:token.ics` answers a calendar that node-ical reads, with an owner's every job and
 * a crew member's their crew's only (the crews made through the storage, a job's crew set in the database), never an
 * e-mail address; 304 for its ETag; a new address ends the old; unknown tokens are 404; the token is never logged.
 */
test.describe.configure({ mode: "serial" });

const PORT = 4350 + (E2E_PORT % 10);
const DB = `test-results/e2e-db/calendar-feed-${E2E_PORT}.sqlite`;
const OUTBOX = `test-results/e2e-outbox-calendar-${E2E_PORT}`;
let server: ServerProcess;
let api: APIRequestContext;
let storage: Storage;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB, OUTBOX);
  const base = `http://127.0.0.1:${PORT}`;
  server = await startServer(PORT, {
    DATABASE_PATH: DB,
    OUTBOX_DIR: OUTBOX,
    OWNER_MFA_REQUIRED: "false",
    SITE_URL: base,
  });
  api = await playwrightRequest.newContext({ baseURL: base });
  storage = sqliteStorage(openDatabase(DB));
});
test.afterAll(async () => {
  await api?.dispose();
  await storage?.close();
  await server?.stop();
});

const label = () => Date.now().toString(36);
function addPerson(role: "owner" | "crew", name: string) {
  const email = `${role}-feed-${label()}-${name.toLowerCase()}@example.com`;
  ownerCommand(DB, ["add", email, "--role", role, "--name", name], `${OWNER_PASSWORD}\n`);
  return email;
}

/** Signs in with the password (codes are optional on this server) and makes a feed on the Security page. */
async function makeFeed(page: Page, email: string): Promise<{ https: string; webcal: string }> {
  await page.goto(`${server.base}/admin/login?next=/admin/security`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Security");
  const card = page.getByRole("region", { name: "Calendar feed" });
  await expect(card).toContainText("Google Calendar refreshes such feeds only every several hours");
  await card.getByRole("button", { name: /Make (my calendar feed|a new feed address)/ }).click();
  await expect(card.getByRole("status")).toContainText("copy it now; a new one replaces it");
  const https = await card.getByLabel("To paste (https://)").inputValue();
  const webcal = await card.getByLabel("For your calendar app (webcal://)").inputValue();
  return { https, webcal };
}

const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => (c as { type?: string })?.type === "VEVENT");

async function book(offset: number, window: string, who: string) {
  const slot = await freeSlot(api, offset, window);
  const contact = uniqueContact(who);
  const { reference } = await bookThroughApi(api, apiBooking(slot.date, window, contact));
  return { reference, contact, date: slot.date };
}

test("each person's feed: the owner's every job, a crew member's their crew's only, no e-mail address; 304; a new address ends the old", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = addPerson("owner", "Pat");
  const luis = addPerson("crew", "Luis");
  const ana = addPerson("crew", "Ana");
  const [nameA, nameB] = [`Crew A ${label()}`, `Crew B ${label()}`];
  const crewA = await storage.crews.create(nameA);
  const crewB = await storage.crews.create(nameB);
  if (crewA.kind !== "created" || crewB.kind !== "created") throw new Error("crews");
  await storage.crews.setCrewOf((await storage.owners.findByEmail(luis))!.id, crewA.id);
  await storage.crews.setCrewOf((await storage.owners.findByEmail(ana))!.id, crewB.id);
  const jobA = await book(2, "09:00", "feed-a");
  const jobB = await book(2, "11:00", "feed-b");
  await storage.db.run("UPDATE bookings SET crew_id = ? WHERE reference = ?", [crewA.id, jobA.reference]);
  await storage.db.run("UPDATE bookings SET crew_id = ? WHERE reference = ?", [crewB.id, jobB.reference]);

  const luisFeed = await makeFeed(await browser.newPage(), luis);
  expect(luisFeed.https).toMatch(new RegExp(`^${server.base}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  expect(luisFeed.webcal).toBe(luisFeed.https.replace(/^http:/, "webcal:"));
  const ownerFeed = await makeFeed(await browser.newPage(), owner);

  // Luis's feed: his crew's job, as a calendar app reads it; not crew B's
  const got = await api.get(luisFeed.https, { maxRedirects: 0 }); // the token's capitals kept: no redirect
  expect(got.status()).toBe(200);
  expect(got.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(got.headers()["cache-control"]).toBe("private, no-cache");
  const etag = got.headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const text = await got.text();
  const luisEvents = eventsOf(text);
  expect(luisEvents.map((e) => e.summary)).toEqual([`${jobA.reference}: Move In/Out Cleaning`]);
  const [event] = luisEvents;
  expect(new Date(event!.start).getTime()).toBeGreaterThan(Date.now());
  expect(event!.location).toBe("100 Main St, Dallas, TX 75201");
  expect(event!.description).toContain(`Customer: ${jobA.contact.name.split(" ")[0]}`);
  expect(event!.description).toContain(`Crew: ${nameA}`);
  expect(text).not.toContain(jobB.reference);
  for (const secret of [jobA.contact.email, jobB.contact.email, jobA.contact.phone, "@"])
    expect(text).not.toContain(secret);

  // the owner's: both jobs, still no e-mail address
  const ownerText = await (await api.get(ownerFeed.https)).text();
  const references = eventsOf(ownerText).map((e) => String(e.summary).split(":")[0]);
  expect(references.sort()).toEqual([jobA.reference, jobB.reference].sort()); // a fresh database: these two only
  expect(ownerText).not.toContain("@");

  // the app asks again with its ETag: 304, no body; a change of the jobs changes it
  const again = await api.get(luisFeed.https, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect((await api.get(luisFeed.https, { headers: { "If-None-Match": '"something-else"' } })).status()).toBe(200);
  await storage.db.run("UPDATE bookings SET crew_id = ? WHERE reference = ?", [crewA.id, jobB.reference]);
  const changed = await api.get(luisFeed.https, { headers: { "If-None-Match": etag } });
  expect(changed.status()).toBe(200);
  expect(eventsOf(await changed.text())).toHaveLength(2);

  // a new address replaces the old one; made-up or disabled ones are 404
  const renewed = await makeFeed(await browser.newPage(), luis);
  expect(renewed.https).not.toBe(luisFeed.https);
  expect((await api.get(luisFeed.https)).status()).toBe(404);
  expect((await api.get(renewed.https)).status()).toBe(200);
  expect((await api.get(`/calendar/${"A".repeat(43)}.ics`)).status()).toBe(404);
  expect((await api.get("/calendar/short.ics")).status()).toBe(404);
  await storage.owners.setDisabled((await storage.owners.findByEmail(luis))!.id, true);
  expect((await api.get(renewed.https)).status()).toBe(404);

  // a crew member without a crew has an empty feed, though a job of no crew is in their days (the owner's feed has
  // it); the person is e-mailed each time a feed is made
  const loose = await book(1, "13:00", "feed-none");
  const ownerNow = eventsOf(await (await api.get(ownerFeed.https)).text()).map((e) => String(e.summary).split(":")[0]);
  expect(ownerNow.sort()).toEqual([jobA.reference, jobB.reference, loose.reference].sort());
  const solo = addPerson("crew", "Solo");
  const soloFeed = await makeFeed(await browser.newPage(), solo);
  expect(eventsOf(await (await api.get(soloFeed.https)).text())).toEqual([]);
  await expectSecurityMails(OUTBOX, luis, [
    "A calendar feed address was made for your account",
    "A calendar feed address was made for your account",
  ]);

  // the token never reaches the log
  const token = /\/calendar\/([\w-]{43})\.ics/.exec(renewed.https)![1]!;
  expect(server.output()).toContain('"path":"/calendar/:token"');
  expect(server.output()).not.toContain(token);
});
