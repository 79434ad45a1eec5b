import { Icon } from "~/components/ui/icon";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { moveAccordionFocus } from "./accordion-focus";

export type AccordionEntry = { question: string; answer: React.ReactNode };

/**
 * Single-open, collapsible accordion built on native <details name>: every
 * answer is in the HTML and works without JavaScript; with JavaScript,
 * Arrow Up/Down, Home and End move focus between the item headers as the
 * WAI-ARIA Authoring Practices describe.
 */
export function Accordion({
  name,
  items,
  className,
  headingLevel = 3,
}: {
  /** groups the items: opening one closes the others */
  name: string;
  items: AccordionEntry[];
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="accordion" className={cn("divide-y divide-border", className)} onKeyDown={moveAccordionFocus}>
      {items.map((item) => (
        <details key={item.question} name={name} data-slot="accordion-item" className="group">
          <summary
            data-slot="accordion-trigger"
            className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-navy-900 hover:text-navy-700 [&::-webkit-details-marker]:hidden"
          >
            <Heading className="text-base font-semibold">{item.question}</Heading>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <div data-slot="accordion-content" className="pb-4 leading-relaxed text-muted-foreground">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
