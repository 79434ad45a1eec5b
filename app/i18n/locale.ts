/**
 * The site's two languages (docs/decisions/0052): English at the root, Spanish under `/es` with the same path after
 * it. The language of a page is read from its address alone: never from `Accept-Language`, never a redirect.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

/** The pages that have a Spanish version so far (issue 58 is under way: README, Languages). */
const spanishPaths = new Set<string>(["/"]);

/** `<html lang>`, `hreflang` and `Intl`: the languages as spoken in the United States. */
export const languageTag: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** The language of an address: `/es` and `/es/…` are Spanish, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * The language of a request to a loader: its page's address, also when it is the page's data (`/es.data`, which a
 * client-side visit and the pre-renderer ask for).
 */
export const localeOfRequest = (request: Request): Locale =>
  localeOfPath(new URL(request.url).pathname.replace(/\.data$/, ""));

/** The English path of an address in either language: `/es/about` → `/about`, `/es` → `/`. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** An English path in `locale`: `/about` → `/es/about`, `/` → `/es`. */
export function pathIn(locale: Locale, path: string): string {
  const base = basePath(path);
  if (locale === "en") return base;
  return base === "/" ? "/es" : `/es${base}`;
}

/** Whether the page at this English path has a version in `locale`. */
export const hasVersionIn = (locale: Locale, path: string) => locale === "en" || spanishPaths.has(basePath(path));

/** The pages with a Spanish version, by their English path: the pre-renderer's and the sitemap's list. */
export const spanishPages = () => [...spanishPaths];

/**
 * The `hreflang` alternates of a page (null when it has no other language): each language's address, and
 * `x-default` the English one, for every page in both languages alike, so each pair points at the other.
 */
export function alternatesOf(pathname: string): { hreflang: string; path: string }[] | null {
  const base = basePath(pathname);
  if (!hasVersionIn("es", base)) return null;
  return [
    { hreflang: languageTag.en, path: base },
    { hreflang: languageTag.es, path: pathIn("es", base) },
    { hreflang: "x-default", path: base },
  ];
}
