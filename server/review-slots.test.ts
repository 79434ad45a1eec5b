import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fillSlots, reviewSlots } from "./review-slots";
import { staticFile } from "./static-files";

const page = (key: string) =>
  `<main><h1>Page</h1><div class="contents" data-reviews-slot="${key}"></div><footer>f</footer></main>`;

describe("review slots", () => {
  it("fill each slot with its HTML, leave one without HTML empty, and touch nothing else", () => {
    const html = `${page("home")}${page("city:plano")}`;
    const filled = fillSlots(html, new Map([["home", "<section>5 stars</section>"]]));
    expect(filled).toBe(
      `<main><h1>Page</h1><div class="contents" data-reviews-slot="home"><section>5 stars</section></div><footer>f</footer></main>${page("city:plano")}`,
    );
  });

  it("write the reviews into the pages served from memory, and again only when the stamp changes", async () => {
    const headers = { "Content-Type": "text/html; charset=utf-8" };
    const files = new Map([
      ["/", staticFile(Buffer.from(page("home")), {}, headers)],
      ["/about", staticFile(Buffer.from("<main>no slot</main>"), {}, headers)],
      ["/logo.svg", staticFile(Buffer.from(page("home")), {}, { "Content-Type": "image/svg+xml" })],
    ]);
    let version = "1";
    let text = "first review";
    const rendered: string[] = [];
    const slots = reviewSlots({
      files,
      source: {
        version: async () => version,
        render: async (key) => {
          rendered.push(key);
          return `<p>${text}</p>`;
        },
      },
      onError: (error) => {
        throw error;
      },
    });
    expect(slots.pages).toBe(1);
    await slots.refresh();
    const home = files.get("/")!;
    expect(home.identity.body.toString()).toContain("<p>first review</p>");
    expect(brotliDecompressSync(home.br!.body).toString()).toBe(home.identity.body.toString());
    expect(gunzipSync(home.gzip!.body).toString()).toBe(home.identity.body.toString());
    expect(files.get("/logo.svg")!.identity.body.toString()).toBe(page("home")); // not a page
    await slots.refresh();
    expect(rendered).toEqual(["home"]); // same stamp: nothing rendered again
    version = "2";
    text = "a reply";
    await slots.refresh();
    expect(files.get("/")!.identity.body.toString()).toContain("<p>a reply</p>");
    expect(files.get("/")!.identity.etag).not.toBe(home.identity.etag);
    await slots.stop();
  });
});

describe("review slots, told of a change", () => {
  it("rewrite the pages at once when this process changes a review, not waiting for the check", async () => {
    const headers = { "Content-Type": "text/html; charset=utf-8" };
    const files = new Map([["/", staticFile(Buffer.from(page("home")), {}, headers)]]);
    let version = "1";
    let listener: (() => void) | undefined;
    const slots = reviewSlots({
      files,
      everyMs: 3_600_000,
      source: {
        version: async () => version,
        render: async () => `<p>v${version}</p>`,
        subscribe: (l) => {
          listener = l;
          return () => (listener = undefined);
        },
      },
      onError: (error) => {
        throw error;
      },
    });
    await slots.start();
    expect(files.get("/")!.identity.body.toString()).toContain("<p>v1</p>");
    version = "2";
    listener!();
    await expect.poll(() => files.get("/")!.identity.body.toString()).toContain("<p>v2</p>");
    await slots.stop();
    expect(listener).toBeUndefined();
  });
});

describe("review slots, one city's review", () => {
  it("rewrite only the pages whose reviews changed", async () => {
    const headers = { "Content-Type": "text/html; charset=utf-8" };
    const files = new Map([
      ["/", staticFile(Buffer.from(page("home")), {}, headers)],
      ["/locations/plano", staticFile(Buffer.from(page("city:plano")), {}, headers)],
      ["/locations/dallas", staticFile(Buffer.from(page("city:dallas")), {}, headers)],
    ]);
    const html = new Map([
      ["home", "<p>none</p>"],
      ["city:plano", "<p>none</p>"],
      ["city:dallas", "<p>none</p>"],
    ]);
    let version = 1;
    const slots = reviewSlots({
      files,
      source: { version: async () => String(version), render: async (key) => html.get(key)! },
      onError: (error) => {
        throw error;
      },
    });
    await slots.refresh();
    const dallas = files.get("/locations/dallas");
    html.set("home", "<p>Plano review</p>");
    html.set("city:plano", "<p>Plano review</p>");
    version = 2;
    await slots.refresh();
    expect(files.get("/")!.identity.body.toString()).toContain("Plano review");
    expect(files.get("/locations/plano")!.identity.body.toString()).toContain("Plano review");
    expect(files.get("/locations/dallas")).toBe(dallas); // untouched: not compressed again
    await slots.stop();
  });
});

describe("review slots, with hostile text", () => {
  it("write a fragment as it is, whatever replacement patterns or markup it holds", async () => {
    const { HOSTILE_STRINGS, HOSTILE_REVIEW } = await import("../tests/support/hostile");
    for (const hostile of [...HOSTILE_STRINGS, HOSTILE_REVIEW]) {
      const fragment = `<p>${hostile}</p>`;
      const filled = fillSlots(page("home"), new Map([["home", fragment]]));
      expect(filled, hostile).toBe(
        `<main><h1>Page</h1><div class="contents" data-reviews-slot="home">${fragment}</div><footer>f</footer></main>`,
      );
      expect(filled.match(/data-reviews-slot=/g), hostile).toHaveLength(1);
    }
  });
});
