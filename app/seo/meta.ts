import type { MetaDescriptor } from "react-router";
import { isIndexable } from "~/content/paths";
import { site } from "~/content/site";
import type { CatalogWords } from "~/domain/catalog-words";
import { absoluteUrl, OG_IMAGE, ogImagePath } from "./paths";
import { alternatesOf, localeOfPath } from "~/i18n/locale";

type RootData = { siteUrl: string; words?: CatalogWords } | undefined;
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export { absoluteUrl };

/** Search results show about 60 characters of a title (issue 14); a test holds every page to it. */
export const TITLE_MAX = 60;

/**
 * Title, description, canonical URL, share image and Open Graph tags. `matches` is the meta function's argument: the
 * root loader supplies SITE_URL. The structured data is made on the server only (structured-data.server.ts,
 * docs/decisions/0020).
 */
export function pageMeta({
  title,
  description,
  path,
  matches,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  matches: Matches;
  noindex?: boolean;
}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.siteUrl ?? "http://localhost:3000";
  const url = absoluteUrl(siteUrl, path);
  const image = absoluteUrl(siteUrl, ogImagePath(isIndexable(path) ? path : "/"));
  // a page in both languages names both, and the default: the English page (docs/decisions/0052)
  const alternates = alternatesOf(path) ?? [];
  const locale = localeOfPath(path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: absoluteUrl(siteUrl, a.path),
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "es" ? "es_US" : "en_US" },
    ...(alternates.length > 0
      ? [{ property: "og:locale:alternate", content: locale === "es" ? "en_US" : "es_US" }]
      : []),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/**
 * The words of the owner's catalog in force (the promo code, the percents, the hours) as the root loader sent them,
 * for a page's description: a meta function runs in the browser too, so it reads them from there, never from the
 * server's catalog (docs/decisions/0038). Undefined without the root's data.
 */
export const rootWords = (matches: Matches) => (matches.find((m) => m?.id === "root")?.loaderData as RootData)?.words;

/** `Page | Brand`, or `Page | Short brand` when that is too long, or the page alone: at most 60 characters. */
export function brandTitle(title: string) {
  if (title.includes(site.brand) || title.includes(site.shortBrand)) return title;
  for (const brand of [site.brand, site.shortBrand]) {
    const full = `${title} | ${brand}`;
    if (full.length <= TITLE_MAX) return full;
  }
  return title;
}
