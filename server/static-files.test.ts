import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../scripts/precompress";
import { chooseEncoding, loadStaticFiles, staticFastPath } from "./static-files";

const dir = mkdtempSync(path.join(tmpdir(), "northstar-static-"));
const page = `<!DOCTYPE html><html><body>${"<p>Move-out cleaning in Plano.</p>".repeat(200)}</body></html>`;
let server: Server;
let base = "";
const served: string[] = [];

beforeAll(async () => {
  mkdirSync(path.join(dir, "about"), { recursive: true });
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "about", "index.html"), page);
  writeFileSync(path.join(dir, "assets", "app-1a2b.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "about.data"), '[{"_1":2}]');
  await precompressDir(dir);
  const files = loadStaticFiles({
    clientDir: dir,
    pages: new Map([["/about", path.join(dir, "about", "index.html")]]),
    cache: { html: "public, max-age=300", asset: "public, max-age=31536000, immutable", other: "public, max-age=3600" },
    securityHeaders: (p) => ({
      "Content-Security-Policy": p ? `script-src 'self' 'sha256-${p}'` : "script-src 'self'",
    }),
  });
  server = createServer(
    staticFastPath(
      files,
      (_req, res) => {
        res.statusCode = 404;
        res.end("to Express");
      },
      (req, status) => served.push(`${req.method} ${req.url} ${status}`),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("the static fast path", () => {
  it("caches a page's .data payload as its page, not as other files (the catalog may change both)", async () => {
    const data = await fetch(`${base}/about.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await fetch(`${base}/favicon.svg`)).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("serves a page in the best encoding the client accepts, with its own headers and a strong ETag", async () => {
    const br = await fetch(`${base}/about?utm_source=x`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(br.headers.get("cache-control")).toBe("public, max-age=300");
    expect(br.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-/about'");
    expect(await br.text()).toBe(page); // fetch decodes it
    const gzip = await fetch(`${base}/about`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).not.toBe(br.headers.get("etag"));
    expect(gzip.headers.get("etag")).toMatch(/^"[\w-]+-gzip"$/);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const first = await fetch(`${base}/assets/app-1a2b.js`, { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("cache-control")).toContain("immutable");
    const etag = first.headers.get("etag")!;
    const again = await fetch(`${base}/assets/app-1a2b.js`, {
      headers: { "Accept-Encoding": "br", "If-None-Match": `W/"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const other = await fetch(`${base}/assets/app-1a2b.js`, {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    });
    expect(other.status).toBe(200); // another encoding, another ETag
    const head = await fetch(`${base}/about`, { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(page));
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("leaves every other path and method to the application", async () => {
    for (const [url, init] of [
      ["/about/", {}],
      ["/About", {}],
      ["/about/index.html", {}],
      ["/assets/missing.js", {}],
      ["/about", { method: "POST", body: "x" }],
    ] as const) {
      const res = await fetch(`${base}${url}`, init);
      expect(await res.text(), url).toBe("to Express");
    }
    expect(served).toContain("GET /about?utm_source=x 200");
  });

  it("small files stay as they are", async () => {
    const res = await fetch(`${base}/favicon.svg`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("reads Accept-Encoding with its q-values", () => {
    const file = { headers: {}, identity: {} as never, br: {} as never, gzip: {} as never };
    expect(chooseEncoding("gzip, deflate, br", file)).toBe("br");
    expect(chooseEncoding("br;q=0, gzip", file)).toBe("gzip");
    expect(chooseEncoding("identity", file)).toBeNull();
    expect(chooseEncoding("*", file)).toBe("gzip");
    expect(chooseEncoding(undefined, file)).toBeNull();
  });

  it("answers each Accept-Encoding for itself, also once it has seen it (the header's reading is kept)", () => {
    const both = { headers: {}, identity: {} as never, br: {} as never, gzip: {} as never };
    const gzipOnly = { headers: {}, identity: {} as never, gzip: {} as never };
    const many = Array.from({ length: 100 }, (_, i) => `x-${i}, br`); // more than are kept
    for (let round = 0; round < 2; round++) {
      expect(chooseEncoding("gzip", both)).toBe("gzip");
      expect(chooseEncoding("br", both)).toBe("br");
      expect(chooseEncoding("br", gzipOnly)).toBeNull();
      expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
      for (const header of many) expect(chooseEncoding(header, both)).toBe("br");
    }
  });
});
