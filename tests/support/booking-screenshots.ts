// Screenshots of the booking pages at phone and desktop widths into screenshots/:
// the given paths, the form after an empty submit, the phone price details opened, and a confirmation page.
// Usage: node tests/support/booking-screenshots.ts [base-url] [path...]
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { bookingInput } from "./booking-input.ts";
import { atEachWidth, launchBrowser } from "./screens.ts";

const base = process.argv[2] ?? "http://127.0.0.1:3300";
const paths = process.argv.length > 3 ? process.argv.slice(3) : ["/booking?service=cleaning&rooms=3&city=plano"];
mkdirSync("screenshots/parts", { recursive: true });

const slug = (p: string) => p.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");

const SEGMENT = 1400;

/** A full-page screenshot; with SEGMENTS=1 in the environment, also in parts of 1400 px (easier to look at). */
async function shot(page: Page, name: string, fullPage = true) {
  const file = `screenshots/${name}.png`;
  await page.screenshot({ path: file, fullPage });
  console.log(file);
  if (!fullPage || !process.env.SEGMENTS) return;
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  for (let y = 0, i = 0; y < height; y += SEGMENT, i++) {
    const part = `screenshots/parts/${name}-${i}.png`;
    await page.screenshot({
      path: part,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(SEGMENT, height - y) },
    });
  }
}

const browser = await launchBrowser();
await atEachWidth(browser, async (name, page) => {
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await shot(page, `${name}-${slug(p)}`);
  }
  // viewport-only view of the first path (sticky price bar / panel)
  await page.goto(base + paths[0], { waitUntil: "networkidle" });
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(300);
  await shot(page, `${name}-booking-viewport`, false);
  if (name === "phone") {
    await page.getByText("Price details").click();
    await shot(page, `${name}-booking-price-details`, false);
  }
  // errors after an empty submit
  await page.goto(`${base}/booking`, { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Request booking" }).click();
  await page.getByTestId("error-summary").waitFor();
  await shot(page, `${name}-booking-errors`);
});

// a confirmation page: book through the API (a 3BR/2BA cleaning with an oven and 3 rooms of baseboards, a medium load)
const oven = { id: "oven", quantity: 1 };
const baseboards = { id: "baseboards", quantity: 3 };
const SHOWN_ORDER = [
  { service: "cleaning", tier: "3", addons: [oven, baseboards] },
  { service: "junk-removal", tier: "medium", addons: [] },
];
const date = new Date(Date.now() + 45 * 86400_000).toISOString().slice(0, 10);
const availability = (await (await fetch(`${base}/api/availability/${date}`)).json()) as {
  windows: { start: string; available: number }[];
};
const open = availability.windows.find((w) => w.available > 0);
const res = await fetch(`${base}/api/bookings`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(
    bookingInput(date, {
      services: SHOWN_ORDER,
      window: open?.start ?? "09:00",
      city: "plano",
      address: "1200 Legacy Dr, Apt 4",
      zip: "75024",
      name: "Jordan Rivera",
      phone: `(214) 555-${1000 + Math.floor(Math.random() * 9000)}`,
      email: `jordan.${Date.now()}@example.com`,
      notes: "Gate code 1234. Dog in the back yard.",
    }),
  ),
});
const booked = (await res.json()) as { url?: string };
if (booked.url) {
  await atEachWidth(browser, async (name, page) => {
    await page.goto(base + booked.url, { waitUntil: "networkidle" });
    await shot(page, `${name}-booking-confirmed`);
  });
} else console.error("booking failed", res.status, booked);

// a full window: fill 15:00 on today + 50 days through the API, then show the When step
const fullDate = new Date(Date.now() + 50 * 86400_000).toISOString().slice(0, 10);
for (let i = 0; i < 4; i++) {
  const r = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(
      bookingInput(fullDate, {
        services: [{ service: "cleaning", tier: "1", addons: [] }],
        window: "15:00",
        phone: `(972) 555-${1000 + Math.floor(Math.random() * 9000)}`,
        email: `filler.${Date.now()}.${i}@example.com`,
      }),
    ),
  });
  if (r.status === 409) break;
}
await atEachWidth(browser, async (name, page) => {
  await page.goto(`${base}/booking?service=cleaning&rooms=1`, { waitUntil: "networkidle" });
  await page.getByLabel("Date", { exact: true }).fill(fullDate);
  await page.getByText("Full", { exact: true }).waitFor();
  await page.locator("#step-when").screenshot({ path: `screenshots/${name}-booking-full-window.png` });
  console.log(`screenshots/${name}-booking-full-window.png`);
});
await browser.close();
