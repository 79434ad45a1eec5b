/**
 * The owner's sign-in on the server (docs/decisions/0013, 0030): who is signed in and how far (password given, or
 * both factors), sign-in lock-outs, and the same-origin check of every change. Server only.
 */
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { createCookie, data, redirect } from "react-router";
import { type Owner, REAUTH_MS, type SessionStage } from "../storage/owners.server";
import { countRateLimited } from "../metrics/metrics.server";
import { getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";
import { keyFor } from "../utils/server-secret.server";

/** The cookie's name: with the `__Host-` prefix over https (only this host, path /, Secure: no subdomain can set it). */
export const sessionCookieName = (siteUrl: string) => (siteUrl.startsWith("https:") ? "__Host-ns_owner" : "ns_owner");

let cookie: ReturnType<typeof createCookie> | undefined;
/** HttpOnly, SameSite=Lax, Secure when SITE_URL is https, signed; it holds only the session's random id. */
export function sessionCookie() {
  const { SITE_URL } = getEnv();
  cookie ??= createCookie(sessionCookieName(SITE_URL), {
    httpOnly: true,
    sameSite: "lax",
    secure: SITE_URL.startsWith("https:"),
    path: "/",
    secrets: [keyFor("session-cookie").toString("base64url")],
  });
  return cookie;
}

export type CurrentSession = { owner: Owner; stage: SessionStage; sessionId: string; reauthAt: string | null };

/** The session of a request, at whatever stage, or null. */
export async function currentSession(request: Request): Promise<CurrentSession | null> {
  const sessionId = (await sessionCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (typeof sessionId !== "string") return null;
  const session = await getStorage().owners.touchSession(sessionId);
  return session ? { owner: session.owner, stage: session.stage, sessionId, reauthAt: session.reauthAt } : null;
}

/** The signed-in owner of a request (both factors given, or the one required), or null. */
export async function currentOwner(
  request: Request,
): Promise<(Owner & { sessionId: string; reauthAt: string | null }) | null> {
  const session = await currentSession(request);
  return session?.stage === "signed-in"
    ? { ...session.owner, sessionId: session.sessionId, reauthAt: session.reauthAt }
    : null;
}

/** The words when adding a passkey asks for the password and a code first. */
export const REAUTH_NEEDED =
  "Adding a passkey asks for your password and a code first (within 5 minutes): confirm it's you on the Security page, then add it.";

/**
 * Whether the session's person proved themselves (password and code, or a passkey: a sign-in or the Security page's
 * "Confirm it's you") within the last 5 minutes, as adding a passkey asks (issue 44).
 */
export const recentlyAuthenticated = (person: { reauthAt: string | null }, now = new Date()) =>
  person.reauthAt !== null && now.getTime() - Date.parse(person.reauthAt) <= REAUTH_MS;

/** A `next` that stays in the dashboard, or /admin. */
export const safeNext = (next: string | null | undefined) =>
  next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("/admin/login") ? next : "/admin";

/** Where a session that gave its password goes next: its second factor, or enrolling one. */
export const secondStepPath = (owner: Owner) => (owner.mfa ? "/admin/login/code" : "/admin/login/enrol");

/**
 * Anyone signed in at /admin (an owner or a crew member, docs/decisions/0039), or a redirect to the sign-in page that
 * comes back here. With OWNER_MFA_REQUIRED, a session signed in before the rule (or a reset) is sent to enrol first.
 */
export async function requireStaff(request: Request) {
  const person = await currentOwner(request);
  const url = new URL(request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  if (!person) throw redirect(`/admin/login?next=${next}`);
  if (getEnv().OWNER_MFA_REQUIRED && !person.mfa) throw redirect(`/admin/login/enrol?next=${next}`);
  return person;
}

/** The answer to a crew member on a page or action of owners only: 403, whatever the URL. */
export const OWNERS_ONLY_MESSAGE = "This page is for the company's owners. Your day is on Today.";

/**
 * A signed-in owner (role `owner`), or: a redirect to sign in; for a crew member, 403 (their home, /admin, sends them
 * to their day instead).
 */
export async function requireOwner(request: Request) {
  const person = await requireStaff(request);
  if (person.role === "owner") return person;
  // the page's path, also when asked for its data alone (a client-side navigation asks for "/admin.data")
  if (new URL(request.url).pathname.replace(/(\.data|\/)$/, "") === "/admin") throw redirect("/admin/today");
  throw data(OWNERS_ONLY_MESSAGE, { status: 403 });
}

/** Where someone lands after signing in when no page asked for them: an owner's bookings, a crew's day. */
export const homeOf = (person: Pick<Owner, "role">) => (person.role === "crew" ? "/admin/today" : "/admin");

/** A Set-Cookie header that starts a new session (a new id: the one before, if any, has been ended). */
export async function startSession(ownerId: number, stage: SessionStage): Promise<string> {
  return sessionCookie().serialize(await getStorage().owners.createSession(ownerId, stage));
}

/** Ends the request's session, if it has one (before a new one starts, and on signing out). */
export async function endCurrentSession(request: Request): Promise<void> {
  const sessionId = (await sessionCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (typeof sessionId === "string") await getStorage().owners.endSession(sessionId);
}

export const endSessionCookie = async () => sessionCookie().serialize("", { maxAge: 0 });

/**
 * Every change must come from our own pages: the browser's Origin (or Sec-Fetch-Site) must say so. A request that
 * says neither is refused too.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  const own = new URL(request.url).origin;
  const ok = origin ? origin === own : site === "same-origin";
  if (!ok) throw data("This change must be made from the dashboard itself.", { status: 403 });
}

/**
 * A lock-out: 5 attempts for a key within 15 minutes lock it for 15 minutes. The counters are shared by every
 * instance on PostgreSQL (docs/decisions/0014). An attempt is counted for each key BEFORE it is checked (so parallel
 * guesses cannot all slip past the count); a success clears them.
 */
export function lockOut(keyPrefix: string) {
  let limiter: RateLimiterAbstract | undefined;
  const counters = () =>
    (limiter ??= getStorage().limiter({ keyPrefix, points: 5, duration: 15 * 60, blockDuration: 15 * 60 }));
  return {
    /** Counts an attempt for each key: 0 to go ahead, else the seconds to wait. */
    async take(keys: readonly string[]): Promise<number> {
      let wait = 0;
      for (const key of keys)
        await counters()
          .consume(key)
          .catch((e: unknown) => {
            if (!(e instanceof RateLimiterRes)) throw e;
            wait = Math.max(wait, Math.ceil(e.msBeforeNext / 1000));
          });
      if (wait > 0) countRateLimited(keyPrefix); // "owner-login" or "owner-mfa" (README, Metrics)
      return wait;
    },
    async clear(keys: readonly string[]): Promise<void> {
      for (const key of keys) await counters().delete(key);
    },
  };
}

/** The password's lock-out, by e-mail and by address. */
const signIn = lockOut("owner-login");
export const takeLoginAttempt = (keys: readonly string[]) => signIn.take(keys);
export const clearLoginFailures = (keys: readonly string[]) => signIn.clear(keys);

/**
 * The headers of the sign-in pages: never cached or indexed; the header `pass` of their action's or loader's answer
 * (a lock-out's Retry-After, a cookie cleared by the loader) goes on the page's response.
 */
export function signInHeaders(answer: Headers, pass: "Retry-After" | "Set-Cookie"): Record<string, string> {
  const value = answer.get(pass);
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", ...(value ? { [pass]: value } : {}) };
}
