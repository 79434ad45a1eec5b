/**
 * Marks a top-level element of a page's `<main>` that starts below the first screen on every window: the build
 * inlines no CSS for it or what follows it (scripts/critical-css.ts, docs/decisions/0018).
 */
export const BELOW_FOLD = "data-below-fold";
