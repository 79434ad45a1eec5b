import { site } from "../../app/content/site";
import { waitForBookingForm } from "../support/booking";
import { expect, test } from "../support/test";

/**
 * The ZIP service-area check (docs/decisions/0010): the API, the booking form as the ZIP is typed, and the
 * "Do we serve your ZIP?" box with and without JavaScript. Also the booking preview refusing what the server refuses.
 */

test("GET /api/service-area/{zip}: the contract", async ({ request }) => {
  const served = await request.get("/api/service-area/75201");
  expect(served.status()).toBe(200);
  expect(await served.json()).toEqual({ zip: "75201", served: true, city: "dallas", miles: expect.any(Number) });
  const far = await (await request.get("/api/service-area/75165")).json();
  expect(far).toMatchObject({ zip: "75165", served: false, city: "dallas" });
  expect(far.miles).toBeGreaterThan(15);
  expect(await (await request.get("/api/service-area/79901")).json()).toEqual({
    zip: "79901",
    served: false,
    city: null,
    miles: null,
  });
  for (const bad of ["7520", "752011", "abcde", "__proto__"]) {
    const res = await request.get(`/api/service-area/${bad}`);
    expect(res.status(), bad).toBe(400);
    expect((await res.json()).error).toMatch(/5-digit ZIP/);
  }
});

test("booking form: the ZIP is checked as it is typed; the city is filled; a far ZIP and a mismatch are pointed out", async ({
  page,
}) => {
  await page.goto("/booking?service=cleaning&rooms=2");
  await waitForBookingForm(page);
  const zip = page.getByRole("textbox", { name: "ZIP code" });
  const status = page.getByTestId("zip-status");
  const city = page.getByLabel("City", { exact: true });

  await expect(city).toHaveValue("");
  await zip.fill("75201");
  await expect(status).toHaveText(/Yes, we serve 75201 \(Dallas\)/);
  await expect(city).toHaveValue("dallas"); // suggested and filled: no city was chosen

  await city.selectOption("fort-worth");
  await expect(status).toContainText("75201 is about");
  await expect(status).toContainText("miles from Fort Worth");
  await city.selectOption("dallas");
  await expect(status).not.toContainText("miles from");

  await zip.fill("75165");
  await expect(status).toContainText("outside our service area");
  await expect(status).toContainText(site.phone);
  await expect(city).toHaveValue("dallas"); // a chosen city is never changed
});

test("booking form: 9 of an extra allowed 4 times is refused at once with the server's own message, no price", async ({
  page,
}) => {
  await page.goto("/booking?service=cleaning&rooms=2");
  await waitForBookingForm(page);
  await page.getByTestId("addons-cleaning").locator("summary").click();
  const oven = page.getByLabel(/Inside oven/);
  await oven.fill("2");
  await expect(page.locator('[data-testid="price-total"]:visible')).toHaveText(/\$\d/);
  await oven.fill("9");
  await expect(page.getByText("Please choose a quantity from 1 to 4 for “Inside oven”.")).toBeVisible();
  await expect(oven).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[data-testid="price-total"]:visible')).not.toHaveText(/\$\d/);
});

test("the ZIP box answers in place with JavaScript (a city page)", async ({ page }) => {
  await page.goto("/locations/plano");
  const box = page.getByTestId("zip-check");
  await box.getByRole("textbox", { name: "ZIP code" }).fill("75024");
  await box.getByRole("button", { name: "Check ZIP" }).click();
  await expect(box.getByRole("status")).toContainText("Yes, we serve 75024");
  await expect(page).toHaveURL(/\/locations\/plano$/);
  await box.getByRole("textbox", { name: "ZIP code" }).fill("123");
  await box.getByRole("textbox", { name: "ZIP code" }).press("Enter");
  await expect(box.getByRole("status")).toContainText("Please enter a 5-digit ZIP code");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's ZIP box is a form the server answers", async ({ page }) => {
    await page.goto("/");
    const box = page.getByTestId("zip-check");
    await box.getByRole("textbox", { name: "ZIP code" }).fill("75165");
    await box.getByRole("button", { name: "Check ZIP" }).click();
    await expect(page).toHaveURL(/\/service-area\?zip=75165$/);
    await expect(page.locator("h1")).toHaveText("Do we serve your ZIP?");
    await expect(page.getByRole("status")).toContainText("outside our service area");
    await expect(page.getByRole("status")).toContainText(site.phone);
    await page.getByRole("textbox", { name: "ZIP code" }).fill("76102");
    await page.getByRole("button", { name: "Check ZIP" }).click();
    await expect(page.getByRole("status")).toContainText("Yes, we serve 76102 (Fort Worth)");
    await expect(page.getByRole("link", { name: "Book in Fort Worth" })).toHaveAttribute(
      "href",
      "/booking?city=fort-worth",
    );
  });

  test("the booking form refuses a ZIP outside the area when sent, with our phone number", async ({ page }) => {
    await page.goto("/booking?service=cleaning&rooms=2&city=dallas");
    await page.getByRole("textbox", { name: "ZIP code" }).fill("75165");
    await page.getByRole("button", { name: "Request booking" }).click();
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("outside our service area");
    await expect(summary).toContainText(site.phone);
  });
});
