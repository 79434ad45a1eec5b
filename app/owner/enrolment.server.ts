/**
 * Enrolment links (issue 35): setting up a second factor takes proof beyond the password. `npm run owner -- add` and
 * `reset-mfa` print a single-use link (`/admin/enrol/{token}`, valid 24 hours, only its SHA-256 kept, one per owner);
 * opening it keeps its token in a cookie for the dashboard's pages, and the password step then leads to enrolling
 * only for the owner the link is for. Without it, an owner who must enrol (OWNER_MFA_REQUIRED) gets no session and
 * is told how to ask for one. Server only.
 */
import { getStorage } from "../storage/storage.server.ts";
import { getEnv } from "../utils/env.server.ts";

/** The path of an enrolment link (the command line prints it as an absolute URL on SITE_URL). */
export const enrolmentPath = (token: string) => `/admin/enrol/${token}`;

/** The words an owner who must enrol, and has no link, reads: what to ask for, and of whom. */
export const needsLinkMessage = (email: string) =>
  `Your account has no sign-in codes yet, and setting them up takes the single-use link made for you. Ask whoever runs the server to run “npm run owner -- reset-mfa ${email}”: it prints a new link, valid for 24 hours. Open that link on this device, then sign in again.`;

const COOKIE = "ns_enrol";
// The sign-in pages and their data requests: "/admin/login.data" is not under "/admin/login".
const PATH = "/admin";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const cookieLine = (value: string, maxAge: number) =>
  [`${COOKIE}=${value}`, `Path=${PATH}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"]
    .concat(getEnv().SITE_URL.startsWith("https:") ? ["Secure"] : [])
    .join("; ");

export const enrolmentCookie = {
  /** Keeps a link's token for the sign-in pages until the link expires. */
  write: (token: string, expiresAt: string, now = new Date()) =>
    cookieLine(token, Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000))),
  clear: () => cookieLine("", 0),
  read(request: Request): string | null {
    const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]+)`).exec(request.headers.get("Cookie") ?? "");
    return match?.[1] && TOKEN.test(match[1]) ? match[1] : null;
  },
};

/** The owner a link's token is for, while it is valid; null for a token of another form, used, replaced or expired. */
export async function enrolmentLinkOwner(token: string, now = new Date()) {
  return TOKEN.test(token) ? getStorage().owners.enrolmentLinkOwner(token, now) : null;
}

/** The token of a valid enrolment link for owner `ownerId` that this browser opened, or null. */
export async function enrolmentLinkOf(request: Request, ownerId: number, now = new Date()): Promise<string | null> {
  const token = enrolmentCookie.read(request);
  if (!token) return null;
  const link = await enrolmentLinkOwner(token, now);
  return link?.ownerId === ownerId ? token : null;
}
