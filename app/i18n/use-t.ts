import { useInRouterContext, useLocation } from "react-router";
import { type Locale, localeOfPath } from "./locale";
import { translate, type Values } from "./messages";

/**
 * The language of the page being shown: its address says it (docs/decisions/0052). English outside a router (a
 * component rendered alone: the reviews written into a page, a test).
 */
export function useLocale(): Locale {
  // whether there is a router never changes for a mounted component, so the hooks are called in the same order
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return useInRouterContext() ? localeOfPath(useLocation().pathname) : "en";
}

/** `t(id, values)`: a message of the catalogs in the page's language. */
export function useT() {
  const locale = useLocale();
  return (id: string, values?: Values) => translate(locale, id, values);
}
