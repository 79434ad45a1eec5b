/**
 * The page cache (docs/decisions/0024) over real HTTP, with a route of its own that declares its page kept, as
 * React Router's response would reach it: the cache never sees a route of the app.
 */
import { createServer, type Server } from "node:http";
import express, { type Response } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { KEEP_UNTIL, KEEP_VISITOR_COOKIE } from "../app/lib/kept-page";
import { rewriteHtml } from "./html-response";
import { pageCache } from "./page-cache";

const DECLARED_COOKIE = "visitor; Max-Age=60; Path=/; HttpOnly; SameSite=Lax";
let clock = Date.parse("2026-06-15T12:00:00Z");
const until = () => new Date(clock + 3_600_000).toISOString();
let renders = 0;
let server: Server;
let base = "";

/** A server-rendered page as React Router writes it, with the request's nonce on its inline script. */
const render = (nonce: string, text: string) =>
  `<!DOCTYPE html><html><head></head><body><p>${text}</p><script nonce="${nonce}">start()</script></body></html>`;

beforeAll(async () => {
  const cache = pageCache({
    nonceOf: (res: Response) => String(res.locals.nonce),
    securityHeaders: (hashes) => ({ "Content-Security-Policy": `script-src ${hashes.join(" ")}` }),
    now: () => clock,
  });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${renders}`;
    next();
  });
  app.use(cache.serve);
  app.use(
    rewriteHtml((html, res) => {
      cache.keep(html, res);
      return html;
    }),
  );
  const page = (declare: boolean, text: string) => (req: express.Request, res: express.Response) => {
    renders++;
    res.type("html").set("Cache-Control", "private, no-store");
    if (declare) res.set(KEEP_UNTIL, until()).set(KEEP_VISITOR_COOKIE, DECLARED_COOKIE);
    res.send(render(String(res.locals.nonce), `${text} ${req.method}`));
  };
  app.all("/kept", page(true, "Book a visit"));
  app.get("/plain", page(false, "Not kept"));
  app.get("/no-nonce", (_req, res) => {
    renders++;
    res.type("html").set(KEEP_UNTIL, until()).send("<p>no script</p>");
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock += 24 * 3_600_000; // a new day: whatever was kept has expired
});

/** GETs until the kept copy answers (it is compressed in the background after the first answer). */
async function untilHit(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.headers.get("x-page-cache") === "hit") return res;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${path} was never served from the cache`);
}

describe("a page its route declares kept", () => {
  it("is rendered once, then sent to everyone without the nonce, its script allowed by hash", async () => {
    const before = renders;
    const first = await fetch(`${base}/kept`);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(await first.text()).toContain(`nonce="nonce${before}"`);
    const hit = await untilHit("/kept");
    const rendered = renders; // once, or a few times while the first copy was being compressed
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/kept`)).headers.get("x-page-cache")).toBe("hit");
    expect(renders).toBe(rendered);
    expect(rendered).toBeGreaterThan(before);
    const html = await hit.text();
    expect(html).toBe(render("", "Book a visit GET").replace(' nonce=""', ""));
    expect(hit.headers.get("content-security-policy")).toMatch(/^script-src 'sha256-[\w+/=]{44}'$/);
    expect(hit.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never sends the declaration headers on, rendered or kept", async () => {
    const rendered = await fetch(`${base}/kept`);
    const kept = await untilHit("/kept");
    for (const res of [rendered, kept]) {
      expect(res.headers.get(KEEP_UNTIL)).toBeNull();
      expect(res.headers.get(KEEP_VISITOR_COOKIE)).toBeNull();
    }
    const head = await fetch(`${base}/kept`, { method: "HEAD" });
    expect(head.headers.get(KEEP_UNTIL)).toBeNull();
  });

  it("gives a visitor without a valid cookie a new one, as declared, and none to a visitor who has one", async () => {
    await fetch(`${base}/kept`);
    const fresh = await untilHit("/kept");
    const cookie = fresh.headers.get("set-cookie");
    expect(cookie).toMatch(/^visitor=[\w-]{22}; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const returning = await untilHit("/kept", { Cookie: `other=1; ${cookie!.split(";")[0]}` });
    expect(returning.headers.get("set-cookie")).toBeNull();
    const madeUp = await untilHit("/kept", { Cookie: "visitor=not-one-of-ours" });
    expect(madeUp.headers.get("set-cookie")).toMatch(/^visitor=[\w-]{22};/);
  });

  it("is compressed and revalidated as a built file is", async () => {
    await fetch(`${base}/kept`);
    const br = await untilHit("/kept", { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const etag = br.headers.get("etag")!;
    expect(await br.text()).toContain("Book a visit GET"); // decoded by fetch
    const again = await fetch(`${base}/kept`, { headers: { "Accept-Encoding": "br", "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("is rendered anew once its time is up", async () => {
    await fetch(`${base}/kept`);
    await untilHit("/kept");
    const before = renders;
    clock += 2 * 3_600_000;
    const expired = await fetch(`${base}/kept`);
    expect(expired.headers.get("x-page-cache")).toBeNull();
    expect(renders).toBe(before + 1);
  });

  it("with a query string, or for a POST, is rendered every time", async () => {
    await fetch(`${base}/kept`);
    await untilHit("/kept");
    const before = renders;
    for (const res of [await fetch(`${base}/kept?service=cleaning`), await fetch(`${base}/kept`, { method: "POST" })]) {
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(await res.text()).toMatch(/nonce="nonce\d+"/);
    }
    expect(renders).toBe(before + 2);
  });
});

describe("pages that are not kept", () => {
  it("a page without the declaration is rendered every time", async () => {
    const before = renders;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/plain`)).headers.get("x-page-cache")).toBeNull();
    expect(renders).toBe(before + 3);
  });

  it("a declared page that does not carry its nonce as expected is not kept", async () => {
    const before = renders;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/no-nonce`)).headers.get("x-page-cache")).toBeNull();
    expect(renders).toBe(before + 3);
  });
});
