import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { apiBooking, dateAhead, freeSlot, uniqueContact, windowWords } from "../support/booking";
import { E2E_OUTBOX_DIR } from "../support/e2e-env";
import { expectNoAxeViolations, viewports, watchConsole } from "../support/page-check";
import { expect, type Page, test } from "../support/test";
import type { WindowSlot } from "../../app/domain/booking/windows";

/**
 * The customer's own booking page (docs/decisions/0012): move, then cancel, without JavaScript; the
 * places move in the availability API and the owner is told (the e-mails land in the outbox folder).
 */

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
    const res = await request.post("/api/bookings", {
      data: apiBooking(from.date, from.start, uniqueContact("self")),
    });
    expect(res.status()).toBe(201);
    const { reference, url } = (await res.json()) as { reference: string; url: string };
    const before = { from: await placesOf(page, from.date, "15:00"), to: await placesOf(page, to.date, "09:00") };

    await page.goto(url);
    const manage = page.getByTestId("manage-booking");
    await expect(manage.getByRole("heading", { name: "Change or cancel" })).toBeVisible();
    await manage.getByLabel("New date").fill(to.date);
    await manage.getByRole("radio", { name: windowWords(to.start, to.end) }).check();
    await manage.getByRole("button", { name: "Move my booking" }).click();
    await expect(page).toHaveURL(/\?changed=rescheduled$/);
    await expect(page.getByRole("status")).toContainText("your booking is now on");
    await expect(page.getByTestId("confirmed-window")).toHaveText(windowWords(to.start, to.end));
    expect(await placesOf(page, from.date, "15:00")).toBe(before.from + 1);
    expect(await placesOf(page, to.date, "09:00")).toBe(before.to - 1);

    await page.getByRole("button", { name: "Cancel this booking…" }).click();
    await expect(page.getByTestId("cancel-confirm")).toContainText(`Cancel booking ${reference}`);
    await page.getByRole("button", { name: "Yes, cancel my booking" }).click();
    await expect(page).toHaveURL(/\?changed=cancelled$/);
    await expect(page.locator("h1")).toHaveText(`Booking ${reference} is cancelled`);
    await expect(page.getByTestId("manage-booking")).toHaveCount(0);
    expect(await placesOf(page, to.date, "09:00")).toBe(before.to);

    const mail = (name: string) => existsSync(path.join(E2E_OUTBOX_DIR, `${reference}.${name}.eml`));
    await expect.poll(() => mail("cancelled.owner") && mail("cancelled.customer"), { timeout: 10_000 }).toBe(true);
    // ":" is "_" in file names; each change's messages carry an id of their own
    const prefix = `${reference}.rescheduled.${to.date}T${to.start.replace(":", "_")}.`;
    expect(readdirSync(E2E_OUTBOX_DIR).some((f) => f.startsWith(prefix) && f.endsWith(".owner.eml"))).toBe(true);
  });

  test("a full window is refused on the page, with the form kept", async ({ page, request }) => {
    const taken = await freeSlot(request, 48, "11:00", 2);
    for (let i = 0; i < 2; i++)
      expect(
        (
          await request.post("/api/bookings", { data: apiBooking(taken.date, "11:00", uniqueContact(`full-${i}`)) })
        ).status(),
      ).toBe(201);
    const res = await request.post("/api/bookings", {
      data: apiBooking(dateAhead(50), "13:00", uniqueContact("mover")),
    });
    const { url } = (await res.json()) as { url: string };
    await page.goto(url);
    await page.getByLabel("New date").fill(taken.date);
    await page.getByRole("radio", { name: windowWords(taken.start, taken.end) }).check();
    await page.getByRole("button", { name: "Move my booking" }).click();
    await expect(page.getByText("That arrival window just filled up")).toBeVisible();
    await expect(page.getByLabel("New date")).toHaveValue(taken.date);
  });
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the booking page with its change forms passes the page check (${name})`, async ({ page, request }) => {
    const errors = watchConsole(page);
    const res = await request.post("/api/bookings", {
      data: apiBooking(dateAhead(52), "17:00", uniqueContact(`check-${name}`)),
    });
    const { url } = (await res.json()) as { url: string };
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
