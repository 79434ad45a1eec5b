/** Interface constants (toasts, tooltips, queries), one place. */
export const toastSettings = {
  /** at most this many toasts on screen */
  limit: 1,
  /** a dismissed toast is removed from state after this many ms */
  removeDelay: 1_000_000,
  /** default display duration */
  duration: 5000,
  swipeDirection: "right",
  swipeThreshold: 50,
  hotkey: ["F8"],
} as const;

export const tooltipSettings = { delayDuration: 700, skipDelayDuration: 300 } as const;

export const carouselSettings = {
  autoplayDelay: 4000,
  duration: 30,
  narrowDuration: 20,
  /** at or below this width: no autoplay, shorter animation */
  narrowMaxWidth: 768,
} as const;

export const narrowQuery = `(max-width: ${carouselSettings.narrowMaxWidth}px)`;
export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
