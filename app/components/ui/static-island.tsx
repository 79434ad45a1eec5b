import { type KeyboardEventHandler, type MouseEvent, type ReactNode, useLayoutEffect, useReducer, useRef } from "react";
import { useNavigate } from "react-router";

/**
 * A part of a page that never changes once rendered, whose code and text the browser need not download
 * (docs/decisions/0025).
 *
 * - On the server, and in the browser once `render` has its code (a client-side visit loads it first, in the route's
 *   clientLoader), it is `render()` in a `display: contents` wrapper.
 * - While the browser hydrates a document, `render()` has no code yet: the wrapper adopts the server's HTML as it
 *   is (React leaves the inside of an element with `dangerouslySetInnerHTML` alone).
 * - Its links still navigate client-side (a click on an internal link is handed to React Router, as `<Link>` does),
 *   and `onKeyDown` sees the keys pressed inside it.
 * - Should the wrapper ever be empty without code (React rendered the page anew after a failed hydration), it loads
 *   the code and renders.
 */
export function StaticIsland({
  render,
  load,
  onKeyDown,
}: {
  /** The content, or undefined while its code is not loaded. */
  render: () => ReactNode | undefined;
  /** Loads the code `render` needs. */
  load: () => Promise<unknown>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const navigate = useNavigate();
  const content = render();
  const adopted = content === undefined;

  useLayoutEffect(() => {
    if (adopted && ref.current?.childElementCount === 0) void load().then(rerender);
  }, [adopted, load]);

  /** An adopted island's internal links, navigated as `<Link>` would. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!adopted || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (
      !(link instanceof HTMLAnchorElement) ||
      (link.target && link.target !== "_self") ||
      link.hasAttribute("download")
    )
      return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (samePage && url.hash) return; // an in-page anchor: the browser's own scrolling
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }

  return adopted ? (
    <div
      ref={ref}
      className="contents"
      onClick={onClick}
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={ADOPT}
      suppressHydrationWarning
    />
  ) : (
    <div ref={ref} className="contents" onKeyDown={onKeyDown}>
      {content}
    </div>
  );
}

/** The same object every render: React compares it and never writes the element's inside. */
const ADOPT = { __html: "" };
