import path from "node:path";
import type { Page } from "@playwright/test";
import { addDays, dateInZone, formatDateInYear, formatDateLong } from "../../app/domain/booking/dates";
import { weekdayOf } from "../../app/domain/catalog";
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
import { addPlannedCrews } from "../support/planned-crews";
import { expectNoAxeViolations, expectNoSidewaysScroll, watchPage } from "../support/page-check";
import { viewports } from "../support/screens";
import { removeServerFiles, type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * The calendar tells the truth at every step (issue 55), at 390 px, on a server of its own whose two crews are set:
 * Crew A does everything Monday to Saturday, 8-5; Crew B cleans and hauls (no power washing) every day but Monday,
 * 8-6. Every refusal the booking form and the customer's move can give is shown in words, with and without
 * JavaScript, and each window or date a refusal offers books.
 */
test.describe.configure({ mode: "serial" });

const { port: PORT, database: DB, outbox: OUTBOX } = ownServer("calendar", 4380);
let server: ServerProcess;
let base = "";
const ALL = ["cleaning", "junk-removal", "power-washing"] as ("cleaning" | "junk-removal" | "power-washing")[];
/** The first date at least `from` days ahead that falls on `weekday` (0 = Sunday). */
const nextWeekday = (weekday: number, from: number) => {
  let date = addDays(dateInZone(new Date()), from);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  removeServerFiles(DB, OUTBOX);
  base = `http://127.0.0.1:${PORT}`;
  server = await startServer(PORT, {
    DATABASE_PATH: DB,
    OUTBOX_DIR: OUTBOX,
    SITE_URL: base,
    BOOKING_LIMIT_PER_10_MINUTES: "100",
    BOOKING_LIMIT_PER_DAY: "100",
  });
  addPlannedCrews(
    path.resolve(DB),
    ["Crew A", "Crew B"],
    [
      { days: [1, 2, 3, 4, 5, 6], starts: "08:00", ends: "17:00", services: ALL },
      { days: [0, 2, 3, 4, 5, 6], starts: "08:00", ends: "18:00", services: ["cleaning", "junk-removal"] },
    ],
  );
});
test.afterAll(async () => {
  await server?.stop();
  removeServerFiles(DB, OUTBOX);
});

const windowOption = (page: Page, start: string) =>
  page.getByTestId("window-option").and(page.locator(`[data-window="${start}"]`));

test("with JavaScript: power washing on a Sunday says no crew does it, offers the nearest dates, and one books", async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.setViewportSize(viewports.phone);
  const sunday = nextWeekday(0, 3);
  await page.goto(`${base}/booking?service=power-washing&city=dallas`);
  await waitForBookingForm(page);
  await page.getByLabel("ZIP code").fill("75201");
  await page.getByLabel("Date", { exact: true }).fill(sunday);
  // before a size is chosen, the windows are those of the smallest wash: none that Sunday, and said why
  const status = page.locator("#window-status");
  await expect(status).toContainText("No crew does power washing on Sundays. Please choose another date.");
  for (const start of ["07:00", "09:00", "15:00"]) {
    await expect(windowOption(page, start)).toContainText("No crew");
    await expect(windowOption(page, start).getByRole("radio")).toBeDisabled();
  }
  await page.getByRole("radio", { name: /^Front of House/ }).check();
  const instead = page.getByTestId("open-windows");
  await expect(instead).toContainText(`No window on ${formatDateInYear(sunday)}`);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.locator("#step-when").screenshot({ path: "test-results/screens/calendar-sunday-phone.png" });

  // the nearest dates that fit, as buttons: the Saturday before is one of them; its windows then open
  const saturday = addDays(sunday, -1);
  await instead.getByRole("button", { name: formatDateInYear(saturday) }).click();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(saturday);
  await expect(status).toContainText(`Free windows on ${formatDateLong(saturday)} for this order.`);
  await fillDetails(page, {
    date: saturday,
    zip: "75201",
    window: { start: "09:00", end: "11:00" },
    contact: uniqueContact("sunday-wash"),
  });
  await page.getByRole("button", { name: "Request booking" }).click();
  await expect(page).toHaveURL(/\/booking\/confirmed\//);
  await watch.expectNone();
});

test("with JavaScript: a dropped window says so; a failed network and a window taken meanwhile are said at the top and at the field, and a window listed books", async ({
  page,
  request,
}) => {
  await page.setViewportSize(viewports.phone);
  const tuesday = nextWeekday(2, 4);
  await page.goto(`${base}/booking?service=cleaning&city=dallas`);
  await waitForBookingForm(page);
  await page.getByLabel("ZIP code").fill("75201");
  await page.getByLabel("Date", { exact: true }).fill(tuesday);
  await expect(page.locator("#window-status")).toContainText("Choose the size to see the windows that fit.");

  // a studio (3 h) at 3 PM fits Crew B (until 6 PM); a 4BR/3BA (6 h) does not: the window is dropped, and said
  await page.getByRole("radio", { name: /^Studio/ }).check();
  await fillDetails(page, {
    date: tuesday,
    zip: "75201",
    window: { start: "15:00", end: "17:00" },
    contact: uniqueContact("dropped"),
  });
  await page.getByRole("radio", { name: /^4BR\/3BA/ }).check();
  await expect(page.locator("#step-when")).toContainText(
    `The ${windowWords("15:00", "17:00")} window no longer fits this order (too long). Please pick another.`,
  );
  await expect(windowOption(page, "15:00")).toContainText("Too long");
  await page.getByRole("radio", { name: /^Studio/ }).check();
  await expect(windowOption(page, "15:00").getByRole("radio")).toBeEnabled();
  await windowOption(page, "15:00").getByRole("radio").check();

  // the network fails: the top of the form says nothing was booked, everything is kept
  await page.route(/\/booking(\.data)?(\?.*)?$/, (route) =>
    route.request().method() === "POST" ? route.abort() : route.fallback(),
  );
  await page.getByRole("button", { name: "Request booking" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Your booking was not made");
  await expect(summary).toContainText("We couldn't reach our server");
  await expect(page.getByLabel("ZIP code")).toHaveValue("75201");
  await page.unroute(/\/booking(\.data)?(\?.*)?$/);

  // meanwhile someone books Crew B's afternoon: the 3 PM window was free a moment ago, a booking took it
  await bookThroughApi(
    request,
    {
      ...apiBooking(tuesday, "15:00", uniqueContact("meanwhile")),
      services: [{ service: "cleaning", tier: "1", addons: [] }],
    },
    base,
  );
  await page.getByRole("button", { name: "Request booking" }).click();
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("That arrival window just filled up");
  await expect(page.locator("#window-error, [id$='window-error']").first()).toContainText("just filled up");
  const open = page.locator("#field-window-error");
  await expect(open).toContainText(`Open for this order on ${formatDateInYear(tuesday)}:`);
  await expect(open).toContainText(windowWords("07:00", "09:00"));
  await expect(open).not.toContainText(windowWords("15:00", "17:00"));
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/calendar-refused-phone.png", fullPage: false });
  // a window it lists books
  await windowOption(page, "07:00").getByRole("radio").check();
  await page.getByRole("button", { name: "Request booking" }).click();
  await expect(page).toHaveURL(/\/booking\/confirmed\//);
});

test("without JavaScript: power washing on a Sunday comes back saying why, with the nearest dates; one of them books", async ({
  browser,
}) => {
  const noJs = await pageWithoutSiteScripts(browser, viewports.phone);
  const sunday = nextWeekday(0, 10);
  const contact = uniqueContact("nojs-sunday");
  await noJs.goto(`${base}/booking?service=power-washing&area=front-house`);
  await fillDetails(noJs, {
    city: "dallas",
    zip: "75201",
    date: sunday,
    window: { start: "09:00", end: "11:00" },
    contact,
  });
  const [response] = await Promise.all([
    noJs.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/booking")),
    noJs.getByRole("button", { name: "Request booking" }).click(),
  ]);
  expect(response.status()).toBe(409);
  const summary = noJs.getByTestId("error-summary");
  await expect(summary).toContainText("No crew does power washing on Sundays. No window on");
  await expect(summary).toContainText("Nearest dates that do:");
  await expect(noJs.locator("#window-status")).toContainText("No crew does power washing on Sundays.");
  await expect(noJs.getByLabel("Full name")).toHaveValue(contact.name);
  await expectNoAxeViolations(noJs);
  await noJs.locator("#step-when").screenshot({ path: "test-results/screens/calendar-nojs-refused-phone.png" });
  // the date named first books
  const saturday = addDays(sunday, -1);
  await expect(summary).toContainText(formatDateInYear(saturday));
  // without JavaScript, the windows of the new date come from the server before the booking is sent again
  await noJs.getByLabel("Date", { exact: true }).fill(saturday);
  await noJs.getByRole("button", { name: "Show the windows of this date" }).click();
  await expect(noJs.locator("#window-status")).toContainText(
    `Free windows on ${formatDateLong(saturday)} for this order.`,
  );
  await noJs.getByRole("radio", { name: windowWords("09:00", "11:00") }).check();
  await noJs.getByRole("button", { name: "Request booking" }).click();
  await expect(noJs).toHaveURL(/\/booking\/confirmed\//);
  await noJs.context().close();
});

test("without JavaScript: the customer's move shows the windows that fit the booking's own order, and why the others do not", async ({
  browser,
  request,
}) => {
  const tuesday = nextWeekday(2, 12);
  const sunday = addDays(tuesday, 5);
  const booked = await bookThroughApi(
    request,
    {
      ...apiBooking(tuesday, "07:00", uniqueContact("move")),
      services: [{ service: "power-washing", tier: "front-house", addons: [] }],
    },
    base,
  );
  const noJs = await pageWithoutSiteScripts(browser, viewports.phone);
  await noJs.goto(`${base}${booked.url}`);
  const manage = noJs.getByTestId("manage-booking");
  await manage.getByLabel("New date").fill(sunday);
  await manage.getByRole("button", { name: "Show windows" }).click();
  await expect(noJs.getByTestId("move-status")).toContainText("No crew does power washing on Sundays.");
  await expect(noJs.getByTestId("move-window-option").first()).toContainText("No crew");
  await expect(manage.getByRole("button", { name: "Move my booking" })).toBeDisabled();
  await expectNoAxeViolations(noJs);
  await noJs.screenshot({ path: "test-results/screens/calendar-move-phone.png", fullPage: true });
  // the nearest date that fits, as a link; there a window fits, and the move is made
  await manage.getByRole("link", { name: formatDateInYear(addDays(sunday, -1)) }).click();
  await expect(noJs.getByTestId("move-status")).toContainText("The windows that fit your booking as it is.");
  await noJs.getByRole("radio", { name: windowWords("11:00", "13:00") }).check();
  await manage.getByRole("button", { name: "Move my booking" }).click();
  await expect(noJs.getByRole("status").first()).toContainText(formatDateInYear(addDays(sunday, -1)));
  await expectNoSidewaysScroll(noJs);
  await noJs.context().close();
});
