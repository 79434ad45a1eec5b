import sprite from "./icons.svg?no-inline";
import { cn } from "~/lib/utils";
import type { IconName } from "./icon-names";

/**
 * A Lucide icon drawn from the cached sprite (docs/decisions/0022): the page's HTML and JavaScript carry a `<use>`
 * reference, not the icon's paths; the sprite's symbols carry Lucide's stroke settings. Icons are decoration:
 * hidden from assistive technology, so the element around one names what it does.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg data-slot="icon" aria-hidden="true" className={cn("lucide", className)} width="24" height="24">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/**
 * An icon content data names by its Lucide name (app/content). icon.test.tsx checks that the sprite has every one,
 * so the list of names stays out of the browser's JavaScript.
 */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={name as IconName} className={className} />;
}
