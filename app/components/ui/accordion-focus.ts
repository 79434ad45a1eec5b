import type * as React from "react";

/**
 * Arrow Up/Down, Home and End between the item headers of the accordion inside `event.currentTarget` (its own module:
 * also the handler of a page part that holds an accordion without its code, docs/decisions/0025).
 */
export function moveAccordionFocus(event: React.KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (target.dataset.slot !== "accordion-trigger") return;
  const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-slot="accordion-trigger"]'));
  const index = triggers.indexOf(target);
  const last = triggers.length - 1;
  const keys: Record<string, number> = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const next = keys[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}
