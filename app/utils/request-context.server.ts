/**
 * What the HTTP server knows of a request that React Router does not: the client's address (from the socket, or
 * from X-Forwarded-For only for the proxy hops `TRUST_PROXY` trusts) and the CSP nonce of a server-rendered page.
 * server/app.ts sets it in `getLoadContext`; routes and app/entry.server.tsx read it.
 *
 * The server (run from source) and the server build (bundled) each hold their own copy of this module, while a
 * router context is found by identity: both therefore take the one instance kept in the global symbol registry.
 */
import { createContext, type RouterContext } from "react-router";

export type RequestInfo = {
  /** The client's address; "unknown" where no HTTP server is involved (pre-rendering, direct calls in tests). */
  clientIp: string;
  /** Set for server-rendered responses: React Router and React put it on every inline script. */
  cspNonce?: string;
};

const KEY = Symbol.for("northstar.requestContext");
const registry = globalThis as { [KEY]?: RouterContext<RequestInfo> };

export const requestContext: RouterContext<RequestInfo> = (registry[KEY] ??= createContext<RequestInfo>({
  clientIp: "unknown",
}));

type ContextLike = { get?: unknown } | null | undefined;

/** The request's info from a router `context` (the defaults when unset). */
export function requestInfoFrom(context: ContextLike): RequestInfo {
  const get = context?.get;
  if (typeof get !== "function") return { clientIp: "unknown" };
  return get.call(context, requestContext) as RequestInfo;
}
