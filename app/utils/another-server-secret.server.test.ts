/**
 * The server's secret (SESSION_SECRET) keys everything a link, a cookie or a stored secret depends on (README,
 * Configuration; docs/decisions/0030, 0031). This file runs the app under ANOTHER secret than the unit tests' and
 * holds it to the constructions those decisions describe, derived here with node:crypto alone: what a server of the
 * unit tests' secret made (a page token, a sealed TOTP secret, the codes' cookie, a session cookie) opens nothing
 * here, and what this server makes is keyed with its own secret. Nothing of the app's is reloaded: the whole file
 * runs as that other server.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { findByPageToken, pageTokenOf } from "../booking/page-token.server";
import type { StoredBooking } from "../booking/model";
import { currentSession, sessionCookie, startSession } from "../owner/auth.server";
import { checkSecondFactor, newTotpSecret, openTotpSecret, recoveryCodesCookie } from "../owner/mfa.server";
import type { BookingRepository } from "../storage/bookings.server";
import { getStorage } from "../storage/storage.server";
import { appDatabase } from "../../tests/support/app-database";

const { UNIT_SECRET, THIS_SECRET } = vi.hoisted(() => {
  const unit = process.env.SESSION_SECRET!; // vitest.config.ts: the secret of every other unit test
  const other = "another-server-secret-fedcba9876543210";
  process.env.SESSION_SECRET = other; // read on first use: this file's app is a server of this secret
  return { UNIT_SECRET: unit, THIS_SECRET: other };
});

appDatabase("secret");

/** The key of one purpose: HMAC-SHA-256 of the purpose with the server's secret (app/utils/server-secret.server.ts). */
const keyOf = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest();
/** A page's token (docs/decisions/0031): the reference's code and 32 characters of its HMAC with the page key. */
const tokenOf = (secret: string, reference: string) =>
  `${reference.slice(3)}${createHmac("sha256", keyOf(secret, "booking-page")).update(reference).digest("base64url").slice(0, 32)}`;
/** Sealed as the app seals (AES-256-GCM, base64url of IV, tag and ciphertext) with a key of `secret`. */
function sealWith(secret: string, purpose: string, text: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}
function openWith(secret: string, purpose: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

describe("a server of another secret", () => {
  it("gives a booking's page another token, and refuses the token the other server gave", async () => {
    const reference = "NS-7K3F9Q";
    expect(pageTokenOf(reference)).toBe(tokenOf(THIS_SECRET, reference));
    expect(pageTokenOf(reference)).not.toBe(tokenOf(UNIT_SECRET, reference));
    const asked: string[] = [];
    const repo = {
      findByTokenHash: async () => null,
      findByReference: async (ref: string) => {
        asked.push(ref);
        return { reference: ref, erasedAt: null } as unknown as StoredBooking;
      },
    } as unknown as BookingRepository;
    expect(await findByPageToken(repo, tokenOf(UNIT_SECRET, reference))).toBeNull();
    expect(asked).toEqual([]); // refused on its hash, before any lookup of the booking
    expect((await findByPageToken(repo, pageTokenOf(reference)))?.reference).toBe(reference);
  });

  it("seals TOTP secrets with its own key: one the other server sealed opens to nothing, and passes no code", async () => {
    const base32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(openTotpSecret(sealWith(UNIT_SECRET, "totp-secret", base32))).toBe("");
    expect(openTotpSecret(sealWith(THIS_SECRET, "totp-secret", base32))).toBe(base32);
    const kept = newTotpSecret();
    expect(openWith(THIS_SECRET, "totp-secret", kept)).toMatch(/^[A-Z2-7]{32}$/);
    expect(openWith(UNIT_SECRET, "totp-secret", kept)).toBeNull();
    expect(openWith(THIS_SECRET, "recovery-codes-cookie", kept)).toBeNull(); // a key per purpose

    // an owner whose secret the other server sealed: the right code of that secret is wrong here
    const owner = await getStorage().owners.add("moved@example.com", "long enough password");
    await getStorage().db.run("UPDATE owners SET totp_secret = ? WHERE id = ?", [
      sealWith(UNIT_SECRET, "totp-secret", base32),
      owner.id,
    ]);
    expect(await checkSecondFactor(owner, "287082", new Date(59_000))).toBe("wrong"); // RFC 6238's code at T=59 s
    // nor a recovery code: the owner is set up again with reset-mfa
    await getStorage().db.run("INSERT INTO owner_recovery_codes (owner_id, code_hash) VALUES (?, ?)", [
      owner.id,
      createHash("sha256").update("abcdefghjk").digest("hex"),
    ]);
    expect(await checkSecondFactor(owner, "abcde-fghjk", new Date(59_000))).toBe("wrong");
    await getStorage().db.run("UPDATE owners SET totp_secret = ? WHERE id = ?", [
      sealWith(THIS_SECRET, "totp-secret", base32),
      owner.id,
    ]);
    expect(await checkSecondFactor(owner, "287082", new Date(59_000))).toBe("ok");
  });

  it("reads only the codes' cookie it sealed itself", async () => {
    const codes = ["abcde-fghjk", "mnpqr-stuvw"];
    const cookieOf = (value: string) =>
      new Request("http://x/admin/login/enrol", { headers: { Cookie: `ns_recovery_codes=${value}` } });
    const made = recoveryCodesCookie.write(codes).split(";")[0]!.slice("ns_recovery_codes=".length);
    expect(openWith(THIS_SECRET, "recovery-codes-cookie", made)).toBe(JSON.stringify(codes));
    expect(await recoveryCodesCookie.read(cookieOf(made))).toEqual(codes);
    const elsewhere = sealWith(UNIT_SECRET, "recovery-codes-cookie", JSON.stringify(codes));
    expect(await recoveryCodesCookie.read(cookieOf(elsewhere))).toBeNull();
  });

  it("signs its session cookie with its own key for sessions: one the other server signed opens nothing", async () => {
    const owner = await getStorage().owners.add("cookie@example.com", "long enough password");
    const line = await startSession(owner.id, "signed-in");
    const request = (cookie: string) => new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } });
    const { sessionId } = (await currentSession(request(line.split(";")[0]!)))!;
    // what a browser holds, verified with this server's key for sessions, derived here
    const signedWith = (secret: string, purpose = "session-cookie") =>
      createCookie("ns_owner", { secrets: [keyOf(secret, purpose).toString("base64url")] });
    expect(await signedWith(THIS_SECRET).parse(line)).toBe(sessionId);
    expect(await signedWith(UNIT_SECRET).parse(line)).toBeNull();
    expect(await signedWith(THIS_SECRET, "booking-page").parse(line)).toBeNull();
    // the same session's id, signed by the other server (or with another purpose's key): refused
    for (const forged of [signedWith(UNIT_SECRET), signedWith(THIS_SECRET, "booking-page")]) {
      const cookie = (await forged.serialize(sessionId)).split(";")[0]!;
      expect(await currentSession(request(cookie))).toBeNull();
    }
    expect(await sessionCookie().parse(line.split(";")[0]!)).toBe(sessionId);
  });
});
