/**
 * The booking form's browser secret (docs/decisions/0024): a random value in a cookie, set with the /booking page.
 * A form sent without JavaScript carries no idempotency key of its own; the action makes one of this secret and the
 * booking's details (`idempotencyScope` of `submitBooking`), so a double submit books once. It is renewed after each
 * booking, so the same details booked again later (after a cancellation) are a new booking.
 */
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "./env.server.ts";

/** 128 random bits, base64url. */
const SECRET_RE = /^[\w-]{22}$/;
const newSecret = () => randomBytes(16).toString("base64url");

let cookie: ReturnType<typeof createCookie> | undefined;
/**
 * HttpOnly, SameSite=Lax, Secure when SITE_URL is https, for 30 days. Unsigned: a made-up value only scopes its
 * sender's own keys.
 */
function browserCookie() {
  cookie ??= createCookie("ns_booking", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().SITE_URL.startsWith("https:"),
    path: "/",
    maxAge: 30 * 24 * 60 * 60,
  });
  return cookie;
}

/** The secret a request carries, or null. */
export async function bookingSecretOf(cookieHeader: string | null | undefined): Promise<string | null> {
  const value = (await browserCookie().parse(cookieHeader ?? null)) as unknown;
  return typeof value === "string" && SECRET_RE.test(value) ? value : null;
}

/** The headers that give a visitor without a secret one: set with every /booking page. */
export async function bookingSecretCookieFor(cookieHeader: string | null | undefined): Promise<Record<string, string>> {
  return (await bookingSecretOf(cookieHeader)) ? {} : { "Set-Cookie": await newBookingSecretCookie() };
}

/** A `Set-Cookie` value with a new secret. */
export const newBookingSecretCookie = (): Promise<string> => browserCookie().serialize(newSecret());
