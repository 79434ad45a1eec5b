import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { CUSTOMER_PHOTOS_MAX, PHOTO_TYPE_MESSAGE } from "../../app/domain/photos";
import { SIGNED_IN_OWNER } from "../support/admin";
import { fillDetails, freeSlot, uniqueContact } from "../support/booking";
import { E2E_DATABASE_PATH, E2E_PHOTOS_DIR } from "../support/e2e-env";
import { expectNoAxeViolations, expectNoSidewaysScroll, viewports, watchPage } from "../support/page-check";
import { GPS_DATUM, jpegMarkers, PHONE_MAKER, phoneJpeg, png } from "../support/photos";
import { rowsIn } from "../support/server-database";
import { expect, test } from "../support/test";

/**
 * The customer's photos (issue 48) on a phone, with and without JavaScript: a junk removal with a custom-quote
 * clean booked with three photos (one a 3000 × 2000 phone JPEG with GPS in its EXIF, kept without it), which the
 * owner sees beside the quote's price and prices; a non-image and an 11th photo refused with words, nothing stored;
 * a photo added afterwards on the booking page.
 */
const ORDER = "/booking?service=junk-removal&load=medium&service=cleaning&rooms=custom&city=dallas";

// one journey at a time: "nothing stored" is read from the server's photo folder
test.describe.configure({ mode: "serial" });

type Upload = { name: string; mimeType: string; buffer: Buffer };
let files: { phone: Upload; plain: Upload; png: Upload; text: Upload };
test.beforeAll(async () => {
  files = {
    phone: { name: "garage.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg({ width: 3000, height: 2000 }) },
    plain: { name: "driveway.jpg", mimeType: "image/jpeg", buffer: await phoneJpeg() },
    png: { name: "couch.png", mimeType: "image/png", buffer: await png() },
    text: { name: "list.txt", mimeType: "text/plain", buffer: Buffer.from("a couch, two chairs, a fridge") },
  };
});

/** The customer's photo rows of a booking, and every file in the photo folder. */
const customerPhotos = (reference: string) =>
  rowsIn<{ id: number; storage_key: string; width: number; height: number }>(
    E2E_DATABASE_PATH,
    `SELECT p.id, p.storage_key, p.width, p.height FROM job_photos p JOIN bookings b ON b.id = p.booking_id
     WHERE b.reference = ? AND p.phase = 'customer' ORDER BY p.id`,
    reference,
  );
function photoFiles(): string[] {
  const all: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at, { withFileTypes: true }))
      if (name.isDirectory()) walk(path.join(at, name.name));
      else all.push(path.join(at, name.name));
  };
  try {
    walk(E2E_PHOTOS_DIR);
  } catch {
    // no photo yet
  }
  return all;
}
/** The files of the photo folder that no photo's row names: what a refused upload would leave behind. */
const unnamedFiles = () => {
  const named = new Set(
    rowsIn<{ storage_key: string }>(E2E_DATABASE_PATH, "SELECT storage_key FROM job_photos").map((r) =>
      path.join(E2E_PHOTOS_DIR, ...r.storage_key.split("/")),
    ),
  );
  return photoFiles().filter((file) => !named.has(file));
};
const bookingsOf = (email: string) =>
  rowsIn<{ n: number }>(E2E_DATABASE_PATH, "SELECT COUNT(*) AS n FROM bookings WHERE email = ?", email)[0]!.n;

const phoneContext = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({ viewport: viewports.phone, isMobile: true, hasTouch: true, javaScriptEnabled });

async function fillOrder(page: Page, offset: number, window: string, label: string) {
  const slot = await freeSlot(page.request, offset, window);
  const contact = uniqueContact(label);
  await fillDetails(page, { date: slot.date, window: slot, contact, city: "dallas", zip: "75201" });
  return contact;
}

test("without JavaScript: three photos with the request, the owner sees them and prices the quote", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser, false);
  const page = await context.newPage();
  const watched = await watchPage(page);
  await page.goto(ORDER);
  const field = page.getByLabel("Add photos");
  await expect(field).toBeVisible();
  await fillOrder(page, 31, "09:00", "photos-nojs");
  await field.setInputFiles([files.phone, files.png, files.plain]);
  await page.screenshot({ path: "test-results/screens/booking-photos-nojs-390.png", fullPage: true });
  await page.getByRole("button", { name: "Request booking" }).click();
  await page.waitForURL(/\/booking\/confirmed\//);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();

  // kept: three photos of the customer, at most 1,600 px, without the phone's EXIF (GPS, maker)
  const rows = customerPhotos(reference);
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatchObject({ width: 1600, height: 1067 });
  for (const row of rows) {
    const bytes = readFileSync(path.join(E2E_PHOTOS_DIR, ...row.storage_key.split("/")));
    expect(jpegMarkers(bytes)).not.toContain("APP1");
    expect(bytes.includes(GPS_DATUM) || bytes.includes(PHONE_MAKER)).toBe(false);
  }
  // the customer's page shows them
  const yours = page.getByTestId("your-photos");
  await expect(yours.getByRole("img")).toHaveCount(3);
  await expect(yours).toContainText(`Up to ${CUSTOMER_PHOTOS_MAX - 3} more`);
  await expectNoSidewaysScroll(page);
  await watched.expectNone();
  await context.close();

  // the owner, on a phone: the customer's photos beside the quote's price, then the price sent
  const owner = await browser.newContext({ viewport: viewports.phone, storageState: SIGNED_IN_OWNER });
  const admin = await owner.newPage();
  const watchedAdmin = await watchPage(admin);
  await admin.goto(`/admin/bookings/${reference}`);
  const payment = admin.locator("section", { has: admin.getByRole("heading", { name: "Payment" }) });
  await expect(payment.getByTestId("customer-photos").getByRole("img")).toHaveCount(3);
  await expect(payment.getByLabel("Price ($)")).toBeVisible();
  // each photo opens for the owner
  const first = await payment.getByTestId("customer-photos").getByRole("link").first().getAttribute("href");
  const photo = await admin.request.get(first!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
  await expectNoAxeViolations(admin);
  await expectNoSidewaysScroll(admin);
  await admin.screenshot({ path: "test-results/screens/admin-booking-customer-photos-390.png", fullPage: true });
  await payment.getByLabel("Price ($)").fill("540");
  await payment.getByRole("button", { name: "Send the price" }).click();
  await expect(admin.getByText("Price sent: the customer has been e-mailed it.")).toBeVisible();
  await expect(admin.getByTestId("admin-payment")).toContainText("Price$540");
  await watchedAdmin.expectNone();
  await owner.close();
});

test("without JavaScript: a non-image or an 11th photo is refused with words, and nothing is stored", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser, false);
  const page = await context.newPage();
  await page.goto(ORDER);
  const contact = await fillOrder(page, 33, "11:00", "photos-refused");
  const before = photoFiles().length;
  const unnamed = unnamedFiles();

  await page.getByLabel("Add photos").setInputFiles([files.plain, files.text]);
  await page.getByRole("button", { name: "Request booking" }).click();
  await expect(page.locator("#field-photos-error")).toContainText(`list.txt: ${PHOTO_TYPE_MESSAGE}`);
  // what was typed is kept (the photos are to be chosen again: a file field cannot be filled by the server)
  await expect(page.getByLabel("E-mail")).toHaveValue(contact.email);
  expect(bookingsOf(contact.email)).toBe(0);
  expect(photoFiles()).toHaveLength(before);
  expect(unnamedFiles()).toEqual(unnamed);

  const eleven = Array.from({ length: CUSTOMER_PHOTOS_MAX + 1 }, (_, i) => ({ ...files.plain, name: `p${i}.jpg` }));
  await page.getByLabel("Add photos").setInputFiles(eleven);
  await page.getByRole("button", { name: "Request booking" }).click();
  await expect(page.locator("#field-photos-error")).toContainText(`a booking takes ${CUSTOMER_PHOTOS_MAX} at most`);
  await expect(page.getByLabel("Full name")).toHaveValue(contact.name);
  expect(bookingsOf(contact.email)).toBe(0);
  expect(photoFiles()).toHaveLength(before);
  expect(unnamedFiles()).toEqual(unnamed);
  await context.close();
});

test("with JavaScript: thumbnails to remove, a non-image and an 11th left out, a photo added afterwards", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await phoneContext(browser, true);
  const page = await context.newPage();
  const watched = await watchPage(page);
  await page.goto(ORDER);
  await fillOrder(page, 35, "13:00", "photos-js");
  const field = page.getByLabel("Add photos");
  const chosen = page.getByRole("list", { name: "Photos chosen" });
  await field.setInputFiles([files.phone, files.text]);
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("Left out: list.txt is not a photo.")).toBeVisible();
  // ten at most: of eleven more, nine are taken
  const eleven = Array.from({ length: CUSTOMER_PHOTOS_MAX + 1 }, (_, i) => ({ ...files.plain, name: `p${i}.jpg` }));
  await field.setInputFiles(eleven);
  await expect(chosen.getByRole("listitem")).toHaveCount(CUSTOMER_PHOTOS_MAX);
  await expect(page.getByText(`${CUSTOMER_PHOTOS_MAX} photos at most`).first()).toBeVisible();
  // removed with the keyboard, down to two; what is sent is what is shown
  for (let i = CUSTOMER_PHOTOS_MAX; i > 2; i--) {
    await chosen
      .getByRole("button", { name: /^Remove/ })
      .last()
      .focus();
    await page.keyboard.press("Enter");
  }
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  // each thumbnail is drawn from the photo itself, before it is sent
  await expect(chosen.locator("img").first()).toHaveJSProperty("complete", true);
  expect(
    await chosen
      .locator("img")
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(2);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: "test-results/screens/booking-photos-js-390.png", fullPage: true });
  // the same at a desktop's width: the thumbnails in a row, nothing sideways
  await page.setViewportSize(viewports.desktop);
  await expectNoSidewaysScroll(page);
  await page.getByTestId("photos-field").screenshot({ path: "test-results/screens/booking-photos-js-1280.png" });
  await page.setViewportSize(viewports.phone);
  await page.getByRole("button", { name: "Request booking" }).click();
  await page.waitForURL(/\/booking\/confirmed\//);
  const reference = (await page.getByTestId("booking-reference").textContent())!.trim();
  expect(customerPhotos(reference)).toHaveLength(2);

  // afterwards, on the booking's page
  const yours = page.getByTestId("your-photos");
  await expect(yours.getByRole("img")).toHaveCount(2);
  await yours.getByLabel("Add photos").setInputFiles([files.png]);
  await expect(yours.getByRole("list", { name: "Photos chosen" }).locator("img")).toHaveCount(1);
  await yours.getByRole("button", { name: "Send photos" }).click();
  await expect(yours.getByText("Photos added: we'll look at them before your visit.")).toBeVisible();
  await expect(yours.getByRole("list", { name: "Photos you sent" }).getByRole("img")).toHaveCount(3);
  expect(customerPhotos(reference)).toHaveLength(3);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/screens/booking-page-photos-390.png", fullPage: true });
  await page.setViewportSize(viewports.desktop);
  await expectNoSidewaysScroll(page);
  await yours.screenshot({ path: "test-results/screens/booking-page-photos-1280.png" });
  await watched.expectNone();
  await context.close();
});
