/**
 * The top of a page: the page's trail, a small line above the page's one h1, and what follows it. `PageHero`
 * centres them (about, contact, bundles, locations); `SplitHero` puts them on the left of a picture, a map or notes
 * (a service, a city, a service in a city).
 */
import type { ReactNode } from "react";
import { PageTrail } from "~/components/layout/page-trail";

type HeroTitle = {
  /** The section's heading is `${id}-heading`. */
  id: string;
  eyebrow: ReactNode;
  /** An icon before the eyebrow's words. */
  eyebrowIcon?: ReactNode;
  title: ReactNode;
  /** Balanced lines for a long title. */
  balance?: boolean;
};

function Title({ id, eyebrow, eyebrowIcon, title, balance = false }: HeroTitle) {
  const line = "mb-3 text-sm font-bold tracking-wider text-navy-700 uppercase";
  return (
    <>
      <p className={eyebrowIcon ? `mb-3 inline-flex items-center gap-2 ${line.slice(5)}` : line}>
        {eyebrowIcon}
        {eyebrow}
      </p>
      <h1
        id={`${id}-heading`}
        className={`text-4xl font-extrabold tracking-tight ${balance ? "text-balance " : ""}text-navy-900 sm:text-5xl`}
      >
        {title}
      </h1>
    </>
  );
}

/** `below`: the room below, on phones and from large screens on. */
function Hero({ id, below, children }: { id: string; below: [string, string?]; children: ReactNode }) {
  const [phone, large] = below;
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-gradient-to-b from-navy-50 to-white">
      <div className={`mx-auto max-w-7xl px-4 pt-4 ${phone} sm:px-6${large ? ` ${large}` : ""}`}>
        <PageTrail />
        {children}
      </div>
    </section>
  );
}

export function PageHero({
  roomy = false,
  children,
  ...title
}: HeroTitle & {
  /** More room below (a page whose next section starts right away). */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <Hero id={title.id} below={[roomy ? "pb-10" : "pb-4"]}>
      <div className="mx-auto mt-6 max-w-3xl text-center">
        <Title {...title} />
        {children}
      </div>
    </Hero>
  );
}

export function SplitHero({
  compact = false,
  alignTop = false,
  aside,
  children,
  ...title
}: HeroTitle & {
  /** Less room below (a page whose next section continues the first). */
  compact?: boolean;
  /** The two columns start together, rather than centred against each other. */
  alignTop?: boolean;
  /** The right-hand column (from large screens on). */
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Hero id={title.id} below={compact ? ["pb-6", "lg:pb-8"] : ["pb-10", "lg:pb-14"]}>
      <div className={`mt-6 grid ${alignTop ? "items-start" : "items-center"} gap-10 lg:grid-cols-[3fr_2fr]`}>
        <div>
          <Title {...title} />
          {children}
        </div>
        {aside}
      </div>
    </Hero>
  );
}
