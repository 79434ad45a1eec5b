import path from "node:path";
import type { Page } from "@playwright/test";
import { addOwner, signIn } from "../support/admin";
import {
  apiBooking,
  bookThroughApi,
  fillDetails,
  pageWithoutSiteScripts,
  uniqueContact,
  waitForBookingForm,
  windowWords,
} from "../support/booking";
import { ownServer } from "../support/e2e-env";
import { addPlannedCrews, openDayFrom } from "../support/planned-crews";
import { expectNoAxeViolations, expectNoSidewaysScroll, watchPage } from "../support/page-check";
import { viewports } from "../support/screens";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * A calendar the crews can keep (issue 46, docs/decisions/0044), on a server of its own (crews with a week set plan
 * every booking of the server). Two crews work 08:00-17:00; on one date each has a 4-hour clean from 08:00, so only
 * the afternoon has room. As the visitor's order grows, the windows that no longer fit go from the form; without
 * JavaScript the same order posted into a morning window comes back with the windows that fit; the owner gives a
 * crew time off on its booked dates from a phone and sees one job moved to the other crew and the other listed with
 * the customer's phone, on the Team page, the agenda and the booking's page.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, database: DB, outbox: OUTBOX } = ownServer("planning", 4350);
let server: ServerProcess;
let base = "";
/** The date whose mornings are booked, and the next open one, where only the first crew has a job. */
let day = "";
let nextDay = "";
const jobs: { reference: string; phone: string; name: string }[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  removeServerFiles(DB, OUTBOX);
  base = `http://127.0.0.1:${PORT}`;
  server = await startServer(PORT, { DATABASE_PATH: DB, OUTBOX_DIR: OUTBOX, SITE_URL: base });
  addPlannedCrews(path.resolve(DB)); // two crews whose week the owner has set: planning is on
  const first = await openDayFrom(base, 20);
  day = first.date;
  nextDay = (await openDayFrom(base, first.offset + 1)).date;
  // a 4-hour 2BR/2BA clean in each crew's morning on `day`, and one on `nextDay` (the first crew's)
  for (const date of [day, day, nextDay]) {
    const contact = uniqueContact("planned");
    const booked = await bookThroughApi(
      request,
      { ...apiBooking(date, "07:00", contact), services: [{ service: "cleaning", tier: "2", addons: [] }] },
      base,
    );
    jobs.push({ reference: booked.reference, phone: contact.phone, name: contact.name });
  }
});
test.afterAll(async () => {
  await server?.stop();
});

/** Whether each of the date's windows can be chosen, as the form shows them, by its start. */
const choosable = (page: Page) =>
  page
    .getByTestId("window-option")
    .evaluateAll((options) =>
      Object.fromEntries(
        options.map((o) => [o.getAttribute("data-window"), !o.querySelector<HTMLInputElement>("input")!.disabled]),
      ),
    );

test("as the order grows, the windows no crew can keep for it leave the form (JavaScript, phone)", async ({ page }) => {
  const watch = await watchPage(page);
  await page.setViewportSize(viewports.phone);
  await page.goto(`${base}/booking?service=cleaning&rooms=1&city=dallas`);
  await waitForBookingForm(page);
  await page.getByLabel("ZIP code").fill("75201");
  await page.getByLabel("Date", { exact: true }).fill(day);

  // a 3-hour studio: from 12:15 (the mornings' jobs end at 12:00, then 15 minutes' travel) or at 13:00, ending by 17:00
  const studio = { "07:00": false, "09:00": false, "11:00": true, "13:00": true, "15:00": false, "17:00": false };
  await expect.poll(() => choosable(page)).toEqual(studio);
  // a 6-hour 4BR/3BA fits no afternoon
  await page.getByRole("radio", { name: /^4BR\/3BA/ }).check();
  await expect.poll(() => choosable(page)).toEqual({ ...studio, "11:00": false, "13:00": false });
  // a 4-hour 2BR/2BA fits both afternoons again; two ovens (30 minutes each) make it five hours: none
  await page.getByRole("radio", { name: /^2BR\/2BA/ }).check();
  await expect.poll(() => choosable(page)).toEqual(studio);
  await page.getByLabel(/Inside oven/).fill("2");
  await expect.poll(() => choosable(page)).toEqual({ ...studio, "11:00": false, "13:00": false });
  await page.getByLabel(/Inside oven/).fill("0");
  await expect.poll(() => choosable(page)).toEqual(studio);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await watch.expectNone();
});

test("without JavaScript, the same order posted into a morning comes back with the windows that fit, nothing lost", async ({
  browser,
}) => {
  const noJs = await pageWithoutSiteScripts(browser, viewports.phone);
  const contact = uniqueContact("nojs-planned");
  await noJs.goto(`${base}/booking?service=cleaning&rooms=2`);
  await fillDetails(noJs, {
    city: "dallas",
    zip: "75201",
    date: day,
    window: { start: "09:00", end: "11:00" },
    contact,
  });
  const [response] = await Promise.all([
    noJs.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/booking")),
    noJs.getByRole("button", { name: "Request booking" }).click(),
  ]);
  expect(response.status()).toBe(409);
  await expect(noJs.getByTestId("error-summary")).toContainText("That arrival window just filled up");
  const open = noJs.getByTestId("open-windows");
  await expect(open).toContainText(windowWords("11:00", "13:00"));
  await expect(open).toContainText(windowWords("13:00", "15:00"));
  await expect(open).not.toContainText(windowWords("09:00", "11:00"));
  await expect(noJs.getByLabel("Full name")).toHaveValue(contact.name);
  await expect(noJs.getByLabel("ZIP code")).toHaveValue("75201");
  await expect(noJs.getByLabel("Date", { exact: true })).toHaveValue(day);
  await expectNoAxeViolations(noJs);
  await noJs.context().close();
});

test("the owner gives a crew time off on its booked dates from a phone: one job moves, the other is listed with the phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(viewports.phone);
  await signIn(page, addOwner(DB, "planning"), base);
  const watch = await watchPage(page);
  await page.goto(`${base}/admin/team`);
  const crewA = page.getByTestId("crews").getByRole("listitem").filter({ hasText: "Crew A:" });
  await crewA.getByLabel("Off from").fill(day);
  await crewA.getByLabel("To (included)").fill(nextDay);
  await crewA.getByLabel("Note").fill("Van in the shop");
  await crewA.getByRole("button", { name: "Add time off for Crew A" }).click();

  // the morning of `day` is Crew B's too: its job fits no crew and stays, with whom to call; `nextDay`'s moves
  const [onDay, , onNextDay] = jobs;
  const notice = page.getByRole("status").filter({ hasText: "Saved Crew A's week." });
  await expect(notice).toContainText(`${onNextDay!.reference} (${nextDay}) moves to Crew B.`);
  await expect(notice).toContainText(
    `${onDay!.reference} (${day}) fits no crew now: it stays with Crew A; call ${onDay!.name} at ${onDay!.phone}.`,
  );
  await expect(crewA.getByTestId(/time-off$/)).toContainText("Van in the shop");
  await expectNoSidewaysScroll(page);

  // the agenda flags it with the phone
  await page.goto(`${base}/admin?q=${onDay!.reference}`);
  const row = page.getByTestId("agenda-booking").filter({ hasText: onDay!.reference });
  await expect(row).toContainText("Does not fit");
  await expect(row).toContainText(`Crew A is off that day): call ${onDay!.phone}`);
  await expectNoAxeViolations(page);

  // and so does its page, with the phone to call; the one that moved is Crew B's now, planned at 08:00
  await page.goto(`${base}/admin/bookings/${onDay!.reference}`);
  await expect(page.getByRole("status").filter({ hasText: "No crew can keep this job" })).toContainText(onDay!.phone);
  await expectNoAxeViolations(page);
  await page.goto(`${base}/admin/bookings/${onNextDay!.reference}`);
  await expect(page.getByLabel("Crew doing this job")).toHaveValue(/\d+/);
  await expect(page.getByLabel("Crew doing this job").locator("option:checked")).toHaveText("Crew B");
  await expect(page.getByText("Planned 8:00 AM – 12:00 PM (4 h)")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await watch.expectNone();
});
