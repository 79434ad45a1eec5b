/** `rewriteHtml` (server/html-response.ts): what it rewrites, what it leaves alone, and how it fails. */
import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rewriteHtml } from "./html-response";

let server: Server;
let base = "";
const errors: unknown[] = [];

beforeAll(async () => {
  const app = express();
  app.use(
    rewriteHtml(
      (html) => {
        if (html.includes("<broken/>")) throw new Error("not the shape it expects");
        return html.replace("</body>", "<p>rewritten é</p></body>");
      },
      (error) => errors.push(error),
    ),
  );
  app.get("/page", (_req, res) => {
    res.type("html");
    // written in pieces, a character split across two of them, as a stream would
    const bytes = Buffer.from("<html><body><p>Café</p></body></html>", "utf8");
    res.write(bytes.subarray(0, 19));
    res.write(bytes.subarray(19));
    res.end();
  });
  app.get("/broken", (_req, res) => void res.type("html").send("<html><body><broken/></body></html>"));
  app.get("/json", (_req, res) => void res.json({ body: "</body>" }));
  app.post("/page", (_req, res) => void res.type("html").send("<html><body></body></html>"));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("rewriteHtml", () => {
  it("gathers a page written in pieces, rewrites it whole and sends it with its new length", async () => {
    const res = await fetch(`${base}/page`);
    const expected = "<html><body><p>Café</p><p>rewritten é</p></body></html>";
    expect(await res.text()).toBe(expected);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(expected)));
  });

  it("sends the page as rendered when the rewrite fails, and reports it", async () => {
    const res = await fetch(`${base}/broken`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<html><body><broken/></body></html>");
    expect(errors).toHaveLength(1);
  });

  it("leaves other responses alone: JSON, and anything but a GET", async () => {
    expect(await (await fetch(`${base}/json`)).text()).toBe('{"body":"</body>"}');
    expect(await (await fetch(`${base}/page`, { method: "POST" })).text()).toBe("<html><body></body></html>");
  });
});
