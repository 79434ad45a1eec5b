/**
 * The owner's sign-in on the server (docs/decisions/0013): who is signed in, sign-in lock-outs, and the same-origin
 * check of every change. Server only.
 */
import { randomBytes } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { createCookie, data, redirect } from "react-router";
import type { Owner } from "../storage/owners.server";
import { getStorage } from "../storage/storage.server";
import { getEnv } from "../utils/env.server";

let secret: string | undefined;
/** SESSION_SECRET, or a random one made once and kept beside the database (so restarts keep sessions). */
function sessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (secret) return secret;
  const file = path.join(path.dirname(path.resolve(env.DATABASE_PATH)), "session-secret");
  if (!existsSync(file)) {
    // Written whole, then linked into place: of two processes starting together, one secret wins and both read it.
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(tmp, randomBytes(32).toString("base64url"), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(tmp);
    }
  }
  secret = readFileSync(file, "utf8").trim();
  return secret;
}

let cookie: ReturnType<typeof createCookie> | undefined;
/** HttpOnly, SameSite=Lax, Secure when SITE_URL is https, signed; it holds only the session's random id. */
export function sessionCookie() {
  cookie ??= createCookie("ns_owner", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().SITE_URL.startsWith("https:"),
    path: "/",
    secrets: [sessionSecret()],
  });
  return cookie;
}

/** The signed-in owner of a request, or null. */
export async function currentOwner(request: Request): Promise<(Owner & { sessionId: string }) | null> {
  const sessionId = (await sessionCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (typeof sessionId !== "string") return null;
  const owner = await getStorage().owners.touchSession(sessionId);
  return owner ? { ...owner, sessionId } : null;
}

/** The signed-in owner, or a redirect to the sign-in page that comes back here. */
export async function requireOwner(request: Request) {
  const owner = await currentOwner(request);
  if (owner) return owner;
  const url = new URL(request.url);
  throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
}

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

let failures: RateLimiterAbstract | undefined;
/**
 * Sign-in lock-out: 5 failures for an e-mail or an address within 15 minutes lock it for 15 minutes. The counters
 * are shared by every instance on PostgreSQL (docs/decisions/0014).
 */
const loginFailures = () =>
  (failures ??= getStorage().limiter({
    keyPrefix: "owner-login",
    points: 5,
    duration: 15 * 60,
    blockDuration: 15 * 60,
  }));

/**
 * Counts a sign-in attempt for each key BEFORE the password is checked (so parallel guesses cannot all slip past the
 * count); a successful sign-in clears them. Returns 0 to go ahead, else the seconds to wait.
 */
export async function takeLoginAttempt(keys: readonly string[]): Promise<number> {
  let wait = 0;
  for (const key of keys)
    await loginFailures()
      .consume(key)
      .catch((e: unknown) => {
        if (!(e instanceof RateLimiterRes)) throw e;
        wait = Math.max(wait, Math.ceil(e.msBeforeNext / 1000));
      });
  return wait;
}

export async function clearLoginFailures(keys: readonly string[]): Promise<void> {
  for (const key of keys) await loginFailures().delete(key);
}
