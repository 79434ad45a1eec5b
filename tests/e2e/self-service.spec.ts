import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { SIGNED_IN_OWNER } from "../support/admin";
import { apiBooking, bookThroughApi, dateAhead, freeSlot, uniqueContact, windowWords } from "../support/booking";
import { E2E_DATABASE_PATH, E2E_OUTBOX_DIR } from "../support/e2e-env";
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectPageState,
  expectPaymentWordsOf,
  viewports,
  watchConsole,
} from "../support/page-check";
import { expect, type Page, test } from "../support/test";
import { dateInZone, formatDateLong } from "../../app/domain/booking/dates";
import type { WindowSlot } from "../../app/domain/booking/windows";
import { runIn } from "../support/server-database";

/**
 * The customer's own booking page (docs/decisions/0012): move, then cancel, without JavaScript; the
 * places move in the availability API and the owner is told (the e-mails land in the outbox folder). Each state of
 * the page says only what is true in it (issue 37), with and without JavaScript, at a phone's width; screenshots of
 * each state go to test-results/screens/booking-page-*.png.
 */

/** The page's check in a state: what it may never say, the payment mode's words, a phone's width, axe; a screenshot. */
async function checkState(page: Page, state: Parameters<typeof expectPageState>[1], name: string = state) {
  await expectPageState(page, state, "phone");
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/screens/booking-page-${name}.png`, fullPage: true });
}

const placesOf = async (page: Page, date: string, start: string) => {
  const res = await page.request.get(`/api/availability/${date}`);
  const body = (await res.json()) as { windows: WindowSlot[] };
  return body.windows.find((w) => w.start === start)!.available;
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a customer moves their booking, then cancels it; places move and the owner is told", async ({
    page,
    request,
  }) => {
    const from = await freeSlot(request, 40, "15:00");
    const to = await freeSlot(request, 44, "09:00");
    const { reference, url } = await bookThroughApi(request, apiBooking(from.date, from.start, uniqueContact("self")));
    const before = { from: await placesOf(page, from.date, "15:00"), to: await placesOf(page, to.date, "09:00") };

    await page.setViewportSize(viewports.phone);
    await page.goto(url);
    await expect(page.locator("h1")).toContainText("your booking request is in");
    await checkState(page, "requested");
    const manage = page.getByTestId("manage-booking");
    await expect(manage.getByRole("heading", { name: "Change or cancel" })).toBeVisible();
    // the move form starts on the booking's own date, its own window marked "Now" (issue 55)
    const own = manage.getByTestId("move-window-option").filter({ hasText: windowWords(from.start, from.end) });
    await expect(own).toContainText("Now");
    await expect(own.getByRole("radio")).toBeDisabled();
    // another date: its windows for this booking's order, from the server
    await manage.getByLabel("New date").fill(to.date);
    await manage.getByRole("button", { name: "Show windows" }).click();
    await manage.getByRole("radio", { name: windowWords(to.start, to.end) }).check();
    await manage.getByRole("button", { name: "Move my booking" }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByTestId("changed-notice")).toContainText("your booking is now on");
    await expect(page.locator("h1")).toContainText(`your booking request is moved to ${formatDateLong(to.date)}`);
    await expect(page.getByTestId("confirmed-window")).toHaveText(windowWords(to.start, to.end));
    await expect(
      manage.getByTestId("move-window-option").filter({ hasText: windowWords(to.start, to.end) }),
    ).toContainText("Now");
    // the notice is said once: a reload shows the page without it
    await page.reload();
    await expect(page.getByTestId("changed-notice")).toHaveCount(0);
    await expect(page.locator("h1")).toContainText("moved to");
    expect(await placesOf(page, from.date, "15:00")).toBe(before.from + 1);
    expect(await placesOf(page, to.date, "09:00")).toBe(before.to - 1);

    await page.getByRole("button", { name: "Cancel this booking…" }).click();
    await expect(page.getByTestId("cancel-confirm")).toContainText(`Cancel booking ${reference}`);
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByTestId("changed-notice")).toContainText("your booking is cancelled");
    await expect(page.locator("h1")).toHaveText(`Booking ${reference} is cancelled`);
    await expect(page.getByTestId("manage-booking")).toHaveCount(0);
    await expect(page.getByTestId("add-to-calendar")).toHaveCount(0);
    await checkState(page, "cancelled");
    expect(await placesOf(page, to.date, "09:00")).toBe(before.to);
    // "Book again": the same services, city, street and ZIP, filled in
    await page.getByRole("link", { name: "Book again" }).click();
    await expect(page).toHaveURL(/\/booking\?/);
    await expect(page.getByLabel("Street address")).toHaveValue("100 Main St");
    await expect(page.getByLabel("ZIP code")).toHaveValue("75201");
    await expect(page.getByRole("checkbox", { name: /Move In\/Out Cleaning/ })).toBeChecked();

    const mail = (name: string) => existsSync(path.join(E2E_OUTBOX_DIR, `${reference}.${name}.eml`));
    await expect.poll(() => mail("cancelled.owner") && mail("cancelled.customer"), { timeout: 10_000 }).toBe(true);
    // ":" is "_" in file names; each change's messages carry an id of their own
    const prefix = `${reference}.rescheduled.${to.date}T${to.start.replace(":", "_")}.`;
    expect(readdirSync(E2E_OUTBOX_DIR).some((f) => f.startsWith(prefix) && f.endsWith(".owner.eml"))).toBe(true);
  });

  test("a full window is said full; one taken while the page was open is refused on the page, with the form kept", async ({
    page,
    request,
  }) => {
    const taken = await freeSlot(request, 48, "11:00", 2);
    const book = async (label: string) =>
      expect(
        (await request.post("/api/bookings", { data: apiBooking(taken.date, "11:00", uniqueContact(label)) })).status(),
      ).toBe(201);
    await book("full-0");
    const { url } = await bookThroughApi(request, apiBooking(dateAhead(50), "13:00", uniqueContact("mover")));
    await page.goto(url);
    await page.getByLabel("New date").fill(taken.date);
    await page.getByRole("button", { name: "Show windows" }).click();
    await page.getByRole("radio", { name: windowWords(taken.start, taken.end) }).check();
    // meanwhile the last place goes
    await book("full-1");
    await page.getByRole("button", { name: "Move my booking" }).click();
    await expect(page.getByText("That arrival window just filled up")).toBeVisible();
    await expect(page.getByLabel("New date")).toHaveValue(taken.date);
    const full = page.getByTestId("move-window-option").filter({ hasText: windowWords(taken.start, taken.end) });
    await expect(full).toContainText("Full");
    await expect(full.getByRole("radio")).toBeDisabled();
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the booking page with its change forms passes the page check (${name})`, async ({ page, request }) => {
    const errors = watchConsole(page);
    const { url } = await bookThroughApi(request, apiBooking(dateAhead(52), "17:00", uniqueContact(`check-${name}`)));
    await page.setViewportSize(viewport);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("manage-booking")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Cancel this booking…" }).click();
    await expect(page.getByTestId("cancel-confirm")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test("with JavaScript on a phone, focus follows the cancel: to its question, back to its button, then to the result", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const { reference, url } = await bookThroughApi(request, apiBooking(dateAhead(53), "11:00", uniqueContact("focus")));
  await page.setViewportSize(viewports.phone);
  await page.goto(url);
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  const cancel = page.getByRole("button", { name: "Cancel this booking…" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cancel-confirm")).toBeVisible();
  await expect.poll(focused).toContain(`Cancel booking ${reference}`);
  await expectNoAxeViolations(page);
  // "Keep my booking" closes the question; focus goes back where it was
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect.poll(focused).toBe("Keep my booking");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cancel-confirm")).toHaveCount(0);
  await expect.poll(focused).toBe("Cancel this booking…");
  // cancel for real: focus lands on the page's notice of it
  await page.keyboard.press("Enter");
  await expect.poll(focused).toContain(`Cancel booking ${reference}`);
  await page.keyboard.press("Tab");
  await expect.poll(focused).toBe("Yes, cancel my booking");
  await page.keyboard.press("Enter");
  await expect(page.locator("h1")).toHaveText(`Booking ${reference} is cancelled`);
  await expect.poll(focused).toContain("Done: your booking is cancelled.");
  await checkState(page, "cancelled", "cancelled-js");
  await page.reload();
  await expect(page.getByTestId("changed-notice")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the owner confirms; a job is completed only from its day; the finished job's page asks for the review", async ({
  page,
  browser,
  request,
}) => {
  const res = await request.post("/api/bookings", {
    data: apiBooking(dateAhead(3), "13:00", uniqueContact("states")),
  });
  expect(res.status()).toBe(201);
  const { reference, url } = (await res.json()) as { reference: string; url: string };
  const owner = await (
    await browser.newContext({ viewport: viewports.phone, storageState: SIGNED_IN_OWNER })
  ).newPage();
  await owner.goto(`/admin/bookings/${reference}`);
  await owner.getByRole("button", { name: "Confirm booking" }).click();
  await expect(owner.getByText("Status changed")).toBeVisible();
  // its day has not come: the page says when it can be completed, and a post to complete it is refused
  await expect(owner.getByTestId("completable-from")).toHaveText(
    `The job is on ${formatDateLong(dateAhead(3))}: it can be marked completed from that day.`,
  );
  await expect(owner.getByRole("button", { name: "Mark completed" })).toHaveCount(0);
  const early = await owner.request.post(`/admin/bookings/${reference}`, {
    form: { intent: "status", status: "completed" },
    headers: { Origin: new URL(owner.url()).origin },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(409);
  expect(await early.text()).toContain("it can be marked completed from that day");

  await page.setViewportSize(viewports.phone);
  await page.goto(url);
  await expect(page.locator("h1")).toContainText("your booking is confirmed");
  await checkState(page, "confirmed");
  await expectNoAxeViolations(page);

  // the day comes (the booking's date set to today in the database, as the calendar would)
  runIn(E2E_DATABASE_PATH, "UPDATE bookings SET date = ? WHERE reference = ?", dateInZone(new Date()), reference);
  await owner.reload();
  await owner.getByRole("button", { name: "Mark completed" }).click();
  await expect(owner.getByText("confirmed → completed")).toBeVisible();
  await owner.context().close();

  await page.reload();
  await expect(page.locator("h1")).toContainText("your job is done");
  await expect(page.getByRole("heading", { name: "How did we do?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book these services again" })).toBeVisible();
  await checkState(page, "completed");
  await expectNoAxeViolations(page);
});

test("the privacy page says what this server does with payments: by phone here", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("We take card payments over the phone")).toBeVisible();
  await expectPaymentWordsOf(page, "phone");
});
