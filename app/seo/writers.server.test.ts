/**
 * Text written into what the server serves (issue 35): the JSON-LD of a page (reviews are customers' words) and the
 * sitemap, each with every hostile string of tests/support/hostile.ts. Each comes back out as it went in, and adds
 * no element: one script element whose JSON is the data, one `<loc>` per page.
 */
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { HOSTILE_REVIEW, HOSTILE_STRINGS } from "../../tests/support/hostile";
import { sitemapXml } from "./sitemap.server";
import { ldJsonScript } from "./structured-data.server";
import { defaultCatalog } from "../domain/catalog";
import { pageGraph, reviewNodes } from "./structured-data";

type Node = { type: string; name?: string; children?: Node[]; data?: string };
const elements = (node: Node): Node[] =>
  (node.children ?? []).flatMap((child) =>
    child.type === "tag" || child.type === "script" ? [child, ...elements(child)] : elements(child),
  );
const textOf = (node: Node): string =>
  node.type === "text" ? node.data! : (node.children ?? []).map((child) => textOf(child)).join("");

const SITE = "https://northstar.example";

describe("hostile text in what the server writes", () => {
  it.each([...HOSTILE_STRINGS, HOSTILE_REVIEW])("JSON-LD keeps a review's words as data: %j", (hostile) => {
    const graph = pageGraph(
      SITE,
      defaultCatalog(),
      reviewNodes(
        [{ stars: 5, text: `before ${hostile} after`, name: `${hostile} G.`, date: "2026-11-26" }],
        {
          count: 1,
          average: 5,
        },
        SITE,
      ),
    );
    const html = `<head>${ldJsonScript(graph)}</head><body><p>after</p></body>`;
    const doc = parseDocument(html) as unknown as Node;
    const scripts = elements(doc).filter((e) => e.name === "script");
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(textOf(scripts[0]!))).toEqual(graph);
    expect(elements(doc).map((e) => e.name)).toEqual(["head", "script", "body", "p"]);
  });

  it.each(HOSTILE_STRINGS)("the sitemap writes its addresses as text: %j", (hostile) => {
    const site = `${SITE}/${hostile}`;
    const doc = parseDocument(sitemapXml(site), { xmlMode: true }) as unknown as Node;
    const locs = elements(doc).filter((e) => e.name === "loc");
    expect(locs.length).toBeGreaterThan(70);
    expect(elements(doc).filter((e) => e.name === "url")).toHaveLength(locs.length);
    for (const loc of locs) expect(textOf(loc).startsWith(site)).toBe(true);
  });
});
