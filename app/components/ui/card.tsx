import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/utils";

const cardVariants = cva("rounded-(--radius-card) border shadow-(--shadow-card)", {
  variants: {
    /** `stack`: header, content and footer in a column; `custom`: the caller lays the card out. */
    layout: { stack: "flex flex-col", custom: "" },
    tone: { default: "border-border bg-white", dashed: "border-dashed border-navy-700 bg-navy-50" },
  },
  defaultVariants: { layout: "stack", tone: "default" },
});

export function Card({
  className,
  layout,
  tone,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ layout, tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 p-6 pb-3", className)} {...props} />;
}

export function CardTitle({ className, asLevel = 3, ...props }: React.ComponentProps<"h3"> & { asLevel?: 2 | 3 | 4 }) {
  const Heading = `h${asLevel}` as const;
  return <Heading data-slot="card-title" className={cn("text-lg font-bold text-navy-900", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("flex-1 px-6 pb-4", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-3 px-6 pb-6", className)} {...props} />;
}
