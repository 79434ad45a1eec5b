import { twMerge } from "tailwind-merge";
import { prerenderPaths } from "../../app/content/paths";
import { expect, HYDRATED, test } from "../support/test";

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

  test("pre-rendered pages revalidate by ETag: 304 when unchanged, per encoding", async ({ request }) => {
    const first = await request.get("/services/cleaning/dallas", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers()["vary"]).toBe("Accept-Encoding");
    const again = await request.get("/services/cleaning/dallas", {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
    expect(again.headers()["content-security-policy"]).toContain("'sha256-");
  });

  test("/booking is rendered once a day: every copy has its own nonce and idempotency key", async ({ request }) => {
    const pages = [];
    for (let i = 0; i < 3; i++) {
      const res = await request.get("/booking");
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("private, no-store");
      const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"]!)![1]!;
      const html = await res.text();
      // every script that runs (not the structured data, nor the parked module script the starter runs with it)
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/type="(application\/ld\+json|text\/plain)"/.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)![1]!;
      expect(html.split(key).length).toBeGreaterThan(2); // in the form and in the page's data
      pages.push({ nonce, key, cache: res.headers()["x-page-cache"] });
    }
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3);
    expect(new Set(pages.map((p) => p.key)).size).toBe(3);
    expect(pages.at(-1)!.cache).toBe("hit");
  });

  test("server-rendered pages start their JavaScript after load: no modulepreload, the module script parked", async ({
    request,
  }) => {
    for (const path of ["/booking", "/admin/login", "/no-such-page"]) {
      const res = await request.get(path);
      const html = await res.text();
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).toContain('<script type="text/plain" id="hydrate-after-load">');
      expect(html, path).not.toMatch(/<script[^>]* type="module"/);
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

  test("a pre-rendered page paints from its HTML alone: stylesheet inlined, JavaScript fetched after load, then hydrated", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; at: number }[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push({ url: req.url(), at: Date.now() });
    });
    let loadedAt = 0;
    page.on("load", () => (loadedAt = Date.now()));
    const response = await page.goto("/services/cleaning");
    const html = await response!.text();
    expect(html).toContain("<style data-inline-css=");
    expect(html).not.toContain('rel="modulepreload"');
    await expect(page.locator(HYDRATED)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.at, s.url).toBeGreaterThanOrEqual(loadedAt);
    // hydrated for real: a client-side navigation keeps the same document
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await context.close();
  });

  test("no element carries Tailwind utilities that override each other (cn() joins, it does not merge)", async ({
    request,
  }) => {
    const conflicts: string[] = [];
    for (const path of [...prerenderPaths(), "/booking", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      for (const [, cls] of html.matchAll(/\sclass="([^"]*)"/g)) {
        const classes = cls!.trim().split(/\s+/);
        const kept = new Set(twMerge(classes.join(" ")).split(" "));
        const dropped = classes.filter((c) => !kept.has(c));
        if (dropped.length) conflicts.push(`${path}: "${dropped.join(" ")}" overridden in "${cls}"`);
      }
    }
    expect([...new Set(conflicts)]).toEqual([]);
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
