/**
 * The owner's second factor (docs/decisions/0030): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step of
 * clock drift either way), each step's code accepted once, and ten single-use recovery codes kept as SHA-256 hashes.
 * The enrolment's QR code is drawn here as SVG: no third party sees the secret. Server only.
 */
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { site } from "../content/site.ts";
import { sha256Hex } from "../storage/owners.server.ts";
import { getStorage } from "../storage/storage.server.ts";
import { lockOut } from "./auth.server.ts";
import { type ChangeOrigin, securityNotice } from "./notices.server.ts";
import { getEnv } from "../utils/env.server.ts";
import { seal, unseal } from "../utils/server-secret.server.ts";

const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

const totp = (email: string, secret: string) =>
  new TOTP({
    issuer: site.brand,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
  });

/** What the enrolment page shows: the secret as text (for manual entry), the otpauth URI and its QR code. */
export function enrolmentOf(email: string, secret: string) {
  const uri = totp(email, secret).toString();
  return {
    secret,
    /** Groups of four, as authenticator apps show them. */
    secretGrouped: secret.replace(/(.{4})/g, "$1 ").trim(),
    uri,
    qrSvg: renderSVG(uri, { border: 2, pixelSize: 6 }),
  };
}

/**
 * A new TOTP secret as it is kept (docs/decisions/0030): sealed with a key of the server's secret, so a copy of the
 * database does not give the codes. `openTotpSecret` reads it back (and a secret kept in clear, should one be).
 */
export const newTotpSecret = () => seal(TOTP_KEY, new Secret({ size: 20 }).base32);
export const openTotpSecret = (kept: string) => (/^[A-Z2-7]+=*$/.test(kept) ? kept : (unseal(TOTP_KEY, kept) ?? ""));
const TOTP_KEY = "totp-secret";

const digitsOf = (code: string) => code.replace(/\s+/g, "");
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const recoveryKey = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Ten new recovery codes ("xxxxx-xxxxx", about 50 bits each) and the hashes kept of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256Hex(recoveryKey(code))) };
}

/** The time step of a valid code for `secret` at `now`, or null. */
export function stepOfCode(email: string, secret: string, code: string, now = Date.now()): number | null {
  const token = digitsOf(code);
  if (!secret || !/^\d{6}$/.test(token)) return null;
  const delta = totp(email, secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code of `secret` at `now`, as the owner's app shows it (for the tests). */
export const codeAt = (email: string, secret: string, now = Date.now()) =>
  totp(email, secret).generate({ timestamp: now });

export type SecondFactorAnswer = "ok" | "wrong" | "used";

/**
 * Checks the second factor of owner `owner`: a current authenticator code, taken once (a code seen before, within
 * its step, is refused), or an unused recovery code, used up (and the owner is e-mailed that it was, from where).
 */
export async function checkSecondFactor(
  owner: { id: number; email: string },
  input: string,
  now = new Date(),
  origin: ChangeOrigin = { clientIp: "unknown" },
): Promise<SecondFactorAnswer> {
  const owners = getStorage().owners;
  const kept = await owners.totpSecret(owner.id);
  const secret = kept && openTotpSecret(kept);
  if (!secret) return "wrong";
  if (/^\s*[\d ]+\s*$/.test(input)) {
    const step = stepOfCode(owner.email, secret, input, now.getTime());
    if (step === null) return "wrong";
    return (await owners.claimTotpStep(owner.id, step)) ? "ok" : "used";
  }
  const key = recoveryKey(input);
  if (key.length !== 10) return "wrong";
  const notice = (codesLeft: number) =>
    securityNotice(owner, { kind: "recovery-code-used", codesLeft }, origin, { siteUrl: getEnv().SITE_URL, now });
  return (await owners.useRecoveryCode(owner.id, sha256Hex(key), now, notice)) ? "ok" : "wrong";
}

/**
 * Confirms a session's enrolment with a code of the secret drawn for it (issue 35): the secret becomes the owner's,
 * ten recovery codes are made (returned to be shown once), the enrolment link it came through is used up, and the
 * owner is e-mailed that a second factor was set up, from where. Null when the code is wrong, or the link or the
 * session's secret is no longer valid.
 */
export async function confirmEnrolment(
  owner: { id: number; email: string },
  enrolment: { sessionId: string; secret: string; linkToken: string | null; origin: ChangeOrigin },
  code: string,
  now = new Date(),
): Promise<string[] | null> {
  const step = stepOfCode(owner.email, openTotpSecret(enrolment.secret), code, now.getTime());
  if (step === null) return null;
  const { codes, hashes } = newRecoveryCodes();
  const notice = securityNotice(owner, { kind: "factor-set-up" }, enrolment.origin, {
    siteUrl: getEnv().SITE_URL,
    now,
  });
  const done = await getStorage().owners.enableTotp(owner.id, { ...enrolment, notice }, step, hashes, now);
  return done ? codes : null;
}

/**
 * The second step's own lock-out (`lockOut`): 5 wrong codes for an owner within 15 minutes lock it for 15 minutes,
 * whatever the address. Returns 0 to go ahead, else the seconds to wait.
 */
const secondStep = lockOut("owner-mfa");
export const takeSecondFactorAttempt = (ownerId: number) => secondStep.take([`owner:${ownerId}`]);
export const clearSecondFactorAttempts = (ownerId: number) => secondStep.clear([`owner:${ownerId}`]);

const CODES_COOKIE = "ns_recovery_codes";
// The page and its data requests ("/admin/login/enrol.data"), which a path of the page itself would not cover.
const CODES_PATH = "/admin/login";
/**
 * New recovery codes on their way from the enrolment's action to the page that shows them once: AES-256-GCM with a
 * key of the server's secret (only this server can read or make one), HttpOnly, for this page only, 10 minutes.
 */
export const recoveryCodesCookie = {
  write: (codes: readonly string[]) =>
    cookieLine(`${CODES_COOKIE}=${seal("recovery-codes-cookie", JSON.stringify(codes))}`, 600),
  async read(request: Request): Promise<string[] | null> {
    const match = new RegExp(`(?:^|;\\s*)${CODES_COOKIE}=([A-Za-z0-9_-]+)`).exec(request.headers.get("Cookie") ?? "");
    const json = match?.[1] ? unseal("recovery-codes-cookie", match[1]) : null;
    try {
      const codes = json === null ? null : (JSON.parse(json) as unknown);
      return Array.isArray(codes) && codes.every((c) => typeof c === "string") ? codes : null;
    } catch {
      return null;
    }
  },
  clear: () => cookieLine(`${CODES_COOKIE}=`, 0),
};

const cookieLine = (pair: string, maxAge: number) =>
  [pair, `Path=${CODES_PATH}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Strict"]
    .concat(getEnv().SITE_URL.startsWith("https:") ? ["Secure"] : [])
    .join("; ");
