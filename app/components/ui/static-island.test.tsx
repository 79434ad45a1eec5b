// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticIsland } from "./static-island";

// React's act() environment, as testing libraries set it
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Content = () => (
  <section>
    <h2>Why choose us</h2>
    <a href="/about">About us</a> <a href="#faq">Questions</a>
  </section>
);

/** A page at "/" with one island, and an /about page to navigate to. */
function app(render: () => React.ReactNode | undefined, load = vi.fn(async () => {})) {
  const router = createMemoryRouter([
    { path: "/", element: <StaticIsland render={render} load={load} /> },
    { path: "/about", element: <h1>About</h1> },
  ]);
  return { router, load, element: <RouterProvider router={router} /> };
}

let container: HTMLElement;
afterEach(() => container?.remove());

async function hydrate(serverRender: () => React.ReactNode, clientRender: () => React.ReactNode | undefined) {
  container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(app(serverRender).element);
  const client = app(clientRender);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, client.element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { ...client, errors };
}

describe("StaticIsland", () => {
  it("keeps the server's HTML when hydrated without its code, without a hydration error or loading the code", async () => {
    const { errors, load } = await hydrate(
      () => <Content />,
      () => undefined,
    );
    expect(errors).toEqual([]);
    expect(container.querySelector(".contents > section > h2")?.textContent).toBe("Why choose us");
    expect(load).not.toHaveBeenCalled();
  });

  it("hands a click on an internal link to the router; leaves in-page anchors and modified clicks to the browser", async () => {
    const { router } = await hydrate(
      () => <Content />,
      () => undefined,
    );
    const about = container.querySelector<HTMLAnchorElement>('a[href="/about"]')!;
    const faq = container.querySelector<HTMLAnchorElement>('a[href="#faq"]')!;
    /** Whether the page took the click over (then stops the browser's own navigation, which jsdom lacks). */
    const click = (a: HTMLAnchorElement, init: MouseEventInit = {}) => {
      let taken = false;
      const after = (event: Event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener("click", after, { once: true });
      a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
      return taken;
    };
    expect(click(faq)).toBe(false);
    expect(click(about, { ctrlKey: true })).toBe(false);
    await act(async () => expect(click(about)).toBe(true));
    expect(router.state.location.pathname).toBe("/about");
    expect(container.querySelector("h1")?.textContent).toBe("About");
  });

  it("renders its content when it has the code (a client-side visit)", async () => {
    container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(container).render(app(() => <Content />).element));
    expect(container.querySelector(".contents > section > h2")?.textContent).toBe("Why choose us");
  });

  it("loads its code and renders when it finds itself empty", async () => {
    container = document.createElement("div");
    document.body.append(container);
    let loaded = false;
    const load = vi.fn(async () => {
      loaded = true;
    });
    const { createRoot } = await import("react-dom/client");
    await act(async () => createRoot(container).render(app(() => (loaded ? <Content /> : undefined), load).element));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".contents > section > h2")?.textContent).toBe("Why choose us");
  });
});
