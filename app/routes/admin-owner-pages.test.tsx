/**
 * The owner's pages (issue 44), through their real loaders on a temporary database, signed in as an owner, rendered
 * as the server renders them: a failed re-render of the public pages said on /admin/settings and /admin/health.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type * as React from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installCatalog } from "~/catalog/catalog.server";
import { pagesRoundEnded, pagesRoundStarted, resetPagesRendered } from "~/catalog/pages-rendered.server";
import { startSession } from "~/owner/auth.server";
import { getStorage } from "~/storage/storage.server";

const dir = mkdtempSync(join(tmpdir(), "northstar-owner-pages-"));
vi.stubEnv("OWNER_MFA_REQUIRED", "false"); // a session at "signed-in" without enrolling a second factor
let cookie = "";
let uninstall = () => {};
beforeAll(async () => {
  vi.stubEnv("DATABASE_PATH", join(dir, "owner-pages.sqlite")); // getStorage() opens it on first use
  expect(getStorage().where).toContain(dir);
  uninstall = await installCatalog(getStorage().catalog, { pollMs: 0 });
  const owner = await getStorage().owners.add("owner-pages@example.com", "long enough password");
  cookie = (await startSession(owner.id, "signed-in")).split(";")[0]!;
});
afterAll(async () => {
  uninstall();
  resetPagesRendered();
  await getStorage().close();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => resetPagesRendered());

type RouteModule = { loader?: unknown; action?: unknown; default: unknown };

/** A route module at `path`, its component given its loader's and action's data as the framework gives them. */
function routeOf(path: string, module: RouteModule): RouteObject {
  const Component = module.default as (props: { loaderData: unknown; actionData: unknown }) => React.ReactNode;
  return {
    id: "page",
    path,
    loader: module.loader as RouteObject["loader"],
    action: module.action as RouteObject["action"],
    Component: () => <Component loaderData={useLoaderData()} actionData={useActionData()} />,
  };
}

/** The visible text of server-rendered HTML, one space between elements. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b.*?<\/\1>/gis, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** `url` of the route module `module` (at `path`), signed in as the owner: its HTML and visible text. */
async function render(path: string, module: RouteModule, url = path, init: RequestInit = {}) {
  const handler = createStaticHandler([routeOf(path, module)]);
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookie);
  const context = await handler.query(new Request(`http://localhost:3000${url}`, { ...init, headers }));
  if (context instanceof Response) return { response: context, html: "", text: "" };
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { response: null, html, text: textOf(html), status: context.statusCode };
}

const settings = () => import("./admin.settings");
const health = () => import("./admin.health");

describe("a failed re-render of the public pages (item 6)", () => {
  it("is said on /admin/settings and /admin/health: what failed, when, what to do", async () => {
    pagesRoundStarted(new Date("2026-11-26T16:00:00Z"), 1);
    pagesRoundEnded(null, new Date("2026-11-26T16:00:05Z"));
    pagesRoundStarted(new Date("2026-11-26T18:00:00Z"), 2);
    pagesRoundEnded("/services/cleaning answered 500 when rendered again", new Date("2026-11-26T18:00:03Z"));
    for (const [path, module] of [
      ["/admin/settings", await settings()],
      ["/admin/health", await health()],
    ] as const) {
      const { text, html } = await render(path, module);
      expect(text, path).toContain("The public pages could not be updated to version 2 of the settings");
      expect(text, path).toContain("/services/cleaning answered 500 when rendered again");
      expect(text, path).toContain("Nov 26, 2026, 12:00 PM"); // when (Dallas time)
      expect(text, path).toContain("They still show version 1");
      expect(text, path).toMatch(/What to do: Save the settings again/);
      expect(html, path).toMatch(path === "/admin/health" ? /data-check="pages"/ : /data-pages-rendered="failed"/);
    }
  });

  it("says nothing when the pages follow (or where no server renders them again)", async () => {
    const { text } = await render("/admin/settings", await settings());
    expect(text).not.toContain("could not be updated");
    pagesRoundStarted(new Date("2026-11-26T16:00:00Z"), 1);
    pagesRoundEnded(null, new Date("2026-11-26T16:00:05Z"));
    expect((await render("/admin/settings", await settings())).text).not.toContain("could not be updated");
    expect((await render("/admin/health", await health())).text).toContain("The public pages show version 1");
  });
});
