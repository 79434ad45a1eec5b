import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { bookLinkIn } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";
import { phoneHref, site } from "~/content/site";
import { cn } from "~/lib/utils";

/**
 * Phones only: a slim bar with "Call" and "Book" that sticks to the bottom of the screen once the page's first
 * section (its hero, which has the same two actions) has scrolled away (README, Local search). It sits in the page
 * flow between the content and the footer, so it never covers the end of the content or the footer, and its space
 * is always reserved: showing it moves nothing (no layout shift). Hidden, it is `inert`: not focusable, not read.
 */
export function MobileActionBar() {
  const [afterHero, setAfterHero] = useState(false);
  const locale = useLocale();
  const t = useT();
  useEffect(() => {
    const hero = document.querySelector("main section") ?? document.querySelector("main");
    if (!hero) return;
    const observer = new IntersectionObserver(([entry]) => setAfterHero(!entry!.isIntersecting));
    observer.observe(hero);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      data-testid="mobile-action-bar"
      data-visible={afterHero ? "" : undefined}
      inert={!afterHero}
      className={cn(
        "sticky bottom-0 z-30 border-t border-border bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur transition-[opacity,translate] duration-200 md:hidden",
        afterHero ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-full opacity-0",
      )}
    >
      <nav aria-label={t("nav.quick")} className="mx-auto flex max-w-md gap-3">
        <a href={phoneHref} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "flex-1")}>
          <Icon name="phone" />
          {t("nav.call")}
          <span className="sr-only">{` ${site.phone}`}</span>
        </a>
        <Link to={bookLinkIn(locale).href} className={cn(buttonVariants({ variant: "accent", size: "lg" }), "flex-1")}>
          <Icon name="calendar-check" />
          {t("nav.book")}
        </Link>
      </nav>
    </div>
  );
}
