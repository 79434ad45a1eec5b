import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test is never bundled: it reads the real cookie the page describes
import { newBookingSecretCookie } from "../booking/browser-secret.server";
import { breadcrumbsFor } from "./breadcrumbs";
import { privacyLink } from "./navigation";
import { prerenderPaths, sitemapPaths } from "./paths";
import {
  BOOKING_COOKIE_DAYS,
  BOOKING_COOKIE_NAME,
  BOOKING_RETENTION_MONTHS_DEFAULT,
  IDEMPOTENCY_RETENTION_DAYS,
  MESSAGE_RETENTION_DAYS_DEFAULT,
  privacyPage,
  REQUEST_ANSWER_DAYS,
  SESSION_ABSOLUTE_DAYS,
} from "./privacy";
import { site } from "./site";

// The page in phone mode (the default); both modes are compared in payment-pages.test.tsx.
const privacy = privacyPage("phone");
/** Every string of the page a visitor reads, one block (paragraph or list item) a line. */
const blocks = [
  privacy.heading,
  privacy.lead,
  ...privacy.sections.flatMap((s) => [s.heading, ...s.body.flatMap((b) => (b.type === "p" ? [b.text] : b.items))]),
  privacy.updatedLabel,
];
const text = blocks.join("\n");
const sectionText = (id: string) => {
  const section = privacy.sections.find((s) => s.id === id);
  expect(section, id).toBeDefined();
  return section!.body.flatMap((b) => (b.type === "p" ? [b.text] : b.items)).join("\n");
};

describe("the privacy page", () => {
  it("states each retention figure from the constants, in the section on how long", () => {
    const howLong = sectionText("how-long");
    expect(howLong).toContain(`deleted ${MESSAGE_RETENTION_DAYS_DEFAULT} days after it is sent`);
    expect(howLong).toContain(`erased ${BOOKING_RETENTION_MONTHS_DEFAULT} months after the job`);
    expect(howLong).toContain(`deleted after ${IDEMPOTENCY_RETENTION_DAYS} days`);
  });

  it("keeps the agreed defaults", () => {
    expect([
      MESSAGE_RETENTION_DAYS_DEFAULT,
      BOOKING_RETENTION_MONTHS_DEFAULT,
      IDEMPOTENCY_RETENTION_DAYS,
      SESSION_ABSOLUTE_DAYS,
    ]).toEqual([90, 24, 30, 7]);
  });

  it("writes no figure by hand: the words use the constants", () => {
    const source = readFileSync(new URL("./privacy.ts", import.meta.url), "utf8")
      .replace(/^export const [A-Z_]+ = \d+;$/gm, "")
      .replace(/const UPDATED = "[\d-]+";/, "");
    expect(source).not.toMatch(/\b\d+\s*(?:days?|months?|years?|hours?)\b/i);
  });

  it("names the contact phone and e-mail from the site config where it says how to ask", () => {
    const rights = sectionText("your-rights");
    expect(rights).toContain(site.phone);
    expect(rights).toContain(site.email);
    expect(rights).toContain(`within ${REQUEST_ANSWER_DAYS} days`);
  });

  it("says it sells and shares nothing, and when it was last updated", () => {
    expect(sectionText("who-else")).toContain("We do not sell or share your personal information.");
    expect(privacy.updatedLabel).toBe("Last updated: November 26, 2026");
    expect(privacy.updated).toBe("2026-11-26");
  });

  it("names the booking page's cookie as the server sets it", () => {
    const cookie = newBookingSecretCookie();
    const [name] = cookie.split("=");
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(name).toBe(BOOKING_COOKIE_NAME);
    expect(maxAge).toBe(BOOKING_COOKIE_DAYS * 24 * 60 * 60);
    expect(sectionText("cookies")).toContain(`${BOOKING_COOKIE_NAME}`);
    expect(sectionText("cookies")).toContain(`after ${BOOKING_COOKIE_DAYS} days`);
  });

  it("has a heading and a body in every section, with distinct ids and headings", () => {
    expect(privacy.heading).not.toBe("");
    expect(privacy.lead).not.toBe("");
    expect(privacy.sections.length).toBeGreaterThanOrEqual(7);
    for (const section of privacy.sections) {
      expect(section.id, section.heading).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(section.heading.trim(), section.id).not.toBe("");
      expect(section.body.length, section.id).toBeGreaterThan(0);
      for (const block of section.body) {
        if (block.type === "p") expect(block.text.trim(), section.id).not.toBe("");
        else {
          expect(block.items.length, section.id).toBeGreaterThan(0);
          for (const item of block.items) expect(item.trim(), section.id).not.toBe("");
        }
      }
    }
    expect(new Set(privacy.sections.map((s) => s.id)).size).toBe(privacy.sections.length);
    expect(new Set(privacy.sections.map((s) => s.heading)).size).toBe(privacy.sections.length);
    expect(new Set(blocks).size).toBe(blocks.length);
  });

  it("is server-rendered (in the payment mode's words), in the sitemap, in the footer's link and has a breadcrumb", () => {
    expect(privacyLink.href).toBe("/privacy");
    expect(prerenderPaths()).not.toContain("/privacy");
    expect(sitemapPaths()).toContain("/privacy");
    expect(breadcrumbsFor("/privacy")).toEqual([
      { name: "Home", path: "/" },
      { name: privacyLink.label, path: "/privacy" },
    ]);
  });

  it("uses the brand from the site config", () => {
    expect(text).toContain(site.brand);
  });
});
