/**
 * Route modules run as the server runs them, without a browser: a request through React Router's static handler
 * (the real loaders and actions), the page rendered to HTML with what they returned (no JavaScript), and its visible
 * text. For unit tests of pages (README, Tests: a page's words and states are checked here, the browser only where
 * JavaScript or a person's eyes matter).
 */
import type * as React from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type RouteObject,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";

/** What a route file exports that these tests use. */
export type RouteModule = { loader?: unknown; action?: unknown; default: unknown };

/** The unit tests' site (SITE_URL): the origin of their requests. */
export const SITE = "http://localhost:3000";

/** A route module at `path`, its component given its loader's and action's data as the framework gives them. */
export function routeOf(path: string, module: RouteModule, id = "page"): RouteObject {
  const Component = module.default as (props: { loaderData: unknown; actionData: unknown }) => React.ReactNode;
  return {
    id,
    path,
    loader: module.loader as RouteObject["loader"],
    action: module.action as RouteObject["action"],
    Component: () => <Component loaderData={useLoaderData()} actionData={useActionData()} />,
  };
}

/** The visible text of server-rendered HTML: one space between elements, entities read, none before punctuation. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<(script|style)\b.*?<\/\1>/gis, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,:;!?])/g, "$1");
}

/**
 * What a request answered: a Response (a redirect, a resource) as `response` with its status, location and
 * Set-Cookie; a route's thrown answer (404, 403 …) as its status and data's text; otherwise the page rendered.
 */
export type Rendered = {
  status: number;
  response: Response | null;
  location: string | null;
  cookie: string | null;
  html: string;
  text: string;
  loaderData: Record<string, unknown>;
};

/** `request` through `routes`, with `requestContext` as the server's context; an error that is no answer is thrown. */
export async function renderRoutes(
  routes: RouteObject[],
  request: Request,
  requestContext?: unknown,
): Promise<Rendered> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request, { requestContext: requestContext as never });
  const none = { html: "", text: "", loaderData: {}, location: null, cookie: null };
  if (context instanceof Response)
    return {
      ...none,
      status: context.status,
      response: context,
      location: context.headers.get("Location"),
      cookie: context.headers.get("Set-Cookie"),
    };
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    if (!isRouteErrorResponse(error)) throw error;
    return { ...none, status: error.status, response: null, text: String(error.data ?? "") };
  }
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return {
    status: context.statusCode,
    response: null,
    location: null,
    cookie: null,
    html,
    text: textOf(html),
    loaderData: context.loaderData,
  };
}

/** `url` (a path on SITE) of one route module at `path`, as renderRoutes answers it. */
export const renderRoute = (
  path: string,
  module: RouteModule,
  url: string,
  init: RequestInit = {},
  requestContext?: unknown,
) => renderRoutes([routeOf(path, module)], new Request(`${SITE}${url}`, init), requestContext);

/** A same-origin form post of `fields` (as a browser without JavaScript sends it), with `cookie` when given. */
export function formPost(
  fields: ConstructorParameters<typeof URLSearchParams>[0],
  { cookie, origin = SITE }: { cookie?: string; origin?: string } = {},
): RequestInit {
  const headers: Record<string, string> = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return { method: "POST", headers, body: new URLSearchParams(fields).toString() };
}
