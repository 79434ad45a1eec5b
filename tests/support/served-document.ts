/**
 * A page as the server sends it, read without a browser (issue 45, README "Tests"): the HTTP answer parsed into a
 * DOM by jsdom (no script runs, nothing else is fetched). For checks of what the HTML says (headings, links, prices,
 * metadata), which is what a search engine and a page without JavaScript see; the browser stays for what a person's
 * eyes or JavaScript decide (layout, visibility, axe, clicks).
 */
import type { APIRequestContext } from "@playwright/test";
import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";

export type ServedDocument = {
  status: number;
  document: Document;
  /** Testing Library's queries (getByRole, getByText, …) on the whole document. */
  screen: ReturnType<typeof within>;
  /** Testing Library's queries inside an element. */
  within: typeof within;
};

export async function servedDocument(request: APIRequestContext, path: string): Promise<ServedDocument> {
  const response = await request.get(path);
  const html = await response.text();
  const { document } = new JSDOM(html, { url: response.url() }).window;
  return { status: response.status(), document, screen: within(document.body), within };
}

/** An element's text with its white space collapsed, as a reader would see it in one line. */
export const textOf = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
