import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

type RootData = { siteUrl: string } | undefined;

/** Absolute URL on the configured site origin. */
export function absoluteUrl(siteUrl: string, path: string) {
  return `${siteUrl}${path === "/" ? "/" : path}`;
}

/**
 * Title, description, canonical URL and Open Graph tags for a page.
 * `matches` is the meta function's argument: the root loader supplies SITE_URL.
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
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  noindex?: boolean;
}): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData;
  const siteUrl = root?.siteUrl ?? "http://localhost:3000";
  const url = absoluteUrl(siteUrl, path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary" },
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/** `Page | Brand` unless the title already carries the brand. */
export function brandTitle(title: string) {
  return title.includes(site.brand) ? title : `${title} | ${site.brand}`;
}
