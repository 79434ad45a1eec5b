/**
 * Published reviews in the pre-rendered pages (docs/decisions/0032). A page is built with an empty
 * `<div class="contents" data-reviews-slot="KEY"></div>`; the server writes the slot's HTML into the page it serves
 * from memory (with its brotli and gzip forms), and every `everyMs` asks whether any review changed (one cheap
 * query); if so, it renders the slots again and replaces those pages. Every instance does so on its own database, so
 * a review is on every page within that interval. Knows nothing of reviews: the app gives the keys, HTML and stamp.
 */
import { compressAsync } from "./precompressed.ts";
import { type StaticFile, staticFile } from "./static-files.ts";

const SLOT = /<div class="contents" data-reviews-slot="([^"]+)"><\/div>/g;

export type SlotSource = {
  render: (key: string) => Promise<string | null>;
  version: () => Promise<string>;
  /** Tells of a change this process made, to write it at once (other instances' changes wait for the check). */
  subscribe?: (listener: () => void) => () => void;
};

const CLOSE = "</div>";

/**
 * The page's HTML with each slot filled (a slot without HTML stays empty). The fragment is written by position,
 * never as a replacement string: `$\``, `$&`, `$'` in a review would be read as replacement patterns (issue 35).
 */
export function fillSlots(html: string, fragments: ReadonlyMap<string, string>): string {
  return html.replace(SLOT, (whole, key: string) => {
    const fragment = fragments.get(key);
    return fragment ? whole.slice(0, -CLOSE.length) + fragment + CLOSE : whole;
  });
}

export function reviewSlots({
  files,
  source,
  everyMs = 20_000,
  onError,
}: {
  files: Map<string, StaticFile>;
  source: SlotSource;
  everyMs?: number;
  onError: (error: unknown) => void;
}) {
  // The pages as built, with the slots they have.
  const built = new Map<string, { html: string; keys: string[]; headers: Record<string, string> }>();
  for (const [urlPath, file] of files) {
    if (!file.headers["Content-Type"]?.startsWith("text/html")) continue;
    const html = file.identity.body.toString("utf8");
    const keys = [...html.matchAll(SLOT)].map((m) => m[1]!);
    if (keys.length > 0) built.set(urlPath, { html, keys, headers: file.headers });
  }
  let shown: string | null = null;
  /** The HTML written into the pages now, by slot. */
  let written = new Map<string, string>();
  let running: Promise<void> | null = null;
  let again = false;

  const refresh = async () => {
    const version = await source.version();
    if (version === shown) return;
    const keys = [...new Set([...built.values()].flatMap((p) => p.keys))];
    const fragments = new Map<string, string>();
    for (const key of keys) {
      const html = await source.render(key);
      if (html) fragments.set(key, html);
    }
    // Only the pages whose reviews changed are compressed again (a review in Plano: four pages, not seventy).
    const changed = (key: string) => fragments.get(key) !== written.get(key);
    await Promise.all(
      [...built]
        .filter(([, page]) => page.keys.some(changed))
        .map(async ([urlPath, page]) => {
          const body = Buffer.from(fillSlots(page.html, fragments));
          const [br, gzip] = await Promise.all([compressAsync(body, "br"), compressAsync(body, "gzip")]);
          // the page's headers as served now (a page rendered again has its own script hashes)
          files.set(urlPath, staticFile(body, { br, gzip }, files.get(urlPath)?.headers ?? page.headers));
        }),
    );
    written = fragments;
    shown = version;
  };
  /** One refresh at a time; asked during one, another follows it (a change may have come after its stamp). */
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = refresh()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  let unsubscribe: (() => void) | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /**
   * A page rendered again (docs/decisions/0038): it becomes the page as built, and comes back with the reviews written
   * in now, for the caller to serve.
   */
  const adopt = (urlPath: string, html: string): string => {
    const keys = [...html.matchAll(SLOT)].map((m) => m[1]!);
    const previous = built.get(urlPath);
    if (keys.length === 0) {
      built.delete(urlPath);
      return html;
    }
    built.set(urlPath, { html, keys, headers: previous?.headers ?? {} });
    return fillSlots(html, written);
  };
  return {
    /** How many pages have slots. */
    get pages() {
      return built.size;
    },
    adopt,
    /** Fills the slots now (the server awaits it before it listens), then every `everyMs`. */
    async start() {
      await tick();
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
      unsubscribe = source.subscribe?.(() => void tick());
    },
    refresh: tick,
    stop: async () => {
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}
