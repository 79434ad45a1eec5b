import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_ID, paintFromHtml } from "./first-paint";

// A server-rendered page as React Router writes it: every link and script carries the request's nonce.
const nonce = "n0Nce+/=";
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="${nonce}"/><link nonce="${nonce}" rel="modulepreload" href="/assets/root-B2.js"/><link nonce="${nonce}" rel="stylesheet" href="/assets/root-C3.css"/></head><body><main>Book</main><script nonce="${nonce}" type="module" async="">import "/assets/entry.client-A1.js";</script></body></html>`;

describe("paintFromHtml on a server-rendered page", () => {
  const out = paintFromHtml(page, () => "h1{color:red}");

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
