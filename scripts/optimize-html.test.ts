import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_ID, deferHydration, inlineStylesheets } from "./optimize-html";

// The shape React Router 8 writes into a pre-rendered page.
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B2.js"/>',
  '<link rel="stylesheet" href="/assets/root-C3.css"/></head><body><h1>Hi</h1>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-D4.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A1.js");</script>',
  "</body></html>",
].join("");
const moduleBody =
  ';\nimport * as route0 from "/assets/root-D4.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A1.js");';

describe("inlineStylesheets", () => {
  it("puts the CSS in a <style> and keeps the link as a non-blocking stylesheet", () => {
    const out = inlineStylesheets(page, () => "h1{color:red}</style>");
    expect(out).toContain('<style data-inline-css="/assets/root-C3.css">h1{color:red}<\\/style></style>');
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/root-C3.css" media="print" onload="this.media=\'all\'"/>',
    );
    expect(inlineStylesheets(out, () => "other")).toBe(out);
  });
});

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("drops every module preload and React Router's module script", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/<script type="module"/);
  });

  it("parks the module script, unchanged, as inert text with a starter that runs it on load", () => {
    const parked = new RegExp(`<script type="text/plain" id="${DEFERRED_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(out);
    expect(parked?.[1]).toBe(moduleBody);
    expect(out).toContain('addEventListener("load"');
    expect(out.indexOf(`id="${DEFERRED_SCRIPT_ID}"`)).toBeLessThan(out.indexOf('addEventListener("load"'));
  });

  it("runs once: a second pass changes nothing", () => {
    expect(deferHydration(out)).toBe(out);
  });

  it("refuses a page without React Router's script rather than shipping a page that never hydrates", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/module script was not found/);
  });
});
