import type * as React from "react";
import { BELOW_FOLD } from "~/lib/first-screen";
import { cn } from "~/lib/utils";

/** A page section with an optional eyebrow, heading and lead paragraph. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
  tone = "plain",
  headingLevel = 2,
  belowFold = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  tone?: "plain" | "muted" | "navy";
  headingLevel?: 1 | 2;
  /** Starts below the first screen on every window: the page's inlined CSS stops before it (docs/decisions/0018). */
  belowFold?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      {...(belowFold ? { [BELOW_FOLD]: "" } : {})}
      className={cn(
        "py-16 sm:py-20",
        tone === "muted" && "bg-muted",
        tone === "navy" && "bg-navy-900 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          {eyebrow ? (
            <p
              className={cn(
                "mb-2 text-sm font-bold tracking-wider uppercase",
                tone === "navy" ? "text-amber-soft" : "text-navy-700",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading
            id={headingId}
            className={cn("text-3xl font-extrabold tracking-tight sm:text-4xl", tone !== "navy" && "text-navy-900")}
          >
            {title}
          </Heading>
          {lead ? (
            <p className={cn("mt-4 text-lg", tone === "navy" ? "text-navy-100" : "text-muted-foreground")}>{lead}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
