import type { APIRequestContext } from "@playwright/test";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { site } from "../../app/content/site";
import { defaultCatalog } from "../../app/domain/catalog";
import { arrivalWindowsOf } from "../../app/domain/booking/windows";
import { addOwner, signIn } from "../support/admin";
import { apiBooking, bookThroughApi, dateAhead, windowWords } from "../support/booking";
import { E2E_PORT } from "../support/e2e-env";
import { expectNoAxeViolations } from "../support/page-check";
import { everythingIn, rowsIn } from "../support/server-database";
import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/** The first catalog's windows: these servers start from it (docs/decisions/0038). */
const arrivalWindows = arrivalWindowsOf(defaultCatalog().week);

/**
 * Tried as an attacker would and as a customer asking "what do you keep about me" (docs/decisions/0031), on a
 * server of its own whose output is read: no secret or personal detail in any log line after a whole journey; a
 * customer's page is no mailer; another site cannot post; the owner exports and erases; files for the server's
 * user only.
 */
test.describe.configure({ mode: "serial" });

const PORT = 4280 + (E2E_PORT % 10);
const DIR = "test-results/e2e-privacy";
const DB = `${DIR}/db/privacy.sqlite`;
const OUTBOX = `${DIR}/outbox`;
let server: ServerProcess;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(DIR, { recursive: true, force: true });
  server = await startServer(PORT, { DATABASE_PATH: DB, OUTBOX_DIR: OUTBOX });
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
});

const customer = { name: "Zelda Quartermaine", phone: "(469) 555-0187", email: "zelda.q@example.com" };
let reference = "";
let pageUrl = "";

/** Every value stored in every table of the server's database, as one text. */
const everything = () => everythingIn(DB);
/** Rows of the server's database. */
const rows = <T>(sql: string, ...args: string[]) => rowsIn<T>(DB, sql, ...args);

/** The booking's moves: the e-mails the outbox holds of them (by state), and the history's rows. */
const moves = () => ({
  mails: rows<{ audience: string; status: string }>(
    `SELECT o.audience, o.status FROM outbox o JOIN bookings b ON b.id = o.booking_id
     WHERE b.reference = ? AND o.event = 'rescheduled' ORDER BY o.id`,
    reference,
  ).map((m) => `${m.audience} ${m.status}`),
  history: rows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM booking_events e JOIN bookings b ON b.id = e.booking_id
     WHERE b.reference = ? AND e.action = 'rescheduled'`,
    reference,
  )[0]!.n,
});

const move = (request: APIRequestContext, i: number, origin = base) =>
  request.post(`${base}${pageUrl}`, {
    form: { intent: "reschedule", date: dateAhead(40 + i), window: arrivalWindows[i % 4]!.start },
    headers: { Origin: origin },
    maxRedirects: 0,
  });

test("a customer's page takes 5 changes a day, then says to phone; another site's posts are refused", async ({
  page,
  request,
}) => {
  ({ reference, url: pageUrl } = await bookThroughApi(
    request,
    { ...apiBooking(dateAhead(39), "09:00", customer), notes: "Gate code 9912" },
    base,
  ));
  // Stored: the hash of the page's token, never the token.
  expect(everything()).not.toContain(pageUrl.split("/").at(-1));

  // Another site's page posting to the customer's page or to the booking form: refused before anything runs.
  const forged = await move(request, 1, "https://evil.example");
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain("must be sent from our own website");
  const crossSite = await request.post(`${base}${pageUrl}`, {
    form: { intent: "cancel", confirm: "yes" },
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const form = await request.post(`${base}/booking`, {
    form: { name: "x" },
    headers: { Origin: "https://evil.example" },
  });
  expect(form.status()).toBe(403);

  for (let i = 1; i <= 5; i++) expect((await move(request, i)).status(), `change ${i}`).toBe(303);
  const sixth = await move(request, 6);
  expect(sixth.status()).toBe(429);
  // Five moves, each told to the owner and the customer, all sent (the worker has had its turn): then nothing more.
  const sent = Array.from({ length: 5 }, () => ["owner sent", "customer sent"]).flat();
  await expect.poll(() => moves().mails, { timeout: 15_000 }).toEqual(sent);
  expect(moves().history).toBe(5);

  // The customer sees why, and what to do, on the page itself (without JavaScript too).
  await page.goto(`${base}${pageUrl}`);
  const manage = page.getByTestId("manage-booking");
  await manage.getByLabel("New date").fill(dateAhead(50));
  await manage.getByRole("radio", { name: windowWords(arrivalWindows[3]!.start, arrivalWindows[3]!.end) }).check();
  await manage.getByRole("button", { name: "Move my booking" }).click();
  await expect(page.getByText("changed online 5 times today")).toBeVisible();
  await expect(page.getByText(`call us at ${site.phone}`).first()).toBeVisible();
  await expect(page.getByTestId("confirmed-date")).toHaveCount(1);
  await expectNoAxeViolations(page);
  // The refused changes (the sixth, and the page's) wrote nothing: no history, no message, no file.
  expect(moves()).toEqual({ mails: sent, history: 5 });
  expect(readdirSync(OUTBOX).filter((f) => f.startsWith(`${reference}.rescheduled.`))).toHaveLength(10);
});

test("the owner exports the customer's data and erases it; nothing is left in the database or the files", async ({
  page,
}) => {
  const email = addOwner(DB, "privacy");
  await signIn(page, email, base);
  await page.goto(`${base}/admin/bookings/${reference}`);
  const card = page.getByRole("region", { name: "Customer's data" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download this customer's data (JSON)" }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    bookings: { reference: string; email: string; notes: string }[];
    history: unknown[];
    emails: { text: string }[];
  };
  expect(file.bookings).toEqual([
    expect.objectContaining({ reference, email: customer.email, notes: "Gate code 9912" }),
  ]);
  expect(file.history).toHaveLength(5);
  // every e-mail the outbox keeps of the customer's booking, no fewer
  const kept = rows<{ n: number }>(
    `SELECT COUNT(*) AS n FROM outbox o JOIN bookings b ON b.id = o.booking_id WHERE b.reference = ? AND o.channel = 'email'`,
    reference,
  )[0]!.n;
  expect(kept).toBeGreaterThanOrEqual(12); // created and five moves, each to the owner and the customer; reminders
  expect(file.emails).toHaveLength(kept);

  // An upcoming booking is not erased under the owner's feet.
  await card.getByRole("checkbox").check();
  await card.getByRole("button", { name: "Erase customer's details" }).click();
  await expect(page.getByText("has an upcoming booking")).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByText("Status changed")).toBeVisible();
  await page.getByRole("region", { name: "Customer's data" }).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Erase customer's details" }).click();
  await expect(page.getByText("The customer's details are erased")).toBeVisible();
  await expect(page.getByText(/Erased on/)).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await page.request.get(`${base}${pageUrl}`)).status()).toBe(404);
  const stored = everything();
  for (const trace of [customer.email, customer.name, "555-0187", "4695550187", "Gate code 9912"])
    expect(stored, trace).not.toContain(trace);
  expect(stored).toContain(`"action":"erase"`);
  await expect
    .poll(() => readdirSync(OUTBOX).filter((f) => f.startsWith(`${reference}.`)).length, { timeout: 10_000 })
    .toBe(0);
  for (const name of readdirSync(OUTBOX))
    expect(readFileSync(path.join(OUTBOX, name), "utf8")).not.toContain(customer.email);
});

test("files are the server's user's only, and no log line holds a token, an e-mail address, a phone or a name", async ({
  request,
}) => {
  const other = { name: "Ignatius Fairweather", phone: "(972) 555-0166", email: "ignatius.f@example.com" };
  const { url } = await bookThroughApi(request, apiBooking(dateAhead(45), "13:00", other), base);
  expect((await request.get(`${base}${url}`)).status()).toBe(200);
  expect((await request.get(`${base}${url}/calendar.ics`)).status()).toBe(200);
  await expect.poll(() => readdirSync(OUTBOX).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(statSync(path.dirname(DB)).mode & 0o777).toBe(0o700);
  expect(statSync(DB).mode & 0o777).toBe(0o600);
  expect(statSync(`${DB}-wal`).mode & 0o777).toBe(0o600);
  expect(statSync(OUTBOX).mode & 0o777).toBe(0o700);
  const emls = readdirSync(OUTBOX);
  expect(emls.length).toBeGreaterThan(0);
  for (const name of emls) expect(statSync(path.join(OUTBOX, name)).mode & 0o777, name).toBe(0o600);

  const output = server.output();
  const lines = output.split("\n").filter(Boolean);
  expect(lines.length).toBeGreaterThan(20);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(output).toContain("/booking/confirmed/:token");
  for (const secret of [
    pageUrl.split("/").at(-1)!,
    url.split("/").at(-1)!,
    customer.email,
    customer.name,
    "Quartermaine",
    "555-0187",
    other.name,
    other.email,
    "555-0166",
  ])
    expect(output, secret).not.toContain(secret);
  expect(output).not.toMatch(/[\w.+-]+@example\.com/); // not the owner's either
});
