import { existsSync } from "node:fs";
import path from "node:path";
import { addOwner, enrol, openEnrolmentLink, OWNER_PASSWORD, signIn } from "../support/admin";
import { apiBooking, freeSlot, longestBooking, uniqueContact } from "../support/booking";
import { E2E_DATABASE_PATH, E2E_OUTBOX_DIR } from "../support/e2e-env";
import { expectNoAxeViolations, expectNoSidewaysScroll, viewports, watchConsole } from "../support/page-check";
import { expect, test } from "../support/test";
import type { WindowSlot } from "../../app/domain/booking/windows";

/** The owner's dashboard (docs/decisions/0013): sign-in, the day's work, capacity, export. */

test("a signed-out visitor gets the sign-in page for every /admin URL, and changes without our origin are refused", async ({
  request,
}) => {
  for (const url of [
    "/admin",
    "/admin/capacity",
    "/admin/security",
    "/admin/bookings/NS-ABCDEF",
    "/admin/bookings.csv?from=2026-01-01",
  ]) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(302);
    expect(res.headers()["location"], url).toBe(`/admin/login?next=${encodeURIComponent(url)}`);
  }
  const forged = await request.post("/admin/capacity", { form: { date: "2026-12-01", window: "*", capacity: "0" } });
  expect(forged.status()).toBe(403);
  const login = await request.get("/admin/login");
  expect(login.status()).toBe(200);
  expect(login.headers()["x-robots-tag"]).toContain("noindex");
});

test("the owner confirms a new booking (the customer is e-mailed), closes its window, and exports a CSV", async ({
  page,
  request,
}) => {
  const email = addOwner(E2E_DATABASE_PATH, "journey");
  const slot = await freeSlot(request, 54, "13:00");
  const contact = { ...uniqueContact("owner-journey"), name: '=HYPERLINK("http://evil.example","click")' };
  const res = await request.post("/api/bookings", { data: apiBooking(slot.date, slot.start, contact) });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };

  await page.setViewportSize(viewports.phone); // the owner works from a truck
  await signIn(page, email);
  // the agenda opens on the days' jobs; its filters are folded behind one "Filter" control (issue 44)
  await page.getByTestId("agenda-filters").getByText("Filter", { exact: true }).click();
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("agenda-booking")).toHaveCount(1);
  await page.getByTestId("agenda-booking").click();
  await expect(page.locator("h1")).toHaveText(`Booking ${reference}`);
  await expect(page.getByText(contact.email).first()).toBeVisible();
  await expect(page.getByText(`New booking ${reference}`).first()).toBeVisible(); // the e-mails sent for it

  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("status")).toContainText("Status changed");
  await expect(page.getByText("confirmed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`confirmed (requested → confirmed) by ${email}`)).toBeVisible(); // the history
  const confirmedMail = path.join(E2E_OUTBOX_DIR, `${reference}.confirmed.customer.eml`);
  await expect.poll(() => existsSync(confirmedMail), { timeout: 10_000 }).toBe(true);

  // the reports of that day: the new customer's count links to the bookings it counts
  await page.goto(`/admin/reports?period=range&from=${slot.date}&to=${slot.date}`);
  await page.getByRole("link", { name: /^New customers: \d+, see the bookings$/ }).click();
  await expect(page.locator("h1")).toContainText(": new customers");
  await expect(page.getByTestId("agenda-booking").filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByLabel("Only")).toHaveValue("new");

  // close the booking's window: it disappears from availability at once, and the booking is listed to call
  await page.getByRole("link", { name: "Capacity" }).click();
  await expect(page.locator("h1")).toHaveText("Capacity");
  await page.getByLabel("Date").fill(slot.date);
  await page.getByLabel("Window").selectOption(slot.start);
  await page.getByLabel("Capacity").fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const change = page.getByTestId("capacity-change").filter({ hasText: "closed" }).filter({ hasText: reference });
  await expect(change).toBeVisible();
  const availability = (await (await request.get(`/api/availability/${slot.date}`)).json()) as {
    windows: WindowSlot[];
  };
  expect(availability.windows.find((w) => w.start === slot.start)).toMatchObject({ available: 0, state: "closed" });
  await change.getByRole("button", { name: /Undo/ }).click();
  await expect(page.getByTestId("capacity-change").filter({ hasText: reference })).toHaveCount(0);

  // export: the booking is there, and the formula in its name stays text
  const csv = await page.request.get(`/admin/bookings.csv?from=${slot.date}&to=${slot.date}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-encoding"]).toBe("gzip"); // compressed by the route, as a stream
  const text = await csv.text();
  const line = text.split("\r\n").find((l) => l.startsWith(reference))!;
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

  // sign out: the session is over
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`every dashboard page passes the page check (${name})`, async ({ page, request }) => {
    const email = addOwner(E2E_DATABASE_PATH, `check-${name}`);
    const slot = await freeSlot(request, 56, "07:00");
    // every field as long as the form allows (issue 35): the pages that show it fit a phone all the same
    const res = await request.post("/api/bookings", { data: longestBooking(slot.date, slot.start, "check") });
    expect(res.status()).toBe(201);
    const { reference, url: customerPage } = (await res.json()) as { reference: string; url: string };
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    /** The page check: it fits the screen (nothing scrolls sideways) and has no axe violation. */
    const check = async () => {
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    };
    await openEnrolmentLink(page, email);
    await check();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator("h1")).toHaveText("Set up sign-in codes");
    await check();
    const { recoveryCodes } = await enrol(page);
    // its window closed, so that the capacity page lists the booking to call
    const closing = { date: slot.date, window: slot.start, capacity: "0" };
    const origin = { Origin: new URL(page.url()).origin };
    expect((await page.request.post("/admin/capacity", { form: closing, headers: origin })).ok()).toBe(true);
    for (const url of [
      "/admin",
      `/admin?q=${reference}`,
      `/admin/bookings/${reference}`,
      "/admin/capacity",
      "/admin/reviews",
      "/admin/reports",
      "/admin/reports?period=year",
      customerPage, // and the customer's own page of it
      "/admin/security",
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await check();
      // the reports' charts fit their cards: nothing hidden or scrolled sideways inside them (issue 44)
      const charts = page.locator("[data-chart]");
      for (const chart of await charts.all()) {
        const [inner, outer] = await chart.evaluate((el) => [
          el.querySelector("svg")!.getBoundingClientRect().width,
          el.clientWidth,
        ]);
        expect(inner, url).toBeLessThanOrEqual(outer! + 0.5);
      }
    }
    const reopen = { intent: "reopen", date: slot.date, window: slot.start };
    expect((await page.request.post("/admin/capacity", { form: reopen, headers: origin })).ok()).toBe(true);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(OWNER_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator("h1")).toHaveText("Enter your code");
    await check();
    // a recovery code has letters: the field asks for the full keyboard, not the number pad (issue 56)
    await expect(page.getByLabel("Code")).not.toHaveAttribute("inputmode", "numeric");
    await page.getByLabel("Code").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
