import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { localHref } from "~/content/navigation";
import type { Locale } from "~/i18n/locale";
import { translate } from "~/i18n/messages";
import { useLocale, useT } from "~/i18n/use-t";

/** The 404 page's title in `locale` (the root's meta names it). */
export const notFoundTitleIn = (locale: Locale) => translate(locale, "not-found.title");

export function NotFound() {
  const locale = useLocale();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-navy-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{notFoundTitleIn(locale)}</h1>
      <p className="mt-4 text-muted-foreground">{t("not-found.router")}</p>
      <p className="mt-2 text-muted-foreground">{t("not-found.moved")}</p>
      <Link to={localHref(locale, "/")} className={buttonVariants({ className: "mt-8" })}>
        {t("not-found.home")}
      </Link>
    </section>
  );
}
