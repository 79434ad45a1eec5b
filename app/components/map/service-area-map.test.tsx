import type { ReactElement } from "react";
import { renderToStaticMarkup as render } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { cities } from "../../content/cities";
import { focusMapFor } from "../../content/focus-map";
import { FocusMap } from "./focus-map";
import { ServiceAreaMap } from "./service-area-map";

const renderToStaticMarkup = (element: ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>);
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => [
    tag,
    /href="([^"]+)"/.exec(tag)?.[1],
    /aria-label="([^"]+)"/.exec(tag)?.[1],
  ]);

describe("ServiceAreaMap", () => {
  it("renders one real link per city, named '{City} service area'", () => {
    const html = renderToStaticMarkup(<ServiceAreaMap cities={cities} />);
    const found = links(html);
    expect(found.map((m) => m[1])).toEqual(cities.map((c) => `/locations/${c.slug}`));
    expect(found.map((m) => m[2])).toEqual(cities.map((c) => `${c.name} service area`));
    for (const c of cities) expect(html).toContain(`>${c.name}</text>`);
  });

  it("is a captioned figure, never role=img around links, and reserves its aspect ratio", () => {
    const html = renderToStaticMarkup(<ServiceAreaMap cities={cities} />);
    expect(html).toMatch(/^<figure/);
    expect(html).toContain("<figcaption");
    expect(html).not.toContain('role="img"');
    expect(html).toMatch(/<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(html).toMatch(/aspect-ratio:\d+ \/ \d+/);
    // no third-party request, no script
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain("<script");
  });
});

describe("FocusMap", () => {
  it("a city page's close-up: the city's single, emphasised marker, its neighbours named, no links", () => {
    const map = focusMapFor("plano")!;
    const html = renderToStaticMarkup(<FocusMap map={map} />);
    expect(links(html)).toHaveLength(0);
    expect(html).toContain(">Plano</text>");
    expect(html).toContain('fill="#f59e0b"');
    expect(html).toMatch(/<use href="[^"]*dfw-counties[^"]*\.svg[^"]*#counties"/); // the county outlines, by reference
    const viewBox = /viewBox="([^"]+)"/.exec(html)?.[1]?.split(" ").map(Number) ?? [];
    expect(viewBox).toHaveLength(4);
    expect(viewBox[2]).toBeLessThan(600);
    expect(html).toContain("Map of Plano");
    expect(map.neighbours.length).toBeGreaterThan(0);
    for (const n of map.neighbours.filter((n) => n.label)) expect(html).toContain(`>${n.name}</text>`);
  });

  it("has no view for a city we do not serve", () => {
    expect(focusMapFor("atlantis")).toBeUndefined();
  });
});
