import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "./locale";
import { translate, type Values } from "./messages";

/** The language of the page being shown: its address says it (docs/decisions/0052). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** `t(id, values)`: a message of the catalogs in the page's language. */
export function useT() {
  const locale = useLocale();
  return (id: string, values?: Values) => translate(locale, id, values);
}
