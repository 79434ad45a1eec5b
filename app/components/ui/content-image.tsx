import type * as React from "react";
import type { Image } from "~/content/schema";

/**
 * An image of the site's content, with its size (so that the page does not shift as it loads) and its alternative
 * text; the other attributes go to the `img` (an `alt` given here replaces the content's: "" beside a title that
 * already says it).
 */
export function ContentImage({
  image,
  ...img
}: { image: Image } & Omit<React.ComponentProps<"img">, "src" | "width" | "height">) {
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...img} />;
}
