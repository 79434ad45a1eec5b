import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { fillSlots, reviewSlots } from "./review-slots";
import { type StaticFile, staticFile } from "./static-files";

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

describe("review slots, a page rendered again (docs/decisions/0038)", () => {
  it("is adopted as built: its slots filled now and at each change; a page without slots is let go", async () => {
    const headers = { "Content-Type": "text/html; charset=utf-8", "X-Page": "as built" };
    const files = new Map([["/", staticFile(Buffer.from(page("home")), {}, headers)]]);
    let version = "1";
    let text = "first review";
    const slots = reviewSlots({
      files,
      source: { version: async () => version, render: async () => `<p>${text}</p>` },
      onError: (error) => {
        throw error;
      },
    });
    await slots.refresh();
    // the home page rendered again (new prices): it comes back with the reviews written in now
    const again = page("home").replace("<h1>Page</h1>", "<h1>New prices</h1>");
    expect(slots.adopt("/", again)).toBe(fillSlots(again, new Map([["home", "<p>first review</p>"]])));
    // a page that had no slot until now, not yet served: adopted with headers of none
    expect(slots.adopt("/new", page("home"))).toContain("<p>first review</p>");
    expect(slots.pages).toBe(2);
    // a page rendered again without its slot: let go, served as it is
    expect(slots.adopt("/new", "<main>no slot now</main>")).toBe("<main>no slot now</main>");
    expect(slots.pages).toBe(1);
    version = "2";
    text = "a reply";
    await slots.refresh();
    const home = files.get("/")!;
    expect(home.identity.body.toString()).toBe(fillSlots(again, new Map([["home", "<p>a reply</p>"]])));
    expect(home.headers).toMatchObject(headers); // its headers as served
    expect(brotliDecompressSync(home.br!.body).toString()).toBe(home.identity.body.toString());
    expect(files.has("/new")).toBe(false);

    slots.adopt("/fresh", page("home"));
    version = "3";
    text = "a third word";
    await slots.refresh();
    expect(files.get("/fresh")!.identity.body.toString()).toContain("<p>a third word</p>");
    expect(files.get("/fresh")!.headers).toEqual({});
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

describe("review slots, the checks themselves", () => {
  const headers = { "Content-Type": "text/html; charset=utf-8" };
  const body = (files: Map<string, StaticFile>, path: string) => files.get(path)!.identity.body.toString();

  it("a page of two slots is written again when either changes; one whose slots have nothing is left as built", async () => {
    const files = new Map([
      ["/", staticFile(Buffer.from(`${page("home")}${page("city:plano")}`), {}, headers)],
      ["/empty", staticFile(Buffer.from(page("city:nowhere")), {}, headers)],
      ["/plain.txt", staticFile(Buffer.from(page("home")), {}, {})], // no Content-Type: not a page
    ]);
    const html = new Map<string, string | null>([
      ["home", "<p>home</p>"],
      ["city:plano", "<p>plano</p>"],
      ["city:nowhere", null],
    ]);
    let version = 1;
    const empty = files.get("/empty");
    const slots = reviewSlots({
      files,
      source: { version: async () => String(version), render: async (key) => html.get(key) ?? null },
      onError: (error) => {
        throw error;
      },
    });
    expect(slots.pages).toBe(2);
    await slots.refresh();
    expect(files.get("/empty")).toBe(empty); // nothing to write: not compressed again
    html.set("city:plano", "<p>a Plano review</p>");
    version = 2;
    await slots.refresh();
    expect(body(files, "/")).toContain("<p>a Plano review</p>");
    expect(body(files, "/")).toContain("<p>home</p>");
    expect(files.get("/empty")).toBe(empty);
    expect(body(files, "/plain.txt")).toBe(page("home"));
    await slots.stop();
  });

  it("one check at a time: asked during one, one more follows it, and a change made meanwhile is written", async () => {
    const files = new Map([["/", staticFile(Buffer.from(page("home")), {}, headers)]]);
    let version = "1";
    let asked = 0;
    const rendered: string[] = [];
    let release: () => void = () => {};
    const slots = reviewSlots({
      files,
      source: {
        version: async () => {
          asked++;
          return version;
        },
        render: async () => {
          rendered.push(version);
          if (version === "1") await new Promise<void>((resolve) => (release = resolve)); // a slow query
          return `<p>v${version}</p>`;
        },
      },
      onError: (error) => {
        throw error;
      },
    });
    const first = slots.refresh();
    await expect.poll(() => rendered).toEqual(["1"]);
    // a review changes while the first check renders; two more asks come, neither runs beside it
    version = "2";
    const second = slots.refresh();
    const third = slots.refresh();
    expect(asked).toBe(1);
    release();
    await Promise.all([first, second, third]);
    // the follow-up check (one for both asks) writes the change
    await expect.poll(() => body(files, "/")).toContain("<p>v2</p>");
    expect(asked).toBe(2);
    expect(rendered).toEqual(["1", "2"]);
    await slots.stop();
    expect(asked).toBe(2); // and then no more
  });

  it("checks every `everyMs` once started, and stops checking when stopped", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const files = new Map([["/", staticFile(Buffer.from(page("home")), {}, headers)]]);
      let version = "1";
      let asked = 0;
      const slots = reviewSlots({
        files,
        everyMs: 1_000,
        // no `subscribe`: this source tells of no change; the checks find them
        source: {
          version: async () => {
            asked++;
            return version;
          },
          render: async () => `<p>v${version}</p>`,
        },
        onError: (error) => {
          throw error;
        },
      });
      await slots.start();
      expect(asked).toBe(1); // once when it starts
      expect(body(files, "/")).toContain("<p>v1</p>");
      version = "2";
      await vi.advanceTimersByTimeAsync(999);
      expect(asked).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toBe(2);
      await expect.poll(() => body(files, "/")).toContain("<p>v2</p>");
      await vi.advanceTimersByTimeAsync(3_000);
      expect(asked).toBe(5);
      await slots.stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asked).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never holds the process open, and works with a source that tells of no change", async () => {
    const setInterval = vi.spyOn(globalThis, "setInterval");
    try {
      const files = new Map([["/", staticFile(Buffer.from(page("home")), {}, headers)]]);
      const slots = reviewSlots({
        files,
        everyMs: 3_600_000,
        source: { version: async () => "1", render: async () => "<p>r</p>" },
        onError: (error) => {
          throw error;
        },
      });
      await slots.start();
      const timers = setInterval.mock.results.map((r) => r.value as NodeJS.Timeout);
      expect(timers).toHaveLength(1);
      expect(timers[0]!.hasRef()).toBe(false); // a server shutting down is not held by it
      await slots.stop();
    } finally {
      setInterval.mockRestore();
    }
  });
});
