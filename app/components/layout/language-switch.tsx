import { Link, useLocation } from "react-router";
import { hasVersionIn, languageTag, pathIn } from "~/i18n/locale";
import { useLocale, useT } from "~/i18n/use-t";

/**
 * "Español" on an English page that has a Spanish version, "English" on a Spanish page: the same page in the other
 * language (docs/decisions/0052). Nothing on a page that has no version in the other language.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  const other = locale === "en" ? "es" : "en";
  if (!hasVersionIn("es", pathname)) return null;
  return (
    <Link
      to={`${pathIn(other, pathname)}${search}`}
      // a new document: a page loads its language's catalog before it runs (app/entry.client.tsx)
      reloadDocument
      hrefLang={languageTag[other]}
      lang={languageTag[other]}
      aria-label={t("language.switch-label")}
      className="rounded-md px-2 py-2 text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900"
    >
      {t("language.switch")}
    </Link>
  );
}
