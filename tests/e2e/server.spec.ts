import { expect, test } from "@playwright/test";

test.describe("production server", () => {
  test("GET /healthz answers ok", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  test("pre-rendered pages: short HTML cache, compressed with brotli or gzip", async ({ request }) => {
    for (const [encoding, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await request.get("/", { headers: { "Accept-Encoding": encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-encoding"]).toBe(expected);
      expect(res.headers()["cache-control"]).toMatch(/max-age=300\b/);
      expect(res.headers()["content-type"]).toMatch(/text\/html/);
      expect(await res.text()).toContain("<h1");
    }
  });

  test("the HTML is complete without JavaScript and hashed assets are immutable for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.length).toBeGreaterThan(0);
    const res = await request.get(assets[0]!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a trailing slash serves the same pre-rendered page", async ({ request }) => {
    const res = await request.get("/bundles/");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toMatch(/max-age=300\b/);
  });

  test("unknown paths are server-rendered with HTTP 404", async ({ request }) => {
    const res = await request.get("/no/such/page");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  test("no page asks a third party for anything", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(req.url());
    });
    for (const path of ["/", "/contact", "/locations"]) await page.goto(path, { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);
  });
});
