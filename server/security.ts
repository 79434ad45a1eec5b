/**
 * Security headers on every response (docs/decisions/0009), with helmet.
 *
 * The Content-Security-Policy allows no inline script but the ones the server vouches for: a pre-rendered page
 * lists the SHA-256 hashes of its own inline scripts (computed at build time by scripts/optimize-html.ts), a
 * server-rendered page gets a fresh nonce that React Router and React put on every script they write. Google Maps
 * mode and embed mode add exactly the origins they load from, on every page (a client-side navigation keeps the
 * first document's policy).
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

export type SecurityOptions = {
  /** `SITE_URL`: HSTS and upgrade-insecure-requests only when it is https. */
  siteUrl: string;
  /** A Google Maps key is configured: allow the Maps JavaScript API's origins. */
  googleMaps: boolean;
  /** Embed mode: the third-party widget's script, stylesheet and frame. */
  widget: { scriptUrl: string; styleUrl: string; frameUrl: string } | null;
  /** Card payments on: the origin of Stripe Checkout's pages, where a booking form's post is redirected. */
  checkoutOrigin?: string | null;
  /**
   * The hash sources of a page's inline scripts, or null (the default) when the response gets a nonce: every response
   * Express makes is server-rendered; pre-rendered pages are answered with `fixedSecurityHeaders`.
   */
  scriptHashesFor?: (req: Request) => readonly string[] | null;
};

/** The Maps JavaScript API's allowlist (Google's Content Security Policy guide for the API), without 'unsafe-eval'. */
const GOOGLE_MAPS = {
  script: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "*.google.com",
    "https://*.ggpht.com",
    "*.googleusercontent.com",
  ],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "*.google.com", "*.googleusercontent.com"],
  connect: ["https://*.googleapis.com", "*.google.com", "https://*.gstatic.com"],
  frame: ["*.google.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};

/** Features no page uses, switched off for the page and any frame in it. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const originOf = (url: string) => new URL(url).origin;

type Locals = { cspNonce: string; scriptSources: string };
const locals = (res: ServerResponse) => (res as Response).locals as Locals;

/** The CSP nonce of a server-rendered response (set by `securityHeaders`). */
export const cspNonceOf = (res: Response): string => (res.locals as Locals).cspNonce;

export function contentSecurityDirectives({
  siteUrl,
  googleMaps,
  widget,
  checkoutOrigin,
}: Omit<SecurityOptions, "scriptHashesFor">) {
  const maps = googleMaps ? GOOGLE_MAPS : null;
  const perRequest = (_req: IncomingMessage, res: ServerResponse) => locals(res).scriptSources;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", perRequest, ...(maps?.script ?? []), ...(widget ? [originOf(widget.scriptUrl)] : [])],
    "script-src-attr": ["'none'"],
    // Inline styles stay allowed: the first screen's CSS is inlined, and React writes style attributes.
    "style-src": ["'self'", "'unsafe-inline'", ...(maps?.style ?? []), ...(widget ? [originOf(widget.styleUrl)] : [])],
    // blob: the thumbnails of photos chosen on a form, before they are sent (issue 48)
    "img-src": ["'self'", "data:", "blob:", ...(maps?.img ?? [])],
    "font-src": ["'self'", ...(maps?.font ?? [])],
    "connect-src": ["'self'", ...(maps?.connect ?? [])],
    "frame-src": [...(maps?.frame ?? []), ...(widget ? [originOf(widget.frameUrl)] : [])].concat(
      maps || widget ? [] : ["'none'"],
    ),
    "worker-src": maps ? ["blob:"] : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // A booking form's post ends on Checkout's page through a redirect, which Chromium checks against form-action.
    "form-action": ["'self'", ...(checkoutOrigin ? [checkoutOrigin] : [])],
    "frame-ancestors": ["'self'"],
    ...(siteUrl.startsWith("https:") ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function securityHeaders(options: SecurityOptions): RequestHandler[] {
  const https = options.siteUrl.startsWith("https:");
  const perRequest: RequestHandler = (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    const hashes = options.scriptHashesFor?.(req) ?? null;
    res.locals.cspNonce = nonce;
    // A page's own hashes; a file with no inline script at all repeats 'self' (a source list may not be empty).
    res.locals.scriptSources = hashes ? hashes.join(" ") || "'self'" : `'nonce-${nonce}'`;
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [
    perRequest,
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "sameorigin" },
    }),
  ];
}

/**
 * The headers `securityHeaders` sets on a response whose inline scripts are `scriptHashes` (none for a file that is
 * not a page): computed once, for the responses the static fast path makes without Express (server/static-files.ts).
 */
export function fixedSecurityHeaders(
  options: Omit<SecurityOptions, "scriptHashesFor">,
  scriptHashes: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    locals: {},
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    getHeader: (name: string) => headers[name],
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  const req = { method: "GET", path: "/", url: "/", headers: {} };
  for (const middleware of securityHeaders({ ...options, scriptHashesFor: () => scriptHashes }))
    middleware(req as never, res as never, () => {});
  return headers;
}
