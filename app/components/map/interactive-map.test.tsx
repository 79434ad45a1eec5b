// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InteractiveMap, type InteractiveMapProps } from "./interactive-map";
import { ServiceAreaMap } from "./service-area-map";

const gm = vi.hoisted(() => ({
  loadGoogleMaps: vi.fn(),
  createAllCitiesMap: vi.fn(),
  createCityMap: vi.fn(),
  whenMapReady: vi.fn(),
  onGoogleMapsAuthFailure: vi.fn(() => () => {}),
}));
vi.mock("../../lib/google-maps", () => gm);

const cities = [
  { name: "Dallas", slug: "dallas", lat: 32.7767, lng: -96.797 },
  { name: "Plano", slug: "plano", lat: 33.0198, lng: -96.6989 },
];

let observers: { callback: IntersectionObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      disconnect = vi.fn();
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, disconnect: this.disconnect });
      }
      observe() {}
      unobserve() {}
    },
  );
  for (const fn of Object.values(gm)) fn.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMap(props: Omit<Partial<InteractiveMapProps>, "children">) {
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <InteractiveMap cities={cities} {...props}>
          {(hidden, layer) => (
            <ServiceAreaMap cities={cities} hidden={hidden}>
              {layer}
            </ServiceAreaMap>
          )}
        </InteractiveMap>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** With a key the upgrade is a lazy chunk: the built-in map shows until it has loaded and rendered its layer. */
async function renderUpgraded(props: Omit<Partial<InteractiveMapProps>, "children">) {
  const view = renderMap(props);
  expect(view.container.querySelectorAll("svg a")).toHaveLength(2);
  await vi.waitFor(() => expect(view.container.querySelector("[data-google-map-layer]")).not.toBeNull());
  return view;
}

const scrollIntoView = async () => {
  await act(async () => {
    for (const o of observers)
      o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    await new Promise((r) => setTimeout(r, 0));
  });
};

describe("InteractiveMap", () => {
  it("without a key: just the built-in map, no observer, no loading", () => {
    const { container } = renderMap({});
    expect(container.querySelectorAll("svg a")).toHaveLength(2);
    expect(observers).toHaveLength(0);
    expect(container.querySelector("[data-google-map-layer]")).toBeNull();
    expect(gm.loadGoogleMaps).not.toHaveBeenCalled();
  });

  it("with a key: loads only when scrolled into view, swaps in once the tiles are loaded", async () => {
    let ready: () => void = () => {};
    gm.loadGoogleMaps.mockResolvedValue({});
    gm.createAllCitiesMap.mockReturnValue({});
    gm.whenMapReady.mockImplementation((_map: unknown, cb: () => void) => {
      ready = cb;
      return () => {};
    });
    const { container } = await renderUpgraded({ googleMapsKey: "key-1" });
    const svg = container.querySelector("svg") as SVGSVGElement;
    const layer = container.querySelector("[data-google-map-layer]") as HTMLElement;
    expect(gm.loadGoogleMaps).not.toHaveBeenCalled();

    await scrollIntoView();
    expect(gm.loadGoogleMaps).toHaveBeenCalledWith("key-1");
    expect(gm.createAllCitiesMap).toHaveBeenCalledWith(layer, {}, cities, expect.any(Function));
    // built but not ready: the built-in map is still what people see and use
    expect(svg.style.visibility).toBe("");
    expect(layer.hasAttribute("inert")).toBe(true);

    act(() => ready());
    expect(svg.style.visibility).toBe("hidden");
    expect(layer.hasAttribute("inert")).toBe(false);
  });

  it("city page: builds the city map", async () => {
    gm.loadGoogleMaps.mockResolvedValue({});
    gm.createCityMap.mockReturnValue({});
    gm.whenMapReady.mockReturnValue(() => {});
    await renderUpgraded({ googleMapsKey: "key-1", focus: "plano" });
    await scrollIntoView();
    expect(gm.createCityMap).toHaveBeenCalledWith(expect.any(HTMLElement), {}, cities[1]);
  });

  it("keeps the built-in map when the script fails", async () => {
    gm.loadGoogleMaps.mockRejectedValue(new Error("could not be loaded"));
    const { container } = await renderUpgraded({ googleMapsKey: "key-1" });
    await scrollIntoView();
    expect(container.querySelector("[data-google-map-layer]")).toBeNull();
    expect((container.querySelector("svg") as SVGSVGElement).style.visibility).toBe("");
    expect(container.querySelectorAll("svg a")).toHaveLength(2);
  });
});
