import { NavLink } from "react-router";
import { bookLinkIn, mainNavIn, viewServicesLinkIn } from "~/content/navigation";
import { useLocale, useT } from "~/i18n/use-t";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PromoBanner } from "./promo-banner";
import { LanguageSwitch } from "./language-switch";
import { Link } from "react-router";
import type { CatalogWords } from "~/domain/catalog-words";

/** `words`: the catalog's words of the root loader, for the promo banner. */
export function SiteHeader({ words }: { words?: CatalogWords }) {
  const locale = useLocale();
  const t = useT();
  const viewServicesLink = viewServicesLinkIn(locale);
  const bookLink = bookLinkIn(locale);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-white/95 backdrop-blur">
      <PromoBanner words={words} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t("nav.main")} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavIn(locale).map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-2.5 py-2 text-sm font-medium hover:bg-navy-50 hover:text-navy-900",
                      isActive
                        ? "text-navy-900 underline decoration-amber-brand decoration-2 underline-offset-8"
                        : "text-slate-700",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={viewServicesLink.href}
            className={buttonVariants({ variant: "outline", size: "sm", className: "max-xl:hidden" })}
          >
            {viewServicesLink.label}
          </Link>
          <Link
            to={bookLink.href}
            className={buttonVariants({ variant: "accent", size: "sm", className: "max-sm:hidden" })}
          >
            {bookLink.label}
          </Link>
          <LanguageSwitch />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
