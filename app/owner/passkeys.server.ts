/**
 * Passkeys (WebAuthn, issue 39, docs/decisions/0039) with `@simplewebauthn/server`: a signed-in person registers one
 * from their Security page, then signs in with it alone at /admin/login (a passkey is both factors: something they
 * have, unlocked by something they know or are; user verification is required at both ceremonies). Discoverable
 * credentials: the sign-in asks for no e-mail address.
 *
 * The relying party is SITE_URL: its hostname is the RP ID and its origin the only one accepted, so a passkey made
 * for this site signs in nowhere else, and a page of another site cannot use it here.
 *
 * Each ceremony's challenge is kept by the browser in a short-lived cookie, sealed with a key of the server's secret
 * (AES-256-GCM: it can be neither read nor made elsewhere), HttpOnly, SameSite=Strict, for /admin, 5 minutes; it
 * names its purpose (registering or signing in) and, for a registration, the session it was made for. A challenge
 * is taken once (a counter shared by every instance on PostgreSQL, as the lock-outs are), so one response cannot
 * be played twice. No table holds a challenge: the sign-in has no session to hang one on, and nothing is left to
 * sweep. Server only.
 */
import { createHmac } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { site } from "../content/site.ts";
import type { Owner } from "../storage/owners.server.ts";
import type { Passkey } from "../storage/passkeys.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import { getEnv } from "../utils/env.server.ts";
import { keyFor, seal, unseal } from "../utils/server-secret.server.ts";
import { type ChangeOrigin, securityNotice } from "./notices.server.ts";

/** How long a ceremony may take, from its options to its answer (the browser's own timeout is the same). */
export const CEREMONY_MS = 5 * 60_000;
/** A passkey's name: what its owner typed, trimmed, 1 to 60 characters ("Work phone"). */
export const PASSKEY_NAME_MAX = 60;
/** The most passkeys one person may register (a list to read on a phone, and a bound on what one session adds). */
export const PASSKEYS_MAX = 10;

/** A refusal: the status to answer and the words to show. */
export type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 429; error: string };
const refuse = (status: Refusal["status"], error: string): Refusal => ({ ok: false, status, error });

/**
 * The public-key algorithms accepted (COSE ids): EdDSA, ES256, RS256, what authenticators make. The library's default
 * adds ML-DSA-44 where the runtime has it, which Node 24 reports through an experimental warning at each ceremony.
 */
const ALGORITHMS = [-8, -7, -257];

/** The relying party: SITE_URL's hostname (the RP ID), its origin, and the name the browser shows. */
export function relyingParty(siteUrl = getEnv().SITE_URL) {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: site.brand };
}

// --- The challenge's cookie

type Purpose = "register" | "sign-in";
type Ceremony = { challenge: string; purpose: Purpose; session: string | null; expires: number };

const COOKIE = "ns_passkey";
const COOKIE_RE = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]+)`);
const SEAL_PURPOSE = "passkey-challenge";

const cookieLine = (value: string, maxAge: number) =>
  [`${COOKIE}=${value}`, "Path=/admin", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Strict"]
    .concat(getEnv().SITE_URL.startsWith("https:") ? ["Secure"] : [])
    .join("; ");

/** Clears the challenge's cookie (a ceremony ended, well or not). */
export const clearCeremonyCookie = () => cookieLine("", 0);

/** What binds a registration to its session: a keyed hash of the session's id (the cookie never holds the id). */
const sessionTag = (sessionId: string) =>
  createHmac("sha256", keyFor("passkey-session")).update(sessionId).digest("base64url");

const ceremonyCookie = (ceremony: Ceremony) =>
  cookieLine(seal(SEAL_PURPOSE, JSON.stringify(ceremony)), Math.floor(CEREMONY_MS / 1000));

function readCeremony(request: Request): Ceremony | null {
  const sealed = COOKIE_RE.exec(request.headers.get("Cookie") ?? "")?.[1];
  const text = sealed ? unseal(SEAL_PURPOSE, sealed) : null;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Ceremony>;
    return typeof value.challenge === "string" && typeof value.expires === "number" ? (value as Ceremony) : null;
  } catch {
    return null;
  }
}

let used: RateLimiterAbstract | undefined;
/** Takes a challenge: true the first time, false ever after (within its life, after which it is refused anyway). */
async function takeChallenge(challenge: string): Promise<boolean> {
  used ??= getStorage().limiter({ keyPrefix: "passkey-challenge", points: 1, duration: CEREMONY_MS / 1000 + 60 });
  try {
    await used.consume(challenge);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/** The ceremony of this request's cookie, when it is for `purpose` (and `session`), alive and not taken before. */
async function ceremonyOf(
  request: Request,
  purpose: Purpose,
  session: string | null,
  now: Date,
): Promise<Ceremony | Refusal> {
  const ceremony = readCeremony(request);
  if (!ceremony || ceremony.purpose !== purpose || ceremony.expires < now.getTime())
    return refuse(400, "That took too long, or the page was open elsewhere. Please try again.");
  if (purpose === "register" && (session === null || ceremony.session !== sessionTag(session)))
    return refuse(400, "That passkey was started in another session. Please try again.");
  if (!(await takeChallenge(ceremony.challenge))) return refuse(400, "That passkey answer was used already.");
  return ceremony;
}

// --- What the browser sends back

/** The browser's answer as JSON text (from `@simplewebauthn/browser`), parsed; null when it is not an object with an id. */
function parseAnswer<T extends { id: string }>(text: string | null): T | null {
  if (!text || text.length > 12_000) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const id = (value as { id?: unknown }).id;
    return typeof id === "string" && /^[A-Za-z0-9_-]{16,1400}$/.test(id) ? (value as T) : null;
  } catch {
    return null;
  }
}

/** A passkey's name as typed: spaces collapsed and trimmed; null when empty or too long. */
export function passkeyName(raw: string | null): string | null {
  const name = (raw ?? "").replace(/\s+/g, " ").trim();
  return name && name.length <= PASSKEY_NAME_MAX ? name : null;
}

const toBytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, "base64url"));

/** The user handle an authenticator keeps with a person's passkeys: opaque (no e-mail, no id), the same for each. */
const userHandle = (ownerId: number) =>
  new Uint8Array(createHmac("sha256", keyFor("passkey-user")).update(String(ownerId)).digest().subarray(0, 16));

// --- Registering a passkey (a signed-in person, from the Security page)

/** The options of a new passkey for `person` and the cookie that keeps its challenge. */
export async function registrationOptions(person: Owner & { sessionId: string }, now = new Date()) {
  const rp = relyingParty();
  const existing = await getStorage().passkeys.list(person.id);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: person.email,
    userID: userHandle(person.id),
    userDisplayName: person.name ?? person.email,
    timeout: CEREMONY_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    supportedAlgorithmIDs: ALGORITHMS,
    // a discoverable credential (the sign-in asks for no e-mail), unlocked by the person (it is both factors)
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const ceremony: Ceremony = {
    challenge: options.challenge,
    purpose: "register",
    session: sessionTag(person.sessionId),
    expires: now.getTime() + CEREMONY_MS,
  };
  return { options, cookie: ceremonyCookie(ceremony) };
}

/**
 * Verifies the browser's answer to this session's registration and keeps the passkey under `rawName`, e-mailing its
 * owner that it was added. The passkey, or why not.
 */
export async function registerPasskey(
  request: Request,
  person: Owner & { sessionId: string },
  answer: { name: string | null; response: string | null },
  origin: ChangeOrigin,
  now = new Date(),
): Promise<{ ok: true; passkey: Pick<Passkey, "id" | "name"> } | Refusal> {
  const name = passkeyName(answer.name);
  if (!name) return refuse(400, `Give the passkey a name of up to ${PASSKEY_NAME_MAX} characters, e.g. “Work phone”.`);
  const response = parseAnswer<RegistrationResponseJSON>(answer.response);
  if (!response) return refuse(400, "The browser's answer could not be read. Please try again.");
  const ceremony = await ceremonyOf(request, "register", person.sessionId, now);
  if ("ok" in ceremony) return ceremony;
  const storage = getStorage();
  if ((await storage.passkeys.list(person.id)).length >= PASSKEYS_MAX)
    return refuse(409, `You have ${PASSKEYS_MAX} passkeys already: remove one first.`);
  const verified = await verifiedOrNull(() =>
    verifyRegistrationResponse({ response, ...expectations(ceremony), supportedAlgorithmIDs: ALGORITHMS }),
  );
  if (!verified?.verified) return refuse(400, "That passkey could not be verified. Please try again.");
  const { credential } = verified.registrationInfo;
  const notice = securityNotice(person, { kind: "passkey-added", name }, origin, { siteUrl: getEnv().SITE_URL, now });
  const added = await storage.passkeys.add(
    {
      id: credential.id,
      ownerId: person.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).filter((t) => /^[a-z-]{1,20}$/.test(t)),
      name,
    },
    notice,
    now,
  );
  if (added === "taken") return refuse(409, "This passkey is registered already.");
  return { ok: true, passkey: { id: credential.id, name } };
}

/**
 * Removes one of the person's passkeys (never another's) and e-mails them that it was: its name, or null when they
 * have no such passkey.
 */
export async function removePasskey(
  person: Owner,
  id: string,
  origin: ChangeOrigin,
  now = new Date(),
): Promise<string | null> {
  const storage = getStorage();
  const passkey = (await storage.passkeys.list(person.id)).find((p) => p.id === id);
  if (!passkey) return null;
  const notice = securityNotice(person, { kind: "passkey-removed", name: passkey.name }, origin, {
    siteUrl: getEnv().SITE_URL,
    now,
  });
  return (await storage.passkeys.remove(person.id, id, notice, now)) ? passkey.name : null;
}

// --- Signing in with a passkey (no session yet)

/** The options of a passkey sign-in (any passkey of this site: the person picks theirs) and its cookie. */
export async function signInOptions(now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    userVerification: "required",
    timeout: CEREMONY_MS,
  });
  return {
    options,
    cookie: ceremonyCookie({
      challenge: options.challenge,
      purpose: "sign-in",
      session: null,
      expires: now.getTime() + CEREMONY_MS,
    }),
  };
}

/**
 * Verifies the browser's answer to this browser's sign-in: the person whose passkey signed it, its counter moved on
 * (so the same answer cannot sign in twice); or why not. An account disabled is refused (403).
 */
export async function verifySignIn(
  request: Request,
  responseText: string | null,
  now = new Date(),
): Promise<{ ok: true; owner: Owner } | Refusal> {
  const response = parseAnswer<AuthenticationResponseJSON>(responseText);
  if (!response) return refuse(400, "The browser's answer could not be read. Please try again.");
  const ceremony = await ceremonyOf(request, "sign-in", null, now);
  if ("ok" in ceremony) return ceremony;
  const storage = getStorage();
  const passkey = await storage.passkeys.get(response.id);
  const unknown = "This passkey is not one of this site's (it may have been removed). Sign in with your password.";
  if (!passkey) return refuse(400, unknown);
  const verified = await verifiedOrNull(() =>
    verifyAuthenticationResponse({
      response,
      ...expectations(ceremony),
      credential: {
        id: passkey.id,
        publicKey: toBytes(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    }),
  );
  if (!verified?.verified) return refuse(400, "That passkey could not be verified. Please try again.");
  const owner = await storage.owners.get(passkey.ownerId);
  if (!owner) return refuse(400, unknown);
  if (owner.disabledAt) return refuse(403, "This account is disabled. Ask an owner of the company.");
  if (!(await storage.passkeys.recordUse(passkey.id, passkey.counter, verified.authenticationInfo.newCounter, now)))
    return refuse(400, "That passkey answer was used already.");
  return { ok: true, owner };
}

/**
 * What the browser's answer to `ceremony` must match: its challenge, this site's origin and RP ID, and the person
 * verified on their device (a PIN, a fingerprint).
 */
function expectations(ceremony: { challenge: string }) {
  const rp = relyingParty();
  return {
    expectedChallenge: ceremony.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  };
}

/**
 * The library's verification of an answer, or null: it throws on anything malformed or mismatched (another origin or
 * RP ID, the challenge, the flags, a bad signature, a counter that went back), which is the browser's input.
 */
async function verifiedOrNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}

/** The JSON answer of a ceremony's route: never cached, with the cookies to set (the challenge's, a session's). */
export function ceremonyAnswer(
  body: object,
  status = 200,
  cookies: readonly string[] = [],
  extra: Record<string, string> = {},
) {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", ...extra });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return Response.json(body, { status, headers });
}
