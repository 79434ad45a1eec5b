/**
 * How a route asks the server to keep its server-rendered page for everyone (docs/decisions/0024), and the random
 * per-visitor secret cookie such a page may give each visitor. The route declares it in response headers, which the
 * server reads (server/page-cache.ts) and never sends on:
 *
 * - `X-Keep-Until: <ISO 8601 instant>`: the page at this exact path (no query string) is the same for every visitor
 *   until then; the first answer is kept and sent to the others.
 * - `X-Keep-Visitor-Cookie: <name>; <attributes>`: a visitor of the kept page who has no valid value of that cookie
 *   gets a fresh one (`newVisitorSecret`) with those attributes, as the route itself would have given.
 *
 * Server and build only; it knows nothing of the app.
 */
export const KEEP_UNTIL = "X-Keep-Until";
export const KEEP_VISITOR_COOKIE = "X-Keep-Visitor-Cookie";

/** 128 random bits, base64url (22 characters). */
export const newVisitorSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
const SECRET_RE = /^[\w-]{22}$/;

/** The `<name>; <attributes>` of a cookie as `X-Keep-Visitor-Cookie` declares it. */
export const cookieDeclaration = (name: string, attributes: readonly string[]) => [name, ...attributes].join("; ");

/** The `Set-Cookie` value that gives `secret` under a declared cookie. */
export function visitorCookie(declaration: string, secret: string): string {
  const [name, ...attributes] = declaration.split(";").map((part) => part.trim());
  return [`${name}=${secret}`, ...attributes].join("; ");
}

/** The valid secret a `Cookie` header carries under `name`, or null. */
export function visitorSecretOf(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at !== -1 && pair.slice(0, at).trim() === name) {
      const value = pair.slice(at + 1).trim();
      if (SECRET_RE.test(value)) return value;
    }
  }
  return null;
}
