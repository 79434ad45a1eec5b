/**
 * A server build as React Router 8 writes one, made in a test for the server's own code (server/*.test.ts): the
 * routes given, a document entry that answers `html()` with the status and headers it is handed (no React: what
 * is tested is the path around it), and the client's files in `clientDir`.
 */
import type { ServerBuild } from "react-router";

export function testServerBuild({
  routes,
  clientDir,
  html,
  prerender = [],
}: {
  routes: Record<string, unknown>;
  clientDir: string;
  html: () => string;
  prerender?: string[];
}): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(html(), { status, headers });
        },
      },
    },
    routes,
    assets: {
      entry: { module: "/assets/entry.js", imports: [] },
      routes: {},
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: clientDir,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender,
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
