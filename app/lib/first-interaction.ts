/**
 * The events that say a visitor is using the page rather than only looking at it: a touch, a click, a key, a focus
 * moved, a scroll, the mouse moved (docs/decisions/0026).
 */
const EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

let interaction: Promise<void> | undefined;
let settle = () => {};

/**
 * Resolves at the visitor's first interaction with the document, or at once when `now` is true (then or on a later
 * call); every caller shares one promise. Browser only.
 */
export function firstInteraction(now = false): Promise<void> {
  interaction ??= new Promise<void>((resolve) => {
    settle = () => {
      for (const type of EVENTS) window.removeEventListener(type, settle, { capture: true });
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, settle, { capture: true, passive: true });
  });
  if (now) settle();
  return interaction;
}
