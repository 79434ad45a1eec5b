/**
 * No token leaves for another host (issue 56): every query parameter a link of ours into /booking can carry is either
 * a prefill the third-party widget may be given, or the customer's page token of "Book again", which the widget's
 * frame never gets; a parameter of no link of ours is dropped too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundles } from "../content/bundles";
import { cities } from "../content/cities";
import { services } from "../content/services";
import {
  BOOK_AGAIN_TOKEN_PARAM,
  bookAgainHref,
  bookingHref,
  bundleBookingHref,
  WIDGET_PREFILL_PARAMS,
  widgetFrameUrl,
} from "./booking-links";

/** Every link into /booking the site and its e-mails make. */
function ourLinks(): string[] {
  const links: string[] = [bookingHref()];
  for (const service of services)
    for (const tier of service.tiers)
      for (const city of [undefined, cities[0]!.slug])
        links.push(bookingHref({ service: service.id, tier: tier.code, city }));
  for (const bundle of bundles) links.push(bundleBookingHref(bundle), bundleBookingHref(bundle, cities[1]!.slug));
  const lines = services.map((s) => ({ service: s.id, tier: s.tiers[0]!.code }));
  const again = bookAgainHref({ bundleId: bundles[0]!.id, lines, city: "dallas", address: "1 Main St", zip: "75201" });
  // "Book again" on the customer's page and in the unpaid-hold e-mail add the page token
  links.push(again, `${again}&${BOOK_AGAIN_TOKEN_PARAM}=TOKEN`);
  return links;
}

/** The parameter names of the literal `/booking?…` links in the app's own source (components, content, e-mails). */
function literalParams(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        for (const m of readFileSync(file, "utf8").matchAll(/\/booking\?([a-z][\w-]*)=/g)) names.add(m[1]!);
    }
  };
  walk(path.resolve("app"));
  return [...names];
}

describe("links into /booking and the booking widget's frame (issue 56)", () => {
  it("every parameter of our links is a widget prefill, or the page token the widget never gets", () => {
    const names = new Set<string>(literalParams());
    for (const link of ourLinks())
      for (const name of new URL(link, "https://ns.example").searchParams.keys()) names.add(name);
    expect(names.size).toBeGreaterThan(5);
    for (const name of names)
      expect(WIDGET_PREFILL_PARAMS.includes(name) || name === BOOK_AGAIN_TOKEN_PARAM, `parameter "${name}"`).toBe(true);
    expect(names).toContain(BOOK_AGAIN_TOKEN_PARAM);
  });

  it("the frame's URL keeps the prefill and the provider's own parameters, and drops the token and the unknown", () => {
    const visited = new URLSearchParams(
      "service=cleaning&rooms=2&bundle=b1&city=plano&zip=75024&address=1+Main+St&again=SECRET-TOKEN&utm_source=mail&embed=0",
    );
    const frame = new URL(widgetFrameUrl("https://widget.example/schedule?embed=1", visited));
    expect(frame.origin).toBe("https://widget.example");
    expect(Object.fromEntries(frame.searchParams)).toEqual({
      embed: "1",
      service: "cleaning",
      rooms: "2",
      bundle: "b1",
      city: "plano",
      zip: "75024",
      address: "1 Main St",
    });
    for (const link of ourLinks()) {
      const src = widgetFrameUrl("https://widget.example/s", new URL(link, "https://ns.example").searchParams);
      expect(src).not.toContain(BOOK_AGAIN_TOKEN_PARAM);
    }
  });
});
