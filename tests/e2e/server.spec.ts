import { createHash } from "node:crypto";
import { twMerge } from "tailwind-merge";
import { prerenderPaths } from "../../app/content/paths";
import { E2E_PORT } from "../support/e2e-env";
import { markDocument } from "../support/page-check";
import { expect, HYDRATED, test, settled } from "../support/test";

test.describe("production server", () => {
  test("GET /healthz answers ok", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  test("pre-rendered pages: kept but asked again each time (the catalog may change them), compressed with brotli or gzip", async ({ request }) => {
    for (const [encoding, expected] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await request.get("/", { headers: { "Accept-Encoding": encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-encoding"]).toBe(expected);
      expect(res.headers()["cache-control"]).toBe("public, no-cache");
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

  test("/booking is rendered once a day and kept compressed: every visitor the same bytes, its scripts allowed by hash, a cookie for a new visitor", async ({
    playwright,
  }) => {
    // each request from a new visitor (no cookie jar shared)
    const get = async (headers: Record<string, string> = {}) => {
      const visitor = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const res = await visitor.get("/booking", { headers: { "Accept-Encoding": "br", ...headers } });
      const answer = { status: res.status(), headers: res.headers(), text: await res.text() };
      await visitor.dispose();
      return answer;
    };
    // the first request of the day renders it; the copies come once it is compressed (in the background)
    await expect.poll(async () => (await get()).headers["x-page-cache"], { timeout: 10_000 }).toBe("hit");
    const [one, two] = [await get(), await get()];
    for (const res of [one, two]) {
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/);
      expect(res.headers["set-cookie"]).toMatch(/^ns_booking=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    }
    expect(one.headers["set-cookie"]).not.toBe(two.headers["set-cookie"]);
    const html = one.text;
    expect(two.text).toBe(html);
    expect(html).toContain("<h1");
    expect(html).not.toContain("idempotencyKey"); // the form's key is made in the browser
    // no nonce: each script that runs is listed by its hash
    const csp = one.headers["content-security-policy"]!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("object-src 'none'");
    expect(one.headers["permissions-policy"]).toContain("camera=()");
    expect(one.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(1);
    for (const [tag, attributes, body] of inline) {
      expect(attributes, tag).not.toContain("nonce=");
      expect(csp).toContain(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
    }
    // a returning visitor keeps its cookie; an unchanged page is a 304
    const cookie = one.headers["set-cookie"]!.split(";")[0]!;
    const again = await get({ Cookie: cookie, "If-None-Match": one.headers["etag"]! });
    expect(again.status).toBe(304);
    expect(again.headers["set-cookie"]).toBeUndefined();
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

  test("a pre-rendered page paints from its HTML alone: stylesheet inlined, JavaScript fetched after load and the first paint, then hydrated", async ({
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
    // by the page's own clock: every script was asked for after the first contentful paint
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"))
        .map((e) => ({ url: e.name, at: e.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const s of timing.scripts) expect(s.at, s.url).toBeGreaterThan(timing.paint!);
    // hydrated for real: a client-side navigation keeps the same document
    const sameDocument = await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await sameDocument()).toBe(true);
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
    expect(res.headers()["cache-control"]).toBe("public, no-cache");
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
    for (const path of ["/", "/contact", "/locations"]) {
      await page.goto(path);
      await settled(page);
    }
    expect(foreign).toEqual([]);
  });
});
