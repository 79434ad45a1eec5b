import { Tooltip as TooltipPrimitive } from "radix-ui";
import type * as React from "react";
import { tooltipSettings } from "~/lib/settings";
import { cn } from "~/lib/utils";

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={tooltipSettings.delayDuration}
      skipDelayDuration={tooltipSettings.skipDelayDuration}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A tooltip with the site's delays (app/lib/settings.ts); carries its own provider so pages without tooltips load no tooltip code. */
export function Tooltip({ content, children }: { content: React.ReactNode; children: React.ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            data-slot="tooltip"
            className={cn("z-50 rounded-md bg-navy-900 px-3 py-1.5 text-xs text-white shadow")}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-navy-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
