import { useEffect, useRef } from "react";

/** One constant object: React leaves the inside of this element as the server wrote it (docs/decisions/0025). */
const SERVER_HTML = { __html: "" };

/**
 * Where a pre-rendered page shows its latest reviews (docs/decisions/0032). The page is built with this element
 * empty; the server writes the reviews into it as it serves the page from memory, and rewrites them within a minute
 * of a change. Hydration keeps what the server wrote; on a client-side visit (the element is empty), the same HTML is
 * fetched from `/reviews/slot/{slot}`.
 */
export function ReviewsSlot({ slot }: { slot: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.childElementCount > 0) return;
    let live = true;
    void fetch(`/reviews/slot/${slot}`)
      .then((response) => (response.ok ? response.text() : ""))
      .then((html) => {
        if (live && html && ref.current) ref.current.innerHTML = html;
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [slot]);
  return <div className="contents" data-reviews-slot={slot} ref={ref} dangerouslySetInnerHTML={SERVER_HTML} />;
}
