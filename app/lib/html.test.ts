/** The HTML rewrites (html.ts) on the shapes React Router 8 writes: a pre-rendered page, then a server-rendered one. */
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  compactManifest,
  DEFERRED_SCRIPT_ID,
  deferHydration,
  inlineHandlers,
  inlineScriptHashes,
  inlineStylesheets,
  paintFromHtml,
} from "./html";

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
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-C3.css" media="print" data-deferred-css=""/>');
    // without JavaScript nothing switches the deferred link on: a <noscript> copy loads the stylesheet
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/root-C3.css"/></noscript>');
    expect(inlineHandlers(out)).toEqual([]);
    expect(inlineStylesheets(out, () => "other")).toBe(out);
  });

  it("reads the link React Router marks as a dynamic import's too (`….css#`), and keeps the mark React hydrates", () => {
    const marked = page.replace("root-C3.css", "root-C3.css#");
    const cssFor = vi.fn(() => "h1{color:red}");
    const out = inlineStylesheets(marked, cssFor);
    expect(cssFor).toHaveBeenCalledWith("/assets/root-C3.css");
    expect(out).toContain('<style data-inline-css="/assets/root-C3.css">h1{color:red}</style>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-C3.css#" media="print" data-deferred-css=""/>');
    expect(out).toContain('<noscript><link rel="stylesheet" href="/assets/root-C3.css#"/></noscript>');
  });

  it("refuses a page whose stylesheet link it cannot read rather than shipping a page painted without CSS", () => {
    const unknown = page.replace('rel="stylesheet" href="/assets/root-C3.css"', 'rel="stylesheet" href="/root.css"');
    expect(() => inlineStylesheets(unknown, () => "h1{color:red}")).toThrow(/stylesheet link was not found/);
  });
});

describe("inlineHandlers", () => {
  it("finds real handler attributes only: text and attribute values that read like one are none", () => {
    const label = "Pickup onsite = free";
    const html =
      `<html><head><meta name="description" content="${label}"/><title>${label}</title></head><body>` +
      `<button aria-label="${label}">${label} &lt;b onclick=x&gt;</button><input value="a onload=b"/>` +
      `<script type="application/json">{"label":"<i onmouseover=x>"}</script></body></html>`;
    expect(inlineHandlers(html)).toEqual([]);
    expect(inlineHandlers('<img src=a.png ONERROR="x()"><p>ok</p><a href=/ onclick=go>x</a>')).toEqual([
      "<img onerror>",
      "<a onclick>",
    ]);
  });
});

describe("compactManifest", () => {
  const manifest = {
    entry: { module: "/assets/entry.client-A1.js" },
    routes: { root: { id: "root", css: ["/x<y.css"] } },
  };
  const body = `;\nimport * as route0 from "/assets/root-D4.js";\nwindow.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\nwindow.x = 1;`;

  it("writes React Router's route manifest without indentation, the same data, nothing else changed", () => {
    const out = compactManifest(body);
    expect(out.length).toBeLessThan(body.length);
    const json = /window\.__reactRouterManifest = (.*);\n/.exec(out)?.[1];
    expect(json).not.toMatch(/\n|<|\s{2}/);
    expect(JSON.parse(json!)).toEqual(manifest);
    expect(out.startsWith(';\nimport * as route0 from "/assets/root-D4.js";\n')).toBe(true);
    expect(out.endsWith(";\nwindow.x = 1;")).toBe(true);
  });

  it("leaves a manifest it cannot read as it is", () => {
    const odd = body.replace('"root"', "root");
    expect(compactManifest(odd)).toBe(odd);
  });
});

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("drops every module preload and React Router's module script", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toMatch(/<script type="module"/);
  });

  it("parks the module script, unchanged, as inert text with a starter that runs it after load and the first paint", () => {
    const parked = new RegExp(`<script type="text/plain" id="${DEFERRED_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(out);
    expect(parked?.[1]).toBe(moduleBody);
    expect(out).toContain('addEventListener("load"');
    expect(out.indexOf(`id="${DEFERRED_SCRIPT_ID}"`)).toBeLessThan(out.indexOf('addEventListener("load"'));
    expect(out).toContain('"first-contentful-paint"'); // (the browser check in server.spec.ts times it)
  });

  it("runs once: a second pass changes nothing", () => {
    expect(deferHydration(out)).toBe(out);
  });

  it("refuses a page without React Router's script rather than shipping a page that never hydrates", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/module script was not found/);
  });
});

describe("inlineScriptHashes (the Content-Security-Policy of a pre-rendered page)", () => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const out = deferHydration(inlineStylesheets(page, () => "h1{}"));

  it("hashes the starter and the parked module script (the starter runs its text), nothing else", () => {
    const starter = /<script>([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(inlineScriptHashes(out)).toEqual([sha(moduleBody), sha(starter)]);
  });

  it("skips external scripts and JSON-LD data blocks, and lists a repeated script once", () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script>x()</script><script>x()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("x()")]);
  });

  it("the deferred stylesheet is switched on by the starter, not by an inline handler", () => {
    expect(out).toContain("data-deferred-css");
    expect(out).toContain('l.media="all"');
    expect(inlineHandlers('<link rel="stylesheet" onload="x()">')).toEqual(["<link onload>"]);
    expect(inlineHandlers(out)).toEqual([]);
  });
});

// A server-rendered page as React Router writes it: every link and script carries the request's nonce.
const nonce = "n0Nce+/=";
const serverPage = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${nonce}"/><link nonce="${nonce}" rel="modulepreload" href="/assets/root-B2.js"/><link nonce="${nonce}" rel="stylesheet" href="/assets/root-C3.css"/></head><body><main>Book</main><script nonce="${nonce}" type="module" async="">import "/assets/entry.client-A1.js";</script></body></html>`;

describe("paintFromHtml on a server-rendered page", () => {
  const out = paintFromHtml(serverPage, () => "h1{color:red}");

  it("inlines the stylesheet and keeps its link, not blocking", () => {
    expect(out).toContain('<style data-inline-css="/assets/root-C3.css">h1{color:red}</style>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-C3.css" media="print" data-deferred-css=""/>');
  });

  it("drops the preloads and parks the module script; the starter carries the nonce and hands it on", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain(
      `<script type="text/plain" id="${DEFERRED_SCRIPT_ID}">import "/assets/entry.client-A1.js";</script>`,
    );
    const starter = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}">([\\s\\S]*?)</script>`).exec(out);
    expect(starter?.[1]).toContain("s.nonce=n");
    expect(out.match(/<script\b/g)).toHaveLength(2);
  });
});
