import type * as React from "react";

/** One card of the customer's booking page: a section named by its heading. */
export function PageCard({
  id,
  title,
  testId,
  children,
}: {
  id: string;
  title: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-(--radius-card) border border-border bg-white p-6 shadow-(--shadow-card)"
      data-testid={testId}
    >
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
