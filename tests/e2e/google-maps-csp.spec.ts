import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_PORT } from "../support/e2e-env";
import { watchCsp } from "../support/page-check";
import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "../support/test";

/**
 * Google Maps mode under the Content-Security-Policy (docs/decisions/0009). The key is baked into pre-rendered
 * pages at build time, so this file makes a build of its own with a key, serves it, and stands in for Google's
 * script (the machine has no network): the script is fetched from Google's real origin, so the policy that allows
 * it is the one a visitor gets.
 */
test.describe.configure({ mode: "serial" });

const PORT = 4210 + (E2E_PORT % 10);
const BUILD_DIR = "test-results/build-google-maps";
let server: ServerProcess | undefined;

// Defines the part of google.maps the site uses and calls the callback named in its URL.
const stubMaps = `(() => {
  const listener = { remove() {} };
  class Map { constructor(el) { el.setAttribute("data-stub-map", ""); } addListener(_n, f) { setTimeout(f, 0); return listener; } }
  class Marker { addListener() { return listener; } }
  window.google = { maps: { Map, Marker } };
  const callback = new URL(document.currentScript.src).searchParams.get("callback");
  window[callback]();
})();`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const build = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR, GOOGLE_MAPS_API_KEY: "test-key", SITE_URL: "http://localhost:3000" },
    encoding: "utf8",
  });
  expect(build.status, build.stderr).toBe(0);
  server = await startServer(PORT, {
    BUILD_DIR,
    GOOGLE_MAPS_API_KEY: "test-key",
    DATABASE_PATH: "test-results/e2e-db/google-maps.sqlite",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

for (const path of ["/locations", "/locations/plano", "/"]) {
  test(`${path}: the Maps script loads and the page hydrates with no CSP violation`, async ({ page }) => {
    const csp = await watchCsp(page);
    let scriptRequests = 0;
    await page.route("https://maps.googleapis.com/**", (route) => {
      scriptRequests++;
      return route.fulfill({ contentType: "text/javascript", body: stubMaps });
    });
    const response = await page.goto(`${server!.base}${path}`);
    expect(response?.headers()["content-security-policy"]).toContain("https://*.googleapis.com");
    const layer = page.locator("[data-google-map-layer]").first();
    await layer.scrollIntoViewIfNeeded();
    await expect(layer).toHaveAttribute("data-stub-map", "");
    await expect(layer).not.toHaveAttribute("inert", /.*/);
    expect(scriptRequests).toBe(1);
    expect(await csp()).toEqual([]);
  });
}
