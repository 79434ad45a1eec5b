import type { slideIds } from "./home-slides.ts";

/** A carousel slide's picture: the same file, size and (per language) alt text for every language's slides. */
export const slideImage = (id: (typeof slideIds)[number], alt: string) => ({
  src: `/images/slides/${id}.svg`,
  alt,
  width: 1200,
  height: 600,
});
