/**
 * The pages rendered again (server/rerender.ts, docs/decisions/0038) through a small server build: a label that
 * reads like an inline handler ("Pickup onsite = free") is rendered and swapped in; a real handler is refused, and
 * every round's outcome is told (the owner's pages show a failed one).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageRenderer, type RoundOutcome } from "./rerender";
import { type StaticFile, staticFile } from "./static-files";
import { testServerBuild } from "../tests/support/server-build";

const dir = mkdtempSync(path.join(tmpdir(), "northstar-rerender-"));
mkdirSync(path.join(dir, "assets"), { recursive: true });
writeFileSync(path.join(dir, "assets", "root-C3.css"), "h1{color:red}p{color:blue}");

/** A document as React Router 8 writes a pre-rendered page, with `body` in it. */
const documentOf = (body: string) =>
  [
    `<!DOCTYPE html><html><head><meta name="description" content="${body}"/>`,
    '<link rel="modulepreload" href="/assets/entry.client-A1.js"/>',
    `<link rel="stylesheet" href="/assets/root-C3.css"/></head><body><main><h1>Prices</h1><p>${body}</p></main>`,
    '<script type="module" async="">;\nimport * as route0 from "/assets/root-D4.js";\n',
    'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A1.js");</script>',
    "</body></html>",
  ].join("");

/** A server build of one page whose document is `html()` at the time it is rendered. */
function buildOf(html: () => string): ServerBuild {
  return testServerBuild({
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: () => null } },
    },
    clientDir: dir,
    html,
    prerender: ["/"],
  });
}

function rendererOf(html: () => string) {
  const headers = { "Content-Type": "text/html; charset=utf-8" };
  const files = new Map<string, StaticFile>([["/", staticFile(Buffer.from(documentOf("old")), {}, headers)]]);
  const rounds: RoundOutcome[] = [];
  const renderer = pageRenderer({
    build: buildOf(html),
    clientDir: dir,
    files,
    pages: new Map([["/", path.join(dir, "index.html")]]),
    pageHeaders: () => ({}),
    dataHeaders: () => ({}),
    onRound: (outcome) => rounds.push(outcome),
  });
  return { renderer, files, rounds };
}

describe("the pages rendered again", () => {
  it("render a label that reads like an inline handler (text and attribute values are not attributes)", async () => {
    const { renderer, files, rounds } = rendererOf(() => documentOf("Pickup onsite = free"));
    await renderer.refresh();
    expect(files.get("/")!.identity.body.toString("utf8")).toContain("<p>Pickup onsite = free</p>");
    expect(rounds).toEqual([expect.objectContaining({ ok: true, pages: 1 })]);
  });

  it("refuse a page with a real inline handler, keep the old one served, and tell the round's failure", async () => {
    const { renderer, files, rounds } = rendererOf(() => documentOf("x").replace("<h1>", '<h1 onclick="go()">'));
    await expect(renderer.refresh()).rejects.toThrow(/inline event handler/);
    expect(files.get("/")!.identity.body.toString("utf8")).toContain("<p>old</p>");
    expect(rounds).toEqual([{ ok: false, error: expect.stringMatching(/\/ has an inline event handler \(<h1 onclick>\)/) }]);
  });
});
