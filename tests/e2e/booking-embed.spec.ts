import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "../support/test";
import { E2E_PORT } from "../support/e2e-env";
import { watchCsp } from "../support/page-check";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Embed mode (README, Configuration): with the BOOKING_WIDGET_* settings, /booking
 * shows the scheduling provider's frame full-page, adds the provider's script
 * and stylesheet once, and removes everything on leaving.
 *
 * This file starts its own production server (the build the main test server
 * made) with those settings, pointing at a stand-in provider served here with
 * node:http: widget.js (counts its runs and leaves a marked badge behind),
 * widget.css and a scheduling page for the frame.
 */
test.describe.configure({ mode: "serial" });

const EMBED_PORT = 4190 + (E2E_PORT % 10);
const base = `http://127.0.0.1:${EMBED_PORT}`;

let provider: Server;
let providerUrl = "";
let server: ServerProcess | undefined;

const widgetJs = `(() => {
  window.__widgetLoads = (window.__widgetLoads || 0) + 1;
  const badge = document.createElement("div");
  badge.setAttribute("data-booking-widget", "");
  badge.className = "stand-in-badge";
  badge.textContent = "Scheduling by Stand-in Provider";
  document.body.append(badge);
})();`;

function startProvider(): Promise<void> {
  provider = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://provider.test");
    if (url.pathname === "/widget.js") {
      res.writeHead(200, { "Content-Type": "text/javascript" }).end(widgetJs);
    } else if (url.pathname === "/widget.css") {
      res
        .writeHead(200, { "Content-Type": "text/css" })
        .end(".stand-in-badge { position: fixed; bottom: 0; right: 0; }");
    } else if (url.pathname === "/schedule") {
      const prefill = [...url.searchParams].map(([k, v]) => `<li>${k}=${v.replace(/[<&]/g, "")}</li>`).join("");
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(
          `<!doctype html><html lang="en"><title>Stand-in scheduling</title><h1>Stand-in scheduling page</h1><ul>${prefill}</ul></html>`,
        );
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    provider.listen(0, "127.0.0.1", () => {
      providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await startProvider();
  server = await startServer(EMBED_PORT, {
    DATABASE_PATH: "test-results/e2e-db/embed.sqlite",
    BOOKING_WIDGET_SCRIPT_URL: `${providerUrl}/widget.js`,
    BOOKING_WIDGET_STYLE_URL: `${providerUrl}/widget.css`,
    // the provider's own parameter must survive next to the prefill
    BOOKING_WIDGET_URL: `${providerUrl}/schedule?embed=1`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => provider?.close(resolve));
});

const frame = (page: Page) => page.locator('iframe[title="Online booking"]');
const widgetScripts = (page: Page) => page.locator("head script[data-booking-widget]");
const widgetStyles = (page: Page) => page.locator('head link[rel="stylesheet"][data-booking-widget]');
const leftovers = (page: Page) => page.locator("body [data-booking-widget]");

test("the frame is in the server HTML with the query passed on as prefill (works without JavaScript)", async ({
  request,
}) => {
  // a "Book again" link's page token, and a parameter of no link of ours, never reach the provider (issue 56)
  const res = await request.get(`${base}/booking?service=cleaning&rooms=3&city=plano&again=SECRET-TOKEN&utm_x=1`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const src =
    /<iframe[^>]*title="Online booking"[^>]*src="([^"]+)"/.exec(html) ??
    /<iframe[^>]*src="([^"]+)"[^>]*title="Online booking"/.exec(html);
  expect(src, "iframe in the server HTML").not.toBeNull();
  const url = new URL(src![1]!.replaceAll("&amp;", "&"));
  expect(url.origin).toBe(providerUrl);
  expect(url.searchParams.get("embed")).toBe("1");
  expect(url.searchParams.get("service")).toBe("cleaning");
  expect(url.searchParams.get("rooms")).toBe("3");
  expect(url.searchParams.get("city")).toBe("plano");
  expect(url.searchParams.has("again")).toBe(false);
  expect(url.searchParams.has("utm_x")).toBe(false);
  expect(html).not.toContain("SECRET-TOKEN");
  expect(html).toContain("<h1");
  expect(html).not.toContain('name="idempotencyKey"'); // no booking form in embed mode
});

test("script and stylesheet added once, frame prefilled, everything removed on leaving and added once on return", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const csp = await watchCsp(page);
  await page.goto(`${base}/booking?service=cleaning&rooms=3&city=plano`);
  await expect(page).toHaveTitle(/^Book Online/);

  // added once
  await expect(widgetScripts(page)).toHaveCount(1);
  await expect(widgetStyles(page)).toHaveCount(1);
  await expect(widgetScripts(page)).toHaveAttribute("src", `${providerUrl}/widget.js`);
  await expect(widgetStyles(page)).toHaveAttribute("href", `${providerUrl}/widget.css`);
  await expect.poll(() => page.evaluate(() => (window as { __widgetLoads?: number }).__widgetLoads)).toBe(1);
  await expect(leftovers(page)).toHaveCount(1);

  // the frame, prefilled
  await expect(frame(page)).toHaveCount(1);
  const src = new URL((await frame(page).getAttribute("src"))!);
  expect(Object.fromEntries(src.searchParams)).toEqual({ embed: "1", service: "cleaning", rooms: "3", city: "plano" });
  const inside = page.frameLocator('iframe[title="Online booking"]');
  await expect(inside.getByRole("heading", { name: "Stand-in scheduling page" })).toBeVisible();
  await expect(inside.getByText("rooms=3")).toBeVisible();

  // leave through a header link: script, stylesheet, frame and leftovers are gone
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bundles" }).click();
  await expect(page).toHaveURL(`${base}/bundles`);
  await expect(page.locator("h1")).toContainText("Bundles");
  await expect(page.locator("[data-booking-widget]")).toHaveCount(0);
  await expect(frame(page)).toHaveCount(0);

  // come back: exactly one of each again (the script runs again, nothing doubled)
  await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(`${base}/booking`);
  await expect(frame(page)).toHaveCount(1);
  await expect(widgetScripts(page)).toHaveCount(1);
  await expect(widgetStyles(page)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as { __widgetLoads?: number }).__widgetLoads)).toBe(2);
  await expect(leftovers(page)).toHaveCount(1);
  expect(new URL((await frame(page).getAttribute("src"))!).searchParams.get("embed")).toBe("1");

  // and once more through the browser history
  await page.goBack();
  await expect(page).toHaveURL(`${base}/bundles`);
  await expect(page.locator("[data-booking-widget]")).toHaveCount(0);
  await page.goForward();
  await expect(frame(page)).toHaveCount(1);
  await expect(widgetScripts(page)).toHaveCount(1);
  await expect(widgetStyles(page)).toHaveCount(1);
  await expect(leftovers(page)).toHaveCount(1);
  expect(pageErrors).toEqual([]);
  // the widget's script, stylesheet and frame are allowed by the Content-Security-Policy, and nothing else is needed
  expect(await csp()).toEqual([]);
});

test("from a pre-rendered page, a client-side visit to the widget is allowed by that page's own policy", async ({
  page,
}) => {
  const csp = await watchCsp(page);
  await page.goto(`${base}/bundles`);
  await page.getByRole("banner").getByRole("link", { name: "Book Now" }).click();
  await expect(page).toHaveURL(`${base}/booking`);
  await expect(frame(page)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as { __widgetLoads?: number }).__widgetLoads)).toBe(1);
  await expect(page.frameLocator('iframe[title="Online booking"]').locator("h1")).toHaveText(
    "Stand-in scheduling page",
  );
  expect(await csp()).toEqual([]);
});
