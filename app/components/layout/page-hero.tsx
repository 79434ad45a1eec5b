/**
 * The top of a page without a picture (about, contact, bundles, locations): the page's trail, then, centred, a small
 * line above the page's one h1 and what follows it.
 */
import type { ReactNode } from "react";
import { PageTrail } from "~/components/layout/page-trail";

export function PageHero({
  id,
  eyebrow,
  title,
  roomy = false,
  balance = false,
  children,
}: {
  /** The section's heading is `${id}-heading`. */
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** More room below (a page whose next section starts right away). */
  roomy?: boolean;
  /** Balanced lines for a long title. */
  balance?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-gradient-to-b from-navy-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 pt-4 ${roomy ? "pb-10" : "pb-4"} sm:px-6`}>
        <PageTrail />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase">{eyebrow}</p>
          <h1
            id={`${id}-heading`}
            className={`text-4xl font-extrabold tracking-tight ${balance ? "text-balance " : ""}text-navy-900 sm:text-5xl`}
          >
            {title}
          </h1>
          {children}
        </div>
      </div>
    </section>
  );
}
