import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-navy-900",
        accent: "bg-accent text-accent-foreground hover:bg-amber-400",
        outline: "border-2 border-primary bg-white text-primary hover:bg-navy-50",
        ghost: "text-primary hover:bg-navy-50",
        link: "text-navy-700 underline underline-offset-4 hover:text-navy-900",
        inverse: "bg-white text-navy-900 hover:bg-navy-50",
        destructive: "bg-destructive text-white hover:bg-red-800",
      },
      size: {
        default: "h-11 px-5 text-sm whitespace-nowrap",
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        lg: "h-12 px-7 text-base whitespace-nowrap",
        /** Large, for a label that may wrap on a phone (a city or service name inside it). */
        cta: "min-h-12 px-7 py-3 text-center text-base",
        icon: "size-11 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A `<button>`. A link that looks like one is `<Link className={buttonVariants(…)}>` (no Radix Slot: ADR 0017). */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
