/**
 * A page's structured data, made on the server only (docs/decisions/0020). Search engines read it from the HTML of
 * each URL they fetch; a visitor's browser never needs it, so neither the builders (./structured-data.ts) nor the
 * content they read are in the JavaScript a page loads. Its prices and opening hours are those of the owner's catalog
 * in force, which the server entry passes in (docs/decisions/0038): the pages rendered again after a change carry the
 * new ones.
 */
import type { EntryContext } from "react-router";
import type { Thing } from "schema-dts";
import { breadcrumbsFor } from "~/content/breadcrumbs";
import { isIndexable } from "~/content/paths";
import type { BlogPost, ServiceId } from "~/content/schema";
import { getService } from "~/content/services";
import type { Catalog } from "~/domain/catalog";
import { jsonInScript } from "~/lib/escape";
import { absoluteUrl } from "./paths";
import { blogPostingNode, breadcrumbNode, pageGraph, reviewNodes, serviceNode } from "./structured-data";

type PageNodes = (page: { loaderData: unknown; url: string; siteUrl: string; catalog: Catalog }) => Thing[];

/** The nodes of a page of its own, by route id (each reads what its route's loader returned). */
const pageNodes: Record<string, PageNodes> = {
  "routes/service": ({ loaderData, url, siteUrl, catalog }) => {
    const service = getService((loaderData as { serviceId: ServiceId }).serviceId);
    return service ? [serviceNode(service, catalog, { siteUrl, url })] : [];
  },
  "routes/service-city": ({ loaderData, url, siteUrl, catalog }) => {
    const { serviceId, city } = loaderData as { serviceId: ServiceId; city: { name: string } };
    const service = getService(serviceId);
    return service ? [serviceNode(service, catalog, { siteUrl, url, city })] : [];
  },
  "routes/reviews": ({ loaderData, siteUrl }) => {
    type Reviews = { reviews: Parameters<typeof reviewNodes>[0]; summary: Parameters<typeof reviewNodes>[1] };
    const { reviews, summary } = loaderData as Reviews;
    return reviewNodes(reviews, summary, siteUrl);
  },
  "routes/blog": ({ loaderData, siteUrl }) =>
    (loaderData as { posts: BlogPost[] }).posts.map((post) => blogPostingNode(post, siteUrl)),
};

/**
 * The `<script type="application/ld+json">` of an indexable page (one in the sitemap, answered 200): the business,
 * the breadcrumb of a page below home, and the page's own nodes, with the figures of `catalog` (the one in force).
 * Empty for every other response.
 */
export function structuredDataScript(
  context: EntryContext,
  request: Request,
  status: number,
  catalog: Catalog,
): string {
  const path = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
  if (status !== 200 || !isIndexable(path)) return "";
  const { matches, loaderData } = context.staticHandlerContext;
  const siteUrl = (loaderData.root as { siteUrl: string } | undefined)?.siteUrl;
  if (!siteUrl) return "";
  const url = absoluteUrl(siteUrl, path);
  const leaf = matches.at(-1)?.route.id ?? "";
  const crumbs = breadcrumbsFor(path);
  const nodes = [
    ...(crumbs ? [breadcrumbNode(crumbs, siteUrl)] : []),
    ...(pageNodes[leaf]?.({ loaderData: loaderData[leaf], url, siteUrl, catalog }) ?? []),
  ];
  return ldJsonScript(pageGraph(siteUrl, catalog, nodes, path));
}

/** The data as a JSON-LD script element: no string in it can close the element (`jsonInScript`). */
export const ldJsonScript = (graph: unknown) => `<script type="application/ld+json">${jsonInScript(graph)}</script>`;
